#!/usr/bin/env bash
# Debian packages the product and its tests need: ffmpeg/ffprobe (video decoding) and, with
# --with-browser, what the tests need besides: Chromium (browser tests) and poppler-utils (the PDF
# report's text and pages). Installs only what is missing; needs root for apt-get.
set -euo pipefail
want=()
command -v ffmpeg >/dev/null 2>&1 && command -v ffprobe >/dev/null 2>&1 || want+=(ffmpeg)
if [ "${1:-}" = "--with-browser" ]; then
  command -v chromium >/dev/null 2>&1 || want+=(chromium)
  # the PDF report tests read the text (pdftotext) and draw the pages (pdftoppm)
  command -v pdftotext >/dev/null 2>&1 && command -v pdftoppm >/dev/null 2>&1 || want+=(poppler-utils)
fi
[ ${#want[@]} -eq 0 ] && exit 0
if [ "$(id -u)" -ne 0 ] || ! command -v apt-get >/dev/null 2>&1; then
  echo "Missing system packages: ${want[*]}. Install them with your package manager (Debian: apt-get install ${want[*]})." >&2
  exit 1
fi
echo "Installing system packages: ${want[*]}"
export DEBIAN_FRONTEND=noninteractive
apt-get update -qq
apt-get install -y -qq --no-install-recommends "${want[@]}" >/dev/null
