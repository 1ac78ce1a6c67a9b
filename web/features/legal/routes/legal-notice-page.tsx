import { LegalPage } from '../components/legal-page';

export function LegalNoticePage() {
  return <LegalPage page="legal-notice" showsOperatorDetails />;
}
