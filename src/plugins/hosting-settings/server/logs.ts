import { open, stat } from 'node:fs/promises';
import type { FastifyInstance } from 'fastify';
import { hostingOf } from '@server/access/guard';
import { parse } from '@server/http/errors';
import type { ServerContext } from '@server/plugins/serverPlugin';
import type { HostingNode } from '@server/provisioning/hostingNode';
import type { LOG_KINDS } from '../../../node/contract';
import { LOG_FILES, LOG_SIZE_LIMIT, logQuerySchema, type LogGroup, type LogsAnswer } from '../contract';
import { SETTINGS_ACCESS } from './access';
import { parseLog } from './logParser';
import { withContract } from '@server/http/contracts';

/** The node's log behind each group: PHP's error log, nginx's error log, nginx's access log, the cron jobs' runs. */
const NODE_LOG: Record<LogGroup, (typeof LOG_KINDS)[number]> = { php: 'php', web: 'error', access: 'access', cron: 'cron' };

/** A group's text from the hosting's file root (the sandbox node writes no logs of its own), or null when there is none. */
async function textFromFileRoot(file: string): Promise<string | { isLargeFile: true } | null> {
  const info = await stat(file).catch(() => null);
  if (!info?.isFile()) return null;
  if (info.size > LOG_SIZE_LIMIT) return { isLargeFile: true };
  const handle = await open(file, 'r');
  try {
    const buffer = Buffer.alloc(Math.min(info.size, LOG_SIZE_LIMIT));
    await handle.read(buffer, 0, buffer.length, 0);
    return buffer.toString('utf8');
  } finally {
    await handle.close();
  }
}

/** A group's text as the real node's agent reads it from the node's folder: a hosting it does not hold yet has none. */
async function textFromNode(node: HostingNode, hostingId: number, group: LogGroup): Promise<string | { isLargeFile: true } | null> {
  try {
    const { text, size } = await node.perform('readLog', { hostingId, kind: NODE_LOG[group], maxBytes: LOG_SIZE_LIMIT });
    return size > LOG_SIZE_LIMIT ? { isLargeFile: true } : text;
  } catch (error) {
    if ((error as { statusCode?: number }).statusCode === 404) return null;
    throw error;
  }
}

const answerOf = (group: LogGroup, text: string | { isLargeFile: true } | null): LogsAnswer =>
  text === null ? { logs: [] } : typeof text === 'string' ? { logs: parseLog(group, text) } : text;

/** What the Logs page shows of a hosting's log on a real node. */
export async function nodeLogs(node: HostingNode, hostingId: number, group: LogGroup): Promise<LogsAnswer> {
  return answerOf(group, await textFromNode(node, hostingId, group));
}

export function logRoutes(app: FastifyInstance, { files, nodeSites }: ServerContext) {
  /** GET /logs?group=php|web|access: the entries of the group's log, newest first; above 1 MB only the notice. */
  app.get('/hosting/:resource/logs', withContract(SETTINGS_ACCESS, { query: logQuerySchema }), async (request): Promise<{ data: LogsAnswer }> => {
    const { group } = parse(logQuerySchema, request.query);
    const hostingId = hostingOf(request).row.id;
    if (nodeSites.node.kind === 'local') return { data: await nodeLogs(nodeSites.node, hostingId, group) };
    return { data: answerOf(group, await textFromFileRoot(await files.resolve(hostingId, LOG_FILES[group]))) };
  });
}
