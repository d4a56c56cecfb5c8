#!/usr/bin/env bash
# Runs a command against a throwaway PostgreSQL server, e.g.
#   scripts/with-postgres.sh npx vitest run --project server --project contract
# Installs Debian's postgresql when it is missing (apt-get, as root), starts a fresh cluster on a free
# port under /tmp (initdb + pg_ctl as the postgres user, trust auth on 127.0.0.1 only), exports
# TORQUE_TEST_DATABASE_URL for the command, and stops and removes the cluster afterwards, whatever
# the command's outcome. Exits with the command's status.
set -euo pipefail

if [ "$#" -eq 0 ]; then
  echo "usage: $0 command [args...]" >&2
  exit 2
fi

pg_bin() {
  local dir
  for dir in /usr/lib/postgresql/*/bin; do
    [ -x "$dir/initdb" ] && echo "$dir"
  done | sort -V | tail -n 1
}

BIN="$(pg_bin || true)"
if [ -z "$BIN" ]; then
  if [ "$(id -u)" -ne 0 ]; then
    echo "PostgreSQL is not installed and installing it needs root (apt-get install postgresql)" >&2
    exit 1
  fi
  echo "Installing Debian's postgresql..." >&2
  export DEBIAN_FRONTEND=noninteractive
  apt-get update -qq >&2
  apt-get install -y -qq --no-install-recommends postgresql >&2
  BIN="$(pg_bin)"
fi

# The server refuses to run as root: run it as the postgres user when we are root.
if [ "$(id -u)" -eq 0 ]; then
  id postgres >/dev/null 2>&1 || useradd --system --home /var/lib/postgresql --shell /bin/bash postgres
  as_pg() { runuser -u postgres -- "$@"; }
else
  as_pg() { "$@"; }
fi

PORT="$(node -e "const s=require('net').createServer();s.listen(0,'127.0.0.1',()=>{console.log(s.address().port);s.close()})")"
DIR="$(mktemp -d /tmp/torque-pg.XXXXXX)"
chmod 755 "$DIR"
[ "$(id -u)" -eq 0 ] && chown postgres "$DIR"
DATA="$DIR/data"

cleanup() {
  as_pg "$BIN/pg_ctl" -D "$DATA" -m immediate stop >/dev/null 2>&1 || true
  rm -rf "$DIR"
}
trap cleanup EXIT

as_pg "$BIN/initdb" -D "$DATA" -U postgres --auth=trust --encoding=UTF8 --locale=C.UTF-8 >/dev/null
as_pg "$BIN/pg_ctl" -D "$DATA" -l "$DIR/server.log" -w \
  -o "-c listen_addresses=127.0.0.1 -p $PORT -k $DIR -c fsync=off -c synchronous_commit=off -c full_page_writes=off -c max_connections=300" \
  start >/dev/null
as_pg "$BIN/psql" -h 127.0.0.1 -p "$PORT" -U postgres -q -c 'CREATE DATABASE torque_test' >/dev/null

export TORQUE_TEST_DATABASE_URL="postgres://postgres@127.0.0.1:$PORT/torque_test"
echo "PostgreSQL $("$BIN/postgres" --version | awk '{print $3}') on 127.0.0.1:$PORT (TORQUE_TEST_DATABASE_URL set)" >&2
set +e
"$@"
STATUS=$?
set -e
exit "$STATUS"
