import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { manifestStrings, manifests } from 'virtual:painel-brand';
import { i18n, shellResources } from '../../src/i18n';
import { loadPluginStrings } from '../../src/core/runtime/registry';

await i18n.use(initReactI18next).init({ lng: 'pt-BR', resources: shellResources(manifestStrings), interpolation: { escapeValue: false } });
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

const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

/** Replaces fetch: each call is recorded as "METHOD /api/path" and answered by `answer`. */
function stubFetch(answer: (key: string) => Response) {
  const calls: string[] = [];
  globalThis.fetch = (async (input: RequestInfo | URL, init?: RequestInit) => {
    const key = `${init?.method ?? 'GET'} ${new URL(String(input), 'http://localhost').pathname}`;
    calls.push(key);
    return answer(key);
  }) as typeof fetch;
  return calls;
}

/** Answers fetch calls by "METHOD /api/path" with JSON bodies; anything else fails the test. */
export function stubApi(answers: Record<string, { status?: number; body: unknown }>) {
  return stubFetch((key) => {
    const answer = answers[key];
    if (!answer) throw new Error(`unexpected call ${key}`);
    return json(answer.body, answer.status);
  });
}

/** The JSON bodies of the calls with this method, recorded on their way to the fetch stubbed before (stubApi). */
export function recordBodies(method: string): unknown[] {
  const bodies: unknown[] = [];
  const stubbed = globalThis.fetch;
  globalThis.fetch = ((input: RequestInfo | URL, init?: RequestInit) => {
    if (init?.method === method) bodies.push(JSON.parse(String(init.body)));
    return stubbed(input, init);
  }) as typeof fetch;
  return bodies;
}

/** `GET path` fails with a server error until `recover()`, then answers `data`; any other call fails the test. */
export function stubApiFailingFirst(path: string, data: unknown) {
  let up = false;
  const calls = stubFetch((key) => {
    if (key !== `GET ${path}`) throw new Error(`unexpected call ${key}`);
    return up ? json({ data }) : json({ message: 'Erro interno.' }, 500);
  });
  return { calls, recover: () => (up = true) };
}
