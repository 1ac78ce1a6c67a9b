import { BookOpen, CircleHelp, Clock, Mail, MessageCircle, Phone } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'wouter';
import { useOperatorContact } from '../api/get-operator-contact';
import { useT } from '@/i18n/use-t';

/** Beside the form: when we answer, and where many questions are already answered. */
export function OtherWays() {
  const t = useT();
  const { data: operator } = useOperatorContact();
  return (
    <aside aria-labelledby="other-ways-title" className="grid content-start gap-4">
      <div className="flex gap-3 rounded-card border border-leaf/50 bg-surface p-5">
        <Clock className="mt-0.5 size-6 shrink-0 text-leaf" aria-hidden="true" />
        <div>
          <h2 className="text-lg font-bold">{t('contact.reply.title')}</h2>
          <p className="mt-1 text-muted">{t('contact.reply.text')}</p>
        </div>
      </div>
      <div className="rounded-card border border-border bg-surface p-5">
        <h2 id="other-ways-title" className="text-lg font-bold">
          {t('contact.other.title')}
        </h2>
        <ul className="mt-3 grid gap-4">
          {operator?.email ? (
            <Way icon={<Mail className="size-5 text-sky" aria-hidden="true" />} href={`mailto:${operator.email}`} label={operator.email}>
              {t('contact.other.email')}
            </Way>
          ) : null}
          {operator?.phone ? (
            <Way icon={<Phone className="size-5 text-sky" aria-hidden="true" />} href={`tel:${operator.phone.replace(/[^+\d]/g, '')}`} label={operator.phone}>
              {t('contact.other.phone')}
            </Way>
          ) : null}
          <Way icon={<CircleHelp className="size-5 text-sky" aria-hidden="true" />} href="/help-center" label={t('contact.other.helpCenter')}>
            {t('contact.other.helpCenterText')}
          </Way>
          <Way icon={<BookOpen className="size-5 text-sky" aria-hidden="true" />} href="/parent-guide" label={t('contact.other.parentGuide')}>
            {t('contact.other.parentGuideText')}
          </Way>
          <Way icon={<MessageCircle className="size-5 text-sky" aria-hidden="true" />} label={t('contact.other.plan')}>
            {t('contact.other.planText')}
          </Way>
        </ul>
      </div>
    </aside>
  );
}

const linkClass = 'inline-flex min-h-11 items-center font-semibold text-sky underline underline-offset-4';

function Way({ icon, href, label, children }: { icon: ReactNode; href?: string; label: string; children: ReactNode }) {
  return (
    <li>
      <div className="flex min-h-11 items-center gap-3">
        <span className="shrink-0">{icon}</span>
        {href?.startsWith('/') ? (
          <Link href={href} className={linkClass}>
            {label}
          </Link>
        ) : href ? (
          <a href={href} className={`${linkClass} break-all`}>
            {label}
          </a>
        ) : (
          <p className="font-semibold">{label}</p>
        )}
      </div>
      <p className="pl-8 text-sm text-muted">{children}</p>
    </li>
  );
}
