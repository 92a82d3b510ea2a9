import { screen, waitFor } from '@testing-library/react';
import { useEffect, useState } from 'react';
import { describe, expect, it } from 'vitest';
import { renderWithShell, stubApi } from '../../../../tests/support/renderWithShell';
import { markSession } from '../../../core/auth/tokenCookie';
import { useHosting } from './useHostings';

const DOMAIN = 'lojadaana.com.br';

function Card({ name }: { name: string }) {
  const hosting = useHosting(DOMAIN).data;
  return <p>{hosting ? `${name}: ${hosting.plan}` : `${name}: …`}</p>;
}

/** The layout answers first; the page and a card mount after it, as their chunks arrive. */
function HostingPage() {
  const layout = useHosting(DOMAIN).data;
  const [pageArrived, setPageArrived] = useState(false);
  useEffect(() => {
    if (layout) setPageArrived(true);
  }, [layout]);
  return pageArrived ? (
    <>
      <Card name="página" />
      <Card name="cartão" />
    </>
  ) : null;
}

describe('useHosting', () => {
  it('asks for a hosting once while the layout, the page and its cards mount one after another', async () => {
    markSession('t', 60);
    const calls = stubApi({ [`GET /api/hosting/${DOMAIN}`]: { body: { data: { domain: DOMAIN, status: 'Active', plan: 'Nuvem Pro' } } } });
    renderWithShell(<HostingPage />);
    expect(await screen.findByText('página: Nuvem Pro')).toBeInTheDocument();
    expect(screen.getByText('cartão: Nuvem Pro')).toBeInTheDocument();
    await new Promise((resolve) => setTimeout(resolve, 50));
    await waitFor(() => expect(calls.filter((call) => call === `GET /api/hosting/${DOMAIN}`)).toHaveLength(1));
  });
});
