import path from 'node:path';
import { AgentNode, type HostingNode } from './hostingNode';
import { SandboxNode } from './sandboxNode';

/** The versions the sandbox node says it has: every one the PHP page can offer. */
export const SANDBOX_PHP_VERSIONS = ['7.4', '8.0', '8.1', '8.2', '8.3', '8.4'] as const;

/**
 * HOSTING_NODE=local: the node agent of this machine (NODE_AGENT_URL, NODE_AGENT_SECRET, as
 * `scripts/hosting-node.sh start` prints them); anything else: the sandbox node. The real node's
 * homes must be the panel's file roots, so NODE_HOSTINGS_ROOT, when given, must be
 * `<DATA_DIR>/hostings`.
 */
export function hostingNodeFromEnv(env: NodeJS.ProcessEnv, dataDir: string): HostingNode {
  if (env.HOSTING_NODE !== 'local') return new SandboxNode(SANDBOX_PHP_VERSIONS, (hostingId) => path.join(dataDir, 'hostings', String(hostingId)));
  const secret = env.NODE_AGENT_SECRET ?? '';
  if (secret.length < 32) throw new Error('HOSTING_NODE=local needs NODE_AGENT_SECRET (at least 32 characters): eval "$(scripts/hosting-node.sh start)"');
  const homes = path.join(dataDir, 'hostings');
  if (env.NODE_HOSTINGS_ROOT && path.resolve(env.NODE_HOSTINGS_ROOT) !== homes) {
    throw new Error(`HOSTING_NODE=local: the node serves ${path.resolve(env.NODE_HOSTINGS_ROOT)} but the panel keeps the files in ${homes}; start the node with NODE_HOSTINGS_ROOT=${homes}`);
  }
  return new AgentNode({ url: env.NODE_AGENT_URL ?? 'http://127.0.0.1:7070', secret });
}
