import { LegalPage } from '../components/legal-page';
import { cookieIntro, cookieSections } from '../content/cookie-policy';

export function CookiePolicyPage() {
  return (
    <LegalPage
      title="Cookie Policy"
      description="Which cookies Kritzel uses (only essential ones today) and how to change your cookie settings."
      intro={cookieIntro}
      sections={cookieSections}
    />
  );
}
