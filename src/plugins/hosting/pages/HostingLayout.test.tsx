import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it } from 'vitest';
import { renderWithShell, stubApi } from '../../../../tests/support/renderWithShell';
import { componentsOf, preloadModule } from '../../../core/runtime/registry';
import type { Hosting } from '../contract';
import HostingLayout from './HostingLayout';

const FAILED = 'Não foi possível carregar esta página agora. Verifique sua conexão e tente novamente.';

const hosting: Hosting = {
  domain: 'exemplo.com.br', domainAlt: 'exemplo.painel.app', status: 'Active', statusText: 'Ativa', product: 'php', plan: 'Básico', planId: 1,
  server: 'br1', serverIp: '10.0.0.1', region: 'BR', regionName: 'Brasil', createdAt: '2026-01-01T00:00:00.000Z', paused: false,
  isGuest: false, isTester: false, hasDomain: true,
  permissions: { hasWebsite: true, hasDomain: true, hasEmail: true },
};

describe('the hosting page frame', () => {
  beforeAll(() => Promise.all(componentsOf('hosting.notices').map((c) => preloadModule(c.key))));

  it('says the hosting could not load (every hosting tab, the removal one too, is under it) and retries', async () => {
    const answers: Parameters<typeof stubApi>[0] = { 'GET /api/hosting/exemplo.com.br': { status: 504, body: { status: 'error', message: 'Tempo esgotado' } } };
    stubApi(answers);
    renderWithShell(<HostingLayout />, { path: '/hosting/exemplo.com.br/remove', route: '/hosting/:resource/*' });
    expect(await screen.findByRole('alert')).toHaveTextContent(FAILED);
    answers['GET /api/hosting/exemplo.com.br'] = { body: { data: hosting } };
    await userEvent.setup().click(screen.getByRole('button', { name: 'Tentar novamente' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'exemplo.com.br' })).toBeInTheDocument();
    expect(screen.queryByText(FAILED)).not.toBeInTheDocument();
  });
});
