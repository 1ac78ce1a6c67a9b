// The auth feature's public face; other features import from here, never from inside.
export { useAuth, currentUserQueryKey } from './api/use-auth';
export { LoginRedirect } from './components/login-redirect';
export { AdminLoginRedirect, adminOnly } from './components/admin-only';
export { AuthenticatedRedirect } from './components/authenticated-redirect';
export { LOGIN_REDIRECT_DELAY_MS, loginUrl, signUpUrl } from './login-url';
export { useSendConfirmationLink } from './api/confirm-email';
export { AccountLanguage } from './components/account-language';
