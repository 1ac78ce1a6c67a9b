import { useSyncExternalStore } from 'react';
import { CONSENT_STORAGE_KEY } from '../../contracts/browser-storage';

/**
 * The visitor's cookie choice and the one gate every non-essential script must pass.
 * Essential storage (the session cookie, this choice itself) needs no consent; anything in
 * the other categories loads only through `whenConsented`. Kritzel loads no such script
 * today, so "Accept all" changes nothing yet, and that is on purpose.
 */
export const CONSENT_CATEGORIES = ['essential', 'performance', 'functional', 'marketing'] as const;
export type ConsentCategory = (typeof CONSENT_CATEGORIES)[number];
export type OptionalCategory = Exclude<ConsentCategory, 'essential'>;

export type CookieConsent = {
  version: 1;
  decidedAt: string;
} & Record<OptionalCategory, boolean>;

type State = { consent: CookieConsent | null; settingsOpen: boolean };
let state: State = { consent: read(), settingsOpen: false };
const listeners = new Set<() => void>();
const pending: { category: OptionalCategory; load: () => void }[] = [];

function read(): CookieConsent | null {
  try {
    const raw = typeof localStorage === 'undefined' ? null : localStorage.getItem(CONSENT_STORAGE_KEY);
    if (!raw) return null;
    const parsed = JSON.parse(raw) as Partial<CookieConsent>;
    if (parsed.version !== 1 || typeof parsed.decidedAt !== 'string') return null;
    return {
      version: 1,
      decidedAt: parsed.decidedAt,
      performance: parsed.performance === true,
      functional: parsed.functional === true,
      marketing: parsed.marketing === true,
    };
  } catch {
    return null;
  }
}

function setState(next: Partial<State>) {
  state = { ...state, ...next };
  for (const listener of listeners) listener();
}

/** Stores a decision and runs every script that was waiting for a category now allowed. */
export function saveConsent(choice: Record<OptionalCategory, boolean>): void {
  const consent: CookieConsent = { version: 1, decidedAt: new Date().toISOString(), ...choice };
  try {
    localStorage.setItem(CONSENT_STORAGE_KEY, JSON.stringify(consent));
  } catch {
    // Private mode without storage: the choice holds for this visit only.
  }
  setState({ consent, settingsOpen: false });
  for (let i = pending.length - 1; i >= 0; i--) {
    const entry = pending[i]!;
    if (consent[entry.category]) {
      pending.splice(i, 1);
      entry.load();
    }
  }
}

export const acceptAll = () => saveConsent({ performance: true, functional: true, marketing: true });
export const rejectNonEssential = () => saveConsent({ performance: false, functional: false, marketing: false });

export function hasConsent(category: ConsentCategory): boolean {
  return category === 'essential' || state.consent?.[category] === true;
}

/** Runs `load` now if the category is allowed, else once the visitor allows it. Returns a cancel. */
export function whenConsented(category: OptionalCategory, load: () => void): () => void {
  if (hasConsent(category)) {
    load();
    return () => {};
  }
  const entry = { category, load };
  pending.push(entry);
  return () => {
    const index = pending.indexOf(entry);
    if (index >= 0) pending.splice(index, 1);
  };
}

/** The footer's and the Cookie Policy's "Cookie settings". */
export const openCookieSettings = () => setState({ settingsOpen: true });
export const closeCookieSettings = () => setState({ settingsOpen: false });

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useCookieConsent(): State {
  return useSyncExternalStore(
    subscribe,
    () => state,
    () => state,
  );
}

/** For tests: forget the stored choice and reload it from storage. */
export function resetCookieConsentForTests(): void {
  pending.length = 0;
  state = { consent: read(), settingsOpen: false };
}
