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

ZipMemberStream::ZipMemberStream() = default;

ZipMemberStream::~ZipMemberStream()
{
    close();
}

bool ZipMemberStream::openMember(
    const QString &path, const QString &suffix, QList<DocumentError> &errors)
{
    close();
    int code = 0;
    m_archive = zip_open(QFile::encodeName(path).constData(), ZIP_RDONLY, &code);
    if (!m_archive) {
        zip_error_t error;
        zip_error_init_with_code(&error, code);
        errors.append(
            fileError(ReadCode::ZipNotArchive, { QString::fromUtf8(zip_error_strerror(&error)) }));
        zip_error_fini(&error);
        return false;
    }
    const zip_int64_t count = zip_get_num_entries(m_archive, 0);
    for (zip_int64_t index = 0; index < count; ++index) {
        zip_stat_t stat;
        zip_stat_init(&stat);
        if (zip_stat_index(m_archive, zip_uint64_t(index), 0, &stat) != 0
            || !(stat.valid & ZIP_STAT_NAME)
            || !QString::fromUtf8(stat.name).endsWith(suffix, Qt::CaseInsensitive))
            continue;
        m_member = zip_fopen_index(m_archive, zip_uint64_t(index), 0);
        if (!m_member) {
            errors.append(fileError(ReadCode::ZipMemberUnreadable,
                { QString::fromUtf8(stat.name), QString::fromUtf8(zip_strerror(m_archive)) }));
            close();
            return false;
        }
        m_size = (stat.valid & ZIP_STAT_SIZE) ? qint64(stat.size) : 0;
        m_name = QString::fromUtf8(stat.name);
        return QIODevice::open(QIODevice::ReadOnly);
    }
    errors.append(fileError(ReadCode::ZipNoMember, { suffix }));
    close();
    return false;
}

void ZipMemberStream::close()
{
    if (isOpen())
        QIODevice::close();
    if (m_member)
        zip_fclose(m_member);
    if (m_archive)
        zip_discard(m_archive);
    m_member = nullptr;
    m_archive = nullptr;
    m_size = m_read = 0;
    m_name.clear();
}

qint64 ZipMemberStream::readData(char *data, qint64 maxSize)
{
    if (!m_member)
        return -1;
    const zip_int64_t read = zip_fread(m_member, data, zip_uint64_t(maxSize));
    if (read < 0) {
        setErrorString(QString::fromUtf8(zip_file_strerror(m_member)));
        return -1;
    }
    m_read += read;
    return read;
}

qint64 ZipMemberStream::writeData(const char *, qint64)
{
    return -1;
}

} // namespace rd::io
