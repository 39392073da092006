#!/usr/bin/env bash
# Every test of the project (needs what scripts/setup.sh installs).
set -euo pipefail
cd "$(dirname "$0")/.."
export PATH="$PATH:/usr/local/go/bin"
go vet ./...
go test -count=1 -timeout 15m ./...
