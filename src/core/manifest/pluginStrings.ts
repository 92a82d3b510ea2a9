/**
 * The plugins whose strings a plugin's components need: its own, and those of every plugin it requires,
 * whose components it may show. The runtime loads them before drawing a component (registry.ts), and the
 * dashboard's byte budget counts them (build/dashboardBudget.ts): one rule for both.
 */
export function pluginsWithStrings(pluginIds: Iterable<string>, requiresOf: (id: string) => readonly string[] | undefined): string[] {
  const found = new Set<string>();
  const add = (id: string) => {
    if (found.has(id)) return;
    found.add(id);
    for (const required of requiresOf(id) ?? []) add(required);
  };
  for (const id of pluginIds) add(id);
  return [...found];
}
