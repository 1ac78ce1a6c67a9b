import type { ObservationValues, SessionRecording } from '../api/submissions';
import type { Translator } from '../../../../contracts/i18n/translator';

/** A photo as the draft store keeps it: the file's name and its bytes. */
export type DraftPhotoFile = { name: string; blob: Blob };

/** The weekly submission screen's unsent work; recordings are audio files the parent chose (issue 35). */
export type WeeklyDraft = { images: DraftPhotoFile[]; recordings: SessionRecording[]; observations: ObservationValues };

/** The interactive session's unsent work; progress photos are kept as the data URLs the upload sends. */
export type SessionDraft = {
  recordings: SessionRecording[];
  photos: { name: string; dataUrl: string }[];
  observations: ObservationValues;
};

const OBSERVATION_FIELDS = [
  'childMood',
  'parentMood',
  'activityEnjoyment',
  'difficultyLevel',
  'timeSpent',
  'needsHelp',
  'specificObservations',
  'parentNotes',
  'followedChallenge',
  'drewInstead',
] as const satisfies readonly (keyof ObservationValues)[];

/** Whether the parent wrote or picked anything among the observations. */
export function hasNotes(observations: ObservationValues): boolean {
  return Object.values(observations).some((value) => typeof value === 'string' && value.trim() !== '');
}

export const isWeeklyDraftEmpty = (draft: WeeklyDraft) => draft.images.length === 0 && draft.recordings.length === 0 && !hasNotes(draft.observations);
export const isSessionDraftEmpty = (draft: SessionDraft) => draft.recordings.length === 0 && draft.photos.length === 0 && !hasNotes(draft.observations);

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null;

/** Only the known fields, and only as text: what a stored draft holds is read as untrusted. */
function parseObservations(value: unknown): ObservationValues | null {
  if (!isRecord(value)) return null;
  const observations: ObservationValues = {};
  for (const field of OBSERVATION_FIELDS) {
    const text = value[field];
    if (typeof text === 'string') observations[field] = text;
  }
  return observations;
}

/** Every item through `parse`; null when the list is missing or any item does not fit. */
function parseList<T>(value: unknown, parse: (item: Record<string, unknown>) => T | null): T[] | null {
  if (!Array.isArray(value)) return null;
  const items = value.map((item) => (isRecord(item) ? parse(item) : null));
  return items.every((item) => item !== null) ? (items as T[]) : null;
}

const parsePhotoFile = ({ name, blob }: Record<string, unknown>): DraftPhotoFile | null =>
  typeof name === 'string' && blob instanceof Blob ? { name, blob } : null;

const parseRecording = ({ blob, durationSeconds }: Record<string, unknown>): SessionRecording | null =>
  blob instanceof Blob && typeof durationSeconds === 'number' && durationSeconds >= 0 ? { blob, durationSeconds } : null;

const parseDataUrlPhoto = ({ name, dataUrl }: Record<string, unknown>) =>
  typeof name === 'string' && typeof dataUrl === 'string' && dataUrl.startsWith('data:image/') ? { name, dataUrl } : null;

export function parseWeeklyDraft(value: unknown): WeeklyDraft | null {
  if (!isRecord(value)) return null;
  const images = parseList(value.images, parsePhotoFile);
  // Drafts kept before issue 35 have no recordings.
  const recordings = value.recordings === undefined ? [] : parseList(value.recordings, parseRecording);
  const observations = parseObservations(value.observations);
  return images && recordings && observations ? { images, recordings, observations } : null;
}

export function parseSessionDraft(value: unknown): SessionDraft | null {
  if (!isRecord(value)) return null;
  const recordings = parseList(value.recordings, parseRecording);
  const photos = parseList(value.photos, parseDataUrlPhoto);
  const observations = parseObservations(value.observations);
  return recordings && photos && observations ? { recordings, photos, observations } : null;
}

/** The kept photo as a File again, named as the parent's was. */
export const draftPhotoFile = ({ name, blob }: DraftPhotoFile) => new File([blob], name, { type: blob.type });

/** "We kept 2 recordings, 1 photo and your notes from earlier.", in the page's language. */
export function keptSummary(t: Translator, { recordings = 0, photos = 0, notes }: { recordings?: number; photos?: number; notes: boolean }): string {
  const parts = [
    recordings > 0 ? t('submissions.count.recordings', { count: recordings }) : null,
    photos > 0 ? t('submissions.count.photos', { count: photos }) : null,
    notes ? t('submissions.draft.yourNotes') : null,
  ].filter((part) => part !== null);
  const [a, b, c] = parts;
  const list =
    c !== undefined && b !== undefined && a !== undefined
      ? t('submissions.list.three', { a, b, c })
      : b !== undefined && a !== undefined
        ? t('submissions.list.two', { a, b })
        : (a ?? t('submissions.draft.yourWork'));
  return t('submissions.draft.kept', { list });
}
