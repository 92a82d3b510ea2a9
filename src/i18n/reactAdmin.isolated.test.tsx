import { describe, expect, it } from 'vitest';
import { manifestStrings } from 'virtual:painel-brand';
import { loadPluginStrings } from '../core/runtime/registry';
import { i18n, shellResources } from './index';

describe("react-admin's messages", () => {
  it('are not in the first load, and come with the first plugin page', async () => {
    await i18n.init({ lng: 'pt-BR', resources: shellResources(manifestStrings), interpolation: { escapeValue: false } });
    expect(i18n.exists('ra.action.undo')).toBe(false);
    await loadPluginStrings('hosting');
    expect(i18n.t('ra.action.undo')).toBe('Desfazer');
    expect(i18n.t('ra.navigation.page_rows_per_page')).toBe('Linhas por página:');
  });
});
