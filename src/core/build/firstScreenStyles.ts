import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import type { Logger, Plugin } from 'vite';
import { ROOT } from '../manifest/loadManifests';

const CAPTURE = path.join(ROOT, 'scripts', 'capture-first-styles.ts');

/**
 * Once the panel is written, records the Emotion rules its signed-in pages insert as they first draw
 * (scripts/capture-first-styles.ts, in Chromium against this very build), which the server then sends
 * in those pages: "/"'s on "/", the shell's on the others. About 8 s a build. FIRST_SCREEN_STYLES=off
 * leaves them out, for builds made to check something else; so does a machine without Chromium, which
 * the capture says. A capture that fails fails the build: the built panel could not draw its first page.
 */
export function firstScreenStyles(): Plugin {
  let outDir = '';
  let logger: Logger | undefined;
  return {
    name: 'painel-first-screen-styles',
    apply: 'build',
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
      logger = config.logger;
    },
    closeBundle: {
      order: 'post',
      sequential: true,
      handler() {
        if (process.env.FIRST_SCREEN_STYLES === 'off' || !existsSync(path.join(outDir, 'index.html'))) return;
        const capture = spawnSync(process.execPath, ['--import', 'tsx', CAPTURE, outDir], { cwd: ROOT, encoding: 'utf8' });
        if (capture.status !== 0) throw new Error(`recording the first-screen styles failed:\n${capture.stderr || capture.stdout}`);
        logger?.info(capture.stdout.trim());
      },
    },
  };
}
