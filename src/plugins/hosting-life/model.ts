/**
 * A hosting's life (part 2 §2 "Plan, transfer, balancer, removal", §3, §4, §5, §7 "Transfer, plan,
 * balancer, removal, restore", §9): prices, windows, texts, answers, paths and query keys shared by
 * the pages and the API, without zod (the dashboard's hosting list loads this, not contract.ts).
 */

/** Restoring a removed hosting costs R$ 25,00 from the credits (part 2 §9). */
export const RESTORE_FEE = 25;
/** The balancer (part 1 §9: R$ 50/month) and each extra slot beyond the free one, a month. */
export const BALANCER_PRICES = { balancer: 50, extra: 50 } as const;
/** Part 2 §9: a transfer waits 24 hours for the recipient. */
export const TRANSFER_WINDOW_HOURS = 24;
/** Part 2 §9: after a transfer request or cancel the page moves on after 1 s; a plan change reloads after 3 s; a restore redirects after 3 s. */
export const DELAYS = { afterTransfer: 1_000, afterPlanChange: 3_000, afterRestore: 3_000 } as const;
export const BALANCER_REGIONS = ['BR', 'US'] as const;
/** Part 2 §5: BR (Brasil) or US (E.U.A.). */
export const REGION_NAMES = { BR: 'Brasil', US: 'E.U.A.' } as const;
export type BalancerRegion = (typeof BALANCER_REGIONS)[number];

/** Free slots = 1 + extra − workers, never below 0 (part 2 §4, §9). */
export const freeSlots = (extra: number, workers: number) => Math.max(0, 1 + extra - workers);

export const LIFE_TEXTS = {
  samePlan: 'Escolha um plano diferente do atual.',
  planUnavailable: 'Plano indisponível para esta hospedagem.',
  planStatus: 'Só é possível alterar o plano de uma hospedagem ativa ou pausada.',
  emailRequired: 'Informe o e-mail do destinatário.',
  emailInvalid: 'Informe um e-mail válido.',
  transferToSelf: 'Informe o e-mail de outro cliente.',
  transferPending: 'Já existe uma transferência pendente para esta hospedagem.',
  noTransfer: 'Não há transferência pendente para esta hospedagem.',
  tokenInvalid: 'O link de transferência é inválido ou já foi utilizado.',
  tokenExpired: 'O link de transferência expirou. Peça ao titular que solicite a transferência novamente.',
  tokenOtherUser: 'Esta transferência foi enviada para outro e-mail. Entre com a conta do destinatário.',
  domainMismatch: 'Digite o domínio da hospedagem exatamente como aparece.',
  acceptance: 'Confirme que está ciente da exclusão.',
  removalRunning: 'A exclusão da hospedagem está em andamento.',
  deletedNotFound: 'Hospedagem excluída não encontrada.',
  dateRequired: 'Escolha a data do backup.',
  noBackupOnDate: 'Não há backup nesta data.',
  noBalance: 'Você não possui créditos suficientes para restaurar esta hospedagem.',
  regionRequired: 'Escolha a região.',
  hostRequired: 'Informe o host.',
  hostInvalid: 'Informe um host válido, como servidor.meusite.com.br.',
  ipRequired: 'Informe o IP.',
  ipInvalid: 'Informe um endereço IPv4 válido.',
  targetRequired: 'Escolha a hospedagem.',
  targetInvalid: 'Escolha outra hospedagem sua que ainda não esteja no balanceador.',
  noFreeSlot: 'Não há vagas livres no balanceador. Adicione um balanceador extra.',
  balancerOff: 'Ative o balanceador primeiro.',
  workerExists: 'Este host já está no balanceador.',
  workerNotFound: 'Balanceador não encontrado.',
} as const;
export interface PlanOption {
  id: number;
  name: string;
  ram: number;
  cpu: number;
  disk: number;
  /** Monthly price in the hosting's region. */
  monthly: number;
  hourly: number;
}

/** GET /hosting/{resource}/plan: the current plan, the plans it may change to, a change waiting for the next hour. */
export interface PlanState {
  planId: number;
  plan: string;
  region: 'BR' | 'US';
  /** What the hosting's own plan costs a month now (with the extras sold with it). */
  monthlyPrice: number;
  plans: PlanOption[];
  pending: { monthlyPrice: number; effectiveFrom: string } | null;
}

export interface TransferState {
  email: string | null;
  expiresAt?: string;
}

export interface BalancerWorker {
  host: string;
  ip_address: string;
  region?: BalancerRegion;
  /** The owner's hosting this worker serves from, in NEW mode. */
  hosting?: string;
}

export interface BalancerState {
  enabled: boolean;
  host: string;
  extra: number;
  balancers: BalancerWorker[];
  prices: { balancer: number; extra: number };
}

export interface DeletedHosting {
  domain: string;
  username: string;
  createdAt: string;
  deletedAt: string;
  /** What it cost a month, so the restore shows its effect on the hourly cost. */
  monthlyPrice: number;
}

export interface RestorePointItem {
  date: string;
  size: number;
}

/** Keys of a refused restore's answer data (part 2 §8). */
export type RestoreFailure = 'domainUsed' | 'domainNotAvailable' | 'noBalance';

const enc = encodeURIComponent;
export const lifePaths = {
  plan: (d: string) => `/hosting/${enc(d)}/plan`,
  transfer: (d: string) => `/hosting/${enc(d)}/transfer`,
  transferCancel: (d: string) => `/hosting/${enc(d)}/transfer/cancel`,
  confirmTransfer: '/hosting/confirm-transfer',
  balancer: (d: string) => `/hosting/${enc(d)}/balancer`,
  balancerEnable: (d: string) => `/hosting/${enc(d)}/balancer/enable`,
  balancerDisable: (d: string) => `/hosting/${enc(d)}/balancer/disable`,
  balancerExtra: (d: string) => `/hosting/${enc(d)}/balancer/extra`,
  balancerWorker: (d: string, host: string) => `/hosting/${enc(d)}/balancer/${enc(host)}`,
  checkRemoval: '/hosting/check-removal',
  removalFeedback: '/hosting/removal-feedback',
  remove: (d: string) => `/hosting/${enc(d)}/remove`,
  deleted: '/hosting/restore',
  restorePoints: (username: string) => `/hosting/${enc(username)}/restore`,
  restore: (username: string) => `/hosting/${enc(username)}/restore`,
  restoreCosts: (username: string) => `/hosting/${enc(username)}/restore/costs`,
};

export const lifeKeys = {
  plan: (d: string) => ['hosting-life', 'plan', d] as const,
  transfer: (d: string) => ['hosting-life', 'transfer', d] as const,
  balancer: (d: string) => ['hosting-life', 'balancer', d] as const,
  deleted: ['hosting-life', 'deleted'] as const,
  restorePoints: (u: string) => ['hosting-life', 'restore', u] as const,
  restoreCosts: (u: string) => ['hosting-life', 'restore', u, 'costs'] as const,
};
