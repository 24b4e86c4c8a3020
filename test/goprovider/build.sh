#!/usr/bin/env bash
# Builds the Go reference provider (see README.md here) into build/goprovider/terraform-provider-goref, offline:
# Go, go-plugin, go-cty, gRPC, hclog and protoc come from Debian's packages (installed when missing, which needs
# root and apt), the protocol's Go stubs are generated from the project's own definitions, and the build runs in
# GOPATH mode against /usr/share/gocode (no module proxy is needed or asked).
set -euo pipefail

cd "$(dirname "${BASH_SOURCE[0]}")/../.."

PACKAGES=(
  golang-go
  protobuf-compiler
  libprotobuf-dev
  golang-goprotobuf-dev
  golang-google-grpc-dev
  golang-github-hashicorp-go-plugin-dev
  golang-github-hashicorp-go-hclog-dev
  golang-github-zclconf-go-cty-dev
)

missing=()
for p in "${PACKAGES[@]}"; do
  dpkg-query -W -f='${Status}' "$p" 2>/dev/null | grep -q 'install ok installed' || missing+=("$p")
done
if ((${#missing[@]})); then
  if [[ $(id -u) != 0 ]] || ! command -v apt-get >/dev/null; then
    echo "build-go-provider: missing Debian packages: ${missing[*]} (install them as root: apt-get install ${missing[*]})" >&2
    exit 1
  fi
  echo "build-go-provider: installing ${missing[*]}" >&2
  apt-get update -qq
  DEBIAN_FRONTEND=noninteractive apt-get install -y -qq --no-install-recommends "${missing[@]}" >/dev/null
fi

out=build/goprovider
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
gopath=$work/gopath
mkdir -p "$gopath/src/goref" "$out"
cp test/goprovider/*.go "$gopath/src/goref/"

node -r tsx/cjs test/goprovider/write-protos.ts "$work/proto"
# protoc-gen-go 1.3 with its grpc plugin: messages and service in one file, as go-plugin 1.0's own stubs are made.
# /usr/include holds the well-known types (google/protobuf/timestamp.proto, from libprotobuf-dev).
for v in 5 6; do protoc -I "$work/proto" -I /usr/include --go_out="plugins=grpc:$gopath/src" "tfplugin$v.proto"; done

# The build cache stays between runs (default place), so an unchanged provider builds in a second or two.
(cd "$gopath/src/goref" && GO111MODULE=off GOFLAGS= GOPATH="$gopath:/usr/share/gocode" go build -o "$OLDPWD/$out/terraform-provider-goref.tmp" .)
mv -f "$out/terraform-provider-goref.tmp" "$out/terraform-provider-goref"
echo "build-go-provider: built $out/terraform-provider-goref" >&2
