import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '@core';
import { renderWithShell } from '../../../../tests/support/renderWithShell';
import type { DnsRecord } from '../contract';
import { RecordDialog } from './RecordDialog';

async function choose(label: RegExp, option: string) {
  await userEvent.click(screen.getByRole('combobox', { name: label }));
  await userEvent.click(await screen.findByRole('option', { name: option }));
}

describe('RecordDialog', () => {
  it('creates an A record with ttl 3600 by default', async () => {
    const onSave = vi.fn().mockResolvedValue(undefined);
    const onClose = vi.fn();
    renderWithShell(<RecordDialog record={null} onSave={onSave} onClose={onClose} />);
    expect(screen.getByRole('combobox', { name: /Tipo/ })).toHaveTextContent('A');
    expect(screen.getByRole('combobox', { name: /TTL/ })).toHaveTextContent('1 hora');
    await userEvent.type(screen.getByRole('textbox', { name: 'Nome' }), 'www2');
    await userEvent.type(screen.getByRole('textbox', { name: 'Endereço IPv4' }), '192.0.2.1');
    await userEvent.click(screen.getByRole('button', { name: 'Salvar' }));
    expect(onSave).toHaveBeenCalledWith(expect.objectContaining({ type: 'A', name: 'www2', value: '192.0.2.1', ttl: 3600 }));
    expect(onClose).toHaveBeenCalled();
  });

  it('starts MX priority at 0 and keeps it to 5 digits', async () => {
    renderWithShell(<RecordDialog record={null} onSave={vi.fn()} onClose={vi.fn()} />);
    await choose(/Tipo/, 'MX');
    const priority = screen.getByRole('textbox', { name: 'Prioridade' });
    expect(priority).toHaveValue('0');
    await userEvent.clear(priority);
    await userEvent.type(priority, '1a2b34567');
    expect(priority).toHaveValue('12345');
  });

  it('refuses an invalid address before sending anything', async () => {
    const onSave = vi.fn();
    renderWithShell(<RecordDialog record={null} onSave={onSave} onClose={vi.fn()} />);
    await userEvent.type(screen.getByRole('textbox', { name: 'Endereço IPv4' }), '999.1.1.1');
    await userEvent.click(screen.getByRole('button', { name: 'Salvar' }));
    expect(await screen.findByText('Informe um endereço IPv4 válido.')).toBeInTheDocument();
    expect(onSave).not.toHaveBeenCalled();
  });

  it('keeps type and name read-only on edit and shows the server refusal under its field', async () => {
    const record: DnsRecord = { id: 7, type: 'CNAME', name: 'loja', value: 'destino.exemplo.com.br', ttl: 600 };
    const onSave = vi.fn().mockRejectedValue(new ApiError(422, 'Verifique os campos destacados e tente novamente.', { value: 'Destino recusado.' }));
    renderWithShell(<RecordDialog record={record} onSave={onSave} onClose={vi.fn()} />);
    expect(screen.getByRole('textbox', { name: 'Tipo' })).toHaveAttribute('readonly');
    expect(screen.getByRole('textbox', { name: 'Nome' })).toHaveAttribute('readonly');
    expect(screen.getByRole('combobox', { name: /TTL/ })).toHaveTextContent('10 minutos');
    await userEvent.click(screen.getByRole('button', { name: 'Salvar' }));
    expect(await screen.findByText('Destino recusado.')).toBeInTheDocument();
  });
});
