#pragma once

#include "engine/store/DatabaseError.h"
#include "engine/store/Location.h"
#include "engine/store/Opening.h"
#include "engine/store/Rows.h"
#include "engine/store/ServerStatements.h"

#include <QSqlDatabase>
#include <QSqlQuery>
#include <QString>
#include <QVariant>
#include <QVariantMap>
#include <QtGlobal>

#include <functional>
#include <initializer_list>
#include <memory>

struct sqlite3;

namespace rd::store {

// The connection to one database: a SQLite file opened with foreign keys, WAL and a busy
// timeout, or a database on a PostgreSQL server (Location); every statement prepared with bound
// parameters (on a server each text once per connection, ServerStatements). Of a SQLite file,
// only the connection of the process holding its session (SessionLock) may remove the
// write-ahead log on closing; any other copies what it can of the log into the file and leaves
// the log in place (docs/database.md, "What protects the file"). A SQLite file is recognised
// before it is opened (recogniseFile). It is opened as a Database, which brings its schema up
// to date.
class Connection {
public:
    using Opening = store::Opening;

    Q_DISABLE_COPY(Connection)

    // As given: the file, or the server's URL.
    const QString &path() const { return m_path; }
    const Location &location() const { return m_location; }
    bool onServer() const { return m_location.kind == Location::Kind::Postgresql; }
    bool isReadOnly() const { return m_opening == Opening::ReadOnly; }

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
    // inner one a savepoint released or rolled back on its own (Transaction.cpp).
    void begin();
    void commit();
    void rollback();
    bool inTransaction() const { return m_transactionDepth > 0; }

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

protected:
    // Opens the SQLite file `location` after recognising it, or connects to the PostgreSQL
    // database it names (Location::parse), as `opening` says.
    Connection(const QString &location, Opening opening);
    ~Connection();

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
    void configure();
    void enableWriteAheadLog();
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

} // namespace rd::store
