/**
 * Form pieces shared by plugins, apart from "@core" so that the mask library loads only with
 * pages that have masked fields.
 */
export { MaskedTextField, MASKS } from './forms/MaskedTextField';
