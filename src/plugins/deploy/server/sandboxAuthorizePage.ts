import escapeHtml from 'escape-html';
import type { FastifyInstance } from 'fastify';
import { HttpError } from '@server/http/errors';
import { AVAILABLE_PROVIDERS, PROVIDER_NAMES, type AvailableProvider } from '../contract';
import type { SandboxGitProvider } from './sandboxProvider';

type Query = { redirect_uri?: string; state?: string; client_id?: string };
type Decision = Query & { decision?: string };

const INVALID_REQUEST = 'Pedido de autorização inválido: o endereço de retorno não é o registrado para o Painel.';

function page(provider: AvailableProvider, redirectUri: string, state: string): string {
  const name = PROVIDER_NAMES[provider];
  const hidden = `<input type="hidden" name="redirect_uri" value="${escapeHtml(redirectUri)}"><input type="hidden" name="state" value="${escapeHtml(state)}">`;
  return `<!doctype html>
<html lang="pt-BR">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>Autorizar o Painel — ${name} (sandbox)</title>
<style>body{font-family:sans-serif;max-width:32rem;margin:3rem auto;padding:0 1rem;color:#1f2328}main{border:1px solid #d0d7de;border-radius:8px;padding:1.5rem}
form{display:inline}button{font-size:1rem;padding:.5rem 1.25rem;margin-right:.5rem;border-radius:6px;border:1px solid #1f2328;cursor:pointer}
.approve{background:#1a7f37;color:#fff;border-color:#1a7f37}.deny{background:#fff;color:#1f2328}</style></head>
<body><main>
<h1>${name} (sandbox)</h1>
<p>O <strong>Painel</strong> quer acessar os repositórios da sua conta <strong>painel-demo</strong> para publicar seus sites.</p>
<p>Este é o provedor de teste do ambiente de desenvolvimento: os repositórios são repositórios git locais.</p>
<form method="post">${hidden}<input type="hidden" name="decision" value="approve"><button class="approve" type="submit">Autorizar</button></form>
<form method="post">${hidden}<input type="hidden" name="decision" value="deny"><button class="deny" type="submit">Negar</button></form>
</main></body></html>`;
}

/**
 * The sandbox provider's own pages, on the API only when the sandbox is on: the authorisation
 * screen, and its answer, which sends the browser back to the panel's callback with a code or
 * with `error=access_denied`, as GitHub and GitLab do.
 */
export async function sandboxAuthorizeRoutes(app: FastifyInstance, providers: Map<AvailableProvider, SandboxGitProvider>, callbackPath: (p: AvailableProvider) => string) {
  const anonymous = { config: { access: { rule: 'anonymous' as const } } };
  const checked = (params: { provider: string }, query: Query) => {
    const provider = providers.get(params.provider as AvailableProvider);
    if (!provider || !(AVAILABLE_PROVIDERS as readonly string[]).includes(params.provider)) throw new HttpError(404, 'Provedor desconhecido.');
    if (query.redirect_uri !== callbackPath(provider.id)) throw new HttpError(400, INVALID_REQUEST);
    if (typeof query.state !== 'string' || query.state.length === 0 || query.state.length > 512) throw new HttpError(400, INVALID_REQUEST);
    return { provider, redirectUri: query.redirect_uri, state: query.state };
  };

  await app.register(async (scope) => {
    scope.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (_request, body, done) => {
      done(null, Object.fromEntries(new URLSearchParams(String(body))));
    });

    scope.get<{ Params: { provider: string }; Querystring: Query }>('/sandbox/git/:provider/authorize', anonymous, async (request, reply) => {
      const { provider, redirectUri, state } = checked(request.params, request.query);
      return reply.type('text/html; charset=utf-8').send(page(provider.id, redirectUri, state));
    });

    scope.post<{ Params: { provider: string }; Body: Decision }>('/sandbox/git/:provider/authorize', anonymous, async (request, reply) => {
      const body = request.body ?? {};
      const { provider, redirectUri, state } = checked(request.params, body);
      const back = new URLSearchParams(body.decision === 'approve' ? { code: await provider.grant(state), state } : { error: 'access_denied', state });
      return reply.redirect(`${redirectUri}?${back}`);
    });
  });
}
