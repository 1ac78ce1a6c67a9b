import { fileExtension } from '../../files/file-extension.ts';
import type { FileRow } from '../../files/repository.ts';
import type { ParentRecords } from './parent-records.ts';

export type ArchiveFile = { path: string; file: FileRow };
export type ArrangedExport = { data: Record<string, unknown>; files: ArchiveFile[] };

const FOLDERS: Record<FileRow['kind'], string> = { drawing: 'drawings', 'submission-image': 'submissions', audio: 'recordings', artwork: 'artwork' };

/** Lower-case ASCII for a file name: "Jürgen Ö." → "jurgen-o". */
export function slug(text: string, fallback: string): string {
  const plain = text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 40);
  return plain || fallback;
}

const two = (n: number) => String(n).padStart(2, '0');
const day = (at: Date) => at.toISOString().slice(0, 10);
const short = (id: string) => id.slice(0, 8);
const extensionOf = (file: FileRow) => fileExtension(file.mimeType, file.storageKey);

/**
 * data.json and the archive's file names: every photo and recording gets a name a parent can
 * read ("mia-week-03-attempt-1-photo-1.jpg"), and the JSON entry that belongs to it names it.
 * Each stored file appears once, under the first place that uses it.
 */
export function arrangeExport(records: ParentRecords, exportedAt: Date): ArrangedExport {
  const placed = new Map<string, string>();
  const taken = new Set<string>();
  const place = (fileId: string | null, base: string): string | null => {
    const file = fileId ? records.files.get(fileId) : undefined;
    if (!file) return null;
    const existing = placed.get(file.id);
    if (existing) return existing;
    let path = `${base}.${extensionOf(file)}`;
    for (let n = 2; taken.has(path); n++) path = `${base}-${n}.${extensionOf(file)}`;
    taken.add(path);
    placed.set(file.id, path);
    return path;
  };

  const freeAnalyses = records.drawings.map(({ userId: _userId, fileId, ...drawing }) => ({
    ...drawing,
    file: place(fileId, `drawings/free-analysis-${day(drawing.createdAt)}-${short(drawing.id)}`),
  }));

  // `weeks` is the database's own copy of the challenges listed below (plans.weeks): not exported twice.
  const plans = records.plans.map(({ userId: _userId, weeks: _weeks, ...plan }) => {
    const child = slug(plan.childName, 'child');
    const submissions = records.submissions
      .filter((s) => s.planId === plan.id)
      .map(({ userId: _u, planId: _p, ...submission }) => {
        const stem = `${child}-week-${two(submission.weekNumber)}-attempt-${submission.attemptNumber}`;
        return {
          ...submission,
          images: records.images
            .filter((i) => i.submissionId === submission.id)
            .map((image, index) => ({
              position: image.position,
              isPrimary: image.isPrimary,
              file: place(image.fileId, `submissions/${stem}-photo-${index + 1}`),
            })),
          recordings: records.recordings
            .filter((r) => r.submissionId === submission.id)
            .map((recording, index) => ({
              position: recording.position,
              durationSeconds: recording.durationSeconds,
              transcript: recording.transcript,
              transcriptionStatus: recording.transcriptionStatus,
              file: place(recording.fileId, `recordings/${stem}-recording-${index + 1}`),
            })),
        };
      });
    return {
      ...plan,
      baselineDrawing: place(plan.baselineFileId, `drawings/${child}-first-drawing-${short(plan.id)}`),
      challenges: records.challenges.filter((c) => c.planId === plan.id).map(({ planId: _p, ...challenge }) => challenge),
      checkpoints: records.checkpoints.filter((c) => c.planId === plan.id).map(({ planId: _p, ...checkpoint }) => checkpoint),
      submissions,
    };
  });

  // Issue 33: the standard tasks, with each item's result, what Kritzel scored beside it, and the photo.
  const tasks = records.tasks.map(({ userId: _userId, photoFileId, ...task }) => ({
    ...task,
    photo: place(photoFileId, `drawings/task-${task.task}-${day(task.createdAt)}-${short(task.id)}`),
  }));

  const orders = records.orders.map(({ userId: _userId, providerSessionId: _session, fileId, ...order }) => ({
    ...order,
    artwork: place(fileId, `artwork/order-${day(order.createdAt)}-${short(order.id)}`),
  }));

  // Files that are the parent's but belong to nothing above (e.g. artwork never ordered).
  const otherFiles = [...records.files.values()]
    .filter((file) => !placed.has(file.id))
    .map((file) => ({ kind: file.kind, createdAt: file.createdAt, file: place(file.id, `${FOLDERS[file.kind]}/${file.kind}-${short(file.id)}`) }));

  const { user } = records;
  const data = {
    about:
      'Everything Kritzel stores about you and your child. Photos and recordings are in the folders next to this file; the "file" of each entry names its file.',
    exportedAt: exportedAt.toISOString(),
    account: {
      id: user.id,
      name: user.name,
      firstName: user.firstName,
      lastName: user.lastName,
      email: user.email,
      emailVerified: user.emailVerified,
      role: user.role,
      createdAt: user.createdAt,
      updatedAt: user.updatedAt,
      signInMethods: records.signInMethods,
    },
    sessions: records.sessions,
    consents: records.consents.map(({ userId: _userId, ...consent }) => consent),
    plans,
    freeAnalyses,
    tasks,
    orders,
    payments: records.payments,
    contactMessages: records.contactMessages.map(({ userId: _userId, ...message }) => message),
    emails: records.emails,
    otherFiles,
  };
  const files = [...placed.entries()].map(([fileId, path]) => ({ path, file: records.files.get(fileId)! }));
  return { data, files };
}
