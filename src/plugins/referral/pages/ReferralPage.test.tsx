import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithShell, stubApiFailingFirst } from '../../../../tests/support/renderWithShell';
import { markSession } from '../../../core/auth/tokenCookie';
import ReferralPage from './ReferralPage';

const FAILED = 'Não foi possível carregar esta página agora. Verifique sua conexão e tente novamente.';

describe('ReferralPage', () => {
  it('offers a retry instead of spinning, and shows the link once the API answers', async () => {
    markSession('t', 60);
    const api = stubApiFailingFirst('/api/referral', { link: 'https://painel.exemplo/?ref=ana', referred: 2, rewarded: 1, bonus: 20 });
    renderWithShell(<ReferralPage />);
    expect(await screen.findByText(FAILED)).toBeInTheDocument();
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
    api.recover();
    fireEvent.click(screen.getByRole('button', { name: 'Tentar novamente' }));
    expect(await screen.findByDisplayValue('https://painel.exemplo/?ref=ana')).toBeInTheDocument();
    expect(screen.queryByText(FAILED)).not.toBeInTheDocument();
    expect(api.calls).toEqual(['GET /api/referral', 'GET /api/referral']);
  });
});
