import { need, readUint, type ProbedAudio } from './probe-error.ts';

/**
 * MP4 (Safari records it, fragmented): boxes tile the file from an ftyp, the movie has a sound
 * track and no video track. The length comes from mvhd, else mehd; fragmented recordings
 * without either add up their fragments' sample durations.
 */
const TOP_LEVEL = new Set(['ftyp', 'moov', 'mdat', 'free', 'skip', 'wide', 'moof', 'mfra', 'sidx', 'styp', 'uuid', 'meta', 'pdin', 'emsg', 'prft']);
const CONTAINERS = new Set(['moov', 'trak', 'mdia', 'mvex', 'moof', 'traf']);

type Box = { type: string; start: number; dataStart: number; end: number };
type State = {
  movieScale: number;
  movieDuration: number;
  fragmentDuration: number;
  sound: number;
  video: number;
  mediaScale: number;
  defaultSampleDuration: number;
  sampleTicks: number;
};

function readBox(buf: Buffer, pos: number, limit: number): Box {
  need(pos + 8 <= limit, 'MP4 box header cut short');
  let size = buf.readUInt32BE(pos);
  const type = buf.toString('latin1', pos + 4, pos + 8);
  let dataStart = pos + 8;
  if (size === 1) {
    size = readUint(buf, pos + 8, 8);
    dataStart += 8;
  } else if (size === 0) size = limit - pos;
  need(size >= dataStart - pos && pos + size <= limit, 'MP4 box longer than its parent');
  return { type, start: pos, dataStart, end: pos + size };
}

export function probeMp4(buf: Buffer): ProbedAudio {
  const state: State = { movieScale: 0, movieDuration: 0, fragmentDuration: 0, sound: 0, video: 0, mediaScale: 0, defaultSampleDuration: 0, sampleTicks: 0 };
  let first = true;
  for (let pos = 0; pos < buf.length;) {
    const box = readBox(buf, pos, buf.length);
    need(first ? box.type === 'ftyp' : TOP_LEVEL.has(box.type), 'not an MP4 file');
    first = false;
    if (CONTAINERS.has(box.type)) walk(buf, box, state);
    pos = box.end;
  }
  need(state.sound > 0 && state.video === 0, 'no sound track, or a video track');
  const durationSeconds =
    state.movieScale > 0 && state.movieDuration > 0
      ? state.movieDuration / state.movieScale
      : state.movieScale > 0 && state.fragmentDuration > 0
        ? state.fragmentDuration / state.movieScale
        : state.mediaScale > 0
          ? state.sampleTicks / state.mediaScale
          : 0;
  return { container: 'mp4', durationSeconds };
}

function walk(buf: Buffer, parent: Box, state: State) {
  for (let pos = parent.dataStart; pos < parent.end;) {
    const box = readBox(buf, pos, parent.end);
    const at = box.dataStart;
    const version = buf[at];
    if (CONTAINERS.has(box.type)) walk(buf, box, state);
    else if (box.type === 'mvhd') {
      state.movieScale = readUint(buf, at + (version === 1 ? 20 : 12), 4);
      state.movieDuration = readUint(buf, at + (version === 1 ? 24 : 16), version === 1 ? 8 : 4);
    } else if (box.type === 'mdhd') state.mediaScale = readUint(buf, at + (version === 1 ? 20 : 12), 4);
    else if (box.type === 'mehd') state.fragmentDuration = readUint(buf, at + 4, version === 1 ? 8 : 4);
    else if (box.type === 'hdlr') {
      const handler = buf.toString('latin1', at + 8, at + 12);
      if (handler === 'soun') state.sound++;
      if (handler === 'vide') state.video++;
    } else if (box.type === 'trex') state.defaultSampleDuration = readUint(buf, at + 12, 4);
    else if (box.type === 'tfhd') readTrackFragmentHeader(buf, box, state);
    else if (box.type === 'trun') readTrackRun(buf, box, state);
    pos = box.end;
  }
}

function readTrackFragmentHeader(buf: Buffer, box: Box, state: State) {
  const flags = readUint(buf, box.dataStart + 1, 3);
  let at = box.dataStart + 8;
  if (flags & 0x1) at += 8; // base data offset
  if (flags & 0x2) at += 4; // sample description index
  if (flags & 0x8) state.defaultSampleDuration = readUint(buf, at, 4);
}

function readTrackRun(buf: Buffer, box: Box, state: State) {
  const flags = readUint(buf, box.dataStart + 1, 3);
  const count = readUint(buf, box.dataStart + 4, 4);
  if (!(flags & 0x100)) {
    state.sampleTicks += count * state.defaultSampleDuration;
    return;
  }
  let at = box.dataStart + 8 + (flags & 0x1 ? 4 : 0) + (flags & 0x4 ? 4 : 0);
  const stride = 4 * [0x100, 0x200, 0x400, 0x800].filter((bit) => flags & bit).length;
  need(at + count * stride <= box.end, 'MP4 track run longer than its box');
  for (let i = 0; i < count; i++, at += stride) state.sampleTicks += readUint(buf, at, 4);
}
