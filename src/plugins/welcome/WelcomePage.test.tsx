import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithShell, stubApi } from '../../../tests/support/renderWithShell';
import { markSession } from '../../core/auth/tokenCookie';
import WelcomePage from './pages/WelcomePage';

describe('WelcomePage', () => {
  it('greets by first name and links the starting points whose pages exist', async () => {
    markSession('t', 60);
    stubApi({ 'GET /api/user': { body: { data: { id: 1, name: 'Ana Beatriz Cliente', email: 'a@x.com', isAffiliate: false, isFirstAccess: false } } } });
    renderWithShell(<WelcomePage />);
    expect(await screen.findByRole('heading', { name: 'Olá, Ana! Bem-vindo' })).toBeInTheDocument();
    const links = screen.getAllByRole('link').map((a) => [a.querySelector('h2')?.textContent, a.getAttribute('href')]);
    expect(links).toEqual([
      ['Solicitar migração', '/hosting/migration'],
      ['Instalar WordPress', '/hosting/add?wordpress=1'],
      ['Criar hospedagem', '/hosting/add'],
      ['Registrar domínio', '/domain/add'],
      ['Criar e-mail', '/hosting/add?email=1'],
    ]);
  });
});
