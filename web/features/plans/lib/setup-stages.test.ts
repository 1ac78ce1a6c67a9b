// @vitest-environment jsdom
import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { i18nStore } from '@/i18n/i18n-store';
import { useStagedProgress } from '@/lib/use-staged-progress';
import { SETUP_PROGRESS } from './setup-stages';

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

// A stage's message is a message key; the screen shows it in the page's language (English here).
const shown = (result: { current: ReturnType<typeof useStagedProgress> }) => {
  const { t } = i18nStore.get();
  const stage = result.current.stage;
  return stage && `${stage.percent} ${t.has(stage.message) ? t(stage.message) : stage.message}`;
};

describe('useStagedProgress with SETUP_PROGRESS (spec 000 §4 setup flow)', () => {
  it('starts at 0, advances every 2.5 s after a 0.5 s delay, and waits at 95', () => {
    const { result } = renderHook(() => useStagedProgress(SETUP_PROGRESS));
    expect(result.current.stage).toBeNull();
    act(() => result.current.start());
    expect(shown(result)).toBe('0 Uploading drawing');
    act(() => vi.advanceTimersByTime(2999));
    expect(shown(result)).toBe('0 Uploading drawing');
    const expected = [
      '15 Processing image',
      '30 Analyzing artistic development markers',
      '50 Measuring lines and shapes',
      '70 Generating personalized development plan',
      '85 Creating weekly challenges',
      '95 Finalizing your plan',
    ];
    act(() => vi.advanceTimersByTime(1));
    expect(shown(result)).toBe(expected[0]);
    for (const text of expected.slice(1)) {
      act(() => vi.advanceTimersByTime(2499));
      expect(shown(result)).not.toBe(text);
      act(() => vi.advanceTimersByTime(1));
      expect(shown(result)).toBe(text);
    }
    act(() => vi.advanceTimersByTime(60_000));
    expect(shown(result)).toBe('95 Finalizing your plan');
    expect(vi.getTimerCount()).toBe(0);
  });

  it('shows 100 "Plan created successfully!" when the server answers, and stops', () => {
    const { result } = renderHook(() => useStagedProgress(SETUP_PROGRESS));
    act(() => result.current.start());
    act(() => vi.advanceTimersByTime(5500));
    expect(shown(result)).toBe('30 Analyzing artistic development markers');
    act(() => result.current.complete());
    expect(shown(result)).toBe('100 Plan created successfully!');
    expect(vi.getTimerCount()).toBe(0);
  });

  it('hides on reset (a failed setup) and leaves no timers after unmount', () => {
    const { result, unmount } = renderHook(() => useStagedProgress(SETUP_PROGRESS));
    act(() => result.current.start());
    act(() => vi.advanceTimersByTime(200));
    act(() => result.current.reset());
    expect(result.current.stage).toBeNull();
    expect(vi.getTimerCount()).toBe(0);
    act(() => result.current.start());
    unmount();
    expect(vi.getTimerCount()).toBe(0);
  });
});
