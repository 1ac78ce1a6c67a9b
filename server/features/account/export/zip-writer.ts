import zlib from 'node:zlib';
import { crc32 } from './crc32.ts';

export type ZipEntry = { name: string; data: Buffer; modifiedAt?: Date };

const STORE = 0;
const DEFLATE = 8;
/** Bit 11: names are UTF-8 (a child's name may have umlauts). */
const UTF8_NAMES = 0x0800;
/** Without ZIP64 every size and offset must fit in 32 bits. */
const ZIP32_LIMIT = 0xffffffff;

/**
 * A plain ZIP archive (PKWARE APPNOTE 6.3, no ZIP64, no encryption) that every unzip tool
 * opens. Photos and audio are already compressed and are stored as they are; text (data.json)
 * is deflated.
 */
export function createZip(entries: ZipEntry[]): Buffer {
  const parts: Buffer[] = [];
  const central: Buffer[] = [];
  let offset = 0;
  for (const entry of entries) {
    const name = Buffer.from(entry.name, 'utf8');
    const method = isCompressed(entry.name) ? STORE : DEFLATE;
    const body = method === DEFLATE ? zlib.deflateRawSync(entry.data) : entry.data;
    const crc = crc32(entry.data);
    const { time, date } = dosDateTime(entry.modifiedAt ?? new Date());
    const common = { method, crc, time, date, compressed: body.length, size: entry.data.length, nameLength: name.length };

    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    writeCommon(local, 4, common);
    parts.push(local, name, body);

    const header = Buffer.alloc(46);
    header.writeUInt32LE(0x02014b50, 0);
    header.writeUInt16LE(20, 4); // made by: version 2.0, MS-DOS attributes
    writeCommon(header, 6, common);
    // extra length, comment length, disk number, internal and external attributes: all zero
    header.writeUInt32LE(offset, 42);
    central.push(header, name);

    offset += local.length + name.length + body.length;
    if (offset > ZIP32_LIMIT) throw new Error('archive too large for ZIP without ZIP64');
  }
  const directory = Buffer.concat(central);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(entries.length, 8);
  end.writeUInt16LE(entries.length, 10);
  end.writeUInt32LE(directory.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...parts, directory, end]);
}

type Common = { method: number; crc: number; time: number; date: number; compressed: number; size: number; nameLength: number };

/** The fields local and central headers share, in the same order (from "version needed"). */
function writeCommon(buffer: Buffer, at: number, c: Common): void {
  buffer.writeUInt16LE(20, at); // version needed: 2.0 (deflate)
  buffer.writeUInt16LE(UTF8_NAMES, at + 2);
  buffer.writeUInt16LE(c.method, at + 4);
  buffer.writeUInt16LE(c.time, at + 6);
  buffer.writeUInt16LE(c.date, at + 8);
  buffer.writeUInt32LE(c.crc, at + 10);
  buffer.writeUInt32LE(c.compressed, at + 14);
  buffer.writeUInt32LE(c.size, at + 18);
  buffer.writeUInt16LE(c.nameLength, at + 22);
}

const ALREADY_COMPRESSED = /\.(jpe?g|png|webp|webm|ogg|m4a|mp3|mp4|zip)$/i;
const isCompressed = (name: string) => ALREADY_COMPRESSED.test(name);

/** MS-DOS time (2-second steps) and date (from 1980), in UTC so the archive does not depend on the server's zone. */
function dosDateTime(at: Date): { time: number; date: number } {
  const year = Math.max(at.getUTCFullYear(), 1980);
  return {
    time: (at.getUTCHours() << 11) | (at.getUTCMinutes() << 5) | Math.floor(at.getUTCSeconds() / 2),
    date: ((year - 1980) << 9) | ((at.getUTCMonth() + 1) << 5) | at.getUTCDate(),
  };
}
