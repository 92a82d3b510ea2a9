import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { manifestStrings, manifests } from 'virtual:painel-brand';
import { i18n } from '../../src/i18n';
import { buildResources } from '../../src/i18n/reactAdmin';
import { loadPluginStrings } from '../../src/core/runtime/registry';

await i18n.use(initReactI18next).init({ lng: 'pt-BR', resources: buildResources(manifestStrings), interpolation: { escapeValue: false } });
await Promise.all(manifests.map((m) => loadPluginStrings(m.id)));

/** Renders a piece of the shell or a plugin with the real translations, a router and a query client. */
export function renderWithShell(ui: ReactElement, { path = '/', route = '*', extraRoutes = [] as { path: string; element: ReactElement }[] } = {}) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <I18nextProvider i18n={i18n}>
      <QueryClientProvider client={queryClient}>
        <MemoryRouter initialEntries={[path]}>
          <Routes>
            <Route path={route} element={ui} />
            {extraRoutes.map((r) => <Route key={r.path} path={r.path} element={r.element} />)}
          </Routes>
        </MemoryRouter>
      </QueryClientProvider>
    </I18nextProvider>,
  );
}

/** Answers fetch calls by "METHOD /api/path" with JSON bodies; anything else fails the test. */
export function stubApi(answers: Record<string, { status?: number; body: unknown }>) {
  const calls: string[] = [];
  globalThis.fetch = (async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input), 'http://localhost');
    const key = `${init?.method ?? 'GET'} ${url.pathname}`;
    calls.push(key);
    const answer = answers[key];
    if (!answer) throw new Error(`unexpected call ${key}`);
    return new Response(JSON.stringify(answer.body), { status: answer.status ?? 200, headers: { 'content-type': 'application/json' } });
  }) as typeof fetch;
  return calls;
}
