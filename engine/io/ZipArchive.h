#pragma once

#include "engine/io/DocumentError.h"

#include <QByteArray>
#include <QDateTime>
#include <QList>
#include <QString>
#include <QStringList>

#include <optional>
#include <vector>

namespace rd::io {

// One file of a zip archive, unpacked.
struct ZipMember {
    QString name; // as the archive names it, folders included ("LV-0-csv/spieler.csv")
    QByteArray bytes;
    QDateTime modified; // as the archive records it, in local time
};

// Whether `bytes` start as a zip archive does: with a local file header ("PK\3\4") or, for an
// archive without files, with the end of its central directory ("PK\5\6").
bool isZipArchive(const QByteArray &bytes);

// Whether the file at `path` is a zip archive, by its first bytes.
bool isZipFile(const QString &path);

// The files of the zip archive `archive` whose names, folders and case aside, are among
// `names` (in lower case), in the archive's order. When the bytes are no zip archive or a wanted
// file cannot be unpacked, nothing, and the reason as an error of the whole file.
std::optional<std::vector<ZipMember>> readZipMembers(
    const QByteArray &archive, const QStringList &names, QList<DocumentError> &errors);

} // namespace rd::io
