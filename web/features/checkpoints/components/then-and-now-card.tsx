import { Circle, Sparkles } from 'lucide-react';
import type { ThenAndNowChange, ThenAndNowResponse } from '../../../../contracts/then-and-now';
import { useCheckpoints, useThenAndNow } from '@/features/checkpoints/api/checkpoints';
import { LoadFailed } from '@/components/load-failed';
import { PanelSection } from '@/components/panel-section';

/**
 * Issue 21 "then and now": the first drawing beside the latest checkpoint's, and what changed in
 * plain words — sentences the server measured, shown as they are.
 */
export function ThenAndNowCard({ planId }: { planId: string }) {
  const checkpoints = useCheckpoints(planId);
  const completed = checkpoints.data?.filter((c) => c.status === 'completed').length ?? 0;
  const thenAndNow = useThenAndNow(planId, completed);

  return (
    <PanelSection
      titleId="then-and-now-title"
      title="Then and now"
      intro={<p className="text-sm text-muted">Your child's first drawing beside the latest checkpoint's.</p>}
    >
      {thenAndNow.isError ? (
        <LoadFailed message="We couldn’t load the two drawings just now." onRetry={() => void thenAndNow.refetch()} />
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
  const nowLabel = `Checkpoint ${data.now.checkpointNumber}${data.now.wholePersonDrawing ? ': a whole person' : ''}`;
  return (
    <>
      <div className="grid grid-cols-2 gap-3">
        <Drawing src={data.then.imageUrl} alt="Your child's first drawing" caption="Then: the first drawing" />
        <Drawing src={data.now.imageUrl} alt={`Your child's drawing at checkpoint ${data.now.checkpointNumber}`} caption={`Now: ${nowLabel}`} />
      </div>
      {data.changes.length > 0 ? (
        <div>
          <h3 className="font-bold">What changed</h3>
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
  return (
    <figure className="grid min-w-0 content-start gap-2">
      {/* Children's art gets a paper mat and is never cropped. */}
      <div className="grid aspect-[4/3] place-items-center rounded-xl bg-[#fbf6ea] p-2 shadow-soft">
        {src ? (
          <img src={src} alt={alt} loading="lazy" className="max-h-full max-w-full object-contain" />
        ) : (
          <p className="px-2 text-center text-sm text-[#3b3f5c]">No drawing is kept for this one.</p>
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
