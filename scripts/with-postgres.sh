#!/usr/bin/env bash
# Runs a command with TEST_DATABASE_URL pointing at a throwaway PostgreSQL server on 127.0.0.1,
# in a temporary directory, on a free port; the server and its files are gone afterwards.
# Debian's default cluster (port 5432), if any, is left alone.
set -euo pipefail
cd "$(dirname "$0")/.."
source scripts/lib/ensure-apt.sh

ensure_apt '/usr/lib/postgresql/*/bin/initdb' postgresql
PGBIN=$(ls -d /usr/lib/postgresql/*/bin | sort -V | tail -1)
PGROOT=$(mktemp -d "${TMPDIR:-/tmp}/foleni-pg.XXXXXX")
PORT=$(free_port)

as_pg() {
  # PostgreSQL refuses to run as root.
  # (from /, which the postgres user can enter, unlike a root-owned temporary clone)
  if [ "$(id -u)" = 0 ]; then (cd / && runuser -u postgres -- "$@"); else "$@"; fi
}
[ "$(id -u)" = 0 ] && chown postgres:postgres "$PGROOT"
chmod 700 "$PGROOT"

stop() {
  as_pg "$PGBIN/pg_ctl" -D "$PGROOT/data" -m fast -w stop >/dev/null 2>&1 || true
  rm -rf "$PGROOT"
}
trap stop EXIT

as_pg "$PGBIN/initdb" -D "$PGROOT/data" -U postgres -A trust -E UTF8 --locale=C.UTF-8 --no-sync >/dev/null
as_pg "$PGBIN/pg_ctl" -D "$PGROOT/data" -l "$PGROOT/log" -w -t 30 \
  -o "-c listen_addresses=127.0.0.1 -p $PORT -k $PGROOT -c fsync=off -c max_connections=200" start >/dev/null
"$PGBIN/createdb" -h 127.0.0.1 -p "$PORT" -U postgres foleni_test

echo "PostgreSQL $("$PGBIN/postgres" --version | awk '{print $3}') on 127.0.0.1:$PORT"
export TEST_DATABASE_URL="postgres://postgres@127.0.0.1:$PORT/foleni_test"
# In the background so that a SIGINT or SIGTERM reaches this script at once (bash defers traps
# while a foreground command runs, and a hung command would keep PostgreSQL up for ever). The
# command gets a SIGTERM (a background command ignores SIGINT), is waited for, so that it can
# drop its databases, and only then is the server stopped.
"$@" &
command_pid=$!
trap 'kill -TERM "$command_pid" 2>/dev/null || true' INT TERM
status=0
wait "$command_pid" || status=$?
# A trapped signal ends `wait` early: wait again until the command has really finished.
while kill -0 "$command_pid" 2>/dev/null; do wait "$command_pid" || status=$?; done
exit "$status"
