#!/usr/bin/env bash
# `npm run ci:fresh`: runs .ci/run as CI does on a machine that has never built anything: in a fresh clone of the
# committed HEAD, with ../shared copied beside it (read-only), empty Go caches (GOMODCACHE, GOCACHE and GOPATH in a
# temporary folder), an empty npm cache, no build/ folder, CI=true and no standard input. Terraform is hidden from
# PATH, so that the run builds it from its module as a machine without it must (--keep-terraform leaves PATH as it
# is). Reports how long each step took; the log stays in the temporary folder when the run fails, and everything is
# removed when it passes (--keep keeps it).
set -euo pipefail

keep=0 keep_terraform=0
for arg in "$@"; do
  case $arg in
    --keep) keep=1 ;;
    --keep-terraform) keep_terraform=1 ;;
    -h | --help)
      sed -n '2,7p' "${BASH_SOURCE[0]}" | sed 's/^# \{0,1\}//'
      echo "usage: npm run ci:fresh [-- --keep] [-- --keep-terraform]"
      exit 0
      ;;
    *)
      echo "ci:fresh: unknown argument '$arg' (expected --keep, --keep-terraform or --help)" >&2
      exit 2
      ;;
  esac
done

repo=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)
if [[ -n $(git -C "$repo" status --porcelain --untracked-files=no) ]]; then
  echo "ci:fresh: the work tree has uncommitted changes; the run checks the committed HEAD ($(git -C "$repo" rev-parse --short HEAD)) only" >&2
fi

work=$(mktemp -d "${TMPDIR:-/tmp}/tflookup-fresh-XXXXXX")
log=$work/ci.log
cleanup() {
  local status=$?
  if ((status == 0 && !keep)); then
    chmod -R u+w "$work" 2>/dev/null || true # the module cache is read-only
    rm -rf "$work"
  else
    echo "ci:fresh: kept $work (log: $log)" >&2
  fi
}
trap cleanup EXIT

git clone -q --no-hardlinks "$repo" "$work/main"
git -C "$work/main" checkout -q "$(git -C "$repo" rev-parse HEAD)"
if [[ -d $repo/../shared ]]; then
  cp -r "$repo/../shared" "$work/shared"
  chmod -R a-w "$work/shared"
fi

# A PATH without terraform: each folder holding one is replaced by a folder of links to everything else in it.
path=$PATH
if ((!keep_terraform)); then
  path=
  n=0
  IFS=: read -r -a dirs <<<"$PATH"
  for dir in "${dirs[@]}"; do
    if [[ -n $dir && -e $dir/terraform ]]; then
      shadow=$work/path/$((n++))
      mkdir -p "$shadow"
      for f in "$dir"/*; do [[ $(basename "$f") == terraform ]] || ln -s "$f" "$shadow/"; done
      dir=$shadow
    fi
    path=${path:+$path:}$dir
  done
fi

mkdir -p "$work/go" "$work/npm-cache" "$work/tmp"
echo "ci:fresh: .ci/run in $work/main (log: $log)" >&2
start=$SECONDS
# Without the variables npm sets for this script (npm_config_*, npm_lifecycle_*), as CI starts .ci/run directly.
unset_npm=()
while IFS= read -r name; do unset_npm+=(-u "$name"); done < <(env | grep -oE '^npm_[A-Za-z0-9_]+' || true)
(
  cd "$work/main"
  env "${unset_npm[@]}" -u TERRAFORM_BINARY_NAME -u INIT_CWD PATH="$path" CI=true TMPDIR="$work/tmp" \
    GOPATH="$work/go" GOMODCACHE="$work/go/pkg/mod" GOCACHE="$work/go/cache" \
    npm_config_cache="$work/npm-cache" \
    bash .ci/run </dev/null
) 2>&1 | tee "$log" || true

echo
echo "ci:fresh: each step of .ci/run (seconds):"
grep -E '^<== ' "$log" | sed 's/^<== /  /' || true
failed=$(grep -E '^==> ' "$log" | tail -1 | sed 's/^==> //')
if grep -q '^==> .ci/run: all steps passed' "$log"; then
  echo "ci:fresh: passed in $((SECONDS - start)) s"
else
  echo "ci:fresh: FAILED after $((SECONDS - start)) s, in: $failed"
  exit 1
fi
