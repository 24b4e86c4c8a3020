# Shared by the tool scripts in this folder (sourced, not run). Each tool is a Go program built in module mode from
# a go.mod/go.sum committed in this repository, with the machine's own Go: the toolchain named in go.mod is never
# downloaded (GOTOOLCHAIN=local) and go.mod is never rewritten during a build (-mod=readonly), whatever the
# machine's `go env` says.

export GOTOOLCHAIN=local
export GOFLAGS="-mod=readonly -buildvcs=false"
export CHECKPOINT_DISABLE=1

TOOLS_ROOT=$(cd "$(dirname "${BASH_SOURCE[0]}")/../.." && pwd)
TOOLS_BIN=$TOOLS_ROOT/build/tools/bin

# Prints a line naming the tool on stderr.
tool_log() { printf '%s: %s\n' "$TOOL" "$*" >&2; }

# Fails unless the machine's Go is there, saying what is missing.
require_go() {
  if ! command -v go >/dev/null; then
    tool_log "needs Go 1.26 or later on PATH (go is not there); the Go module proxy serves everything else"
    exit 1
  fi
}

# Runs `go "$@"` in the current folder; when it fails, says which module could not be had and from where.
go_or_explain() {
  local log
  log=$(mktemp)
  if ! go "$@" 2>"$log"; then
    cat "$log" >&2
    local refused
    refused=$(grep -oE '(module|package) [^ ]+@[^ :]+|[^ ]+@v[^ :]+: (reading|verifying|not found)[^$]*' "$log" | head -1 || true)
    tool_log "go $1 failed in $PWD${refused:+ ($refused)}; GOPROXY=$(go env GOPROXY)"
    rm -f "$log"
    exit 1
  fi
  cat "$log" >&2
  rm -f "$log"
}

# A digest of the given files and strings: a build is redone when what it was made from changes.
inputs_digest() {
  local item
  for item in "$@"; do
    if [[ -f $item ]]; then sha256sum "$item"; else printf '%s\n' "$item"; fi
  done | sha256sum | cut -c1-64
}
