/**
 * npm run new-plugin -- <id>: a working plugin in one command (manifest, page, tab, menu entry,
 * server route, contract, strings and tests), enabled in the default brand. Nothing in src/core changes.
 */
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { KEBAB_CASE, namesOf } from './scaffold/names';
import { pluginFiles } from './scaffold/templates';

const root = path.resolve(import.meta.dirname, '..');

function fail(message: string): never {
  console.error(`new-plugin: ${message}`);
  process.exit(1);
}

/** Adds the id to the brand's plugin list, keeping the file's own layout. */
function enableInBrand(brandFile: string, id: string) {
  const text = readFileSync(brandFile, 'utf8');
  const updated = text.replace(/("plugins"\s*:\s*\[)([^\]]*)\]/, (_all, open: string, list: string) => `${open}${list.trimEnd()}${list.trim() ? ', ' : ''}"${id}"]`);
  if (updated === text) fail(`could not find the "plugins" list in ${path.relative(root, brandFile)}`);
  writeFileSync(brandFile, updated);
}

const id = process.argv[2];
if (!id) fail('give the new plugin an id: npm run new-plugin -- <id> (kebab-case, e.g. service-notes)');
if (!KEBAB_CASE.test(id)) fail(`"${id}" is not kebab-case: use lower-case letters and digits in words joined by "-", starting with a letter (e.g. service-notes)`);
if (existsSync(path.join(root, 'manifests', `${id}.json`)) || existsSync(path.join(root, 'src/plugins', id))) fail(`a plugin "${id}" already exists`);

const files = pluginFiles(namesOf(id));
for (const [relative, content] of Object.entries(files)) {
  const file = path.join(root, relative);
  if (existsSync(file)) fail(`${relative} already exists`);
  mkdirSync(path.dirname(file), { recursive: true });
  writeFileSync(file, content);
}
enableInBrand(path.join(root, 'manifests/brands/default.json'), id);
console.log(`Created plugin "${id}":\n${Object.keys(files).map((f) => `  ${f}`).join('\n')}\nand enabled it in manifests/brands/default.json.`);
console.log(`Next: npm run build, then open /hosting/<domain>/${id}; see docs/plugins.md.`);
