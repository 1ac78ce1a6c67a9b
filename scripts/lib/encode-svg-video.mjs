// Renders SVG frames with sharp and encodes them with ffmpeg into a small, silent H.264 MP4
// that every browser plays (yuv420p, faststart). Shared by the scripts that make our videos.
import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import sharp from 'sharp';

function ffmpegPath() {
  for (const candidate of ['/usr/bin/ffmpeg', 'ffmpeg']) {
    if (spawnSync(candidate, ['-version']).status === 0) return candidate;
  }
  throw new Error('ffmpeg not found: install it (apt-get install -y ffmpeg) and run again');
}

/** Writes `out` from `frames` SVG frames (`svgAt(i)`), at `fps`; returns its size in KiB. */
export async function encodeSvgVideo({ frames, svgAt, fps, crf, out }) {
  const ffmpeg = ffmpegPath();
  const work = mkdtempSync(join(tmpdir(), 'kritzel-video-'));
  try {
    for (let i = 0; i < frames; i += 1) {
      const png = await sharp(Buffer.from(svgAt(i)))
        .png({ compressionLevel: 1 })
        .toBuffer();
      writeFileSync(join(work, `frame-${String(i).padStart(4, '0')}.png`), png);
    }
    mkdirSync(dirname(out), { recursive: true });
    const result = spawnSync(
      ffmpeg,
      [
        '-y',
        '-loglevel',
        'error',
        '-framerate',
        String(fps),
        '-i',
        join(work, 'frame-%04d.png'),
        '-c:v',
        'libx264',
        '-preset',
        'slow',
        '-crf',
        String(crf),
        '-pix_fmt',
        'yuv420p',
        '-movflags',
        '+faststart',
        '-an',
        out,
      ],
      { stdio: 'inherit' },
    );
    if (result.status !== 0) throw new Error(`ffmpeg failed with status ${result.status}`);
    return Math.round(statSync(out).size / 1024);
  } finally {
    rmSync(work, { recursive: true, force: true });
  }
}
