/** Where the API answers, on the panel's own origin. */
export const API_BASE = '/api';
