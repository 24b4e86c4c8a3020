#!/usr/bin/env bash
# Builds the reference providers on HashiCorp's provider libraries (test/hcproviders): terraform-provider-hcframework
# (terraform-plugin-framework, protocol 6), terraform-provider-hcsdk (terraform-plugin-sdk v2, protocol 5) and
# terraform-provider-hcmux (both through terraform-plugin-mux, protocol 6) into build/hcproviders/, in module mode
# from test/hcproviders/go.mod. Go's build cache makes an unchanged build a matter of seconds.
set -euo pipefail
TOOL=hcproviders
source "$(dirname "${BASH_SOURCE[0]}")/lib.sh"
cd "$TOOLS_ROOT"
require_go

out=$TOOLS_ROOT/build/hcproviders
mkdir -p "$out/tmp"
(cd test/hcproviders && go_or_explain build -o "$out/tmp/" ./cmd/...)
for p in hcframework hcsdk hcmux; do mv -f "$out/tmp/terraform-provider-$p" "$out/terraform-provider-$p"; done
rmdir "$out/tmp"
tool_log "built build/hcproviders/terraform-provider-{hcframework,hcsdk,hcmux}"
