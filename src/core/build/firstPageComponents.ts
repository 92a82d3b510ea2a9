import path from 'node:path';
import type { PluginSource } from '../manifest/loadManifests';
import type { SlotComponent } from '../manifest/schema';
import { pluginsWithStrings } from '../manifest/pluginStrings';
import { DASHBOARD_SLOT_IDS, SHELL_SLOT_IDS } from '../runtime/coreSlots';

/** A component the core draws on a signed-in first page: in the shell (every page) or on the dashboard. */
export interface FirstPageComponent {
  drawnOn: 'shell' | 'dashboard';
  source: PluginSource;
  component: SlotComponent;
  /** "plugin:module", as the runtime names it. */
  key: string;
  /** Its module's path without extension, as the bundler resolves it. */
  file: string;
}

/**
 * The components the brand's plugins put in the shell's and the dashboard's slots, but for floating
 * ones (drawn once the page is): what the build groups, checks and reads ahead.
 */
export function firstPageComponents(sources: readonly PluginSource[]): FirstPageComponent[] {
  return sources.flatMap((source) =>
    source.manifest.components.flatMap((component): FirstPageComponent[] => {
      const drawnOn = SHELL_SLOT_IDS.includes(component.slot) ? 'shell' : DASHBOARD_SLOT_IDS.includes(component.slot) ? 'dashboard' : null;
      if (!drawnOn || component.floating) return [];
      return [{ drawnOn, source, component, key: `${source.manifest.id}:${component.component}`, file: path.join(source.dir, component.component) }];
    }),
  );
}

/**
 * The plugins whose string files a first page loads before drawing these components (registry.ts):
 * for each component that declares no `strings`, its plugin's and those of the plugins it requires.
 */
export function firstPageStringPlugins(sources: readonly PluginSource[], components: readonly FirstPageComponent[]): PluginSource[] {
  const byId = new Map(sources.map((source) => [source.manifest.id, source]));
  const waiting = components.filter(({ component }) => component.strings === undefined).map(({ source }) => source.manifest.id);
  return pluginsWithStrings(waiting, (id) => byId.get(id)?.manifest.requires).flatMap((id) => byId.get(id) ?? []);
}
