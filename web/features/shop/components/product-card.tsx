import { ShoppingCart } from 'lucide-react';
import type { ReactNode } from 'react';
import { Button } from '@/components/ui/button';
import { Rich, useT } from '@/i18n/use-t';

interface ProductCardProps {
  name: string;
  tagline: string;
  /** The cheapest way to buy it, shown after "from" (contracts/prices.ts). */
  fromPrice: string;
  /** What the keepsake is, plainly, where the tagline alone leaves a question. */
  detail?: string;
  /** The card's background: a looping video or an image, decorative. */
  media: ReactNode;
  onBuy: () => void;
}

/**
 * A keepsake card. Clicking anywhere on it does what Buy Now does; the button is the one
 * control keyboards and screen readers use, so nothing interactive is nested.
 */
export function ProductCard({ name, tagline, fromPrice, detail, media, onBuy }: ProductCardProps) {
  const t = useT();
  return (
    <article
      aria-label={name}
      onClick={onBuy}
      className="group relative isolate flex cursor-pointer flex-col overflow-hidden rounded-card border border-border bg-surface shadow-soft transition-transform motion-safe:hover:-translate-y-1"
    >
      {/* The media fills the card's top edge to edge and fades into it, so no side is cropped on a phone. */}
      <div className="absolute inset-x-0 top-0 -z-10 aspect-video">{media}</div>
      <div className="absolute inset-x-0 top-0 -z-10 aspect-video bg-linear-to-b from-transparent from-45% to-surface" aria-hidden="true" />
      <div className="aspect-[16/8]" aria-hidden="true" />
      <div className="grid gap-3 p-6 pt-0">
        <h2 className="text-2xl font-extrabold sm:text-3xl">{name}</h2>
        <p className="text-foreground/90">{tagline}</p>
        {detail ? <p className="text-sm text-muted">{detail}</p> : null}
        <div className="flex flex-wrap items-center justify-between gap-3">
          <p className="text-lg">
            <Rich
              k="shop.product.from"
              values={{
                price: fromPrice,
                muted: (chunks) => <span className="text-muted">{chunks}</span>,
                amount: (chunks) => <span className="font-heading text-3xl font-extrabold text-sunflower">{chunks}</span>,
              }}
            />
          </p>
          <Button
            size="lg"
            onClick={(event) => {
              event.stopPropagation();
              onBuy();
            }}
          >
            <ShoppingCart aria-hidden="true" />
            {t('shop.product.buyNow')}
          </Button>
        </div>
        <p className="text-sm text-muted">{t('shop.product.shippingIncluded')}</p>
      </div>
    </article>
  );
}
