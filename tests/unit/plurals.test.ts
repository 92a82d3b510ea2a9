import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * Counted words go through i18next's plural forms. In pt-BR, CLDR files 0 under "one" ("0 dia"),
 * so every pt-BR text with a `_one` form also has a `_zero` form, which i18next picks for 0.
 */

function filesUnder(dir: string, pattern: RegExp): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) return filesUnder(full, pattern);
    return pattern.test(name) ? [full] : [];
  });
}

function leaves(node: unknown, prefix = ''): [string, string][] {
  if (typeof node === 'string') return [[prefix, node]];
  if (!node || typeof node !== 'object') return [];
  return Object.entries(node).flatMap(([key, value]) => leaves(value, prefix ? `${prefix}.${key}` : key));
}

const ptBRFiles = filesUnder(path.resolve('src'), /^pt-BR\.json$/);

describe('counted words', () => {
  it('have a pt-BR form for zero wherever they have one for one', () => {
    expect(ptBRFiles.length).toBeGreaterThan(5);
    const missing = ptBRFiles.flatMap((file) => {
      const keys = new Set(leaves(JSON.parse(readFileSync(file, 'utf8'))).map(([key]) => key));
      return [...keys].filter((key) => key.endsWith('_one') && !keys.has(key.replace(/_one$/, '_zero'))).map((key) => `${path.relative(process.cwd(), file)}: ${key}`);
    });
    expect(missing).toEqual([]);
  });

  it('are never written as "minuto(s)" or "este(a)"', () => {
    const sources = filesUnder(path.resolve('src'), /\.(tsx?|json)$/).filter((file) => !/\.test\.tsx?$/.test(file));
    const texts = (line: string) => line.replace(/\$\{[^}]*\}/g, '').match(/'[^'\n]*'|"[^"\n]*"|`[^`\n]*`/g) ?? [];
    const offending = sources.flatMap((file) =>
      readFileSync(file, 'utf8')
        .split('\n')
        .map((line, index) => ({ line, index }))
        .filter(({ line }) => texts(line).some((text) => /[a-zà-ú]\((s|es|a|as|ns)\)/i.test(text)))
        .map(({ index }) => `${path.relative(process.cwd(), file)}:${index + 1}`),
    );
    expect(offending).toEqual([]);
  });
});
