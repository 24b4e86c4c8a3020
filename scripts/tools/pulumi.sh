#!/usr/bin/env bash
# The Pulumi engine the tests under it run (test/pulumi-engine), built from Pulumi's published Go modules into
# build/tools/bin/:
#   pulumi                          the CLI: github.com/pulumi/pulumi/pkg/v3 at the release tools/pulumi/go.mod pins
#   pulumi-language-yaml            the YAML language host: github.com/pulumi/pulumi-yaml as tools/pulumi-yaml pins
#   pulumi-resource-pulumi-nodejs   the launchers of dynamic providers that Pulumi's release puts beside the CLI,
#   pulumi-resource-pulumi-python   copied from the SDK module of the same release
# A build is kept until a go.mod, go.sum or this script change.
#
# The CLI's module carries replace directives, so `go install` refuses it: tools/pulumi requires it with the SDK at
# the same release and copies the one replace it needs. The YAML host has a module of its own because the tagged
# pulumi-yaml releases the proxy serves compile against an older pkg/v3 than the CLI's (the engine and its language
# hosts talk over gRPC, not Go APIs). The version the CLI reports is set at link time, as Pulumi's release build does.
# Pulumi's Node.js and Python language hosts (github.com/pulumi/pulumi/sdk/nodejs/cmd/pulumi-language-nodejs/v3 and
# .../sdk/python/cmd/pulumi-language-python/v3, untagged) are refused by the proxy: see docs/plugin.md.
set -euo pipefail
TOOL=pulumi
source "$(dirname "${BASH_SOURCE[0]}")/lib.sh"
cd "$TOOLS_ROOT"

outputs=(pulumi pulumi-language-yaml pulumi-resource-pulumi-nodejs pulumi-resource-pulumi-python)
stamp=$TOOLS_BIN/.pulumi.inputs

digest=$(inputs_digest tools/pulumi/go.mod tools/pulumi/go.sum tools/pulumi-yaml/go.mod tools/pulumi-yaml/go.sum "${BASH_SOURCE[0]}")
fresh=1
for out in "${outputs[@]}"; do [[ -x $TOOLS_BIN/$out ]] || fresh=0; done
if [[ $fresh == 1 && -f $stamp && $(cat "$stamp") == "$digest" ]]; then
  tool_log "build/tools/bin/pulumi is up to date"
  exit 0
fi

require_go
mkdir -p "$TOOLS_BIN"
release=$(cd tools/pulumi && go list -m -f '{{.Version}}' github.com/pulumi/pulumi/pkg/v3)
yaml=$(cd tools/pulumi-yaml && go list -m -f '{{.Version}}' github.com/pulumi/pulumi-yaml)
tool_log "building pulumi $release and pulumi-language-yaml $yaml"
(cd tools/pulumi && go_or_explain build -trimpath -tags osusergo,grpcnotrace -o "$TOOLS_BIN/pulumi.tmp" \
  -ldflags "-X github.com/pulumi/pulumi/sdk/v3/go/common/version.Version=$release" github.com/pulumi/pulumi/pkg/v3/cmd/pulumi)
(cd tools/pulumi-yaml && go_or_explain build -trimpath -o "$TOOLS_BIN/pulumi-language-yaml.tmp" \
  github.com/pulumi/pulumi-yaml/cmd/pulumi-language-yaml)
got=$("$TOOLS_BIN/pulumi.tmp" version 2>/dev/null || true)
if [[ $got != "$release" ]]; then
  rm -f "$TOOLS_BIN/pulumi.tmp" "$TOOLS_BIN/pulumi-language-yaml.tmp"
  tool_log "the build reports version '$got', not $release"
  exit 1
fi
mv -f "$TOOLS_BIN/pulumi.tmp" "$TOOLS_BIN/pulumi"
mv -f "$TOOLS_BIN/pulumi-language-yaml.tmp" "$TOOLS_BIN/pulumi-language-yaml"
sdk=$(cd tools/pulumi && go list -m -f '{{.Dir}}' github.com/pulumi/pulumi/sdk/v3)
install -m 755 "$sdk/nodejs/dist/pulumi-resource-pulumi-nodejs" "$sdk/python/dist/pulumi-resource-pulumi-python" "$TOOLS_BIN/"
printf '%s\n' "$digest" >"$stamp"
tool_log "built build/tools/bin/pulumi ($release), pulumi-language-yaml ($yaml)"
