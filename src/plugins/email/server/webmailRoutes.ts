import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import { withContract } from '@server/http/contracts';
import { fieldError, parse } from '@server/http/errors';
import { z } from '@core/shared';
import { customizeSchema, LOGO_MAX_BYTES, MESSAGES, type WebmailColor, type WebmailCustomization } from '../contract';
import { config, hostingFrom } from './shared';
import type { EmailTables, MailHosting } from './store';

/** The file's real type from its first bytes: the name and the declared type are the sender's word only. */
export function imageTypeOf(bytes: Buffer): 'image/png' | 'image/jpeg' | null {
  if (bytes.length >= 8 && bytes.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))) return 'image/png';
  if (bytes.length >= 3 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return 'image/jpeg';
  return null;
}

export async function customizationOf(mail: Kysely<EmailTables>, hosting: MailHosting): Promise<WebmailCustomization> {
  const row = await mail.selectFrom('email_webmail').selectAll().where('hosting_id', '=', hosting.id).executeTakeFirst();
  return {
    color: (row?.color ?? 'default') as WebmailColor,
    logo: row?.logo_type && row.logo_base64 ? `data:${row.logo_type};base64,${row.logo_base64}` : null,
  };
}

const logoForm = z.object({ logo: z.file().optional().describe('PNG ou JPEG; sem arquivo, remove o logo.') });

/** Webmail look: the logo (multipart field "logo", empty removes it) and the colour (part 2 §7, §9). */
export function webmailRoutes(app: FastifyInstance, mail: Kysely<EmailTables>) {
  const save = async (hosting: MailHosting, values: { color?: string; logo_type?: string | null; logo_base64?: string | null }) => {
    await mail
      .insertInto('email_webmail')
      .values({ hosting_id: hosting.id, color: values.color ?? 'default', logo_type: values.logo_type ?? null, logo_base64: values.logo_base64 ?? null })
      .onConflict((c) => c.column('hosting_id').doUpdateSet(values))
      .execute();
  };

  app.post('/hosting/:resource/webmail/logo', withContract({ config: { ...config.config, upload: true } }, { multipart: logoForm }), async (request) => {
    const hosting = hostingFrom(request);
    let logo: Buffer | null = null;
    if (request.isMultipart()) {
      for await (const part of request.parts()) {
        if (part.fieldname !== 'logo') {
          if (part.type === 'file') part.file.resume();
          continue;
        }
        if (part.type === 'field') continue;
        const chunks: Buffer[] = [];
        let size = 0;
        for await (const chunk of part.file as AsyncIterable<Buffer>) {
          size += chunk.length;
          if (size <= LOGO_MAX_BYTES) chunks.push(chunk);
        }
        if (size > LOGO_MAX_BYTES) throw fieldError('logo', MESSAGES.logoSize);
        logo = size === 0 ? null : Buffer.concat(chunks);
      }
    }
    if (logo === null) {
      await save(hosting, { logo_type: null, logo_base64: null });
    } else {
      const type = imageTypeOf(logo);
      if (!type) throw fieldError('logo', MESSAGES.logoType);
      await save(hosting, { logo_type: type, logo_base64: logo.toString('base64') });
    }
    return { data: await customizationOf(mail, hosting) };
  });

  app.post('/hosting/:resource/webmail/customize', withContract(config, { body: customizeSchema }), async (request) => {
    const hosting = hostingFrom(request);
    const { color } = parse(customizeSchema, request.body);
    await save(hosting, { color });
    return { data: await customizationOf(mail, hosting) };
  });
}
