import { Home, ShieldCheck } from 'lucide-react';
import { Link } from 'wouter';
import { ACCOUNT_MESSAGES, RETENTION } from '../../../../contracts/account';
import { PageShell } from '@/components/page-shell';
import { SiteFooter } from '@/components/site-footer';
import { ScribbleUnderline } from '@/components/ui/scribble-underline';
import { useDocumentTitle } from '@/lib/use-document-title';
import { LinkButton } from '@/components/link-button';
import { AccountSection } from '../components/account-section';

const inlineLink = 'font-semibold text-sky underline underline-offset-4';

/**
 * /account-deleted: where "Delete my account" lands, after the session is gone (so it is a
 * public page). It says only what the server's deletion does (account/deletion/erase-parent.ts)
 * and what the privacy policy's "How long we keep it" promises about the records kept.
 */
export function AccountDeletedPage() {
  useDocumentTitle('Account deleted');
  // The yearly purge counts calendar years in UTC (account/retention/purge-old-order-records.ts).
  const keptUntil = new Date().getUTCFullYear() + RETENTION.orderRecordYears;
  return (
    <>
      <PageShell back={{ href: '/', label: 'Back to Home' }}>
        <h1 className="text-3xl font-extrabold sm:text-4xl">
          Your account is <ScribbleUnderline color="leaf">deleted</ScribbleUnderline>
        </h1>
        <p className="mt-4 mb-8 max-w-prose text-lg text-muted">
          {ACCOUNT_MESSAGES.accountDeleted} You are signed out on every device. Thank you for drawing with us.
        </p>
        <div className="grid gap-6">
          <AccountSection id="deleted-title" title="What is gone">
            <ul className="grid list-disc gap-1 pl-5">
              <li>your account, your consents and every sign-in</li>
              <li>your child's plans, weekly challenges and checkpoints</li>
              <li>your child's drawings, photos and voice recordings, with their feedback and analyses</li>
              <li>your data downloads and your messages to our support</li>
            </ul>
          </AccountSection>
          <AccountSection id="kept-title" title="What we keep, and for how long">
            <p>
              If you paid for a plan or ordered a keepsake, German tax law asks us to keep the payment and order records until the end of the eighth calendar
              year after the purchase (for a purchase this year, until 31 December {keptUntil}). Then they are deleted too.
            </p>
            <p className="text-muted">
              They hold only what the law needs: the product, the price, the date and the payment status, and for a keepsake its shipping status and the name,
              postal code and country it went to. They are no longer linked to you. The artwork, the street address, any name printed on a keepsake and our
              delivery notes are already deleted. If you never bought anything, there are no such records.
            </p>
            <p className="text-muted">
              Questions about your data?{' '}
              <Link href="/contact" className={inlineLink}>
                Write to us
              </Link>
              .
            </p>
          </AccountSection>
        </div>
        <div className="mt-8 flex flex-col gap-3 sm:flex-row">
          <LinkButton href="/" icon={Home} size="lg">
            Go to the home page
          </LinkButton>
          <LinkButton href="/privacy-policy" icon={ShieldCheck} size="lg" variant="secondary">
            Read the Privacy Policy
          </LinkButton>
        </div>
      </PageShell>
      <SiteFooter />
    </>
  );
}
