import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { pickStrings, type Strings } from '../../src/core/build/pickStrings';
import { loadPluginSources, readPluginTranslations } from '../../src/core/manifest/loadManifests';

/**
 * A slot component that declares its `strings` draws before its plugins' string files load, with those
 * keys alone: every string its code, and what that imports (statically or lazily), can name must be
 * among them, or the customer reads a raw key. A key built at run time counts as every string it could be.
 */

const sources = loadPluginSources();
const pluginIds = new Set(sources.map(({ manifest }) => manifest.id));
const fallbackStrings = new Map(sources.map(({ manifest, dir }) => [manifest.id, (readPluginTranslations(dir)['pt-BR'] ?? {}) as Strings]));

/** "billing.discount.title", … : each string of a plugin by its full key. */
function leaves(tree: Strings, prefix: string): string[] {
  return Object.entries(tree).flatMap(([name, value]) => (typeof value === 'string' ? [`${prefix}.${name}`] : leaves(value, `${prefix}.${name}`)));
}

function moduleFile(base: string): string | null {
  for (const candidate of [`${base}.tsx`, `${base}.ts`, `${base}/index.ts`, `${base}/index.tsx`]) if (existsSync(candidate)) return candidate;
  return null;
}

/** A module and the plugin modules it imports, statically or lazily, by relative path. */
function closure(entry: string): string[] {
  const seen = new Set<string>();
  const queue = [entry];
  while (queue.length) {
    const file = queue.pop()!;
    if (seen.has(file)) continue;
    seen.add(file);
    for (const [, spec] of readFileSync(file, 'utf8').matchAll(/(?:from|import\()\s*'(\.{1,2}\/[^']+)'/g)) {
      const next = moduleFile(path.resolve(path.dirname(file), spec));
      if (next) queue.push(next);
    }
  }
  return [...seen];
}

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * The keys a module's code names, as patterns over full keys: each quoted "plugin.key", and each template
 * `plugin.key.${…}` with its holes as anything; a key also names its plural forms and its subtree.
 */
function namedKeys(source: string): RegExp[] {
  const quoted = [...source.matchAll(/(['"])([a-z][a-z0-9-]*\.[A-Za-z0-9_.-]+)\1/g)].map((m) => escape(m[2]));
  const templates = [...source.matchAll(/`([a-z][a-z0-9-]*\.[^`]*)`/g)].map((m) => m[1].split(/\$\{[^}]*\}/).map(escape).join('.+'));
  return [...quoted, ...templates]
    .filter((pattern) => pluginIds.has(pattern.slice(0, pattern.indexOf('\\.'))))
    .map((pattern) => new RegExp(`^${pattern}(_[a-z]+|\\..+)?$`));
}

/** The strings a component's code can name that its declared `strings` leave out, each with the file naming it. */
function undeclaredStrings(componentFile: string, declared: readonly string[]): string[] {
  const shipped = new Set([...fallbackStrings].flatMap(([id, strings]) => leaves(pickStrings(strings, id, declared), id)));
  const all = [...fallbackStrings].flatMap(([id, strings]) => leaves(strings, id));
  return closure(componentFile).flatMap((file) => {
    const patterns = namedKeys(readFileSync(file, 'utf8'));
    return all.filter((key) => !shipped.has(key) && patterns.some((pattern) => pattern.test(key))).map((key) => `${key} (${path.relative(process.cwd(), file)})`);
  });
}

const declaring = sources.flatMap(({ manifest, dir }) =>
  manifest.components.flatMap((component) => (component.strings ? [{ key: `${manifest.id}:${component.component}`, slot: component.slot, file: moduleFile(path.join(dir, component.component))!, strings: component.strings }] : [])),
);

describe("components' declared strings", () => {
  it('are declared by the first-page components', () => {
    expect(declaring.length).toBeGreaterThan(10);
  });

  for (const { key, slot, file, strings } of declaring) {
    it(`cover what ${key} can show in ${slot}`, () => {
      expect(undeclaredStrings(file, strings)).toEqual([]);
    });
  }

  it('miss a string the code names once its key is left out', () => {
    const indicator = declaring.find((each) => each.key === 'billing:components/SiteDiscountIndicator')!;
    expect(undeclaredStrings(indicator.file, indicator.strings.filter((key) => key !== 'billing.discount'))).toContain('billing.discount.title (src/plugins/billing/components/SiteDiscountIndicator.tsx)');
  });

  it('miss every string a key built at run time could be', () => {
    const banner = declaring.find((each) => each.key === 'promotions:components/PromotionBanner')!;
    expect(undeclaredStrings(banner.file, [])).toEqual(expect.arrayContaining(['promotions.christmas.title (src/plugins/promotions/components/PromotionBanner.tsx)', 'promotions.default.text (src/plugins/promotions/components/PromotionBanner.tsx)']));
  });
});
