import { isIP } from 'node:net';
import { ConfigError } from './config';

/**
 * The name (or address) customers type to reach this machine's services: the database servers and
 * SSH. PUBLIC_HOST when set; else the address the API listens on (HOST) when it is one a client can
 * reach, else 127.0.0.1. A made-up node name (`cloud-2.painel.net.br`) resolves nowhere, so it is
 * never shown in its place.
 */
export function publicHostFrom(env: NodeJS.ProcessEnv): string {
  const configured = env.PUBLIC_HOST?.trim().toLowerCase();
  if (configured) {
    if (isIP(configured) === 0 && !HOST_NAME.test(configured)) throw new ConfigError(`PUBLIC_HOST=${configured} não é um nome de host nem um endereço IP.`);
    return configured;
  }
  const host = env.HOST?.trim() ?? '';
  return host === '' || WILDCARDS.has(host) ? '127.0.0.1' : host;
}

const WILDCARDS = new Set(['0.0.0.0', '::']);
const HOST_NAME = /^(?=.{1,253}$)([a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?)(\.[a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?)*$/;
