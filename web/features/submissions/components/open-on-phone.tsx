import { QRCodeSVG } from 'qrcode.react';
import { Smartphone } from 'lucide-react';
import { useLocation } from 'wouter';
import { useT } from '@/i18n/use-t';

/** Spec 000 §9: 140 px, error-correction level M, shown on desktop only (the parent decides). */
export const QR_SIZE = 140;

/** A QR code of this very page, so a parent at a computer can carry on with the phone's camera and microphone. */
export function OpenOnPhone() {
  // Re-render on navigation so the code always holds the current address.
  useLocation();
  const t = useT();
  const url = window.location.href;
  return (
    <aside aria-labelledby="open-on-phone" className="grid justify-items-center gap-3 rounded-card border border-border bg-surface-2 p-5 text-center">
      <h2 id="open-on-phone" className="flex items-center gap-2 font-bold">
        <Smartphone className="size-5 text-sky" aria-hidden="true" />
        {t('submissions.session.phoneTitle')}
      </h2>
      {/* A light mat: phone cameras read dark-on-light codes most reliably. */}
      <div className="rounded-xl bg-white p-3">
        <QRCodeSVG value={url} size={QR_SIZE} level="M" title={t('submissions.session.phoneQr')} data-testid="session-qr-code" />
      </div>
      <p className="max-w-56 text-sm text-muted">{t('submissions.session.phoneText')}</p>
    </aside>
  );
}
