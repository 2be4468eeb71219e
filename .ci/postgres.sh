#!/usr/bin/env bash
# A throw-away PostgreSQL cluster for the PostgreSQL test tier (sourced by .ci/run).
#
#   start_throwaway_postgres   installs Debian's postgresql when no server binaries are found (as root),
#                              initialises a cluster in a temporary folder, starts it on a free port of
#                              127.0.0.1 (trust auth, no fsync: nothing in it outlives the run) and exports
#                              TEST_DATABASE_URL.
#   stop_throwaway_postgres    stops that cluster and deletes its folder (safe to call twice).
#
# `bash .ci/postgres.sh selftest` starts one, runs a query on it and removes it again.

# The folder of the newest server binaries: initdb on PATH first, else Debian's /usr/lib/postgresql/N/bin.
postgres_bindir() {
  if command -v initdb >/dev/null 2>&1 && command -v pg_ctl >/dev/null 2>&1; then
    dirname "$(readlink -f "$(command -v initdb)")"
    return
  fi
  local newest
  newest=$(ls -d /usr/lib/postgresql/*/bin 2>/dev/null | sort -V | tail -n 1)
  [ -n "$newest" ] && [ -x "$newest/initdb" ] && echo "$newest"
}

install_postgres() {
  if [ "$(id -u)" != "0" ]; then
    echo "No PostgreSQL server found: install Debian's postgresql package or set TEST_DATABASE_URL." >&2
    return 1
  fi
  echo "Installing Debian's postgresql…"
  apt-get update -qq
  DEBIAN_FRONTEND=noninteractive apt-get install -y -qq postgresql >/dev/null
}

free_port() {
  node -e "const s = require('node:net').createServer(); s.listen(0, '127.0.0.1', () => { console.log(s.address().port); s.close(); });"
}

# Runs a server binary as the cluster's owner: initdb and postgres refuse to run as root.
as_cluster_owner() {
  if [ "$(id -u)" = "0" ]; then
    (cd / && runuser -u postgres -- "$@")
  else
    "$@"
  fi
}

start_throwaway_postgres() {
  local bindir port
  bindir=$(postgres_bindir) || true
  if [ -z "$bindir" ]; then
    install_postgres || return 1
    bindir=$(postgres_bindir) || true
    [ -n "$bindir" ] || { echo "postgresql was installed but no initdb was found." >&2; return 1; }
  fi
  if [ "$(id -u)" = "0" ] && ! id postgres >/dev/null 2>&1; then
    echo "Running as root needs a 'postgres' user to own the cluster (Debian's package makes one)." >&2
    return 1
  fi

  THROWAWAY_POSTGRES_DIR=$(mktemp -d -t showroom-postgres.XXXXXX)
  [ "$(id -u)" = "0" ] && chown postgres "$THROWAWAY_POSTGRES_DIR"
  THROWAWAY_POSTGRES_BINDIR=$bindir
  port=$(free_port)

  as_cluster_owner "$bindir/initdb" -D "$THROWAWAY_POSTGRES_DIR/data" -U postgres --auth=trust \
    --encoding=UTF8 --no-locale >/dev/null
  # The socket goes into the temporary folder too, so nothing is needed under /var/run/postgresql.
  as_cluster_owner "$bindir/pg_ctl" -D "$THROWAWAY_POSTGRES_DIR/data" -l "$THROWAWAY_POSTGRES_DIR/server.log" -w \
    -o "-c listen_addresses=127.0.0.1 -p $port -k $THROWAWAY_POSTGRES_DIR -c max_connections=200 -c fsync=off -c synchronous_commit=off -c full_page_writes=off" \
    start >/dev/null || {
    cat "$THROWAWAY_POSTGRES_DIR/server.log" >&2
    return 1
  }
  export TEST_DATABASE_URL="postgres://postgres@127.0.0.1:$port/postgres"
  echo "Throw-away $("$bindir/postgres" --version) on 127.0.0.1:$port ($THROWAWAY_POSTGRES_DIR)"
}

stop_throwaway_postgres() {
  [ -n "${THROWAWAY_POSTGRES_DIR:-}" ] || return 0
  as_cluster_owner "$THROWAWAY_POSTGRES_BINDIR/pg_ctl" -D "$THROWAWAY_POSTGRES_DIR/data" -m immediate stop \
    >/dev/null 2>&1 || true
  rm -rf "$THROWAWAY_POSTGRES_DIR"
  unset THROWAWAY_POSTGRES_DIR TEST_DATABASE_URL
}

if [ "${BASH_SOURCE[0]}" = "$0" ] && [ "${1:-}" = "selftest" ]; then
  set -euo pipefail
  trap stop_throwaway_postgres EXIT
  start_throwaway_postgres
  "$THROWAWAY_POSTGRES_BINDIR/psql" "$TEST_DATABASE_URL" -Atc 'create extension pg_trgm; select version()'
  dir=$THROWAWAY_POSTGRES_DIR
  stop_throwaway_postgres
  [ ! -e "$dir" ] && echo "stopped and removed $dir"
fi
