import { TitledSection } from '@/components/titled-section';
import { useT } from '@/i18n/use-t';
import type { useRecorder } from '../hooks/use-recorder';
import { RecordingItem } from './session-recording-item';

/** The recordings made or added so far, each playable and removable before the upload. */
export function ChosenRecordings({ recorder, disabled = false }: { recorder: ReturnType<typeof useRecorder>; disabled?: boolean }) {
  const t = useT();
  if (recorder.recordings.length === 0) return null;
  return (
    <TitledSection
      titleId="session-recordings"
      title={t('submissions.recordings.yours', { count: recorder.recordings.length })}
      titleClassName="font-bold"
      className="grid gap-3"
    >
      <ul className="grid gap-2">
        {recorder.recordings.map((item, i) => (
          <RecordingItem key={item.id} recording={item} number={i + 1} onRemove={() => recorder.remove(item.id)} disabled={disabled} />
        ))}
      </ul>
    </TitledSection>
  );
}
