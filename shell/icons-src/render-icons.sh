#!/bin/sh
# Renders the PWA icons in ../public/icons from the SVGs here with headless Chromium, then reduces each to a palette
# with pngquant (Debian package pngquant): Chromium fetches icon-192.png while a first screen loads, and at 14 KB it
# took a phone's bandwidth from the screen's own script (4 KB now, no visible difference). Run after changing a drawing.
set -eu
cd "$(dirname "$0")"
CHROMIUM="${CHROMIUM_PATH:-/usr/bin/chromium}"
OUT=../public/icons
TMP=$(mktemp -d)
mkdir -p "$OUT"
render() { # svg size output
  printf '<html><body style="margin:0;background:transparent"><img src="%s" width="%s" height="%s" style="display:block"></body></html>' \
    "file://$PWD/$1" "$2" "$2" > "$TMP/page.html"
  "$CHROMIUM" --headless --no-sandbox --disable-gpu --hide-scrollbars --force-device-scale-factor=1 \
    --default-background-color=00000000 --window-size="$2,$2" --screenshot="$OUT/$3" "file://$TMP/page.html" 2>/dev/null
}
render icon.svg 192 icon-192.png
render icon.svg 512 icon-512.png
render icon-maskable.svg 192 icon-maskable-192.png
render icon-maskable.svg 512 icon-maskable-512.png
render icon-maskable.svg 180 apple-touch-icon.png
for png in "$OUT"/*.png; do pngquant --quality=85-98 --speed 1 --strip --force --output "$png" "$png"; done
cp icon.svg "$OUT/favicon.svg"
rm -rf "$TMP"
ls -l "$OUT"
