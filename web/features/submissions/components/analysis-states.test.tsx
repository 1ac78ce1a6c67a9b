// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { EVALUATION_FIRST_ATTEMPT_MS, EVALUATION_RETRIES } from '../../../../contracts/evaluation-timing';
import { EVALUATION_GIVE_UP_MS } from '../../../../contracts/submissions';
import { AnalysisTakingLonger } from './analysis-states';

afterEach(cleanup);

describe('Analysis Taking Longer (spec 000 §4), as the queue really behaves', () => {
  it('shows when the first attempt has surely ended: the spec’s 5 minutes', () => {
    expect(EVALUATION_FIRST_ATTEMPT_MS).toBe(EVALUATION_GIVE_UP_MS);
    expect(EVALUATION_GIVE_UP_MS).toBe(300_000);
  });

  it('says the analysis is still being worked on, that it is retried, and by when it is settled', () => {
    render(<AnalysisTakingLonger onCheckAgain={vi.fn()} />);
    const text = (screen.getByRole('status').textContent ?? '').replace(/\s+/g, ' ');
    expect(text).toContain('Analysis Taking Longer');
    expect(text).toContain('we are still working on it');
    expect(text).toContain(`starts it again by itself, up to ${EVALUATION_RETRIES} more times`);
    expect(text).toContain('Within about 15 minutes of sending');
    expect(text).toContain('or a Retry Analysis button if it could not be done');
    expect((screen.getByRole('button', { name: 'Check again' }) as HTMLButtonElement).disabled).toBe(false);
  });
});
