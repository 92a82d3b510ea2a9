export type Strings = { [key: string]: string | Strings };

const isBranch = (node: unknown): node is Strings => typeof node === 'object' && node !== null;

/**
 * Copies the given dotted keys out of a plugin's strings ("hosting.menu.domain" → { menu: { domain } }):
 * a string with its plural forms ("promotions.days" → days_one, days_other), a whole subtree
 * ("billing.discount") or, named by the plugin's id alone, all of them. Keys under another plugin's id
 * are left to that plugin's call.
 */
export function pickStrings(strings: Strings, pluginId: string, keys: readonly string[]): Strings {
  if (keys.includes(pluginId)) return strings;
  const out: Strings = {};
  for (const key of keys) {
    const [namespace, ...parts] = key.split('.');
    if (namespace !== pluginId || parts.length === 0) continue;
    const last = parts.pop()!;
    let source: unknown = strings;
    let target = out;
    for (const part of parts) {
      source = isBranch(source) ? source[part] : undefined;
      if (!isBranch(source)) break;
      target = (isBranch(target[part]) ? target[part] : (target[part] = {})) as Strings;
    }
    if (!isBranch(source)) continue;
    for (const [name, value] of Object.entries(source)) {
      if (name === last || (typeof value === 'string' && name.startsWith(`${last}_`))) target[name] = value;
    }
  }
  return prune(out);
}

/** Drops the branches a key that named nothing left empty. */
function prune(tree: Strings): Strings {
  return Object.fromEntries(
    Object.entries(tree).flatMap(([name, value]): [string, string | Strings][] => {
      if (!isBranch(value)) return [[name, value]];
      const kept = prune(value);
      return Object.keys(kept).length > 0 ? [[name, kept]] : [];
    }),
  );
}

/** Whether a dotted key names a string, its plural forms or a subtree in a plugin's strings. */
export function namesStrings(strings: Strings, pluginId: string, key: string): boolean {
  return Object.keys(pickStrings(strings, pluginId, [key])).length > 0;
}
