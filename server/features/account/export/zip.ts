import { zipSync, type Zippable } from 'fflate';

export type ZipEntry = { name: string; data: Buffer; modifiedAt?: Date };

/** Photos and audio are compressed already: stored as they are. Text (data.json) is deflated. */
const ALREADY_COMPRESSED = /\.(jpe?g|png|webp|webm|ogg|m4a|mp3|mp4|amr|awb|zip)$/i;

/** The export's ZIP archive, written by fflate (UTF-8 names, so a child's umlauts survive). */
export function createZip(entries: ZipEntry[]): Buffer {
  const files: Zippable = {};
  for (const entry of entries) {
    files[entry.name] = [entry.data, { level: ALREADY_COMPRESSED.test(entry.name) ? 0 : 6, mtime: entry.modifiedAt ?? new Date() }];
  }
  return Buffer.from(zipSync(files));
}
