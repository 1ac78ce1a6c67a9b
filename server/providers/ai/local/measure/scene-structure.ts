/**
 * The two landmarks of Lowenfeld's schematic stage: a ground line (a base line things stand on,
 * low on the page and across most of it) and a sky band (a strip of colour along the top).
 */
import { COLOUR_NAMES } from './colours.ts';
import { constant, type MatScope } from './opencv.ts';
import type { Marks } from './segment-marks.ts';

/** The ground line lies below this share of the page height. */
const GROUND_BELOW = 0.55;
/** …is within this many degrees of horizontal… */
const GROUND_MAX_TILT = 12;
/** …and its pieces, at about the same height, span this share of the page width. */
const GROUND_MIN_SPAN = 0.6;
/** Pieces of one wavy ground line stay within this share of the page height of each other. */
const GROUND_HEIGHT_TOLERANCE = 0.05;

/** The sky band lies within this top share of the page… */
const SKY_WITHIN = 0.3;
/** …is a strip of this height share… */
const SKY_STRIP = 0.06;
/** …marked across this share of the page width… */
const SKY_MIN_SPAN = 0.7;
/** …mostly in colour (black lines across the top are more often a frame or a washing line). */
const SKY_MIN_COLOURED = 0.6;

export function hasGroundLine(scope: MatScope, marks: Marks): boolean {
  const cv = scope.cv;
  const top = Math.round(marks.height * GROUND_BELOW);
  const lower = scope.add(marks.maskMat.roi(new cv.Rect(0, top, marks.width, marks.height - top)));
  // Half resolution: Hough's cost grows with ink pixels, and a ground line is long anyway.
  const [w, h] = [Math.round(marks.width / 2), Math.round((marks.height - top) / 2)];
  const half = scope.mat();
  cv.resize(lower, half, new cv.Size(w, h), 0, 0, constant(cv, 'INTER_AREA'));
  cv.threshold(half, half, 0, 255, constant(cv, 'THRESH_BINARY'));
  const found = scope.mat();
  cv.HoughLinesP(half, found, 1, Math.PI / 180, Math.round(0.1 * w), 0.12 * w, 0.03 * w);
  const ends = found.data32S;
  const pieces: { y: number; from: number; to: number }[] = [];
  for (let i = 0; i + 3 < ends.length; i += 4) {
    const [x1, y1, x2, y2] = [ends[i]!, ends[i + 1]!, ends[i + 2]!, ends[i + 3]!];
    const tilt = (Math.abs(Math.atan2(y2 - y1, x2 - x1)) * 180) / Math.PI;
    if (Math.min(tilt, 180 - tilt) <= GROUND_MAX_TILT) pieces.push({ y: (y1 + y2) / 2, from: Math.min(x1, x2), to: Math.max(x1, x2) });
  }
  const tolerance = (GROUND_HEIGHT_TOLERANCE * marks.height) / 2;
  return pieces.some((seed) => {
    const level = pieces.filter((p) => Math.abs(p.y - seed.y) <= tolerance).sort((a, b) => a.from - b.from);
    let [covered, reach] = [0, -1];
    for (const piece of level) {
      if (piece.to <= reach) continue;
      covered += piece.to - Math.max(piece.from, reach);
      reach = piece.to;
    }
    return covered / w >= GROUND_MIN_SPAN;
  });
}

export function hasSkyBand(marks: Marks): boolean {
  const { width, height, mask, colours } = marks;
  const strip = Math.max(1, Math.round(height * SKY_STRIP));
  const step = Math.max(1, Math.round(strip / 3));
  const black = COLOUR_NAMES.indexOf('black') + 1;
  for (let top = 0; top + strip <= height * SKY_WITHIN; top += step) {
    const touched = new Uint8Array(width);
    let [coloured, named] = [0, 0];
    for (let y = top; y < top + strip; y++) {
      for (let x = 0; x < width; x++) {
        const i = y * width + x;
        if (!mask[i]) continue;
        touched[x] = 1;
        if (colours[i]) named++;
        if (colours[i] && colours[i] !== black) coloured++;
      }
    }
    const span = touched.reduce((a, b) => a + b, 0) / width;
    if (span >= SKY_MIN_SPAN && named > 0 && coloured / named >= SKY_MIN_COLOURED) return true;
  }
  return false;
}
