/**
 * The artwork upload as a small state machine: the uploaded artwork (kept while a new file is
 * on its way, so a failed "Change Image" does not lose the old one) and the transfer in flight.
 */
export interface Artwork {
  /** The owner-only address the server gave the artwork; sent back at checkout. */
  objectPath: string;
  /** What the preview shows: a local blob: URL right after the upload, else the objectPath. */
  previewUrl: string;
}

export type Transfer =
  | { status: 'idle' }
  | { status: 'uploading'; fileName: string; percent: number }
  | { status: 'saving'; fileName: string }
  | { status: 'failed'; message: string };

export interface UploadState {
  artwork: Artwork | null;
  transfer: Transfer;
}

export type UploadAction =
  | { type: 'start'; fileName: string }
  | { type: 'progress'; percent: number }
  | { type: 'saving' }
  | { type: 'done'; artwork: Artwork }
  | { type: 'fail'; message: string }
  | { type: 'restore'; objectPath: string };

export const initialUploadState: UploadState = { artwork: null, transfer: { status: 'idle' } };

export function uploadReducer(state: UploadState, action: UploadAction): UploadState {
  switch (action.type) {
    case 'start':
      return { ...state, transfer: { status: 'uploading', fileName: action.fileName, percent: 0 } };
    case 'progress':
      // Progress only moves forward, and only while bytes are travelling.
      if (state.transfer.status !== 'uploading') return state;
      return { ...state, transfer: { ...state.transfer, percent: Math.max(state.transfer.percent, Math.min(100, Math.round(action.percent))) } };
    case 'saving':
      if (state.transfer.status !== 'uploading') return state;
      return { ...state, transfer: { status: 'saving', fileName: state.transfer.fileName } };
    case 'done':
      return { artwork: action.artwork, transfer: { status: 'idle' } };
    case 'fail':
      return { ...state, transfer: { status: 'failed', message: action.message } };
    case 'restore':
      return { artwork: { objectPath: action.objectPath, previewUrl: action.objectPath }, transfer: { status: 'idle' } };
  }
}

export const isBusy = (transfer: Transfer) => transfer.status === 'uploading' || transfer.status === 'saving';
