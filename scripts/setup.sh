#!/usr/bin/env bash
# Fresh Debian 12 (as root): install what NeuralCut needs, build it, run the demo.
set -euo pipefail
cd "$(dirname "$0")/.."
export PATH="$PATH:/usr/local/go/bin"
./scripts/install-deps.sh
go build -o bin/neuralcut ./cmd/neuralcut
./bin/neuralcut demo --dir demo-out
