import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { Link, MemoryRouter } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';
import { i18n } from '../../i18n';
// Initialises the translations the 404 page shows.
import '../../../tests/support/renderWithShell';
import { AppRoutes } from './AppRoutes';

/** How often the layout was drawn: it draws its header, sidebar and page, ~500 components on "/". */
const layoutDraws = vi.hoisted(() => ({ count: 0 }));
vi.mock('../layout/ShellLayout', () => ({
  ShellLayout: ({ children }: { children: ReactNode }) => {
    layoutDraws.count += 1;
    return (
      <>
        <Link to="/nada/aqui">fora do mapa</Link>
        {children}
      </>
    );
  },
}));
vi.mock('../pages/Dashboard', () => ({ Dashboard: () => <h1>Início</h1> }));

function renderAt(path: string) {
  return render(
    <I18nextProvider i18n={i18n}>
      <QueryClientProvider client={new QueryClient()}>
        <MemoryRouter initialEntries={[path]}>
          <AppRoutes />
        </MemoryRouter>
      </QueryClientProvider>
    </I18nextProvider>,
  );
}

describe('the signed-in routes', () => {
  it('draw the layout and its page once on a load', async () => {
    layoutDraws.count = 0;
    renderAt('/');
    await screen.findByRole('heading', { name: 'Início' });
    // Long enough for anything set once mounted to be drawn.
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(layoutDraws.count).toBe(1);
  });

  it('send a path no page draws to the 404 page, outside the layout', async () => {
    renderAt('/');
    fireEvent.click(await screen.findByRole('link', { name: 'fora do mapa' }));
    expect(await screen.findByRole('heading', { name: 'Página não encontrada' })).toBeVisible();
    expect(screen.queryByRole('link', { name: 'fora do mapa' })).toBeNull();
  });
});
