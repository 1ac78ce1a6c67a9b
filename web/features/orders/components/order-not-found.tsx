import { useT } from '@/i18n/use-t';
import { BackToShopButton } from './back-to-shop-button';

/** An unknown order, or another parent's: the same answer, so nothing about it leaks. */
export function OrderNotFound() {
  const t = useT();
  return (
    <div className="mx-auto grid max-w-xl justify-items-center gap-4 py-12 text-center">
      <h1 className="text-3xl font-extrabold">{t('orders.notFound.title')}</h1>
      <p className="text-lg text-muted">{t('orders.notFound.text')}</p>
      <BackToShopButton />
    </div>
  );
}
