import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadAllManifests } from '../../src/core/manifest/loadManifests';

/** Every literal translation key the code and the manifests use exists in pt-BR and en. */

const LOCALES = ['pt-BR', 'en'] as const;

function filesUnder(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) return filesUnder(full);
    return /\.tsx?$/.test(name) && !/\.test\.tsx?$/.test(name) ? [full] : [];
  });
}

function stringsFor(locale: string): Record<string, unknown> {
  const shell = JSON.parse(readFileSync(path.resolve('src/i18n', `${locale}.json`), 'utf8'));
  const plugins = Object.fromEntries(
    readdirSync(path.resolve('src/plugins')).map((id) => [id, JSON.parse(readFileSync(path.resolve('src/plugins', id, 'i18n', `${locale}.json`), 'utf8'))]),
  );
  return { ...shell, ...plugins };
}

function has(strings: Record<string, unknown>, key: string): boolean {
  const parts = key.split('.');
  const last = parts.pop()!;
  let node: unknown = strings;
  for (const part of parts) node = (node as Record<string, unknown> | undefined)?.[part];
  const leaf = node as Record<string, unknown> | undefined;
  return typeof leaf?.[last] === 'string' || typeof leaf?.[`${last}_other`] === 'string';
}

const namespaces = new Set(['shell', ...readdirSync(path.resolve('src/plugins'))]);

function usedKeys(): Map<string, string> {
  const used = new Map<string, string>();
  for (const file of [...filesUnder(path.resolve('src/plugins')), ...filesUnder(path.resolve('src/core'))]) {
    const source = readFileSync(file, 'utf8');
    for (const match of source.matchAll(/\bt\(\s*'([a-zA-Z-]+\.[A-Za-z0-9_.-]+)'/g)) {
      if (namespaces.has(match[1].split('.')[0])) used.set(match[1], path.relative(process.cwd(), file));
    }
  }
  for (const manifest of loadAllManifests()) {
    const keys = [...manifest.routes.map((r) => r.title), ...manifest.tabs.map((t) => t.label), ...manifest.menu.map((m) => m.label), ...manifest.slots.map((s) => s.label)];
    for (const key of keys) if (key) used.set(key, `manifests/${manifest.id}.json`);
  }
  return used;
}

describe('translation keys', () => {
  for (const locale of LOCALES) {
    it(`all exist in ${locale}`, () => {
      const strings = stringsFor(locale);
      const missing = [...usedKeys()].filter(([key]) => !has(strings, key)).map(([key, file]) => `${key} (${file})`);
      expect(missing).toEqual([]);
    });
  }
});
