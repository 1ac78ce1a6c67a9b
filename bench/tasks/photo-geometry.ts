/**
 * Where a phone sees a page: its corners through a pinhole camera after the page is turned in its
 * plane and tilted out of it, and the homography between two quadrilaterals.
 */
import { homography as solveHomography } from '../../server/features/tasks/scoring/straighten.ts';

export type Corner = readonly [number, number];
export type Corners = readonly [Corner, Corner, Corner, Corner];

export type View = {
  /** Degrees the page is turned on the table. */
  turn: number;
  /** Degrees between the page and the camera's sensor, about the axis at `tiltDirection` radians. */
  tilt: number;
  tiltDirection: number;
  /** The page's share of the frame along its tighter side, 0–1. */
  fill: number;
  /** Where in the free margin, -1 to 1 on each axis. */
  shift: { x: number; y: number };
};

/** A phone's main camera: about a 26 mm equivalent lens, so the focal length is ~0.73 of the long side. */
const FOCAL_SHARE = 0.73;

/** The page's corners in the photo, clockwise from its top-left. */
export function projectPage(page: { width: number; height: number }, frame: { width: number; height: number }, view: View): Corners {
  const turn = (view.turn * Math.PI) / 180;
  const tilt = (view.tilt * Math.PI) / 180;
  const [ax, ay] = [Math.cos(view.tiltDirection), Math.sin(view.tiltDirection)];
  const focal = FOCAL_SHARE * Math.max(frame.width, frame.height);
  const distance = (focal * Math.hypot(page.width, page.height)) / Math.min(frame.width, frame.height);
  const projected = (
    [
      [-1, -1],
      [1, -1],
      [1, 1],
      [-1, 1],
    ] as const
  ).map(([sx, sy]) => {
    const px = (sx * page.width) / 2;
    const py = (sy * page.height) / 2;
    // Turned in the page's plane.
    const x = px * Math.cos(turn) - py * Math.sin(turn);
    const y = px * Math.sin(turn) + py * Math.cos(turn);
    // Tilted about the in-plane axis (ax, ay) by Rodrigues' rotation; z starts at 0.
    const along = x * ax + y * ay;
    const [cx, cy] = [x - along * ax, y - along * ay];
    const [rx, ry] = [along * ax + cx * Math.cos(tilt), along * ay + cy * Math.cos(tilt)];
    const rz = (ax * y - ay * x) * Math.sin(tilt);
    const z = distance + rz;
    return [(focal * rx) / z, (focal * ry) / z] as const;
  });
  const xs = projected.map((p) => p[0]);
  const ys = projected.map((p) => p[1]);
  const box = { x: Math.min(...xs), y: Math.min(...ys), width: Math.max(...xs) - Math.min(...xs), height: Math.max(...ys) - Math.min(...ys) };
  const scale = view.fill * Math.min(frame.width / box.width, frame.height / box.height);
  const margin = { x: frame.width - scale * box.width, y: frame.height - scale * box.height };
  const left = (margin.x / 2) * (1 + 0.9 * view.shift.x);
  const top = (margin.y / 2) * (1 + 0.9 * view.shift.y);
  const [a, b, c, d] = projected.map(([x, y]) => [left + (x - box.x) * scale, top + (y - box.y) * scale] as const);
  return [a!, b!, c!, d!];
}

/** The homography taking `from` onto `to` (4 point pairs), as h0…h8 with h8 = 1: the scorer's own solver. */
export function homography(from: Corners, to: Corners): number[] {
  const points = (corners: Corners) => corners.map(([x, y]) => ({ x, y }));
  return [...solveHomography(points(from), points(to))];
}
