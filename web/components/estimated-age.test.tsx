// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { ESTIMATE_EXPLAINER_PATH } from '../../contracts/vocabulary';
import { ONE_DRAWING_SENTENCE } from '@/lib/format-age';
import { EstimatedAge, NO_RANGE_TEXT } from './estimated-age';

afterEach(cleanup);

const text = (name = 'Drawing age') => (screen.getByRole('region', { name }).textContent ?? '').replace(/\s+/g, ' ');

describe('EstimatedAge', () => {
  it('says the range as the ages of children who make drawings like this one, with what one drawing can tell', () => {
    render(<EstimatedAge months={62} range={{ min: 54, max: 108 }} note="An estimate from one drawing, not a diagnosis." />);
    expect(screen.getByText('Drawings like this one are made by children aged about 4 ½ to 9')).toBeTruthy();
    expect(screen.getByText(ONE_DRAWING_SENTENCE)).toBeTruthy();
    expect(screen.getByText('An estimate from one drawing, not a diagnosis.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'What one drawing can tell' }).getAttribute('href')).toBe(ESTIMATE_EXPLAINER_PATH);
    // Neither the single number nor a measure of the child, nor the old name.
    expect(text()).not.toMatch(/5 years 2 months|about 5 years|cognitive/i);
  });

  it('reads a lopsided range as given, to the half year', () => {
    render(<EstimatedAge months={62} range={{ min: 80, max: 50 }} />);
    expect(screen.getByText('Drawings like this one are made by children aged about 4 to 6 ½')).toBeTruthy();
  });

  it('shows an older result without a range as "about X" and says it has no range', () => {
    render(<EstimatedAge months={62} range={null} />);
    expect(screen.getByText('about 5 years 2 months')).toBeTruthy();
    expect(screen.getByText(NO_RANGE_TEXT)).toBeTruthy();
    expect(text()).not.toMatch(/Drawings like this|in 10 children/);
    cleanup();
    render(<EstimatedAge months={62} range={undefined} />);
    expect(screen.getByText('about 5 years 2 months')).toBeTruthy();
  });

  it('takes the label of the screen it is on', () => {
    render(<EstimatedAge label="Drawing age at the start" months={62} range={{ min: 50, max: 80 }} />);
    expect(screen.getByRole('region', { name: 'Drawing age at the start' })).toBeTruthy();
  });
});
