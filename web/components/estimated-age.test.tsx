// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { ESTIMATE_RANGE_COVERAGE_TEXT } from '@/lib/format-age';
import { EstimatedAge, NO_RANGE_TEXT } from './estimated-age';

afterEach(cleanup);

const text = () => (screen.getByRole('region', { name: 'Estimated cognitive age' }).textContent ?? '').replace(/\s+/g, ' ');

describe('EstimatedAge', () => {
  it('reads the calibrated range as given, lopsided or not, and says how often such ranges hold', () => {
    render(<EstimatedAge months={62} range={{ min: 50, max: 80 }} note="An estimate from one drawing, not a diagnosis." />);
    expect(screen.getByText('Likely between 4 years 2 months and 6 years 8 months')).toBeTruthy();
    expect(screen.getByText(`Tested on real children’s drawings, ranges like this are right for ${ESTIMATE_RANGE_COVERAGE_TEXT}.`)).toBeTruthy();
    expect(screen.getByText('An estimate from one drawing, not a diagnosis.')).toBeTruthy();
    // Neither the single number nor a ±6-month range around it.
    expect(text()).not.toMatch(/5 years 2 months|4 years 8 months|5 years 8 months|about \d+ years?/);
  });

  it('shows an older result without a range as "about X" and says it has no range', () => {
    render(<EstimatedAge months={62} range={null} />);
    expect(screen.getByText('about 5 years 2 months')).toBeTruthy();
    expect(screen.getByText(NO_RANGE_TEXT)).toBeTruthy();
    expect(text()).not.toMatch(/between|4 years 8 months|5 years 8 months|in 10 children/);
    cleanup();
    render(<EstimatedAge months={62} range={undefined} />);
    expect(screen.getByText('about 5 years 2 months')).toBeTruthy();
  });

  it('takes the label of the screen it is on', () => {
    render(<EstimatedAge label="Estimated drawing age" months={62} range={{ min: 50, max: 80 }} />);
    expect(screen.getByRole('region', { name: 'Estimated drawing age' })).toBeTruthy();
  });
});
