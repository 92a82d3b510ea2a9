#!/usr/bin/env bash
# The real hosting node on this machine (development and CI): nginx, one PHP-FPM master per
# installed PHP version, pebble (the test ACME server, with pebble-challtestsrv as its DNS, which
# answers 127.0.0.1 for every name) and the node agent, each on loopback, with every file of theirs
# under the node's folder (nothing in /etc/nginx or /etc/php is read for configuration or written);
# and Debian's cron, one for the machine, which runs the crontabs the agent writes.
#   eval "$(scripts/hosting-node.sh start)"   starts them and prints the exports the panel and the
#                                              tests read (NODE_AGENT_URL, NODE_AGENT_SECRET, ...)
#   scripts/hosting-node.sh stop              stops them
# Installs nothing: needs root and Debian's nginx (nginx-light), php8.2-fpm (or another version), cron
# and pebble; with ACME_DIRECTORY_URL set (Let's Encrypt, its staging) pebble is not started.
# Progress goes to stderr; stdout carries only the exports. docs/hosting-node.md tells the rest.
set -euo pipefail
cd "$(dirname "$0")/.."
REPO="$(pwd)"

NODE_DATA_DIR="${NODE_DATA_DIR:-/var/lib/painel-node}"
WEB_HTTP_PORT="${WEB_HTTP_PORT:-8080}"
WEB_HTTPS_PORT="${WEB_HTTPS_PORT:-8443}"
WEB_LISTEN="${WEB_LISTEN:-127.0.0.1}"
NODE_AGENT_PORT="${NODE_AGENT_PORT:-7070}"
NODE_WEB_USER="${NODE_WEB_USER:-www-data}"
NGINX_BINARY="${NGINX_BINARY:-/usr/sbin/nginx}"
PEBBLE_PORT="${PEBBLE_PORT:-14000}"
PEBBLE_MANAGEMENT_PORT="${PEBBLE_MANAGEMENT_PORT:-15000}"
PEBBLE_DNS_PORT="${PEBBLE_DNS_PORT:-8053}"
PEBBLE_DNS_MANAGEMENT_PORT="${PEBBLE_DNS_MANAGEMENT_PORT:-8055}"
PEBBLE_DIR="$NODE_DATA_DIR/pebble"
DNS_PORT="${DNS_PORT:-5353}"
PDNS_API_PORT="${PDNS_API_PORT:-8281}"
PDNS_DIR="$NODE_DATA_DIR/pdns"
# Debian's cron reads one spool for the whole machine, so every node on it shares one cron: each node
# that uses it leaves a mark here, and the last node to stop stops it (only if a node started it).
CRON_SHARED=/run/painel-node-cron
SSH_PORT="${SSH_PORT:-2222}"
SSH_LISTEN="${SSH_LISTEN:-127.0.0.1}"
SSH_DIR="$NODE_DATA_DIR/ssh"
CRON_MARK="$CRON_SHARED/node$(echo "$NODE_DATA_DIR" | tr '/' '_')"
# The homes' file system (docs/hosting-node.md, "Disk quotas"): a sparse btrfs image under the node's folder,
# mounted on the homes' folder, whose quotas hold each home to its plan's disk; "off": the plain disk.
NODE_HOMES_IMAGE="${NODE_HOMES_IMAGE:-$NODE_DATA_DIR/homes.btrfs}"
NODE_HOMES_SIZE="${NODE_HOMES_SIZE:-20G}"
# Mail: Postfix (SMTP, submission) and Dovecot (IMAP, POP3, LMTP delivery, SASL for Postfix), an instance
# of each with its configuration, queue and mailboxes under the node's folder.
MAIL_DIR="$NODE_DATA_DIR/mail"
MAIL_LISTEN="${MAIL_LISTEN:-127.0.0.1}"
MAIL_HOSTNAME="${MAIL_HOSTNAME:-mail.painel-node.test}"
SMTP_PORT="${SMTP_PORT:-2525}"
SUBMISSION_PORT="${SUBMISSION_PORT:-2587}"
IMAP_PORT="${IMAP_PORT:-2143}"
POP3_PORT="${POP3_PORT:-2110}"
# Webmail: Debian's Roundcube (roundcube-core, roundcube-sqlite3), run by a PHP-FPM pool of its own as the
# machine's painel-webmail user and served by the node's nginx on every webmail.<name>; its configuration,
# database and temporary files under webmail/ (Debian's /etc/roundcube is not read, but for the package's defaults).
WEBMAIL_DIR="$NODE_DATA_DIR/webmail"
ROUNDCUBE_ROOT="${ROUNDCUBE_ROOT:-/var/lib/roundcube}"
webmail_available() { [ -f "$ROUNDCUBE_ROOT/public_html/index.php" ] && [ -f /etc/roundcube/defaults.inc.php ]; }

log() { echo "hosting-node: $*" >&2; }
fail() { log "$*"; exit 1; }

nginx_args=(-c "$NODE_DATA_DIR/nginx/nginx.conf" -p "$NODE_DATA_DIR/nginx" -e "$NODE_DATA_DIR/nginx/error.log")
php_versions() { for binary in /usr/sbin/php-fpm[0-9]*; do [ -x "$binary" ] && basename "$binary" | sed 's/^php-fpm//'; done; }
pid_alive() { [ -f "$1" ] && kill -0 "$(cat "$1")" 2>/dev/null; }

# The panel's file roots are the homes the node serves: <DATA_DIR>/hostings unless NODE_HOSTINGS_ROOT
# says otherwise. nginx's user must be able to pass through every folder above it.
hostings_root() {
  local root="${NODE_HOSTINGS_ROOT:-${DATA_DIR:-$REPO/data}/hostings}"
  mkdir -p "$root"
  if ! runuser -u "$NODE_WEB_USER" -- test -x "$root"; then
    log "$NODE_WEB_USER cannot reach $root; the node uses $NODE_DATA_DIR/hostings (set NODE_HOSTINGS_ROOT and the panel's DATA_DIR to match)"
    root="$NODE_DATA_DIR/hostings"
    mkdir -p "$root"
  fi
  chmod 0711 "$root"
  echo "$(cd "$root" && pwd)"
}

# The homes on a file system with quotas: the agent makes each home a btrfs subvolume and limits it to
# its plan's disk. A folder already mounted (a provider's own btrfs partition) gets its quotas switched
# on; otherwise the node's image is mounted there, made on the first start (sparse: it takes what its
# files take) and kept between runs. Without btrfs or a loop device the node runs on, without quotas,
# and says so: the panel's own accounting is then the only limit.
mount_homes() {
  local root="$1" type
  if [ "$NODE_HOMES_IMAGE" = off ]; then log "homes on the plain disk (NODE_HOMES_IMAGE=off): no disk quotas"; return 0; fi
  if mountpoint -q "$root"; then
    type="$(findmnt -n -o FSTYPE --mountpoint "$root")"
    if [ "$type" != btrfs ]; then log "$root is a mounted $type file system, not btrfs: no disk quotas (the panel's accounting is the only limit)"; return 0; fi
    btrfs quota enable "$root" >&2 || log "could not switch btrfs quotas on in $root: no disk quotas"
    return 0
  fi
  if ! command -v mkfs.btrfs >/dev/null || ! grep -qw btrfs /proc/filesystems; then log "no btrfs on this machine (Debian: apt-get install btrfs-progs): homes without disk quotas"; return 0; fi
  if ! losetup -f >/dev/null 2>&1; then log "no free loop device on this machine: homes without disk quotas"; return 0; fi
  local made=""
  if [ ! -s "$NODE_HOMES_IMAGE" ]; then
    log "making the homes' image $NODE_HOMES_IMAGE (btrfs, $NODE_HOMES_SIZE, sparse)"
    rm -f "$NODE_HOMES_IMAGE.tmp"
    truncate -s "$NODE_HOMES_SIZE" "$NODE_HOMES_IMAGE.tmp" && mkfs.btrfs -q -f "$NODE_HOMES_IMAGE.tmp" >&2 && mv "$NODE_HOMES_IMAGE.tmp" "$NODE_HOMES_IMAGE" \
      || { rm -f "$NODE_HOMES_IMAGE.tmp"; log "could not make the homes' image: homes without disk quotas"; return 0; }
    chmod 0600 "$NODE_HOMES_IMAGE"
    made=1
  fi
  if [ -n "$(ls -A "$root")" ]; then
    if [ -z "$made" ]; then
      log "$root holds files on the plain disk while the homes' image $NODE_HOMES_IMAGE (which holds homes too) is not mounted there."
      log "Move them onto the image (mount -o loop $NODE_HOMES_IMAGE /mnt; cp -a $root/. /mnt/; umount /mnt) or away, then start again. The node runs WITHOUT disk quotas now."
      return 0
    fi
    # The homes of earlier runs move onto the new image (the agent makes each a subvolume when it sets its limit).
    local moving="$NODE_DATA_DIR/homes.moving"
    mkdir -p "$moving"
    mount -o loop "$NODE_HOMES_IMAGE" "$moving" || { log "could not mount $NODE_HOMES_IMAGE: homes without disk quotas"; return 0; }
    log "moving the homes already in $root onto the image"
    if ! cp -a "$root/." "$moving/"; then umount "$moving"; rm -f "$NODE_HOMES_IMAGE"; fail "could not copy $root onto the homes' image (nothing was removed); free space and start again"; fi
    umount "$moving" && rmdir "$moving"
    find "$root" -mindepth 1 -maxdepth 1 -exec rm -rf -- {} +
  fi
  mount -o loop "$NODE_HOMES_IMAGE" "$root" || { log "could not mount $NODE_HOMES_IMAGE on $root: homes without disk quotas"; return 0; }
  btrfs quota enable "$root" >&2 || log "could not switch btrfs quotas on in $root: no disk quotas"
  echo "$root" >"$NODE_DATA_DIR/homes.mounted"
  log "homes on $NODE_HOMES_IMAGE (btrfs with quotas), mounted on $root"
}

# Unmounts the image start mounted, once the node's processes are gone (a PHP-FPM worker ending its
# request may hold a home a moment longer); still busy after 10 s (a cron job), detached lazily.
unmount_homes() {
  local root
  root="$(cat "$NODE_DATA_DIR/homes.mounted" 2>/dev/null)" || return 0
  rm -f "$NODE_DATA_DIR/homes.mounted"
  mountpoint -q "$root" || return 0
  [ "$(losetup -n -O BACK-FILE "$(findmnt -n -o SOURCE --mountpoint "$root")" 2>/dev/null)" = "$(realpath "$NODE_HOMES_IMAGE")" ] || return 0
  for _ in $(seq 1 50); do umount "$root" 2>/dev/null && { log "homes unmounted from $root"; return 0; }; sleep 0.2; done
  log "$root is still in use: detached lazily (it unmounts when the last process leaves it)"
  umount -l "$root"
}

write_nginx_conf() {
  mkdir -p "$NODE_DATA_DIR/nginx/sites" "$NODE_DATA_DIR/nginx/temp" "$NODE_DATA_DIR/suspended" "$NODE_DATA_DIR/logs" "$NODE_DATA_DIR/run"
  chmod 0755 "$NODE_DATA_DIR" "$NODE_DATA_DIR/suspended" "$NODE_DATA_DIR/run"
  cat >"$NODE_DATA_DIR/nginx/nginx.conf" <<CONF
# Written by scripts/hosting-node.sh; each hosting's server blocks are in sites/, written by the node agent.
user $NODE_WEB_USER;
worker_processes auto;
pid $NODE_DATA_DIR/nginx/nginx.pid;
error_log $NODE_DATA_DIR/nginx/error.log warn;
events { worker_connections 1024; }
http {
    include /etc/nginx/mime.types;
    default_type application/octet-stream;
    sendfile on;
    tcp_nopush on;
    server_tokens off;
    access_log off;
    client_max_body_size 1024m;
    client_body_temp_path $NODE_DATA_DIR/nginx/temp/body;
    proxy_temp_path $NODE_DATA_DIR/nginx/temp/proxy;
    fastcgi_temp_path $NODE_DATA_DIR/nginx/temp/fastcgi;
    uwsgi_temp_path $NODE_DATA_DIR/nginx/temp/uwsgi;
    scgi_temp_path $NODE_DATA_DIR/nginx/temp/scgi;
    ssl_protocols TLSv1.2 TLSv1.3;
    ssl_session_cache shared:SSL:10m;
    ssl_session_timeout 1h;
    # A name no hosting holds (a removed one's included) gets nothing of any site, and no hosting's certificate.
    server {
        listen $WEB_LISTEN:$WEB_HTTP_PORT default_server;
        server_name _;
        return 404;
    }
    server {
        listen $WEB_LISTEN:$WEB_HTTPS_PORT ssl default_server;
        server_name _;
        ssl_reject_handshake on;
    }
$(webmail_available && webmail_server)
    include $NODE_DATA_DIR/nginx/sites/*.conf;
}
CONF
}

# nginx's block for the webmail: any name that starts with webmail. (a hosting's own subdomain of that
# name, an exact name, wins over it). Roundcube's public folder only; its PHP through the webmail pool.
webmail_server() {
  cat <<CONF
    server {
        listen $WEB_LISTEN:$WEB_HTTP_PORT;
        server_name ~^webmail\.;
        root $ROUNDCUBE_ROOT/public_html;
        index index.php;
        client_max_body_size 30m;
        location ~ /\. { deny all; }
        location ~ \.php\$ {
            try_files \$uri =404;
            include /etc/nginx/fastcgi_params;
            fastcgi_param SCRIPT_FILENAME \$document_root\$fastcgi_script_name;
            fastcgi_pass unix:$NODE_DATA_DIR/run/webmail.sock;
        }
    }
CONF
}

# Roundcube's configuration (written at every start), its SQLite database (made once from the package's
# schema) and its secret for the session's password (made once), all readable by its pool's user only.
write_webmail_conf() {
  id painel-webmail >/dev/null 2>&1 || useradd --system --user-group --home-dir /nonexistent --no-create-home --shell /usr/sbin/nologin --comment 'painel webmail' painel-webmail
  mkdir -p "$WEBMAIL_DIR/config" "$WEBMAIL_DIR/db" "$WEBMAIL_DIR/temp" "$WEBMAIL_DIR/logs"
  [ -s "$WEBMAIL_DIR/des.key" ] || (umask 077 && od -An -N12 -tx1 /dev/urandom | tr -d ' \n' >"$WEBMAIL_DIR/des.key")
  [ -s "$WEBMAIL_DIR/db/roundcube.db" ] || sqlite3 "$WEBMAIL_DIR/db/roundcube.db" <"$ROUNDCUBE_ROOT/SQL/sqlite.initial.sql"
  ln -sf /etc/roundcube/defaults.inc.php "$WEBMAIL_DIR/config/defaults.inc.php"
  ln -sf /etc/roundcube/mimetypes.php "$WEBMAIL_DIR/config/mimetypes.php"
  cat >"$WEBMAIL_DIR/config/config.inc.php" <<CONF
<?php
// Written by scripts/hosting-node.sh; changes made here are overwritten at the node's next start.
\$config = [];
\$config['db_dsnw'] = 'sqlite:///$WEBMAIL_DIR/db/roundcube.db?mode=0600';
// The node's own Dovecot and Postfix on loopback: an account signs in with its full address and its password.
\$config['imap_host'] = '$MAIL_LISTEN:$IMAP_PORT';
\$config['smtp_host'] = '$MAIL_LISTEN:$SUBMISSION_PORT';
\$config['smtp_user'] = '%u';
\$config['smtp_pass'] = '%p';
\$config['des_key'] = '$(cat "$WEBMAIL_DIR/des.key")';
\$config['temp_dir'] = '$WEBMAIL_DIR/temp/';
\$config['log_dir'] = '$WEBMAIL_DIR/logs/';
\$config['language'] = 'pt_BR';
\$config['product_name'] = 'Webmail';
\$config['skin'] = 'elastic';
\$config['plugins'] = [];
\$config['support_url'] = '';
\$config['enable_installer'] = false;
\$config['enable_spellcheck'] = false;
\$config['login_autocomplete'] = 2;
CONF
  chown -R root:painel-webmail "$WEBMAIL_DIR/config" && chmod 0750 "$WEBMAIL_DIR/config" && chmod 0640 "$WEBMAIL_DIR/config/config.inc.php"
  chown -R painel-webmail:painel-webmail "$WEBMAIL_DIR/db" "$WEBMAIL_DIR/temp" "$WEBMAIL_DIR/logs"
  chmod 0700 "$WEBMAIL_DIR/db" "$WEBMAIL_DIR/temp" "$WEBMAIL_DIR/logs" && chmod 0600 "$WEBMAIL_DIR/db/roundcube.db"
  chmod 0600 "$WEBMAIL_DIR/des.key" && chmod 0755 "$WEBMAIL_DIR"
}

write_php_conf() {
  local version="$1" dir="$NODE_DATA_DIR/php/$1"
  mkdir -p "$dir/pools"
  cat >"$dir/php-fpm.conf" <<CONF
; Written by scripts/hosting-node.sh; each hosting's pool is in pools/, written by the node agent.
[global]
pid = $dir/php-fpm.pid
error_log = $dir/php-fpm.log
daemonize = yes
process_control_timeout = 10s

; PHP-FPM will not start without a pool: this one serves nobody.
[node-idle-${version/./-}]
user = nobody
group = nogroup
listen = $NODE_DATA_DIR/run/idle-$version.sock
listen.mode = 0600
pm = ondemand
pm.max_children = 1

include = $dir/pools/*.conf
CONF
  # The webmail's pool, in the first version's master only.
  if webmail_available && [ "$version" = "$(php_versions | head -n1)" ]; then cat >>"$dir/php-fpm.conf" <<CONF

[painel-webmail]
user = painel-webmail
group = painel-webmail
listen = $NODE_DATA_DIR/run/webmail.sock
listen.owner = $NODE_WEB_USER
listen.group = $NODE_WEB_USER
listen.mode = 0600
pm = ondemand
pm.max_children = 8
env[ROUNDCUBE_CONFIG_DIR] = $WEBMAIL_DIR/config
php_admin_value[upload_max_filesize] = 25M
php_admin_value[post_max_size] = 30M
CONF
  fi
}

# pebble's own HTTPS needs a certificate for 127.0.0.1; Debian ships none, so a throw-away CA
# (ca.pem, what the agent trusts for the ACME server: ACME_CA_FILE) signs one, once.
pebble_tls() {
  mkdir -p "$PEBBLE_DIR" && chmod 0755 "$PEBBLE_DIR"
  [ -s "$PEBBLE_DIR/ca.pem" ] && [ -s "$PEBBLE_DIR/cert.pem" ] && return 0
  openssl req -x509 -newkey ec -pkeyopt ec_paramgen_curve:P-256 -nodes -days 3650 -subj "/CN=painel node test ACME CA" \
    -keyout "$PEBBLE_DIR/ca.key" -out "$PEBBLE_DIR/ca.pem" 2>/dev/null
  openssl req -new -newkey ec -pkeyopt ec_paramgen_curve:P-256 -nodes -subj "/CN=localhost" \
    -keyout "$PEBBLE_DIR/key.pem" -out "$PEBBLE_DIR/cert.csr" 2>/dev/null
  openssl x509 -req -in "$PEBBLE_DIR/cert.csr" -CA "$PEBBLE_DIR/ca.pem" -CAkey "$PEBBLE_DIR/ca.key" -CAcreateserial -days 3650 \
    -extfile <(printf 'subjectAltName=DNS:localhost,IP:127.0.0.1\nextendedKeyUsage=serverAuth\n') -out "$PEBBLE_DIR/cert.pem" 2>/dev/null
  chmod 0600 "$PEBBLE_DIR/ca.key" "$PEBBLE_DIR/key.pem"
}

# pebble validates HTTP-01 on WEB_HTTP_PORT (nginx), resolving every name through pebble-challtestsrv
# to 127.0.0.1; no artificial sleeps, no rejected nonces. Its issuing root is new at each start:
# saved in root.pem (PEBBLE_ROOT_FILE) for clients to check what it issued.
start_pebble() {
  command -v pebble >/dev/null && command -v pebble-challtestsrv >/dev/null || fail "pebble is not installed (Debian: apt-get install pebble)"
  pebble_tls
  if ! pid_alive "$PEBBLE_DIR/challtestsrv.pid"; then
    log "starting pebble-challtestsrv (DNS) on 127.0.0.1:$PEBBLE_DNS_PORT"
    nohup pebble-challtestsrv -defaultIPv4 127.0.0.1 -defaultIPv6 "" -dns01 "127.0.0.1:$PEBBLE_DNS_PORT" -http01 "" -https01 "" -tlsalpn01 "" \
      -management "127.0.0.1:$PEBBLE_DNS_MANAGEMENT_PORT" >>"$PEBBLE_DIR/challtestsrv.log" 2>&1 &
    echo $! >"$PEBBLE_DIR/challtestsrv.pid"
  fi
  cat >"$PEBBLE_DIR/pebble.json" <<CONF
{ "pebble": { "listenAddress": "127.0.0.1:$PEBBLE_PORT", "managementListenAddress": "127.0.0.1:$PEBBLE_MANAGEMENT_PORT",
  "certificate": "$PEBBLE_DIR/cert.pem", "privateKey": "$PEBBLE_DIR/key.pem",
  "httpPort": $WEB_HTTP_PORT, "tlsPort": $WEB_HTTPS_PORT, "ocspResponderURL": "", "externalAccountBindingRequired": false } }
CONF
  if ! pid_alive "$PEBBLE_DIR/pebble.pid"; then
    log "starting pebble (ACME) on 127.0.0.1:$PEBBLE_PORT"
    PEBBLE_VA_NOSLEEP=1 PEBBLE_WFE_NONCEREJECT=0 nohup pebble -config "$PEBBLE_DIR/pebble.json" -dnsserver "127.0.0.1:$PEBBLE_DNS_PORT" >>"$PEBBLE_DIR/pebble.log" 2>&1 &
    echo $! >"$PEBBLE_DIR/pebble.pid"
  fi
  local fetched=""
  for _ in $(seq 1 50); do
    if curl -sf --cacert "$PEBBLE_DIR/ca.pem" -o "$PEBBLE_DIR/root.pem.tmp" "https://127.0.0.1:$PEBBLE_MANAGEMENT_PORT/roots/0"; then fetched=1; break; fi
    sleep 0.2
  done
  [ -n "$fetched" ] || fail "pebble did not start (see $PEBBLE_DIR/pebble.log)"
  mv "$PEBBLE_DIR/root.pem.tmp" "$PEBBLE_DIR/root.pem" && chmod 0644 "$PEBBLE_DIR/root.pem"
}

# Debian's cron daemon (no systemd here): forks and writes /run/crond.pid. Runs the crontabs the agent
# writes into its spool; started once for the machine.
start_cron() {
  [ -x /usr/sbin/cron ] || fail "cron is not installed (Debian: apt-get install cron)"
  mkdir -p "$CRON_SHARED"
  touch "$CRON_MARK"
  pid_alive /run/crond.pid && return 0
  log "starting cron"
  /usr/sbin/cron >&2
  for _ in $(seq 1 25); do pid_alive /run/crond.pid && break; sleep 0.2; done
  pid_alive /run/crond.pid || fail "cron did not start"
  cp /run/crond.pid "$CRON_SHARED/cron.pid"
}

stop_cron() {
  rm -f "$CRON_MARK"
  compgen -G "$CRON_SHARED/node*" >/dev/null && return 0
  if pid_alive "$CRON_SHARED/cron.pid" && [ "$(cat "$CRON_SHARED/cron.pid")" = "$(cat /run/crond.pid 2>/dev/null)" ]; then
    log "stopping cron (no other node on this machine uses it)"
    kill "$(cat "$CRON_SHARED/cron.pid")"
  fi
  rm -f "$CRON_SHARED/cron.pid"
}

# PowerDNS, the node's authoritative DNS server: zones in SQLite, written by the agent through its
# HTTP API on loopback (key in pdns/api.key, root's), answering UDP and TCP on DNS_PORT. It runs as
# Debian's pdns user and asks nothing of the outside (no security poll).
start_pdns() {
  command -v pdns_server >/dev/null || fail "PowerDNS is not installed (Debian: apt-get install pdns-server pdns-backend-sqlite3)"
  command -v sqlite3 >/dev/null || fail "sqlite3 is not installed (Debian: apt-get install sqlite3)"
  mkdir -p "$PDNS_DIR/run"
  [ -s "$PDNS_DIR/api.key" ] || (umask 077 && od -An -N24 -tx1 /dev/urandom | tr -d ' \n' >"$PDNS_DIR/api.key")
  if [ ! -s "$PDNS_DIR/zones.sqlite3" ]; then
    local schema
    schema="$(ls /usr/share/doc/pdns-backend-sqlite3/schema.sqlite3.sql /usr/share/pdns-backend-sqlite3/schema/schema.sqlite3.sql 2>/dev/null | head -1)"
    [ -n "$schema" ] || fail "PowerDNS's SQLite schema was not found (Debian: apt-get install pdns-backend-sqlite3)"
    sqlite3 "$PDNS_DIR/zones.sqlite3.tmp" <"$schema" && mv "$PDNS_DIR/zones.sqlite3.tmp" "$PDNS_DIR/zones.sqlite3"
  fi
  : >"$PDNS_DIR/pdns.conf"
  chown -R pdns:pdns "$PDNS_DIR" && chown root:root "$PDNS_DIR/api.key" && chmod 0600 "$PDNS_DIR/api.key"
  if ! pid_alive "$PDNS_DIR/pdns.pid"; then
    log "starting PowerDNS (DNS) on 127.0.0.1:$DNS_PORT, its API on 127.0.0.1:$PDNS_API_PORT"
    nohup pdns_server --config-dir="$PDNS_DIR" --socket-dir="$PDNS_DIR/run" --daemon=no --guardian=no --disable-syslog --write-pid=no \
      --setuid=pdns --setgid=pdns --local-address=127.0.0.1 --local-port="$DNS_PORT" --security-poll-suffix= \
      --launch=gsqlite3 --gsqlite3-database="$PDNS_DIR/zones.sqlite3" --gsqlite3-dnssec=yes \
      --api=yes --api-key="$(cat "$PDNS_DIR/api.key")" --webserver=yes --webserver-address=127.0.0.1 --webserver-port="$PDNS_API_PORT" \
      --webserver-allow-from=127.0.0.1/32 --loglevel=4 >>"$PDNS_DIR/pdns.log" 2>&1 &
    echo $! >"$PDNS_DIR/pdns.pid"
  fi
  for _ in $(seq 1 50); do
    curl -sf -o /dev/null -H "X-API-Key: $(cat "$PDNS_DIR/api.key")" "http://127.0.0.1:$PDNS_API_PORT/api/v1/servers/localhost" && return 0
    sleep 0.2
  done
  fail "PowerDNS did not start (see $PDNS_DIR/pdns.log)"
}

# A second sshd, the hostings' own (SFTP only, each user chrooted to the homes' folder and started in
# its home), beside the machine's: its configuration, host key and pid under the node's folder. The
# agent writes ssh/users.conf (who may sign in, where each starts) and ssh/authorized_keys/<user>,
# and reloads it with SIGHUP.
write_sshd_conf() {
  local root="$1"
  mkdir -p "$SSH_DIR/authorized_keys" /run/sshd
  chmod 0755 "$SSH_DIR" "$SSH_DIR/authorized_keys"
  [ -s "$SSH_DIR/ssh_host_ed25519_key" ] || ssh-keygen -q -t ed25519 -N '' -C "painel node" -f "$SSH_DIR/ssh_host_ed25519_key" >&2
  [ -f "$SSH_DIR/users.conf" ] || echo 'DenyUsers *' >"$SSH_DIR/users.conf"
  cat >"$SSH_DIR/sshd_config" <<CONF
# Written by scripts/hosting-node.sh: the hostings' SFTP. users.conf (written by the node agent) says who may sign in.
Port $SSH_PORT
ListenAddress $SSH_LISTEN
HostKey $SSH_DIR/ssh_host_ed25519_key
PidFile $SSH_DIR/sshd.pid
AuthorizedKeysFile $SSH_DIR/authorized_keys/%u
StrictModes yes
PermitRootLogin no
PubkeyAuthentication yes
PasswordAuthentication yes
KbdInteractiveAuthentication no
UsePAM no
AllowTcpForwarding no
AllowAgentForwarding no
AllowStreamLocalForwarding no
GatewayPorts no
X11Forwarding no
PermitTunnel no
PermitTTY no
PermitUserRC no
PermitUserEnvironment no
PrintMotd no
Subsystem sftp internal-sftp
ChrootDirectory $root
ForceCommand internal-sftp
Include $SSH_DIR/users.conf
CONF
}

start_sshd() {
  [ -x /usr/sbin/sshd ] || fail "sshd is not installed (Debian: apt-get install openssh-server)"
  /usr/sbin/sshd -t -f "$SSH_DIR/sshd_config" >&2 || fail "sshd refused the node's configuration"
  if pid_alive "$SSH_DIR/sshd.pid"; then kill -HUP "$(cat "$SSH_DIR/sshd.pid")"
  else log "starting sshd (SFTP) on $SSH_LISTEN:$SSH_PORT"; /usr/sbin/sshd -f "$SSH_DIR/sshd_config" >&2; fi
}

# Mail (docs/hosting-node.md, "Mail"): one Postfix and one Dovecot per node, each on loopback with its
# configuration, queue, sockets and logs under mail/; the mailboxes are Maildirs under mail/vmail, owned by
# the machine's vmail user (made once, shared by every node on the machine, as Debian's pdns user is). The agent writes the maps (mail/postfix/{domains,mailboxes,
# aliases,senders}, postmap'd) and one passwd-file per domain (mail/dovecot/passwd/<domain>), which
# Dovecot reads again when it changes. Delivery: Postfix hands every virtual mailbox to Dovecot's LMTP,
# which applies the account's quota; Postfix asks Dovecot's auth who may send on the submission port.
mail_postfix_args=(-c "$MAIL_DIR/postfix")
write_mail_conf() {
  id vmail >/dev/null 2>&1 || useradd --system --user-group --home-dir /nonexistent --no-create-home --shell /usr/sbin/nologin --comment 'painel mailboxes' vmail
  local vmail_uid vmail_gid
  vmail_uid="$(id -u vmail)"; vmail_gid="$(id -g vmail)"
  mkdir -p "$MAIL_DIR/postfix/queue" "$MAIL_DIR/postfix/data" "$MAIL_DIR/dovecot/passwd" "$MAIL_DIR/dovecot/run" "$MAIL_DIR/dovecot/state" "$MAIL_DIR/vmail" "$MAIL_DIR/state"
  chmod 0755 "$MAIL_DIR" "$MAIL_DIR/postfix" "$MAIL_DIR/dovecot" "$MAIL_DIR/dovecot/run"
  chown postfix:postfix "$MAIL_DIR/postfix/data"
  mkdir -p "$MAIL_DIR/dovecot/disabled" "$MAIL_DIR/dovecot/relay" "$MAIL_DIR/sieve" "$MAIL_DIR/bin"
  chmod 0755 "$MAIL_DIR/sieve" "$MAIL_DIR/bin"
  chown root:dovecot "$MAIL_DIR/dovecot/passwd" "$MAIL_DIR/dovecot/disabled" && chmod 0750 "$MAIL_DIR/dovecot/passwd" "$MAIL_DIR/dovecot/disabled"
  chown vmail:vmail "$MAIL_DIR/vmail" && chmod 0700 "$MAIL_DIR/vmail"
  chmod 0700 "$MAIL_DIR/state"
  # Sieve's replies (the autoresponder) leave through the node's own submission port, signed in as the
  # node's relay account (relay@_node: no hosting's domain has an underscore); its password, made once,
  # is in a netrc file only Dovecot's delivery (vmail) reads, and its hash in dovecot/relay/_node.
  if [ ! -s "$MAIL_DIR/relay.netrc" ] || [ ! -s "$MAIL_DIR/dovecot/relay/_node" ]; then
    local relay_secret
    relay_secret="$(od -An -N24 -tx1 /dev/urandom | tr -d ' \n')"
    (umask 077 && printf 'machine 127.0.0.1 login relay@_node password %s\n' "$relay_secret" >"$MAIL_DIR/relay.netrc")
    printf 'relay@_node:%s\n' "$(doveadm pw -s SHA512-CRYPT -p "$relay_secret")" >"$MAIL_DIR/dovecot/relay/_node"
  fi
  chown root:vmail "$MAIL_DIR/relay.netrc" && chmod 0640 "$MAIL_DIR/relay.netrc"
  : >"$MAIL_DIR/dovecot/disabled/_node"
  chown -R root:dovecot "$MAIL_DIR/dovecot/relay" "$MAIL_DIR/dovecot/disabled/_node" && chmod 0750 "$MAIL_DIR/dovecot/relay" && chmod 0640 "$MAIL_DIR/dovecot/relay/_node" "$MAIL_DIR/dovecot/disabled/_node"
  cat >"$MAIL_DIR/bin/sendmail" <<CONF
#!/bin/bash
# Written by scripts/hosting-node.sh: Dovecot's sendmail (Sieve's replies), run as vmail with
# "-i -f <sender> -- <recipients>": the message on stdin goes out through the node's submission port.
set -euo pipefail
from=""; recipients=()
while [ \$# -gt 0 ]; do
  case "\$1" in
    -i|-oi) shift ;;
    -f) from="\$2"; shift 2 ;;
    --) shift; recipients+=("\$@"); break ;;
    *) recipients+=("\$1"); shift ;;
  esac
done
args=()
for recipient in "\${recipients[@]}"; do args+=(--mail-rcpt "\$recipient"); done
exec /usr/bin/curl -sS --max-time 60 --netrc-file "$MAIL_DIR/relay.netrc" "smtp://127.0.0.1:$SUBMISSION_PORT" --mail-from "\$from" "\${args[@]}" -T -
CONF
  chmod 0755 "$MAIL_DIR/bin/sendmail"
  # STARTTLS on every port with a certificate of the node's own (made once, for MAIL_HOSTNAME): clients
  # that check it need it installed or a real one in its place (mail/tls/cert.pem, key.pem).
  if [ ! -s "$MAIL_DIR/tls/cert.pem" ]; then
    mkdir -p "$MAIL_DIR/tls" && chmod 0755 "$MAIL_DIR/tls"
    openssl req -x509 -newkey ec -pkeyopt ec_paramgen_curve:P-256 -nodes -days 3650 -subj "/CN=$MAIL_HOSTNAME" \
      -addext "subjectAltName=DNS:$MAIL_HOSTNAME" -keyout "$MAIL_DIR/tls/key.pem" -out "$MAIL_DIR/tls/cert.pem" 2>/dev/null
    chmod 0600 "$MAIL_DIR/tls/key.pem"
  fi
  cat >"$MAIL_DIR/postfix/main.cf" <<CONF
# Written by scripts/hosting-node.sh: the node's Postfix. The maps are written by the node agent.
compatibility_level = 3.6
queue_directory = $MAIL_DIR/postfix/queue
data_directory = $MAIL_DIR/postfix/data
command_directory = /usr/sbin
daemon_directory = /usr/lib/postfix/sbin
meta_directory = /etc/postfix
shlib_directory = /usr/lib/postfix
mail_owner = postfix
setgid_group = postdrop
maillog_file = $MAIL_DIR/postfix/postfix.log
myhostname = $MAIL_HOSTNAME
myorigin = \$myhostname
mydestination =
mynetworks = 127.0.0.1/32
inet_interfaces = $MAIL_LISTEN
inet_protocols = ipv4
alias_maps =
alias_database =
local_recipient_maps =
local_transport = error:5.1.1 this node has no local mailboxes
biff = no
append_dot_mydomain = no
smtputf8_enable = no
message_size_limit = 52428800
smtpd_banner = \$myhostname ESMTP
virtual_mailbox_domains = hash:$MAIL_DIR/postfix/domains
virtual_mailbox_maps = hash:$MAIL_DIR/postfix/mailboxes
virtual_alias_maps = hash:$MAIL_DIR/postfix/aliases
virtual_transport = lmtp:unix:$MAIL_DIR/dovecot/run/lmtp
smtpd_sender_login_maps = hash:$MAIL_DIR/postfix/senders
smtpd_sasl_type = dovecot
smtpd_sasl_path = $MAIL_DIR/dovecot/run/auth-postfix
smtpd_sasl_auth_enable = no
smtpd_tls_cert_file = $MAIL_DIR/tls/cert.pem
smtpd_tls_key_file = $MAIL_DIR/tls/key.pem
smtpd_tls_security_level = may
smtpd_tls_loglevel = 0
smtp_tls_security_level = may
# Nobody relays without signing in, not even loopback: mail from outside reaches this node's domains only.
smtpd_relay_restrictions = permit_sasl_authenticated, reject_unauth_destination
smtpd_recipient_restrictions =
# opendkim signs what the submission port sends (master.cf); without it running, mail still leaves, unsigned.
dkim_milter = $dkim_milter
milter_default_action = accept
CONF
  local map
  for map in domains mailboxes aliases senders; do
    [ -f "$MAIL_DIR/postfix/$map" ] || : >"$MAIL_DIR/postfix/$map"
    [ -f "$MAIL_DIR/postfix/$map.db" ] || postmap -c "$MAIL_DIR/postfix" "hash:$MAIL_DIR/postfix/$map"
  done
  cat >"$MAIL_DIR/postfix/master.cf" <<CONF
# Written by scripts/hosting-node.sh. Nothing chrooted: every path is under the node's folder.
$MAIL_LISTEN:$SMTP_PORT inet n - n - - smtpd
$MAIL_LISTEN:$SUBMISSION_PORT inet n - n - - smtpd
  -o syslog_name=postfix/submission
  -o smtpd_sasl_auth_enable=yes
  -o smtpd_client_restrictions=permit_sasl_authenticated,reject
  -o smtpd_relay_restrictions=permit_sasl_authenticated,reject
  -o smtpd_sender_restrictions=reject_sender_login_mismatch
  -o smtpd_milters=\${dkim_milter}
pickup    unix  n - n 60 1 pickup
cleanup   unix  n - n - 0 cleanup
qmgr      unix  n - n 300 1 qmgr
tlsmgr    unix  - - n 1000? 1 tlsmgr
rewrite   unix  - - n - - trivial-rewrite
bounce    unix  - - n - 0 bounce
defer     unix  - - n - 0 bounce
trace     unix  - - n - 0 bounce
verify    unix  - - n - 1 verify
flush     unix  n - n 1000? 0 flush
proxymap  unix  - - n - - proxymap
proxywrite unix - - n - 1 proxymap
smtp      unix  - - n - - smtp
relay     unix  - - n - - smtp
showq     unix  n - n - - showq
error     unix  - - n - - error
retry     unix  - - n - - error
discard   unix  - - n - - discard
lmtp      unix  - - n - - lmtp
anvil     unix  - - n - 1 anvil
scache    unix  - - n - 1 scache
postlog   unix-dgram n - n - 1 postlogd
CONF
  cat >"$MAIL_DIR/dovecot/dovecot.conf" <<CONF
# Written by scripts/hosting-node.sh: the node's Dovecot. passwd/<domain> is written by the node agent:
# "<address>:{ARGON2ID}<the panel's hash>::::<mailbox folder>::[userdb_quota_rule=*:storage=<MB>M]".
instance_name = painel$(echo "$NODE_DATA_DIR" | tr '/' '-')
base_dir = $MAIL_DIR/dovecot/run
state_dir = $MAIL_DIR/dovecot/state
log_path = $MAIL_DIR/dovecot/dovecot.log
protocols = imap pop3 lmtp
listen = $MAIL_LISTEN
ssl = yes
ssl_cert = <$MAIL_DIR/tls/cert.pem
ssl_key = <$MAIL_DIR/tls/key.pem
disable_plaintext_auth = no
auth_mechanisms = plain login
auth_username_format = %Lu
first_valid_uid = $vmail_uid
last_valid_uid = $vmail_uid
first_valid_gid = $vmail_gid
last_valid_gid = $vmail_gid
mail_uid = $vmail_uid
mail_gid = $vmail_gid
mail_location = maildir:~/Maildir
mail_plugins = quota
namespace inbox {
  inbox = yes
  separator = /
  mailbox Drafts {
    special_use = \\Drafts
    auto = subscribe
  }
  mailbox Sent {
    special_use = \\Sent
    auto = subscribe
  }
  mailbox Trash {
    special_use = \\Trash
    auto = subscribe
  }
  mailbox Junk {
    special_use = \\Junk
    auto = subscribe
  }
}
# A disabled account (disabled/<domain>, one address a line) signs in nowhere: IMAP, POP3, submission.
passdb {
  driver = passwd-file
  deny = yes
  args = username_format=%u $MAIL_DIR/dovecot/disabled/%d
}
# The node's relay account, for Sieve's replies only (bin/sendmail).
passdb {
  driver = passwd-file
  args = username_format=%u $MAIL_DIR/dovecot/relay/%d
}
passdb {
  driver = passwd-file
  args = scheme=ARGON2ID username_format=%u $MAIL_DIR/dovecot/passwd/%d
}
userdb {
  driver = passwd-file
  args = username_format=%u $MAIL_DIR/dovecot/passwd/%d
}
# The autoresponder: sieve/<domain>/<local part>.sieve, written and compiled by the agent, runs before
# delivery; its replies leave through bin/sendmail.
sendmail_path = $MAIL_DIR/bin/sendmail
protocol lmtp {
  mail_plugins = \$mail_plugins sieve
}
plugin {
  sieve_before = $MAIL_DIR/sieve/%d/%n.sieve
  sieve_vacation_min_period = 1d
  quota = count:Cota
  quota_vsizes = yes
}
lmtp_rcpt_check_quota = yes
pop3_uidl_format = %08Xu%08Xv
protocol imap {
  mail_plugins = \$mail_plugins imap_quota
}
service imap-login {
  inet_listener imap {
    port = $IMAP_PORT
  }
  inet_listener imaps {
    port = 0
  }
}
service pop3-login {
  inet_listener pop3 {
    port = $POP3_PORT
  }
  inet_listener pop3s {
    port = 0
  }
}
service lmtp {
  unix_listener lmtp {
    mode = 0600
    user = postfix
    group = postfix
  }
}
service auth {
  unix_listener auth-postfix {
    mode = 0600
    user = postfix
    group = postfix
  }
}
CONF
}

# DKIM (docs/hosting-node.md, "Mail"): one opendkim per node, a milter on a socket under mail/opendkim/run
# that only Postfix's group reaches, signing (never verifying) what the submission port sends. The agent
# makes each domain's key (mail/dkim/keys, the opendkim user's only) and writes KeyTable and
# SigningTable, then sends SIGUSR1: opendkim reads its configuration and tables again.
DKIM_DIR="$MAIL_DIR/opendkim"
dkim_milter=""
start_dkim() {
  [ -x /usr/sbin/opendkim ] || { log "opendkim is not installed (Debian: apt-get install opendkim): mail leaves this node unsigned"; return 0; }
  mkdir -p "$MAIL_DIR/dkim/keys" "$DKIM_DIR/run"
  chmod 0755 "$MAIL_DIR/dkim" "$DKIM_DIR"
  chown opendkim:opendkim "$MAIL_DIR/dkim/keys" && chmod 0700 "$MAIL_DIR/dkim/keys"
  chown opendkim:postfix "$DKIM_DIR/run" && chmod 0750 "$DKIM_DIR/run"
  local table
  for table in KeyTable SigningTable; do [ -f "$MAIL_DIR/dkim/$table" ] || : >"$MAIL_DIR/dkim/$table"; done
  cat >"$DKIM_DIR/opendkim.conf" <<CONF
# Written by scripts/hosting-node.sh: the node's opendkim. KeyTable and SigningTable are written by the node agent.
Syslog no
Background yes
PidFile $DKIM_DIR/opendkim.pid
Socket local:$DKIM_DIR/run/opendkim.sock
UMask 007
UserID opendkim:postfix
Mode s
Canonicalization relaxed/simple
SignatureAlgorithm rsa-sha256
OversignHeaders From
KeyTable file:$MAIL_DIR/dkim/KeyTable
SigningTable refile:$MAIL_DIR/dkim/SigningTable
CONF
  if pid_alive "$DKIM_DIR/opendkim.pid"; then kill -USR1 "$(cat "$DKIM_DIR/opendkim.pid")"
  else
    log "starting opendkim (DKIM signing of the submission port's mail)"
    rm -f "$DKIM_DIR/run/opendkim.sock"
    /usr/sbin/opendkim -x "$DKIM_DIR/opendkim.conf" >&2 || { log "opendkim did not start: mail leaves this node unsigned"; return 0; }
  fi
  dkim_milter="unix:$DKIM_DIR/run/opendkim.sock"
}

stop_dkim() {
  if pid_alive "$DKIM_DIR/opendkim.pid"; then log "stopping opendkim"; kill "$(cat "$DKIM_DIR/opendkim.pid")"; fi
  rm -f "$DKIM_DIR/opendkim.pid"
}

# Mail is the one part a node can run without: not installed, or a port taken (another node on the
# machine with the default mail ports), the node starts without it and the agent answers mail
# operations with "O servidor de e-mail não está ativo neste servidor."
start_mail() {
  [ -x /usr/sbin/postfix ] || { log "Postfix is not installed (Debian: apt-get install postfix): no mail on this node"; return 1; }
  [ -x /usr/sbin/dovecot ] || { log "Dovecot is not installed (Debian: apt-get install dovecot-imapd dovecot-pop3d dovecot-lmtpd): no mail on this node"; return 1; }
  start_dkim
  write_mail_conf
  /usr/sbin/dovecot -c "$MAIL_DIR/dovecot/dovecot.conf" -n >/dev/null || { log "Dovecot refused the node's configuration"; return 1; }
  if pid_alive "$MAIL_DIR/dovecot/run/master.pid"; then doveadm -c "$MAIL_DIR/dovecot/dovecot.conf" reload >&2
  else
    log "starting Dovecot (IMAP $IMAP_PORT, POP3 $POP3_PORT) on $MAIL_LISTEN"
    /usr/sbin/dovecot -c "$MAIL_DIR/dovecot/dovecot.conf" >&2 || { log "Dovecot did not start (see $MAIL_DIR/dovecot/dovecot.log)"; return 1; }
  fi
  /usr/sbin/postfix "${mail_postfix_args[@]}" check >&2 2>&1 || { log "Postfix refused the node's configuration"; return 1; }
  if /usr/sbin/postfix "${mail_postfix_args[@]}" status >/dev/null 2>&1; then /usr/sbin/postfix "${mail_postfix_args[@]}" reload >&2 2>&1
  else
    log "starting Postfix (SMTP $SMTP_PORT, submission $SUBMISSION_PORT) on $MAIL_LISTEN"
    /usr/sbin/postfix "${mail_postfix_args[@]}" start >&2 2>&1 || { log "Postfix did not start (see $MAIL_DIR/postfix/postfix.log)"; return 1; }
  fi
  # Postfix's master leaves at once when a port is taken; give it a moment to say so.
  sleep 0.5
  /usr/sbin/postfix "${mail_postfix_args[@]}" status >/dev/null 2>&1 || { log "Postfix stopped (a port taken? see $MAIL_DIR/postfix/postfix.log)"; return 1; }
}

stop_mail() {
  if [ -f "$MAIL_DIR/postfix/main.cf" ] && /usr/sbin/postfix "${mail_postfix_args[@]}" status >/dev/null 2>&1; then log "stopping Postfix"; /usr/sbin/postfix "${mail_postfix_args[@]}" stop >&2 2>&1 || true; fi
  if pid_alive "$MAIL_DIR/dovecot/run/master.pid"; then log "stopping Dovecot"; kill "$(cat "$MAIL_DIR/dovecot/run/master.pid")"; fi
  stop_dkim
}


start() {
  [ "$(id -u)" = 0 ] || fail "needs root (the agent creates system users; nginx and PHP-FPM switch to them)"
  [ -x "$NGINX_BINARY" ] || fail "nginx is not installed (Debian: apt-get install nginx-light)"
  local versions
  versions="$(php_versions)"
  [ -n "$versions" ] || fail "no PHP-FPM is installed (Debian: apt-get install php8.2-fpm)"
  mkdir -p "$NODE_DATA_DIR"
  local root secret
  root="$(hostings_root)"
  mount_homes "$root"
  chmod 0711 "$root"
  if [ -n "${NODE_AGENT_SECRET:-}" ]; then secret="$NODE_AGENT_SECRET"; else
    [ -s "$NODE_DATA_DIR/agent.secret" ] || (umask 077 && od -An -N32 -tx1 /dev/urandom | tr -d ' \n' >"$NODE_DATA_DIR/agent.secret")
    secret="$(cat "$NODE_DATA_DIR/agent.secret")"
  fi

  write_nginx_conf
  if webmail_available; then write_webmail_conf; else log "Roundcube is not installed (Debian: apt-get install roundcube-core roundcube-sqlite3): no webmail on this node"; fi
  write_sshd_conf "$root"
  local version
  for version in $versions; do write_php_conf "$version"; done

  local acme_directory="${ACME_DIRECTORY_URL:-}" acme_ca="${ACME_CA_FILE:-}"
  if [ -z "$acme_directory" ]; then
    start_pebble
    acme_directory="https://127.0.0.1:$PEBBLE_PORT/dir"
    acme_ca="$PEBBLE_DIR/ca.pem"
  fi

  start_pdns

  local agent_pid="$NODE_DATA_DIR/agent.pid"
  if pid_alive "$agent_pid"; then kill "$(cat "$agent_pid")"; sleep 0.5; fi
  # Production: the agent compiled by npm run build:server, with node alone; development and CI: its source through tsx.
  local agent_command=("$REPO/node_modules/.bin/tsx" "$REPO/src/node/main.ts")
  if [ -n "${NODE_AGENT_COMPILED:-}" ]; then
    [ -f "$REPO/build/server/node-agent.js" ] || fail "NODE_AGENT_COMPILED is set but build/server/node-agent.js is missing (npm run build:server)"
    agent_command=(node "$REPO/build/server/node-agent.js")
  fi
  log "starting the node agent on 127.0.0.1:$NODE_AGENT_PORT"
  NODE_AGENT_SECRET="$secret" NODE_AGENT_PORT="$NODE_AGENT_PORT" NODE_DATA_DIR="$NODE_DATA_DIR" NODE_HOSTINGS_ROOT="$root" \
    WEB_HTTP_PORT="$WEB_HTTP_PORT" WEB_HTTPS_PORT="$WEB_HTTPS_PORT" WEB_LISTEN="$WEB_LISTEN" NODE_WEB_USER="$NODE_WEB_USER" NGINX_BINARY="$NGINX_BINARY" \
    ACME_DIRECTORY_URL="$acme_directory" ACME_CA_FILE="$acme_ca" ACME_EMAIL="${ACME_EMAIL:-}" \
    PDNS_API_URL="http://127.0.0.1:$PDNS_API_PORT" PDNS_API_KEY="$(cat "$PDNS_DIR/api.key")" \
    nohup "${agent_command[@]}" >>"$NODE_DATA_DIR/agent.log" 2>&1 &
  echo $! >"$agent_pid"
  local answered=""
  for _ in $(seq 1 100); do
    if curl -s -o /dev/null -X POST "http://127.0.0.1:$NODE_AGENT_PORT/operations/phpVersions"; then answered=1; break; fi
    sleep 0.2
  done
  [ -n "$answered" ] || fail "the node agent did not start (see $NODE_DATA_DIR/agent.log)"

  # After the agent's start, which makes the sites and pools agree with its state (a site whose
  # certificate or user is gone would stop nginx or PHP-FPM from starting at all).
  "$NGINX_BINARY" -t -q "${nginx_args[@]}" >&2 || fail "nginx refused the node's configuration"
  if pid_alive "$NODE_DATA_DIR/nginx/nginx.pid"; then "$NGINX_BINARY" -s reload "${nginx_args[@]}" >&2
  else log "starting nginx on $WEB_LISTEN:$WEB_HTTP_PORT"; "$NGINX_BINARY" "${nginx_args[@]}" >&2; fi
  for version in $versions; do
    if pid_alive "$NODE_DATA_DIR/php/$version/php-fpm.pid"; then kill -USR2 "$(cat "$NODE_DATA_DIR/php/$version/php-fpm.pid")"
    else log "starting PHP-FPM $version"; "/usr/sbin/php-fpm$version" --fpm-config "$NODE_DATA_DIR/php/$version/php-fpm.conf" >&2; fi
  done
  start_cron
  start_sshd
  start_mail || { stop_mail; mv -f "$MAIL_DIR/postfix/main.cf" "$MAIL_DIR/postfix/main.cf.off" 2>/dev/null || true; }

  echo "export NODE_AGENT_URL='http://127.0.0.1:$NODE_AGENT_PORT'"
  echo "export NODE_AGENT_SECRET='$secret'"
  echo "export NODE_HOSTINGS_ROOT='$root'"
  echo "export NODE_DATA_DIR='$NODE_DATA_DIR'"
  echo "export WEB_HTTP_PORT='$WEB_HTTP_PORT'"
  echo "export WEB_HTTPS_PORT='$WEB_HTTPS_PORT'"
  echo "export SSH_PORT='$SSH_PORT'"
  echo "export DNS_PORT='$DNS_PORT'"
  echo "export SMTP_PORT='$SMTP_PORT'"
  echo "export SUBMISSION_PORT='$SUBMISSION_PORT'"
  echo "export IMAP_PORT='$IMAP_PORT'"
  echo "export POP3_PORT='$POP3_PORT'"
  echo "export ACME_DIRECTORY_URL='$acme_directory'"
  [ -z "$acme_ca" ] || echo "export ACME_CA_FILE='$acme_ca'"
  if [ -z "${ACME_DIRECTORY_URL:-}" ]; then
    echo "export PEBBLE_ROOT_FILE='$PEBBLE_DIR/root.pem'"
    echo "export PEBBLE_DNS_MANAGEMENT_URL='http://127.0.0.1:$PEBBLE_DNS_MANAGEMENT_PORT'"
  fi
}

stop() {
  if pid_alive "$NODE_DATA_DIR/agent.pid"; then log "stopping the node agent"; kill "$(cat "$NODE_DATA_DIR/agent.pid")"; fi
  rm -f "$NODE_DATA_DIR/agent.pid"
  if pid_alive "$NODE_DATA_DIR/nginx/nginx.pid"; then log "stopping nginx"; "$NGINX_BINARY" -s quit "${nginx_args[@]}" >&2 || true; fi
  local pidfile
  for pidfile in "$PEBBLE_DIR/pebble.pid" "$PEBBLE_DIR/challtestsrv.pid" "$PDNS_DIR/pdns.pid"; do
    if pid_alive "$pidfile"; then log "stopping $(basename "$pidfile" .pid)"; kill "$(cat "$pidfile")"; fi
    rm -f "$pidfile"
  done
  for pidfile in "$NODE_DATA_DIR"/php/*/php-fpm.pid; do
    if pid_alive "$pidfile"; then log "stopping PHP-FPM $(basename "$(dirname "$pidfile")")"; kill -QUIT "$(cat "$pidfile")"; fi
  done
  stop_mail
  stop_cron
  if pid_alive "$SSH_DIR/sshd.pid"; then log "stopping sshd"; kill "$(cat "$SSH_DIR/sshd.pid")"; fi
  unmount_homes
}

case "${1:-}" in
  start) start ;;
  stop) stop ;;
  *) echo "usage: $0 start|stop" >&2; exit 2 ;;
esac
