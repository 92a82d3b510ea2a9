import { PNG } from 'pngjs';
import { readFileSync, readdirSync } from 'node:fs';
const width = process.argv[2] ?? '1280';
for (const f of readdirSync('.tmp/cmp').filter((f) => f.startsWith(`${width}-base-`))) {
  const a = PNG.sync.read(readFileSync(`.tmp/cmp/${f}`));
  const b = PNG.sync.read(readFileSync(`.tmp/cmp/${f.replace('-base-', '-new-')}`));
  if (a.width !== b.width || a.height !== b.height) { console.log(f, 'size', a.width, a.height, 'vs', b.width, b.height); continue; }
  let diff = 0; let minY = Infinity; let maxY = -1;
  for (let i = 0; i < a.data.length; i += 4) {
    if (a.data[i] !== b.data[i] || a.data[i + 1] !== b.data[i + 1] || a.data[i + 2] !== b.data[i + 2]) { diff++; const y = Math.floor(i / 4 / a.width); minY = Math.min(minY, y); maxY = Math.max(maxY, y); }
  }
  console.log(f, diff ? `DIFF ${diff}px rows ${minY}-${maxY}` : 'same');
}
