#!/usr/bin/env bash
# Every test of the project (needs what scripts/setup.sh installs).
set -euo pipefail
cd "$(dirname "$0")/.."
export PATH="$PATH:/usr/local/go/bin"
# the browser tests' screenshots of every page, kept as the run's artifacts
export NEURALCUT_SCREENSHOTS="${NEURALCUT_SCREENSHOTS:-$PWD/artifacts/screenshots}"
mkdir -p "$NEURALCUT_SCREENSHOTS" && rm -f "$NEURALCUT_SCREENSHOTS"/*.png
go vet ./...
go test -count=1 -timeout 15m ./...
echo "screenshots: $NEURALCUT_SCREENSHOTS"
