#pragma once

#include "engine/store/Location.h"
#include "engine/store/Rows.h"
#include "engine/store/ServerStatements.h"

#include <QSqlDatabase>
#include <QSqlError>
#include <QSqlQuery>
#include <QString>
#include <QVariant>
#include <QVariantMap>
#include <QtGlobal>

#include <functional>
#include <initializer_list>
#include <memory>
#include <stdexcept>

struct sqlite3;

namespace rd::store {

class SqliteFile;

// Anything the database refuses. The kind says what happened in terms a caller can act on and
// a user can be told (userMessage()); what() keeps the technical text, SQLite's words included,
// for details and logs.
class DatabaseError : public std::runtime_error {
public:
    enum class Kind {
        DuplicateId, // a federation id that another player has
        Busy, // another program holds the database longer than we wait
        NotFound, // no such event or player (noEvent(), noPlayer())
        NewerSchema, // written by a newer ratingdesk
        OlderSchema, // to be brought up to date, which needs writing
        NotADatabase, // another program's file, or no database at all
        Missing, // no database where the user pointed (nothing is created by opening)
        NoAccess, // the user may not read the file
        Damaged, // SQLite finds the file damaged: read it at most, restore a backup
        DiskFull,
        ReadOnly, // may be read but not changed (permissions, a read-only mount or opening)
        Stale, // a preview that no longer matches the database
        Unreachable, // the database server cannot be reached or refuses us
        Lost, // the server went away during a statement; whether a commit took effect is unknown
        Other,
    };

    DatabaseError(Kind kind, const std::string &detail, const QString &sentence = QString());
    explicit DatabaseError(const std::string &detail);
    // No event (player) has the number `id`.
    static DatabaseError noEvent(qint64 id);
    static DatabaseError noPlayer(qint64 id);
    // The database's refusal of `what`, its kind told by SQLite's result code or by
    // PostgreSQL's SQLSTATE.
    static DatabaseError fromSql(const QString &what, const QSqlError &error, Location::Kind kind);
    // The kind SQLite's result code (extended or primary) tells.
    static Kind ofSqliteResult(int result);

    // How the user named what he asked for: by a number he gave (the command line), which is
    // told plainly when nothing has it, or by choosing it in a list that showed it (the desktop),
    // when it can only be missing because it was deleted meanwhile.
    enum class Asked { ByNumber, FromList };

    Kind kind() const { return m_kind; }
    // One sentence for the user: what happened and what to do; never SQLite's text.
    QString userMessage(Asked asked = Asked::ByNumber) const;

private:
    // Nothing has the number the user gave: `sentence` says so to him.
    static DatabaseError numberUnknown(const std::string &detail, const QString &sentence);

    Kind m_kind;
    QString m_sentence;
    bool m_numberUnknown = false; // noEvent(), noPlayer()
};

// What a user reads of any failure: the sentence of a DatabaseError, the finding of an engine
// in a document (InputError), and for any other exception (a fault of the program: map::at,
// stoi) a sentence saying so, its own words going to the log.
QString userMessageOf(
    const std::exception &error, DatabaseError::Asked asked = DatabaseError::Asked::ByNumber);

// One database: a SQLite file opened with foreign keys, WAL and a busy timeout, or a database
// on a PostgreSQL server (Location); its schema brought to the current version (a SQLite file
// after a backup copy of it), and every statement prepared with bound parameters (on a server
// each text once per connection, ServerStatements). Of a SQLite file, only the connection of
// the process holding its session (SessionLock) may remove the write-ahead log on closing; any
// other copies what it can of the log into the file and leaves the log in place
// (docs/database.md, "What protects the file").
//
// A SQLite file is recognised before anything is written to it (SqliteFile): by our mark
// (PRAGMA application_id = kApplicationId) or, in a file older than the mark, by its schema
// version and our tables. Another program's file, a newer or a damaged one is refused with a
// sentence and left byte for byte as it was (docs/database.md, "Opening a database").
class Database {
public:
    static constexpr int kSchemaVersion = 13;
    // "RDsk": the mark of a ratingdesk file in its SQLite header.
    static constexpr qint32 kApplicationId = 0x5244736b;

    // How a database is opened. Only the creating ones create, and only what is missing.
    enum class Opening {
        ReadOnly, // changes nothing, needs no write access, refuses an older schema
        ReadWrite, // migrates an older schema; refuses a damaged file
        CreateIfMissing, // ReadWrite, making the database (and its folder) when there is none
        CreateNew, // makes a new database; refuses where there is one already
    };

    // Opens the SQLite file `location`, or connects to the PostgreSQL database it names
    // (Location::parse), as `opening` says; refuses a newer schema.
    explicit Database(const QString &location, Opening opening = Opening::ReadWrite);
    ~Database();
    Q_DISABLE_COPY(Database)

    // The default file in the user's data directory (QStandardPaths::AppDataLocation).
    static QString defaultPath();

    // As given: the file, or the server's URL.
    const QString &path() const { return m_path; }
    const Location &location() const { return m_location; }
    bool onServer() const { return m_location.kind == Location::Kind::Postgresql; }
    int schemaVersion();

    // Prepares `sql`, binds `values` in order and runs it; throws DatabaseError naming the SQL.
    Rows run(const QString &sql, std::initializer_list<QVariant> values = {});
    Rows run(const QString &sql, const QVariantList &values);
    // A statement prepared once to be run many times with execute() (loading a rating list).
    QSqlQuery prepare(const QString &sql);
    // Runs a prepared statement with the values bound to it; throws DatabaseError naming the SQL.
    static void execute(QSqlQuery &query);
    // The same with named parameters: `:name` in `sql` is bound to values["name"].
    Rows runNamed(const QString &sql, const QVariantMap &values);

    // A number that changes with every write, for a preview to know it is still current.
    qint64 dataVersion();
    void bumpDataVersion();

    // Transactions nest: the outermost is BEGIN IMMEDIATE ... COMMIT on SQLite, a serializable
    // transaction after the writers' advisory lock on PostgreSQL (writers queue on both), an
    // inner one a savepoint released or rolled back on its own.
    void begin();
    void commit();
    void rollback();
    bool inTransaction() const { return m_transactionDepth > 0; }

    bool isReadOnly() const { return m_opening == Opening::ReadOnly; }

    // "ok", or the problems found (SQLite's integrity check; the server keeps its own).
    QString integrityCheck();
    // Before a write that touches many rows: throws DatabaseError (Damaged) unless the full
    // integrity check finds the file sound. Checked once a session. Before `replacedTable` is
    // emptied and filled anew (a rating list), its rows are not compared with its indexes, which
    // is most of the check's time on a list of a million players: every page is still checked
    // (SQLite's quick_check) and every other table in full, each time until a full check is run.
    void ensureIntact(const QString &replacedTable = {});

    // Told once whenever a database is busy and this process waits for it (the command line
    // prints it, the desktop shows it); nothing by default.
    static void setWaitingNotice(std::function<void(const QString &sentence)> notice);

    // The SQLite connection under Qt's driver, for SQLite's own interface (its online backup);
    // refused when Qt's driver uses another SQLite than the one ratingdesk links.
    sqlite3 *sqliteConnection();

private:
    // "ok", or the problems found: every page's structure and every table but `replacedTable`
    // compared with its indexes.
    QString integrityCheckBesides(const QString &replacedTable);
    QSqlQuery newQuery();
    Rows runOnServer(const QString &sql, const ServerStatements::ValueOf &valueOf);
    void openFile();
    void openSqlite(const QString &name, const QString &options);
    void tellWhenWaiting();
    void keepWriteAheadLogOnClose();
    void connectToServer();
    void recogniseOnServer();
    void configure();
    void enableWriteAheadLog();
    void markAsOurs();
    void recogniseFile(const SqliteFile &file) const;
    [[noreturn]] void refuseForeign() const;
    void refuseOlderForReading(int version) const;
    bool hasTables();
    void keepBackup(int version);
    void migrate();
    void refuseNewer(int version) const;
    void setSchemaVersion(int version);
    void letWritersOn();
    [[noreturn]] void fail(const QString &what, const QSqlError &error);

    QString m_path;
    Location m_location;
    Opening m_opening;
    QString m_shownName; // for the waiting notice
    bool m_intact = false; // ensureIntact() found it so
    QString m_connectionName;
    QSqlDatabase m_db;
    std::unique_ptr<ServerStatements> m_statements; // on a server
    // A SQLite file opened while another process held its session: the log stays on closing.
    bool m_keepsLog = false;
    int m_transactionDepth = 0;
};

// A transaction that rolls back unless committed (nothing half-written on an exception). Inside
// another one it is a savepoint: rolling it back undoes only what was done since it began.
class Transaction {
public:
    explicit Transaction(Database &database);
    ~Transaction();
    Q_DISABLE_COPY(Transaction)
    void commit();

private:
    Database &m_database;
    bool m_done = false;
};

// Runs `work` in a transaction and commits it. A transaction refused because another writer
// holds or changed what it needs (DatabaseError::Kind::Busy: SQLite's lock held past the busy
// timeout, a serialization failure or deadlock on a server) is run again from the start after a
// short random wait, for up to three busy timeouts; then the refusal is thrown. Inside another
// transaction `work` runs once, and the outermost one is the one run again.
void runInTransaction(Database &database, const std::function<void()> &work);

} // namespace rd::store
