#!/usr/bin/env bash
# Starts a throwaway PostgreSQL 15 on 127.0.0.1:5433 for the API's PostgreSQL tests and prints its URL.
# Used by .ci/run (PGlite is the default everywhere else). Needs Debian's postgresql package and root (it runs the
# server as the postgres user). Usage: export TEST_DATABASE_URL=$(scripts/start-test-postgres.sh)
set -euo pipefail
bin=$(ls -d /usr/lib/postgresql/*/bin 2>/dev/null | sort -V | tail -n 1)
[ -x "$bin/initdb" ] || { echo "PostgreSQL server binaries not found" >&2; exit 1; }
dir=$(mktemp -d /tmp/storefront-pg.XXXXXX)
chown postgres "$dir"
su postgres -s /bin/sh -c "$bin/initdb -D $dir/data -U postgres --auth=trust -E UTF8 >/dev/null"
su postgres -s /bin/sh -c "$bin/pg_ctl -D $dir/data -o '-p 5433 -k $dir -c listen_addresses=127.0.0.1' -l $dir/log -w start >/dev/null"
su postgres -s /bin/sh -c "$bin/psql -h 127.0.0.1 -p 5433 -qc 'create database storefront_test'" >/dev/null
echo "postgres://postgres@127.0.0.1:5433/storefront_test"
