import { PageShell } from '@/components/page-shell';
import { Button } from '@/components/ui/button';
import { ScribbleUnderline } from '@/components/ui/scribble-underline';
import { Spinner } from '@/components/ui/spinner';
import { loginUrl } from '@/features/auth';
import { YourOrders } from '@/features/orders';
import { isUnauthorizedError } from '@/lib/api';
import { useDocumentTitle } from '@/lib/use-document-title';
import { useAccount } from '../api/get-account';
import { AiProviderSection } from '../components/ai-provider-section';
import { DataExportSection } from '../components/data-export-section';
import { DeleteAccountSection } from '../components/delete-account-section';
import { EmailSettingsSection } from '../components/email-settings-section';
import { PasswordSection } from '../components/password-section';
import { ProfileSection } from '../components/profile-section';
import { ReceiptsSection } from '../components/receipts-section';
import { SignOutSection } from '../components/sign-out-section';

const BACK = { href: '/dashboard', label: 'Back to Dashboard' };

/** /account: the parent's details, sign-in, AI choice, e-mail settings, orders, receipts, and their data to take or delete. */
export function AccountPage() {
  useDocumentTitle('Your account');
  const account = useAccount();

  return (
    <PageShell back={BACK}>
      <h1 className="mb-8 text-3xl font-extrabold sm:text-4xl">
        Your <ScribbleUnderline color="sky">account</ScribbleUnderline>
      </h1>
      {account.isPending ? (
        <div className="flex justify-center py-12">
          <Spinner label="Loading your account" />
        </div>
      ) : account.isError ? (
        <AccountLoadError signedOut={isUnauthorizedError(account.error)} onRetry={() => void account.refetch()} />
      ) : (
        <div className="grid gap-6">
          <ProfileSection account={account.data} />
          <PasswordSection hasPassword={account.data.hasPassword} />
          <SignOutSection />
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
  if (signedOut) {
    return (
      <div role="alert" className="grid gap-4">
        <p>You have been signed out. Please sign in again to see your account.</p>
        <Button asChild className="justify-self-start">
          <a href={loginUrl('/account')}>Sign in</a>
        </Button>
      </div>
    );
  }
  return (
    <div role="alert" className="grid gap-4">
      <p>We could not load your account just now. Please try again.</p>
      <Button variant="secondary" onClick={onRetry} className="justify-self-start">
        Try again
      </Button>
    </div>
  );
}
