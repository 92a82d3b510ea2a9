import { readFile } from 'node:fs/promises';

/** A text file's content, or '' when it does not exist yet. */
export async function readTextOrEmpty(file: string): Promise<string> {
  try {
    return await readFile(file, 'utf8');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return '';
    throw error;
  }
}
