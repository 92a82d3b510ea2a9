/** The core's own pages drawn without the shell (bare), as the router and the entry both name them. */
export const NOT_FOUND_PATH = '/404';
export const LOGOUT_PATH = '/logout';
export const CORE_BARE_PATHS = [NOT_FOUND_PATH, LOGOUT_PATH] as const;
