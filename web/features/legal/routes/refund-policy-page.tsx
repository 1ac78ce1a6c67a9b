import { LegalPage } from '../components/legal-page';
import { refundIntro, refundSections } from '../content/refund-policy';

export function RefundPolicyPage() {
  return (
    <LegalPage
      title="Refund Policy"
      description="Your 14-day right of withdrawal, our 30-day money-back guarantee for development plans, and the rules for keepsakes."
      intro={refundIntro}
      sections={refundSections}
      showsOperatorDetails
    />
  );
}
