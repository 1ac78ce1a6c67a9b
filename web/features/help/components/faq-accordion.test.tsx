// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { FAQ_ENTRIES } from '../content/faq';
import { loadHelpMessages } from '../content/help-messages';
import { FaqAccordion } from './faq-accordion';

afterEach(cleanup);
beforeAll(() => loadHelpMessages('en'));

describe('FaqAccordion', () => {
  it('states the plan facts: ages, 26 weeks, weekly challenges, 20–30 minutes, 3 attempts, checkpoints every 4 weeks', () => {
    render(<FaqAccordion entries={FAQ_ENTRIES} />);
    expect(screen.getAllByRole('button')).toHaveLength(6);
    const answers = screen
      .getAllByRole('region', { hidden: true })
      .map((region) => region.textContent)
      .join(' ');
    for (const fact of [
      'aged 3 to 10',
      '26 weeks, about 6 months',
      'One challenge a week',
      '20 to 30 minutes',
      'up to 3 drawings',
      'Every 4 weeks',
      'There are 6',
    ]) {
      expect(answers).toContain(fact);
    }
  });

  it('shows an answer only while its question is expanded, each independently', () => {
    render(<FaqAccordion entries={FAQ_ENTRIES} />);
    const first = screen.getByRole('button', { name: 'How long does a plan last?' });
    const second = screen.getByRole('button', { name: 'What is a checkpoint?' });
    const firstAnswer = document.getElementById(first.getAttribute('aria-controls') ?? '')!;
    expect(first.getAttribute('aria-expanded')).toBe('false');
    expect(firstAnswer.hidden).toBe(true);

    fireEvent.click(first);
    fireEvent.click(second);
    expect(first.getAttribute('aria-expanded')).toBe('true');
    expect(firstAnswer.hidden).toBe(false);
    expect(screen.getByRole('region', { name: 'What is a checkpoint?' })).toBeTruthy();

    fireEvent.click(first);
    expect(first.getAttribute('aria-expanded')).toBe('false');
    expect(firstAnswer.hidden).toBe(true);
    expect(second.getAttribute('aria-expanded')).toBe('true');
  });
});
