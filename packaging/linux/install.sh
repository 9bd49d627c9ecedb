#!/bin/sh
# Per-user install of the Rangers Qt tarball: no root, nothing outside $PREFIX (default ~/.local).
#   ./install.sh              install (or update) from this extracted folder
#   ./install.sh --uninstall  remove what install.sh put there
# You can also skip installing and run ./rangers-qt from this folder.
set -eu
APP_ID=io.github.rangersqt.RangersQt
PREFIX=${PREFIX:-"$HOME/.local"}
HERE=$(cd "$(dirname "$0")" && pwd)
DEST="$PREFIX/lib/rangers-qt"
DATA=${XDG_DATA_HOME:-"$PREFIX/share"}

uninstall() {
  rm -rf "$DEST"
  rm -f "$PREFIX/bin/rangers-qt" "$DATA/applications/$APP_ID.desktop" "$DATA/metainfo/$APP_ID.metainfo.xml"
  find "$DATA/icons/hicolor" -name "$APP_ID.*" -delete 2>/dev/null || true
}

if [ "${1:-}" = "--uninstall" ]; then
  uninstall
  echo "Rangers Qt removed from $PREFIX"
  exit 0
fi

[ -x "$HERE/rangers-qt" ] || { echo "install.sh: run me from the extracted rangers-qt folder" >&2; exit 1; }
uninstall
mkdir -p "$DEST" "$PREFIX/bin" "$DATA/applications" "$DATA/metainfo"
cp -R "$HERE/rangers-qt" "$HERE/_internal" "$DEST/"
ln -sf "$DEST/rangers-qt" "$PREFIX/bin/rangers-qt"
# Launchers do not always have ~/.local/bin on PATH: point the menu entry at the real file.
sed -e "s|^Exec=rangers-qt|Exec=$DEST/rangers-qt|" -e "s|^TryExec=rangers-qt|TryExec=$DEST/rangers-qt|" \
  "$HERE/share/applications/$APP_ID.desktop" > "$DATA/applications/$APP_ID.desktop"
cp "$HERE/share/metainfo/$APP_ID.metainfo.xml" "$DATA/metainfo/"
(cd "$HERE/share" && find icons -type f) | while read -r icon; do
  mkdir -p "$DATA/$(dirname "$icon")"
  cp "$HERE/share/$icon" "$DATA/$icon"
done
if command -v update-desktop-database >/dev/null 2>&1; then
  update-desktop-database -q "$DATA/applications" || true
fi
if command -v gtk-update-icon-cache >/dev/null 2>&1; then
  gtk-update-icon-cache -q -t "$DATA/icons/hicolor" || true
fi
echo "Rangers Qt installed in $DEST (command: $PREFIX/bin/rangers-qt)"
