import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithShell, stubApi } from '../../../../tests/support/renderWithShell';
import { RepositoryDialog } from './RepositoryDialog';

const REPOSITORIES = [
  { url: 'file:///x/site.git', fullPath: 'ana/site', branch: 'main', path: 'site' },
  { url: 'file:///x/portfolio.git', fullPath: 'ana/portfolio', branch: 'gh-pages', path: 'portfolio' },
];

describe('RepositoryDialog', () => {
  it('loads the repositories and prefills branch and public_html/ + path on choosing one', async () => {
    stubApi({ 'GET /api/hosting/lojadaana.com.br/deploy/repositories/github': { body: { data: REPOSITORIES } } });
    const onSave = vi.fn().mockResolvedValue(undefined);
    renderWithShell(<RepositoryDialog resource="lojadaana.com.br" provider="github" onSave={onSave} onClose={vi.fn()} />);
    await userEvent.click(await screen.findByRole('combobox', { name: 'Repositório' }));
    await userEvent.click(within(screen.getByRole('listbox')).getByRole('option', { name: 'ana/portfolio' }));
    expect(screen.getByRole('textbox', { name: 'Branch' })).toHaveValue('gh-pages');
    expect(screen.getByRole('textbox', { name: 'Diretório de publicação' })).toHaveValue('public_html/portfolio');
    await userEvent.click(screen.getByRole('button', { name: 'Salvar' }));
    expect(onSave).toHaveBeenCalledWith({ provider: 'github', repository: 'ana/portfolio', branch: 'gh-pages', dir: 'public_html/portfolio' });
  });

  it('requires repository and branch, and shows why the repositories could not load', async () => {
    stubApi({ 'GET /api/hosting/lojadaana.com.br/deploy/repositories/gitlab': { status: 409, body: { message: 'Conecte sua conta do GitLab antes de escolher um repositório.' } } });
    const onSave = vi.fn();
    renderWithShell(<RepositoryDialog resource="lojadaana.com.br" provider="gitlab" onSave={onSave} onClose={vi.fn()} />);
    expect(await screen.findByText('Conecte sua conta do GitLab antes de escolher um repositório.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Salvar' }));
    expect(await screen.findAllByText('Campo obrigatório.')).toHaveLength(3);
    expect(onSave).not.toHaveBeenCalled();
  });
});
