#!/usr/bin/env bash
# Local MariaDB and PostgreSQL for the database plugin's real adapters (development and CI).
#   eval "$(scripts/database-servers.sh start)"   starts both, creates the admin users and prints
#                                                  the MYSQL_ADMIN_URL / POSTGRES_ADMIN_URL exports
#   scripts/database-servers.sh stop              stops both
# Needs root (or sudo) and Debian's mariadb-server and postgresql packages. Both servers listen on
# loopback only (Debian's defaults). Progress goes to stderr; stdout carries only the exports.
set -euo pipefail

ADMIN_USER="${DATABASE_ADMIN_USER:-painel_admin}"
ADMIN_PASSWORD="${DATABASE_ADMIN_PASSWORD:-painel-dev-admin}"
MYSQL_PORT=3306

log() { echo "database-servers: $*" >&2; }
as_root() { if [ "$(id -u)" = 0 ]; then "$@"; else sudo "$@"; fi; }

pg_cluster() {
  # "15 main" of the first cluster; creates one when the package left none.
  local cluster
  cluster="$(pg_lsclusters -h 2>/dev/null | awk 'NR==1 {print $1, $2}')"
  if [ -z "$cluster" ]; then
    local version
    version="$(ls /usr/lib/postgresql | sort -n | tail -1)"
    as_root pg_createcluster "$version" main >&2
    cluster="$version main"
  fi
  echo "$cluster"
}

mysql_up() { as_root mysqladmin --protocol=socket ping >/dev/null 2>&1; }

start_mariadb() {
  if ! mysql_up; then
    log "starting MariaDB"
    if ! as_root service mariadb start >&2 2>&1; then
      as_root mkdir -p /run/mysqld && as_root chown mysql:mysql /run/mysqld
      as_root sh -c 'nohup mysqld_safe >/dev/null 2>&1 &'
    fi
    for _ in $(seq 1 60); do mysql_up && break; sleep 0.5; done
    mysql_up || { log "MariaDB did not start"; exit 1; }
  fi
  as_root mysql --protocol=socket -u root <<SQL
CREATE USER IF NOT EXISTS '${ADMIN_USER}'@'localhost' IDENTIFIED BY '${ADMIN_PASSWORD}';
CREATE USER IF NOT EXISTS '${ADMIN_USER}'@'127.0.0.1' IDENTIFIED BY '${ADMIN_PASSWORD}';
ALTER USER '${ADMIN_USER}'@'localhost' IDENTIFIED BY '${ADMIN_PASSWORD}';
ALTER USER '${ADMIN_USER}'@'127.0.0.1' IDENTIFIED BY '${ADMIN_PASSWORD}';
GRANT ALL PRIVILEGES ON *.* TO '${ADMIN_USER}'@'localhost' WITH GRANT OPTION;
GRANT ALL PRIVILEGES ON *.* TO '${ADMIN_USER}'@'127.0.0.1' WITH GRANT OPTION;
SQL
  echo "export MYSQL_ADMIN_URL='mysql://${ADMIN_USER}:${ADMIN_PASSWORD}@127.0.0.1:${MYSQL_PORT}/'"
}

start_postgres() {
  local cluster
  read -r -a cluster <<<"$(pg_cluster)"
  if ! pg_lsclusters -h | awk -v v="${cluster[0]}" -v n="${cluster[1]}" '$1==v && $2==n {print $4}' | grep -q online; then
    log "starting PostgreSQL ${cluster[*]}"
    as_root pg_ctlcluster "${cluster[0]}" "${cluster[1]}" start >&2
  fi
  local port
  port="$(pg_lsclusters -h | awk -v v="${cluster[0]}" -v n="${cluster[1]}" '$1==v && $2==n {print $3}')"
  for _ in $(seq 1 60); do as_root su postgres -c "pg_isready -q -p $port" && break; sleep 0.5; done
  as_root su postgres -c "psql -q -v ON_ERROR_STOP=1 -p $port" <<SQL >&2
DO \$\$ BEGIN
  IF NOT EXISTS (SELECT FROM pg_roles WHERE rolname = '${ADMIN_USER}') THEN
    CREATE ROLE ${ADMIN_USER} LOGIN SUPERUSER PASSWORD '${ADMIN_PASSWORD}';
  ELSE
    ALTER ROLE ${ADMIN_USER} LOGIN SUPERUSER PASSWORD '${ADMIN_PASSWORD}';
  END IF;
END \$\$;
SQL
  echo "export POSTGRES_ADMIN_URL='postgres://${ADMIN_USER}:${ADMIN_PASSWORD}@127.0.0.1:${port}/postgres'"
}

stop_all() {
  if mysql_up; then
    log "stopping MariaDB"
    as_root service mariadb stop >&2 2>&1 || as_root mysqladmin --protocol=socket shutdown
  fi
  local version name _port status _rest
  while read -r version name _port status _rest; do
    if [ "$status" = online ]; then log "stopping PostgreSQL $version $name"; as_root pg_ctlcluster "$version" "$name" stop >&2; fi
  done < <(pg_lsclusters -h 2>/dev/null)
}

case "${1:-}" in
  start) start_mariadb; start_postgres ;;
  stop) stop_all ;;
  *) echo "usage: $0 start|stop" >&2; exit 2 ;;
esac
