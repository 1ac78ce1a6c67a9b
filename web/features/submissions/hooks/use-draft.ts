import { useEffect, useEffectEvent, useMemo, useRef, useState } from 'react';
import { useAuth } from '@/features/auth';
import { draftStore, type DraftKey, type DraftPage, type DraftStore } from '@/lib/draft-store';

/** Typing pauses this long before the draft is written; a photo or recording is as quick. */
export const DRAFT_SAVE_DELAY_MS = 300;

/** The signed-in parent's draft of one week's screen; null while nobody is signed in. */
export function useDraftKey(page: DraftPage, planId: string, weekNumber: number): DraftKey | null {
  const userId = useAuth().user?.id;
  return useMemo(() => (userId ? { userId, planId, weekNumber, page } : null), [userId, planId, weekNumber, page]);
}

interface DraftOptions<T> {
  draftKey: DraftKey | null;
  /** The screen's unsent work as it is now. */
  value: T;
  isEmpty: (value: T) => boolean;
  parse: (value: unknown) => T | null;
  /** Puts a kept draft back on the screen, beside anything the parent has added meanwhile. */
  restore: (draft: T) => void;
  store?: DraftStore;
}

/**
 * Keeps a screen's unsent work in the browser (web/lib/draft-store.ts) and brings it back when
 * the parent returns. `restored` is what came back, for the screen to say so; `kept` turns false
 * when the browser would not store it; `finish()` after a successful submission forgets it.
 */
export function useDraft<T>({ draftKey, value, isEmpty, parse, restore, store = draftStore }: DraftOptions<T>) {
  const [loaded, setLoaded] = useState(false);
  const [restored, setRestored] = useState<T | null>(null);
  const [kept, setKept] = useState(true);
  const pending = useRef<{ value: T } | null>(null);
  const finished = useRef(false);

  const onLoaded = useEffectEvent((draft: T | null) => {
    if (draft !== null && !isEmpty(draft)) {
      restore(draft);
      setRestored(draft);
    }
    setLoaded(true);
  });
  const read = useEffectEvent((input: unknown) => parse(input));

  useEffect(() => {
    if (!draftKey) return;
    let current = true;
    void store
      .load(draftKey, (input) => read(input))
      .then((draft) => {
        if (current) onLoaded(draft);
      });
    return () => {
      current = false;
    };
  }, [draftKey, store]);

  const write = useEffectEvent(() => {
    const next = pending.current;
    pending.current = null;
    if (!next || finished.current || !draftKey) return;
    if (isEmpty(next.value)) void store.clear(draftKey);
    else void store.save(draftKey, next.value).then(setKept);
  });

  // Nothing is written before the kept draft is read: an empty screen would overwrite it.
  useEffect(() => {
    if (!loaded || finished.current) return;
    pending.current = { value };
    const timer = setTimeout(() => write(), DRAFT_SAVE_DELAY_MS);
    return () => clearTimeout(timer);
  }, [value, loaded]);

  // Leaving the screen or the page writes what is still waiting for its pause.
  useEffect(() => {
    const flush = () => write();
    window.addEventListener('pagehide', flush);
    return () => {
      window.removeEventListener('pagehide', flush);
      flush();
    };
  }, []);

  /** The work went to the server: the copy in the browser has done its job. */
  function finish(): Promise<void> {
    finished.current = true;
    pending.current = null;
    setRestored(null);
    return draftKey ? store.clear(draftKey) : Promise.resolve();
  }

  /** The parent chose to start afresh; the screen empties itself, which the next save records. */
  function discard() {
    pending.current = null;
    setRestored(null);
    if (draftKey) void store.clear(draftKey);
  }

  return { restored, kept: kept && draftKey !== null, finish, discard, dismiss: () => setRestored(null) };
}
