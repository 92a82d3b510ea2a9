/**
 * Zod schemas the core shares with plugins' forms, apart from "@core" so that zod loads only
 * with the pages that have forms.
 */
export { loginSchema, type LoginBody } from './auth/loginContract';
export { z } from './validation/zod';
export { maxLengthOf, maxLengthsOf } from './validation/maxLength';
