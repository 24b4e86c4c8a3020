#!/usr/bin/env bash
# Builds the Pulumi engine from Pulumi's published Go modules into build/tools/bin/:
#   pulumi                          the CLI, github.com/pulumi/pulumi/pkg/v3 at the release tools/pulumi/go.mod pins
#   pulumi-language-yaml            the YAML language host, github.com/pulumi/pulumi-yaml as tools/pulumi-yaml pins
#   pulumi-resource-pulumi-nodejs   Pulumi's launcher of dynamic providers, the script the CLI's release ships,
#   pulumi-resource-pulumi-python   taken from the SDK module of the same release
# Skipped when every output is newer than the wrapper modules and this script.
#
# The CLI's module carries replace directives, so `go install` refuses it; tools/pulumi requires it with the SDK at
# the same release and copies the one replace it needs. The YAML host has a module of its own because the tagged
# pulumi-yaml releases the proxy serves compile against an older pkg/v3 than the CLI's (the engine and its language
# hosts talk over gRPC, not Go APIs). The version the CLI reports is set at link time, as Pulumi's release build does.
# Pulumi's Node.js and Python language hosts (github.com/pulumi/pulumi/sdk/nodejs/cmd/pulumi-language-nodejs/v3,
# .../sdk/python/cmd/pulumi-language-python/v3) are untagged modules the proxy here refuses: see docs/plugin.md.
set -euo pipefail

root="$(cd "$(dirname "${BASH_SOURCE[0]}")/../.." && pwd)"
bin="$root/build/tools/bin"
outputs=(pulumi pulumi-language-yaml pulumi-resource-pulumi-nodejs pulumi-resource-pulumi-python)
inputs=("$root/tools/pulumi/go.mod" "$root/tools/pulumi/go.sum" "$root/tools/pulumi-yaml/go.mod" "$root/tools/pulumi-yaml/go.sum" "${BASH_SOURCE[0]}")

export GOTOOLCHAIN=local
export GOFLAGS=-mod=readonly

fresh=1
for out in "${outputs[@]}"; do
  for input in "${inputs[@]}"; do
    if [[ ! -x "$bin/$out" || "$input" -nt "$bin/$out" ]]; then fresh=0; fi
  done
done
if [[ $fresh == 1 ]]; then exit 0; fi
mkdir -p "$bin"

log="$(mktemp)"
trap 'rm -f "$log"' EXIT

# go_build <wrapper module folder> <go build arguments>...: fails naming the module the proxy would not give, when
# that is why (`<module>@<version>: reading <url>: 403 ...`), else with go's own output.
go_build() {
  local module="$1"
  shift
  if ! (cd "$root/tools/$module" && go build -trimpath -o "$bin/" "$@") >"$log" 2>&1; then
    local refused
    refused="$(grep -Eo '[^ :"]+@v[^ :"]+: (reading|verifying|unrecognized import path).*' "$log" | sort -u | head -n 5 || true)"
    if [[ -n "$refused" ]]; then
      echo "tools/$module: the Go module proxy refused a module the build needs:" >&2
      sed 's/^/  /' <<<"$refused" >&2
    else
      echo "tools/$module: go build failed:" >&2
      cat "$log" >&2
    fi
    exit 1
  fi
}

release="$(cd "$root/tools/pulumi" && go list -m -f '{{.Version}}' github.com/pulumi/pulumi/pkg/v3)"
yaml="$(cd "$root/tools/pulumi-yaml" && go list -m -f '{{.Version}}' github.com/pulumi/pulumi-yaml)"
echo "tools/pulumi: building pulumi $release and pulumi-language-yaml $yaml into build/tools/bin" >&2
go_build pulumi -tags osusergo,grpcnotrace \
  -ldflags "-X github.com/pulumi/pulumi/sdk/v3/go/common/version.Version=$release" \
  github.com/pulumi/pulumi/pkg/v3/cmd/pulumi
go_build pulumi-yaml github.com/pulumi/pulumi-yaml/cmd/pulumi-language-yaml

sdk="$(cd "$root/tools/pulumi" && go list -m -f '{{.Dir}}' github.com/pulumi/pulumi/sdk/v3)"
install -m 755 "$sdk/nodejs/dist/pulumi-resource-pulumi-nodejs" "$sdk/python/dist/pulumi-resource-pulumi-python" "$bin/"
# go build leaves a binary's mtime alone when nothing changed: mark every output built now for the check above.
for out in "${outputs[@]}"; do touch "$bin/$out"; done
