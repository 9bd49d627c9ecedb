#!/bin/sh
# Per-user install of the Rangers Qt tarball: no root, nothing outside $PREFIX (default ~/.local).
#   ./install.sh                  install (or update) from this extracted folder
#   ./install.sh --uninstall      remove the program and everything it and this script wrote:
#                                 menu entry, icons (and the icon cache), card cache, logs, settings
#   ./install.sh --uninstall --keep-settings   the same, but keep the settings (shortcuts, recent list)
# Campaigns stay where you saved them. You can also skip installing and run ./rangers-qt here.
set -eu
APP_ID=io.github.rangersqt.RangersQt
PREFIX=${PREFIX:-"$HOME/.local"}
HERE=$(cd "$(dirname "$0")" && pwd)
DEST="$PREFIX/lib/rangers-qt"
DATA=${XDG_DATA_HOME:-"$PREFIX/share"}
# Where the program itself writes (rangers_qt/files/places.py and Qt's QSettings).
CACHE="${XDG_CACHE_HOME:-"$HOME/.cache"}/rangers-qt"
STATE="${XDG_STATE_HOME:-"$HOME/.local/state"}/rangers-qt"
SETTINGS="${XDG_CONFIG_HOME:-"$HOME/.config"}/RangersQt"

# Rebuild a cache folder's index, or delete the index when nothing is left for it to list.
refresh_index() {  # folder, index file, pattern of what it lists, command that rebuilds it...
  folder=$1 index=$2 pattern=$3
  shift 3
  [ -d "$folder" ] || return 0
  if find "$folder" -type f -name "$pattern" ! -name "$index" | grep -q .; then
    if command -v "$1" >/dev/null 2>&1; then "$@" || true; fi
  else
    rm -f "$folder/$index"
  fi
}

remove_empty() {  # the folders install.sh made, once nothing else is in them
  for dir in "$@"; do
    if [ -d "$dir" ]; then find "$dir" -depth -type d -empty -delete 2>/dev/null || true; fi
  done
}

uninstall() {
  rm -rf "$DEST"
  rm -f "$PREFIX/bin/rangers-qt" "$DATA/applications/$APP_ID.desktop" "$DATA/metainfo/$APP_ID.metainfo.xml"
  if [ -d "$DATA/icons/hicolor" ]; then find "$DATA/icons/hicolor" -name "$APP_ID.*" -delete; fi
  refresh_index "$DATA/icons/hicolor" icon-theme.cache "*.*" gtk-update-icon-cache -q -t "$DATA/icons/hicolor"
  refresh_index "$DATA/applications" mimeinfo.cache "*.desktop" update-desktop-database -q "$DATA/applications"
  remove_empty "$DATA/icons/hicolor" "$DATA/applications" "$DATA/metainfo" "$PREFIX/lib" "$PREFIX/bin"
}

case "${1:-}" in
  --uninstall)
    uninstall
    rm -rf "$CACHE" "$STATE"
    [ "${2:-}" = "--keep-settings" ] || rm -rf "$SETTINGS"
    echo "Rangers Qt removed from $PREFIX"
    exit 0
    ;;
  "") ;;
  *) echo "usage: install.sh [--uninstall [--keep-settings]]" >&2; exit 2 ;;
esac

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
