import { describe, expect, it } from 'vitest';
import { artworkFromAnswer, initialUploadState, isBusy, uploadReducer, type UploadAction, type UploadState } from './upload-state';

const run = (actions: UploadAction[], from: UploadState = initialUploadState) => actions.reduce(uploadReducer, from);

describe('uploadReducer', () => {
  it('goes start → progress → saving → done', () => {
    const uploading = run([
      { type: 'start', fileName: 'mia.png' },
      { type: 'progress', percent: 42.4 },
    ]);
    expect(uploading.transfer).toEqual({ status: 'uploading', fileName: 'mia.png', percent: 42 });
    expect(isBusy(uploading.transfer)).toBe(true);
    const saving = run([{ type: 'saving' }], uploading);
    expect(saving.transfer).toEqual({ status: 'saving', fileName: 'mia.png' });
    const done = run([{ type: 'done', artwork: { objectPath: '/objects/1', previewUrl: 'blob:1', paperCrop: null } }], saving);
    expect(done).toEqual({ artwork: { objectPath: '/objects/1', previewUrl: 'blob:1', paperCrop: null }, transfer: { status: 'idle' } });
    expect(isBusy(done.transfer)).toBe(false);
  });

  it('never moves progress backwards or past 100, and ignores it when not uploading', () => {
    const state = run([
      { type: 'start', fileName: 'a.png' },
      { type: 'progress', percent: 60 },
      { type: 'progress', percent: 30 },
    ]);
    expect(state.transfer).toMatchObject({ percent: 60 });
    expect(run([{ type: 'progress', percent: 250 }], state).transfer).toMatchObject({ percent: 100 });
    expect(run([{ type: 'progress', percent: 50 }])).toBe(initialUploadState);
  });

  it('keeps the earlier artwork when a new upload fails', () => {
    const uploaded = run([{ type: 'done', artwork: { objectPath: '/objects/1', previewUrl: 'blob:1', paperCrop: null } }]);
    const failed = run(
      [
        { type: 'start', fileName: 'b.png' },
        { type: 'fail', message: 'Please upload a PNG or JPG image' },
      ],
      uploaded,
    );
    expect(failed).toEqual({ artwork: uploaded.artwork, transfer: { status: 'failed', message: 'Please upload a PNG or JPG image' } });
  });

  it('restores a saved artwork, previewed from its objectPath', () => {
    expect(run([{ type: 'restore', objectPath: '/objects/9', paperCrop: null }]).artwork).toEqual({
      objectPath: '/objects/9',
      previewUrl: '/objects/9',
      paperCrop: null,
    });
  });
});

describe('an artwork cut to its paper', () => {
  const answer = { objectPath: '/api/files/paper', wholePhotoPath: '/api/files/whole' };

  it("is previewed from the server's cut, not from the photo on the phone", () => {
    expect(artworkFromAnswer(answer, null)).toEqual({
      objectPath: '/api/files/paper',
      previewUrl: '/api/files/paper',
      paperCrop: { paperPath: '/api/files/paper', wholePhotoPath: '/api/files/whole' },
    });
    expect(artworkFromAnswer({ objectPath: '/api/files/a', wholePhotoPath: null }, 'blob:local')).toEqual({
      objectPath: '/api/files/a',
      previewUrl: 'blob:local',
      paperCrop: null,
    });
  });

  it('switches to the whole photo and back; without a cut there is nothing to switch', () => {
    const cut = { artwork: artworkFromAnswer(answer, null), transfer: { status: 'idle' as const } };
    const whole = uploadReducer(cut, { type: 'cut-to-paper', cut: false });
    expect(whole.artwork).toMatchObject({ objectPath: '/api/files/whole', previewUrl: '/api/files/whole' });
    expect(uploadReducer(whole, { type: 'cut-to-paper', cut: true }).artwork).toEqual(cut.artwork);
    const plain = { artwork: artworkFromAnswer({ objectPath: '/a', wholePhotoPath: null }, null), transfer: { status: 'idle' as const } };
    expect(uploadReducer(plain, { type: 'cut-to-paper', cut: false })).toBe(plain);
  });
});
