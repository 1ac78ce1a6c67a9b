import { Circle, Sparkles } from 'lucide-react';
import type { ThenAndNowChange, ThenAndNowResponse } from '../../../../contracts/then-and-now';
import { useCheckpoints, useThenAndNow } from '@/features/checkpoints/api/checkpoints';
import { LoadFailed } from '@/components/load-failed';
import { PanelSection } from '@/components/panel-section';
import { useT } from '@/i18n/use-t';

/**
 * Issue 21 "then and now": the first drawing beside the latest checkpoint's, and what changed in
 * plain words — sentences the server measured, shown as they are.
 */
export function ThenAndNowCard({ planId }: { planId: string }) {
  const t = useT();
  const checkpoints = useCheckpoints(planId);
  const completed = checkpoints.data?.filter((c) => c.status === 'completed').length ?? 0;
  const thenAndNow = useThenAndNow(planId, completed);

  return (
    <PanelSection
      titleId="then-and-now-title"
      title={t('checkpoints.thenNow.title')}
      intro={<p className="text-sm text-muted">{t('checkpoints.thenNow.intro')}</p>}
    >
      {thenAndNow.isError ? (
        <LoadFailed message={t('checkpoints.thenNow.loadFailed')} onRetry={() => void thenAndNow.refetch()} />
      ) : !thenAndNow.data ? (
        <div className="grid grid-cols-2 gap-3" aria-hidden="true">
          <div className="aspect-[4/3] animate-pulse rounded-xl bg-surface-2" />
          <div className="aspect-[4/3] animate-pulse rounded-xl bg-surface-2" />
        </div>
      ) : thenAndNow.data.state === 'no-checkpoint' ? (
        <p className="text-muted">{thenAndNow.data.message}</p>
      ) : (
        <Comparison data={thenAndNow.data} />
      )}
    </PanelSection>
  );
}

function Comparison({ data }: { data: Extract<ThenAndNowResponse, { state: 'ready' }> }) {
  const t = useT();
  const number = data.now.checkpointNumber;
  const nowLabel = data.now.wholePersonDrawing ? t('checkpoints.thenNow.nowWholePerson', { number }) : t('checkpoints.name', { number });
  return (
    <>
      <div className="grid grid-cols-2 gap-3">
        <Drawing src={data.then.imageUrl} alt={t('checkpoints.thenNow.thenAlt')} caption={t('checkpoints.thenNow.thenCaption')} />
        <Drawing src={data.now.imageUrl} alt={t('checkpoints.thenNow.nowAlt', { number })} caption={t('checkpoints.thenNow.nowCaption', { label: nowLabel })} />
      </div>
      {data.changes.length > 0 ? (
        <div>
          <h3 className="font-bold">{t('checkpoints.thenNow.changed')}</h3>
          <ul className="mt-2 grid gap-2">
            {data.changes.map((change) => (
              <ChangeLine key={change.kind} change={change} />
            ))}
          </ul>
        </div>
      ) : null}
      {data.notes.map((note) => (
        <p key={note} className="text-sm text-muted">
          {note}
        </p>
      ))}
    </>
  );
}

function Drawing({ src, alt, caption }: { src: string | null; alt: string; caption: string }) {
  const t = useT();
  return (
    <figure className="grid min-w-0 content-start gap-2">
      {/* Children's art gets a paper mat and is never cropped. */}
      <div className="grid aspect-[4/3] place-items-center rounded-xl bg-[#fbf6ea] p-2 shadow-soft">
        {src ? (
          <img src={src} alt={alt} loading="lazy" className="max-h-full max-w-full object-contain" />
        ) : (
          <p className="px-2 text-center text-sm text-[#3b3f5c]">{t('checkpoints.thenNow.noDrawing')}</p>
        )}
      </div>
      <figcaption className="text-sm font-semibold">{caption}</figcaption>
    </figure>
  );
}

function ChangeLine({ change }: { change: ThenAndNowChange }) {
  const growth = change.tone === 'growth';
  const Icon = growth ? Sparkles : Circle;
  return (
    <li className="flex items-start gap-2">
      <Icon className={`mt-0.5 size-4 shrink-0 ${growth ? 'text-sunflower' : 'text-muted'}`} aria-hidden="true" />
      <span>{change.sentence}</span>
    </li>
  );
}
