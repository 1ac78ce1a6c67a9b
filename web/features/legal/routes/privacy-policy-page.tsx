import { LegalPage } from '../components/legal-page';

export function PrivacyPolicyPage() {
  return <LegalPage page="privacy-policy" showsOperatorDetails />;
}
