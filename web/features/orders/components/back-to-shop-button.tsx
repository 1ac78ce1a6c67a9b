import { ShoppingBag } from 'lucide-react';
import { Link } from 'wouter';
import { Button } from '@/components/ui/button';

/** Every order page's way out: back to the products. Secondary where paying or the dashboard comes first. */
export function BackToShopButton({ secondary = false }: { secondary?: boolean }) {
  return (
    <Button asChild size="lg" variant={secondary ? 'secondary' : undefined}>
      <Link href="/shop">
        <ShoppingBag aria-hidden="true" />
        Back to Shop
      </Link>
    </Button>
  );
}
