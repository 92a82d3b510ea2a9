import { PNG } from 'pngjs';
import { readFileSync, writeFileSync } from 'node:fs';
const [fa, fb, y0, y1, out] = process.argv.slice(2);
const a = PNG.sync.read(readFileSync(fa)); const b = PNG.sync.read(readFileSync(fb));
const h = Number(y1) - Number(y0); const o = new PNG({ width: a.width, height: h * 2 + 4 });
for (const [img, off] of [[a, 0], [b, h + 4]]) for (let y = 0; y < h; y++) img.data.copy(o.data, (y + off) * a.width * 4, (y + Number(y0)) * a.width * 4, (y + Number(y0) + 1) * a.width * 4);
writeFileSync(out, PNG.sync.write(o));
