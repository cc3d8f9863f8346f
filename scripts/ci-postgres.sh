#!/usr/bin/env bash
# Starts Debian's PostgreSQL cluster and creates the role and database the api tests use.
set -euo pipefail
version=$(basename "$(dirname "$(dirname "$(ls -d /usr/lib/postgresql/*/bin/postgres | sort -V | tail -1)")")")
pg_lsclusters -h | grep -q "^$version main" || pg_createcluster "$version" main >/dev/null
pg_ctlcluster "$version" main start 2>/dev/null || true
for _ in $(seq 1 30); do pg_isready -q -h 127.0.0.1 && break; sleep 1; done
as_pg() { su postgres -c "psql -v ON_ERROR_STOP=1 -qtAc \"$1\""; }
[ "$(as_pg "select 1 from pg_roles where rolname='modkit'")" = 1 ] ||
  as_pg "create role modkit login password 'modkit' createdb"
[ "$(as_pg "select 1 from pg_database where datname='modkit_test'")" = 1 ] ||
  as_pg "create database modkit_test owner modkit"
echo "PostgreSQL $version ready on 127.0.0.1:5432 (database modkit_test)"
