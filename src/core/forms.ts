/**
 * Form fields shared by plugins, apart from "@core" so that only pages with a form load them: the
 * mask library with masked fields, MUI's input family with any (the dashboard draws none).
 */
export { MaskedField } from './forms/MaskedField';
export { PasswordField } from './forms/PasswordField';
export { MaskedTextField } from './forms/MaskedTextField';
export { applyMask, MASKS, type MaskName } from './forms/masks';
