#!/usr/bin/env bash
# Builds the .deb, unpacks it into a scratch folder and runs the installed command-line tool:
# its version and one rating of the demo tournament.
set -euo pipefail
build=$1
source_dir=$2
scratch=$(mktemp -d)
trap 'rm -rf "$scratch"' EXIT
cpack --config "$build/CPackConfig.cmake" -G DEB -B "$scratch/package" >/dev/null
deb=$(ls "$scratch"/package/ratingdesk_*.deb)
echo "built $(basename "$deb")"
dpkg -x "$deb" "$scratch/root"
for file in usr/bin/ratingdesk usr/bin/ratingdesk-cli usr/share/applications/ratingdesk.desktop \
            usr/share/metainfo/ratingdesk.metainfo.xml usr/share/icons/hicolor/scalable/apps/ratingdesk.svg \
            usr/share/ratingdesk/translations/ratingdesk_de.qm; do
    [[ -e "$scratch/root/$file" ]] || { echo "missing in the package: $file"; exit 1; }
done
"$scratch/root/usr/bin/ratingdesk-cli" --version
"$scratch/root/usr/bin/ratingdesk-cli" rate --table "$scratch/root/usr/share/ratingdesk/demo/club-championship-2026.json" \
    | grep -q "Meyer, Anna"
echo "the installed ratingdesk-cli rated the demo tournament"
