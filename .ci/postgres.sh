#!/usr/bin/env bash
# Installs Debian's PostgreSQL (if missing), starts its cluster, creates a test user and database, and prints
# the JDBC URL on standard output (everything else goes to standard error). Idempotent. Usage in .ci/run:
#   export KETE_TEST_POSTGRES_URL="$(bash .ci/postgres.sh)"
# The server's persistence tests then also run against this database.
set -euo pipefail
log() { echo "postgres.sh: $*" >&2; }

if ! command -v pg_ctlcluster >/dev/null 2>&1 || [ -z "$(ls /usr/lib/postgresql 2>/dev/null)" ]; then
    log "installing postgresql from the Debian packages"
    apt-get update -qq >&2
    DEBIAN_FRONTEND=noninteractive apt-get install -y -qq postgresql >&2
fi

version="$(ls /usr/lib/postgresql | sort -V | tail -1)"
if ! pg_lsclusters -h | awk -v v="$version" '$1 == v && $2 == "main"' | grep -q .; then
    log "creating cluster $version/main"
    pg_createcluster "$version" main >&2
fi
if ! pg_lsclusters -h | awk -v v="$version" '$1 == v && $2 == "main" && $4 == "online"' | grep -q .; then
    log "starting cluster $version/main"
    pg_ctlcluster "$version" main start >&2
fi
port="$(pg_lsclusters -h | awk -v v="$version" '$1 == v && $2 == "main" {print $3}')"

# Wait until it accepts connections (a fresh start can take a moment).
for _ in $(seq 1 30); do
    if su postgres -c "psql -p $port -qAtc 'select 1'" >/dev/null 2>&1; then break; fi
    sleep 1
done

user=kete
password=kete
db=kete_test
su postgres -c "psql -p $port -qAtc \"select 1 from pg_roles where rolname='$user'\"" | grep -q 1 \
    || su postgres -c "psql -p $port -qc \"create user $user with password '$password'\"" >&2
su postgres -c "psql -p $port -qAtc \"select 1 from pg_database where datname='$db'\"" | grep -q 1 \
    || su postgres -c "createdb -p $port -O $user $db" >&2

echo "jdbc:postgresql://localhost:$port/$db?user=$user&password=$password"
