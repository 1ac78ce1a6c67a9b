import { QueryClientProvider } from '@tanstack/react-query';
import { lazy, Suspense } from 'react';
import { queryClient } from '@/lib/query-client';
import { useToast } from '@/lib/use-toast';
import { CookieConsentManager } from './features/cookie-consent';
import { AppRouter } from './router';

// The toast area (Radix Toast, a third of the start-up script) loads with the first toast:
// the store keeps toasts raised before it arrives, so none is lost.
const Toaster = lazy(async () => ({ default: (await import('@/components/ui/toaster')).Toaster }));

function ToastArea() {
  const { toasts } = useToast();
  if (toasts.length === 0) return null;
  return (
    <Suspense fallback={null}>
      <Toaster />
    </Suspense>
  );
}

export function App() {
  return (
    <QueryClientProvider client={queryClient}>
      <AppRouter />
      <ToastArea />
      <CookieConsentManager />
    </QueryClientProvider>
  );
}
