import path from 'node:path';
import type { Plugin } from 'vite';
import { loadBrand, sourcesForBrand } from '../manifest/loadManifests';
import { chunkGraph } from './chunkGraph';
import { FIRST_CODE_ELEMENT_ID, type FirstCodeFiles } from '../shell/firstCode';
import { firstPageComponents } from './firstPageComponents';

const escapeForScript = (json: string) => json.replace(/</g, '\\u003c');

/**
 * Lists in index.html the files of the components a signed-in first page draws, those of the shell's
 * slots and of the dashboard's (for everyone, as the early reads), with what they import, less what
 * the full app loads anyway. The entry preloads them beside the full app: fetched by the app's own lazy
 * imports, they waited for it to arrive and run, a second wave of requests (~130 ms on "/"). A list in the
 * page rather than in the entry's code: the entry would otherwise import the components itself, and the
 * bundler, no longer sure the full app was loaded before them, splits the shared code differently (the
 * sign-in page went from 22 files to 30).
 */
export function firstCodePreloads(brandId: string): Plugin {
  return {
    name: 'painel-first-code-preloads',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(html, context) {
        if (!context.bundle) return html;
        const { entry, chunkOf, closure } = chunkGraph(context.bundle);
        const app = chunkOf(path.resolve(import.meta.dirname, '../mountApp.tsx'));
        if (!entry || !app) return html;
        const loaded = new Set(closure([entry, app]).map((chunk) => chunk.fileName));
        const files: FirstCodeFiles = { shell: [], dashboard: [] };
        for (const { drawnOn, component, file } of firstPageComponents(sourcesForBrand(loadBrand(brandId)))) {
          const chunk = component.access.rule === 'public' ? chunkOf(file) : undefined;
          if (!chunk) continue;
          for (const { fileName } of closure([chunk])) {
            if (!loaded.has(fileName)) files[drawnOn].push(`/${fileName}`);
            if (drawnOn === 'shell') loaded.add(fileName);
          }
        }
        files.shell = [...new Set(files.shell)];
        files.dashboard = [...new Set(files.dashboard)].filter((file) => !files.shell.includes(file));
        const block = `<script type="application/json" id="${FIRST_CODE_ELEMENT_ID}">${escapeForScript(JSON.stringify(files))}</script>`;
        return html.replace('</head>', `  ${block}\n  </head>`);
      },
    },
  };
}
