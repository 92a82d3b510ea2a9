import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { FIRST_STYLES, type FirstStyles } from '../../core/shell/firstStyles';
import { firstStylesTags } from './firstStylesTags';

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

const recorded: FirstStyles = {
  home: { names: ['1x2y3z', 'ab12cd'], css: '.css-1x2y3z{color:red;}@media (min-width:600px){.css-ab12cd{padding:8px;}}' },
  shell: { names: ['1x2y3z'], css: '.css-1x2y3z{color:red;}' },
};

describe('the first-screen style tags', () => {
  it("are Emotion's server-rendered tags: its key, then the names its cache marks inserted, around the rules", () => {
    expect(firstStylesTags(builtWith(recorded))).toEqual({
      home: '<style data-emotion="css 1x2y3z ab12cd">.css-1x2y3z{color:red;}@media (min-width:600px){.css-ab12cd{padding:8px;}}</style>',
      shell: '<style data-emotion="css 1x2y3z">.css-1x2y3z{color:red;}</style>',
    });
    expect(firstStylesTags(builtWith({ ...recorded, shell: null })).shell).toBe('');
  });

  it('are left out without the file, and for rules the build would not write, rather than put into the page', () => {
    expect(firstStylesTags(builtWith(undefined))).toEqual({ home: '', shell: '' });
    const homeTag = (home: unknown) => firstStylesTags(builtWith({ ...recorded, home })).home;
    expect(homeTag({ ...recorded.home, names: [] })).toBe('');
    expect(homeTag({ ...recorded.home, names: ['1x2y3z" onload="alert(1)'] })).toBe('');
    expect(homeTag({ ...recorded.home, css: '.css-1x2y3z{}</style><script>alert(1)</script>' })).toBe('');
    expect(homeTag({ ...recorded.home, css: 7 })).toBe('');
    expect(homeTag(null)).toBe('');
    // One refused leaves the other as it is.
    expect(firstStylesTags(builtWith({ ...recorded, home: null })).shell).toContain('css-1x2y3z');
  });
});
