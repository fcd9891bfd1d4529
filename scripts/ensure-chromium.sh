#!/usr/bin/env bash
# The e2e tests drive Debian's Chromium (Playwright never downloads a browser here). Install it
# when it is missing and we are root; otherwise say exactly what to run.
set -euo pipefail

CHROMIUM="${CHROMIUM_PATH:-/usr/bin/chromium}"
if [ -x "$CHROMIUM" ]; then
  exit 0
fi

if [ "$(id -u)" = "0" ]; then
  echo "Chromium não encontrado em $CHROMIUM: instalando o pacote do Debian..."
  apt-get update
  DEBIAN_FRONTEND=noninteractive apt-get install -y --no-install-recommends chromium fonts-dejavu-core
  if [ ! -x "$CHROMIUM" ]; then
    echo "O pacote foi instalado mas $CHROMIUM não existe." >&2
    exit 1
  fi
  exit 0
fi

echo "Os testes e2e precisam do Chromium do Debian em $CHROMIUM. Instale com:" >&2
echo "" >&2
echo "  sudo apt-get install -y chromium" >&2
echo "" >&2
echo "(ou aponte CHROMIUM_PATH para outro Chromium)" >&2
exit 1
