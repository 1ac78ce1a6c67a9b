import { need, readUint, type ProbedAudio } from './probe-error.ts';

/**
 * Matroska/WebM, parsed far enough to be sure: the EBML header says webm or matroska, one
 * Segment follows, every element in it is one a recording may hold and fits inside its parent,
 * there is an audio track and no video track, and there are audio blocks. MediaRecorder writes
 * no Duration (a live stream), so the length is read from the last block's timecode.
 */
const EBML = 0x1a45dfa3;
const DOC_TYPE = 0x4282;
const SEGMENT = 0x18538067;
const INFO = 0x1549a966;
const TIMECODE_SCALE = 0x2ad7b1;
const DURATION = 0x4489;
const TRACKS = 0x1654ae6b;
const TRACK_ENTRY = 0xae;
const TRACK_TYPE = 0x83;
const CLUSTER = 0x1f43b675;
const CLUSTER_TIMECODE = 0xe7;
const SIMPLE_BLOCK = 0xa3;
const BLOCK_GROUP = 0xa0;
const BLOCK = 0xa1;
const VOID = 0xec;
const CRC32 = 0xbf;
/** Top-level children of a Segment that a recording may carry besides Info, Tracks and Clusters. */
const SKIPPABLE_SEGMENT_CHILDREN = new Set([
  0x114d9b74 /* SeekHead */,
  0x1c53bb6b /* Cues */,
  0x1941a469 /* Attachments */,
  0x1043a770 /* Chapters */,
  0x1254c367 /* Tags */,
  VOID,
  CRC32,
]);
const SEGMENT_CHILDREN = new Set([...SKIPPABLE_SEGMENT_CHILDREN, INFO, TRACKS, CLUSTER]);
/** Cluster children other than timecode and blocks: Position, PrevSize, SilentTracks, EncryptedBlock. */
const SKIPPABLE_CLUSTER_CHILDREN = new Set([0xa7, 0xab, 0x5854, 0xaf, VOID, CRC32]);
const AUDIO_TRACK = 2;
const VIDEO_TRACK = 1;

type Element = { id: number; dataStart: number; /** null: unknown size (a live stream's Segment or Cluster) */ end: number | null };

function vintLength(first: number): number {
  need(first !== 0, 'invalid EBML variable-length integer');
  return Math.clz32(first) - 23;
}

function readElement(buf: Buffer, pos: number, limit: number): Element {
  need(pos < limit, 'element header past its parent');
  const idLength = vintLength(buf[pos]!);
  need(idLength <= 4, 'invalid element id');
  const id = readUint(buf, pos, idLength);
  const sizeAt = pos + idLength;
  need(sizeAt < limit, 'element header past its parent');
  const sizeLength = vintLength(buf[sizeAt]!);
  need(sizeAt + sizeLength <= limit, 'element header past its parent');
  // The length marker bit is not part of the value; all value bits set means "unknown size".
  let size = buf[sizeAt]! & (0xff >> sizeLength);
  let unknown = size === 0xff >> sizeLength;
  for (let i = 1; i < sizeLength; i++) {
    size = size * 256 + buf[sizeAt + i]!;
    unknown &&= buf[sizeAt + i] === 0xff;
  }
  const dataStart = sizeAt + sizeLength;
  if (unknown) return { id, dataStart, end: null };
  need(dataStart + size <= limit, 'element longer than its parent');
  return { id, dataStart, end: dataStart + size };
}

const known = (element: Element): number => {
  need(element.end !== null, 'unknown size where only a stream may have one');
  return element.end;
};

type State = { timecodeScale: number; duration: number | null; audioTracks: number; videoTracks: number; blocks: number; lastTimecode: number };

export function probeWebm(buf: Buffer): ProbedAudio {
  const header = readElement(buf, 0, buf.length);
  need(header.id === EBML, 'no EBML header');
  let docType = '';
  for (let pos = header.dataStart; pos < known(header);) {
    const child = readElement(buf, pos, known(header));
    if (child.id === DOC_TYPE) docType = buf.toString('latin1', child.dataStart, known(child)).replace(/\0+$/, '');
    pos = known(child);
  }
  need(docType === 'webm' || docType === 'matroska', 'not a WebM document');

  let pos = known(header);
  let segment = readElement(buf, pos, buf.length);
  while (segment.id === VOID || segment.id === CRC32) {
    pos = known(segment);
    segment = readElement(buf, pos, buf.length);
  }
  need(segment.id === SEGMENT, 'no Segment after the header');
  const segmentEnd = segment.end ?? buf.length;
  const state: State = { timecodeScale: 1_000_000, duration: null, audioTracks: 0, videoTracks: 0, blocks: 0, lastTimecode: 0 };
  for (pos = segment.dataStart; pos < segmentEnd;) {
    const element = readElement(buf, pos, segmentEnd);
    need(SEGMENT_CHILDREN.has(element.id), 'an element a recording does not hold');
    if (element.id === CLUSTER) {
      pos = readCluster(buf, element, segmentEnd, state);
      continue;
    }
    if (element.id === INFO) readInfo(buf, element, state);
    if (element.id === TRACKS) readTracks(buf, element, state);
    pos = known(element);
  }
  need(segment.end === null || pos === segment.end, 'trailing bytes in the Segment');
  need(segment.end === null || segment.end === buf.length || onlyVoid(buf, segment.end), 'bytes after the Segment');
  need(state.audioTracks > 0 && state.videoTracks === 0, 'no audio track, or a video track');
  need(state.blocks > 0, 'no audio in the recording');
  const ticks = state.duration ?? state.lastTimecode;
  return { container: 'webm', durationSeconds: (ticks * state.timecodeScale) / 1e9 };
}

function onlyVoid(buf: Buffer, from: number): boolean {
  for (let pos = from; pos < buf.length;) {
    const element = readElement(buf, pos, buf.length);
    if (element.id !== VOID) return false;
    pos = known(element);
  }
  return true;
}

function readInfo(buf: Buffer, info: Element, state: State) {
  for (let pos = info.dataStart; pos < known(info);) {
    const child = readElement(buf, pos, known(info));
    const length = known(child) - child.dataStart;
    if (child.id === TIMECODE_SCALE) state.timecodeScale = readUint(buf, child.dataStart, length);
    if (child.id === DURATION) {
      need(length === 4 || length === 8, 'invalid Duration');
      state.duration = length === 4 ? buf.readFloatBE(child.dataStart) : buf.readDoubleBE(child.dataStart);
    }
    pos = known(child);
  }
  need(state.timecodeScale > 0, 'invalid TimecodeScale');
}

function readTracks(buf: Buffer, tracks: Element, state: State) {
  for (let pos = tracks.dataStart; pos < known(tracks);) {
    const entry = readElement(buf, pos, known(tracks));
    if (entry.id === TRACK_ENTRY) {
      for (let at = entry.dataStart; at < known(entry);) {
        const child = readElement(buf, at, known(entry));
        if (child.id === TRACK_TYPE) {
          const type = readUint(buf, child.dataStart, known(child) - child.dataStart);
          if (type === AUDIO_TRACK) state.audioTracks++;
          if (type === VIDEO_TRACK) state.videoTracks++;
        }
        at = known(child);
      }
    }
    pos = known(entry);
  }
}

/** Returns where the cluster ends; an unknown-size cluster ends where the next Segment child begins. */
function readCluster(buf: Buffer, cluster: Element, segmentEnd: number, state: State): number {
  const end = cluster.end ?? segmentEnd;
  let clusterTimecode = 0;
  let pos = cluster.dataStart;
  while (pos < end) {
    const element = readElement(buf, pos, end);
    if (cluster.end === null && SEGMENT_CHILDREN.has(element.id)) return pos;
    if (element.id === CLUSTER_TIMECODE) clusterTimecode = readUint(buf, element.dataStart, known(element) - element.dataStart);
    else if (element.id === SIMPLE_BLOCK) readBlock(buf, element, clusterTimecode, state);
    else if (element.id === BLOCK_GROUP) {
      for (let at = element.dataStart; at < known(element);) {
        const child = readElement(buf, at, known(element));
        if (child.id === BLOCK) readBlock(buf, child, clusterTimecode, state);
        at = known(child);
      }
    } else need(SKIPPABLE_CLUSTER_CHILDREN.has(element.id), 'an element a cluster does not hold');
    pos = known(element);
  }
  return end;
}

/** A block: track number (an EBML integer), a signed 16-bit timecode relative to its cluster, flags, frames. */
function readBlock(buf: Buffer, block: Element, clusterTimecode: number, state: State) {
  const trackLength = vintLength(buf[block.dataStart]!);
  const timecodeAt = block.dataStart + trackLength;
  need(timecodeAt + 3 <= known(block), 'block too short');
  state.lastTimecode = Math.max(state.lastTimecode, clusterTimecode + buf.readInt16BE(timecodeAt));
  state.blocks++;
}
