import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithShell, stubApiFailingFirst } from '../../../../tests/support/renderWithShell';
import { markSession } from '../../../core/auth/tokenCookie';
import AutoRecharge from './AutoRecharge';

const FAILED = 'Não foi possível carregar esta página agora. Verifique sua conexão e tente novamente.';

describe('AutoRecharge', () => {
  it('offers a retry instead of an empty card', async () => {
    markSession('t', 60);
    const api = stubApiFailingFirst('/api/recharge/auto', { enabled: false, monthly: 45.5, declinedAt: null, paymentMethod: null, cardBrand: null, cardLastDigits: null });
    renderWithShell(<AutoRecharge />);
    expect(await screen.findByText(FAILED)).toBeInTheDocument();
    api.recover();
    fireEvent.click(screen.getByRole('button', { name: 'Tentar novamente' }));
    await waitFor(() => expect(screen.queryByText(FAILED)).not.toBeInTheDocument());
    expect(await screen.findByDisplayValue('R$ 45,50')).toBeInTheDocument();
  });
});
