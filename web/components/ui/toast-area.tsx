import { lazy, Suspense } from 'react';
import { useDeferredStart } from '@/lib/use-deferred-start';
import { useToast } from '@/lib/use-toast';

// The toast area (Radix Toast, a third of the start-up script) is its own chunk, fetched once
// the page has loaded and the visitor shows up (or 3 s later), or at once when a toast comes first. The toast store keeps toasts raised
// before it arrives, so none is lost while the page stays.
let toasterModule: Promise<typeof import('./toaster')> | undefined;
const loadToaster = () => (toasterModule ??= import('./toaster'));

/**
 * Resolves when toasts can show. A screen that shows a toast at page load and then leaves the
 * page (a full navigation) waits for this first, or the toast might never be seen.
 */
export function toastsReady(): Promise<unknown> {
  return loadToaster().catch(() => undefined);
}

const Toaster = lazy(async () => ({ default: (await loadToaster()).Toaster }));

/** Mounted once for the whole app. */
export function ToastArea() {
  const { toasts } = useToast();
  const early = useDeferredStart(true, 3000);
  if (!early && toasts.length === 0) return null;
  return (
    <Suspense fallback={null}>
      <Toaster />
    </Suspense>
  );
}
