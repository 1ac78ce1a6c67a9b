import { fileURLToPath } from 'node:url';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';
import { BRAND } from './contracts/brand.ts';

const webRoot = fileURLToPath(new URL('./web', import.meta.url));
const projectRoot = fileURLToPath(new URL('.', import.meta.url));

// The dev server forwards everything the browser asks of the API to the Fastify process,
// so cookies stay first-party exactly as they are in production (one origin).
const apiTarget = `http://localhost:${process.env.API_PORT ?? '3000'}`;
const proxied = ['/api', '/healthz', '/readyz', '/public-objects'];

// index.html cannot import the brand constant, so the build writes it in.
function brandInHtml(): Plugin {
  return {
    name: 'kritzel-brand-in-html',
    transformIndexHtml: (html) => html.replaceAll('%BRAND_NAME%', BRAND.name),
  };
}

export default defineConfig({
  root: webRoot,
  // Env files live next to package.json, not inside web/.
  envDir: projectRoot,
  plugins: [react(), tailwindcss(), brandInHtml()],
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
      output: {
        codeSplitting: {
          groups: [
            // React changes rarely; its own chunk stays cached across our deploys.
            { name: 'react', test: /node_modules[\\/](react|react-dom|scheduler)[\\/]/ },
            // Only forms validate in the browser, so zod loads with the first form, not at start.
            { name: 'zod', test: /node_modules[\\/]zod[\\/]/ },
          ],
        },
      },
    },
  },
});
