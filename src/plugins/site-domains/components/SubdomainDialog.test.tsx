import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithShell } from '../../../../tests/support/renderWithShell';
import { SubdomainDialog } from './SubdomainDialog';

describe('SubdomainDialog', () => {
  it('lower-cases the label, limits it to 100 and prefills the directory on leaving the field', async () => {
    const onSave = vi.fn().mockResolvedValue(undefined);
    renderWithShell(<SubdomainDialog resource="lojadaana.com.br" subdomain={null} onSave={onSave} onClose={vi.fn()} />);
    const label = screen.getByRole('textbox', { name: 'Subdomínio' });
    expect(label).toHaveAttribute('maxlength', '100');
    await userEvent.type(label, 'Loja');
    expect(label).toHaveValue('loja');
    await userEvent.tab();
    expect(screen.getByRole('textbox', { name: 'Diretório' })).toHaveValue('loja');
    await userEvent.click(screen.getByRole('button', { name: 'Salvar' }));
    expect(onSave).toHaveBeenCalledWith({ domain: 'loja', dir: 'loja' });
  });

  it('shows the directory’s maximum length, the one the API enforces', () => {
    renderWithShell(<SubdomainDialog resource="lojadaana.com.br" subdomain={null} onSave={vi.fn()} onClose={vi.fn()} />);
    expect(screen.getByRole('textbox', { name: 'Diretório' })).toHaveAttribute('maxlength', '255');
  });

  it('keeps a directory already typed', async () => {
    renderWithShell(<SubdomainDialog resource="lojadaana.com.br" subdomain={null} onSave={vi.fn()} onClose={vi.fn()} />);
    await userEvent.type(screen.getByRole('textbox', { name: 'Diretório' }), 'sites/x');
    await userEvent.type(screen.getByRole('textbox', { name: 'Subdomínio' }), 'loja');
    await userEvent.tab();
    expect(screen.getByRole('textbox', { name: 'Diretório' })).toHaveValue('sites/x');
  });
});
