import { LegalPage } from '../components/legal-page';
import { termsIntro, termsSections } from '../content/terms-of-service';

export function TermsOfServicePage() {
  return (
    <LegalPage
      title="Terms of Service"
      description="The agreement for using Kritzel: accounts, parental consent, payment, availability, liability and governing law."
      intro={termsIntro}
      sections={termsSections}
      showsOperatorDetails
    />
  );
}
