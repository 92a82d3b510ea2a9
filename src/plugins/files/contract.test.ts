import { describe, expect, it } from 'vitest';
import { createSchema, flagsOf, joinPath, octalOf, parentOf, permissionsSchema, suggestedArchiveName } from './contract';

describe('files contract', () => {
  it('turns rwx flags into three octal digits and back', () => {
    for (const octal of ['644', '755', '000', '777', '750', '421']) expect(octalOf(flagsOf(octal))).toBe(octal);
    expect(flagsOf('640')).toEqual([
      { read: true, write: true, execute: false },
      { read: true, write: false, execute: false },
      { read: false, write: false, execute: false },
    ]);
  });

  it('suggests the first name plus the extension; gz of several files or a folder is tar.gz', () => {
    const file = { name: 'index.php', type: 'file' as const };
    const folder = { name: 'site', type: 'dir' as const };
    expect(suggestedArchiveName([file], 'zip')).toBe('index.php.zip');
    expect(suggestedArchiveName([file], 'gz')).toBe('index.php.gz');
    expect(suggestedArchiveName([file, folder], 'gz')).toBe('index.php.tar.gz');
    expect(suggestedArchiveName([folder], 'gz')).toBe('site.tar.gz');
  });

  it('refuses names with slashes, . and .., and permissions that are not 3 octal digits', () => {
    for (const name of ['a/b', '..', '.', '', 'a\\b']) expect(createSchema.safeParse({ path: '/', name }).success).toBe(false);
    expect(createSchema.safeParse({ path: '/', name: '.htaccess' }).success).toBe(true);
    for (const permissions of ['8', '1234', '64a', '']) expect(permissionsSchema.safeParse({ file: '/a', permissions }).success).toBe(false);
  });

  it('joins and climbs customer paths', () => {
    expect(joinPath('/public_html/', 'a.txt')).toBe('/public_html/a.txt');
    expect(joinPath('/', 'public_html')).toBe('/public_html');
    expect(parentOf('/public_html/a')).toBe('/public_html');
    expect(parentOf('/public_html')).toBe('/');
  });
});
