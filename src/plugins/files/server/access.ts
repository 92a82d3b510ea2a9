import type { AccessCondition } from '@core/shared';

/** Files are website data: the owner, or a guest with hasWebsite, of an active hosting. */
export const ACCESS: AccessCondition = { rule: 'hasWebsite', scope: 'hosting', hostingStatus: ['Active'] };
