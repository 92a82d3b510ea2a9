import { z } from '../../core/validation/zod';
import { hasControlCharacters, NAME_MAX, nameBytes } from '../../server/hostingFiles/fileNames';

/** The file manager and its editor (part 2 §2 "File manager", §3 File entry, §5, §7 "Files", §9). */

export type FileType = 'dir' | 'file' | 'pdf' | 'zip' | 'link';

export interface FileEntry {
  /** Negative for the parent row "..". */
  id: number;
  name: string;
  /** Customer-facing path from the hosting root: "/public_html/index.php". */
  path: string;
  type: FileType;
  size: number;
  /** Unix seconds. */
  date: number;
  editable: boolean;
  /** Three octal digits: "644". */
  permissions: string;
}

export interface Listing {
  files: FileEntry[];
  path: string;
}

export interface ShownFile {
  lang: string;
  content: string;
  /** Larger than EDITABLE_MAX_BYTES: opened read-only. */
  readOnly: boolean;
  size: number;
}

/** Part 2 §9: at most 100 MB per file and 5 uploads at a time. */
export const UPLOAD_MAX_BYTES = 104_857_600;
export const UPLOAD_CONCURRENCY = 5;
/** Files above this open read-only in the editor. */
export const EDITABLE_MAX_BYTES = 2 * 1024 * 1024;
export const DOUBLE_CLICK_MS = 250;
/** Where the manager opens and where "home" leads. */
export const HOME_PATH = '/public_html';

export const MESSAGES = {
  uploadTooLarge: 'O tamanho máximo permitido é de 100 MB. Para arquivos maiores utilize FTP ou SSH.',
  required: 'Campo obrigatório.',
  name: 'Informe um nome sem barras, diferente de "." e "..".',
  nameControl: 'O nome não pode ter caracteres de controle, como quebras de linha ou tabulações.',
  nameTooLong: 'Nome longo demais: use no máximo 255 bytes (letras acentuadas ocupam 2 e emojis 4).',
  permissions: 'Informe 3 dígitos octais (0 a 7), como 644.',
  format: 'Escolha zip ou gz.',
  files: 'Escolha ao menos um arquivo.',
  saved: 'Arquivo salvo com sucesso',
  extracted: 'Arquivo extraído com sucesso!',
  removed: 'Arquivos excluídos com sucesso!',
} as const;

const PATH_MAX = 4096;
export { NAME_MAX };

export const pathField = z.string().max(PATH_MAX);
export const nameField = z
  .string()
  .trim()
  .min(1, MESSAGES.required)
  .max(NAME_MAX, MESSAGES.nameTooLong)
  .refine((value) => !hasControlCharacters(value.replace(/\0/g, '')), MESSAGES.nameControl)
  .refine((value) => nameBytes(value) <= NAME_MAX, MESSAGES.nameTooLong)
  .refine((value) => !/[/\\\0]/.test(value) && value !== '.' && value !== '..', MESSAGES.name);
const fileList = z.array(pathField).min(1, MESSAGES.files).max(10_000);

export const listQuery = z.object({ path: pathField.optional() });
export const showSchema = z.object({ path: pathField.min(1, MESSAGES.required) });
export const editSchema = z.object({ path: pathField.min(1, MESSAGES.required), content: z.string().max(EDITABLE_MAX_BYTES) });
export const renameSchema = z.object({ file: pathField.min(1, MESSAGES.required), name: nameField });
export const moveSchema = z.object({ files: fileList, dest: pathField });
export const downloadSchema = z.object({ path: pathField, name: nameField });
export const COMPRESS_FORMATS = ['zip', 'gz'] as const;
export type CompressFormat = (typeof COMPRESS_FORMATS)[number];
export const compressSchema = z.object({
  dir: pathField,
  format: z.enum(COMPRESS_FORMATS, { error: MESSAGES.format }),
  name: nameField,
  files: fileList,
});
export type CompressInput = z.input<typeof compressSchema>;
export const createSchema = z.object({ path: pathField, name: nameField });
export type CreateInput = z.input<typeof createSchema>;
export const extractSchema = z.object({ file: pathField.min(1, MESSAGES.required), dir: pathField, deleteArchive: z.boolean().default(false) });
export type ExtractInput = z.input<typeof extractSchema>;
export const removeSchema = z.object({ files: fileList });
export const permissionsSchema = z.object({
  file: pathField.min(1, MESSAGES.required),
  permissions: z.string().trim().max(3, MESSAGES.permissions).regex(/^[0-7]{3}$/, MESSAGES.permissions),
});
export type PermissionsInput = z.input<typeof permissionsSchema>;

/** "gz of several files becomes tar.gz; the suggested name is the first file name plus the extension" (part 2 §5). */
export function archiveExtension(format: CompressFormat, count: number, firstIsDir = false): string {
  if (format === 'zip') return '.zip';
  return count > 1 || firstIsDir ? '.tar.gz' : '.gz';
}

export function suggestedArchiveName(files: { name: string; type: FileType }[], format: CompressFormat): string {
  const first = files[0];
  return first ? first.name + archiveExtension(format, files.length, first.type === 'dir') : '';
}

/** Joins a folder and a name the way the customer sees paths: "/public_html" + "a.txt". */
export function joinPath(dir: string, name: string): string {
  return (dir.replace(/\/+$/, '') + '/' + name).replace(/\/{2,}/g, '/');
}

export function parentOf(path: string): string {
  const trimmed = path.replace(/\/+$/, '');
  const index = trimmed.lastIndexOf('/');
  return index <= 0 ? '/' : trimmed.slice(0, index);
}

/** user/group/public read-write-execute flags <-> three octal digits. */
export type PermissionFlags = { read: boolean; write: boolean; execute: boolean }[];

export function flagsOf(octal: string): PermissionFlags {
  return [...octal.padStart(3, '0').slice(-3)].map((digit) => {
    const value = Number.parseInt(digit, 8) || 0;
    return { read: (value & 4) !== 0, write: (value & 2) !== 0, execute: (value & 1) !== 0 };
  });
}

export function octalOf(flags: PermissionFlags): string {
  return flags.map((f) => String((f.read ? 4 : 0) + (f.write ? 2 : 0) + (f.execute ? 1 : 0))).join('');
}

const base = (resource: string) => `/hosting/${encodeURIComponent(resource)}/files`;

export const filePaths = {
  list: base,
  action: (resource: string, action: 'show' | 'edit' | 'rename' | 'move' | 'download' | 'compress' | 'upload' | 'create-folder' | 'create-file' | 'extract' | 'remove' | 'permissions') =>
    `${base(resource)}/${action}`,
  tus: (resource: string) => `${base(resource)}/tus`,
  job: (resource: string, job: string) => `${base(resource)}/job/${encodeURIComponent(job)}`,
};

export const fileKeys = {
  all: (resource: string) => ['files', resource] as const,
  list: (resource: string, path: string) => ['files', resource, 'list', path] as const,
  show: (resource: string, path: string) => ['files', resource, 'show', path] as const,
};
