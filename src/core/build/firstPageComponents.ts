import path from 'node:path';
import type { PluginSource } from '../manifest/loadManifests';
import type { SlotComponent } from '../manifest/schema';
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
