/** The brand being built (name, theme, locale, logo), without its manifests: what every page may show. */
export { brand } from 'virtual:painel-brand-identity';
