import { locale, pageLoaders, stringLoaders } from 'virtual:painel-signed-out';
import { addPluginStrings, i18n } from '../../i18n';
import { withFallback } from '../../i18n/locales';
import { componentModules, type ComponentModule } from '../runtime/componentModules';

type StringsModule = { default: Record<string, unknown> };

/** Signed-out pages ("auth:pages/LoginPage") with their plugin's strings, each load started once. */
const pages = componentModules((key) => {
  const plugin = key.slice(0, key.indexOf(':'));
  const strings = withFallback(i18n.language || locale).map(async (each) => {
    const load = stringLoaders[plugin]?.[each];
    if (load) await addPluginStrings(each, plugin, ((await load()) as StringsModule).default);
  });
  return Promise.all([pageLoaders[key]() as Promise<ComponentModule>, ...strings]).then(([page]) => page);
});

export const loadSignedOutPage = pages.preload;

/** A signed-out page's component, drawn as itself once loaded (see componentModules). */
export const signedOutPage = pages.component;
