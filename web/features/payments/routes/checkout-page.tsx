import { LogIn, Search, UserPlus } from 'lucide-react';
import { Link, useLocation, useSearch } from 'wouter';
import { SiteHeader } from '@/components/site-header';
import { Button } from '@/components/ui/button';
import { Card, CardContent } from '@/components/ui/card';
import { ScribbleUnderline } from '@/components/ui/scribble-underline';
import { Spinner } from '@/components/ui/spinner';
import { loginUrl, signUpUrl, useAuth } from '@/features/auth';
import { useDocumentTitle } from '@/lib/use-document-title';
import { LinkButton } from '@/components/link-button';
import { CheckoutPayment } from '../components/checkout-payment';
import { PlanSummaryCard } from '../components/plan-summary-card';
import { PLAN_PRICE_CENTS } from '../../../../contracts/prices';
import { Rich, useFormat, useT } from '@/i18n/use-t';
import { useCheckoutReturn } from '../hooks/use-checkout-return';

/** /checkout?drawingId=…: buy the plan a free analysis previewed. */
export function CheckoutPage() {
  const t = useT();
  const price = useFormat().price(PLAN_PRICE_CENTS);
  useDocumentTitle(t('payments.checkout.documentTitle'), t('payments.checkout.metaDescription', { price }));
  const search = useSearch();
  const [path] = useLocation();
  const { user, isAuthenticated } = useAuth();
  const drawingId = new URLSearchParams(search).get('drawingId');
  const verifying = useCheckoutReturn(drawingId, search, isAuthenticated);

  return (
    <div className="flex min-h-dvh flex-col">
      <SiteHeader width="max-w-5xl">
        {isAuthenticated ? (
          <Button asChild size="sm" variant="secondary">
            <Link href="/dashboard">{t('payments.checkout.goToDashboard')}</Link>
          </Button>
        ) : null}
      </SiteHeader>
      <main className="mx-auto w-full max-w-5xl flex-1 px-4 py-8 sm:px-6 sm:py-12">
        {!drawingId ? (
          <MissingAnalysis />
        ) : (
          <>
            <h1 className="text-3xl font-extrabold sm:text-4xl">
              <Rich k="payments.checkout.title" values={{ underline: (chunks) => <ScribbleUnderline color="coral">{chunks}</ScribbleUnderline> }} />
            </h1>
            <p className="mt-4 mb-8 max-w-prose text-lg text-muted">{t('payments.checkout.intro')}</p>
            <div className="grid grid-cols-1 items-start gap-6 lg:grid-cols-2">
              <PlanSummaryCard />
              {user && verifying ? (
                <div className="grid justify-items-center gap-3 p-8 text-muted">
                  <Spinner label={t('payments.verifying')} />
                  <p aria-hidden="true">{t('payments.verifyingEllipsis')}</p>
                </div>
              ) : user ? (
                <CheckoutPayment drawingId={drawingId} email={user.email} />
              ) : (
                <Card>
                  <CardContent className="grid justify-items-start gap-4">
                    <p className="text-lg font-semibold">{t('payments.checkout.signInFirst')}</p>
                    <p className="text-muted">{t('payments.checkout.newHere')}</p>
                    <div className="flex w-full flex-col gap-3 sm:flex-row">
                      <LinkButton href={signUpUrl(`${path}?${search}`)} icon={UserPlus} size="lg">
                        {t('payments.checkout.createAccount')}
                      </LinkButton>
                      <Button asChild size="lg" variant="secondary">
                        <a href={loginUrl(`${path}?${search}`)}>
                          <LogIn aria-hidden="true" />
                          {t('payments.checkout.signIn')}
                        </a>
                      </Button>
                    </div>
                  </CardContent>
                </Card>
              )}
            </div>
          </>
        )}
      </main>
    </div>
  );
}

function MissingAnalysis() {
  const t = useT();
  return (
    <div className="mx-auto grid max-w-xl justify-items-center gap-4 py-12 text-center">
      <h1 className="text-3xl font-extrabold">{t('payments.checkout.missingTitle')}</h1>
      <p className="text-lg text-muted">{t('payments.checkout.missingText')}</p>
      <LinkButton href="/" icon={Search} size="lg">
        {t('payments.checkout.startAnalysis')}
      </LinkButton>
    </div>
  );
}
