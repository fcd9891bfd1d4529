#!/usr/bin/env bash
# npm test: everything that must pass before a change goes in.
#   chromium   Debian's Chromium for the e2e tests (installed when missing and root)
#   postgresql Debian's PostgreSQL for the tests on the second engine (likewise)
#   typecheck  tsc --noEmit (strict)
#   lint       biome check .
#   imports    imports point downward (client -> shared; server -> db -> shared), no value-import cycle
#   build      the production client build (npm run build)
#   bundle     no server code in the client bundle; the home page's initial JS within 150 KB gzip
#   unit       vitest: server integration tests and client component tests
#   e2e        Playwright in Chromium against the real production server on a temporary database
# The build runs before the unit tests so the HTTP tests also cover the production static files.
# Every step runs even when an earlier one failed (except what needs the build), so one run shows
# every problem; the exit status is non-zero when anything failed. The last line is
# "N passed, N failed" (tests of vitest and Playwright; a failing step with no failing test in it,
# such as a type error, counts as one failure).
set -euo pipefail
cd "$(dirname "$0")/.."
export PATH="$PWD/node_modules/.bin:$PATH"

REPORTS=".tmp/test-reports"
rm -rf "$REPORTS"
mkdir -p "$REPORTS"

bold=$'\e[1m'; red=$'\e[31m'; green=$'\e[32m'; reset=$'\e[0m'
if [ ! -t 1 ]; then bold=''; red=''; green=''; reset=''; fi

declare -a SUMMARY=()
FAILED_STEPS=0
PASSED=0
FAILED=0

# run <name> <command...>: runs one step with a header and records how it went.
run() {
  local name="$1"; shift
  echo
  echo "${bold}━━━ ${name} ━━━ $*${reset}"
  local start=$SECONDS status=0
  "$@" || status=$?
  local took=$((SECONDS - start))
  if [ "$status" -eq 0 ]; then
    SUMMARY+=("${green}ok${reset}     ${name} (${took}s)")
  else
    SUMMARY+=("${red}FALHOU${reset} ${name} (${took}s, código ${status})")
    FAILED_STEPS=$((FAILED_STEPS + 1))
  fi
  return "$status"
}

# counts <kind> <json file>: prints "passed failed" from a vitest or Playwright JSON report.
counts() {
  node -e '
    const [kind, file] = process.argv.slice(1);
    let r;
    try { r = JSON.parse(require("node:fs").readFileSync(file, "utf8")); } catch { console.log("0 0"); process.exit(0); }
    if (kind === "vitest") console.log(`${r.numPassedTests ?? 0} ${r.numFailedTests ?? 0}`);
    else {
      const s = r.stats ?? {};
      console.log(`${(s.expected ?? 0) + (s.flaky ?? 0)} ${s.unexpected ?? 0}`);
    }
  ' "$1" "$2"
}

# tests <name> <kind> <reports> <command...>: a test step whose counts go into the last line;
# <reports> is one JSON report or several, separated by spaces.
tests() {
  local name="$1" kind="$2" reports="$3"; shift 3
  local status=0
  run "$name" "$@" || status=$?
  local p f report sum_f=0
  for report in $reports; do
    read -r p f < <(counts "$kind" "$report")
    PASSED=$((PASSED + p))
    sum_f=$((sum_f + f))
  done
  f=$sum_f
  FAILED=$((FAILED + f))
  # The step failed but no test did (a crash, an unhandled error, no report): still a failure.
  if [ "$status" -ne 0 ] && [ "$f" -eq 0 ]; then FAILED=$((FAILED + 1)); fi
  return 0
}

step() {
  run "$@" || FAILED=$((FAILED + 1))
}

step chromium bash scripts/ensure-chromium.sh
step postgresql bash scripts/ensure-postgres.sh
step typecheck tsc --noEmit
step lint biome check .
step imports tsx scripts/check-imports.ts
BUILT=0
run build npm run build --silent && BUILT=1 || FAILED=$((FAILED + 1))
if [ "$BUILT" -eq 1 ]; then
  step bundle tsx scripts/check-bundle.ts --enforce-budget
fi
# unit: the PostgreSQL project in a vitest process of its own, beside the SQLite and client ones.
# Each process runs one file at a time, and a PostgreSQL test mostly waits for the database, so the
# two share the two cores instead of one waiting for the other (docs/decisions/006-tests.md#how-long-the-suite-takes).
# The second one's output follows the first's.
unit() {
  local pg_status=0 status=0
  vitest run --project server-pg --reporter=default --reporter=json \
    --outputFile.json="$REPORTS/vitest-pg.json" >"$REPORTS/vitest-pg.log" 2>&1 &
  local pg=$!
  vitest run --project server --project client --reporter=default --reporter=json \
    --outputFile.json="$REPORTS/vitest.json" || status=$?
  wait "$pg" || pg_status=$?
  echo
  echo "${bold}━━━ unit: server-pg ━━━${reset}"
  cat "$REPORTS/vitest-pg.log"
  [ "$status" -eq 0 ] && [ "$pg_status" -eq 0 ]
}
tests unit vitest "$REPORTS/vitest.json $REPORTS/vitest-pg.json" unit
if [ "$BUILT" -eq 1 ] && [ -x "${CHROMIUM_PATH:-/usr/bin/chromium}" ]; then
  tests e2e playwright "$REPORTS/playwright.json" \
    env RELEIA_PW_JSON="$REPORTS/playwright.json" playwright test
else
  SUMMARY+=("${red}PULADO${reset} e2e (sem build do cliente ou sem Chromium)")
  FAILED=$((FAILED + 1))
fi

echo
echo "${bold}━━━ resumo ━━━${reset}"
for line in "${SUMMARY[@]}"; do echo "  $line"; done
echo
echo "${PASSED} passed, ${FAILED} failed"
[ "$FAILED_STEPS" -eq 0 ] && [ "$FAILED" -eq 0 ]
