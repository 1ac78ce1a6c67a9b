import type { ReactNode } from 'react';
import type { AccountResponse } from '../../../../contracts/account';
import { useFormat, useT } from '@/i18n/use-t';
import { formatDay, formatPolicyDate } from '../lib/format-date';
import { AccountSection } from './account-section';
import { ParentalConsentForm } from './parental-consent-form';

/** Who the account belongs to and the consent given at sign-up. */
export function ProfileSection({ account }: { account: AccountResponse }) {
  const name = [account.firstName, account.lastName].filter(Boolean).join(' ') || account.name;
  const consent = account.parentalConsent;
  const t = useT();
  const { locale } = useFormat();
  return (
    <AccountSection id="profile-title" title={t('account.profile.title')}>
      <dl className="grid gap-4 sm:grid-cols-2">
        <Detail term={t('account.profile.name')}>{name}</Detail>
        <Detail term={t('account.profile.email')}>
          <span className="break-all">{account.email}</span>
        </Detail>
        <Detail term={t('account.profile.memberSince')}>{formatDay(account.createdAt, locale)}</Detail>
        <Detail term={t('account.profile.consent')}>
          {consent.granted && consent.at ? (
            <>
              {t('account.profile.consentGiven', { date: formatDay(consent.at, locale) })}
              {consent.policyVersion ? (
                <span className="text-muted">{t('account.profile.consentPolicy', { date: formatPolicyDate(consent.policyVersion, locale) })}</span>
              ) : null}
            </>
          ) : (
            <span className="text-muted">{t('account.profile.consentMissing')}</span>
          )}
        </Detail>
      </dl>
      {consent.granted ? null : (
        <div className="mt-5">
          <ParentalConsentForm />
        </div>
      )}
    </AccountSection>
  );
}

function Detail({ term, children }: { term: string; children: ReactNode }) {
  return (
    <div className="grid gap-0.5">
      <dt className="text-sm text-muted">{term}</dt>
      <dd className="font-semibold">{children}</dd>
    </div>
  );
}
