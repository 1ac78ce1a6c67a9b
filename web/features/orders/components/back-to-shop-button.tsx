import { ShoppingBag } from 'lucide-react';
import { LinkButton } from '@/components/link-button';

/** Every order page's way out: back to the products. Secondary where paying or the dashboard comes first. */
export function BackToShopButton({ secondary = false }: { secondary?: boolean }) {
  return (
    <LinkButton href="/shop" icon={ShoppingBag} size="lg" variant={secondary ? 'secondary' : undefined}>
      Back to Shop
    </LinkButton>
  );
}
