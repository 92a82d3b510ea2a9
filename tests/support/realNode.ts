import { mkdir, rm, symlink } from 'node:fs/promises';
import { request } from 'node:http';
import path from 'node:path';
import { AgentNode } from '../../src/server/provisioning/hostingNode';
import type { TestApp } from './apiApp';

/** The real node's agent when `scripts/hosting-node.sh start`'s exports are set, else null (the tests skip). */
export const realNodeAgent = process.env.NODE_AGENT_URL && process.env.NODE_AGENT_SECRET ? new AgentNode({ url: process.env.NODE_AGENT_URL, secret: process.env.NODE_AGENT_SECRET }) : null;
const webPort = Number(process.env.WEB_HTTP_PORT ?? 8080);

/**
 * Removes a test's account from the node, and its home, which removeAccount leaves for the panel to
 * remove: the homes' image is kept between runs, and a later test given the same id would find the
 * files of this one there.
 */
export async function removeTestAccount(hostingId: number): Promise<void> {
  await realNodeAgent?.perform('removeAccount', { hostingId }).catch(() => undefined);
  if (process.env.NODE_HOSTINGS_ROOT) await rm(path.join(process.env.NODE_HOSTINGS_ROOT, String(hostingId)), { recursive: true, force: true });
}

/** A hosting id for a test's account on the node, apart from the demo's and the node tests' (800,000 and 900,000 up). */
export const nodeTestHostingId = () => 700_000 + Math.floor(Math.random() * 4_999) * 10;

/**
 * Makes a test app's file root of one of its hostings the node's home of a test account: the
 * panel's routes then write where the node's nginx and PHP serve, and hand what they move in to
 * that account's user, as with HOSTING_NODE=local, without the test app's data folder being the node's.
 */
export async function linkFileRootToHome(app: TestApp, panelHostingId: number, home: string, nodeHostingId: number): Promise<void> {
  const root = app.context.files.rootPath(panelHostingId);
  await rm(root, { recursive: true, force: true });
  await mkdir(path.dirname(root), { recursive: true });
  await symlink(home, root);
  app.context.files.quota.forget(panelHostingId);
  app.context.files.handOverWith(async (hostingId, relative) => {
    if (hostingId === panelHostingId) await realNodeAgent!.perform('handOverFiles', { hostingId: nodeHostingId, path: relative });
  });
}

/** What the node's nginx answered: its status, where it sends the visitor, its body. */
export type NodeAnswer = { status: number; location?: string; body: string };

/**
 * An HTTP request to the node's nginx with a Host header, on a connection of its own, as curl
 * sends it: the tests reload nginx between requests, and a reload closes the old workers' idle
 * connections, so a request sent on a kept-alive one (Node's default agent) could meet a closing
 * socket ("socket hang up", seen in CI under load).
 */
export function fetchFromNode(host: string, pathname: string, options: { method?: string; body?: string; headers?: Record<string, string> } = {}): Promise<NodeAnswer> {
  const headers: Record<string, string | number> = { host, ...options.headers };
  if (options.body !== undefined) headers['content-length'] = Buffer.byteLength(options.body);
  return new Promise((resolve, reject) => {
    const req = request({ host: '127.0.0.1', port: webPort, path: pathname, method: options.method ?? 'GET', headers, agent: false }, (res) => {
      let body = '';
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => (body += chunk));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, location: res.headers.location, body }));
    });
    req.on('error', reject);
    req.end(options.body);
  });
}

/** A POST of `body` to the node's nginx with a Host header; the status and the body. */
export const postToNode = (host: string, pathname: string, body: string) => fetchFromNode(host, pathname, { method: 'POST', body, headers: { 'content-type': 'text/xml' } });

/** Asks until the answer's status is `status` (a site's reload takes a moment), answering the last one. */
export async function fetchFromNodeUntil(status: number, host: string, pathname: string): Promise<NodeAnswer> {
  let answer = await fetchFromNode(host, pathname);
  for (let attempt = 0; attempt < 50 && answer.status !== status; attempt++) {
    await new Promise((resolve) => setTimeout(resolve, 100));
    answer = await fetchFromNode(host, pathname);
  }
  return answer;
}
