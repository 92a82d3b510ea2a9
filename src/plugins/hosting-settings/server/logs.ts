import { open, stat } from 'node:fs/promises';
import type { FastifyInstance } from 'fastify';
import { hostingOf } from '@server/access/guard';
import { parse } from '@server/http/errors';
import type { ServerContext } from '@server/plugins/serverPlugin';
import { LOG_FILES, LOG_SIZE_LIMIT, logQuerySchema, type LogsAnswer } from '../contract';
import { SETTINGS_ACCESS } from './access';
import { parseLog } from './logParser';
import { withContract } from '@server/http/contracts';

export function logRoutes(app: FastifyInstance, { files }: ServerContext) {
  /** GET /logs?group=php|web: the entries of the group's file in the hosting's `logs/`, newest first. */
  app.get('/hosting/:resource/logs', withContract(SETTINGS_ACCESS, { query: logQuerySchema }), async (request): Promise<{ data: LogsAnswer }> => {
    const { group } = parse(logQuerySchema, request.query);
    const file = await files.resolve(hostingOf(request).row.id, LOG_FILES[group]);
    const info = await stat(file).catch(() => null);
    if (!info?.isFile()) return { data: { logs: [] } };
    if (info.size > LOG_SIZE_LIMIT) return { data: { isLargeFile: true } };
    const handle = await open(file, 'r');
    try {
      const buffer = Buffer.alloc(Math.min(info.size, LOG_SIZE_LIMIT));
      await handle.read(buffer, 0, buffer.length, 0);
      return { data: { logs: parseLog(group, buffer.toString('utf8')) } };
    } finally {
      await handle.close();
    }
  });
}
