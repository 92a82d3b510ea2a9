/**
 * The core's public surface for plugins. Plugins import from "@core" only; the core never
 * imports a plugin.
 */
export { api, request, ApiError, isAbort, type FieldErrors } from './http/client';
export { apiQuery } from './http/apiQuery';
export { errorMessage, handledByShell, TEXTS as ERROR_TEXTS } from './http/errorCatalogue';
export { publishError, showAlert } from './http/errorBus';
export { AccessScope, useAccessScope } from './access/AccessScope';
export { canAccess, hostingActions, hasPermission, PERMISSION_FLAGS, type AccessHosting, type HostingStatus, type Permissions } from './access/rules';
export { useCanAccess } from './access/useAccess';
export { useCurrentUser, useCredits, creditsQuery, USER_KEY, CREDITS_KEY, type CurrentUser, type Credits } from './session/queries';
export { signIn, signOut, type LoginPayload, type LoginAnswer } from './auth/authProvider';
export { readToken } from './auth/tokenCookie';
export { readCookie, writeCookie } from './http/cookies';
export { loginPathFor, LOGIN_PATH } from './routing/loginPath';
export { SlotComponents, useSlotReady } from './runtime/SlotComponents';
export { FIRST_QUERY_FRESH_MS, type FirstQueries } from './runtime/firstQueries';
export { useSlotTabs, useTabsOfSlots, type VisibleTab } from './runtime/useSlotTabs';
export { slots, brand, fillPath, pagePath, pageAccess } from './runtime/registry';
export { usePageTitle } from './runtime/usePageTitle';
export { LoadFailed, LoadingOrFailed } from './layout/LoadingOrFailed';
export { PageLoading } from './layout/PageLoading';
export { LogoImage } from './layout/LogoImage';
export { useReducedShell } from './layout/ReducedShell';
export { usePhone, useWideScreen } from './layout/screenWidth';
export { StackedCell, type StackedDetail } from './layout/StackedCell';
export { ListCard, type ListColumn, type ListRow } from './layout/ListCard';
export { LazyTooltip } from './layout/LazyTooltip';
export { MenuOnceOpened } from './layout/MenuOnceOpened';
export { RowDeleteButton } from './layout/RowDeleteButton';
export { formatMoney, formatHourly } from './format/money';
export { formatDate, formatDateTime, formatRelative, dayjs } from './format/date';
export { shortenName } from './format/text';
export { formatSize } from './format/size';
export { pollWhile, POLLING } from './runtime/polling';
export { SidebarLink, SidebarNote } from './layout/SidebarLink';
export { SidebarSection } from './layout/SidebarSection';
export { lookupPostalCode, type PostalAddress, type PostalLookup } from './address/lookupPostalCode';
export { applyFieldErrors } from './forms/applyFieldErrors';
export { alertFailure } from './http/alertFailure';
export { submitWith } from './forms/submitWith';
export { CopyButton } from './forms/CopyButton';
export { copyText, useCopyText, COPIED_FOR_MS } from './forms/useCopyText';
export { ConfirmDialog } from './layout/ConfirmDialog';
export { FormDialog } from './layout/FormDialog';
export { useDeleteFlow } from './runtime/useDeleteFlow';
export { useLeaveWarning } from './runtime/useLeaveWarning';
export { usePromptTurn } from './runtime/promptTurns';
