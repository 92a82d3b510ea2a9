import { mkdtemp, mkdir, symlink, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { beforeEach, describe, expect, it } from 'vitest';
import { HostingFiles, PATH_OUTSIDE_ROOT } from './fileRoot';

let dataDir: string;
let files: HostingFiles;

beforeEach(async () => {
  dataDir = await mkdtemp(path.join(os.tmpdir(), 'painel-root-'));
  files = new HostingFiles(dataDir);
});

describe('HostingFiles.resolve', () => {
  it('places paths inside the hosting root, with public_html made on first use', async () => {
    const root = await files.root(7);
    expect(await files.resolve(7, '/public_html/index.php')).toBe(path.join(root, 'public_html', 'index.php'));
    expect(await files.resolve(7, 'public_html/a/../b')).toBe(path.join(root, 'public_html', 'b'));
    expect(await files.resolve(7, '/')).toBe(root);
  });

  it.each(['../8', '/../../etc/passwd', 'public_html/../../x', '..\\..\\x', 'a\0b'])('refuses %j with a 422 under the field', async (attempt) => {
    await expect(files.resolve(7, attempt, 'file')).rejects.toMatchObject({ statusCode: 422, errors: { file: PATH_OUTSIDE_ROOT } });
  });

  it('refuses a path through a symbolic link that points out of the root, and accepts one that stays in', async () => {
    const root = await files.root(7);
    const outside = path.join(dataDir, 'secret');
    await mkdir(outside);
    await writeFile(path.join(outside, 'key'), 'x');
    await symlink(outside, path.join(root, 'public_html', 'out'));
    await symlink(path.join(root, 'public_html'), path.join(root, 'site'));
    await expect(files.resolve(7, '/public_html/out/key')).rejects.toMatchObject({ statusCode: 422 });
    await expect(files.resolve(7, '/public_html/out/new-file')).rejects.toMatchObject({ statusCode: 422 });
    expect(await files.resolve(7, '/site/index.html')).toBe(path.join(root, 'site', 'index.html'));
  });

  it('places a path that goes through a file (ENOTDIR) instead of failing: it names nothing yet', async () => {
    const root = await files.root(7);
    await writeFile(path.join(root, 'public_html', 'index.html'), 'x');
    expect(await files.resolve(7, '/public_html/index.html/nada')).toBe(path.join(root, 'public_html', 'index.html', 'nada'));
  });
});
