/**
 * Plain geometry on contour polygons (flat [x0, y0, x1, y1, …] arrays). Done in JS rather than
 * per contour in OpenCV: a scribble has thousands of contours, and a WASM Mat per call would
 * cost more than the arithmetic.
 */

export type Polygon = Int32Array | number[];

export function polygonArea(p: Polygon): number {
  let sum = 0;
  const n = p.length / 2;
  for (let i = 0, j = n - 1; i < n; j = i++) sum += p[2 * j]! * p[2 * i + 1]! - p[2 * i]! * p[2 * j + 1]!;
  return Math.abs(sum) / 2;
}

export function perimeter(p: Polygon, closed = true): number {
  const n = p.length / 2;
  let sum = 0;
  for (let i = 1; i < n; i++) sum += Math.hypot(p[2 * i]! - p[2 * i - 2]!, p[2 * i + 1]! - p[2 * i - 1]!);
  if (closed && n > 1) sum += Math.hypot(p[0]! - p[2 * n - 2]!, p[1]! - p[2 * n - 1]!);
  return sum;
}

/** Douglas–Peucker on a closed polygon: the fewest vertices within `epsilon` px of the outline. */
export function simplify(p: Polygon, epsilon: number): number[] {
  const n = p.length / 2;
  if (n <= 3) return Array.from(p);
  // Split the ring at its first point and the point farthest from it, then simplify both halves.
  let far = 0;
  let farDist = -1;
  for (let i = 1; i < n; i++) {
    const d = Math.hypot(p[2 * i]! - p[0]!, p[2 * i + 1]! - p[1]!);
    if (d > farDist) [far, farDist] = [i, d];
  }
  const keep = new Uint8Array(n);
  keep[0] = keep[far] = 1;
  const stack: [number, number][] = [
    [0, far],
    [far, n],
  ];
  while (stack.length) {
    const [a, b] = stack.pop()!;
    const [ax, ay] = [p[2 * a]!, p[2 * a + 1]!];
    const [bx, by] = [p[2 * (b % n)]!, p[2 * (b % n) + 1]!];
    const length = Math.hypot(bx - ax, by - ay) || 1;
    let worst = -1;
    let worstDist = epsilon;
    for (let i = a + 1; i < b; i++) {
      const d = Math.abs((bx - ax) * (ay - p[2 * i + 1]!) - (ax - p[2 * i]!) * (by - ay)) / length;
      if (d > worstDist) [worst, worstDist] = [i, d];
    }
    if (worst < 0) continue;
    keep[worst] = 1;
    stack.push([a, worst], [worst, b]);
  }
  const out: number[] = [];
  for (let i = 0; i < n; i++) if (keep[i]) out.push(p[2 * i]!, p[2 * i + 1]!);
  // The ring's start point is always kept; drop it when it merely lies on a straight edge.
  const m = out.length / 2;
  if (m > 3) {
    const [ax, ay, bx, by] = [out[2 * m - 2]!, out[2 * m - 1]!, out[2]!, out[3]!];
    const length = Math.hypot(bx - ax, by - ay) || 1;
    if (Math.abs((bx - ax) * (ay - out[1]!) - (ax - out[0]!) * (by - ay)) / length <= epsilon) out.splice(0, 2);
  }
  return out;
}

/** Area of the convex hull. */
export function hullArea(p: Polygon): number {
  return polygonArea(convexHull(p));
}

/** Area of the smallest rotated rectangle around the polygon (one side lies on a hull edge). */
export function minRectArea(p: Polygon): number {
  const hull = convexHull(p);
  const n = hull.length / 2;
  let best = Infinity;
  for (let i = 0; i < n; i++) {
    const angle = Math.atan2(hull[2 * ((i + 1) % n) + 1]! - hull[2 * i + 1]!, hull[2 * ((i + 1) % n)]! - hull[2 * i]!);
    const [c, s] = [Math.cos(angle), Math.sin(angle)];
    let [minU, maxU, minV, maxV] = [Infinity, -Infinity, Infinity, -Infinity];
    for (let k = 0; k < n; k++) {
      const u = hull[2 * k]! * c + hull[2 * k + 1]! * s;
      const v = -hull[2 * k]! * s + hull[2 * k + 1]! * c;
      [minU, maxU, minV, maxV] = [Math.min(minU, u), Math.max(maxU, u), Math.min(minV, v), Math.max(maxV, v)];
    }
    best = Math.min(best, (maxU - minU) * (maxV - minV));
  }
  return Number.isFinite(best) ? best : 0;
}

/** Convex hull as a flat polygon (Andrew's monotone chain). */
export function convexHull(p: Polygon): number[] {
  const points = Array.from({ length: p.length / 2 }, (_, i) => [p[2 * i]!, p[2 * i + 1]!] as const).sort((a, b) => a[0] - b[0] || a[1] - b[1]);
  if (points.length < 3) return points.flat();
  const cross = (o: readonly number[], a: readonly number[], b: readonly number[]) => (a[0]! - o[0]!) * (b[1]! - o[1]!) - (a[1]! - o[1]!) * (b[0]! - o[0]!);
  const half = (list: (readonly number[])[]) => {
    const out: (readonly number[])[] = [];
    for (const point of list) {
      while (out.length >= 2 && cross(out[out.length - 2]!, out[out.length - 1]!, point) <= 0) out.pop();
      out.push(point);
    }
    return out.slice(0, -1);
  };
  return [...half(points), ...half([...points].reverse())].flat();
}
