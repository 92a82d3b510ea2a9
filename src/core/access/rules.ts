/**
 * The access rules of the specification (part 1 §6, part 2 §6) as one pure module.
 * The browser uses it to hide what cannot be used; the API uses the very same
 * functions to refuse what must not be done. Nothing here touches I/O.
 */

export const ACCESS_RULES = [
  'anonymous',
  'public',
  'owner',
  'guest',
  'hasWebsite',
  'hasDomain',
  'hasEmail',
  'affiliate',
  'nonAffiliate',
] as const;
export type AccessRule = (typeof ACCESS_RULES)[number];

export const HOSTING_STATUSES = ['Pending', 'Active', 'Suspended', 'Paused', 'Restoring'] as const;
export type HostingStatus = (typeof HOSTING_STATUSES)[number];

export const PERMISSION_FLAGS = ['hasWebsite', 'hasDomain', 'hasEmail'] as const;
export type PermissionFlag = (typeof PERMISSION_FLAGS)[number];
export type Permissions = Record<PermissionFlag, boolean>;

export interface AccessUser {
  id: number;
  isAffiliate: boolean;
}

/** The hosting as seen by one user: `isGuest` and `permissions` describe that user's relation to it. */
export interface AccessHosting {
  domain: string;
  status: HostingStatus;
  isGuest: boolean;
  hasDomain?: boolean;
  /** On the trial period: the owner has not recharged yet. */
  isTester?: boolean;
  permissions?: Partial<Permissions>;
}

export interface AccessContext {
  user: AccessUser | null;
  /** Present only when the user owns the hosting or it is shared with them. */
  hosting?: AccessHosting | null;
}

export interface AccessCondition {
  rule: AccessRule;
  /** "hosting": about the hosting named by the path, so the user must own it or be its guest. */
  scope?: 'account' | 'hosting';
  hostingStatus?: readonly HostingStatus[];
  requiresDomain?: boolean;
  notGuest?: boolean;
}

const HOSTING_RULES: ReadonlySet<AccessRule> = new Set(['owner', 'guest', 'hasWebsite', 'hasDomain', 'hasEmail']);

export function isHostingScoped(access: AccessCondition): boolean {
  return (
    access.scope === 'hosting' ||
    HOSTING_RULES.has(access.rule) ||
    access.hostingStatus !== undefined ||
    access.requiresDomain === true ||
    access.notGuest === true
  );
}

export function hasPermission(hosting: AccessHosting, flag: PermissionFlag): boolean {
  return !hosting.isGuest || hosting.permissions?.[flag] === true;
}

/**
 * `needsRecharge`: refused only because the hosting is Suspended for lack of credits, which a
 * recharge undoes (the API's 402, part 1 §6), not for want of a right.
 */
export type AccessDenial = 'unauthenticated' | 'forbidden' | 'needsRecharge';

/** Why access is refused, or null when it is granted. */
export function accessDenial(access: AccessCondition, ctx: AccessContext): AccessDenial | null {
  if (access.rule === 'anonymous') return null;
  const { user } = ctx;
  if (!user) return 'unauthenticated';

  if (access.rule === 'affiliate' && !user.isAffiliate) return 'forbidden';
  if (access.rule === 'nonAffiliate' && user.isAffiliate) return 'forbidden';

  if (!isHostingScoped(access)) return null;
  const hosting = ctx.hosting;
  if (!hosting) return 'forbidden';

  switch (access.rule) {
    case 'owner':
      if (hosting.isGuest) return 'forbidden';
      break;
    case 'guest':
      if (!hosting.isGuest) return 'forbidden';
      break;
    case 'hasWebsite':
    case 'hasDomain':
    case 'hasEmail':
      if (!hasPermission(hosting, access.rule)) return 'forbidden';
      break;
    default:
      break;
  }
  if (access.notGuest && hosting.isGuest) return 'forbidden';
  if (access.requiresDomain && hosting.hasDomain === false) return 'forbidden';
  if (access.hostingStatus && !access.hostingStatus.includes(hosting.status)) return hosting.status === 'Suspended' ? 'needsRecharge' : 'forbidden';
  return null;
}

export function canAccess(access: AccessCondition, ctx: AccessContext): boolean {
  return accessDenial(access, ctx) === null;
}

/** The owner-only actions of a hosting's row menu and top card (part 1 §6). */
export function hostingActions(hosting: AccessHosting) {
  const owner = !hosting.isGuest;
  return {
    changePlan: owner && (hosting.status === 'Active' || hosting.status === 'Paused'),
    // Testers cannot pause until the owner's first recharge (part 1 §4).
    pause: owner && hosting.status === 'Active' && !hosting.isTester && hasPermission(hosting, 'hasWebsite'),
    unpause: owner && hosting.status === 'Paused' && hasPermission(hosting, 'hasWebsite'),
    remove: owner,
    changeDomain: owner,
    transfer: owner,
    share: owner,
  };
}
