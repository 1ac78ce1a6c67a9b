/**
 * OpenCV.js (the WASM build), loaded once per thread, and a scope that frees every Mat.
 *
 * The module object has a `then` method but never settles: awaiting it, or resolving a promise
 * with it, hangs forever. So we wait for `onRuntimeInitialized` and hand it out wrapped.
 * WASM memory is not garbage-collected: every Mat must be `.delete()`d, hence `MatScope`.
 */
import { createRequire } from 'node:module';

/** The part of OpenCV.js the analyser uses (the package's own typings are incomplete). */
export interface Mat {
  rows: number;
  cols: number;
  data: Uint8Array;
  data32S: Int32Array;
  data32F: Float32Array;
  roi(rect: Rect): Mat;
  clone(): Mat;
  copyTo(dst: Mat): void;
  delete(): void;
}
export interface MatVector {
  size(): number;
  get(i: number): Mat;
  delete(): void;
}
export type Rect = { x: number; y: number; width: number; height: number };
type Size = { width: number; height: number };
type Ctor<T, A extends unknown[]> = new (...args: A) => T;

export interface Cv {
  Mat: Ctor<Mat, [] | [number, number, number] | [number, number, number, unknown]>;
  MatVector: Ctor<MatVector, []>;
  Size: Ctor<Size, [number, number]>;
  Rect: Ctor<Rect, [number, number, number, number]>;
  Point: Ctor<{ x: number; y: number }, [number, number]>;
  Scalar: Ctor<unknown, number[]>;
  matFromArray(rows: number, cols: number, type: number, values: number[]): Mat;
  cvtColor(src: Mat, dst: Mat, code: number): void;
  resize(src: Mat, dst: Mat, size: Size, fx: number, fy: number, interpolation: number): void;
  GaussianBlur(src: Mat, dst: Mat, size: Size, sigma: number): void;
  threshold(src: Mat, dst: Mat, thresh: number, max: number, type: number): number;
  adaptiveThreshold(src: Mat, dst: Mat, max: number, method: number, type: number, block: number, c: number): void;
  divide(a: Mat, b: Mat, dst: Mat, scale: number, dtype: number): void;
  morphologyEx(src: Mat, dst: Mat, op: number, kernel: Mat): void;
  getStructuringElement(shape: number, size: Size): Mat;
  findContours(src: Mat, contours: MatVector, hierarchy: Mat, mode: number, method: number): void;
  contourArea(contour: Mat): number;
  arcLength(contour: Mat, closed: boolean): number;
  approxPolyDP(contour: Mat, out: Mat, epsilon: number, closed: boolean): void;
  convexHull(contour: Mat, hull: Mat, clockwise: boolean, returnPoints: boolean): void;
  minAreaRect(contour: Mat): { size: Size };
  boundingRect(contour: Mat): Rect;
  countNonZero(src: Mat): number;
  bitwise_or(a: Mat, b: Mat, dst: Mat): void;
  bitwise_and(a: Mat, b: Mat, dst: Mat): void;
  subtract(a: Mat, b: Mat, dst: Mat): void;
  distanceTransform(src: Mat, dst: Mat, distanceType: number, maskSize: number): void;
  getPerspectiveTransform(src: Mat, dst: Mat): Mat;
  warpPerspective(src: Mat, dst: Mat, m: Mat, size: Size, flags: number): void;
  connectedComponentsWithStats(src: Mat, labels: Mat, stats: Mat, centroids: Mat, connectivity: number): number;
  HoughLinesP(src: Mat, lines: Mat, rho: number, theta: number, threshold: number, minLength: number, maxGap: number): void;
  [constant: string]: unknown;
}

let loading: Promise<{ cv: Cv }> | undefined;

/** Resolves with `{ cv }`, never with the module itself (see the file comment). */
export function loadOpenCv(): Promise<{ cv: Cv }> {
  loading ??= new Promise((resolve) => {
    const cv = createRequire(import.meta.url)('@techstark/opencv-js') as Cv & { onRuntimeInitialized?: () => void };
    if (typeof cv.Mat === 'function' && typeof cv.findContours === 'function') resolve({ cv });
    else cv.onRuntimeInitialized = () => resolve({ cv });
  });
  return loading;
}

/** OpenCV's numeric constants, typed, by name. */
export const constant = (cv: Cv, name: string): number => {
  const value = cv[name];
  if (typeof value !== 'number') throw new Error(`OpenCV constant ${name} is missing`);
  return value;
};

/** Collects Mats so one `finally { scope.deleteAll() }` frees them all. */
export class MatScope {
  private readonly mats: { delete(): void }[] = [];
  constructor(readonly cv: Cv) {}

  add<T extends { delete(): void }>(mat: T): T {
    this.mats.push(mat);
    return mat;
  }

  mat(): Mat {
    return this.add(new this.cv.Mat());
  }

  deleteAll(): void {
    for (const mat of this.mats.splice(0).reverse()) mat.delete();
  }
}
