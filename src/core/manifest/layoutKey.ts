/** A route's layout as "plugin:layout": a manifest writes "layout" for one of its own plugin, "plugin:layout" across plugins. */
export function layoutKeyOf(pluginId: string, layout: string | undefined): string | undefined {
  if (!layout) return undefined;
  return layout.includes(':') ? layout : `${pluginId}:${layout}`;
}
