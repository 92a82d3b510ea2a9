import type { FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import type { AccessCondition } from '@core/shared';
import { hostingOf } from '@server/access/guard';
import { HttpError } from '@server/http/errors';
import { usernameOf, type EmailTables, type MailHosting } from './store';

/** Every e-mail route: a guest needs hasEmail, and the hosting must be active. */
export const ACCESS: AccessCondition = { rule: 'hasEmail', hostingStatus: ['Active'] };
export const config = { config: { access: ACCESS } };

export const EMAIL_MESSAGES = {
  accountTaken: 'Já existe uma conta de e-mail com este nome.',
  forwarderTaken: 'Este encaminhamento já existe.',
  forwardLoops: 'O destino não pode ser o próprio endereço.',
  accountUnknown: 'Conta de e-mail não encontrada.',
  forwarderUnknown: 'Encaminhamento não encontrado.',
  nameTaken: 'Este nome já está em uso neste domínio.',
  aliasUnknown: 'Alias não encontrado.',
  autoresponderUnknown: 'Resposta automática não encontrada.',
  listTaken: 'Já existe uma lista com este nome.',
  listUnknown: 'Lista de e-mails não encontrada.',
  memberTaken: 'Este e-mail já faz parte da lista.',
  memberUnknown: 'Este e-mail não faz parte da lista.',
  spamEntryTaken: 'Este endereço já está na lista.',
  spamEntryUnknown: 'Endereço não encontrado na lista.',
  spamGlobalOff: 'Ative o antispam da hospedagem antes de ativá-lo em uma conta.',
} as const;

export function hostingFrom(request: FastifyRequest): MailHosting {
  const { row } = hostingOf(request);
  return { id: row.id, domain: row.domain };
}

/** The account an address names, or 404. */
export async function knownAccount(mail: Kysely<EmailTables>, hosting: MailHosting, email: string) {
  const username = usernameOf(hosting, email);
  const row =
    username === null
      ? undefined
      : await mail.selectFrom('email_accounts').select(['id', 'username', 'quota_mb', 'size_bytes', 'disabled', 'spam']).where('hosting_id', '=', hosting.id).where('username', '=', username).executeTakeFirst();
  if (!row) throw new HttpError(404, EMAIL_MESSAGES.accountUnknown);
  return row;
}

/** Whether a name of the domain already receives mail: an account, an alias or a list. */
export async function nameInUse(mail: Kysely<EmailTables>, hosting: MailHosting, name: string): Promise<boolean> {
  const [account, alias, list] = await Promise.all([
    mail.selectFrom('email_accounts').select('id').where('hosting_id', '=', hosting.id).where('username', '=', name).executeTakeFirst(),
    mail.selectFrom('email_aliases').select('id').where('hosting_id', '=', hosting.id).where('alias', '=', name).executeTakeFirst(),
    mail.selectFrom('email_lists').select('id').where('hosting_id', '=', hosting.id).where('name', '=', name).executeTakeFirst(),
  ]);
  return Boolean(account || alias || list);
}

/** The global antispam of a hosting: off until turned on. */
export async function spamEnabled(mail: Kysely<EmailTables>, hosting: MailHosting): Promise<boolean> {
  const row = await mail.selectFrom('email_spam').select('enabled').where('hosting_id', '=', hosting.id).executeTakeFirst();
  return row?.enabled === 1;
}
