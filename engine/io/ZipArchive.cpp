#include "engine/io/ZipArchive.h"

#include <QFile>

#include <memory>
#include <zip.h>

namespace rd::io {

namespace {

// A member unpacking to more than this is refused before it fills the memory: the DSB's
// spieler.csv is some 20 MB.
constexpr zip_uint64_t kMaxMemberBytes = 512ull * 1024 * 1024;

struct ZipCloser {
    void operator()(zip_t *archive) const { zip_discard(archive); }
};

struct ZipFileCloser {
    void operator()(zip_file_t *file) const { zip_fclose(file); }
};

DocumentError fileError(ReadCode code, const QStringList &args)
{
    return { QStringLiteral("(file)"), code, args };
}

QString baseName(const QString &name)
{
    return name.section(QLatin1Char('/'), -1).toLower();
}

// The member at `index`, or the reason it cannot be unpacked.
std::optional<QByteArray> unpack(zip_t *archive, zip_uint64_t index, const zip_stat_t &stat,
    const QString &name, QList<DocumentError> &errors)
{
    if ((stat.valid & ZIP_STAT_SIZE) && stat.size > kMaxMemberBytes) {
        errors.append(fileError(ReadCode::ZipMemberTooLarge,
            { name, QString::number(kMaxMemberBytes / (1024 * 1024)) }));
        return std::nullopt;
    }
    const std::unique_ptr<zip_file_t, ZipFileCloser> file(zip_fopen_index(archive, index, 0));
    if (!file) {
        errors.append(fileError(
            ReadCode::ZipMemberUnreadable, { name, QString::fromUtf8(zip_strerror(archive)) }));
        return std::nullopt;
    }
    QByteArray bytes;
    char buffer[65536];
    for (;;) {
        const zip_int64_t read = zip_fread(file.get(), buffer, sizeof buffer);
        if (read < 0) {
            errors.append(fileError(ReadCode::ZipMemberUnreadable,
                { name, QString::fromUtf8(zip_file_strerror(file.get())) }));
            return std::nullopt;
        }
        if (read == 0)
            return bytes;
        // The size the archive declares may lie; what is unpacked counts.
        if (zip_uint64_t(bytes.size()) + zip_uint64_t(read) > kMaxMemberBytes) {
            errors.append(fileError(ReadCode::ZipMemberTooLarge,
                { name, QString::number(kMaxMemberBytes / (1024 * 1024)) }));
            return std::nullopt;
        }
        bytes.append(buffer, qsizetype(read));
    }
}

} // namespace

bool isZipArchive(const QByteArray &bytes)
{
    return bytes.startsWith("PK\x03\x04") || bytes.startsWith("PK\x05\x06");
}

bool isZipFile(const QString &path)
{
    QFile file(path);
    return file.open(QIODevice::ReadOnly) && isZipArchive(file.read(4));
}

std::optional<std::vector<ZipMember>> readZipMembers(
    const QByteArray &archive, const QStringList &names, QList<DocumentError> &errors)
{
    zip_error_t error;
    zip_error_init(&error);
    zip_source_t *source
        = zip_source_buffer_create(archive.constData(), zip_uint64_t(archive.size()), 0, &error);
    std::unique_ptr<zip_t, ZipCloser> zip;
    if (source) {
        zip.reset(zip_open_from_source(source, ZIP_RDONLY, &error));
        if (!zip)
            zip_source_free(source);
    }
    if (!zip) {
        errors.append(
            fileError(ReadCode::ZipNotArchive, { QString::fromUtf8(zip_error_strerror(&error)) }));
        zip_error_fini(&error);
        return std::nullopt;
    }
    zip_error_fini(&error);
    std::vector<ZipMember> members;
    const zip_int64_t count = zip_get_num_entries(zip.get(), 0);
    for (zip_int64_t index = 0; index < count; ++index) {
        zip_stat_t stat;
        zip_stat_init(&stat);
        if (zip_stat_index(zip.get(), zip_uint64_t(index), 0, &stat) != 0
            || !(stat.valid & ZIP_STAT_NAME))
            continue;
        const QString name = QString::fromUtf8(stat.name);
        if (!names.contains(baseName(name)))
            continue;
        auto bytes = unpack(zip.get(), zip_uint64_t(index), stat, name, errors);
        if (!bytes)
            return std::nullopt;
        const QDateTime modified = (stat.valid & ZIP_STAT_MTIME)
            ? QDateTime::fromSecsSinceEpoch(qint64(stat.mtime))
            : QDateTime();
        members.push_back({ name, std::move(*bytes), modified });
    }
    return members;
}

} // namespace rd::io
