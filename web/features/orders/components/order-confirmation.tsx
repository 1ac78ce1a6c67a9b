import { LayoutDashboard, PartyPopper } from 'lucide-react';
import type { Order } from '../../../../contracts/shop';
import { Card, CardContent } from '@/components/ui/card';
import { ScribbleUnderline } from '@/components/ui/scribble-underline';
import { LinkButton } from '@/components/link-button';
import { configurationLabel, productName, orderDate } from '../lib/order-details';
import { ORDER_STATUS } from '../lib/order-status';
import { addressLines } from '../../../../contracts/address';
import { Rich, useFormat, useT } from '@/i18n/use-t';
import { usePrices } from '@/features/shop';
import { ArtworkThumbnail } from './artwork-thumbnail';
import { BackToShopButton } from './back-to-shop-button';
import { ExpectedDelivery } from './expected-delivery';
import { OrderStatusBadge } from './order-status-badge';
import { WhatHappensNext } from './what-happens-next';

/** A paid order: thanks, its number, what was bought, where it goes and what happens next. */
export function OrderConfirmation({ order }: { order: Order }) {
  const t = useT();
  const format = useFormat();
  const prices = usePrices();
  return (
    <div className="grid gap-8">
      <div className="grid gap-3">
        <PartyPopper className="size-10 text-sunflower" aria-hidden="true" />
        <h1 className="text-3xl font-extrabold sm:text-4xl">
          <Rich k="orders.confirmation.title" values={{ mark: (chunks) => <ScribbleUnderline color="leaf">{chunks}</ScribbleUnderline> }} />
        </h1>
        <p className="text-lg text-muted">
          <Rich
            k="orders.confirmation.number"
            values={{ number: order.orderNumber, mono: (chunks) => <span className="font-mono font-semibold text-foreground">{chunks}</span> }}
          />
          {order.paidAt ? t('orders.confirmation.paidOn', { date: orderDate(order.paidAt, format.locale) }) : null}
        </p>
      </div>
      <div className="grid items-start gap-6 lg:grid-cols-2">
        <Card>
          <CardContent className="grid gap-5">
            <div className="flex items-center gap-4">
              <ArtworkThumbnail imageUrl={order.imageUrl} className="size-28 sm:size-32" />
              <div className="grid justify-items-start gap-1.5">
                <h2 className="text-lg font-bold">{productName(order, t)}</h2>
                <p className="text-muted">{configurationLabel(order, t)}</p>
                <OrderStatusBadge status={order.status} />
              </div>
            </div>
            <dl className="grid gap-4 border-t border-border pt-4 sm:grid-cols-2">
              <div>
                <dt className="text-sm text-muted">{t('orders.total')}</dt>
                <dd className="text-xl font-extrabold">{prices.amount(order.price)}</dd>
                <dd className="text-sm text-muted">{t('orders.shippingIncluded')}</dd>
              </div>
              <div>
                <dt className="text-sm text-muted">{t('orders.status')}</dt>
                <dd className="font-semibold">{t(ORDER_STATUS[order.status].meaning)}</dd>
                {order.trackingNumber ? (
                  <dd className="text-sm">
                    <Rich k="orders.tracking" values={{ number: order.trackingNumber, mono: (chunks) => chunks }} />
                  </dd>
                ) : null}
              </div>
              {order.shippingAddress ? (
                <div className="sm:col-span-2">
                  <dt className="text-sm text-muted">{t('orders.shippingTo')}</dt>
                  {addressLines(order.shippingAddress, format.locale).map((line, index) => (
                    <dd key={`${index}-${line}`}>{line}</dd>
                  ))}
                </div>
              ) : null}
              {order.shippingAddress ? (
                <ExpectedDelivery productType={order.productType} country={order.shippingAddress.country} paidAt={order.paidAt ?? order.createdAt} />
              ) : null}
            </dl>
          </CardContent>
        </Card>
        <Card>
          <CardContent>
            <WhatHappensNext />
          </CardContent>
        </Card>
      </div>
      <div className="flex flex-wrap gap-3">
        <LinkButton href="/dashboard" icon={LayoutDashboard} size="lg">
          {t('orders.confirmation.dashboard')}
        </LinkButton>
        <BackToShopButton secondary />
      </div>
    </div>
  );
}
