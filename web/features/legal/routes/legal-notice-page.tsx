import { LegalPage } from '../components/legal-page';
import { legalNoticeIntro, legalNoticeSections } from '../content/legal-notice';

export function LegalNoticePage() {
  return (
    <LegalPage
      title="Legal Notice"
      description="Who provides Kritzel: the operator's name, address, contact details and tax identifiers (Impressum)."
      intro={legalNoticeIntro}
      sections={legalNoticeSections}
      showsOperatorDetails
    />
  );
}
