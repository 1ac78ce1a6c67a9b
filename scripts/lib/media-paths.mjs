// Where the render scripts read and write: files of this repository, wherever it is checked out.
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..', '..');

/** A path inside the repository. */
export const repoPath = (...parts) => join(root, ...parts);

/** The clips (and their posters) the web app serves. */
export const VIDEO_DIR = repoPath('web/public/public-objects/videos');
