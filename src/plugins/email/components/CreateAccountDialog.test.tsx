import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithShell } from '../../../../tests/support/renderWithShell';
import { CreateAccountDialog } from './CreateAccountDialog';

describe('CreateAccountDialog', () => {
  it('lower-cases the name, limits it to 40, shows the domain, generates a 16-character password and reads a blank quota as unlimited', async () => {
    const onSave = vi.fn().mockResolvedValue(undefined);
    renderWithShell(<CreateAccountDialog resource="lojadaana.com.br" onSave={onSave} onClose={vi.fn()} />);
    const name = screen.getByRole('textbox', { name: 'Nome da conta' });
    expect(name).toHaveAttribute('maxlength', '40');
    expect(screen.getByText('@lojadaana.com.br')).toBeInTheDocument();
    await userEvent.type(name, 'Contato.Novo');
    expect(name).toHaveValue('contato.novo');

    await userEvent.click(screen.getByRole('button', { name: 'Gerar senha' }));
    const password = screen.getByLabelText('Senha', { selector: 'input' });
    expect(password).toHaveAttribute('type', 'text');
    expect((password as HTMLInputElement).value).toMatch(/^[A-Za-z0-9@#$&*]{16}$/);

    const quota = screen.getByRole('spinbutton', { name: 'Limite de espaço (MB)' });
    expect(quota).toHaveAttribute('step', '512');
    expect(quota).toHaveAttribute('min', '0');
    await userEvent.click(screen.getByRole('button', { name: 'Salvar' }));
    expect(onSave).toHaveBeenCalledWith({ username: 'contato.novo', password: (password as HTMLInputElement).value, quota: 0 });
  });

  it('refuses a quota off the 512 MB steps and a short password', async () => {
    const onSave = vi.fn();
    renderWithShell(<CreateAccountDialog resource="lojadaana.com.br" onSave={onSave} onClose={vi.fn()} />);
    await userEvent.type(screen.getByRole('textbox', { name: 'Nome da conta' }), 'ana');
    await userEvent.type(screen.getByLabelText('Senha', { selector: 'input' }), 'curta');
    await userEvent.type(screen.getByRole('spinbutton', { name: 'Limite de espaço (MB)' }), '1000');
    await userEvent.click(screen.getByRole('button', { name: 'Salvar' }));
    expect(await screen.findByText('O limite deve ser múltiplo de 512 MB.')).toBeInTheDocument();
    expect(screen.getByText('A senha deve ter pelo menos 8 caracteres.')).toBeInTheDocument();
    expect(onSave).not.toHaveBeenCalled();
  });
});
