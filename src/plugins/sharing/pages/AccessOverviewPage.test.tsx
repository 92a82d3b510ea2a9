import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it } from 'vitest';
import { renderWithShell, stubApi } from '../../../../tests/support/renderWithShell';
import { componentsOf, preloadModule } from '../../../core/runtime/registry';
import type { AccessOverview } from '../contract';
import AccessOverviewPage from './AccessOverviewPage';

const FAILED = 'Não foi possível carregar esta página agora. Verifique sua conexão e tente novamente.';

describe('/user/access', () => {
  // The cards other plugins put below the page load lazily: loaded first, none is still loading when the file ends.
  beforeAll(() => Promise.all(componentsOf('user.access.cards').map((c) => preloadModule(c.key))));

  it('says the accesses could not load when the network is down, and retries', async () => {
    let online = false;
    const overview: AccessOverview = { owned: [{ domain: 'exemplo.com.br', guests: [] }], sharedWithMe: [] };
    stubApi({ 'GET /api/user/access': { body: { data: overview } } });
    const answer = globalThis.fetch;
    globalThis.fetch = ((...args: Parameters<typeof fetch>) => (online ? answer(...args) : Promise.reject(new TypeError('Failed to fetch')))) as typeof fetch;
    renderWithShell(<AccessOverviewPage />, { path: '/user/access' });
    expect(await screen.findByRole('alert')).toHaveTextContent(FAILED);
    expect(screen.getByRole('heading', { level: 1, name: 'Acessos compartilhados' })).toBeInTheDocument();
    online = true;
    await userEvent.setup().click(screen.getByRole('button', { name: 'Tentar novamente' }));
    expect(await screen.findByText('exemplo.com.br')).toBeInTheDocument();
    expect(screen.queryByText(FAILED)).not.toBeInTheDocument();
  });
});
