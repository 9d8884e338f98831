#!/bin/sh
# Adds Pulka to your desktop's application menu (for this user only; no root needed).
# Run it from the unpacked folder: ./install.sh   (./install.sh --remove takes the entry away)
set -eu
here=$(cd "$(dirname "$0")" && pwd)
apps="${XDG_DATA_HOME:-$HOME/.local/share}/applications"
icons="${XDG_DATA_HOME:-$HOME/.local/share}/icons/hicolor/256x256/apps"
if [ "${1:-}" = "--remove" ]; then
  rm -f "$apps/pulka.desktop" "$icons/pulka.png"
  echo "Pulka's menu entry removed."
  exit 0
fi
mkdir -p "$apps" "$icons"
cp "$here/pulka.png" "$icons/pulka.png"
sed -e "s|^Exec=pulka\$|Exec=\"$here/pulka\"|" -e "s|^Icon=pulka\$|Icon=$icons/pulka.png|" \
  "$here/pulka.desktop" > "$apps/pulka.desktop"
chmod 644 "$apps/pulka.desktop"
echo "Pulka added to the application menu (it runs from $here)."
