import { describe, expect, it } from 'vitest';
import { SETUP_AGE_MESSAGE, SETUP_MISSING_MESSAGE, setupAgeError, setupBirthYears, validateSetup } from './setup-age';
import { ageFromBirthMonth } from '@/lib/birth-month';
import { SETUP_AGE_MESSAGE as CONTRACT_AGE, SETUP_MISSING_MESSAGE as CONTRACT_MISSING } from '../../../../contracts/plans';

const today = new Date(2026, 2, 10); // March 2026
const image = new File(['x'], 'drawing.png', { type: 'image/png' });

describe('setup age (spec 000 §5, §9)', () => {
  it('uses the same messages as the server contract', () => {
    expect(SETUP_AGE_MESSAGE).toBe(CONTRACT_AGE);
    expect(SETUP_MISSING_MESSAGE).toBe(CONTRACT_MISSING);
  });

  it('offers the 14 years counting back from last year', () => {
    const years = setupBirthYears(today);
    expect(years).toHaveLength(14);
    expect(years[0]).toBe(2025);
    expect(years.at(-1)).toBe(2012);
  });

  it('counts whole months from the birth month to this month', () => {
    expect(ageFromBirthMonth(3, 2021, today)).toBe(60);
    expect(ageFromBirthMonth(4, 2021, today)).toBe(59);
    expect(ageFromBirthMonth(12, 2025, today)).toBe(3);
  });

  it('shows the age message as soon as month and year make an age out of range', () => {
    expect(setupAgeError(9, 2024, today)).toBeUndefined();
    expect(setupAgeError(10, 2024, today)).toBe(SETUP_AGE_MESSAGE);
    expect(setupAgeError(2, 2014, today)).toBe(SETUP_AGE_MESSAGE);
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

  it('accepts 18 to 144 months inclusive', () => {
    expect(validateSetup({ image, month: 9, year: 2024 }, today)).toEqual({ childAge: 18, image });
    expect(validateSetup({ image, month: 10, year: 2024 }, today)).toEqual({ error: SETUP_AGE_MESSAGE });
    expect(validateSetup({ image, month: 3, year: 2014 }, today)).toEqual({ childAge: 144, image });
    expect(validateSetup({ image, month: 2, year: 2014 }, today)).toEqual({ error: SETUP_AGE_MESSAGE });
  });
});
