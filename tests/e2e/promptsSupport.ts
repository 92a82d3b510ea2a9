import { expect, type APIRequestContext } from './fixtures';
import { PASSWORD } from './support';

/** The API as `email` with a bearer token, outside the page: for the sandbox's survey and questionnaire switches. */
export async function apiAs(request: APIRequestContext, email: string) {
  const answer = await request.post('/api/login', { data: { email, password: PASSWORD, captcha: 'test' } });
  const headers = { authorization: `Bearer ${(await answer.json()).data.token as string}` };
  return {
    post: async (path: string, data?: unknown) => expect((await request.post(`/api${path}`, { headers, data })).ok()).toBe(true),
    get: async (path: string) => (await (await request.get(`/api${path}`, { headers })).json()).data as unknown,
  };
}

/**
 * Leaves `email` with no survey or questionnaire waiting: other specs in the worker sign in as the same
 * customer, and a prompt left over would cover their pages.
 */
export async function leaveNoPromptWaiting(request: APIRequestContext, email: string) {
  const api = await apiAs(request, email);
  await api.post('/sandbox/surveys', { profile: null, partner: false });
  const pending = (await api.get('/questionnaire')) as { questionnaireId: number | null };
  if (pending.questionnaireId !== null) await api.post(`/questionnaire/${pending.questionnaireId}/answer`, { declined: true, answers: [null, null, null, null, null] });
}
