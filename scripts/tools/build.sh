#!/usr/bin/env bash
# Builds every tool of scripts/tools/ into build/tools/bin/, each script cached on its own, in a fixed order.
set -euo pipefail
here="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
bash "$here/pulumi.sh"
