#!/usr/bin/env bash
# Starts a throwaway PostgreSQL on the first free port from 5433 (127.0.0.1 only) for the API's PostgreSQL tests
# and prints its URL; `scripts/start-test-postgres.sh stop` stops it. Used by .ci/run (PGlite is the default
# everywhere else). Needs Debian's postgresql package and root (the server runs as the postgres user).
set -euo pipefail
state=/tmp/storefront-test-postgres.dir
bin=$(ls -d /usr/lib/postgresql/*/bin 2>/dev/null | sort -V | tail -n 1)
[ -x "$bin/initdb" ] || { echo "PostgreSQL server binaries not found" >&2; exit 1; }

if [ "${1:-}" = "stop" ]; then
  [ -f "$state" ] && su postgres -s /bin/sh -c "$bin/pg_ctl -D $(cat "$state")/data -m fast stop" >/dev/null 2>&1 || true
  rm -f "$state"
  exit 0
fi

port=5433
while (exec 3<>"/dev/tcp/127.0.0.1/$port") 2>/dev/null; do port=$((port + 1)); done
dir=$(mktemp -d /tmp/storefront-pg.XXXXXX)
chown postgres "$dir"
su postgres -s /bin/sh -c "$bin/initdb -D $dir/data -U postgres --auth=trust -E UTF8 >/dev/null"
su postgres -s /bin/sh -c "$bin/pg_ctl -D $dir/data -o '-p $port -k $dir -c listen_addresses=127.0.0.1' -l $dir/log -w start >/dev/null"
su postgres -s /bin/sh -c "$bin/psql -h 127.0.0.1 -p $port -qc 'create database storefront_test'" >/dev/null
echo "$dir" > "$state"
echo "postgres://postgres@127.0.0.1:$port/storefront_test"
