#!/usr/bin/env bash
# Writes the web app's Devanagari font (decision 047) from the invoices' full Noto Sans Devanagari: the Devanagari
# block, the joiners and the dotted circle, every OpenType layout feature (conjuncts need them), as WOFF2.
# Needs fontTools with Brotli (Debian: apt-get install python3-fonttools python3-brotli).
set -euo pipefail
cd "$(dirname "$0")/.."
for weight in Regular Bold; do
  /usr/bin/python3 -m fontTools.subset "src/server/features/invoices/fonts/NotoSansDevanagari-$weight.ttf" \
    --unicodes='U+0900-097F,U+200C-200D,U+25CC,U+0020,U+00A0' --layout-features='*' --flavor=woff2 \
    --output-file="src/web/fonts/noto-sans-devanagari-${weight,,}.woff2"
done
# The header's language switch names Hindi in Hindi (हिंदी) on every English page: that word's glyphs alone, so it
# never fetches the whole Devanagari font (decision 075).
/usr/bin/python3 -m fontTools.subset src/server/features/invoices/fonts/NotoSansDevanagari-Bold.ttf \
  --text='हिंदी' --layout-features='*' --flavor=woff2 --output-file=src/web/fonts/hindi-name-bold.woff2
