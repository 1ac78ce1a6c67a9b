import { QueryClientProvider } from '@tanstack/react-query';
import { ToastArea } from '@/components/ui/toast-area';
import { queryClient } from '@/lib/query-client';
import { AccountLanguage } from './features/auth';
import { CookieConsentManager } from './features/cookie-consent';
import { AppRouter } from './router';

export function App() {
  return (
    <QueryClientProvider client={queryClient}>
      <AppRouter />
      <ToastArea />
      <CookieConsentManager />
      <AccountLanguage />
    </QueryClientProvider>
  );
}
