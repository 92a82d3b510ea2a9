/**
 * The core as the API's plugins import it, apart from "@core" (which draws React): the access
 * rules the panel and the API both judge by, zod with its Portuguese messages, and the password
 * generator of part 2 §5.
 */
export { accessDenial, hostingActions, type AccessCondition, type HostingStatus, type PermissionFlag } from './access/rules';
export { generatePassword } from './forms/generatePassword';
export { z } from './validation/zod';
