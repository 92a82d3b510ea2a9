import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderWithShell, stubApi } from '../../../../tests/support/renderWithShell';
import InstallAppPage from './InstallAppPage';

const FAILED = 'Não foi possível carregar as versões dos aplicativos agora. Você ainda pode escolher um aplicativo para instalar.';

describe('the one-click app catalogue', () => {
  it('says the versions could not load instead of leaving placeholders, keeps the apps choosable, and retries', async () => {
    const answers: Parameters<typeof stubApi>[0] = { 'GET /api/hosting/exemplo.com.br/apps/list': { status: 500, body: { status: 'error', message: 'Erro interno' } } };
    stubApi(answers);
    const { container } = renderWithShell(<InstallAppPage />, { path: '/hosting/exemplo.com.br/app/install', route: '/hosting/:resource/app/install' });
    expect(await screen.findByRole('alert')).toHaveTextContent(FAILED);
    expect(container.querySelector('.MuiSkeleton-root')).toBeNull();
    expect(screen.getByRole('link', { name: /WordPress/ })).toBeInTheDocument();
    answers['GET /api/hosting/exemplo.com.br/apps/list'] = { body: { data: [{ name: 'wordpress', version: '6.5' }] } };
    await userEvent.setup().click(screen.getByRole('button', { name: 'Tentar novamente' }));
    expect(await screen.findByText('Versão 6.5')).toBeInTheDocument();
    expect(screen.queryByText(FAILED)).not.toBeInTheDocument();
  });
});
