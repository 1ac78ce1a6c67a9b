import { useCallback, useEffect, useReducer, useRef } from 'react';
import type { Translator } from '../../../../contracts/i18n/translator';
import type { MessageKey } from '../../../../contracts/i18n/keys';
import { useT } from '@/i18n/use-t';
import { errorMessage, isUnauthorizedError } from '@/lib/api';
import { toast } from '@/lib/use-toast';
import { ArtworkTransferError, artworkFromDrawing, confirmArtwork, putArtwork, requestUploadUrl } from '../api/upload-artwork';
import { artworkFileProblem } from '../lib/artwork-file';
import { artworkFromAnswer, initialUploadState, isBusy, uploadReducer, type PaperCrop } from '../lib/upload-state';

interface UseArtworkUploadOptions {
  /** The spec's second sentence of "Image uploaded successfully", per product. */
  uploadedMessage: MessageKey;
  /** A lost session mid-upload: send the parent to sign in and back. */
  onSignInNeeded: () => void;
}

/**
 * Upload flow: check the file → POST /api/objects/upload → PUT with progress → PUT /api/product-image;
 * or one of the parent's drawings → POST /api/product-image/from-drawing. Either way the server
 * may cut the photo to its paper, and the parent may take the whole photo instead.
 */
export function useArtworkUpload({ uploadedMessage, onSignInNeeded }: UseArtworkUploadOptions) {
  const t = useT();
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
        dispatch({ type: 'fail', message: t(problem) });
        return;
      }
      busy.current = true;
      dispatch({ type: 'start', fileName: file.name });
      try {
        const uploadURL = await requestUploadUrl();
        await putArtwork(uploadURL, file, (percent) => dispatch({ type: 'progress', percent }));
        dispatch({ type: 'saving' });
        const answer = await confirmArtwork(uploadURL);
        dispatch({ type: 'done', artwork: artworkFromAnswer(answer, answer.wholePhotoPath ? null : URL.createObjectURL(file)) });
        toast({ title: t('shop.upload.uploadedTitle'), description: t(uploadedMessage) });
      } catch (error) {
        if (isUnauthorizedError(error)) onSignInNeeded();
        dispatch({ type: 'fail', message: uploadErrorMessage(error, t) });
      } finally {
        busy.current = false;
      }
    },
    [uploadedMessage, onSignInNeeded, t],
  );

  const chooseDrawing = useCallback(
    async (drawing: { fileId: string; label: string }) => {
      if (busy.current) return;
      busy.current = true;
      dispatch({ type: 'start', fileName: drawing.label });
      dispatch({ type: 'saving' });
      try {
        dispatch({ type: 'done', artwork: artworkFromAnswer(await artworkFromDrawing({ fileId: drawing.fileId }), null) });
        toast({ title: t('shop.upload.uploadedTitle'), description: t(uploadedMessage) });
      } catch (error) {
        if (isUnauthorizedError(error)) onSignInNeeded();
        dispatch({ type: 'fail', message: uploadErrorMessage(error, t) });
      } finally {
        busy.current = false;
      }
    },
    [uploadedMessage, onSignInNeeded, t],
  );

  const restore = useCallback((objectPath: string, paperCrop: PaperCrop | null) => dispatch({ type: 'restore', objectPath, paperCrop }), []);
  const cutToPaper = useCallback((cut: boolean) => dispatch({ type: 'cut-to-paper', cut }), []);

  return { artwork: state.artwork, transfer: state.transfer, busy: isBusy(state.transfer), upload, chooseDrawing, cutToPaper, restore };
}

/** The transfer's own words ("No Internet connection"), the server's when it sent some, else "Upload failed". */
export function uploadErrorMessage(error: unknown, t: Translator): string {
  if (error instanceof ArtworkTransferError) return t(error.key);
  return errorMessage(error, t('shop.upload.failed'));
}
