declare module 'virtual:painel-brand' {
  export const brand: import('../manifest/schema').Brand & { logoUrl: string };
  export const manifests: import('../manifest/schema').Manifest[];
  export const translations: Record<string, Record<string, unknown>>;
  export const modules: Record<string, () => Promise<{ default: import('react').ComponentType }>>;
}
