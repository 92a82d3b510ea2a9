import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithShell } from '../../../../tests/support/renderWithShell';
import { ChangePasswordDialog } from './ChangePasswordDialog';

const password = () => screen.getByLabelText('Senha', { selector: 'input' }) as HTMLInputElement;
const confirmation = () => screen.getByLabelText('Confirmar senha', { selector: 'input' }) as HTMLInputElement;

describe('ChangePasswordDialog', () => {
  it('the generator fills both fields with one 16-character password, which is saved', async () => {
    const onSave = vi.fn().mockResolvedValue(undefined);
    renderWithShell(<ChangePasswordDialog username="lojadaanacom1" shown="lojadaanacom1" onSave={onSave} onClose={vi.fn()} />);
    expect(screen.getByText('Alterar senha de lojadaanacom1')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Gerar senha' }));
    expect(password().value).toMatch(/^[A-Za-z0-9@#$&*]{16}$/);
    expect(confirmation().value).toBe(password().value);
    await userEvent.click(screen.getByRole('button', { name: 'Salvar' }));
    expect(onSave).toHaveBeenCalledWith({ username: 'lojadaanacom1', password: password().value, passwordConfirm: password().value });
  });

  it('refuses a confirmation that differs, under it, keeping what was typed', async () => {
    const onSave = vi.fn();
    renderWithShell(<ChangePasswordDialog username="designer" shown="designer@lojadaana.com.br" onSave={onSave} onClose={vi.fn()} />);
    await userEvent.type(password(), 'segredo123');
    await userEvent.type(confirmation(), 'segredo124');
    await userEvent.click(screen.getByRole('button', { name: 'Salvar' }));
    expect(await screen.findByText('As senhas não conferem.')).toBeInTheDocument();
    expect(password().value).toBe('segredo123');
    expect(onSave).not.toHaveBeenCalled();
  });
});
