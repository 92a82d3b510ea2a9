import { createAgentServer } from './agent';
import { nodeConfigFromEnv } from './nodeConfig';
import { NodeOperations } from './operations';

/**
 * The node agent: the one privileged process of a hosting node. It listens on loopback (or a
 * private address, NODE_AGENT_HOST) for the panel's requests, signed with the node's secret.
 */
const secret = process.env.NODE_AGENT_SECRET ?? '';
const port = Number(process.env.NODE_AGENT_PORT ?? 7070);
const host = process.env.NODE_AGENT_HOST ?? '127.0.0.1';

const operations = new NodeOperations(nodeConfigFromEnv());
for (const note of await operations.restoreFromState()) console.error(note);
operations.usage.start();
operations.logs.start();
const server = createAgentServer(operations, secret);
server.listen(port, host, () => console.error(`node agent listening on ${host}:${port}`));

for (const signal of ['SIGTERM', 'SIGINT'] as const) process.on(signal, () => server.close(() => process.exit(0)));
