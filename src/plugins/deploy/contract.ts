import { MAX_LENGTH } from '../../core/validation/limits';
import { z } from '../../core/validation/zod';

/** Git deploy integrations of a hosting (part 2 §2 "Deploy", §3, §4, §5, §7 "Deploy", §8, §9). */

/** Part 2 §9: gitlab, github and bitbucket (coming soon). */
export const PROVIDERS = ['gitlab', 'github', 'bitbucket'] as const;
export type Provider = (typeof PROVIDERS)[number];
export const AVAILABLE_PROVIDERS = ['gitlab', 'github'] as const satisfies readonly Provider[];
export type AvailableProvider = (typeof AVAILABLE_PROVIDERS)[number];
export const PROVIDER_NAMES: Record<Provider, string> = { gitlab: 'GitLab', github: 'GitHub', bitbucket: 'Bitbucket' };

/** A repository's page at its provider: what the panel shows as its address. */
export const repositoryPageUrl = (provider: Provider, fullPath: string) => `https://${provider}.${provider === 'bitbucket' ? 'org' : 'com'}/${fullPath}`;

/** The web root a publish directory lives in. */
export const WEB_ROOT = 'public_html';
export const DIR_MAX_LENGTH = 255;
export const BRANCH_MAX_LENGTH = 255;

export interface DeployIntegration {
  service: Provider;
  url: string;
  /** owner/name at the provider. */
  repository: string;
  branch: string;
  dir: string;
}

export interface RepositoryOption {
  url: string;
  fullPath: string;
  branch: string;
  path: string;
}

export interface DeployLog {
  /** null while the deploy runs ("unknown"). */
  succeeded: boolean | null;
  message: string;
  date: string;
}

export const MESSAGES = {
  required: 'Campo obrigatório.',
  provider: 'Escolha o GitHub ou o GitLab.',
  branch: 'Informe uma branch válida: letras, números, pontos, hífens, sublinhados e barras.',
  dir: 'Informe um diretório válido dentro de public_html/: letras, números, pontos, hífens, sublinhados e barras, sem "..".',
} as const;

export const providerSchema = z.enum(AVAILABLE_PROVIDERS, { error: MESSAGES.provider });

export const connectSchema = z.object({ provider: providerSchema });

const SEGMENT = /^[A-Za-z0-9._-]+$/;

/** "public_html/site" as typed, with slashes trimmed; never "..", ".", empty segments or anything outside public_html. */
export const publishDirSchema = z
  .string()
  .trim()
  .min(1, MESSAGES.required)
  .max(DIR_MAX_LENGTH)
  .transform((value) => value.replace(/^\/+|\/+$/g, ''))
  .refine((value) => {
    const parts = value.split('/');
    return parts[0] === WEB_ROOT && parts.every((part) => SEGMENT.test(part) && part !== '.' && part !== '..');
  }, MESSAGES.dir);

export const createIntegrationSchema = z.object({
  provider: providerSchema,
  repository: z.string().trim().min(1, MESSAGES.required).max(MAX_LENGTH.shortText),
  branch: z
    .string()
    .trim()
    .min(1, MESSAGES.required)
    .max(BRANCH_MAX_LENGTH)
    .refine((value) => /^[A-Za-z0-9._/-]+$/.test(value) && !value.startsWith('-') && !value.includes('..') && !value.startsWith('/') && !value.endsWith('/'), MESSAGES.branch),
  dir: publishDirSchema,
});
export type CreateIntegrationInput = z.input<typeof createIntegrationSchema>;
export type CreateIntegrationBody = z.output<typeof createIntegrationSchema>;

export const logsQuerySchema = z.object({ dir: z.string().trim().max(DIR_MAX_LENGTH).optional() });

export const removeIntegrationSchema = z.object({ dir: z.string().trim().min(1, MESSAGES.required).max(DIR_MAX_LENGTH) });

/** Part 2 §5: selecting a repository prefills the directory as public_html/ plus the repository path. */
export function publishDirFor(repository: RepositoryOption): string {
  return `${WEB_ROOT}/${repository.path}`;
}

/** The `?error=` a provider sends back that means the grant is stale (part 2 §8). */
export const INVALID_GRANT = 'invalid_grant';

const base = (resource: string) => `/hosting/${encodeURIComponent(resource)}/deploy`;

export const deployPaths = {
  list: base,
  connect: (resource: string) => `${base(resource)}/connect`,
  repositories: (resource: string, provider: Provider) => `${base(resource)}/repositories/${provider}`,
  logs: (resource: string) => `${base(resource)}/logs`,
  remove: (resource: string) => `${base(resource)}/remove`,
  redeploy: (resource: string) => `${base(resource)}/redeploy`,
};

export const deployKeys = {
  all: (resource: string) => ['deploy', resource] as const,
  list: (resource: string) => ['deploy', resource, 'list'] as const,
  repositories: (resource: string, provider: Provider) => ['deploy', resource, 'repositories', provider] as const,
  logs: (resource: string, dir: string) => ['deploy', resource, 'logs', dir] as const,
};
