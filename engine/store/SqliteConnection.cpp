#include "engine/store/SqliteConnection.h"

#include "engine/store/BusyWait.h"

#include <QDir>
#include <QFile>
#include <QUrl>

#include <sqlite3.h>

namespace rd::store {

namespace {

// The file a target names, as the user knows it: a URI's path, or the path itself.
QString shownName(const QString &target, int flags)
{
    if ((flags & SQLITE_OPEN_URI) == 0)
        return QDir::toNativeSeparators(target);
    return QDir::toNativeSeparators(QUrl(target).toLocalFile());
}

} // namespace

SqliteConnection::SqliteConnection(const QString &target, int flags)
    : m_shownName(shownName(target, flags))
{
    m_result = sqlite3_open_v2(QFile::encodeName(target).constData(), &m_handle, flags, nullptr);
    if (m_result == SQLITE_OK)
        sqlite3_busy_handler(m_handle, waitWhileBusy, &m_shownName);
}

SqliteConnection::~SqliteConnection()
{
    sqlite3_close_v2(m_handle);
}

bool SqliteConnection::isOpen() const
{
    return m_result == SQLITE_OK;
}

QString SqliteConnection::message() const
{
    return QString::fromUtf8(sqlite3_errmsg(m_handle));
}

QStringList SqliteConnection::rows(const char *sql, int &result) const
{
    QStringList found;
    sqlite3_stmt *statement = nullptr;
    result = sqlite3_prepare_v2(m_handle, sql, -1, &statement, nullptr);
    while (result == SQLITE_OK || result == SQLITE_ROW) {
        result = sqlite3_step(statement);
        if (result != SQLITE_ROW)
            break;
        found << QString::fromUtf8(
            reinterpret_cast<const char *>(sqlite3_column_text(statement, 0)));
    }
    sqlite3_finalize(statement);
    if (result == SQLITE_DONE)
        result = SQLITE_OK;
    return found;
}

} // namespace rd::store
