import { LanguageSwitch } from '@/components/language-switch';
import { useT } from '@/i18n/use-t';
import { AccountSection } from './account-section';

/**
 * The page's language, kept on the account (issue 37): the switch saves it there as well
 * (auth's AccountLanguage), so e-mails, reminders and PDF reports come in the same language.
 */
export function LanguageSection() {
  const t = useT();
  return (
    <AccountSection id="language-title" title={t('account.language.title')} intro={t('account.language.intro')}>
      <LanguageSwitch className="justify-self-start" />
    </AccountSection>
  );
}
