// @vitest-environment jsdom
import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { i18nStore } from '@/i18n/i18n-store';
import { useStagedProgress } from '@/lib/use-staged-progress';
import { ANALYSIS_PROGRESS } from './progress-stages';

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

// A stage's message is a key; the page shows it in its language (AnalysisProgress).
const shown = (message: string) => {
  const { t } = i18nStore.get();
  return t.has(message) ? t(message) : message;
};
const message = (result: { current: ReturnType<typeof useStagedProgress> }) =>
  result.current.stage && `${shown(result.current.stage.message)} (${result.current.stage.percent})`;

describe('useStagedProgress with ANALYSIS_PROGRESS', () => {
  it('advances every 3 s through the spec’s messages and waits at the last one', () => {
    const { result } = renderHook(() => useStagedProgress(ANALYSIS_PROGRESS));
    expect(result.current.stage).toBeNull();
    act(() => result.current.start());
    expect(message(result)).toBe('Uploading image (0)');
    act(() => vi.advanceTimersByTime(2999));
    expect(message(result)).toBe('Uploading image (0)');
    act(() => vi.advanceTimersByTime(1));
    expect(message(result)).toBe('Processing image (25)');
    act(() => vi.advanceTimersByTime(3000));
    expect(message(result)).toBe('Measuring lines and shapes (50)');
    act(() => vi.advanceTimersByTime(3000));
    expect(message(result)).toBe('Evaluating development markers (75)');
    act(() => vi.advanceTimersByTime(3000));
    expect(message(result)).toBe('Generating assessment (90)');
    act(() => vi.advanceTimersByTime(30_000));
    expect(message(result)).toBe('Generating assessment (90)');
    expect(vi.getTimerCount()).toBe(0);
  });

  it('jumps to "Analysis complete" (100) when the answer arrives, and stops the timer', () => {
    const { result } = renderHook(() => useStagedProgress(ANALYSIS_PROGRESS));
    act(() => result.current.start());
    act(() => vi.advanceTimersByTime(3000));
    act(() => result.current.complete());
    expect(message(result)).toBe('Analysis complete (100)');
    act(() => vi.advanceTimersByTime(10_000));
    expect(message(result)).toBe('Analysis complete (100)');
  });

  it('starts again from the first message and clears on reset or unmount', () => {
    const { result, unmount } = renderHook(() => useStagedProgress(ANALYSIS_PROGRESS));
    act(() => result.current.start());
    act(() => vi.advanceTimersByTime(6000));
    act(() => result.current.reset());
    expect(result.current.stage).toBeNull();
    act(() => result.current.start());
    expect(message(result)).toBe('Uploading image (0)');
    unmount();
    expect(vi.getTimerCount()).toBe(0);
  });
});
