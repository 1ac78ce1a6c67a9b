import type { ReactNode } from 'react';
import type { AccountResponse } from '../../../../contracts/account';
import { formatDay, formatPolicyDate } from '../lib/format-date';
import { AccountSection } from './account-section';
import { ParentalConsentForm } from './parental-consent-form';

/** Who the account belongs to and the consent given at sign-up. */
export function ProfileSection({ account }: { account: AccountResponse }) {
  const name = [account.firstName, account.lastName].filter(Boolean).join(' ') || account.name;
  const consent = account.parentalConsent;
  return (
    <AccountSection id="profile-title" title="Your details">
      <dl className="grid gap-4 sm:grid-cols-2">
        <Detail term="Name">{name}</Detail>
        <Detail term="Email">
          <span className="break-all">{account.email}</span>
        </Detail>
        <Detail term="Member since">{formatDay(account.createdAt)}</Detail>
        <Detail term="Parental consent">
          {consent.granted && consent.at ? (
            <>
              Given on {formatDay(consent.at)}
              {consent.policyVersion ? <span className="text-muted"> (Privacy Policy of {formatPolicyDate(consent.policyVersion)})</span> : null}
            </>
          ) : (
            <span className="text-muted">Not on record</span>
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
