import { CreateUploadResponse, ProductImageResponse } from '../../../../contracts/shop';
import { apiRequest } from '@/lib/api';

/** POST /api/objects/upload: a URL for one direct PUT of the file. */
export async function requestUploadUrl(): Promise<string> {
  const res = await apiRequest('POST', '/api/objects/upload');
  return CreateUploadResponse.parse(await res.json()).uploadURL;
}

/**
 * PUTs the file to the upload URL with XMLHttpRequest, the one browser API that reports upload
 * progress. The session cookie goes along only to our own server, never to a presigned S3 URL.
 * A non-OK answer becomes Error("<status>: <body>") like every other call.
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
        reject(new Error(`${xhr.status}: ${xhr.responseText || xhr.statusText}`));
      }
    };
    xhr.onerror = () => reject(new Error(navigator.onLine === false ? 'No Internet connection' : 'Upload failed'));
    xhr.onabort = () => reject(new Error('Upload failed'));
    xhr.send(file);
  });
}

/** PUT /api/product-image: the server checks the object and makes it this parent's artwork. */
export async function confirmArtwork(imageURL: string): Promise<string> {
  const res = await apiRequest('PUT', '/api/product-image', { imageURL });
  return ProductImageResponse.parse(await res.json()).objectPath;
}
