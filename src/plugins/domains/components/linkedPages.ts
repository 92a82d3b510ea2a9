/**
 * Pages the domains plugin links to, by route pattern. Each link goes through `pagePath`, so it shows only while
 * some enabled plugin declares the page: "Registrar domínio" returns once the registration page is built.
 */
export const LINKED_PAGES = {
  register: '/domain/add',
} as const;
