import { describe, expect, it } from 'vitest';
import { draftPhotoFile, hasNotes, isSessionDraftEmpty, isWeeklyDraftEmpty, keptSummary, parseSessionDraft, parseWeeklyDraft } from './drafts';
import { i18nStore } from '@/i18n/i18n-store';

const t = i18nStore.get().t;

const png = new Blob(['png'], { type: 'image/png' });
const webm = new Blob(['opus'], { type: 'audio/webm' });

describe('what a draft holds', () => {
  it('reads a weekly draft back, keeping only the known observation fields as text', () => {
    const draft = parseWeeklyDraft({
      images: [{ name: 'mia.png', blob: png }],
      observations: { childMood: '4', specificObservations: 'fingers!', parentNotes: 3, injected: 'no' },
    });
    // A draft kept before issue 35 has no recordings: it reads back with none.
    expect(draft).toEqual({ images: [{ name: 'mia.png', blob: png }], recordings: [], observations: { childMood: '4', specificObservations: 'fingers!' } });
    const withAudio = { images: [], recordings: [{ blob: webm, durationSeconds: 0 }], observations: {} };
    expect(parseWeeklyDraft(withAudio)).toEqual(withAudio);
    expect(isWeeklyDraftEmpty(withAudio)).toBe(false);
    const file = draftPhotoFile(draft!.images[0]!);
    expect(file).toBeInstanceOf(File);
    expect(file).toMatchObject({ name: 'mia.png', type: 'image/png', size: 3 });
  });

  it('reads a session draft back; anything malformed is no draft at all', () => {
    const session = { recordings: [{ blob: webm, durationSeconds: 4 }], photos: [{ name: 'a.png', dataUrl: 'data:image/png;base64,AAAA' }], observations: {} };
    expect(parseSessionDraft(session)).toEqual(session);
    for (const broken of [
      null,
      'text',
      { ...session, recordings: [{ blob: 'not a blob', durationSeconds: 4 }] },
      { ...session, recordings: [{ blob: webm, durationSeconds: -1 }] },
      { ...session, photos: [{ name: 'x', dataUrl: 'javascript:alert(1)' }] },
      { ...session, observations: undefined },
    ]) {
      expect(parseSessionDraft(broken)).toBeNull();
    }
    expect(parseWeeklyDraft({ images: [{ name: 'a.png' }], observations: {} })).toBeNull();
  });

  it('counts blank observations as no notes, so an untouched screen keeps no draft', () => {
    expect(hasNotes({ specificObservations: '   ', timeSpent: '' })).toBe(false);
    expect(hasNotes({ timeSpent: '10-20' })).toBe(true);
    expect(isWeeklyDraftEmpty({ images: [], recordings: [], observations: { needsHelp: ' ' } })).toBe(true);
    expect(isWeeklyDraftEmpty({ images: [{ name: 'a.png', blob: png }], recordings: [], observations: {} })).toBe(false);
    expect(isSessionDraftEmpty({ recordings: [], photos: [], observations: {} })).toBe(true);
    expect(isSessionDraftEmpty({ recordings: [{ blob: webm, durationSeconds: 1 }], photos: [], observations: {} })).toBe(false);
  });

  it('says what came back in a plain sentence', () => {
    expect(keptSummary(t, { recordings: 2, photos: 1, notes: true })).toBe('We kept 2 recordings, 1 photo and your notes from earlier.');
    expect(keptSummary(t, { photos: 3, notes: false })).toBe('We kept 3 photos from earlier.');
    expect(keptSummary(t, { recordings: 1, notes: true })).toBe('We kept 1 recording and your notes from earlier.');
    expect(keptSummary(t, { notes: true })).toBe('We kept your notes from earlier.');
  });
});
