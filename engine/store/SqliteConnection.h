#pragma once

#include <QString>
#include <QStringList>
#include <QtGlobal>

struct sqlite3;

namespace rd::store {

// A connection of SQLite's own, not through Qt's driver, closed with the scope that made it:
// to look at a file before a Database opens it (SqliteFile) and to write and check backup files
// (DatabaseBackup). A busy file is waited for as the store waits, and the user told
// (BusyWait).
class SqliteConnection {
public:
    // `target` is a path, or a URI when `flags` include SQLITE_OPEN_URI; `flags` are
    // sqlite3_open_v2's.
    SqliteConnection(const QString &target, int flags);
    ~SqliteConnection();
    Q_DISABLE_COPY(SqliteConnection)

    bool isOpen() const;
    // sqlite3_open_v2's result code.
    int result() const { return m_result; }
    sqlite3 *handle() const { return m_handle; }
    // SQLite's words for the last failure, for logs.
    QString message() const;

    // The rows of `sql`, a statement of one column, one text a row; the result code in `result`
    // (SQLITE_OK when every row was read).
    QStringList rows(const char *sql, int &result) const;

private:
    QString m_shownName; // the busy handler's, as the user knows the file
    sqlite3 *m_handle = nullptr;
    int m_result = 0;
};

} // namespace rd::store
