/**
 * The names a hosting's files may take, one rule for every way in (file manager, archive
 * extraction, FTP). Free of Node: the file manager's contract checks them in the browser too.
 */

/** File systems count a name's 255 in bytes: "ação" is 6 of them. */
export const NAME_MAX = 255;

/** C0 and C1 control characters and DEL: a line break in a name forges lines in an FTP listing. */
// eslint-disable-next-line no-control-regex -- control characters are what this finds
const CONTROL_CHARACTERS = /[\u0000-\u001f\u007f-\u009f]/g;

export const hasControlCharacters = (name: string) => name.search(CONTROL_CHARACTERS) !== -1;

/** The name with each control character replaced (a listing shows it without obeying it). */
export const replaceControlCharacters = (name: string, replacement: string) => name.replace(CONTROL_CHARACTERS, replacement);

export const nameBytes = (name: string) => new TextEncoder().encode(name).length;
