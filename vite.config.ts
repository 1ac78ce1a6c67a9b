import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import zlib from 'node:zlib';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';
import { BRAND } from './contracts/brand.ts';
import { routePreloads } from './scripts/route-preloads.ts';

const webRoot = fileURLToPath(new URL('./web', import.meta.url));
const projectRoot = fileURLToPath(new URL('.', import.meta.url));

// The dev server forwards everything the browser asks of the API to the Fastify process,
// so cookies stay first-party exactly as they are in production (one origin).
const apiTarget = `http://localhost:${process.env.API_PORT ?? '3000'}`;
const proxied = ['/api', '/healthz', '/readyz', '/public-objects'];

// index.html cannot import the brand constant, so the build writes it in. Link previews need
// an absolute image address; PUBLIC_URL is set where the site is built for its real origin
// (`npm start` builds and serves with the same environment), otherwise the path stays relative.
function brandInHtml(): Plugin {
  const values: Record<string, string> = {
    BRAND_NAME: BRAND.name,
    BRAND_TAGLINE: BRAND.tagline,
    BRAND_DESCRIPTION: `${BRAND.name} helps parents of children aged 3–10 follow their child's development through drawing: weekly challenges, warm feedback and a 26-week plan.`,
    SITE_ORIGIN: (process.env.PUBLIC_URL ?? '').replace(/\/$/, ''),
  };
  const escapeHtml = (text: string) => text.replaceAll('&', '&amp;').replaceAll('"', '&quot;').replaceAll('<', '&lt;').replaceAll('>', '&gt;');
  return {
    name: 'kritzel-brand-in-html',
    transformIndexHtml: (html) => html.replace(/%([A-Z_]+)%/g, (match, key: string) => (key in values ? escapeHtml(values[key]!) : match)),
  };
}

// Every page's headings use Nunito. Found only once the CSS is parsed and the first screen has
// rendered, it arrives late and the headings re-wrap when it swaps in, shifting what is below
// them (layout shift). Its Latin file is asked for with the scripts instead.
function preloadHeadingFont(): Plugin {
  return {
    name: 'kritzel-preload-heading-font',
    apply: 'build',
    transformIndexHtml(_html, ctx) {
      const font = Object.keys(ctx.bundle ?? {}).find((file) => /nunito-latin-wght-normal-[\w-]+\.woff2$/.test(file));
      if (!font) return [];
      return [{ tag: 'link', attrs: { rel: 'preload', as: 'font', type: 'font/woff2', href: `/${font}`, crossorigin: '' }, injectTo: 'head' }];
    },
  };
}

// The server sends these ready-made .br/.gz files (@fastify/static preCompressed), so a phone on a
// slow network downloads a quarter of the bytes without the server compressing on every request.
const COMPRESSIBLE = /\.(js|css|svg|json|txt|xml|webmanifest)$/;
function precompress(): Plugin {
  let outDir = '';
  return {
    name: 'kritzel-precompress',
    apply: 'build',
    configResolved: (config) => void (outDir = path.resolve(config.root, config.build.outDir)),
    closeBundle() {
      for (const entry of fs.readdirSync(outDir, { recursive: true, withFileTypes: true })) {
        const file = path.join(entry.parentPath, entry.name);
        if (!entry.isFile() || !COMPRESSIBLE.test(entry.name) || file.includes(`${path.sep}.vite${path.sep}`)) continue;
        const bytes = fs.readFileSync(file);
        if (bytes.length < 1024) continue;
        const brotli = zlib.brotliCompressSync(bytes, {
          params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11, [zlib.constants.BROTLI_PARAM_SIZE_HINT]: bytes.length },
        });
        fs.writeFileSync(`${file}.br`, brotli);
        fs.writeFileSync(`${file}.gz`, zlib.gzipSync(bytes, { level: 9 }));
      }
    },
  };
}

export default defineConfig({
  root: webRoot,
  // Env files live next to package.json, not inside web/.
  envDir: projectRoot,
  plugins: [react(), tailwindcss(), brandInHtml(), preloadHeadingFont(), precompress(), routePreloads(webRoot)],
  resolve: {
    alias: { '@': webRoot },
  },
  server: {
    port: 5173,
    proxy: Object.fromEntries(proxied.map((path) => [path, { target: apiTarget, changeOrigin: false }])),
  },
  build: {
    outDir: '../dist/web',
    emptyOutDir: true,
    rolldownOptions: {
      preserveEntrySignatures: false,
      output: {
        codeSplitting: {
          experimentalInlineCommonChunks: { maxSize: 6 * 1024 },
          groups: [
            // React changes rarely; its own chunk stays cached across our deploys.
            { name: 'react', test: /node_modules[\\/](react|react-dom|scheduler)[\\/]/, priority: 2 },
            // Only forms validate in the browser, so zod loads with the first form, not at start.
            { name: 'zod', test: /node_modules[\\/]zod[\\/]/, priority: 1 },
            // Everything else every page runs at start, in one file rather than a dozen small
            // shared ones: over HTTP/1.1 a phone fetches six files at a time, and each further
            // batch waits another round trip before the first screen.
            { name: 'start', tags: ['$initial'] },
          ],
        },
      },
    },
  },
});
