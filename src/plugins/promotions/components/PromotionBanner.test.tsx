import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithShell, stubApi } from '../../../../tests/support/renderWithShell';
import { markSession } from '../../../core/auth/tokenCookie';
import { formatRemaining, IGNORE_AUTO_RECHARGE_KEY } from '../contract';
import AutoRechargeAlert from './AutoRechargeAlert';
import PromotionBanner from './PromotionBanner';

function renderBanner(type: string | null, expiration: number) {
  markSession('t', 60);
  stubApi({ 'GET /api/user/promotion': { body: { data: { active: true, type, expiration } } } });
  return renderWithShell(<PromotionBanner />);
}

afterEach(() => {
  vi.useRealTimers();
  sessionStorage.clear();
});

describe('PromotionBanner', () => {
  it.each([
    ['christmas', 'Até 61% de desconto na recarga de 36 meses!', '/payment/manual-recharge?period=36'],
    ['tester', 'Até 60% de desconto para continuar com a sua hospedagem!', '/hosting/create'],
    ['bf2030', 'Até 7 meses grátis na sua recarga!', '/payment/manual-recharge'],
  ])('the %s banner says what it gives and leads where the specification says', async (type, text, to) => {
    renderBanner(type, 3_700);
    expect(await screen.findByText(text)).toBeInTheDocument();
    expect(screen.getByRole('link')).toHaveAttribute('href', to);
  });

  it('counts the seconds down and goes away when the promotion ends', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    renderBanner('christmas', 90_062);
    const clock = await screen.findByTestId('promotion-clock');
    expect(clock).toHaveTextContent('1 dia e 01:01:02');
    await act(async () => vi.advanceTimersByTime(2_000));
    expect(clock).toHaveTextContent('1 dia e 01:01:00');
    await act(async () => vi.advanceTimersByTime(90_060_000));
    expect(screen.queryByTestId('promotion-banner')).not.toBeInTheDocument();
  });

  it('shows nothing without an active promotion', async () => {
    markSession('t', 60);
    const calls = stubApi({ 'GET /api/user/promotion': { body: { data: { active: false, type: null, expiration: 0 } } } });
    const view = renderWithShell(<PromotionBanner />);
    await waitFor(() => expect(calls).toContain('GET /api/user/promotion'));
    expect(view.container).toBeEmptyDOMElement();
  });

  it('writes the clock as days and hh:mm:ss', () => {
    expect(formatRemaining(59)).toEqual({ days: 0, time: '00:00:59' });
    expect(formatRemaining(2 * 86_400 + 3_600 * 5 + 61)).toEqual({ days: 2, time: '05:01:01' });
  });
});

describe('AutoRechargeAlert', () => {
  const credits = { total: 10, credit: 10, bonus: 0, estimate: 10, estimateText: '', bonusExpired: false, hasServices: true };

  it('invites an account with auto-recharge off to turn it on, and can be ignored for the session', async () => {
    markSession('t', 60);
    stubApi({ 'GET /api/user/credits': { body: { data: credits } }, 'GET /api/recharge/auto': { body: { data: { enabled: false } } } });
    const view = renderWithShell(<AutoRechargeAlert />);
    expect(await screen.findByRole('link', { name: 'Ativar' })).toHaveAttribute('href', '/payment/recharge');
    await userEvent.click(screen.getByRole('button', { name: 'Ignorar' }));
    expect(screen.queryByTestId('auto-recharge-alert')).not.toBeInTheDocument();
    expect(sessionStorage.getItem(IGNORE_AUTO_RECHARGE_KEY)).toBe('1');
    view.unmount();
    const again = renderWithShell(<AutoRechargeAlert />);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(again.container).toBeEmptyDOMElement();
  });

  it('says nothing when auto-recharge is on', async () => {
    markSession('t', 60);
    const calls = stubApi({ 'GET /api/user/credits': { body: { data: credits } }, 'GET /api/recharge/auto': { body: { data: { enabled: true } } } });
    const view = renderWithShell(<AutoRechargeAlert />);
    await waitFor(() => expect(calls).toContain('GET /api/recharge/auto'));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(view.container).toBeEmptyDOMElement();
  });
});
