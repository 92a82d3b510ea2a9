import { timingSafeEqual, createHash } from 'node:crypto';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { NODE_MESSAGES, OPERATION_SCHEMAS, type OperationName } from './contract';
import { NodeRefusal, type NodeOperations } from './operations';

/** A whole DNS zone of 10,000 records is the largest argument. */
const BODY_LIMIT = 8 * 1024 * 1024;
const OPERATION_PATH = /^\/operations\/([A-Za-z]+)$/;

const digest = (value: string) => createHash('sha256').update(value).digest();

function send(response: ServerResponse, status: number, body: unknown): void {
  response.writeHead(status, { 'content-type': 'application/json; charset=utf-8', 'cache-control': 'no-store' });
  response.end(JSON.stringify(body));
}

async function readBody(request: IncomingMessage): Promise<unknown> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of request) {
    size += (chunk as Buffer).length;
    if (size > BODY_LIMIT) throw new NodeRefusal(413, NODE_MESSAGES.invalid);
    chunks.push(chunk as Buffer);
  }
  try {
    return JSON.parse(Buffer.concat(chunks).toString('utf8') || '{}');
  } catch {
    throw new NodeRefusal(400, NODE_MESSAGES.invalid);
  }
}

/**
 * The agent's HTTP face: `POST /operations/<name>` with `Authorization: Bearer <secret>` and the
 * operation's arguments as JSON. Unknown operations are 404, arguments its schema refuses 422
 * (with the paths of the refused fields, never their values), a refusal its status and text.
 */
export function createAgentServer(operations: NodeOperations, secret: string): Server {
  if (secret.length < 32) throw new Error('NODE_AGENT_SECRET must be at least 32 characters');
  const expected = digest(`Bearer ${secret}`);
  return createServer(async (request, response) => {
    try {
      if (!timingSafeEqual(digest(request.headers.authorization ?? ''), expected)) return send(response, 401, { message: NODE_MESSAGES.unauthorized });
      const name = OPERATION_PATH.exec(request.url ?? '')?.[1];
      if (request.method !== 'POST' || !name || !Object.hasOwn(OPERATION_SCHEMAS, name)) return send(response, 404, { message: NODE_MESSAGES.unknownOperation });
      const operation = name as OperationName;
      const parsed = OPERATION_SCHEMAS[operation].safeParse(await readBody(request));
      if (!parsed.success) return send(response, 422, { message: NODE_MESSAGES.invalid, fields: parsed.error.issues.map((issue) => issue.path.join('.')) });
      const data = await operations.perform(operation, parsed.data as never);
      send(response, 200, { data });
    } catch (error) {
      if (error instanceof NodeRefusal) return send(response, error.status, { message: error.message });
      console.error(`node agent: ${(error as Error).message}`);
      send(response, 500, { message: 'Falha no servidor da hospedagem.' });
    }
  });
}
