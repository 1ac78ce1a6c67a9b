import { LegalPage } from '../components/legal-page';

export function TermsOfServicePage() {
  return <LegalPage page="terms-of-service" showsOperatorDetails />;
}
