import { describe, expect, it } from 'vitest';
import { initialUploadState, isBusy, uploadReducer, type UploadAction, type UploadState } from './upload-state';

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
    const done = run([{ type: 'done', artwork: { objectPath: '/objects/1', previewUrl: 'blob:1' } }], saving);
    expect(done).toEqual({ artwork: { objectPath: '/objects/1', previewUrl: 'blob:1' }, transfer: { status: 'idle' } });
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
    const uploaded = run([{ type: 'done', artwork: { objectPath: '/objects/1', previewUrl: 'blob:1' } }]);
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
    expect(run([{ type: 'restore', objectPath: '/objects/9' }]).artwork).toEqual({ objectPath: '/objects/9', previewUrl: '/objects/9' });
  });
});
