import { useRef } from 'react';
import { useLocation } from 'wouter';
import { formatShortPrice, fromPriceCents } from '../../../../contracts/prices';
import { FRAME_FACTS, PRODUCT_NAMES, SHOP_MESSAGES } from '../../../../contracts/shop-catalog';
import { ScribbleUnderline } from '@/components/ui/scribble-underline';
import { loginUrl, useAuth } from '@/features/auth';
import type { PageProps } from '@/page-props';
import { useDocumentTitle } from '@/lib/use-document-title';
import { toast } from '@/lib/use-toast';
import { FrameCardVideo, TshirtCardImage } from '../components/card-media';
import { leavePageTo } from '../lib/leave-page';
import { ProductCard } from '../components/product-card';
import { ShopHeader } from '../components/shop-header';

/** Spec 001 §9: the pause between "Sign In Required" and the login redirect. */
export const SHOP_LOGIN_DELAY_MS = 1500;

const FRAME_FROM = formatShortPrice(fromPriceCents('animated-frame'));
const TSHIRT_FROM = formatShortPrice(fromPriceCents('custom-tshirt'));

export function ShopPage(_props: PageProps) {
  useDocumentTitle(
    'Shop',
    `Keepsakes made from your child's drawing: an Animated Digital Frame from ${FRAME_FROM} and a Custom Art T-Shirt from ${TSHIRT_FROM}, with worldwide shipping included.`,
  );
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
    toast({ title: SHOP_MESSAGES.signInTitle, description: SHOP_MESSAGES.signIn });
    window.setTimeout(() => leavePageTo(loginUrl('/shop')), SHOP_LOGIN_DELAY_MS);
  }

  return (
    <div className="flex min-h-dvh flex-col">
      <ShopHeader isAuthenticated={isAuthenticated} />
      <main className="mx-auto w-full max-w-6xl flex-1 px-4 py-8 sm:px-6 sm:py-14">
        <div className="mx-auto grid max-w-3xl justify-items-center gap-4 text-center">
          <h1 className="text-3xl font-extrabold sm:text-5xl">
            Turn Your Child's Art Into <ScribbleUnderline color="coral">Treasured</ScribbleUnderline> Keepsakes
          </h1>
          <p className="max-w-prose text-lg text-muted">
            Preserve and celebrate your child's creativity with our premium products featuring their unique artwork
          </p>
        </div>
        <div className="mt-10 grid gap-6 md:grid-cols-2">
          <ProductCard
            name={PRODUCT_NAMES['animated-frame']}
            tagline="Transform your child's artwork into a magical animated digital frame"
            fromPrice={FRAME_FROM}
            detail={FRAME_FACTS.short}
            media={<FrameCardVideo />}
            onBuy={() => buy('/configure/frame')}
          />
          <ProductCard
            name={PRODUCT_NAMES['custom-tshirt']}
            tagline="Wear your child's creativity with pride on premium quality apparel"
            fromPrice={TSHIRT_FROM}
            media={<TshirtCardImage />}
            onBuy={() => buy('/configure/tshirt')}
          />
        </div>
      </main>
    </div>
  );
}
