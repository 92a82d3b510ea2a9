/** The login page: apart, so that the entry can name it without loading the router. */
export const LOGIN_PATH = '/auth/login';
