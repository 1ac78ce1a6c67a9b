import { useRef } from 'react';
import { useLocation } from 'wouter';
import { fromPriceCents } from '../../../../contracts/prices';
import { PRODUCT_NAME_KEYS } from '../../../../contracts/shop-catalog';
import { ScribbleUnderline } from '@/components/ui/scribble-underline';
import { loginUrl, useAuth } from '@/features/auth';
import type { PageProps } from '@/page-props';
import { useDocumentTitle } from '@/lib/use-document-title';
import { Rich, useT } from '@/i18n/use-t';
import { toast } from '@/lib/use-toast';
import { FrameCardVideo, TshirtCardImage } from '../components/card-media';
import { leavePageTo } from '../lib/leave-page';
import { ProductCard } from '../components/product-card';
import { ShopHeader } from '../components/shop-header';
import { usePrices } from '../lib/use-prices';

/** Spec 001 §9: the pause between "Sign In Required" and the login redirect. */
export const SHOP_LOGIN_DELAY_MS = 1500;

export function ShopPage(_props: PageProps) {
  const t = useT();
  const prices = usePrices();
  const frameFrom = prices.short(fromPriceCents('animated-frame'));
  const tshirtFrom = prices.short(fromPriceCents('custom-tshirt'));
  useDocumentTitle(t('shop.page.title'), t('shop.page.description', { framePrice: frameFrom, shirtPrice: tshirtFrom }));
  const { isAuthenticated } = useAuth();
  const [, navigate] = useLocation();
  const redirecting = useRef(false);

  function buy(configurePath: string) {
    if (isAuthenticated) {
      navigate(configurePath);
      return;
    }
    if (redirecting.current) return;
    redirecting.current = true;
    toast({ title: t('shop.signIn.title'), description: t('shop.signIn.text') });
    window.setTimeout(() => leavePageTo(loginUrl('/shop')), SHOP_LOGIN_DELAY_MS);
  }

  return (
    <div className="flex min-h-dvh flex-col">
      <ShopHeader isAuthenticated={isAuthenticated} />
      <main className="mx-auto w-full max-w-6xl flex-1 px-4 py-8 sm:px-6 sm:py-14">
        <div className="mx-auto grid max-w-3xl justify-items-center gap-4 text-center">
          <h1 className="text-3xl font-extrabold sm:text-5xl">
            <Rich k="shop.page.heading" values={{ mark: (chunks) => <ScribbleUnderline color="coral">{chunks}</ScribbleUnderline> }} />
          </h1>
          <p className="max-w-prose text-lg text-muted">{t('shop.page.intro')}</p>
        </div>
        <div className="mt-10 grid gap-6 md:grid-cols-2">
          <ProductCard
            name={t(PRODUCT_NAME_KEYS['animated-frame'])}
            tagline={t('shop.product.frameTagline')}
            fromPrice={frameFrom}
            detail={t('shop.frameFacts.short')}
            media={<FrameCardVideo />}
            onBuy={() => buy('/configure/frame')}
          />
          <ProductCard
            name={t(PRODUCT_NAME_KEYS['custom-tshirt'])}
            tagline={t('shop.product.shirtTagline')}
            fromPrice={tshirtFrom}
            media={<TshirtCardImage />}
            onBuy={() => buy('/configure/tshirt')}
          />
        </div>
      </main>
    </div>
  );
}
