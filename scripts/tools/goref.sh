#!/usr/bin/env bash
# Builds the Go reference provider (test/goprovider) into build/goprovider/terraform-provider-goref.
# Module mode from test/goprovider/go.mod: go-plugin, go-cty, gRPC, protobuf and hclog from the Go module proxy at the
# versions go.sum pins. The protocol's Go stubs are generated from the project's own definitions
# (src/runtime/tfplugin) by protoc with the protoc-gen-go and protoc-gen-go-grpc that go.mod pins as tools; protoc
# itself comes from Debian's protobuf-compiler, installed when missing. The build happens in a staging copy at a
# fixed place (build/goprovider/src), so Go's build cache makes an unchanged provider a matter of seconds.
# `--tidy` runs `go mod tidy` there (where the stubs exist) and copies go.mod and go.sum back: the way to change a
# pinned version is to edit test/goprovider/go.mod and run it.
set -euo pipefail
TOOL=goref
source "$(dirname "${BASH_SOURCE[0]}")/lib.sh"
cd "$TOOLS_ROOT"
require_go

if ! command -v protoc >/dev/null; then
  if [[ $(id -u) != 0 ]] || ! command -v apt-get >/dev/null; then
    tool_log "needs protoc (Debian's protobuf-compiler: apt-get install protobuf-compiler, as root)"
    exit 1
  fi
  tool_log "installing Debian's protobuf-compiler"
  apt-get update -qq
  DEBIAN_FRONTEND=noninteractive apt-get install -y -qq --no-install-recommends protobuf-compiler >/dev/null
fi

out=build/goprovider
src=$out/src
rm -rf "$src"
mkdir -p "$src" "$out/bin"
cp test/goprovider/*.go test/goprovider/go.mod test/goprovider/go.sum "$src/"

(cd "$src" && go_or_explain build -o "$TOOLS_ROOT/$out/bin/" tool)
node -r tsx/cjs test/goprovider/write-protos.ts "$out/proto"
for v in 5 6; do
  protoc -I "$out/proto" \
    --plugin=protoc-gen-go="$out/bin/protoc-gen-go" --go_out="$src" --go_opt=module=goref \
    --plugin=protoc-gen-go-grpc="$out/bin/protoc-gen-go-grpc" --go-grpc_out="$src" --go-grpc_opt=module=goref \
    "tfplugin$v.proto"
done

if [[ ${1:-} == --tidy ]]; then
  (cd "$src" && GOFLAGS=-mod=mod go_or_explain mod tidy)
  cp "$src/go.mod" "$src/go.sum" test/goprovider/
  tool_log "tidied test/goprovider/go.mod and go.sum"
fi
(cd "$src" && go_or_explain build -o "$TOOLS_ROOT/$out/terraform-provider-goref.tmp" .)
mv -f "$out/terraform-provider-goref.tmp" "$out/terraform-provider-goref"
tool_log "built $out/terraform-provider-goref"
