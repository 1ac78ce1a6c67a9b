import { BookOpen } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'wouter';
import { fromPriceCents } from '../../../../contracts/prices';
import { Button, buttonVariants } from '@/components/ui/button';
import { usePrefersReducedMotion } from '@/lib/use-prefers-reduced-motion';
import { DecorativeVideo } from './decorative-video';
import { Rich, useFormat, useT } from '@/i18n/use-t';

const FRAME_VIDEO = '/public-objects/videos/new-bg-video.mp4';
const FRAME_POSTER = '/public-objects/videos/new-bg-video-poster.jpg';
const TSHIRT_IMAGE = '/public-objects/images/tshirt-card.svg';

/** #help-children: the free guide for parents, and keepsakes made from the child's art. */
export function HelpSection() {
  const t = useT();
  const { price } = useFormat();
  const reducedMotion = usePrefersReducedMotion();
  return (
    <section id="help-children" aria-labelledby="help-children-title" className="scroll-mt-16 border-t border-border outline-none">
      <div className="mx-auto max-w-6xl px-4 py-16 sm:px-6 md:py-24">
        <div className="grid items-end gap-6 md:grid-cols-[1fr_auto]">
          <div className="max-w-2xl">
            <h2 id="help-children-title" className="text-3xl font-extrabold sm:text-4xl">
              {t('home.help.title')}
            </h2>
            <p className="mt-4 text-lg text-muted">{t('home.help.lead')}</p>
          </div>
          {/* Written out, not LinkButton: the landing page's own chunk stays as small as it was (decision 017). */}
          <Button asChild size="lg" variant="secondary" className="text-center whitespace-normal">
            <Link href="/parent-guide">
              <BookOpen aria-hidden="true" />
              {t('home.help.guide')}
            </Link>
          </Button>
        </div>
        <div className="mt-10 grid gap-6 md:grid-cols-2">
          <KeepsakeCard
            id="keepsake-frame"
            name={t('home.help.frame.name')}
            price={price(fromPriceCents('animated-frame'))}
            text={t('home.help.frame.text')}
            linkText={t('home.help.frame.link')}
            media={
              <DecorativeVideo
                src={FRAME_VIDEO}
                still={FRAME_POSTER}
                poster={FRAME_POSTER}
                width={960}
                height={540}
                canLoad
                reducedMotion={reducedMotion}
                className="aspect-video h-auto w-full"
              />
            }
          />
          <KeepsakeCard
            id="keepsake-tshirt"
            name={t('home.help.tshirt.name')}
            price={price(fromPriceCents('custom-tshirt'))}
            text={t('home.help.tshirt.text')}
            linkText={t('home.help.tshirt.link')}
            media={
              <img src={TSHIRT_IMAGE} alt="" width={960} height={540} loading="lazy" decoding="async" className="aspect-video h-auto w-full object-cover" />
            }
          />
        </div>
      </div>
    </section>
  );
}

interface KeepsakeCardProps {
  id: string;
  name: string;
  price: string;
  text: string;
  linkText: string;
  media: ReactNode;
}

function KeepsakeCard({ id, name, price, text, linkText, media }: KeepsakeCardProps) {
  return (
    <article aria-labelledby={id} className="overflow-hidden rounded-card border border-border bg-surface shadow-soft">
      {media}
      <div className="grid gap-3 p-6">
        <div className="flex flex-wrap items-baseline justify-between gap-2">
          <h3 id={id} className="text-2xl font-extrabold">
            {name}
          </h3>
          <p className="text-lg">
            <Rich
              k="home.help.fromPrice"
              values={{
                muted: (chunks) => <span className="text-muted">{chunks}</span>,
                price,
                amount: (chunks) => <span className="font-heading text-2xl font-extrabold text-sunflower">{chunks}</span>,
              }}
            />
          </p>
        </div>
        <p className="text-muted">{text}</p>
        <Link href="/shop" className={buttonVariants({ className: 'justify-self-start' })}>
          {linkText}
        </Link>
      </div>
    </article>
  );
}
