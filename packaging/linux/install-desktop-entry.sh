#!/bin/sh
# Add Othello to this user's application menu, with its icon: run it from the unpacked folder
# (again after moving the folder). Nothing outside ~/.local/share (or $XDG_DATA_HOME) is touched.
set -eu
here="$(cd "$(dirname "$0")" && pwd)"
app_id=io.github.othello_qt.OthelloQt
data="${XDG_DATA_HOME:-$HOME/.local/share}"

if [ ! -x "$here/othello-qt" ]; then
    echo "install-desktop-entry.sh: run me from the unpacked othello-qt folder ($here/othello-qt is missing)" >&2
    exit 1
fi
for icon in "$here"/share/icons/hicolor/*/apps/"$app_id.png"; do
    size_dir="$(basename "$(dirname "$(dirname "$icon")")")"
    mkdir -p "$data/icons/hicolor/$size_dir/apps"
    cp "$icon" "$data/icons/hicolor/$size_dir/apps/$app_id.png"
done
mkdir -p "$data/applications"
entry="$data/applications/$app_id.desktop"
sed -e "s|^Exec=.*|Exec=\"$here/othello-qt\"|" -e "s|^TryExec=.*|TryExec=$here/othello-qt|" \
    "$here/share/applications/$app_id.desktop" > "$entry.tmp"
mv "$entry.tmp" "$entry"
if command -v update-desktop-database >/dev/null 2>&1; then
    update-desktop-database "$data/applications" >/dev/null 2>&1 || true
fi
if command -v gtk-update-icon-cache >/dev/null 2>&1; then
    gtk-update-icon-cache -q -t "$data/icons/hicolor" >/dev/null 2>&1 || true
fi
echo "Othello is in the application menu now ($entry)."
