/**
 * Pages the hosting plugin links to, by route pattern. Each link goes through `pagePath`, so it shows only while
 * some enabled plugin declares the page: change plan and delete return once their pages are built.
 */
export const LINKED_PAGES = {
  create: '/hosting/create',
  changePlan: '/hosting/:resource/plan',
  remove: '/hosting/:resource/remove',
  migration: '/hosting/migration',
  appInstall: '/hosting/:resource/app/install',
  email: '/hosting/:resource/email',
} as const;
