#!/bin/sh
# Wraps Pulka.app into Pulka-<version>-macos-<arch>.dmg: the app and a link to /Applications,
# so the player drags one onto the other. Run by packaging/build.py on macOS after it checked
# the bundle (macos_app.py); only the last step, hdiutil, needs macOS.
# Usage: make-dmg.sh APP VERSION ARCH OUT_DIR   (prints the image's path)
set -eu
if [ "$#" -ne 4 ]; then
  echo "usage: $0 APP VERSION ARCH OUT_DIR" >&2
  exit 2
fi
app=$1
version=$2
arch=$3
out=$4
if [ ! -f "$app/Contents/Info.plist" ]; then
  echo "make-dmg: $app is not an application bundle" >&2
  exit 2
fi
staging="$out/dmg"
image="$out/Pulka-$version-macos-$arch.dmg"
rm -rf "$staging"
mkdir -p "$staging"
# -R copies symbolic links as links: the bundle's Frameworks/Resources cross-links stay intact.
cp -R "$app" "$staging/Pulka.app"
ln -s /Applications "$staging/Applications"
rm -f "$image"
hdiutil create -quiet -volname "Pulka $version" -srcfolder "$staging" -ov -format UDZO "$image"
rm -rf "$staging"
echo "$image"
