import type { HostingStatus, Permissions } from '../../core/access/rules';

/** The hosting as the API describes it to one user (part 1 §3), shared by the UI and the server. */
export interface Hosting {
  domain: string;
  domainAlt: string;
  status: HostingStatus;
  statusText: string;
  product: 'php' | 'wordpress' | 'n8n';
  plan: string;
  planId: number;
  server: string;
  serverIp: string;
  region: 'BR' | 'US';
  regionName: string;
  createdAt: string;
  paused: boolean;
  isGuest: boolean;
  isTester: boolean;
  hasDomain: boolean;
  permissions: Permissions;
}

/** In lists the API writes the status lower-cased (part 1 §3). */
export type HostingListItem = Omit<Hosting, 'status'> & { status: Lowercase<HostingStatus> };

export const STATUS_TEXT: Record<HostingStatus, string> = {
  Pending: 'Pendente',
  Active: 'Ativa',
  Suspended: 'Suspensa',
  Paused: 'Pausada',
  Restoring: 'Restaurando',
};

export const REGION_NAME = { BR: 'Brasil', US: 'E.U.A.' } as const;

export function statusFromList(status: string): HostingStatus {
  return (status.charAt(0).toUpperCase() + status.slice(1)) as HostingStatus;
}

export const hostingPaths = {
  list: '/hosting',
  one: (domain: string) => `/hosting/${encodeURIComponent(domain)}`,
  pause: (domain: string) => `/hosting/${encodeURIComponent(domain)}/pause`,
  unpause: (domain: string) => `/hosting/${encodeURIComponent(domain)}/unpause`,
};

export const hostingKeys = {
  list: ['hostings'] as const,
  one: (domain: string) => ['hostings', domain] as const,
};
