/**
 * Finds the sheet of paper in a photo (the largest region unlike the photo's border, lighter than
 * it, ideally a quadrilateral) and returns just the page, straightened, at the working size. A
 * scan, or a photo filled edge to edge by the paper, has no separate sheet: the whole image is
 * the page and paperFound is false.
 */
import { WORKING_SIZE } from './decode-drawing.ts';
import { constant, type Mat, type MatScope, type Rect } from './opencv.ts';
import { paperRegion } from './paper-region.ts';

const DETECT_SIZE = 512;
/** A sheet covers a good part of a photo, but not all of it (then it is a scan). */
const MIN_PAPER_SHARE = 0.12;
const MAX_PAPER_SHARE = 0.95;
/** Paper is lighter than the table it lies on by at least this many gray levels. */
const MIN_CONTRAST = 20;
/** A corner this close to the image border is the frame's corner, not the paper's. */
const BORDER_MARGIN = 0.015;
/** Trimmed along the paper edge, where shadow and the table's edge would look like marks. */
const EDGE_TRIM = 0.015;

type Point = { x: number; y: number };
export type Page = { page: Mat; paperFound: boolean };

export function cropToPaper(scope: MatScope, photo: Mat): Page {
  const cv = scope.cv;
  const scale = Math.min(1, DETECT_SIZE / Math.max(photo.cols, photo.rows));
  const [w, h] = [Math.round(photo.cols * scale), Math.round(photo.rows * scale)];
  const small = scope.mat();
  cv.resize(photo, small, new cv.Size(w, h), 0, 0, constant(cv, 'INTER_AREA'));
  const { mask, contrast } = paperRegion(scope, small);
  const wholePage = () => ({ page: toWorkingSize(scope, photo), paperFound: false });
  if (contrast < MIN_CONTRAST) return wholePage();
  // Closing fills gaps along the paper edge, so the sheet is one solid region.
  const kernel = scope.add(cv.getStructuringElement(constant(cv, 'MORPH_RECT'), new cv.Size(9, 9)));
  cv.morphologyEx(mask, mask, constant(cv, 'MORPH_CLOSE'), kernel);

  const contours = scope.add(new cv.MatVector());
  cv.findContours(mask, contours, scope.mat(), constant(cv, 'RETR_EXTERNAL'), constant(cv, 'CHAIN_APPROX_SIMPLE'));
  let largest: Mat | undefined;
  let largestArea = 0;
  for (let i = 0; i < contours.size(); i++) {
    const contour = scope.add(contours.get(i));
    const area = cv.contourArea(contour);
    if (area > largestArea) [largest, largestArea] = [contour, area];
  }
  const share = largestArea / (w * h);
  if (!largest || share < MIN_PAPER_SHARE || share > MAX_PAPER_SHARE) return wholePage();

  const hull = scope.mat();
  cv.convexHull(largest, hull, false, true);
  const corners = scope.mat();
  cv.approxPolyDP(hull, corners, 0.02 * cv.arcLength(hull, true), true);
  const inside = (p: Point) => p.x > w * BORDER_MARGIN && p.x < w * (1 - BORDER_MARGIN) && p.y > h * BORDER_MARGIN && p.y < h * (1 - BORDER_MARGIN);
  if (corners.rows === 4) {
    const quad = Array.from({ length: 4 }, (_, i) => ({ x: corners.data32S[2 * i]!, y: corners.data32S[2 * i + 1]! }));
    if (quad.filter(inside).length >= 3)
      return {
        page: straighten(
          scope,
          photo,
          quad.map((p) => ({ x: p.x / scale, y: p.y / scale })),
        ),
        paperFound: true,
      };
  }
  // Not a clean quadrilateral (a folded corner, a hand in the picture): crop to its bounding box
  // when the table shows on at least three sides.
  const box = cv.boundingRect(hull);
  const gaps = [box.x, box.y, w - box.x - box.width, h - box.y - box.height];
  if (gaps.filter((gap, i) => gap > (i % 2 ? h : w) * BORDER_MARGIN).length < 3) return wholePage();
  const rect = clampRect(box, scale, photo);
  return { page: trimAndResize(scope, scope.add(photo.roi(new cv.Rect(rect.x, rect.y, rect.width, rect.height)))), paperFound: true };
}

/** Perspective-warps the quadrilateral to an upright rectangle, trims its edge, downsizes. */
function straighten(scope: MatScope, photo: Mat, quad: Point[]): Mat {
  const cv = scope.cv;
  const bySum = [...quad].sort((a, b) => a.x + a.y - (b.x + b.y));
  const byDiff = [...quad].sort((a, b) => a.x - a.y - (b.x - b.y));
  const [tl, br, bl, tr] = [bySum[0]!, bySum[3]!, byDiff[0]!, byDiff[3]!];
  const width = Math.round(Math.max(dist(tl, tr), dist(bl, br)));
  const height = Math.round(Math.max(dist(tl, bl), dist(tr, br)));
  const from = scope.add(
    cv.matFromArray(
      4,
      1,
      constant(cv, 'CV_32FC2'),
      [tl, tr, br, bl].flatMap((p) => [p.x, p.y]),
    ),
  );
  const to = scope.add(cv.matFromArray(4, 1, constant(cv, 'CV_32FC2'), [0, 0, width - 1, 0, width - 1, height - 1, 0, height - 1]));
  const transform = scope.add(cv.getPerspectiveTransform(from, to));
  const sheet = scope.mat();
  cv.warpPerspective(photo, sheet, transform, new cv.Size(width, height), constant(cv, 'INTER_LINEAR'));
  return trimAndResize(scope, sheet);
}

function trimAndResize(scope: MatScope, sheet: Mat): Mat {
  const [dx, dy] = [Math.round(sheet.cols * EDGE_TRIM), Math.round(sheet.rows * EDGE_TRIM)];
  return toWorkingSize(scope, scope.add(sheet.roi(new scope.cv.Rect(dx, dy, sheet.cols - 2 * dx, sheet.rows - 2 * dy))));
}

/** Every page is measured at the same size (small photos enlarged too), so px thresholds hold. */
function toWorkingSize(scope: MatScope, image: Mat): Mat {
  const cv = scope.cv;
  const scale = WORKING_SIZE / Math.max(image.cols, image.rows);
  const page = scope.mat();
  const size = new cv.Size(Math.round(image.cols * scale), Math.round(image.rows * scale));
  cv.resize(image, page, size, 0, 0, constant(cv, scale < 1 ? 'INTER_AREA' : 'INTER_LINEAR'));
  return page;
}

function clampRect(box: Rect, scale: number, image: Mat): Rect {
  const x = Math.max(0, Math.round(box.x / scale));
  const y = Math.max(0, Math.round(box.y / scale));
  return { x, y, width: Math.min(image.cols - x, Math.round(box.width / scale)), height: Math.min(image.rows - y, Math.round(box.height / scale)) };
}

const dist = (a: Point, b: Point) => Math.hypot(a.x - b.x, a.y - b.y);
