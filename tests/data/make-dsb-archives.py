#!/usr/bin/env python3
"""Writes the DSB list archives of this folder from the files of dsb-LV-0-csv/.

dsb-LV-0-csv.zip         spieler.csv, vereine.csv and verbaende.csv, as the DSB serves its
                         list in LV-0-csv.zip
dsb-players-only.zip     spieler.csv alone
dsb-without-players.zip  vereine.csv and verbaende.csv, no spieler.csv

Every file in the archives is dated 2 November 2026, 06:30, so that the archives are the same
each time they are written and the tests know the day of the list.
"""
import pathlib
import zipfile

HERE = pathlib.Path(__file__).resolve().parent
SOURCES = HERE / "dsb-LV-0-csv"
WRITTEN = (2026, 11, 2, 6, 30, 0)

ARCHIVES = {
    "dsb-LV-0-csv.zip": ["spieler.csv", "vereine.csv", "verbaende.csv"],
    "dsb-players-only.zip": ["spieler.csv"],
    "dsb-without-players.zip": ["vereine.csv", "verbaende.csv"],
}

for archive, members in ARCHIVES.items():
    with zipfile.ZipFile(HERE / archive, "w", zipfile.ZIP_DEFLATED) as zip_file:
        for member in members:
            info = zipfile.ZipInfo(member, WRITTEN)
            info.compress_type = zipfile.ZIP_DEFLATED
            zip_file.writestr(info, (SOURCES / member).read_bytes())
