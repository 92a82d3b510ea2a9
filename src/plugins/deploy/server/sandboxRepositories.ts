import { existsSync } from 'node:fs';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { git, SANDBOX_IDENTITY } from './git';

type Files = Record<string, string>;
interface Commit {
  message: string;
  files: Files;
}
interface SeedRepository {
  name: string;
  defaultBranch: string;
  commits: Commit[];
  /** Other branches, each one commit on top of the default branch. */
  branches?: Record<string, Commit>;
}

const page = (title: string, body: string, css = 'assets/style.css') =>
  `<!doctype html>\n<html lang="pt-BR">\n<head>\n  <meta charset="utf-8">\n  <title>${title}</title>\n  <link rel="stylesheet" href="${css}">\n</head>\n<body>\n${body}\n</body>\n</html>\n`;

/** The small repositories every sandbox account starts with: a static site, a project with a public/ folder, a GitHub-Pages-style branch. */
export const SEED_REPOSITORIES: SeedRepository[] = [
  {
    name: 'site-institucional',
    defaultBranch: 'main',
    commits: [
      { message: 'Primeira versão do site', files: { 'index.html': page('Site institucional', '  <h1>Bem-vindo</h1>') } },
      { message: 'Estilos e logotipo', files: { 'assets/style.css': 'body { font-family: sans-serif; margin: 2rem; }\nh1 { color: #6535d8; }\n', 'assets/logo.svg': '<svg xmlns="http://www.w3.org/2000/svg" width="64" height="64"><circle cx="32" cy="32" r="30" fill="#6535d8"/></svg>\n' } },
      { message: 'Página de contato', files: { 'contato.html': page('Contato', '  <h1>Fale conosco</h1>\n  <p>contato@exemplo.com.br</p>') } },
    ],
    branches: { desenvolvimento: { message: 'Rascunho da nova home', files: { 'index.html': page('Site institucional (novo)', '  <h1>Nova home</h1>') } } },
  },
  {
    name: 'landing-page',
    defaultBranch: 'main',
    commits: [
      { message: 'Estrutura do projeto', files: { 'README.md': '# Landing page\n\nOs arquivos publicados ficam em public/.\n', 'public/index.html': page('Lançamento', '  <h1>Em breve</h1>', 'css/app.css') } },
      { message: 'Estilo da landing page', files: { 'public/css/app.css': 'body { background: #f5f5f5; text-align: center; }\n' } },
    ],
  },
  {
    name: 'portfolio',
    defaultBranch: 'gh-pages',
    commits: [
      { message: 'Portfólio publicado', files: { 'index.html': page('Portfólio', '  <h1>Meus trabalhos</h1>'), 'assets/style.css': 'body { font-family: serif; }\n' } },
      { message: 'Novos projetos', files: { 'projetos.html': page('Projetos', '  <ul><li>Loja</li><li>Blog</li></ul>') } },
    ],
  },
];

async function writeFiles(dir: string, files: Files) {
  for (const [name, content] of Object.entries(files)) {
    await mkdir(path.dirname(path.join(dir, name)), { recursive: true });
    await writeFile(path.join(dir, name), content);
  }
}

async function commit(work: string, { message, files }: Commit) {
  await writeFiles(work, files);
  await git(['add', '-A'], { cwd: work });
  await git([...SANDBOX_IDENTITY, 'commit', '--quiet', '-m', message], { cwd: work });
}

/** Makes one bare repository with its history, through a throw-away working copy. */
async function createRepository(bare: string, seed: SeedRepository, scratch: string) {
  const work = await mkdtemp(path.join(scratch, 'seed-'));
  try {
    await git(['init', '--quiet', '--bare', '--initial-branch', seed.defaultBranch, bare]);
    await git(['init', '--quiet', '--initial-branch', seed.defaultBranch, work]);
    for (const step of seed.commits) await commit(work, step);
    await git(['push', '--quiet', bare, seed.defaultBranch], { cwd: work });
    for (const [branch, step] of Object.entries(seed.branches ?? {})) {
      await git(['checkout', '--quiet', '-b', branch], { cwd: work });
      await commit(work, step);
      await git(['push', '--quiet', bare, branch], { cwd: work });
      await git(['checkout', '--quiet', seed.defaultBranch], { cwd: work });
    }
  } finally {
    await rm(work, { recursive: true, force: true });
  }
}

/** Creates the seed repositories an account does not have yet; existing ones are left as they are. */
export async function ensureSeedRepositories(ownerDir: string, scratch: string): Promise<void> {
  await mkdir(ownerDir, { recursive: true });
  await mkdir(scratch, { recursive: true });
  for (const seed of SEED_REPOSITORIES) {
    const bare = path.join(ownerDir, `${seed.name}.git`);
    if (existsSync(path.join(bare, 'HEAD'))) continue;
    await rm(bare, { recursive: true, force: true });
    await createRepository(bare, seed, scratch);
  }
}
