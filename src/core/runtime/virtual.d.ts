declare module 'virtual:painel-brand-identity' {
  export const brand: import('../manifest/schema').Brand & { logoUrl: string };
  /** The shell's strings (src/i18n/<locale>.json) in the brand's locales: its own and pt-BR. */
  export const shellStrings: Record<string, Record<string, unknown>>;
}

declare module 'virtual:painel-brand' {
  export const brand: import('../manifest/schema').Brand & { logoUrl: string };
  /** The enabled manifests as the shell reads them (see runtimeManifest). */
  export const manifests: import('../manifest/runtimeManifest').RuntimeManifest[];
  /** Only the strings manifests show (titles, labels), per locale and plugin. */
  export const manifestStrings: Record<string, Record<string, unknown>>;
  export const modules: Record<string, () => Promise<import('./componentModules').ComponentModule>>;
  /** Each plugin's full translations, loaded with its first page or component. */
  export const translationLoaders: Record<string, Record<string, () => Promise<{ default: Record<string, unknown> }>>>;
  /** react-admin's own messages in the brand's locales, loaded with the first plugin page (src/i18n/reactAdmin.ts). */
  export const reactAdminMessageLoaders: Record<string, () => Promise<{ default: Record<string, unknown> }>>;
}

/** What the entry reads to choose a shell before anything else loads (see signedOutModuleSource). */
declare module 'virtual:painel-signed-out' {
  export const locale: string;
  export const signedOutRoutes: import('./registry').RegisteredRoute[];
  export const redirects: import('../manifest/schema').ManifestRedirect[];
  /** GET paths the components of the shell's slots (every page but the bare ones) and of the dashboard's ask first. */
  export const firstReads: { shell: string[]; dashboard: string[]; barePaths: string[] };
  export const pageLoaders: Record<string, () => Promise<unknown>>;
  export const stringLoaders: Record<string, Record<string, () => Promise<unknown>>>;
}
