const BEGIN = '# BEGIN Painel HTTPS';
const END = '# END Painel HTTPS';
const RULES = [BEGIN, 'RewriteEngine On', 'RewriteCond %{HTTPS} !=on', 'RewriteRule ^ https://%{HTTP_HOST}%{REQUEST_URI} [L,R=301]', END];

/** `.htaccess` with the panel's HTTPS redirect block first (on) or without it (off); the rest kept. */
export function withHttpsRedirect(text: string, on: boolean): string {
  const lines = text.split('\n');
  const start = lines.indexOf(BEGIN);
  const end = lines.indexOf(END);
  const rest = start >= 0 && end > start ? [...lines.slice(0, start), ...lines.slice(end + 1)] : lines;
  while (rest[0] === '') rest.shift();
  const body = rest.join('\n');
  if (!on) return body;
  return RULES.join('\n') + '\n' + (body ? '\n' + body : '');
}
