import { useEffect, useState } from 'react';
import { useLocation } from 'wouter';
import { ConfirmDialog } from '../components/confirm-dialog';

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
  /** What would be left behind, in the parent's words ("your recordings, photos and notes"). */
  what: string;
  /** Whether the browser keeps a copy of it (the draft store) for when the parent comes back. */
  kept: boolean;
}

/**
 * Asks before unsent work is left behind. A reload or a closed tab gets the browser's own
 * question (beforeunload); a link inside the app (wouter knows no blocking) is caught on its way
 * to the router and asked about in a dialog, which then follows the link or stays.
 */
export function useLeaveWarning({ active, what, kept }: LeaveWarningOptions) {
  const [, navigate] = useLocation();
  const [leavingTo, setLeavingTo] = useState<string | null>(null);

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
    window.addEventListener('beforeunload', onBeforeUnload);
    window.addEventListener('click', onClick, true);
    return () => {
      window.removeEventListener('beforeunload', onBeforeUnload);
      window.removeEventListener('click', onClick, true);
    };
  }, [active]);

  function leave() {
    const to = leavingTo;
    setLeavingTo(null);
    if (to !== null) navigate(to);
  }

  return (
    <ConfirmDialog
      open={active && leavingTo !== null}
      title="Leave without sending?"
      keepLabel="Keep working"
      confirmLabel="Leave"
      onKeep={() => setLeavingTo(null)}
      onConfirm={leave}
    >
      {kept
        ? `Nothing has been sent yet. We keep ${what} on this device, so you can finish when you come back.`
        : `Nothing has been sent yet, and this browser cannot keep ${what}: they would be lost.`}
    </ConfirmDialog>
  );
}
