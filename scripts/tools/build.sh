#!/usr/bin/env bash
# `npm run tools`: builds (or finds) every tool the tests use, each by its script in this folder, and says how long
# each took. Cached: with nothing changed it takes a few seconds. `npm test` runs it before Jest.
set -euo pipefail
cd "$(dirname "${BASH_SOURCE[0]}")"

TOOLS=(goref hcproviders terraform pulumi)

# Downloads are bound by the network and compiles by the CPU: the modules of every tool are fetched in the
# background, all at once, while the first tools compile (a build that needs a module still being fetched waits on
# Go's lock for it; a module the proxy refuses is reported by the build that needs it). Terraform's are left out when
# the terraform on PATH is the one the tests use, as terraform.sh then builds nothing. Each fetch is a process group
# of its own, ended with this script.
MODULES=(test/goprovider test/hcproviders tools/pulumi tools/pulumi-yaml)
if [[ ${TFLOOKUP_BUILD_TERRAFORM:-} == 1 ]] || ! terraform version 2>/dev/null | head -1 | grep -qx 'Terraform v1.11.4'; then
  MODULES+=(tools/terraform)
fi
fetches=()
if command -v go >/dev/null; then
  for dir in "${MODULES[@]}"; do
    setsid bash -c 'cd "$1" && GOTOOLCHAIN=local GOFLAGS=-mod=readonly go mod download >/dev/null 2>&1' _ "../../$dir" &
    fetches+=($!)
  done
fi
end_fetches() { for pid in "${fetches[@]}"; do kill -- "-$pid" 2>/dev/null || true; done; }
trap end_fetches EXIT

for tool in "${TOOLS[@]}"; do
  start=$(date +%s%N)
  bash "./$tool.sh"
  elapsed_ms=$((($(date +%s%N) - start) / 1000000))
  printf 'tools: %s ready in %d.%d s\n' "$tool" $((elapsed_ms / 1000)) $((elapsed_ms % 1000 / 100)) >&2
done
# Every tool is built: a fetch still running is of nothing a build needed.
