import { ShoppingBag } from 'lucide-react';
import { LinkButton } from '@/components/link-button';
import { useT } from '@/i18n/use-t';

/** Every order page's way out: back to the products. Secondary where paying or the dashboard comes first. */
export function BackToShopButton({ secondary = false }: { secondary?: boolean }) {
  const t = useT();
  return (
    <LinkButton href="/shop" icon={ShoppingBag} size="lg" variant={secondary ? 'secondary' : undefined}>
      {t('orders.backToShop')}
    </LinkButton>
  );
}
