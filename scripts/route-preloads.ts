import fs from 'node:fs';
import path from 'node:path';
import type { Plugin, Rolldown } from 'vite';
import { CATALOGUE_PRELOADS_FILE, ROUTE_PRELOADS_FILE, type CataloguePreloads, type RoutePreload } from '../contracts/route-preloads.ts';
import { LOCALES } from '../contracts/i18n/locales.ts';
import { patternToRegExp } from '../web/lib/route-pattern.ts';

/** Each route of the table's source (web/routes.ts): its URL pattern and the page module it imports. */
export function routeModules(source: string): { pattern: string; module: string }[] {
  const start = source.indexOf('export const routes');
  const table = source.slice(start, source.indexOf('\n];', start));
  const routes = table.matchAll(/\{\s*(?:\/\/[^\n]*\n\s*)*path:\s*'([^']+)'[^{}]*?import\('(\.\/[^']+)'\)/g);
  return [...routes].map(([, pattern, module]) => ({ pattern: pattern!, module: module! }));
}

/**
 * Writes which scripts each page needs beyond the start-up ones, so the server can announce
 * them with the HTML (`<link rel="modulepreload">`, server/platform/web-app.ts). Without it a
 * page's own chunk is asked for only after the start-up script has downloaded and run — a
 * second round trip before anything of the page can show on a phone.
 */
export function routePreloads(webRoot: string): Plugin {
  return {
    name: 'kritzel-route-preloads',
    apply: 'build',
    generateBundle(_options, bundle) {
      const chunks = Object.values(bundle).filter((file): file is Rolldown.OutputChunk => file.type === 'chunk');
      const byFile = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
      const closure = (file: string, seen = new Set<string>()): Set<string> => {
        if (seen.has(file)) return seen;
        seen.add(file);
        for (const imported of byFile.get(file)?.imports ?? []) closure(imported, seen);
        return seen;
      };
      const entry = chunks.find((chunk) => chunk.isEntry);
      if (!entry) return this.error('no entry chunk');
      const atStart = closure(entry.fileName);

      const table = routeModules(fs.readFileSync(path.join(webRoot, 'routes.ts'), 'utf8'));
      const preloads: RoutePreload[] = table.map(({ pattern, module }) => {
        const id = path.resolve(webRoot, module);
        const isPage = (module: string | null | undefined) => module?.replace(/\.tsx?$/, '') === id;
        // A page whose modules another lazy chunk also imports (the Growth tab's from the plan page) is
        // merged into a shared chunk with no facade: that chunk is the page's all the same.
        const page =
          chunks.find((chunk) => chunk.isDynamicEntry && isPage(chunk.facadeModuleId)) ??
          chunks.find((chunk) => chunk.moduleIds.some((module) => isPage(module)));
        if (!page) return this.error(`no chunk for ${module} (route ${pattern})`);
        const files = [...closure(page.fileName)].filter((file) => !atStart.has(file)).map((file) => `/${file}`);
        return { pattern, regexp: patternToRegExp(pattern).source, files };
      });
      this.emitFile({ type: 'asset', fileName: ROUTE_PRELOADS_FILE, source: JSON.stringify(preloads) });

      // Each language's `core` messages, which every page waits for before its first render
      // (web/main.tsx): the server announces the visitor's language's with the HTML.
      const catalogues: CataloguePreloads = {};
      for (const locale of LOCALES) {
        const module = path.resolve(webRoot, '..', 'contracts', 'i18n', 'messages', locale, 'core.ts');
        const chunk = chunks.find((candidate) => candidate.facadeModuleId === module);
        if (!chunk) return this.error(`no chunk for the ${locale} core messages`);
        catalogues[locale] = [...closure(chunk.fileName)].filter((file) => !atStart.has(file)).map((file) => `/${file}`);
      }
      this.emitFile({ type: 'asset', fileName: CATALOGUE_PRELOADS_FILE, source: JSON.stringify(catalogues) });
    },
  };
}
