import { mkdir, rm, symlink } from 'node:fs/promises';
import { request } from 'node:http';
import path from 'node:path';
import { AgentNode } from '../../src/server/provisioning/hostingNode';
import type { TestApp } from './apiApp';

/** The real node's agent when `scripts/hosting-node.sh start`'s exports are set, else null (the tests skip). */
export const realNodeAgent = process.env.NODE_AGENT_URL && process.env.NODE_AGENT_SECRET ? new AgentNode({ url: process.env.NODE_AGENT_URL, secret: process.env.NODE_AGENT_SECRET }) : null;
const webPort = Number(process.env.WEB_HTTP_PORT ?? 8080);

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

/** A plain HTTP request to the node's nginx with a Host header; the status and the body. */
export function fetchFromNode(host: string, pathname: string, method = 'GET'): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    const req = request({ host: '127.0.0.1', port: webPort, path: pathname, method, headers: { host } }, (res) => {
      let body = '';
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => (body += chunk));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, body }));
    });
    req.on('error', reject);
    req.end();
  });
}

/** A POST of `body` to the node's nginx with a Host header; the status and the body. */
export function postToNode(host: string, pathname: string, body: string): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    const req = request({ host: '127.0.0.1', port: webPort, path: pathname, method: 'POST', headers: { host, 'content-type': 'text/xml', 'content-length': Buffer.byteLength(body) } }, (res) => {
      let text = '';
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => (text += chunk));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, body: text }));
    });
    req.on('error', reject);
    req.end(body);
  });
}

/** Asks until the answer's status is `status` (a site's reload takes a moment), answering the last one. */
export async function fetchFromNodeUntil(status: number, host: string, pathname: string): Promise<{ status: number; body: string }> {
  let answer = await fetchFromNode(host, pathname);
  for (let attempt = 0; attempt < 50 && answer.status !== status; attempt++) {
    await new Promise((resolve) => setTimeout(resolve, 100));
    answer = await fetchFromNode(host, pathname);
  }
  return answer;
}
