import { useCallback, useEffect, useReducer, useRef } from 'react';
import { SHOP_MESSAGES } from '../../../../contracts/shop';
import { errorMessage, isUnauthorizedError } from '@/lib/api';
import { toast } from '@/lib/use-toast';
import { ArtworkTransferError, confirmArtwork, putArtwork, requestUploadUrl } from '../api/upload-artwork';
import { artworkFileProblem } from '../lib/artwork-file';
import { initialUploadState, isBusy, uploadReducer } from '../lib/upload-state';

interface UseArtworkUploadOptions {
  /** The spec's second sentence of "Image uploaded successfully", per product. */
  uploadedMessage: string;
  /** A lost session mid-upload: send the parent to sign in and back. */
  onSignInNeeded: () => void;
}

/** Upload flow: check the file → POST /api/objects/upload → PUT with progress → PUT /api/product-image. */
export function useArtworkUpload({ uploadedMessage, onSignInNeeded }: UseArtworkUploadOptions) {
  const [state, dispatch] = useReducer(uploadReducer, initialUploadState);
  const busy = useRef(false);

  // A local preview is released once it is replaced or the screen closes.
  const previewUrl = state.artwork?.previewUrl;
  useEffect(() => {
    if (!previewUrl?.startsWith('blob:')) return;
    return () => URL.revokeObjectURL(previewUrl);
  }, [previewUrl]);

  const upload = useCallback(
    async (files: readonly File[]) => {
      const file = files[0];
      if (!file || busy.current) return;
      const problem = artworkFileProblem(files);
      if (problem) {
        dispatch({ type: 'fail', message: problem });
        return;
      }
      busy.current = true;
      dispatch({ type: 'start', fileName: file.name });
      try {
        const uploadURL = await requestUploadUrl();
        await putArtwork(uploadURL, file, (percent) => dispatch({ type: 'progress', percent }));
        dispatch({ type: 'saving' });
        const objectPath = await confirmArtwork(uploadURL);
        dispatch({ type: 'done', artwork: { objectPath, previewUrl: URL.createObjectURL(file) } });
        toast({ title: SHOP_MESSAGES.uploadedTitle, description: uploadedMessage });
      } catch (error) {
        if (isUnauthorizedError(error)) onSignInNeeded();
        dispatch({ type: 'fail', message: uploadErrorMessage(error) });
      } finally {
        busy.current = false;
      }
    },
    [uploadedMessage, onSignInNeeded],
  );

  const restore = useCallback((objectPath: string) => dispatch({ type: 'restore', objectPath }), []);

  return { artwork: state.artwork, transfer: state.transfer, busy: isBusy(state.transfer), upload, restore };
}

/** The transfer's own words ("No Internet connection"), the server's when it sent some, else "Upload failed". */
export function uploadErrorMessage(error: unknown): string {
  if (error instanceof ArtworkTransferError) return error.message;
  return errorMessage(error, 'Upload failed');
}
