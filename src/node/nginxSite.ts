import type { Site } from './contract';
import { addressValue, codeValue, hostValue, integerValue, pathValue, urlValue } from './configValues';
import type { NodeConfig, NodePaths } from './nodeConfig';

/** The hosting's certificate on the node, when it holds one: its HTTPS blocks use it. */
export interface SiteCertificate {
  chainFile: string;
  keyFile: string;
}

/** The names nginx answers for a site: its main block's, its subdomains' and its redirects' sources. */
export function siteNames(site: Site): { main: string[]; subdomains: Set<string>; redirects: Set<string> } {
  const subdomains = new Set(site.subdomains.map((subdomain) => subdomain.host));
  const redirects = new Set(site.redirects.map((redirect) => redirect.source));
  const main = unique([site.domain, `www.${site.domain}`, ...(site.temporaryDomain ? [site.temporaryDomain] : []), ...site.aliases.flatMap((alias) => [alias, `www.${alias}`])]).filter(
    (name) => !subdomains.has(name) && !redirects.has(name),
  );
  return { main, subdomains, redirects };
}

/**
 * A hosting's nginx server blocks, from its typed site: the main block (domain, www, temporary
 * domain, aliases and their www), one per subdomain with its own document root, one per redirect
 * source. A suspended hosting answers every one of those names with its suspension page (503).
 * Redirect sources and subdomains are taken out of the main block, since nginx would otherwise
 * hold two blocks for one name. Every plain-HTTP block answers the ACME server's HTTP-01
 * challenges from the hosting's challenge folder, always-HTTPS included; with a certificate, each
 * block has its twin on the HTTPS port.
 */
export function renderSite(site: Site, config: NodeConfig, paths: NodePaths, certificate: SiteCertificate | null = null): string {
  const home = paths.home(site.hostingId);
  const address = addressValue(config.listenAddress);
  // Buffered: a write per 32 KB or per second instead of one per request (the Logs page is a second late at most).
  const logLines = [`    access_log ${pathValue(paths.log(site.hostingId, 'access'))} combined buffer=32k flush=1s;`, `    error_log ${pathValue(paths.log(site.hostingId, 'error'))};`];
  const { main: mainNames, subdomains: subdomainHosts, redirects: redirectHosts } = siteNames(site);
  const serverNames = (names: string[]) => `    server_name ${names.map(hostValue).join(' ')};`;
  const blocks: string[] = [`# Written by the node agent for hosting ${integerValue(site.hostingId)}; changes made here are overwritten.`];

  const challenge = [
    // A prefix with ^~ wins over every regular-expression location (PHP, dot files) and over `location /`.
    '    location ^~ /.well-known/acme-challenge/ {',
    `        root ${pathValue(paths.challengeRoot(site.hostingId))};`,
    '        default_type text/plain;',
    '        try_files $uri =404;',
    '    }',
  ];
  const http = [`    listen ${address}:${integerValue(config.httpPort)};`];
  const https = certificate
    ? [`    listen ${address}:${integerValue(config.httpsPort)} ssl;`, `    ssl_certificate ${pathValue(certificate.chainFile)};`, `    ssl_certificate_key ${pathValue(certificate.keyFile)};`]
    : null;
  /** A block on HTTP (with the challenges) and, with a certificate, the same on HTTPS. */
  const onBoth = (names: string[], body: string[], httpBody: string[] = body) => {
    blocks.push(block([...http, serverNames(names), ...logLines, ...challenge, ...httpBody]));
    if (https) blocks.push(block([...https, serverNames(names), ...logLines, ...body]));
  };

  if (site.suspensionPage !== null) {
    const page = `/${integerValue(site.hostingId)}.html`;
    onBoth(unique([...mainNames, ...subdomainHosts, ...redirectHosts]), [
      `    root ${pathValue(paths.suspendedDir)};`,
      `    error_page 503 ${page};`,
      `    location = ${page} { internal; add_header Cache-Control "no-store" always; }`,
      '    location / { return 503; }',
    ]);
    return blocks.join('\n\n') + '\n';
  }

  const toHttps = [`    location / { return 301 https://$host${config.httpsPort === 443 ? '' : `:${integerValue(config.httpsPort)}`}$request_uri; }`];
  const webRoot = (dir: string) => pathValue(dir === '' ? `${home}/public_html` : `${home}/public_html/${dir}`);
  const files = (dir: string) => [
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
  ];
  const served = (names: string[], dir: string) => onBoth(names, files(dir), site.httpsOnly ? toHttps : files(dir));

  if (mainNames.length > 0) served(mainNames, '');
  for (const subdomain of site.subdomains) if (!redirectHosts.has(subdomain.host)) served([subdomain.host], subdomain.dir);
  for (const redirect of site.redirects) onBoth([redirect.source], [`    location / { return ${codeValue(redirect.code)} "${urlValue(redirect.target)}"; }`]);
  return blocks.join('\n\n') + '\n';
}

const block = (lines: string[]) => ['server {', ...lines, '}'].join('\n');
const unique = <T>(values: T[]) => [...new Set(values)];
