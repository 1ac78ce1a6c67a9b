// @vitest-environment jsdom
import { act, cleanup, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { TOAST_REMOVE_DELAY, resetToasts, toast, useToast } from './use-toast';

afterEach(() => {
  cleanup();
  resetToasts();
  vi.useRealTimers();
});

describe('toast', () => {
  it('shows one toast at a time: a new one replaces the old', () => {
    const { result } = renderHook(() => useToast());
    act(() => {
      toast({ title: 'Voucher Redeemed!' });
    });
    expect(result.current.toasts.map((t) => t.title)).toEqual(['Voucher Redeemed!']);

    act(() => {
      toast({ title: 'You are logged out. Logging in again...', variant: 'destructive' });
    });
    expect(result.current.toasts).toHaveLength(1);
    expect(result.current.toasts[0]).toMatchObject({
      title: 'You are logged out. Logging in again...',
      variant: 'destructive',
      open: true,
    });
  });

  it('closes a dismissed toast at once and removes it after the spec delay', () => {
    vi.useFakeTimers();
    const { result } = renderHook(() => useToast());
    act(() => {
      toast({ title: 'Plan archived successfully' }).dismiss();
    });
    expect(result.current.toasts[0]?.open).toBe(false);

    act(() => vi.advanceTimersByTime(TOAST_REMOVE_DELAY - 1));
    expect(result.current.toasts).toHaveLength(1);
    act(() => vi.advanceTimersByTime(1));
    expect(result.current.toasts).toHaveLength(0);
  });
});
