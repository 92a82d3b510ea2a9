/**
 * npm run build:server: the API compiled ahead of time into build/server, run with
 * `node build/server/main.js` (npm run serve), and the node agent into build/server/node-agent.js,
 * so production needs neither tsx nor TypeScript.
 *
 * One esbuild bundle split into shared chunks: the core and the server code of every plugin the
 * API serves (the built-in ones and the external ones brands name, as loadServedPluginSources
 * finds them) are one module graph, so a plugin and the core share one copy of each module.
 * Packages stay imports of node_modules: native ones (better-sqlite3, argon2) cannot be bundled,
 * and a deployment installs them with `npm ci --omit=dev`.
 */
import { execFileSync } from 'node:child_process';
import { readFile, rm } from 'node:fs/promises';
import { isBuiltin } from 'node:module';
import path from 'node:path';
import { build, type Loader, type Metafile, type Plugin } from 'esbuild';
import { loadServedPluginSources, ROOT } from '../src/core/manifest/loadManifests';

export const SERVER_OUT_DIR = path.join(ROOT, 'build/server');
const ENTRY = 'painel:server-entry';
/** build/server/node-agent.js: the node agent (src/node/main.ts), run by `scripts/hosting-node.sh` with NODE_AGENT_COMPILED=1. */
export const NODE_AGENT_OUT = 'node-agent';

/** The compiled entry: hands loadServerPlugins each served plugin's compiled module, then starts main.ts. */
function entrySource(): string {
  const plugins = loadServedPluginSources()
    .filter(({ manifest }) => manifest.server)
    .map(({ manifest, dir }) => `  ${JSON.stringify(manifest.id)}: () => import(${JSON.stringify(path.join(dir, manifest.server!))}),`);
  return [
    `import { setCompiledServerPlugins } from ${JSON.stringify(path.join(ROOT, 'src/server/plugins/loadServerPlugins'))};`,
    'setCompiledServerPlugins({',
    ...plugins,
    '});',
    `await import(${JSON.stringify(path.join(ROOT, 'src/server/main'))});`,
  ].join('\n');
}

const entryPlugin = (): Plugin => ({
  name: 'painel-server-entry',
  setup(bundle) {
    bundle.onResolve({ filter: new RegExp(`^${ENTRY}$`) }, () => ({ path: ENTRY, namespace: 'painel' }));
    bundle.onLoad({ filter: /.*/, namespace: 'painel' }, () => ({ contents: entrySource(), loader: 'ts', resolveDir: ROOT }));
  },
});

const LOADERS: Record<string, Loader> = { '.ts': 'ts', '.tsx': 'tsx', '.js': 'js', '.jsx': 'jsx' };

/**
 * Every chunk runs from the output folder, so `import.meta.dirname` is made to keep naming the
 * source file's folder (loadManifests finds the repository's root by it). A module's URL or file
 * name would name its chunk instead: the build refuses them rather than compile a wrong path.
 */
const sourceFolderPlugin = (outDir: string): Plugin => ({
  name: 'painel-source-folders',
  setup(bundle) {
    bundle.onLoad({ filter: /\.[jt]sx?$/ }, async ({ path: file }) => {
      if (file.includes(`${path.sep}node_modules${path.sep}`)) return undefined;
      const source = await readFile(file, 'utf8');
      if (/import\.meta\.(url|filename)\b/.test(source)) {
        return { errors: [{ text: 'import.meta.url and import.meta.filename would name the compiled chunk, not this file: use import.meta.dirname' }] };
      }
      if (!source.includes('import.meta.dirname')) return undefined;
      const folder = JSON.stringify(path.relative(outDir, path.dirname(file)));
      return {
        contents: `import { resolve as __sourceFolder } from 'node:path';\n${source.replaceAll('import.meta.dirname', `__sourceFolder(import.meta.dirname, ${folder})`)}`,
        loader: LOADERS[path.extname(file)],
      };
    });
  },
});

/** What the compiled code imports from node_modules, as written (`mysql2/promise`); node's own modules left out. */
function externalImports(metafile: Metafile): string[] {
  const specifiers = Object.values(metafile.outputs).flatMap((output) => output.imports.filter((i) => i.external && !isBuiltin(i.path)).map((i) => i.path));
  return [...new Set(specifiers)].sort();
}

/** The npm packages the compiled code imports. */
export function importedPackages(metafile: Metafile): string[] {
  const packageOf = (specifier: string) => specifier.split('/').slice(0, specifier.startsWith('@') ? 2 : 1).join('/');
  return [...new Set(externalImports(metafile).map(packageOf))].sort();
}

/**
 * Imports that plain Node cannot resolve from the build, though a bundler or tsx would (a deep
 * import without its `.js`): asked of a node process of its own, since tsx's hooks in this one
 * resolve more than Node does.
 */
function importsNodeCannotResolve(metafile: Metafile, outDir: string): string[] {
  const probe = `import { existsSync } from 'node:fs';
    const found = (specifier) => { try { const url = new URL(import.meta.resolve(specifier)); return url.protocol !== 'file:' || existsSync(url); } catch { return false; } };
    console.log(JSON.stringify(JSON.parse(process.argv[1]).filter((specifier) => !found(specifier))));`;
  const env = { ...process.env, NODE_OPTIONS: '' };
  const output = execFileSync(process.execPath, ['--input-type=module', '-e', probe, JSON.stringify(externalImports(metafile))], { cwd: outDir, env, encoding: 'utf8' });
  return JSON.parse(output) as string[];
}

/** Packages the compiled server imports that `npm ci --omit=dev` would not install. */
export async function packagesMissingInProduction(metafile: Metafile): Promise<string[]> {
  const { dependencies = {} } = JSON.parse(await readFile(path.join(ROOT, 'package.json'), 'utf8')) as { dependencies?: Record<string, string> };
  return importedPackages(metafile).filter((name) => !(name in dependencies));
}

/** Compiles the server into outDir (emptied first), which must lie inside the repository so its packages resolve from node_modules. */
export async function buildServer(outDir = SERVER_OUT_DIR): Promise<Metafile> {
  if (path.relative(ROOT, outDir).startsWith('..')) throw new Error(`${outDir}: the compiled server must be inside ${ROOT}, where node_modules is`);
  await rm(outDir, { recursive: true, force: true });
  const { metafile } = await build({
    absWorkingDir: ROOT,
    // The node agent beside it, sharing its chunks: the node's one privileged process runs compiled too.
    entryPoints: [{ in: ENTRY, out: 'main' }, { in: path.join(ROOT, 'src/node/main.ts'), out: NODE_AGENT_OUT }],
    outdir: outDir,
    entryNames: '[name]',
    chunkNames: '[name]-[hash]',
    bundle: true,
    splitting: true,
    format: 'esm',
    platform: 'node',
    target: 'node20.19',
    packages: 'external',
    // One tsconfig for every file, so an external plugin's folder resolves @server/… and @core as the panel's own code does.
    tsconfig: path.join(ROOT, 'tsconfig.json'),
    metafile: true,
    logLevel: 'warning',
    plugins: [entryPlugin(), sourceFolderPlugin(outDir)],
  });
  const unresolved = importsNodeCannotResolve(metafile, outDir);
  if (unresolved.length) throw new Error(`the compiled server imports ${unresolved.join(', ')}, which Node cannot find as written: name the file (with .js) or a path the package exports`);
  return metafile;
}

if (process.argv[1] && path.resolve(process.argv[1]) === path.resolve(import.meta.filename)) {
  const started = Date.now();
  try {
    const missing = await packagesMissingInProduction(await buildServer());
    if (missing.length) throw new Error(`the compiled server imports ${missing.join(', ')}, not in package.json's dependencies: npm ci --omit=dev would leave them out`);
  } catch (error) {
    console.error(`build:server: ${(error as Error).message}`);
    process.exit(1);
  }
  console.log(`build:server: ${path.relative(ROOT, SERVER_OUT_DIR)}/main.js in ${Date.now() - started} ms`);
}
