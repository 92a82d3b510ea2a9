import { z } from '@core/shared';
import { randomUUID } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { chmod, lstat, mkdir, readdir, readFile, rename, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hostingOf, userOf } from '@server/access/guard';
import { fieldError, HttpError, parse } from '@server/http/errors';
import { storageFailureOf } from '@server/http/storageFailure';
import { fileSystemQuotaMessage, isQuotaExceeded } from '@server/hostingFiles/fileSystemQuota';
import { defineServerPlugin } from '@server/plugins/serverPlugin';
import {
  compressSchema, createSchema, downloadSchema, editSchema, EDITABLE_MAX_BYTES, extractSchema, HOME_PATH, joinPath, listQuery, MESSAGES, moveSchema,
  nameField, parentOf, permissionsSchema, removeSchema, renameSchema, showSchema,
} from '../contract';
import { ACCESS } from './access';
import { ARCHIVE_MESSAGES, archiveKindOf, checkArchive, createGz, createTarGz, createZip, extractArchive, extractionTooLarge, mergeInto } from './archives';
import { DownloadArchives } from './downloadArchives';
import { DOWNLOAD_LINK_MS, DownloadLinks } from './downloads';
import { languageOf } from './languages';
import { listFolder } from './listing';
import { moveInto } from './moveInto';
import { registerTus } from './tus';
import { withContract } from '@server/http/contracts';

/** POST …/files/upload: the text fields come before the files they place. */
const uploadForm = z.object({
  dir: z.string().optional().describe('Pasta de destino (padrão: a raiz dos arquivos).'),
  path: z.string().optional().describe('Caminho relativo do próximo arquivo dentro da pasta (envio de pastas).'),
  file: z.array(z.file()).describe('Um ou mais arquivos, em partes de qualquer nome.'),
});
/** POST …/files/compress: `download=1` answers a download link to a temporary archive instead of writing one beside the files. */
const compressQuery = z.object({ download: z.string().optional().describe('"1": devolve um link de download em vez de gravar o arquivo.') });

export const FILE_MESSAGES = {
  notFound: 'Arquivo ou pasta não encontrado.',
  exists: 'Já existe um arquivo ou pasta com este nome.',
  notFolder: 'O caminho informado não é uma pasta.',
  notFile: 'O caminho informado não é um arquivo.',
  readOnly: 'Arquivos maiores que 2 MB são abertos somente para leitura.',
  tooLargeToShow: 'Este arquivo é grande demais para o editor: baixe-o para ver o conteúdo.',
  intoItself: 'Uma pasta não pode ser movida para dentro dela mesma.',
  root: 'A pasta principal da hospedagem não pode ser alterada.',
  outsideDir: 'Escolha arquivos da pasta informada.',
  noFile: 'Envie um arquivo.',
  jobNotFound: 'Tarefa não encontrada.',
} as const;

/** The editor shows files up to this size (the ones over 2 MB read-only). */
const SHOW_MAX_BYTES = 10 * 1024 * 1024;
export const EXTRACT_JOB = 'files.extract';

interface ExtractPayload {
  hostingId: number;
  file: string;
  dir: string;
  deleteArchive: boolean;
}

const statOrNull = (absolute: string) => lstat(absolute).catch(() => null);
const codeOf = (error: unknown) => (error as NodeJS.ErrnoException | null)?.code;

/** A name the file system finds too long (ENAMETOOLONG: the whole path past its limit) answers under the field, not 500. */
async function naming<T>(field: string, write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (codeOf(error) === 'ENAMETOOLONG') throw fieldError(field, MESSAGES.nameTooLong);
    throw error;
  }
}

/** What an extraction job answers when it cannot finish: a text for the customer, never a server path. */
function extractionFailure(error: unknown): { error: string } | null {
  if (error instanceof HttpError) return { error: error.errors ? Object.values(error.errors)[0] ?? error.message : error.message };
  const storage = storageFailureOf(error);
  if (storage?.kind === 'full') return { error: storage.message };
  if (codeOf(error) === 'ENAMETOOLONG') return { error: ARCHIVE_MESSAGES.longName };
  // "a" as a file and "a/b" in one archive: the second cannot be written below the first.
  if (['EEXIST', 'ENOTDIR', 'EISDIR'].includes(codeOf(error) ?? '')) return { error: ARCHIVE_MESSAGES.sameName };
  return null;
}
/** Follows links; a broken link answers null instead of failing the request. */
const targetStats = (absolute: string) => stat(absolute).catch(() => null);

export default defineServerPlugin({
  async routes(app: FastifyInstance, { files, jobs, dataDir, state }) {
    const downloads = new DownloadLinks(state);
    const scratch = path.join(dataDir, 'uploads');
    const downloadArchives = new DownloadArchives(scratch, (hostingId) => files.quota.limitBytes(hostingId));
    await downloadArchives.sweep(DOWNLOAD_LINK_MS);
    const config = { config: { access: ACCESS } };
    const idOf = (request: FastifyRequest) => hostingOf(request).row.id;
    const guard = (request: FastifyRequest, customerPath: string, field: string) => files.resolve(idOf(request), customerPath, field);
    const customer = (request: FastifyRequest, absolute: string) => files.relative(idOf(request), absolute);

    const existing = async (request: FastifyRequest, customerPath: string, field: string) => {
      const absolute = await guard(request, customerPath, field);
      const stats = await statOrNull(absolute);
      if (!stats) throw fieldError(field, FILE_MESSAGES.notFound);
      return { absolute, stats };
    };
    const folder = async (request: FastifyRequest, customerPath: string, field: string) => {
      const found = await existing(request, customerPath, field);
      if (!(await targetStats(found.absolute))?.isDirectory()) throw fieldError(field, FILE_MESSAGES.notFolder);
      return found.absolute;
    };
    const notRoot = async (request: FastifyRequest, absolute: string, field: string) => {
      if (absolute === (await guard(request, '/', field))) throw fieldError(field, FILE_MESSAGES.root);
    };
    /** A new name in a folder: inside the root and not taken. */
    const fresh = async (request: FastifyRequest, dir: string, name: string, field = 'name') => {
      const absolute = await guard(request, joinPath(dir, name), field);
      if (await statOrNull(absolute)) throw fieldError(field, FILE_MESSAGES.exists);
      return absolute;
    };

    app.get('/hosting/:resource/files', withContract(config, { query: listQuery }), async (request) => {
      const query = parse(listQuery, request.query);
      const absolute = await folder(request, query.path || HOME_PATH, 'path');
      const shown = await customer(request, absolute);
      return { data: { files: await listFolder(absolute, shown), path: shown } };
    });

    app.post('/hosting/:resource/files/show', withContract(config, { body: showSchema }), async (request) => {
      const body = parse(showSchema, request.body);
      const { absolute, stats } = await existing(request, body.path, 'path');
      const target = stats.isFile() ? stats : await targetStats(absolute);
      if (!target?.isFile()) throw fieldError('path', FILE_MESSAGES.notFile);
      const size = target.size;
      if (size > SHOW_MAX_BYTES) throw fieldError('path', FILE_MESSAGES.tooLargeToShow);
      return { data: { lang: languageOf(path.basename(absolute)), content: await readFile(absolute, 'utf8'), readOnly: size > EDITABLE_MAX_BYTES, size } };
    });

    app.post('/hosting/:resource/files/edit', withContract({ config: { access: ACCESS, nulAllowed: ['content'] }, bodyLimit: EDITABLE_MAX_BYTES * 4 + 64 * 1024 }, { body: editSchema }), async (request) => {
      const body = parse(editSchema, request.body);
      const { absolute } = await existing(request, body.path, 'path');
      const stats = await targetStats(absolute);
      if (!stats?.isFile()) throw fieldError('path', FILE_MESSAGES.notFile);
      const bytes = Buffer.byteLength(body.content);
      if (stats.size > EDITABLE_MAX_BYTES || bytes > EDITABLE_MAX_BYTES) throw fieldError('content', FILE_MESSAGES.readOnly);
      await files.quota.assertRoomFor(idOf(request), bytes - stats.size, 'content');
      // Written beside the file and renamed over it: a failed write never leaves half a file, and the mode is kept.
      const partial = path.join(path.dirname(absolute), `.${path.basename(absolute)}.${randomUUID()}.tmp`);
      try {
        await writeFile(partial, body.content, { mode: stats.mode & 0o7777 });
        await chmod(partial, stats.mode & 0o7777);
        await rename(partial, absolute);
      } finally {
        await rm(partial, { force: true });
      }
      // A new file took the old one's place: the site's user's again, as the one it replaced.
      await files.handedOver(idOf(request), absolute);
      return { data: { path: body.path } };
    });

    app.post('/hosting/:resource/files/rename', withContract(config, { body: renameSchema }), async (request) => {
      const body = parse(renameSchema, request.body);
      const { absolute } = await existing(request, body.file, 'file');
      await notRoot(request, absolute, 'file');
      const target = await fresh(request, parentOf(await customer(request, absolute)), body.name);
      await naming('name', () => rename(absolute, target));
      return { data: { path: await customer(request, target) } };
    });

    app.post('/hosting/:resource/files/move', withContract(config, { body: moveSchema }), async (request) => {
      const body = parse(moveSchema, request.body);
      const destination = await folder(request, body.dest, 'dest');
      const moves: [string, string][] = [];
      for (const file of body.files) {
        const { absolute } = await existing(request, file, 'files');
        await notRoot(request, absolute, 'files');
        if (destination === absolute || destination.startsWith(absolute + path.sep)) throw fieldError('dest', FILE_MESSAGES.intoItself);
        const target = path.join(destination, path.basename(absolute));
        if (target === absolute) continue;
        if (await statOrNull(target)) throw fieldError('dest', FILE_MESSAGES.exists);
        moves.push([absolute, target]);
      }
      for (const [from, to] of moves) await rename(from, to);
      return { data: { dest: await customer(request, destination) } };
    });

    /** A temporary zip for a download, given up (and removed) when the client goes away before the answer. */
    const zipTemporary = async (request: FastifyRequest, reply: FastifyReply, baseDir: string, names: string[], field: string) => {
      const abandoned = new AbortController();
      const abandon = () => {
        if (!reply.raw.writableEnded) abandoned.abort();
      };
      reply.raw.on('close', abandon);
      try {
        return await downloadArchives.make(idOf(request), baseDir, names, field, abandoned.signal);
      } finally {
        reply.raw.off('close', abandon);
      }
    };

    app.post('/hosting/:resource/files/download', withContract(config, { body: downloadSchema }), async (request, reply) => {
      const body = parse(downloadSchema, request.body);
      const { absolute } = await existing(request, joinPath(body.path, body.name), 'path');
      if ((await targetStats(absolute))?.isDirectory()) {
        const name = `${path.basename(absolute) || 'arquivos'}.zip`;
        return { data: { url: await downloads.issue(await zipTemporary(request, reply, path.dirname(absolute), [path.basename(absolute)], 'path'), scratch, name, true), name } };
      }
      return { data: { url: await downloads.issue(absolute, await files.root(idOf(request)), path.basename(absolute)), name: path.basename(absolute) } };
    });

    app.post<{ Querystring: { download?: string } }>('/hosting/:resource/files/compress', withContract(config, { body: compressSchema, query: compressQuery }), async (request, reply) => {
      const body = parse(compressSchema, request.body);
      const dir = await folder(request, body.dir, 'dir');
      const names: string[] = [];
      for (const file of body.files) {
        const { absolute } = await existing(request, file, 'files');
        const relative = path.relative(dir, absolute);
        if (!relative || relative.startsWith('..') || path.isAbsolute(relative)) throw fieldError('files', FILE_MESSAGES.outsideDir);
        names.push(relative);
      }
      const forDownload = request.query.download === '1';
      if (forDownload) return { data: { url: await downloads.issue(await zipTemporary(request, reply, dir, names, 'files'), scratch, body.name, true), name: body.name } };
      const target = await fresh(request, body.dir, body.name);
      const single = names.length === 1 && !!(await targetStats(path.join(dir, names[0]!)))?.isFile();
      const budget = await files.quota.budget(idOf(request), 'name');
      try {
        if (body.format === 'zip') await createZip(dir, names, target, budget.meter());
        else if (single) await createGz(path.join(dir, names[0]!), target, budget.meter());
        else await createTarGz(dir, names, target, budget.meter());
      } catch (error) {
        await rm(target, { force: true });
        throw error;
      }
      return reply.status(201).send({ data: { path: await customer(request, target) } });
    });

    app.post('/hosting/:resource/files/upload', withContract({ config: { access: ACCESS, upload: true } }, { multipart: uploadForm }), async (request, reply) => {
      const fields: Record<string, string> = {};
      const saved: string[] = [];
      const budget = await files.quota.budget(idOf(request), 'file');
      for await (const part of request.parts()) {
        if (part.type === 'field') {
          fields[part.fieldname] = String(part.value);
          continue;
        }
        const dir = fields.dir || HOME_PATH;
        const relative = fields.path || part.filename;
        // Every folder of a folder upload is a new name too: none with control characters or over 255 bytes.
        for (const name of relative.replaceAll('\\', '/').split('/').filter((part) => !['', '.', '..'].includes(part))) {
          const parsedName = nameField.safeParse(name);
          if (!parsedName.success) throw fieldError('file', parsedName.error.issues[0]?.message ?? MESSAGES.name);
        }
        await folder(request, dir, 'dir');
        const target = await guard(request, joinPath(dir, relative), 'path');
        await mkdir(scratch, { recursive: true });
        const partial = path.join(scratch, `multipart-${randomUUID()}`);
        try {
          await pipeline(part.file, budget.meter(), createWriteStream(partial));
          if (part.file.truncated) throw fieldError('file', MESSAGES.uploadTooLarge);
          await naming('file', async () => {
            await mkdir(path.dirname(target), { recursive: true });
            const placed = await guard(request, joinPath(dir, relative), 'path');
            await moveInto(partial, placed);
            await files.handedOver(idOf(request), placed);
          });
        } catch (error) {
          if ((error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') throw new HttpError(413, MESSAGES.uploadTooLarge, { file: MESSAGES.uploadTooLarge });
          throw error;
        } finally {
          await rm(partial, { force: true });
        }
        saved.push(await customer(request, target));
      }
      if (saved.length === 0) throw fieldError('file', FILE_MESSAGES.noFile);
      return reply.status(201).send({ data: { files: saved } });
    });

    app.post('/hosting/:resource/files/create-folder', withContract(config, { body: createSchema }), async (request, reply) => {
      const body = parse(createSchema, request.body);
      await folder(request, body.path, 'path');
      const target = await fresh(request, body.path, body.name);
      await naming('name', () => mkdir(target));
      await files.handedOver(idOf(request), target);
      return reply.status(201).send({ data: { path: await customer(request, target) } });
    });

    app.post('/hosting/:resource/files/create-file', withContract(config, { body: createSchema }), async (request, reply) => {
      const body = parse(createSchema, request.body);
      await folder(request, body.path, 'path');
      const target = await fresh(request, body.path, body.name);
      // No mode of its own: the umask decides, or on a node the home's default ACL (a 0644 would leave the site's PHP read-only).
      await naming('name', () => writeFile(target, '', { flag: 'wx' }));
      await files.handedOver(idOf(request), target);
      return reply.status(201).send({ data: { path: await customer(request, target) } });
    });

    app.post('/hosting/:resource/files/extract', withContract(config, { body: extractSchema }), async (request, reply) => {
      const body = parse(extractSchema, request.body);
      const { absolute } = await existing(request, body.file, 'file');
      if (!(await targetStats(absolute))?.isFile()) throw fieldError('file', FILE_MESSAGES.notFile);
      const kind = archiveKindOf(path.basename(absolute));
      if (!kind) throw fieldError('file', ARCHIVE_MESSAGES.unknown);
      const destination = await guard(request, body.dir || parentOf(body.file), 'dir');
      const destinationStats = await statOrNull(destination);
      if (destinationStats && !(await targetStats(destination))?.isDirectory()) throw fieldError('dir', FILE_MESSAGES.notFolder);
      await checkArchive(kind, absolute);
      const payload: ExtractPayload = { hostingId: idOf(request), file: await customer(request, absolute), dir: await customer(request, destination), deleteArchive: body.deleteArchive };
      const job = await jobs.enqueue(userOf(request).id, EXTRACT_JOB, payload);
      return reply.status(202).send({ data: { job } });
    });

    jobs.handle(EXTRACT_JOB, async (raw) => {
      const job = raw as ExtractPayload;
      const staging = path.join(scratch, `extract-${randomUUID()}`);
      try {
        const archive = await files.resolve(job.hostingId, job.file, 'file');
        if (!(await targetStats(archive))?.isFile()) throw fieldError('file', FILE_MESSAGES.notFound);
        const kind = archiveKindOf(path.basename(archive));
        if (!kind) throw fieldError('file', ARCHIVE_MESSAGES.unknown);
        const destination = await files.resolve(job.hostingId, job.dir, 'dir');
        const budget = await files.quota.budget(job.hostingId, 'file', extractionTooLarge);
        await extractArchive(kind, archive, staging, budget.meter);
        await mkdir(destination, { recursive: true });
        const extracted = await readdir(staging);
        await mergeInto(staging, (relative) => files.resolve(job.hostingId, joinPath(job.dir, relative), 'file'));
        for (const name of extracted) await files.handedOver(job.hostingId, await files.resolve(job.hostingId, joinPath(job.dir, name), 'file'));
        if (job.deleteArchive) await rm(archive, { force: true });
        return { dir: job.dir };
      } catch (error) {
        // Past the home's limit on the node's file system: the plan's text, as the panel's own accounting says it.
        if (isQuotaExceeded(error)) return { error: await fileSystemQuotaMessage(files, job.hostingId) };
        // A refused, broken or too large archive will not get better on a retry: it finishes with its text.
        const failure = extractionFailure(error);
        if (failure) return failure;
        // Anything else is retried; its message (kept as the job's result) names no server path.
        throw new Error(`Não foi possível extrair o arquivo (${codeOf(error) ?? 'erro inesperado'}${(error as NodeJS.ErrnoException).syscall ? ` em ${(error as NodeJS.ErrnoException).syscall}` : ''}).`);
      } finally {
        await rm(staging, { recursive: true, force: true, maxRetries: 3 });
        files.quota.forget(job.hostingId);
      }
    });

    app.get<{ Params: { resource: string; job: string } }>('/hosting/:resource/files/job/:job', config, async (request) => {
      const job = await jobs.get(request.params.job);
      const payload = job?.kind === EXTRACT_JOB ? (JSON.parse(job.payload) as ExtractPayload) : null;
      if (!job || !payload || payload.hostingId !== idOf(request) || job.user_id !== userOf(request).id) throw new HttpError(404, FILE_MESSAGES.jobNotFound);
      return { data: { id: job.id, status: job.status, result: job.result ? JSON.parse(job.result) : null } };
    });

    app.post('/hosting/:resource/files/remove', withContract(config, { body: removeSchema }), async (request) => {
      const body = parse(removeSchema, request.body);
      const targets: string[] = [];
      for (const file of body.files) {
        const absolute = await guard(request, file, 'files');
        await notRoot(request, absolute, 'files');
        targets.push(absolute);
      }
      for (const target of targets) await rm(target, { recursive: true, force: true });
      files.quota.forget(idOf(request));
      return { data: { removed: targets.length } };
    });

    app.post('/hosting/:resource/files/permissions', withContract(config, { body: permissionsSchema }), async (request) => {
      const body = parse(permissionsSchema, request.body);
      const { absolute } = await existing(request, body.file, 'file');
      await chmod(absolute, Number.parseInt(body.permissions, 8));
      return { data: { file: body.file, permissions: body.permissions } };
    });

    downloads.routes(app);
    await registerTus(app, files, dataDir);
  },
});
