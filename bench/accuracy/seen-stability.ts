/**
 * How stable "what a drawing shows" (seen.ts `describeSeen`) is between the scan and the phone
 * photo of the same drawing: the share of drawings whose list differs, and which items come or
 * go most often. An item "flips" for a drawing when it is in one of the two lists only.
 */
export type SeenPair = { file: string; scan: readonly string[]; photo: readonly string[] };
export type SeenStability = {
  pairs: number;
  /** Share of drawings whose two lists are not the same items in the same order. */
  differShare: number;
  /** Items by how many drawings they flip on (most first), with that share of the pairs. */
  flips: { item: string; drawings: number; share: number; onlyInScan: number; onlyInPhoto: number }[];
  /** A few differing pairs, to look at. */
  examples: SeenPair[];
};

export function seenStability(pairs: readonly SeenPair[], examples = 10): SeenStability {
  const flips = new Map<string, { onlyInScan: number; onlyInPhoto: number }>();
  const differing: SeenPair[] = [];
  for (const pair of pairs) {
    if (pair.scan.length === pair.photo.length && pair.scan.every((item, i) => item === pair.photo[i])) continue;
    differing.push(pair);
    const [scan, photo] = [new Set(pair.scan), new Set(pair.photo)];
    for (const item of scan) if (!photo.has(item)) bump(flips, item).onlyInScan++;
    for (const item of photo) if (!scan.has(item)) bump(flips, item).onlyInPhoto++;
  }
  const n = pairs.length;
  return {
    pairs: n,
    differShare: n === 0 ? Number.NaN : differing.length / n,
    flips: [...flips.entries()]
      .map(([item, count]) => ({ item, drawings: count.onlyInScan + count.onlyInPhoto, share: (count.onlyInScan + count.onlyInPhoto) / n, ...count }))
      .sort((a, b) => b.drawings - a.drawings || a.item.localeCompare(b.item)),
    examples: differing.slice(0, examples),
  };
}

function bump(flips: Map<string, { onlyInScan: number; onlyInPhoto: number }>, item: string) {
  let count = flips.get(item);
  if (!count) flips.set(item, (count = { onlyInScan: 0, onlyInPhoto: 0 }));
  return count;
}
