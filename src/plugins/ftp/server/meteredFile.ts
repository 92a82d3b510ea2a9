import { createWriteStream } from 'node:fs';
import { Writable } from 'node:stream';
import { ftpError } from './ftpErrors';

/**
 * Past the plan's disk the rest of an upload is read and dropped up to this much, so that the
 * client, still sending, reads the 550 and its text at the end; a longer one is cut at once.
 */
const DROPPED_MAX_BYTES = 16 * 1024 * 1024;

/**
 * A file written over FTP, each chunk first taken from the hosting's disk budget (`take` throws
 * past the plan's disk). From then on nothing more is written, and the upload fails with that
 * error, which ftp-srv answers as 550 with its text (the caller removes the file).
 */
export function meteredFile(fsPath: string, options: { flags: string; start?: number }, take: (bytes: number) => void): Writable {
  const file = createWriteStream(fsPath, options);
  let refused: Error | null = null;
  let dropped = 0;
  const stream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      if (!refused) {
        try {
          take(chunk.length);
          file.write(chunk, (error) => done(error ? ftpError(error) : null));
          return;
        } catch (error) {
          refused = ftpError(error);
        }
      }
      dropped += chunk.length;
      done(dropped > DROPPED_MAX_BYTES ? refused : null);
    },
    final(done) {
      file.end(() => done(refused));
    },
    destroy(error, done) {
      file.destroy();
      done(error);
    },
  });
  file.once('error', (error) => stream.destroy(ftpError(error)));
  return Object.assign(stream, { path: fsPath });
}
