#!/usr/bin/env bash
# `npm run tools`: builds (or finds) every tool the tests use, each by its script in this folder, and says how long
# each took. Cached: with nothing changed it takes a few seconds. `npm test` runs it before Jest.
set -euo pipefail
cd "$(dirname "${BASH_SOURCE[0]}")"

TOOLS=(goref terraform)

for tool in "${TOOLS[@]}"; do
  start=$(date +%s%N)
  bash "./$tool.sh"
  elapsed_ms=$((($(date +%s%N) - start) / 1000000))
  printf 'tools: %s ready in %d.%d s\n' "$tool" $((elapsed_ms / 1000)) $((elapsed_ms % 1000 / 100)) >&2
done
