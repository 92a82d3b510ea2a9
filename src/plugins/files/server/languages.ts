import path from 'node:path';

/** Monaco language ids by extension; a file of one of these (or a dotfile such as .htaccess) is editable. */
const LANGUAGES: Record<string, string> = {
  html: 'html', htm: 'html', xhtml: 'html', tpl: 'html', twig: 'html', vue: 'html',
  php: 'php', phtml: 'php', inc: 'php',
  js: 'javascript', mjs: 'javascript', cjs: 'javascript', jsx: 'javascript',
  ts: 'typescript', tsx: 'typescript',
  css: 'css', scss: 'scss', less: 'less',
  json: 'json', map: 'json',
  xml: 'xml', svg: 'xml', rss: 'xml',
  md: 'markdown', markdown: 'markdown',
  py: 'python', rb: 'ruby', pl: 'perl', sh: 'shell', bash: 'shell',
  sql: 'sql', ini: 'ini', conf: 'ini', cfg: 'ini', env: 'ini',
  yml: 'yaml', yaml: 'yaml',
  txt: 'plaintext', log: 'plaintext', csv: 'plaintext', htaccess: 'plaintext',
};

export const DEFAULT_LANGUAGE = 'html';

function extensionOf(name: string): string | null {
  const ext = path.extname(name).slice(1).toLowerCase();
  if (ext) return ext;
  return name.startsWith('.') ? name.slice(1).toLowerCase() : null;
}

export function languageOf(name: string): string {
  const ext = extensionOf(name);
  return (ext && LANGUAGES[ext]) || DEFAULT_LANGUAGE;
}

export function isEditableName(name: string): boolean {
  const ext = extensionOf(name);
  return ext === null || ext in LANGUAGES || name.startsWith('.');
}
