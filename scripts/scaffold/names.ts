/** The names a new plugin's id gives its files and code: `service-notes` → ServiceNotes, serviceNotes, service_notes. */
export interface PluginNames {
  id: string;
  pascal: string;
  camel: string;
  snake: string;
  /** A first-letter-capitalised title for manifests and pages: "Service notes". */
  title: string;
}

export const KEBAB_CASE = /^[a-z][a-z0-9]*(-[a-z0-9]+)*$/;

export function namesOf(id: string): PluginNames {
  const words = id.split('-');
  const pascal = words.map((w) => w.charAt(0).toUpperCase() + w.slice(1)).join('');
  return {
    id,
    pascal,
    camel: pascal.charAt(0).toLowerCase() + pascal.slice(1),
    snake: words.join('_'),
    title: words.join(' ').replace(/^./, (c) => c.toUpperCase()),
  };
}
