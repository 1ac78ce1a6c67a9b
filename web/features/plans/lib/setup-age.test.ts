import { describe, expect, it } from 'vitest';
import { SETUP_AGE_HINT, SETUP_AGE_MESSAGE, SETUP_MISSING_MESSAGE, setupAgeError, setupBirthYears, validateSetup } from './setup-age';
import { ageFromBirthMonth } from '@/lib/birth-month';
import { SETUP_AGE_MESSAGE as CONTRACT_AGE, SETUP_MISSING_MESSAGE as CONTRACT_MISSING } from '../../../../contracts/plans';

const today = new Date(2026, 2, 10); // March 2026
const image = new File(['x'], 'drawing.png', { type: 'image/png' });

describe('setup age (spec 000 §5, §9)', () => {
  it('uses the same messages as the server contract', () => {
    expect(SETUP_AGE_MESSAGE).toBe(CONTRACT_AGE);
    expect(SETUP_MISSING_MESSAGE).toBe(CONTRACT_MISSING);
  });

  it('offers exactly the birth years of a child aged 3 to 10 today, newest first', () => {
    // March 2026: 36 months is March 2023, 131 months is April 2015.
    expect(setupBirthYears(today)).toEqual([2023, 2022, 2021, 2020, 2019, 2018, 2017, 2016, 2015]);
    expect(setupBirthYears(new Date(2026, 11, 20))).toEqual([2023, 2022, 2021, 2020, 2019, 2018, 2017, 2016]);
  });

  it('says the served ages in the message and the hint', () => {
    expect(SETUP_AGE_MESSAGE).toBe('Child must be between 3 and 10 years old');
    expect(SETUP_AGE_HINT).toBe('Plans are made for children aged 3 to 10.');
  });

  it('counts whole months from the birth month to this month', () => {
    expect(ageFromBirthMonth(3, 2021, today)).toBe(60);
    expect(ageFromBirthMonth(4, 2021, today)).toBe(59);
    expect(ageFromBirthMonth(12, 2025, today)).toBe(3);
  });

  it('shows the age message as soon as month and year make an age out of range', () => {
    expect(setupAgeError(3, 2023, today)).toBeUndefined();
    expect(setupAgeError(4, 2023, today)).toBe(SETUP_AGE_MESSAGE);
    expect(setupAgeError(3, 2015, today)).toBe(SETUP_AGE_MESSAGE);
    expect(setupAgeError(4, 2026, today)).toBe(SETUP_AGE_MESSAGE);
  });

  it('needs an image, a month and a year', () => {
    expect(validateSetup({ image: null, month: 3, year: 2020 }, today)).toEqual({ error: SETUP_MISSING_MESSAGE });
    expect(validateSetup({ image, month: undefined, year: 2020 }, today)).toEqual({ error: SETUP_MISSING_MESSAGE });
    expect(validateSetup({ image, month: 3, year: undefined }, today)).toEqual({ error: SETUP_MISSING_MESSAGE });
  });

  it('lets a plan from a free analysis keep its drawing', () => {
    expect(validateSetup({ image: null, month: 3, year: 2020, hasStartingDrawing: true }, today)).toEqual({ childAge: 72, image: null });
    expect(validateSetup({ image: null, month: undefined, year: 2020, hasStartingDrawing: true }, today)).toEqual({ error: SETUP_MISSING_MESSAGE });
  });

  it('accepts 36 to 131 months inclusive: 35 and 132 are refused', () => {
    expect(validateSetup({ image, month: 4, year: 2023 }, today)).toEqual({ error: SETUP_AGE_MESSAGE }); // 35
    expect(validateSetup({ image, month: 3, year: 2023 }, today)).toEqual({ childAge: 36, image });
    expect(validateSetup({ image, month: 4, year: 2015 }, today)).toEqual({ childAge: 131, image });
    expect(validateSetup({ image, month: 3, year: 2015 }, today)).toEqual({ error: SETUP_AGE_MESSAGE }); // 132
  });
});
