import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithShell, stubApiFailingFirst } from '../../../../tests/support/renderWithShell';
import { markSession } from '../../../core/auth/tokenCookie';
import RestorePage from './RestorePage';

describe('RestorePage', () => {
  it('after a failed load offers a retry, never "Nenhuma hospedagem excluída." for a list it could not read', async () => {
    markSession('t', 60);
    const api = stubApiFailingFirst('/api/hosting/restore', [
      { domain: 'antigo.com.br', username: 'antigocom', createdAt: '2026-08-17T01:33:11.678Z', deletedAt: '2026-11-01T10:00:00.000Z', monthlyPrice: 29.9 },
    ]);
    renderWithShell(<RestorePage />);
    expect(await screen.findByText('Não foi possível carregar esta página agora. Verifique sua conexão e tente novamente.')).toBeInTheDocument();
    expect(screen.queryByText('Nenhuma hospedagem excluída.')).not.toBeInTheDocument();
    api.recover();
    fireEvent.click(screen.getByRole('button', { name: 'Tentar novamente' }));
    expect(await screen.findByText('antigo.com.br')).toBeInTheDocument();
  });
});
