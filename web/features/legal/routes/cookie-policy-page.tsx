import { LegalPage } from '../components/legal-page';

export function CookiePolicyPage() {
  return <LegalPage page="cookie-policy" />;
}
