import { useId } from 'react';
import { LOCALE_NAMES, LOCALES, isLocale } from '../../contracts/i18n/locales';
import { switchLanguage } from '@/i18n/i18n-store';
import { useLocale, useT } from '@/i18n/use-t';

/**
 * The language switch of the header and the footer (issue 37): a native select, so phones show
 * their own picker and screen readers announce it as "Language". Each language is named in
 * itself ("Deutsch"), with its `lang` so a screen reader pronounces it. A signed-in parent's
 * choice is also kept on the account (auth's AccountLanguage).
 */
export function LanguageSwitch({ className = '' }: { className?: string }) {
  const t = useT();
  const locale = useLocale();
  const id = useId();
  return (
    <div className={`flex items-center gap-2 ${className}`}>
      <label htmlFor={id} className="sr-only">
        {t('common.language.label')}
      </label>
      <select
        id={id}
        value={isLocale(locale) ? locale : 'en'}
        onChange={(event) => void switchLanguage(event.target.value as (typeof LOCALES)[number])}
        className="min-h-11 cursor-pointer rounded-md border border-border bg-background px-2 text-sm text-foreground"
      >
        {LOCALES.map((code) => (
          <option key={code} value={code} lang={code}>
            {LOCALE_NAMES[code]}
          </option>
        ))}
      </select>
    </div>
  );
}
