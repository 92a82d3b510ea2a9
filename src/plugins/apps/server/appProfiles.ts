/**
 * What the panel knows of each app of the catalogue before its code is on the node: the version
 * the catalogue offers (the code's own version replaces it once the code is there), the short name
 * of its database, and where its admin area is.
 */
export interface AppProfile {
  version: string;
  /** Short name for the database and its user: "<hosting user>_<short><n>". */
  short: string;
  /** The admin page, relative to the app's URL. */
  adminPath: string;
}

export const APP_PROFILES: Record<string, AppProfile> = {
  wordpress: { version: '6.8.3', short: 'wp', adminPath: 'wp-admin/' },
  adminhost: { version: '3.2.0', short: 'ah', adminPath: 'admin/' },
  joomla: { version: '5.3.3', short: 'jo', adminPath: 'administrator/' },
  drupal: { version: '11.2.4', short: 'dp', adminPath: 'user/login' },
  magento: { version: '2.4.8', short: 'mg', adminPath: 'admin/' },
  prestashop: { version: '9.0.0', short: 'ps', adminPath: 'admin-painel/' },
  opencart: { version: '4.1.0.3', short: 'oc', adminPath: 'admin/' },
  whmcs: { version: '8.13.1', short: 'wh', adminPath: 'admin/' },
  mautic: { version: '6.0.5', short: 'mt', adminPath: 's/login' },
  mediawiki: { version: '1.44.0', short: 'mw', adminPath: 'index.php?title=Especial:Entrar' },
  phpbb: { version: '3.3.15', short: 'bb', adminPath: 'adm/' },
  moodle: { version: '5.0.2', short: 'md', adminPath: 'login/' },
  laravel: { version: '12.0', short: 'lv', adminPath: '' },
  codeigniter: { version: '4.6.3', short: 'ci', adminPath: '' },
};
