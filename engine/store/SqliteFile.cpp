#include "engine/store/SqliteFile.h"

#include "engine/store/BusyWait.h"

#include <QDir>
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

// A connection closed with the scope that made it.
class Connection {
public:
    Connection(const QString &uri, const QString &shownName)
        : m_shownName(shownName)
    {
        m_result = sqlite3_open_v2(
            uri.toUtf8().constData(), &m_handle, SQLITE_OPEN_READONLY | SQLITE_OPEN_URI, nullptr);
        if (m_result == SQLITE_OK)
            sqlite3_busy_handler(m_handle, waitWhileBusy, &m_shownName);
    }
    ~Connection() { sqlite3_close_v2(m_handle); }
    Connection(const Connection &) = delete;
    Connection &operator=(const Connection &) = delete;

    int openResult() const { return m_result; }
    QString message() const { return QString::fromUtf8(sqlite3_errmsg(m_handle)); }

    // The rows of `sql`, one text a row with the columns joined; the result code in `result`.
    QStringList rows(const char *sql, int &result) const
    {
        QStringList found;
        sqlite3_stmt *statement = nullptr;
        result = sqlite3_prepare_v2(m_handle, sql, -1, &statement, nullptr);
        while (result == SQLITE_OK || result == SQLITE_ROW) {
            result = sqlite3_step(statement);
            if (result != SQLITE_ROW)
                break;
            QStringList columns;
            for (int column = 0; column < sqlite3_column_count(statement); ++column)
                columns << QString::fromUtf8(
                    reinterpret_cast<const char *>(sqlite3_column_text(statement, column)));
            found << columns.join(QLatin1Char(' '));
        }
        sqlite3_finalize(statement);
        if (result == SQLITE_DONE)
            result = SQLITE_OK;
        return found;
    }

private:
    QString m_shownName;
    sqlite3 *m_handle = nullptr;
    int m_result = SQLITE_OK;
};

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
    const Connection connection(readOnlyUri(m_path), QDir::toNativeSeparators(m_path));
    if (connection.openResult() != SQLITE_OK) {
        m_kind = isDamage(connection.openResult()) ? Kind::Unusable : Kind::Unreadable;
        m_detail = connection.message();
        return;
    }
    int result = SQLITE_OK;
    const QStringList fields
        = connection.rows("SELECT (SELECT application_id FROM pragma_application_id),"
                          " (SELECT user_version FROM pragma_user_version),"
                          " (SELECT count(*) FROM sqlite_master WHERE type = 'table'),"
                          " (SELECT count(*) FROM sqlite_master WHERE type = 'table'"
                          "  AND name IN ('players', 'events', 'evaluations', 'settings'))",
            result);
    if (result != SQLITE_OK || fields.size() != 1) {
        m_kind = isDamage(result) ? Kind::Unusable : Kind::Unreadable;
        m_detail = connection.message();
        return;
    }
    const QStringList values = fields.first().split(QLatin1Char(' '));
    m_applicationId = values.value(0).toInt();
    m_userVersion = values.value(1).toInt();
    m_tables = values.value(2).toInt();
    m_hasOurTables = values.value(3).toInt() == 4;
    m_kind = Kind::Sqlite;
    if (!quickCheck)
        return;
    const QStringList problems = connection.rows("PRAGMA quick_check", result);
    if (result != SQLITE_OK || problems != QStringList { QStringLiteral("ok") }) {
        m_kind = Kind::Damaged;
        m_detail = result != SQLITE_OK ? connection.message() : problems.join(QLatin1Char('\n'));
    }
}

} // namespace rd::store
