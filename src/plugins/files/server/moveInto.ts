import { copyFile, rename, rm } from 'node:fs/promises';

/** Moves a finished upload into place; across file systems it copies, then removes the original. */
export async function moveInto(source: string, target: string): Promise<void> {
  try {
    await rename(source, target);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EXDEV') throw error;
    await copyFile(source, target);
    await rm(source, { force: true });
  }
}
