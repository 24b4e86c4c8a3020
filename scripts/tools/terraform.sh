#!/usr/bin/env bash
# Terraform 1.11.4, the reference CLI of the tests. When `terraform` on PATH is that version, it is used as it is and
# nothing is built; otherwise (or with TFLOOKUP_BUILD_TERRAFORM=1) it is built from its Go module by the wrapper
# module in tools/terraform into build/tools/bin/terraform, which the test runner puts first on the tests' PATH.
# A build is kept until tools/terraform/go.mod, go.sum or this script change.
set -euo pipefail
TOOL=terraform
source "$(dirname "${BASH_SOURCE[0]}")/lib.sh"
cd "$TOOLS_ROOT"

VERSION=1.11.4
built=$TOOLS_BIN/terraform
stamp=$TOOLS_BIN/.terraform.inputs

# The version a terraform binary reports (empty when it does not run).
version_of() { "$1" version -json 2>/dev/null | node -e 'let s="";process.stdin.on("data",d=>s+=d).on("end",()=>{try{process.stdout.write(JSON.parse(s).terraform_version||"")}catch{}})'; }

digest=$(inputs_digest tools/terraform/go.mod tools/terraform/go.sum scripts/tools/terraform.sh)
if [[ -x $built && -f $stamp && $(cat "$stamp") == "$digest" ]]; then
  tool_log "build/tools/bin/terraform is up to date"
  exit 0
fi

if [[ ${TFLOOKUP_BUILD_TERRAFORM:-} != 1 ]]; then
  # Looked up without build/tools/bin, so that a stale build of ours is not taken for the machine's own.
  onpath=$(PATH=$(tr ':' '\n' <<<"$PATH" | grep -vxF "$TOOLS_BIN" | paste -sd:) command -v terraform || true)
  if [[ -n $onpath && $(version_of "$onpath") == "$VERSION" ]]; then
    rm -f "$built" "$stamp"
    tool_log "using $onpath ($VERSION)"
    exit 0
  fi
  tool_log "no terraform $VERSION on PATH${onpath:+ ($onpath is $(version_of "$onpath" || true))}: building it from its Go module"
fi

require_go
mkdir -p "$TOOLS_BIN"
# version.dev=no makes the binary report the release (1.11.4) instead of 1.11.4-dev, as HashiCorp's builds do.
(cd tools/terraform && go_or_explain build -trimpath -o "$built.tmp" \
  -ldflags "-s -w -X github.com/hashicorp/terraform/version.dev=no" github.com/hashicorp/terraform)
got=$(version_of "$built.tmp")
if [[ $got != "$VERSION" ]]; then
  rm -f "$built.tmp"
  tool_log "the build reports version '${got}', not $VERSION"
  exit 1
fi
mv -f "$built.tmp" "$built"
printf '%s\n' "$digest" >"$stamp"
tool_log "built build/tools/bin/terraform ($VERSION)"
