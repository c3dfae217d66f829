#pragma once

#include <QString>

namespace rd::store {

class SqliteConnection;

// What a file is, found without changing a byte of it or leaving a file beside it: its first
// bytes read directly, then its header fields and tables through SQLite: a read-only connection
// that creates no write-ahead log (readOnlyUri()), or, before writing, one that takes SQLite's
// locks as the writer will. SQLite's file format (sqlite.org/fileformat2)
// gives the header: the magic text, the write version at offset 18 (2 for WAL).
class SqliteFile {
public:
    enum class Kind {
        Missing, // nothing at the path (or a folder on the way is missing or a file)
        Folder,
        Unreadable, // the user may not read it
        Empty, // a file of no bytes
        NotSqlite, // another program's file, or one whose header is damaged
        Unusable, // a SQLite header, but SQLite cannot read on
        Damaged, // SQLite reads it, but its quick check finds problems
        Sqlite,
    };

    // Looks at `path`; with `quickCheck`, SQLite's quick check reads every page once.
    SqliteFile(const QString &path, bool quickCheck);

    Kind kind() const { return m_kind; }
    qint32 applicationId() const { return m_applicationId; }
    int userVersion() const { return m_userVersion; }
    bool hasTables() const { return m_tables > 0; }
    // The tables every ratingdesk schema has had (version 1 on).
    bool hasOurTables() const { return m_hasOurTables; }
    // SQLite's words, for logs: why it is Unreadable or Damaged.
    const QString &detail() const { return m_detail; }
    // Whether this process may change the file: it and its folder (where SQLite keeps the
    // journal or the log) are writable.
    bool writable() const;

    // A URI for a read-only connection to `path` (SQLITE_OPEN_URI). A file in WAL mode without
    // a log has nothing beyond the file: it is opened immutable, so that SQLite makes neither a
    // log nor a shared-memory file (which a reader would own, and its owner could then no
    // longer write). A file whose log exists is read with it, by the files already there.
    static QString readOnlyUri(const QString &path);
    // Whether `path` can be read with SQLite's locks, as its writers read it, through a
    // connection that may write (whose log goes when it closes): this process may change it and
    // no log is there (a log that is there may be another program's, and is only read).
    static bool readsWithLocks(const QString &path);

private:
    void inspect(bool quickCheck);
    // Header fields, tables and (with `quickCheck`) SQLite's quick check through `connection`.
    void readThrough(const SqliteConnection &connection, bool quickCheck);

    QString m_path;
    Kind m_kind = Kind::Missing;
    qint32 m_applicationId = 0;
    int m_userVersion = 0;
    int m_tables = 0;
    bool m_hasOurTables = false;
    QString m_detail;
};

} // namespace rd::store
