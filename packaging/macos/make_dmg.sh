#!/usr/bin/env bash
# Wrap the .app in a compressed disk image with an /Applications shortcut for drag-and-drop install.
#   bash packaging/macos/make_dmg.sh "dist/Rangers Qt.app" dist/rangers-qt-0.1.0-macos.dmg
# If hdiutil cannot make the image (it fails now and then on CI runners with "Resource busy"),
# retry, then fall back to a zip that keeps the bundle's symlinks (ditto, else zip -y).
set -euo pipefail
app=${1:?usage: make_dmg.sh APP OUT.dmg}
out=${2:?usage: make_dmg.sh APP OUT.dmg}
[ -d "$app" ] || { echo "make_dmg.sh: no app bundle at $app" >&2; exit 1; }
name=$(basename "$app")
mkdir -p "$(dirname "$out")"
out="$(cd "$(dirname "$out")" && pwd)/$(basename "$out")"  # absolute: the zip fallback changes folder
staging=$(mktemp -d)
trap 'rm -rf "$staging"' EXIT
ditto "$app" "$staging/$name" 2>/dev/null || cp -R "$app" "$staging/$name"
ln -s /Applications "$staging/Applications"
rm -f "$out"
for attempt in 1 2 3; do
  if hdiutil create -volname "Rangers Qt" -srcfolder "$staging" -fs HFS+ -format UDZO -ov "$out"; then
    echo "disk image: $out"
    exit 0
  fi
  echo "hdiutil create failed (attempt $attempt); retrying" >&2
  sleep 5
done
zip_out="${out%.dmg}.zip"
rm -f "$zip_out"
if command -v ditto >/dev/null 2>&1; then
  ditto -c -k --sequesterRsrc --keepParent "$app" "$zip_out"
else
  (cd "$(dirname "$app")" && zip -q -r -y "$zip_out" "$name")
fi
echo "hdiutil failed; made $zip_out instead" >&2
