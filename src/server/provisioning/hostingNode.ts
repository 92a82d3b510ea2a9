import { NODE_MESSAGES, OPERATION_SCHEMAS, type OperationArguments, type OperationName, type OperationResults } from '../../node/contract';
import { HttpError } from '../http/errors';

/**
 * Where a hosting's website lives: a node that creates its system user, serves its site and runs
 * its PHP. Two implementations behind the same contract tests: the sandbox node (no root, no
 * services; the default) and the node agent of a real node (HOSTING_NODE=local). Arguments are
 * checked with the agent's own schemas before they leave the panel, and again by the agent.
 */
export interface HostingNode {
  readonly kind: 'sandbox' | 'local';
  perform<Name extends OperationName>(name: Name, args: OperationArguments<Name>): Promise<OperationResults[Name]>;
}

/** A node's refusal, as the panel answers it: the node's Portuguese text, its status. */
export class NodeRefused extends HttpError {}

/** Checks the arguments as the agent will; refused here, they never leave the panel. */
export function checkedArguments<Name extends OperationName>(name: Name, args: OperationArguments<Name>): unknown {
  const parsed = OPERATION_SCHEMAS[name].safeParse(args);
  if (!parsed.success) throw new NodeRefused(422, NODE_MESSAGES.invalid, Object.fromEntries(parsed.error.issues.map((issue) => [issue.path.join('.') || 'body', NODE_MESSAGES.invalid])));
  return parsed.data;
}

export interface AgentAddress {
  url: string;
  secret: string;
}

/** The real node: each operation is one POST to the agent, signed with the node's secret. */
export class AgentNode implements HostingNode {
  readonly kind = 'local';

  constructor(private readonly agent: AgentAddress) {}

  async perform<Name extends OperationName>(name: Name, args: OperationArguments<Name>): Promise<OperationResults[Name]> {
    const body = JSON.stringify(checkedArguments(name, args));
    let response: Response;
    try {
      response = await fetch(new URL(`/operations/${name}`, this.agent.url), {
        method: 'POST',
        headers: { authorization: `Bearer ${this.agent.secret}`, 'content-type': 'application/json' },
        body,
        signal: AbortSignal.timeout(60_000),
      });
    } catch {
      throw new NodeRefused(503, NODE_MESSAGES.unreachable);
    }
    const answer = (await response.json().catch(() => ({}))) as { data?: OperationResults[Name]; message?: string };
    if (response.ok && answer.data !== undefined) return answer.data;
    if (response.status >= 500 || response.status === 401) throw new NodeRefused(503, NODE_MESSAGES.unreachable);
    throw new NodeRefused(response.status, answer.message ?? NODE_MESSAGES.invalid);
  }
}
