import { MAX_LENGTH } from '../../core/validation/limits';
import { z } from '../../core/validation/zod';

/** One-click apps of a hosting (part 2 §2 "Apps", §3, §4, §5, §7 "Apps", §8, §9). */

export const APP_CATEGORIES = ['Revenda', 'CMS', 'E-commerce', 'Marketing', 'Wiki', 'Fórum', 'Educacional', 'Framework'] as const;
export type AppCategory = (typeof APP_CATEGORIES)[number];

export interface AppDefinition {
  name: string;
  label: string;
  category: AppCategory;
  /** Below this much plan memory (MB) the form warns (part 2 §9). */
  minRamMb?: number;
  /** WHMCS only: a licence key is required (part 2 §5). */
  requiresLicense?: boolean;
}

/** The catalogue, in the order the spec lists it (part 2 §2). */
export const APP_CATALOGUE: readonly AppDefinition[] = [
  { name: 'wordpress', label: 'WordPress', category: 'Revenda' },
  { name: 'adminhost', label: 'AdminHost', category: 'Revenda' },
  { name: 'joomla', label: 'Joomla', category: 'CMS' },
  { name: 'drupal', label: 'Drupal', category: 'CMS' },
  { name: 'magento', label: 'Magento', category: 'E-commerce', minRamMb: 2048 },
  { name: 'prestashop', label: 'PrestaShop', category: 'E-commerce' },
  { name: 'opencart', label: 'OpenCart', category: 'E-commerce' },
  { name: 'whmcs', label: 'WHMCS', category: 'E-commerce', requiresLicense: true },
  { name: 'mautic', label: 'Mautic', category: 'Marketing', minRamMb: 2048 },
  { name: 'mediawiki', label: 'MediaWiki', category: 'Wiki' },
  { name: 'phpbb', label: 'phpBB', category: 'Fórum' },
  { name: 'moodle', label: 'Moodle', category: 'Educacional', minRamMb: 1024 },
  { name: 'laravel', label: 'Laravel', category: 'Framework' },
  { name: 'codeigniter', label: 'CodeIgniter', category: 'Framework' },
];

export const findApp = (name: string | null | undefined): AppDefinition | undefined => APP_CATALOGUE.find((app) => app.name === name);
export const appLabel = (name: string) => findApp(name)?.label ?? name;

/** True when the plan's memory is below what the app needs to run well (Moodle 1 GB, Mautic and Magento 2 GB). */
export function needsMoreRam(app: string, ramMb: number | null | undefined): boolean {
  const min = findApp(app)?.minRamMb;
  return min !== undefined && typeof ramMb === 'number' && ramMb < min;
}

/** Available app (part 2 §3). */
export interface AvailableApp {
  name: string;
  version: string;
}

/** Installed app (part 2 §3); `failed` and `error` tell an install that stopped. */
export interface InstalledApp {
  id: number;
  app: string;
  dir: string;
  /** When the install finished; null while installing. */
  createdAt: string | null;
  isInstalling: boolean;
  progress: number;
  url: string;
  failed: boolean;
  error: string | null;
}

/** Install result (part 2 §3); `urlAltEnabled` says whether the alternative URL already answers. */
export interface InstallResult {
  url: string;
  urlAlt: string;
  urlAltEnabled: boolean;
  adminUrl: string;
  adminUsername: string;
  adminPassword: string;
  adminEmail: string;
  dbName: string;
  dbUser: string;
  dbPassword: string;
  dbHost: string;
  signOnUrl: string;
  appDir: string;
}

export type InstallStatus = 'installing' | 'completed' | 'error';

/** GET /apps/status: status and app (part 2 §7); progress and message while installing or after an error. */
export interface InstallStatusAnswer {
  status: InstallStatus;
  progress: number;
  app: InstallResult | null;
  message: string | null;
}

export const APP_TEXTS = {
  unknownApp: 'O aplicativo informado não está disponível.',
  required: 'Campo obrigatório.',
  titleRequired: 'Informe o título do site.',
  licenseRequired: 'Informe a licença do WHMCS.',
  exclusive: 'Escolha subdomínio ou diretório, não os dois.',
  subdomain: 'Use letras minúsculas, números e hífens, separados por pontos.',
  dir: 'Informe um diretório válido: letras, números, pontos, hífens, sublinhados e barras, sem "..".',
  username: 'Use de 1 a 60 letras, números, pontos, hífens ou sublinhados.',
  passwordShort: 'A senha deve ter pelo menos 8 caracteres.',
  email: 'Informe um e-mail válido.',
  notEmpty: 'O diretório de instalação não está vazio. Escolha outro diretório ou esvazie-o antes de instalar.',
  targetTaken: 'Já existe um aplicativo neste diretório.',
  stillInstalling: 'Aguarde o fim da instalação para excluir o aplicativo.',
  installFailed: 'Não foi possível concluir a instalação do aplicativo.',
  noDisk: 'Não há espaço no disco do plano desta hospedagem para instalar o aplicativo. Exclua arquivos que não usa mais ou mude para um plano com mais disco.',
  unknownInstall: 'Instalação não encontrada.',
} as const;

/** An app whose code this server does not have is refused, never faked. */
export const appUnavailable = (label: string) => `Não é possível instalar ${label}: o código do aplicativo não está disponível neste servidor.`;

export const SUBDOMAIN_MAX_LENGTH = 100;
export const DIR_MAX_LENGTH = 255;
export const ADMIN_PASSWORD_MIN_LENGTH = 8;
export const DEFAULT_ADMIN_USERNAME = 'admin';
/** The web root every install directory is relative to. */
export const WEB_ROOT = 'public_html';

const LABEL = /^[a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?$/;
const isSubdomain = (value: string) => value.split('.').every((label) => LABEL.test(label));
const isDir = (value: string) => /^[A-Za-z0-9._\-/]+$/.test(value) && !value.split('/').some((part) => part === '..' || part === '.' || part === '');
const isEmail = (value: string) => z.email().safeParse(value).success;

const text = (max: number) => z.string().trim().max(max).default('');

export const installSchema = z
  .object({
    app: z.string().trim().max(40),
    title: text(MAX_LENGTH.shortText),
    description: text(1000),
    license: text(MAX_LENGTH.token),
    hasSubdomain: z.boolean().default(false),
    subdomain: z.string().trim().toLowerCase().max(SUBDOMAIN_MAX_LENGTH).default(''),
    hasDir: z.boolean().default(false),
    dir: z.string().trim().max(DIR_MAX_LENGTH).transform((value) => value.replace(/^\/+|\/+$/g, '')).default(''),
    advancedMode: z.boolean().default(false),
    adminEmail: text(MAX_LENGTH.email),
    adminUsername: z.string().trim().max(60).default(DEFAULT_ADMIN_USERNAME),
    adminPassword: z.string().max(MAX_LENGTH.password).default(''),
  })
  .superRefine((body, context) => {
    const issue = (path: string, message: string) => context.addIssue({ code: 'custom', path: [path], message });
    const app = findApp(body.app);
    if (!app) issue('app', APP_TEXTS.unknownApp);
    if (body.title === '') issue('title', APP_TEXTS.titleRequired);
    if (app?.requiresLicense && body.license === '') issue('license', APP_TEXTS.licenseRequired);
    if (body.hasSubdomain && body.hasDir) issue('dir', APP_TEXTS.exclusive);
    if (body.hasSubdomain && body.subdomain === '') issue('subdomain', APP_TEXTS.required);
    else if (body.hasSubdomain && !isSubdomain(body.subdomain)) issue('subdomain', APP_TEXTS.subdomain);
    if (body.hasDir && body.dir === '') issue('dir', APP_TEXTS.required);
    else if (body.hasDir && !isDir(body.dir)) issue('dir', APP_TEXTS.dir);
    if (body.advancedMode) {
      if (!isEmail(body.adminEmail)) issue('adminEmail', APP_TEXTS.email);
      if (!/^[A-Za-z0-9._-]{1,60}$/.test(body.adminUsername)) issue('adminUsername', APP_TEXTS.username);
      if (body.adminPassword.length < ADMIN_PASSWORD_MIN_LENGTH) issue('adminPassword', APP_TEXTS.passwordShort);
    }
  });
export type InstallInput = z.input<typeof installSchema>;
export type InstallBody = z.output<typeof installSchema>;
/** The fields of the install form that can carry a server message. */
export const INSTALL_FIELDS = ['app', 'title', 'description', 'license', 'subdomain', 'dir', 'adminEmail', 'adminUsername', 'adminPassword'] as const;

const base = (resource: string) => `/hosting/${encodeURIComponent(resource)}`;

export const appsPaths = {
  installed: (resource: string) => `${base(resource)}/apps`,
  app: (resource: string, id: number) => `${base(resource)}/apps/${id}`,
  available: (resource: string) => `${base(resource)}/apps/list`,
  install: (resource: string) => `${base(resource)}/apps`,
  status: (resource: string, key: string) => `${base(resource)}/apps/status?key=${encodeURIComponent(key)}`,
  enableAlternative: (resource: string) => `${base(resource)}/enable-alternative`,
  /** Served by the hosting-create plugin; gives each plan's memory for the RAM warnings. */
  plans: '/hosting/plans',
};

export const appsKeys = {
  all: (resource: string) => ['apps', resource] as const,
  installed: (resource: string) => ['apps', resource, 'installed'] as const,
  available: (resource: string) => ['apps', resource, 'available'] as const,
  plans: ['apps', 'plans'] as const,
};
