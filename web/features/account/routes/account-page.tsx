import { PageShell } from '@/components/page-shell';
import { Button } from '@/components/ui/button';
import { ScribbleUnderline } from '@/components/ui/scribble-underline';
import { Spinner } from '@/components/ui/spinner';
import { loginUrl } from '@/features/auth';
import { YourOrders } from '@/features/orders';
import { isUnauthorizedError } from '@/lib/api';
import { useDocumentTitle } from '@/lib/use-document-title';
import { Rich, useT } from '@/i18n/use-t';
import { useAccount } from '../api/get-account';
import { AiProviderSection } from '../components/ai-provider-section';
import { DataExportSection } from '../components/data-export-section';
import { DeleteAccountSection } from '../components/delete-account-section';
import { EmailSettingsSection } from '../components/email-settings-section';
import { LanguageSection } from '../components/language-section';
import { PasswordSection } from '../components/password-section';
import { ProfileSection } from '../components/profile-section';
import { ReceiptsSection } from '../components/receipts-section';
import { SignOutSection } from '../components/sign-out-section';

/** /account: the parent's details, sign-in, language, AI choice, e-mail settings, orders, receipts, and their data to take or delete. */
export function AccountPage() {
  const t = useT();
  useDocumentTitle(t('account.page.title'));
  const account = useAccount();

  return (
    <PageShell back={{ href: '/dashboard', label: t('account.page.back') }}>
      <h1 className="mb-8 text-3xl font-extrabold sm:text-4xl">
        <Rich k="account.page.heading" values={{ mark: (chunks) => <ScribbleUnderline color="sky">{chunks}</ScribbleUnderline> }} />
      </h1>
      {account.isPending ? (
        <div className="flex justify-center py-12">
          <Spinner label={t('account.page.loading')} />
        </div>
      ) : account.isError ? (
        <AccountLoadError signedOut={isUnauthorizedError(account.error)} onRetry={() => void account.refetch()} />
      ) : (
        <div className="grid gap-6">
          <ProfileSection account={account.data} />
          <PasswordSection hasPassword={account.data.hasPassword} />
          <SignOutSection />
          <LanguageSection />
          <AiProviderSection account={account.data} />
          <EmailSettingsSection />
          <YourOrders />
          <ReceiptsSection />
          <DataExportSection />
          <DeleteAccountSection hasPassword={account.data.hasPassword} />
        </div>
      )}
    </PageShell>
  );
}

function AccountLoadError({ signedOut, onRetry }: { signedOut: boolean; onRetry: () => void }) {
  const t = useT();
  if (signedOut) {
    return (
      <div role="alert" className="grid gap-4">
        <p>{t('account.page.signedOut')}</p>
        <Button asChild className="justify-self-start">
          <a href={loginUrl('/account')}>{t('account.page.signIn')}</a>
        </Button>
      </div>
    );
  }
  return (
    <div role="alert" className="grid gap-4">
      <p>{t('account.page.loadError')}</p>
      <Button variant="secondary" onClick={onRetry} className="justify-self-start">
        {t('account.tryAgain')}
      </Button>
    </div>
  );
}
