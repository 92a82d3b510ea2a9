/** The slots the core itself draws: on every signed-in page, and on the dashboard. */
export const SHELL_SLOTS = { logo: 'shell.logo', header: 'shell.header', sidebar: 'shell.sidebar', announcements: 'shell.announcements' } as const;
export const DASHBOARD_SLOTS = { banners: 'dashboard.banners', cards: 'dashboard.cards' } as const;

/** The same slots as lists of names, for what walks the manifests' components (the build, the entry's reads). */
export const SHELL_SLOT_IDS: string[] = Object.values(SHELL_SLOTS);
export const DASHBOARD_SLOT_IDS: string[] = Object.values(DASHBOARD_SLOTS);
