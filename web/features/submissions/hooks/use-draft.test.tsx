// @vitest-environment jsdom
import { act, cleanup, renderHook, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createDraftStore, draftKeyString, type DraftKey } from '@/lib/draft-store';
import { memoryDraftBackend } from '@/lib/draft-store-fixtures';
import { DRAFT_SAVE_DELAY_MS, useDraft } from './use-draft';

type Notes = { notes: string };
const key: DraftKey = { userId: 'user-1', planId: 'plan-1', weekNumber: 1, page: 'weekly' };
const id = draftKeyString(key);
const parse = (value: unknown) => (typeof (value as Notes | null)?.notes === 'string' ? (value as Notes) : null);
const isEmpty = (value: Notes) => value.notes === '';
const storedNotes = (memory: ReturnType<typeof memoryDraftBackend>) => (memory.records.get(id) as { value: Notes } | undefined)?.value.notes;

function setUp(kept?: string) {
  const memory = memoryDraftBackend();
  if (kept !== undefined) memory.records.set(id, { version: 1, savedAt: Date.now(), value: { notes: kept } });
  const store = createDraftStore(async () => memory.backend);
  const save = vi.spyOn(store, 'save');
  const restore = vi.fn();
  const hook = renderHook(({ notes }: { notes: string }) => useDraft({ draftKey: key, value: { notes }, isEmpty, parse, restore, store }), {
    initialProps: { notes: '' },
  });
  return { memory, save, restore, hook };
}

afterEach(cleanup);

describe('useDraft', () => {
  it('brings back what was kept and says so, before it writes anything', async () => {
    const { save, restore, hook } = setUp('Mia drew fingers');
    await waitFor(() => expect(restore).toHaveBeenCalledWith({ notes: 'Mia drew fingers' }));
    expect(hook.result.current.restored).toEqual({ notes: 'Mia drew fingers' });
    expect(save).not.toHaveBeenCalled();

    act(() => hook.result.current.dismiss());
    expect(hook.result.current.restored).toBeNull();
  });

  it('writes the work after a short pause, forgets it when emptied, and keeps nothing once sent', async () => {
    const { memory, restore, hook } = setUp();
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(restore).not.toHaveBeenCalled();

    hook.rerender({ notes: 'a swoosh' });
    expect(storedNotes(memory)).toBeUndefined();
    await waitFor(() => expect(storedNotes(memory)).toBe('a swoosh'));

    hook.rerender({ notes: '' });
    await waitFor(() => expect(memory.records.has(id)).toBe(false));

    hook.rerender({ notes: 'sent this time' });
    await waitFor(() => expect(storedNotes(memory)).toBe('sent this time'));
    await act(() => hook.result.current.finish());
    expect(memory.records.has(id)).toBe(false);
    hook.rerender({ notes: 'typed after sending' });
    await new Promise((resolve) => setTimeout(resolve, DRAFT_SAVE_DELAY_MS * 2));
    expect(memory.records.has(id)).toBe(false);
  });

  it('writes what is still waiting when the screen goes away', async () => {
    const { memory, save, hook } = setUp();
    await waitFor(() => expect(hook.result.current.kept).toBe(true));
    await new Promise((resolve) => setTimeout(resolve, 20));
    hook.rerender({ notes: 'left at once' });
    hook.unmount();
    expect(save).toHaveBeenCalledWith(key, { notes: 'left at once' });
    await waitFor(() => expect(storedNotes(memory)).toBe('left at once'));
  });

  it('says when the browser would not keep the work, and again when it does', async () => {
    const { memory, hook } = setUp();
    await new Promise((resolve) => setTimeout(resolve, 20));
    memory.state.failWrites = true;
    hook.rerender({ notes: 'too big' });
    await waitFor(() => expect(hook.result.current.kept).toBe(false));
    memory.state.failWrites = false;
    hook.rerender({ notes: 'fits' });
    await waitFor(() => expect(hook.result.current.kept).toBe(true));
  });

  it('forgets the kept work when the parent starts fresh', async () => {
    const { memory, hook } = setUp('old notes');
    await waitFor(() => expect(hook.result.current.restored).not.toBeNull());
    act(() => hook.result.current.discard());
    expect(hook.result.current.restored).toBeNull();
    await waitFor(() => expect(memory.records.has(id)).toBe(false));
  });
});
