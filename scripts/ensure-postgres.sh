#!/usr/bin/env bash
# The tests on PostgreSQL (tests/server/postgres-schema.test.ts) start a throwaway cluster with
# Debian's PostgreSQL binaries (/usr/lib/postgresql/<version>/bin, tests/helpers/pg-cluster.ts).
# Install them when they are missing and we are root; otherwise say exactly what to run. Without
# them those tests are skipped, not failed, so this step is what makes CI run them.
set -euo pipefail

has_postgres() {
  compgen -G '/usr/lib/postgresql/*/bin/initdb' >/dev/null && compgen -G '/usr/lib/postgresql/*/bin/pg_ctl' >/dev/null
}

if has_postgres; then
  exit 0
fi

if [ "$(id -u)" = "0" ]; then
  echo "PostgreSQL não encontrado em /usr/lib/postgresql: instalando o pacote do Debian..."
  apt-get update
  DEBIAN_FRONTEND=noninteractive apt-get install -y --no-install-recommends postgresql
  if ! has_postgres; then
    echo "O pacote foi instalado mas /usr/lib/postgresql/*/bin/initdb não existe." >&2
    exit 1
  fi
  exit 0
fi

echo "Os testes no PostgreSQL precisam dos binários do Debian em /usr/lib/postgresql/*/bin. Instale com:" >&2
echo "" >&2
echo "  sudo apt-get install -y postgresql" >&2
echo "" >&2
echo "(sem eles, esses testes são pulados)" >&2
exit 1
