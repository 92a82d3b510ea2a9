import type { PluginNames } from './names';

/**
 * The files of a new plugin: a page inside the hosting page (a tab under "Configurações"), an
 * overview page with a user-menu entry, a server route with its access rule and migration, the
 * zod contract both sides share, strings, and a unit, an API and an end-to-end test.
 * The example feature is a list of notes per hosting: small, but every part a real plugin has.
 */
export function pluginFiles(n: PluginNames): Record<string, string> {
  const manifest = {
    $schema: './schema/manifest.schema.json',
    id: n.id,
    name: n.title,
    description: `${n.title}: notes kept per hosting (scaffolded by npm run new-plugin; replace with the feature).`,
    requires: ['hosting'],
    server: 'server/routes',
    routes: [
      { id: 'hosting', path: `/hosting/:resource/${n.id}`, layout: 'hosting:page', page: `pages/${n.pascal}Page`, title: `${n.id}.title`, access: { rule: 'hasWebsite', scope: 'hosting' } },
      { id: 'overview', path: `/${n.id}`, page: 'pages/OverviewPage', title: `${n.id}.title`, access: { rule: 'public' } },
    ],
    tabs: [{ slot: 'hosting.settings', route: 'hosting', label: `${n.id}.tab`, order: 900 }],
    menu: [{ slot: 'userMenu', label: `${n.id}.title`, to: `/${n.id}`, order: 900, access: { rule: 'public' } }],
  };
  const dir = `src/plugins/${n.id}`;
  return {
    [`manifests/${n.id}.json`]: JSON.stringify(manifest, null, 2) + '\n',
    [`${dir}/contract.ts`]: `import { z } from '../../core/validation/zod';

/** What the page and the API of ${n.id} share: one schema validates the form and the request body. */
export const NOTE_MAX_LENGTH = 200;

export const noteSchema = z.object({
  text: z.string().trim().min(1, 'Escreva a nota.').max(NOTE_MAX_LENGTH),
});
export type NoteBody = z.input<typeof noteSchema>;

export interface Note {
  id: number;
  text: string;
  createdAt: string;
}

export const ${n.camel}Paths = {
  notes: (domain: string) => \`/hosting/\${encodeURIComponent(domain)}/${n.id}/notes\`,
};
`,
    [`${dir}/contract.test.ts`]: `import { describe, expect, it } from 'vitest';
import { NOTE_MAX_LENGTH, noteSchema } from './contract';

describe('${n.id} contract', () => {
  it('trims a note and refuses an empty or too long one, in pt-BR', () => {
    expect(noteSchema.parse({ text: '  lembrar do backup  ' })).toEqual({ text: 'lembrar do backup' });
    expect(noteSchema.safeParse({ text: '   ' }).error?.issues[0].message).toBe('Escreva a nota.');
    expect(noteSchema.safeParse({ text: 'x'.repeat(NOTE_MAX_LENGTH + 1) }).success).toBe(false);
  });
});
`,
    [`${dir}/server/routes.ts`]: `import type { FastifyInstance } from 'fastify';
import type { Generated, Kysely, Migration } from 'kysely';
import { hostingOf } from '@server/access/guard';
import type { Database } from '@server/db/database';
import { parse } from '@server/http/errors';
import { defineServerPlugin } from '@server/plugins/serverPlugin';
import { noteSchema, type Note } from '../contract';

type Tables = {
  ${n.snake}_notes: { id: Generated<number>; hosting_id: number; text: string; created_at: string };
};
const tables = (db: Database) => db.withTables<Tables>();

/* eslint-disable @typescript-eslint/no-explicit-any -- migrations speak to the schema before types exist */
const migrations: Record<string, Migration> = {
  '0001_notes': {
    async up(db: Kysely<any>) {
      await db.schema
        .createTable('${n.snake}_notes')
        .addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement())
        .addColumn('hosting_id', 'integer', (c) => c.notNull().references('hostings.id').onDelete('cascade'))
        .addColumn('text', 'text', (c) => c.notNull())
        .addColumn('created_at', 'text', (c) => c.notNull())
        .execute();
    },
  },
};
/* eslint-enable @typescript-eslint/no-explicit-any */

/** The same rule as the page's: the owner, or a guest with the website permission. */
const access = { config: { access: { rule: 'hasWebsite', scope: 'hosting' } } } as const;

export default defineServerPlugin({
  migrations,
  routes(app: FastifyInstance, { db }) {
    app.get('/hosting/:resource/${n.id}/notes', access, async (request): Promise<{ data: Note[] }> => {
      const rows = await tables(db).selectFrom('${n.snake}_notes').selectAll().where('hosting_id', '=', hostingOf(request).row.id).orderBy('id').execute();
      return { data: rows.map((row) => ({ id: row.id, text: row.text, createdAt: row.created_at })) };
    });

    app.post('/hosting/:resource/${n.id}/notes', access, async (request, reply) => {
      const { text } = parse(noteSchema, request.body);
      const created_at = new Date().toISOString();
      const row = await tables(db).insertInto('${n.snake}_notes').values({ hosting_id: hostingOf(request).row.id, text, created_at }).returning('id').executeTakeFirstOrThrow();
      return reply.status(201).send({ data: { id: row.id, text, createdAt: created_at } satisfies Note });
    });
  },
});
`,
    [`${dir}/server/routes.test.ts`]: `import { beforeAll, describe, expect, it } from 'vitest';
import { call, DEMO, loginAs, withTestApp } from '../../../../tests/support/apiApp';

const NOTES = '/api/hosting/lojadaana.com.br/${n.id}/notes';
const app = withTestApp();
let owner: string;

beforeAll(async () => {
  owner = await loginAs(app, DEMO.owner);
});

describe('${n.id} API', () => {
  it('keeps the notes of a hosting', async () => {
    const created = await call(app, owner, 'POST', NOTES, { text: 'Renovar o certificado' });
    expect(created.statusCode).toBe(201);
    expect((await call(app, owner, 'GET', NOTES)).json().data).toEqual([expect.objectContaining({ text: 'Renovar o certificado' })]);
  });

  it('answers an empty note with the message under its field', async () => {
    const refused = await call(app, owner, 'POST', NOTES, { text: ' ' });
    expect(refused.statusCode).toBe(422);
    expect(refused.json().errors).toEqual({ text: 'Escreva a nota.' });
  });

  it('refuses a guest without the website permission, another customer and no session', async () => {
    expect((await call(app, await loginAs(app, DEMO.guest), 'GET', NOTES)).statusCode).toBe(403);
    expect((await call(app, await loginAs(app, DEMO.affiliate), 'GET', NOTES)).statusCode).toBe(403);
    expect((await call(app, null, 'GET', NOTES)).statusCode).toBe(401);
  });
});
`,
    [`${dir}/pages/${n.pascal}Page.tsx`]: `import { Button, Card, CardContent, List, ListItem, ListItemText, Stack, TextField, Typography } from '@mui/material';
import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, applyFieldErrors, formatDateTime, publishError } from '@core';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router-dom';
import { ${n.camel}Paths, NOTE_MAX_LENGTH, noteSchema, type Note, type NoteBody } from '../contract';

export default function ${n.pascal}Page() {
  const { t } = useTranslation();
  const { resource = '' } = useParams();
  const queryClient = useQueryClient();
  const key = ['${n.id}', resource];
  const notes = useQuery({ queryKey: key, queryFn: ({ signal }) => api<Note[]>('GET', ${n.camel}Paths.notes(resource), { signal }) });
  const { register, handleSubmit, reset, setError, formState } = useForm<NoteBody>({ resolver: zodResolver(noteSchema), defaultValues: { text: '' } });
  const add = useMutation({
    mutationFn: (body: NoteBody) => api<Note>('POST', ${n.camel}Paths.notes(resource), { body }),
    onSuccess: async () => {
      reset();
      await queryClient.invalidateQueries({ queryKey: key });
    },
    onError: (error) => {
      if (!applyFieldErrors(error, setError, ['text'])) publishError(error);
    },
  });
  return (
    <Card component="section" aria-labelledby="${n.id}-title">
      <CardContent>
        <Typography id="${n.id}-title" variant="h6" component="h2" gutterBottom>{t('${n.id}.title')}</Typography>
        <Stack component="form" direction={{ xs: 'column', sm: 'row' }} spacing={1} noValidate onSubmit={handleSubmit((body) => add.mutate(body))}>
          <TextField label={t('${n.id}.note')} fullWidth {...register('text')} error={!!formState.errors.text} helperText={formState.errors.text?.message} slotProps={{ htmlInput: { maxLength: NOTE_MAX_LENGTH } }} />
          <Button type="submit" variant="contained" disabled={add.isPending}>{t('${n.id}.add')}</Button>
        </Stack>
        {notes.data?.length === 0 && <Typography sx={{ mt: 2 }} color="text.secondary">{t('${n.id}.empty')}</Typography>}
        <List aria-label={t('${n.id}.title')}>
          {notes.data?.map((note) => (
            <ListItem key={note.id} divider>
              <ListItemText primary={note.text} secondary={formatDateTime(note.createdAt)} />
            </ListItem>
          ))}
        </List>
      </CardContent>
    </Card>
  );
}
`,
    [`${dir}/pages/OverviewPage.tsx`]: `import { Card, CardContent, Link as MuiLink, List, ListItem, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { api } from '@core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';

/** The user-menu entry's page: the hostings this user may open ${n.id} in (the API's GET /hosting). */
export default function OverviewPage() {
  const { t } = useTranslation();
  const hostings = useQuery({ queryKey: ['hostings'], queryFn: ({ signal }) => api<{ domain: string }[]>('GET', '/hosting', { signal }) });
  return (
    <Card component="section" aria-labelledby="${n.id}-overview-title">
      <CardContent>
        <Typography id="${n.id}-overview-title" variant="h5" component="h1" gutterBottom>{t('${n.id}.title')}</Typography>
        <Typography color="text.secondary">{t('${n.id}.choose')}</Typography>
        <List>
          {hostings.data?.map(({ domain }) => (
            <ListItem key={domain}>
              <MuiLink component={Link} to={\`/hosting/\${domain}/${n.id}\`}>{domain}</MuiLink>
            </ListItem>
          ))}
        </List>
      </CardContent>
    </Card>
  );
}
`,
    [`${dir}/i18n/pt-BR.json`]: JSON.stringify({ title: n.title, tab: n.title, note: 'Nota', add: 'Adicionar', empty: 'Nenhuma nota ainda.', choose: 'Escolha uma hospedagem.' }, null, 2) + '\n',
    [`${dir}/i18n/en.json`]: JSON.stringify({ title: n.title, tab: n.title, note: 'Note', add: 'Add', empty: 'No notes yet.', choose: 'Choose a hosting.' }, null, 2) + '\n',
    [`tests/e2e/${n.id}.spec.ts`]: `import { expect, test } from './fixtures';
import { login } from './support';

const PAGE = '/hosting/lojadaana.com.br/${n.id}';

test('${n.id}: the owner reaches the page from the user menu and keeps a note', async ({ page }) => {
  await login(page, 'cliente@exemplo.com.br');
  await page.getByRole('button', { name: 'Menu do usuário' }).click();
  await page.getByRole('menuitem', { name: '${n.title}' }).click();
  await expect(page).toHaveURL('/${n.id}');
  await page.getByRole('region', { name: '${n.title}' }).getByRole('link', { name: 'lojadaana.com.br' }).click();
  await expect(page).toHaveURL(PAGE);
  await page.getByLabel('Nota').fill(' ');
  await page.getByRole('button', { name: 'Adicionar' }).click();
  await expect(page.getByText('Escreva a nota.')).toBeVisible();
  await page.getByLabel('Nota').fill('Conferir os acessos FTP');
  await page.getByRole('button', { name: 'Adicionar' }).click();
  await expect(page.getByRole('list', { name: '${n.title}' }).getByText('Conferir os acessos FTP')).toBeVisible();
  await expect(page).toHaveURL(PAGE);
});

test('${n.id}: a guest without the website permission is turned away', async ({ page }) => {
  await login(page, 'convidado@exemplo.com.br');
  await page.goto(PAGE);
  await expect(page).not.toHaveURL(PAGE);
  await expect(page.getByRole('heading', { name: '${n.title}' })).toHaveCount(0);
});
`,
  };
}
