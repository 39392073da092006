#!/usr/bin/env bash
# Fresh Debian 12 (as root): install what NeuralCut needs and build it.
# The main job is then `bin/neuralcut serve` (the README's first command).
set -euo pipefail
cd "$(dirname "$0")/.."
export PATH="$PATH:/usr/local/go/bin"
./scripts/install-deps.sh
go build -o bin/neuralcut ./cmd/neuralcut
echo "built bin/neuralcut; run: bin/neuralcut serve"
