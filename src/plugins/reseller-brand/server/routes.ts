import { randomBytes } from 'node:crypto';
import { userOf } from '@server/access/guard';
import { nowIso } from '@server/db/database';
import { withContract } from '@server/http/contracts';
import { fieldError, HttpError, MESSAGES } from '@server/http/errors';
import { defineServerPlugin } from '@server/plugins/serverPlugin';
import type { FastifyRequest } from 'fastify';
import { z } from '@core/shared';
import { hasLogoExtension, LOGO_MAX_BYTES, LOGO_TEXTS, type Logo } from '../contract';
import { seedReseller } from './seed';
import { imageTypeOf, logoUrl, migrations, resellerDb } from './store';

const logoForm = z.object({ logo: z.file().optional().describe('PNG ou JPEG (.png, .jpg, .jpeg), até 1 MB; sem arquivo, remove o logo.') });

/** The file of POST /user/logo's `logo` field, or null when none was chosen (which removes the logo). */
async function uploadedLogo(request: FastifyRequest): Promise<{ name: string; bytes: Buffer } | null> {
  if (!request.isMultipart()) return null;
  let found: { name: string; bytes: Buffer } | null = null;
  try {
    for await (const part of request.parts({ limits: { fileSize: LOGO_MAX_BYTES, files: 1 } })) {
      if (part.type !== 'file') continue;
      const bytes = await part.toBuffer();
      if (part.fieldname === 'logo' && (part.filename !== '' || bytes.length > 0)) found = { name: part.filename, bytes };
    }
  } catch (error) {
    const code = (error as { code?: string }).code;
    if (code === 'FST_REQ_FILE_TOO_LARGE') throw fieldError('logo', LOGO_TEXTS.tooLarge);
    if (code === 'FST_FILES_LIMIT') throw fieldError('logo', LOGO_TEXTS.wrongType);
    throw error;
  }
  return found;
}

export default defineServerPlugin({
  migrations,
  async seed({ db }) {
    await seedReseller(db);
  },

  routes(app, { db }) {
    const rdb = resellerDb(db);
    const logoOf = async (userId: number): Promise<Logo> => {
      const row = await rdb.selectFrom('reseller_logos').select('key').where('user_id', '=', userId).executeTakeFirst();
      return { logo: row ? logoUrl(row.key) : null };
    };

    app.get('/user/logo', { config: { access: { rule: 'public' } } }, async (request) => ({ data: await logoOf(userOf(request).id) }));

    app.post('/user/logo', withContract({ config: { access: { rule: 'public' }, upload: true } }, { multipart: logoForm }), async (request) => {
      const userId = userOf(request).id;
      const file = await uploadedLogo(request);
      if (!file) {
        await rdb.deleteFrom('reseller_logos').where('user_id', '=', userId).execute();
        return { data: { logo: null } satisfies Logo };
      }
      const mime = imageTypeOf(file.bytes);
      if (!hasLogoExtension(file.name) || !mime) throw fieldError('logo', LOGO_TEXTS.wrongType);
      const values = { key: randomBytes(16).toString('base64url'), mime, image: file.bytes, updated_at: nowIso() };
      await rdb.insertInto('reseller_logos').values({ user_id: userId, ...values }).onConflict((oc) => oc.column('user_id').doUpdateSet(values)).execute();
      return { data: await logoOf(userId) };
    });

    // Anonymous: an <img> sends no bearer token. The key is random and changes with each upload.
    app.get<{ Params: { key: string } }>('/brand/logo/:key', { config: { access: { rule: 'anonymous' } } }, async (request, reply) => {
      const row = await rdb.selectFrom('reseller_logos').select(['mime', 'image']).where('key', '=', request.params.key).executeTakeFirst();
      if (!row) throw new HttpError(404, MESSAGES.notFound);
      return reply.header('content-type', row.mime).header('cache-control', 'public, max-age=31536000, immutable').send(row.image);
    });

    /** The logo the signed-in user's panel shows: their reseller's, when they have one with a logo. */
    app.get('/brand', { config: { access: { rule: 'public' } } }, async (request): Promise<{ data: Logo }> => {
      const row = await rdb
        .selectFrom('reseller_customers')
        .innerJoin('reseller_logos', 'reseller_logos.user_id', 'reseller_customers.reseller_id')
        .select('reseller_logos.key')
        .where('reseller_customers.customer_id', '=', userOf(request).id)
        .executeTakeFirst();
      return { data: { logo: row ? logoUrl(row.key) : null } };
    });
  },
});
