import react from '@vitejs/plugin-react';
import path from 'node:path';
import { defineConfig } from 'vite';
import { barrelsWithoutSideEffects } from './src/core/build/barrelsWithoutSideEffects';
import { brandHtml } from './src/core/build/brandHtml';
import { brandPlugin } from './src/core/build/brandPlugin';
import { compressedCopies } from './src/core/build/compressedCopies';
import { dashboardBudget } from './src/core/build/dashboardBudget';
import { firstCodePreloads } from './src/core/build/firstCodePreloads';
import { firstPageChunks } from './src/core/build/firstPageChunks';
import { firstScreenStyles } from './src/core/build/firstScreenStyles';
import { muiWithoutCssVariables } from './src/core/build/muiWithoutCssVariables';
import { noChunkCycles } from './src/core/build/noChunkCycles';
import { preloadsNotLoaded } from './src/core/build/preloadsNotLoaded';
import { routerWithoutDataRouter } from './src/core/build/routerWithoutDataRouter';
import { signedOutBudget } from './src/core/build/signedOutBudget';
import { brandBuildName } from './src/core/manifest/loadManifests';

const brand = process.env.BRAND ?? 'default';
const firstPage = firstPageChunks(brand);
const preloads = preloadsNotLoaded();

export default defineConfig({
  plugins: [muiWithoutCssVariables(), barrelsWithoutSideEffects(), routerWithoutDataRouter(), react(), brandPlugin(brand), brandHtml(brand), firstCodePreloads(brand), firstPage.plugin, preloads.plugin, signedOutBudget(brand), dashboardBudget(brand), noChunkCycles(), compressedCopies(), firstScreenStyles()],
  resolve: { alias: { '@core/contracts': path.resolve(import.meta.dirname, 'src/core/contracts.ts'), '@core/forms': path.resolve(import.meta.dirname, 'src/core/forms.ts'), '@core/signed-out': path.resolve(import.meta.dirname, 'src/core/signedOut.ts'), '@core': path.resolve(import.meta.dirname, 'src/core/index.ts') } },
  build: {
    outDir: process.env.OUT_DIR ?? `dist/${brandBuildName(brand)}`,
    emptyOutDir: true,
    sourcemap: false,
    // Every browser the panel supports preloads modules itself (Chromium 66, Firefox 115, Safari 17).
    modulePreload: { polyfill: false, resolveDependencies: preloads.resolveDependencies },
    rolldownOptions: { output: { codeSplitting: { groups: firstPage.groups } } },
  },
  server: {
    proxy: { '/api': `http://localhost:${process.env.API_PORT ?? 3000}` },
  },
});
