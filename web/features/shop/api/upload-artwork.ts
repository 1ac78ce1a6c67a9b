import type { MessageKey } from '../../../../contracts/i18n/keys';
import { ArtworkFromDrawingRequest, CreateUploadResponse, ProductImageResponse, SHOP_API } from '../../../../contracts/shop';
import { ApiError, apiRequest } from '@/lib/api';

/** POST /api/objects/upload: a URL for one direct PUT of the file. */
export async function requestUploadUrl(): Promise<string> {
  const res = await apiRequest('POST', '/api/objects/upload');
  return CreateUploadResponse.parse(await res.json()).uploadURL;
}

/** The file never reached the server (offline, dropped, aborted); `key` is what the parent reads. */
export class ArtworkTransferError extends Error {
  override readonly name = 'ArtworkTransferError';
  constructor(readonly key: MessageKey) {
    super(key);
  }
}

/**
 * PUTs the file to the upload URL with XMLHttpRequest, the one browser API that reports upload
 * progress. The session cookie goes along only to our own server, never to a presigned S3 URL.
 * A non-OK answer becomes ApiError like every other call; no answer at all, ArtworkTransferError.
 */
export function putArtwork(uploadURL: string, file: File, onProgress: (percent: number) => void): Promise<void> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('PUT', uploadURL);
    xhr.withCredentials = new URL(uploadURL, window.location.href).origin === window.location.origin;
    xhr.setRequestHeader('Content-Type', file.type);
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) onProgress((event.loaded / event.total) * 100);
    };
    xhr.onload = () => {
      if (xhr.status >= 200 && xhr.status < 300) {
        onProgress(100);
        resolve();
      } else {
        reject(new ApiError(xhr.status, xhr.responseText, xhr.statusText));
      }
    };
    xhr.onerror = () => reject(new ArtworkTransferError(navigator.onLine === false ? 'shop.upload.offline' : 'shop.upload.failed'));
    xhr.onabort = () => reject(new ArtworkTransferError('shop.upload.failed'));
    xhr.send(file);
  });
}

/** PUT /api/product-image: the server checks the object and makes it this parent's artwork (cut to the paper, maybe). */
export async function confirmArtwork(imageURL: string): Promise<ProductImageResponse> {
  const res = await apiRequest('PUT', '/api/product-image', { imageURL });
  return ProductImageResponse.parse(await res.json());
}

/** POST /api/product-image/from-drawing: a copy of one of the parent's drawings becomes the artwork. */
export async function artworkFromDrawing(request: ArtworkFromDrawingRequest): Promise<ProductImageResponse> {
  const res = await apiRequest('POST', SHOP_API.artworkFromDrawing, request);
  return ProductImageResponse.parse(await res.json());
}
