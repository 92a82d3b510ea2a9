import type { AccessCondition } from '@core/shared';

/** Every settings call: the owner, or a guest with the website permission, on an Active hosting. */
export const ACCESS: AccessCondition = { rule: 'hasWebsite', scope: 'hosting', hostingStatus: ['Active'] };
export const SETTINGS_ACCESS = { config: { access: ACCESS } };
