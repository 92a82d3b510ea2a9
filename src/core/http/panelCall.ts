/**
 * The header every call of the panel carries. A page of another site cannot send it without a CORS
 * preflight, which the API never grants, so a write carrying the session cookie without it did not come
 * from the panel (CSRF) and is refused. API clients with a bearer token need not send it. A module of
 * its own, importing nothing: the entry's early reads send it before any other code is loaded.
 */
export const PANEL_CALL_HEADER = 'x-painel-call';

/** The headers every call of the panel starts from (the client's, the entry's early reads, react-admin's): JSON, and the panel's mark. */
export function panelCallHeaders(): Record<string, string> {
  return { accept: 'application/json', [PANEL_CALL_HEADER]: '1' };
}
