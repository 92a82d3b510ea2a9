import { writeFile } from 'node:fs/promises';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { hostingOf } from '@server/access/guard';
import { withContract } from '@server/http/contracts';
import { fieldError, HttpError, parse } from '@server/http/errors';
import type { ServerContext } from '@server/plugins/serverPlugin';
import { CRON_COMMAND } from '../../../node/contract';
import { CRON_MESSAGES, cronFormSchema, expressionOf } from '../contract';
import { SETTINGS_ACCESS } from './access';
import { CRONTAB, expressionProblem, formatCrontab, jobLine, lineOf, parseCrontab } from './crontab';
import { fileLock } from './fileLock';
import type { NodeCrontabs } from './nodeCrontabs';
import { canConfine, RUN_TIMEOUT_MS, runConfined } from './runOnce';
import { readTextOrEmpty } from './textFile';

type WithId = { Params: { resource: string; id: string } };

export const RUN_MESSAGES = {
  unavailable: 'A execução imediata não está disponível neste servidor.',
  busy: 'Já existe uma tarefa desta hospedagem em execução. Aguarde ela terminar.',
} as const;

export function cronRoutes(app: FastifyInstance, { files, sandbox, dataDir, state }: ServerContext, crontabs: NodeCrontabs) {
  /** Runs happen only with the sandboxes on and bubblewrap present; one at a time per hosting. */
  const canRun = () => sandbox && canConfine();
  const withLock = fileLock(dataDir, 'crontab');
  /** Changes the crontab under the hosting's lock, then sends it to the node (a failure is retried by the crontabs' loop). */
  const locked = async <T>(request: FastifyRequest, work: () => Promise<T>) => {
    const hostingId = hostingOf(request).row.id;
    const result = await withLock(String(hostingId), work);
    await crontabs.changed(hostingId);
    return result;
  };

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
    if (!CRON_COMMAND.test(form.command)) throw fieldError('command', CRON_MESSAGES.commandControl);
    return jobLine(expression, form.command);
  };

  app.get('/hosting/:resource/cron', SETTINGS_ACCESS, async (request) => {
    return { data: { tasks: (await crontabOf(request)).jobs, canRun: canRun() } };
  });

  app.post('/hosting/:resource/cron', withContract(SETTINGS_ACCESS, { body: cronFormSchema }), async (request, reply) => {
    const line = lineFrom(request.body);
    await locked(request, async () => {
      const crontab = await crontabOf(request);
      if (crontab.lines.some((existing) => existing.trim() === line)) throw fieldError('command', CRON_MESSAGES.taken);
      await crontab.save([...crontab.lines, line]);
    });
    return reply.status(201).send({ data: parseCrontab(line).jobs[0] });
  });

  app.put<WithId>('/hosting/:resource/cron/:id', withContract(SETTINGS_ACCESS, { body: cronFormSchema }), async (request) => {
    const line = lineFrom(request.body);
    await locked(request, async () => {
      const crontab = await crontabOf(request);
      const index = lineOf(crontab.lines, request.params.id);
      if (index < 0) throw new HttpError(404, CRON_MESSAGES.unknown);
      if (crontab.lines.some((existing, at) => at !== index && existing.trim() === line)) throw fieldError('command', CRON_MESSAGES.taken);
      await crontab.save(crontab.lines.map((existing, at) => (at === index ? line : existing)));
    });
    return { data: parseCrontab(line).jobs[0] };
  });

  app.delete<WithId>('/hosting/:resource/cron/:id', SETTINGS_ACCESS, async (request, reply) => {
    await locked(request, async () => {
      const crontab = await crontabOf(request);
      const index = lineOf(crontab.lines, request.params.id);
      if (index < 0) throw new HttpError(404, CRON_MESSAGES.unknown);
      await crontab.save(crontab.lines.filter((_, at) => at !== index));
    });
    return reply.status(204).send();
  });

  app.post<WithId>('/hosting/:resource/cron/:id/run', SETTINGS_ACCESS, async (request) => {
    if (!canRun()) throw new HttpError(501, RUN_MESSAGES.unavailable);
    const hostingId = hostingOf(request).row.id;
    const crontab = await crontabOf(request);
    const job = crontab.jobs.find((candidate) => candidate.id === request.params.id);
    if (!job) throw new HttpError(404, CRON_MESSAGES.unknown);
    // One run at a time per hosting, whichever API process takes it: a counter in the shared state,
    // which a run cut short (the process died) gives up when its time limit has surely passed.
    const key = `cron.run:${hostingId}`;
    if ((await state.hit(key, RUN_TIMEOUT_MS * 2)).hits > 1) throw new HttpError(409, RUN_MESSAGES.busy);
    try {
      return { data: await runConfined(await files.root(hostingId), job.command) };
    } finally {
      await state.remove(key);
    }
  });
}
