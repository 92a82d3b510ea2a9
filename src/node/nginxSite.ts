import type { Site } from './contract';
import { addressValue, codeValue, hostValue, integerValue, pathValue, urlValue } from './configValues';
import type { NodeConfig, NodePaths } from './nodeConfig';

/**
 * A hosting's nginx server blocks, from its typed site: the main block (domain, www, temporary
 * domain, aliases and their www), one per subdomain with its own document root, one per redirect
 * source. A suspended hosting answers every one of those names with its suspension page (503).
 * Redirect sources and subdomains are taken out of the main block, since nginx would otherwise
 * hold two blocks for one name.
 */
export function renderSite(site: Site, config: NodeConfig, paths: NodePaths): string {
  const home = paths.home(site.hostingId);
  const listen = `    listen ${addressValue(config.listenAddress)}:${integerValue(config.httpPort)};`;
  const logs = paths.webLogDir(site.hostingId);
  const logLines = [`    access_log ${pathValue(`${logs}/access.log`)};`, `    error_log ${pathValue(`${logs}/error.log`)};`];
  const subdomainHosts = new Set(site.subdomains.map((subdomain) => subdomain.host));
  const redirectHosts = new Set(site.redirects.map((redirect) => redirect.source));
  const mainNames = unique([site.domain, `www.${site.domain}`, ...(site.temporaryDomain ? [site.temporaryDomain] : []), ...site.aliases.flatMap((alias) => [alias, `www.${alias}`])]).filter(
    (name) => !subdomainHosts.has(name) && !redirectHosts.has(name),
  );
  const serverNames = (names: string[]) => `    server_name ${names.map(hostValue).join(' ')};`;
  const blocks: string[] = [`# Written by the node agent for hosting ${integerValue(site.hostingId)}; changes made here are overwritten.`];

  if (site.suspensionPage !== null) {
    const page = `/${integerValue(site.hostingId)}.html`;
    const names = unique([...mainNames, ...subdomainHosts, ...redirectHosts]);
    blocks.push(
      block([listen, serverNames(names), ...logLines, `    root ${pathValue(paths.suspendedDir)};`, `    error_page 503 ${page};`, `    location = ${page} { internal; add_header Cache-Control "no-store" always; }`, '    location / { return 503; }']),
    );
    return blocks.join('\n\n') + '\n';
  }

  const httpsRedirect = site.httpsOnly ? [`    return 301 https://$host${config.httpsPort === 443 ? '' : `:${integerValue(config.httpsPort)}`}$request_uri;`] : [];
  const webRoot = (dir: string) => pathValue(dir === '' ? `${home}/public_html` : `${home}/public_html/${dir}`);
  const served = (names: string[], dir: string) =>
    block([
      listen,
      serverNames(names),
      ...logLines,
      ...httpsRedirect,
      `    root ${webRoot(dir)};`,
      '    index index.php index.html index.htm;',
      // A customer's symbolic link to another home would be followed by the worker (in every home's group).
      '    disable_symlinks if_not_owner from=$document_root;',
      '    location / { try_files $uri $uri/ =404; }',
      '    location ~ \\.php$ {',
      '        try_files $uri =404;',
      '        include /etc/nginx/fastcgi_params;',
      '        fastcgi_param SCRIPT_FILENAME $document_root$fastcgi_script_name;',
      `        fastcgi_pass unix:${pathValue(paths.phpSocket(site.hostingId))};`,
      '    }',
      '    location ~ /\\.(?!well-known/) { deny all; }',
    ]);

  if (mainNames.length > 0) blocks.push(served(mainNames, ''));
  for (const subdomain of site.subdomains) if (!redirectHosts.has(subdomain.host)) blocks.push(served([subdomain.host], subdomain.dir));
  for (const redirect of site.redirects) blocks.push(block([listen, serverNames([redirect.source]), ...logLines, `    return ${codeValue(redirect.code)} "${urlValue(redirect.target)}";`]));
  return blocks.join('\n\n') + '\n';
}

const block = (lines: string[]) => ['server {', ...lines, '}'].join('\n');
const unique = <T>(values: T[]) => [...new Set(values)];
