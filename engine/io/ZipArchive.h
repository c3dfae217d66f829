#pragma once

#include "engine/io/DocumentError.h"

#include <QByteArray>
#include <QDateTime>
#include <QIODevice>
#include <QList>
#include <QString>
#include <QStringList>

#include <optional>
#include <vector>

struct zip;
struct zip_file;

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

// One member of a zip archive on disk, unpacked as it is read: neither the archive nor the member
// is held in memory, so that FIDE's list (one XML file of some 1.2 million players in a ZIP) is
// read in constant memory.
class ZipMemberStream : public QIODevice {
public:
    ZipMemberStream();
    ~ZipMemberStream() override;

    // Opens the first member of the archive at `path` whose name ends in `suffix` (".xml"), for
    // reading; false, with the reason as an error of the whole file, when the file is no zip
    // archive or has no such member.
    bool openMember(const QString &path, const QString &suffix, QList<DocumentError> &errors);
    void close() override;
    bool isSequential() const override { return true; }
    // The member's size unpacked, as the archive declares it, and how much of it is read.
    qint64 unpackedSize() const { return m_size; }
    qint64 unpacked() const { return m_read; }
    // The member's name in the archive, folders included.
    const QString &memberName() const { return m_name; }

protected:
    qint64 readData(char *data, qint64 maxSize) override;
    qint64 writeData(const char *data, qint64 maxSize) override;

private:
    zip *m_archive = nullptr;
    zip_file *m_member = nullptr;
    QString m_name;
    qint64 m_size = 0;
    qint64 m_read = 0;
};

} // namespace rd::io
