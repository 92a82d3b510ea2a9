/**
 * Form pieces shared by plugins, apart from "@core" so that the mask library loads only with
 * pages that have masked fields.
 */
export { MaskedField } from './forms/MaskedField';
export { MaskedTextField } from './forms/MaskedTextField';
export { applyMask, MASKS, type MaskName } from './forms/masks';
