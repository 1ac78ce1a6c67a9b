import { LegalPage } from '../components/legal-page';

export function RefundPolicyPage() {
  return <LegalPage page="refund-policy" showsOperatorDetails />;
}
