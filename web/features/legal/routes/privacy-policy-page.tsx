import { LegalPage } from '../components/legal-page';
import { privacyIntro, privacySections } from '../content/privacy-policy';

export function PrivacyPolicyPage() {
  return (
    <LegalPage
      title="Privacy Policy"
      description="What Kritzel stores about you and your child, who sees it, how long it is kept, and how to export or delete it."
      intro={privacyIntro}
      sections={privacySections}
      showsOperatorDetails
    />
  );
}
