/** File name endings for the types Kritzel stores (downloads and the data export name files with them). */
const EXTENSIONS: Record<string, string> = {
  'image/jpeg': 'jpg',
  'image/png': 'png',
  'image/webp': 'webp',
  'audio/webm': 'webm',
  'audio/ogg': 'ogg',
  'audio/mp4': 'm4a',
  'audio/mpeg': 'mp3',
  'audio/wav': 'wav',
  'audio/amr': 'amr',
  'audio/amr-wb': 'awb',
};

/** A stored file's ending: from its type, else its storage key's, else `bin`. */
export function fileExtension(mimeType: string, storageKey: string): string {
  return EXTENSIONS[mimeType] ?? storageKey.split('.').pop() ?? 'bin';
}
