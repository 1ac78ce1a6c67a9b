import crypto from 'node:crypto';
import fs from 'node:fs/promises';
import { fromProjectRoot } from '../../project-root.ts';

/**
 * The landing page's background video ships with the source (rendered by
 * scripts/render-landing-media.mjs), so every process finds it at the same place whether or
 * not a web build exists, in tests as in production.
 */
export const HERO_VIDEO_PATH = fromProjectRoot('web', 'public', 'public-objects', 'videos', 'hero.mp4');

export type HeroVideo = { data: Buffer; etag: string };

let loading: Promise<HeroVideo | null> | null = null;

/** Read once and kept in memory (it is small and asked for by every visitor); null if missing. */
export function loadHeroVideo(): Promise<HeroVideo | null> {
  loading ??= fs.readFile(HERO_VIDEO_PATH).then(
    (data) => ({ data, etag: `"${crypto.createHash('sha256').update(data).digest('base64url').slice(0, 22)}"` }),
    () => {
      // A missing file is answered with 404; look again on the next request.
      loading = null;
      return null;
    },
  );
  return loading;
}
