/**
 * One drawing photo → DrawingFeatures. Runs inside a measure worker (see measure-pool.ts): it
 * is CPU-heavy and must not block the server's event loop. Deterministic: the same bytes give
 * the same numbers, which are rounded so that float noise never shows.
 */
import type { DrawingFeatures } from '../../../../../contracts/analysis.ts';
import { usedColours } from './colours.ts';
import { traceOutlines } from './contours.ts';
import { decodeDrawing, type RgbImage } from './decode-drawing.ts';
import { evenOutLighting } from './even-lighting.ts';
import { cropToPaper } from './find-paper.ts';
import { pageUsage, symmetry } from './layout.ts';
import { constant, loadOpenCv, MatScope, type Mat } from './opencv.ts';
import { hollowFills, measureLineStructure } from './line-structure.ts';
import { removePaperLines } from './paper-lines.ts';
import { hasGroundLine, hasSkyBand } from './scene-structure.ts';
import { scribbleIndex } from './scribble.ts';
import { segmentMarks, type Marks } from './segment-marks.ts';
import { assertDrawing } from './drawing-check.ts';
import { findClosedShapes } from './shapes.ts';
import { measureStrokes } from './strokes.ts';

/**
 * The photo's sheet and the child's marks on it: decoded, the paper found and straightened, the
 * lighting evened, the marks separated and printed paper lines taken out. Mats live in `scope`.
 */
export async function readSheet(scope: MatScope, bytes: Uint8Array): Promise<{ image: RgbImage; page: Mat; paperFound: boolean; marks: Marks }> {
  const cv = scope.cv;
  const image = await decodeDrawing(bytes);
  const photo = scope.add(new cv.Mat(image.height, image.width, constant(cv, 'CV_8UC3')));
  photo.data.set(image.data);
  const { page, paperFound } = cropToPaper(scope, photo);
  const marks = segmentMarks(scope, evenOutLighting(scope, page));
  removePaperLines(scope, marks);
  return { image, page, paperFound, marks };
}

export async function measureDrawing(bytes: Uint8Array): Promise<DrawingFeatures> {
  const { cv } = await loadOpenCv();
  const scope = new MatScope(cv);
  try {
    const { image, page, paperFound, marks } = await readSheet(scope, bytes);
    assertDrawing(scope, page, marks);
    const pagePixels = marks.width * marks.height;
    const inkPixels = marks.mask.reduce((sum, v) => sum + v, 0);
    // Shapes and lines are measured on the outlines of coloured-in areas (see hollowFills).
    const outlineInk = hollowFills(scope, marks.maskMat);
    const outlines = traceOutlines(scope, outlineInk);
    const shapes = findClosedShapes(outlines, marks);
    const strokes = measureStrokes(outlines, cv.countNonZero(outlineInk), marks);
    const lines = measureLineStructure(scope, outlineInk);
    const colors = usedColours(marks.colours, pagePixels);
    return {
      width: image.original.width,
      height: image.original.height,
      paperFound,
      inkCoverage: round(inkPixels / pagePixels),
      colorCount: colors.length,
      colors,
      strokeLength: round(strokes.length),
      closedShapes: shapes.count,
      shapes: shapes.kinds,
      straightLineShare: round(strokes.straightShare),
      symmetry: round(symmetry(marks)),
      pageUsage: round(pageUsage(marks)),
      groundLine: hasGroundLine(scope, marks),
      skyBand: hasSkyBand(marks),
      nestedShapes: shapes.nested,
      scribbleIndex: round(scribbleIndex(strokes, shapes)),
      lineLength: round(lines.lineLength),
      lineEnds: lines.lineEnds,
      junctions: lines.junctions,
      separateMarks: lines.separateMarks,
    };
  } catch (error) {
    // OpenCV.js (this build) throws C++ exceptions as bare numbers: give them an Error's shape.
    if (typeof error === 'number') throw new Error(`OpenCV failed while measuring (exception ${error})`);
    throw error;
  } finally {
    scope.deleteAll();
  }
}

const round = (value: number) => Math.round(value * 1000) / 1000;
