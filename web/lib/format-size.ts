import type { Translator } from '../../contracts/i18n/translator';

/** "2.4 MB", "340 KB": a file's size as people read it (a data download, a file to print). */
export function formatSize(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  if (bytes < 1024 * 1024) return `${(bytes / 1024).toFixed(0)} KB`;
  return `${(bytes / (1024 * 1024)).toFixed(1)} MB`;
}

/** The same in the translator's language ("2,4 MB" in German). */
export function formatSizeIn(t: Translator, bytes: number): string {
  if (bytes < 1024) return t('ages.size.bytes', { size: bytes });
  if (bytes < 1024 * 1024) return t('ages.size.kilobytes', { size: Math.round(bytes / 1024) });
  return t('ages.size.megabytes', { size: bytes / (1024 * 1024) });
}
