import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { FIRST_STYLES, type FirstStyles } from '../../core/shell/firstStyles';
import { firstStylesTag } from './firstStylesTag';

const dirs: string[] = [];
function builtWith(styles: unknown): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'painel-first-styles-'));
  dirs.push(dir);
  if (styles !== undefined) writeFileSync(path.join(dir, FIRST_STYLES), JSON.stringify(styles));
  return dir;
}
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

const recorded: FirstStyles = { path: '/', names: ['1x2y3z', 'ab12cd'], css: '.css-1x2y3z{color:red;}@media (min-width:600px){.css-ab12cd{padding:8px;}}' };

describe('the first-screen styles tag', () => {
  it("is Emotion's server-rendered tag: its key, then the names its cache marks inserted, around the rules", () => {
    expect(firstStylesTag(builtWith(recorded))).toEqual({
      path: '/',
      tag: '<style data-emotion="css 1x2y3z ab12cd">.css-1x2y3z{color:red;}@media (min-width:600px){.css-ab12cd{padding:8px;}}</style>',
    });
  });

  it('is left out without the file, and with one the build would not write, rather than put into the page', () => {
    expect(firstStylesTag(builtWith(undefined))).toBeNull();
    expect(firstStylesTag(builtWith({ ...recorded, names: [] }))).toBeNull();
    expect(firstStylesTag(builtWith({ ...recorded, names: ['1x2y3z" onload="alert(1)'] }))).toBeNull();
    expect(firstStylesTag(builtWith({ ...recorded, css: '.css-1x2y3z{}</style><script>alert(1)</script>' }))).toBeNull();
    expect(firstStylesTag(builtWith({ ...recorded, css: 7 }))).toBeNull();
    expect(firstStylesTag(builtWith({ names: recorded.names, css: recorded.css }))).toBeNull();
  });
});
