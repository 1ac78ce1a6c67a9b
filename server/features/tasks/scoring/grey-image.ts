/** A one-channel 8-bit image, row by row: the scorer's working format (no OpenCV needed). */
export type GreyImage = { data: Uint8Array; width: number; height: number };

/** A point in image pixels (x right, y down). */
export type Point = { x: number; y: number };

/** A yes/no image of the same layout, 1 where there is ink (or a mark). */
export type Mask = { data: Uint8Array; width: number; height: number };

export function halve(image: GreyImage): GreyImage {
  const width = image.width >> 1;
  const height = image.height >> 1;
  const data = new Uint8Array(width * height);
  const src = image.data;
  for (let y = 0; y < height; y++) {
    const row = 2 * y * image.width;
    for (let x = 0; x < width; x++) {
      const i = row + 2 * x;
      data[y * width + x] = (src[i]! + src[i + 1]! + src[i + image.width]! + src[i + image.width + 1]! + 2) >> 2;
    }
  }
  return { data, width, height };
}

/** Half size keeping the darkest of each 2 by 2: a pencil line one pixel wide stays as dark as it was. */
export function halveDarkest(image: GreyImage): GreyImage {
  const width = image.width >> 1;
  const height = image.height >> 1;
  const data = new Uint8Array(width * height);
  const src = image.data;
  for (let y = 0; y < height; y++) {
    const row = 2 * y * image.width;
    for (let x = 0; x < width; x++) {
      const i = row + 2 * x;
      data[y * width + x] = Math.min(src[i]!, src[i + 1]!, src[i + image.width]!, src[i + image.width + 1]!);
    }
  }
  return { data, width, height };
}

/** The grey level at a fractional position, 255 (paper) outside the image. */
export function sample(image: GreyImage, x: number, y: number): number {
  const x0 = Math.floor(x);
  const y0 = Math.floor(y);
  if (x0 < 0 || y0 < 0 || x0 >= image.width - 1 || y0 >= image.height - 1) return 255;
  const fx = x - x0;
  const fy = y - y0;
  const i = y0 * image.width + x0;
  const d = image.data;
  const top = d[i]! + (d[i + 1]! - d[i]!) * fx;
  const bottom = d[i + image.width]! + (d[i + image.width + 1]! - d[i + image.width]!) * fx;
  return top + (bottom - top) * fy;
}
