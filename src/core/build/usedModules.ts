import { parseAst } from 'vite';

/** What the closure reads of the bundler's module graph (rolldown's plugin context in buildEnd). */
export interface ModuleGraph {
  getModuleInfo(id: string): { code: string | null; importedIds: readonly string[]; exports?: readonly string[] } | null;
  resolve(source: string, importer: string): Promise<{ id: string } | null>;
}

/** A name a module re-exports: from which import, under which name there. */
interface ReExport {
  source: string;
  name: string;
}

/** A module that only passes on names of others (`export { X } from`, `export * from`), such as @mui/material's index. */
interface Barrel {
  named: Map<string, ReExport>;
  stars: string[];
}

/** An import of a module and the names it takes. */
interface Import {
  source: string;
  names: typeof ALL | string[];
}

/** Every name of a module: a namespace import, a side effect, `export *`. */
const ALL = '*';

type Program = ReturnType<typeof parseAst>;
type Statement = Program['body'][number];
type ImportSpecifiers = Extract<Statement, { type: 'ImportDeclaration' }>['specifiers'];

const nameOf = (node: { type: string; name?: string; value?: unknown }) => (node.type === 'Identifier' ? node.name! : String(node.value));

/** The name an import specifier takes from its module: `{ A }` takes A, `X` the default, `* as x` all. */
const takenName = (specifier: ImportSpecifiers[number]) => (specifier.type === 'ImportSpecifier' ? nameOf(specifier.imported) : specifier.type === 'ImportDefaultSpecifier' ? 'default' : ALL);

function importsOf(body: readonly Statement[]): Import[] {
  return body.flatMap((statement): Import[] => {
    if (statement.type === 'ImportDeclaration') {
      const names = statement.specifiers.map(takenName);
      return [{ source: statement.source.value, names: names.length && !names.includes(ALL) ? names : ALL }];
    }
    if (statement.type === 'ExportNamedDeclaration' && statement.source) return [{ source: statement.source.value, names: statement.specifiers.map((s) => nameOf(s.local)) }];
    if (statement.type === 'ExportAllDeclaration') return [{ source: statement.source.value, names: ALL }];
    return [];
  });
}

/** A module's code as a program, or null where there is none or it is no JavaScript the parser reads. */
function parsed(code: string | null | undefined): Program | null {
  try {
    return code ? parseAst(code, { lang: 'js' }) : null;
  } catch {
    return null;
  }
}

/** Whether this module's code only passes on names of others: it runs nothing of its own. */
export function isBarrel(code: string): boolean {
  const program = parsed(code);
  return program !== null && program.body.length > 0 && barrelOf(program.body) !== null;
}

function barrelOf(body: readonly Statement[]): Barrel | null {
  const named = new Map<string, ReExport>();
  const stars: string[] = [];
  const imported = new Map<string, ReExport>();
  for (const statement of body) {
    if (statement.type === 'ImportDeclaration') {
      // An import for its side effects runs code: not a barrel.
      if (!statement.specifiers.length) return null;
      for (const s of statement.specifiers) imported.set(s.local.name, { source: statement.source.value, name: takenName(s) });
    } else if (statement.type === 'ExportAllDeclaration') {
      if (statement.exported) named.set(nameOf(statement.exported), { source: statement.source.value, name: ALL });
      else stars.push(statement.source.value);
    } else if (statement.type === 'ExportNamedDeclaration' && !statement.declaration) {
      for (const s of statement.specifiers) {
        const from = statement.source ? { source: statement.source.value, name: nameOf(s.local) } : imported.get(nameOf(s.local));
        if (!from) return null;
        named.set(nameOf(s.exported), from);
      }
    } else if (!(statement.type === 'ExpressionStatement' && statement.directive)) return null;
  }
  return { named, stars };
}

/** A module's imports, resolved: a barrel's names by where they come from, any other module's imports with the names taken. */
interface Links {
  barrel: { named: Map<string, { target: string; name: string }>; stars: string[] } | null;
  imports: [target: string, names: typeof ALL | string[]][];
}

/**
 * The modules a set of roots' code runs: their static imports, and theirs, but through a barrel only to
 * the modules that hold the names imported. Following every import of a barrel would make a sign-in
 * page that takes `Button` from @mui/material's index "use" all of MUI, where the bundler, which follows
 * names, puts only Button's modules in that page's chunks. One reader per build: each module is parsed
 * and its imports resolved once, for every call.
 */
export function moduleUse(graph: ModuleGraph, skip: (id: string) => boolean = () => false) {
  const links = new Map<string, Links>();
  const exportsOf = (id: string) => graph.getModuleInfo(id)?.exports;

  async function read(id: string): Promise<Links> {
    const program = parsed(graph.getModuleInfo(id)?.code);
    const resolve = async (source: string) => (await graph.resolve(source, id))?.id ?? null;
    const barrel = program ? barrelOf(program.body) : null;
    const imports: Links['imports'] = [];
    const named = new Set<string>();
    for (const { source, names } of program ? importsOf(program.body) : []) {
      const target = await resolve(source);
      if (!target) continue;
      named.add(target);
      imports.push([target, names]);
    }
    // What the code takes otherwise (a CommonJS require, a helper the bundler adds) is used whole.
    for (const target of graph.getModuleInfo(id)?.importedIds ?? []) if (!named.has(target)) imports.push([target, ALL]);
    if (!barrel) return { barrel: null, imports };
    const byName = new Map<string, { target: string; name: string }>();
    for (const [name, from] of barrel.named) {
      const target = await resolve(from.source);
      if (target) byName.set(name, { target, name: from.name });
    }
    const stars = (await Promise.all(barrel.stars.map(resolve))).filter((target): target is string => Boolean(target));
    return { barrel: { named: byName, stars }, imports };
  }

  /** Reads every module the roots reach, a wave of modules at a time, so that the walks after run without waiting. */
  async function readFrom(roots: readonly string[]) {
    let wave = roots.filter((id) => !links.has(id) && !skip(id));
    while (wave.length) {
      const waveLinks = await Promise.all(wave.map(async (id) => [id, await read(id)] as const));
      const next = new Set<string>();
      for (const [id, link] of waveLinks) {
        links.set(id, link);
        for (const [target] of link.imports) if (!links.has(target) && !skip(target)) next.add(target);
      }
      wave = [...next];
    }
  }

  return async function usedBy(roots: readonly string[]): Promise<Set<string>> {
    await readFrom(roots);
    const used = new Set<string>();
    const asked = new Map<string, Set<string>>();
    const queue: [string, typeof ALL | string[]][] = roots.map((root) => [root, ALL]);
    while (queue.length) {
      const [id, names] = queue.pop()!;
      if (skip(id) || used.has(id)) continue;
      const { barrel, imports } = links.get(id) ?? { barrel: null, imports: [] };
      if (barrel && names !== ALL) {
        // Only the names not asked before, each from the import that holds it.
        const before = asked.get(id) ?? new Set<string>();
        asked.set(id, before);
        for (const name of names.filter((n) => !before.has(n))) {
          before.add(name);
          const from = barrel.named.get(name);
          if (from) queue.push([from.target, from.name === ALL ? ALL : [from.name]]);
          // A star that is a barrel passes the name on; any other module holds it if it exports it, or may through a star of its own.
          else for (const star of barrel.stars) if (links.get(star)?.barrel || (exportsOf(star)?.some((each) => each === name || each === ALL) ?? true)) queue.push([star, [name]]);
        }
        continue;
      }
      used.add(id);
      queue.push(...imports);
    }
    return used;
  };
}
