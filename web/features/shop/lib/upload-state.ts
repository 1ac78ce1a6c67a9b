/**
 * The artwork upload as a small state machine: the uploaded artwork (kept while a new file is
 * on its way, so a failed "Change Image" does not lose the old one) and the transfer in flight.
 */
export interface Artwork {
  /** The owner-only address of the artwork to order; sent back at checkout. */
  objectPath: string;
  /** What the preview shows: a local blob: URL right after an upload the server kept as it is, else the objectPath. */
  previewUrl: string;
  /** When the server cut the photo to its paper: both pictures, so the parent can take the whole photo instead. */
  paperCrop: PaperCrop | null;
}

export interface PaperCrop {
  paperPath: string;
  wholePhotoPath: string;
}

/** The artwork the server answered (PUT /api/product-image or from a drawing); a cut one is previewed from the server. */
export function artworkFromAnswer(answer: { objectPath: string; wholePhotoPath: string | null }, localPreview: string | null): Artwork {
  if (answer.wholePhotoPath) {
    return { objectPath: answer.objectPath, previewUrl: answer.objectPath, paperCrop: { paperPath: answer.objectPath, wholePhotoPath: answer.wholePhotoPath } };
  }
  return { objectPath: answer.objectPath, previewUrl: localPreview ?? answer.objectPath, paperCrop: null };
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
  | { type: 'restore'; objectPath: string; paperCrop: PaperCrop | null }
  | { type: 'cut-to-paper'; cut: boolean };

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
      return { artwork: { objectPath: action.objectPath, previewUrl: action.objectPath, paperCrop: action.paperCrop }, transfer: { status: 'idle' } };
    case 'cut-to-paper': {
      const crop = state.artwork?.paperCrop;
      if (!crop) return state;
      const objectPath = action.cut ? crop.paperPath : crop.wholePhotoPath;
      return { ...state, artwork: { objectPath, previewUrl: objectPath, paperCrop: crop } };
    }
  }
}

export const isBusy = (transfer: Transfer) => transfer.status === 'uploading' || transfer.status === 'saving';
