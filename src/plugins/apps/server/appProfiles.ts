/**
 * What the sandbox installer writes for each app: no download (this machine has no network), but
 * a skeleton laid out as the real package is, so the file manager, FTP and backups see a real
 * install: the front controller, the config file holding the database credentials, the admin
 * folder, and a README that says what it is.
 */

type ConfigStyle = 'define' | 'array' | 'class' | 'env';

interface Skeleton {
  version: string;
  /** Short name for the database and its user: "<hosting user>_<short><n>". */
  short: string;
  /** The admin page, relative to the app's URL. */
  adminPath: string;
  /** The folder holding the admin area on disk. */
  adminFolder: string;
  configFile: string;
  configStyle: ConfigStyle;
  /** A file that says the version, where the real package keeps it. */
  versionFile: string;
}

export const SKELETONS: Record<string, Skeleton> = {
  wordpress: { version: '6.8.3', short: 'wp', adminPath: 'wp-admin/', adminFolder: 'wp-admin', configFile: 'wp-config.php', configStyle: 'define', versionFile: 'wp-includes/version.php' },
  adminhost: { version: '3.2.0', short: 'ah', adminPath: 'admin/', adminFolder: 'admin', configFile: 'config/database.php', configStyle: 'array', versionFile: 'VERSION' },
  joomla: { version: '5.3.3', short: 'jo', adminPath: 'administrator/', adminFolder: 'administrator', configFile: 'configuration.php', configStyle: 'class', versionFile: 'libraries/src/Version.php' },
  drupal: { version: '11.2.4', short: 'dp', adminPath: 'user/login', adminFolder: 'core/modules/user', configFile: 'sites/default/settings.php', configStyle: 'array', versionFile: 'core/VERSION' },
  magento: { version: '2.4.8', short: 'mg', adminPath: 'admin/', adminFolder: 'app/code/Magento/Backend', configFile: 'app/etc/env.php', configStyle: 'array', versionFile: 'VERSION' },
  prestashop: { version: '9.0.0', short: 'ps', adminPath: 'admin-painel/', adminFolder: 'admin-painel', configFile: 'app/config/parameters.php', configStyle: 'array', versionFile: 'VERSION' },
  opencart: { version: '4.1.0.3', short: 'oc', adminPath: 'admin/', adminFolder: 'admin', configFile: 'config.php', configStyle: 'define', versionFile: 'VERSION' },
  whmcs: { version: '8.13.1', short: 'wh', adminPath: 'admin/', adminFolder: 'admin', configFile: 'configuration.php', configStyle: 'array', versionFile: 'VERSION' },
  mautic: { version: '6.0.5', short: 'mt', adminPath: 's/login', adminFolder: 'app/bundles/CoreBundle', configFile: 'config/local.php', configStyle: 'array', versionFile: 'app/release_metadata.json' },
  mediawiki: { version: '1.44.0', short: 'mw', adminPath: 'index.php?title=Especial:Entrar', adminFolder: 'includes/specials', configFile: 'LocalSettings.php', configStyle: 'array', versionFile: 'includes/Defines.php' },
  phpbb: { version: '3.3.15', short: 'bb', adminPath: 'adm/', adminFolder: 'adm', configFile: 'config.php', configStyle: 'array', versionFile: 'VERSION' },
  moodle: { version: '5.0.2', short: 'md', adminPath: 'login/', adminFolder: 'admin', configFile: 'config.php', configStyle: 'array', versionFile: 'version.php' },
  laravel: { version: '12.0', short: 'lv', adminPath: '', adminFolder: 'app/Http/Controllers', configFile: '.env', configStyle: 'env', versionFile: 'VERSION' },
  codeigniter: { version: '4.6.3', short: 'ci', adminPath: '', adminFolder: 'app/Controllers', configFile: '.env', configStyle: 'env', versionFile: 'VERSION' },
};

export interface SkeletonValues {
  app: string;
  label: string;
  title: string;
  description: string;
  license: string;
  url: string;
  adminUsername: string;
  adminEmail: string;
  /** Only its hash goes to disk, as the real apps keep it. */
  adminPasswordHash: string;
  dbName: string;
  dbUser: string;
  dbPassword: string;
  dbHost: string;
  /** The one-time sign-on token the panel's access button carries. */
  signOnToken: string;
}

const php = (value: string) => `'${value.replaceAll('\\', '\\\\').replaceAll("'", "\\'")}'`;
const env = (value: string) => `"${value.replaceAll('\\', '\\\\').replaceAll('"', '\\"').replaceAll('\n', '\\n').replaceAll('$', '\\$')}"`;
const html = (value: string) => value.replaceAll('&', '&amp;').replaceAll('<', '&lt;').replaceAll('>', '&gt;').replaceAll('"', '&quot;').replaceAll("'", '&#39;');

function settingsOf(values: SkeletonValues): [string, string][] {
  return [
    ['DB_HOST', values.dbHost],
    ['DB_NAME', values.dbName],
    ['DB_USER', values.dbUser],
    ['DB_PASSWORD', values.dbPassword],
    ['APP_URL', values.url],
    ['SITE_TITLE', values.title],
    ['ADMIN_USER', values.adminUsername],
    ['ADMIN_EMAIL', values.adminEmail],
    ['ADMIN_PASSWORD_HASH', values.adminPasswordHash],
    ['PAINEL_SSO_TOKEN', values.signOnToken],
    ...(values.license ? ([['LICENSE', values.license]] as [string, string][]) : []),
  ];
}

function configFile(style: ConfigStyle, values: SkeletonValues): string {
  const settings = settingsOf(values);
  switch (style) {
    case 'define':
      return `<?php\n// ${values.label}: configuração gerada pelo instalador do painel.\n${settings.map(([key, value]) => `define(${php(key)}, ${php(value)});`).join('\n')}\n`;
    case 'class':
      return `<?php\n// ${values.label}: configuração gerada pelo instalador do painel.\nclass JConfig\n{\n${settings.map(([key, value]) => `    public $${key.toLowerCase()} = ${php(value)};`).join('\n')}\n}\n`;
    case 'array':
      return `<?php\n// ${values.label}: configuração gerada pelo instalador do painel.\nreturn [\n${settings.map(([key, value]) => `    ${php(key.toLowerCase())} => ${php(value)},`).join('\n')}\n];\n`;
    case 'env':
      return `# ${values.label}: configuração gerada pelo instalador do painel.\n${settings.map(([key, value]) => `${key}=${env(value)}`).join('\n')}\n`;
  }
}

function frontController(skeleton: Skeleton, values: SkeletonValues): string {
  const include = skeleton.configStyle === 'env' ? '' : `$config = require __DIR__ . '/${skeleton.configFile}';\n`;
  return `<?php\n${include}?>\n<!doctype html>\n<html lang="pt-BR">\n<head><meta charset="utf-8"><title>${html(values.title)}</title></head>\n<body>\n<h1>${html(values.title)}</h1>\n<p>${html(values.description)}</p>\n<p>${html(values.label)} ${skeleton.version}</p>\n</body>\n</html>\n`;
}

function adminPage(values: SkeletonValues): string {
  return `<?php\n// Área administrativa de ${values.label}. O botão "Acessar painel" entra com o token de acesso único da configuração.\nhttp_response_code(200);\necho 'Área administrativa de ' . htmlspecialchars(${php(values.title)});\n`;
}

function versionFile(skeleton: Skeleton): string {
  if (skeleton.versionFile.endsWith('.php')) return `<?php\n$version = ${php(skeleton.version)};\n`;
  if (skeleton.versionFile.endsWith('.json')) return `${JSON.stringify({ version: skeleton.version })}\n`;
  return `${skeleton.version}\n`;
}

function readme(skeleton: Skeleton, values: SkeletonValues): string {
  return [
    `${values.label} ${skeleton.version}`,
    '',
    'Este é o esqueleto escrito pelo instalador de aplicativos do ambiente sandbox do painel.',
    'Ele não contém o pacote oficial do aplicativo (este servidor não baixa nada da internet),',
    'mas segue a mesma estrutura: página inicial, arquivo de configuração com os dados do banco',
    `(${skeleton.configFile}) e a pasta da área administrativa (${skeleton.adminFolder}/).`,
    '',
  ].join('\n');
}

/** The files of one app's skeleton, by path relative to the install folder, in writing order. */
export function skeletonFiles(values: SkeletonValues): { core: [string, string][]; admin: [string, string][]; config: [string, string][] } {
  const skeleton = SKELETONS[values.app];
  if (!skeleton) throw new Error(`no skeleton for ${values.app}`);
  return {
    core: [
      ['index.php', frontController(skeleton, values)],
      [skeleton.versionFile, versionFile(skeleton)],
      ['README-PAINEL.txt', readme(skeleton, values)],
    ],
    admin: [[`${skeleton.adminFolder}/index.php`, adminPage(values)]],
    config: [[skeleton.configFile, configFile(skeleton.configStyle, values)]],
  };
}
