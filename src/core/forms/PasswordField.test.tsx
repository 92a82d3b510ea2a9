import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithShell } from '../../../tests/support/renderWithShell';
import { GENERATED_PASSWORD_LENGTH, generatePassword, PASSWORD_ALPHABET } from './generatePassword';
import { PasswordField } from './PasswordField';

describe('PasswordField', () => {
  it('hides the password until asked to show it, and has no generator unless given one', async () => {
    renderWithShell(<PasswordField label="Senha" defaultValue="segredo123" />);
    const input = screen.getByLabelText('Senha', { selector: 'input' });
    expect(input).toHaveAttribute('type', 'password');
    await userEvent.click(screen.getByRole('button', { name: 'Mostrar senha' }));
    expect(input).toHaveAttribute('type', 'text');
    await userEvent.click(screen.getByRole('button', { name: 'Ocultar senha' }));
    expect(input).toHaveAttribute('type', 'password');
    expect(screen.queryByRole('button', { name: 'Gerar senha' })).toBeNull();
  });

  it('hands over a generated 16-character password and shows it', async () => {
    const onGenerate = vi.fn();
    renderWithShell(<PasswordField label="Senha" onGenerate={onGenerate} />);
    await userEvent.click(screen.getByRole('button', { name: 'Gerar senha' }));
    expect(onGenerate).toHaveBeenCalledWith(expect.stringMatching(/^[A-Za-z0-9@#$&*]{16}$/));
    expect(screen.getByLabelText('Senha', { selector: 'input' })).toHaveAttribute('type', 'text');
  });
});

describe('generatePassword', () => {
  it('draws 16 characters from letters, digits and @#$&* (part 2 §5)', () => {
    for (let i = 0; i < 50; i++) {
      const password = generatePassword();
      expect(password).toHaveLength(GENERATED_PASSWORD_LENGTH);
      expect([...password].every((c) => PASSWORD_ALPHABET.includes(c))).toBe(true);
    }
    expect(generatePassword(() => PASSWORD_ALPHABET.length - 1)).toBe('*'.repeat(16));
  });
});
