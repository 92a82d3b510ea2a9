/** The text fields every form draws: MUI's input family, the core's fields built on it and their length limits. */
const FORM_FIELDS = /[\\/](src[\\/]core[\\/]forms[\\/](InputField|PasswordField|generatePassword)|src[\\/]core[\\/]validation[\\/]limits|@mui[\\/]material[\\/]esm[\\/](InputBase|OutlinedInput|FilledInput|Input|InputLabel|InputAdornment|FormControl|FormHelperText|FormLabel|TextareaAutosize)[\\/]|@mui[\\/]icons-material[\\/]esm[\\/](Visibility|VisibilityOff|Autorenew)\.js)/;

/**
 * One chunk for the form fields, which the signed-out pages draw first and the signed-in dashboard
 * draws not at all. Left to automatic splitting they are either a dozen small files on sign-in or, when
 * they share a chunk with the core, loaded by every signed-in page for nothing (10 KB gzip on "/").
 * Only these modules: what they import (the theme, React) stays in the chunks every page shares.
 */
export const formFieldsChunk = { name: 'form-fields', test: FORM_FIELDS, includeDependenciesRecursively: false };
