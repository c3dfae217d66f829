#include "engine/store/SqliteFile.h"

#include "engine/store/SqliteConnection.h"

#include <QFile>
#include <QFileInfo>
#include <QUrl>

#include <sqlite3.h>

namespace rd::store {

namespace {

// sqlite.org/fileformat2, 1.3: the database header.
constexpr char kMagic[] = "SQLite format 3";
constexpr int kHeaderSize = 100;
constexpr int kWriteVersionOffset = 18;
constexpr char kWalWriteVersion = 2;

bool isDamage(int result)
{
    const int primary = result & 0xff;
    return primary == SQLITE_CORRUPT || primary == SQLITE_NOTADB;
}

} // namespace

SqliteFile::SqliteFile(const QString &path, bool quickCheck)
    : m_path(path)
{
    inspect(quickCheck);
}

bool SqliteFile::writable() const
{
    const QFileInfo file(m_path);
    return file.isWritable() && QFileInfo(file.absolutePath()).isWritable();
}

QString SqliteFile::readOnlyUri(const QString &path)
{
    QFile file(path);
    QByteArray header;
    if (file.open(QIODevice::ReadOnly))
        header = file.read(kHeaderSize);
    const bool walWithoutLog = header.size() > kWriteVersionOffset
        && header.at(kWriteVersionOffset) == kWalWriteVersion
        && !QFileInfo::exists(path + QStringLiteral("-wal"));
    return QUrl::fromLocalFile(QFileInfo(path).absoluteFilePath()).toString(QUrl::FullyEncoded)
        + (walWithoutLog ? QStringLiteral("?immutable=1") : QStringLiteral("?mode=ro"));
}

bool SqliteFile::readsWithLocks(const QString &path)
{
    const QFileInfo file(path);
    return file.isWritable() && QFileInfo(file.absolutePath()).isWritable()
        && !QFileInfo::exists(path + QStringLiteral("-wal"));
}

void SqliteFile::inspect(bool quickCheck)
{
    const QFileInfo info(m_path);
    if (!info.exists()) {
        m_kind = Kind::Missing;
        return;
    }
    if (info.isDir()) {
        m_kind = Kind::Folder;
        return;
    }
    QFile file(m_path);
    if (!file.open(QIODevice::ReadOnly)) {
        m_kind = Kind::Unreadable;
        m_detail = file.errorString();
        return;
    }
    const QByteArray header = file.read(kHeaderSize);
    file.close();
    if (header.isEmpty() && info.size() == 0) {
        m_kind = Kind::Empty;
        return;
    }
    if (header.size() < kHeaderSize || !header.startsWith(QByteArray(kMagic, sizeof kMagic))) {
        m_kind = Kind::NotSqlite;
        return;
    }
    // Before writing, the file is read as its writer reads it, with SQLite's locks, so that a
    // commit of another program meanwhile is never read half-done (a file opened immutable is
    // read without locks and may then look corrupt: sqlite.org/uri.html); a log this makes goes
    // when it closes. Another program's log, though, is only read, never applied to its file;
    // and where that look cannot even begin (no room for the shared memory), the read-only one
    // is taken.
    const QString readOnly = readOnlyUri(m_path); // as the file is before this look
    if (quickCheck && readsWithLocks(m_path)) {
        readThrough(SqliteConnection(m_path, SQLITE_OPEN_READWRITE), quickCheck);
        if (m_kind != Kind::Unreadable)
            return;
    }
    readThrough(SqliteConnection(readOnly, SQLITE_OPEN_READONLY | SQLITE_OPEN_URI), quickCheck);
}

void SqliteFile::readThrough(const SqliteConnection &connection, bool quickCheck)
{
    if (!connection.isOpen()) {
        m_kind = isDamage(connection.result()) ? Kind::Unusable : Kind::Unreadable;
        m_detail = connection.message();
        return;
    }
    int result = SQLITE_OK;
    // Each field by a statement of its own, one value in one row, so that none is taken from
    // another's place; after the first that SQLite refuses, nothing more is asked.
    bool readable = true;
    const auto number = [&](const char *sql) {
        if (!readable)
            return 0;
        const QStringList rows = connection.rows(sql, result);
        readable = result == SQLITE_OK && rows.size() == 1;
        return readable ? rows.first().toInt() : 0;
    };
    m_applicationId = number("SELECT application_id FROM pragma_application_id");
    m_userVersion = number("SELECT user_version FROM pragma_user_version");
    m_tables = number("SELECT count(*) FROM sqlite_master WHERE type = 'table'");
    m_hasOurTables = number("SELECT count(*) FROM sqlite_master WHERE type = 'table'"
                            " AND name IN ('players', 'events', 'evaluations', 'settings')")
        == 4;
    if (!readable) {
        m_kind = isDamage(result) ? Kind::Unusable : Kind::Unreadable;
        m_detail = connection.message();
        return;
    }
    m_kind = Kind::Sqlite;
    if (!quickCheck)
        return;
    // Only damage is damage: a check SQLite cannot finish for another reason (a lock held too
    // long) leaves the file to the opening, which meets the same and says so.
    const QStringList problems = connection.rows("PRAGMA quick_check", result);
    if (isDamage(result)
        || (result == SQLITE_OK && problems != QStringList { QStringLiteral("ok") })) {
        m_kind = Kind::Damaged;
        m_detail = result != SQLITE_OK ? connection.message() : problems.join(QLatin1Char('\n'));
    }
}

} // namespace rd::store
