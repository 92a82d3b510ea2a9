import type { FastifyInstance } from 'fastify';
import { userOf } from '../access/guard';
import { HttpError } from '../http/errors';
import type { ServerContext } from '../plugins/serverPlugin';

export async function jobRoutes(app: FastifyInstance, { jobs }: ServerContext) {
  app.get<{ Params: { id: string } }>('/job/:id', { config: { access: { rule: 'public' } } }, async (request) => {
    const job = await jobs.get(request.params.id);
    if (!job || job.user_id !== userOf(request).id) throw new HttpError(404, 'Tarefa não encontrada.');
    return { data: { id: job.id, status: job.status, result: job.result ? JSON.parse(job.result) : null } };
  });
}
