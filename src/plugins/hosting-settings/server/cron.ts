import { writeFile } from 'node:fs/promises';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { hostingOf } from '@server/access/guard';
import { fieldError, HttpError, parse } from '@server/http/errors';
import type { ServerContext } from '@server/plugins/serverPlugin';
import { CRON_MESSAGES, cronFormSchema, expressionOf } from '../contract';
import { SETTINGS_ACCESS } from './access';
import { CRONTAB, expressionProblem, formatCrontab, jobLine, lineOf, parseCrontab } from './crontab';
import { readTextOrEmpty } from './textFile';

type WithId = { Params: { resource: string; id: string } };

export function cronRoutes(app: FastifyInstance, { files }: ServerContext) {
  const crontabOf = async (request: FastifyRequest) => {
    const file = await files.resolve(hostingOf(request).row.id, CRONTAB);
    const { lines, jobs } = parseCrontab(await readTextOrEmpty(file));
    return { file, lines, jobs, save: (next: string[]) => writeFile(file, formatCrontab(next), { mode: 0o600 }) };
  };

  /** The line a form stands for, validated by the cron parser; errors go under the form's fields. */
  const lineFrom = (body: unknown) => {
    const form = parse(cronFormSchema, body);
    const expression = expressionOf(form);
    const problem = expressionProblem(expression);
    if (problem) throw fieldError(form.interval === 'P' ? 'expression' : form.interval === 'M' ? 'dayMonth' : 'time', problem);
    return jobLine(expression, form.command);
  };

  app.get('/hosting/:resource/cron', SETTINGS_ACCESS, async (request) => {
    return { data: { tasks: (await crontabOf(request)).jobs } };
  });

  app.post('/hosting/:resource/cron', SETTINGS_ACCESS, async (request, reply) => {
    const line = lineFrom(request.body);
    const crontab = await crontabOf(request);
    if (crontab.lines.some((existing) => existing.trim() === line)) throw fieldError('command', CRON_MESSAGES.taken);
    await crontab.save([...crontab.lines, line]);
    const created = parseCrontab(line).jobs[0];
    return reply.status(201).send({ data: created });
  });

  app.put<WithId>('/hosting/:resource/cron/:id', SETTINGS_ACCESS, async (request) => {
    const line = lineFrom(request.body);
    const crontab = await crontabOf(request);
    const index = lineOf(crontab.lines, request.params.id);
    if (index < 0) throw new HttpError(404, CRON_MESSAGES.unknown);
    if (crontab.lines.some((existing, at) => at !== index && existing.trim() === line)) throw fieldError('command', CRON_MESSAGES.taken);
    await crontab.save(crontab.lines.map((existing, at) => (at === index ? line : existing)));
    return { data: parseCrontab(line).jobs[0] };
  });

  app.delete<WithId>('/hosting/:resource/cron/:id', SETTINGS_ACCESS, async (request, reply) => {
    const crontab = await crontabOf(request);
    const index = lineOf(crontab.lines, request.params.id);
    if (index < 0) throw new HttpError(404, CRON_MESSAGES.unknown);
    await crontab.save(crontab.lines.filter((_, at) => at !== index));
    return reply.status(204).send();
  });
}
