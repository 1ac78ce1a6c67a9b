import { useEffect, useRef, useState } from 'react';
import { useLocation } from 'wouter';
import { ConfirmDialog } from '../components/confirm-dialog';
import { useT } from '@/i18n/use-t';

/**
 * The address an in-app link click would go to, when that leaves this page; null for anything
 * else: a new tab or window, a download, another site, a link to this very page.
 */
export function leavingLinkTarget(event: MouseEvent, here: Location = window.location): string | null {
  if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return null;
  const anchor = event.target instanceof Element ? event.target.closest('a[href]') : null;
  if (!(anchor instanceof HTMLAnchorElement) || anchor.hasAttribute('download') || (anchor.target !== '' && anchor.target !== '_self')) return null;
  const url = new URL(anchor.href, here.href);
  if (url.origin !== here.origin || url.pathname === here.pathname) return null;
  return `${url.pathname}${url.search}${url.hash}`;
}

interface LeaveWarningOptions {
  /** There is unsent work on the page. */
  active: boolean;
  /** What would be left behind: the session's recordings, photos and notes, or the weekly form's photos and notes. */
  what: 'session' | 'weekly';
  /** Whether the browser keeps a copy of it (the draft store) for when the parent comes back. */
  kept: boolean;
}

/** `leavingTo` for the browser's Back button (not an address: history decides where it goes). */
const BACK = Symbol('back');
/** Marks the history entry pushed over this page, so Back lands on it first: the same address, no navigation. */
const GUARD = 'kritzelLeaveGuard';
const onGuard = () => (window.history.state as Record<string, unknown> | null)?.[GUARD] === true;
const pushGuard = () => window.history.pushState({ ...(window.history.state as object | null), [GUARD]: true }, '');

/**
 * Asks before unsent work is left behind. A reload or a closed tab gets the browser's own
 * question (beforeunload); a link inside the app (wouter knows no blocking) is caught on its way
 * to the router and asked about in a dialog, which then follows the link or stays. The Back
 * button first meets a history entry of this same page pushed over it, so nothing navigates:
 * the dialog asks, Keep working pushes the entry again, Leave goes back for real.
 */
export function useLeaveWarning({ active, what, kept }: LeaveWarningOptions) {
  const t = useT();
  const [, navigate] = useLocation();
  const [leavingTo, setLeavingTo] = useState<string | typeof BACK | null>(null);
  const goingBack = useRef(false);

  useEffect(() => {
    if (!active) return;
    const onBeforeUnload = (event: BeforeUnloadEvent) => {
      event.preventDefault();
      // Older Safari and Chromium ask only when returnValue is set.
      event.returnValue = '';
    };
    // Capturing on window runs before React's own listener on the root, so the link never fires.
    const onClick = (event: MouseEvent) => {
      const to = leavingLinkTarget(event);
      if (to === null) return;
      event.preventDefault();
      event.stopPropagation();
      setLeavingTo(to);
    };
    if (!onGuard()) pushGuard();
    const onPopState = () => {
      if (!goingBack.current && !onGuard()) setLeavingTo(BACK);
    };
    window.addEventListener('beforeunload', onBeforeUnload);
    window.addEventListener('click', onClick, true);
    window.addEventListener('popstate', onPopState);
    return () => {
      window.removeEventListener('beforeunload', onBeforeUnload);
      window.removeEventListener('click', onClick, true);
      window.removeEventListener('popstate', onPopState);
    };
  }, [active]);

  function keep() {
    if (leavingTo === BACK) pushGuard();
    setLeavingTo(null);
  }

  function leave() {
    const to = leavingTo;
    setLeavingTo(null);
    if (to === BACK) {
      goingBack.current = true;
      window.history.back();
    } else if (to !== null) navigate(to);
  }

  return (
    <ConfirmDialog
      open={active && leavingTo !== null}
      title={t('submissions.leave.title')}
      keepLabel={t('submissions.leave.keepWorking')}
      confirmLabel={t('submissions.leave.leave')}
      onKeep={keep}
      onConfirm={leave}
    >
      {kept ? t('submissions.leave.kept', { what }) : t('submissions.leave.notKept', { what })}
    </ConfirmDialog>
  );
}
