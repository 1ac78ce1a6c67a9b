import { BackToShopButton } from './back-to-shop-button';

/** An unknown order, or another parent's: the same answer, so nothing about it leaks. */
export function OrderNotFound() {
  return (
    <div className="mx-auto grid max-w-xl justify-items-center gap-4 py-12 text-center">
      <h1 className="text-3xl font-extrabold">Order not found</h1>
      <p className="text-lg text-muted">We couldn’t find this order in your account. It may belong to another account, or the link may be incomplete.</p>
      <BackToShopButton />
    </div>
  );
}
