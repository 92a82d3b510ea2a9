/** Runs every benchmark under bench/ named on the command line, or all of them. */
import { spawnSync } from 'node:child_process';
import { readdirSync } from 'node:fs';

const all = readdirSync('bench').filter((f) => f.endsWith('.ts') && !['run.ts', 'support.ts'].includes(f));
const chosen = process.argv.slice(2).length ? process.argv.slice(2) : all;
for (const file of chosen) {
  console.log(`\n### bench/${file.replace(/^bench\//, '')}`);
  spawnSync('npx', ['tsx', `bench/${file.replace(/^bench\//, '')}`], { stdio: 'inherit' });
}
