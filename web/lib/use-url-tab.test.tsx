// @vitest-environment jsdom
import { act, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { useUrlTab } from './use-url-tab';

const TABS = ['challenges', 'progress', 'growth'] as const;

afterEach(() => window.history.replaceState(null, '', '/'));

describe('useUrlTab', () => {
  it('opens the tab named in the address and falls back for an unknown one', () => {
    window.history.replaceState(null, '', '/plans/p1?tab=growth');
    expect(renderHook(() => useUrlTab(TABS, 'challenges')).result.current[0]).toBe('growth');
    window.history.replaceState(null, '', '/plans/p1?tab=nonsense');
    expect(renderHook(() => useUrlTab(TABS, 'challenges')).result.current[0]).toBe('challenges');
  });

  it('writes the choice into the address, keeping other parameters, and drops it for the first tab', () => {
    window.history.replaceState(null, '', '/plans/p1?week=3');
    const { result } = renderHook(() => useUrlTab(TABS, 'challenges'));
    const entries = window.history.length;
    act(() => result.current[1]('progress'));
    expect(window.location.search).toBe('?week=3&tab=progress');
    expect(result.current[0]).toBe('progress');
    act(() => result.current[1]('challenges'));
    expect(window.location.search).toBe('?week=3');
    expect(window.history.length).toBe(entries);
  });
});
