#!/usr/bin/env bash
# The test suite beside a CPU burner: N busy processes (default 8) on this machine's cores, as a
# shared CI runner or a laptop doing other work would be. A suite that passes only on an idle
# machine fails in someone's CI. Prints the suite's result and wall time; exits with the suite's code.
# Usage: scripts/suite-under-load.sh [burners]   (after npm ci)
set -uo pipefail
cd "$(dirname "$0")/.."
burners="${1:-8}"
pids=()
for _ in $(seq "$burners"); do
  node -e 'for (;;) {}' &
  pids+=("$!")
done
trap 'kill "${pids[@]}" 2>/dev/null' EXIT
echo "suite-under-load: $burners busy processes on $(nproc) core(s), load average $(cut -d' ' -f1 /proc/loadavg)"
start=$(date +%s)
npx vitest run --reporter=dot
code=$?
echo "suite-under-load: exit $code after $(( $(date +%s) - start )) s with $burners burners"
exit "$code"
