#include "engine/store/Connection.h"

#include "engine/store/BusyWait.h"
#include "engine/store/FileRecognition.h"
#include "engine/store/SessionLock.h"
#include "engine/store/SqlValues.h"
#include "engine/store/SqliteFile.h"

#include <QAtomicInt>
#include <QCoreApplication>
#include <QDeadlineTimer>
#include <QDir>
#include <QSqlDriver>
#include <QSqlError>
#include <QThread>

#include <sqlite3.h>

namespace rd::store {

namespace {

QString nextConnectionName()
{
    static QAtomicInt counter;
    return QStringLiteral("ratingdesk-%1").arg(counter.fetchAndAddRelaxed(1));
}

} // namespace

Connection::Connection(const QString &location, Opening opening)
    : m_path(location)
    , m_location(Location::parse(location))
    , m_opening(opening)
    , m_connectionName(nextConnectionName())
{
    if (onServer())
        connectToServer();
    else
        openFile();
    configure();
}

// Whatever is found at the path is judged before SQLite opens it for writing (recogniseFile).
void Connection::openFile()
{
    recogniseFile(m_path, m_opening);
    const bool writes = m_opening != Opening::ReadOnly;
    if (writes)
        openSqlite(m_path, QStringLiteral("QSQLITE_BUSY_TIMEOUT=%1").arg(kBusyTimeoutMs));
    else
        openSqlite(SqliteFile::readOnlyUri(m_path),
            QStringLiteral("QSQLITE_OPEN_READONLY;QSQLITE_OPEN_URI"));
    // Only while a desktop elsewhere holds the file can its locks have been lost; otherwise
    // this connection closes as SQLite does, and leaves no log behind.
    m_keepsLog
        = writes && !SessionLock::isHeldByThisProcess(m_path) && SessionLock::holderOf(m_path);
    if (m_keepsLog)
        keepWriteAheadLogOnClose();
}

void Connection::openSqlite(const QString &name, const QString &options)
{
    m_db = QSqlDatabase::addDatabase(QStringLiteral("QSQLITE"), m_connectionName);
    m_db.setDatabaseName(name);
    m_db.setConnectOptions(options);
    if (!m_db.open())
        fail(QStringLiteral("cannot open ") + m_path, m_db.lastError());
    tellWhenWaiting();
}

// The connection is handed to the SQLite we link: Qt's driver must use that same library
// (Debian's libqt6sql6-sqlite uses the system's libsqlite3), not one of its own.
sqlite3 *Connection::sqliteConnection()
{
    Rows version = run(QStringLiteral("SELECT sqlite_version() AS version"));
    const QString driverVersion
        = version.next() ? version.value(QStringLiteral("version")).toString() : QString();
    version.finish();
    const QString linkedVersion = QString::fromLatin1(sqlite3_libversion());
    const QVariant handle = m_db.driver()->handle();
    if (driverVersion != linkedVersion || qstrcmp(handle.typeName(), "sqlite3*") != 0)
        throw DatabaseError(DatabaseError::Kind::Other,
            QStringLiteral("Qt's SQLite driver uses SQLite %1, ratingdesk was built with %2")
                .arg(driverVersion, linkedVersion)
                .toStdString(),
            QCoreApplication::translate("rd::store::DatabaseError",
                "Qt's SQLite driver here uses SQLite %1, but ratingdesk was built with SQLite "
                "%2; install the ratingdesk built for this Qt.")
                .arg(driverVersion, linkedVersion));
    return *static_cast<sqlite3 *const *>(handle.constData());
}

// SQLite waits for a busy file as long as its busy timeout would, and the user is told so.
void Connection::tellWhenWaiting()
{
    m_shownName = QDir::toNativeSeparators(m_path);
    sqlite3_busy_handler(sqliteConnection(), waitWhileBusy, &m_shownName);
}

// SQLite's locks are the process's, and any descriptor of the file closed in that process drops
// them (SQLite's "How To Corrupt An SQLite Database File", 2.2). A connection closing while the
// session's holder has lost its locks so would think itself the last, copy the log into the
// file and delete it under the holder, whose later writes would then go to a deleted file.
// Connections opened while another process holds the session therefore never checkpoint on
// closing (SQLITE_DBCONFIG_NO_CKPT_ON_CLOSE); their destructor copies what it can, and leaves
// the log.
void Connection::keepWriteAheadLogOnClose()
{
    auto *connection = sqliteConnection();
    int kept = 0;
    if (sqlite3_db_config(connection, SQLITE_DBCONFIG_NO_CKPT_ON_CLOSE, 1, &kept) != SQLITE_OK
        || kept != 1)
        throw DatabaseError(("cannot keep the write-ahead log of " + m_path
            + " on closing: " + QString::fromUtf8(sqlite3_errmsg(connection)))
                                .toStdString());
}

// The password is the client library's business (PGPASSWORD, ~/.pgpass), never ours.
void Connection::connectToServer()
{
    m_db = QSqlDatabase::addDatabase(QStringLiteral("QPSQL"), m_connectionName);
    if (!m_db.isValid())
        throw DatabaseError(DatabaseError::Kind::Unreachable,
            "the PostgreSQL driver of Qt (QPSQL) is not installed",
            QCoreApplication::translate("rd::store::DatabaseError",
                "ratingdesk cannot reach database servers here: Qt's PostgreSQL driver is not "
                "installed (on Debian: libqt6sql6-psql)."));
    if (!m_location.host.isEmpty())
        m_db.setHostName(m_location.host);
    if (m_location.port >= 0)
        m_db.setPort(m_location.port);
    m_db.setUserName(m_location.user);
    m_db.setDatabaseName(m_location.databaseName);
    m_db.setConnectOptions(QStringLiteral("connect_timeout=%1").arg(kBusyTimeoutMs / 1000));
    if (!m_db.open())
        throw DatabaseError(DatabaseError::Kind::Unreachable,
            ("cannot connect to " + m_location.text() + ": " + m_db.lastError().text())
                .toStdString(),
            QCoreApplication::translate("rd::store::DatabaseError",
                "The database server of %1 cannot be reached or does not let us in; check the "
                "address, the user and the password (PGPASSWORD).")
                .arg(m_location.text()));
    m_statements = std::make_unique<ServerStatements>(m_db);
}

Connection::~Connection()
{
    // A passive checkpoint takes only the locks it needs (WAL's own, in the -shm file), waits
    // for nobody and leaves the log where it is: a file copied without its log still holds what
    // this connection wrote.
    if (m_keepsLog)
        QSqlQuery(m_db).exec(QStringLiteral("PRAGMA wal_checkpoint(PASSIVE)"));
    m_statements.reset();
    m_db.close();
    m_db = QSqlDatabase();
    QSqlDatabase::removeDatabase(m_connectionName);
}

void Connection::configure()
{
    if (onServer()) {
        // A lock another director holds is waited for as long as SQLite's busy timeout.
        run(QStringLiteral("SET lock_timeout = %1").arg(kBusyTimeoutMs));
        run(QStringLiteral("SET client_min_messages = warning"));
        // Statements are prepared once (ServerStatements) but planned for their values each
        // time: a plan for any player would read a whole system's events for one state.
        run(QStringLiteral("SET plan_cache_mode = force_custom_plan"));
        if (m_opening == Opening::ReadOnly)
            run(QStringLiteral("SET default_transaction_read_only = on"));
        return;
    }
    run(QStringLiteral("PRAGMA foreign_keys = ON"));
    if (m_opening == Opening::ReadOnly)
        return; // the journal mode stays as the file has it
    enableWriteAheadLog();
    run(QStringLiteral("PRAGMA synchronous = NORMAL"));
}

// Turning a new file to WAL needs a lock SQLite does not wait for with the busy timeout: a
// second process opening the same new file at that moment is refused at once. Only that is
// waited for, as long; any other refusal is told at once.
void Connection::enableWriteAheadLog()
{
    const QString sql = QStringLiteral("PRAGMA journal_mode = WAL");
    const QDeadlineTimer deadline(kBusyTimeoutMs);
    QSqlQuery query(m_db);
    for (bool told = false; !query.exec(sql); told = true) {
        if (DatabaseError::fromSql(sql, query.lastError(), Location::Kind::Sqlite).kind()
                != DatabaseError::Kind::Busy
            || deadline.hasExpired())
            fail(QStringLiteral("cannot run \"%1\"").arg(sql), query.lastError());
        if (!told)
            tellWaitingFor(m_shownName);
        QThread::msleep(10);
    }
    query.finish();
}

Rows Connection::run(const QString &sql, std::initializer_list<QVariant> values)
{
    return run(sql, QVariantList(values));
}

Rows Connection::run(const QString &sql, const QVariantList &values)
{
    // A statement without values runs as it is: PostgreSQL prepares queries and changes, not
    // BEGIN, SET or CREATE.
    if (values.isEmpty()) {
        QSqlQuery query = newQuery();
        if (!query.exec(sql))
            fail(QStringLiteral("cannot run \"%1\"").arg(sql.simplified()), query.lastError());
        return Rows(std::move(query));
    }
    if (m_statements) {
        return runOnServer(sql, [&](qsizetype index, const QString &) {
            if (index >= values.size())
                throw DatabaseError(QStringLiteral("\"%1\" has more placeholders than values")
                                        .arg(sql.simplified())
                                        .toStdString());
            return values.at(index);
        });
    }
    QSqlQuery query = prepare(sql);
    for (const QVariant &value : values)
        query.addBindValue(sql::portable(value));
    execute(query);
    return Rows(std::move(query));
}

Rows Connection::runOnServer(const QString &sql, const ServerStatements::ValueOf &valueOf)
{
    QSqlQuery query = newQuery();
    const auto portableValueOf
        = [&](qsizetype index, const QString &name) { return sql::portable(valueOf(index, name)); };
    if (!m_statements->run(sql, portableValueOf, query))
        fail(QStringLiteral("cannot run \"%1\"").arg(sql.simplified()), query.lastError());
    return Rows(std::move(query));
}

// SQLite's rows are read as they are stepped to. PostgreSQL's driver would stream a forward-only
// result row by row and lose the rest once the connection runs another statement, as loops that
// write while they read do: there the result is fetched whole.
QSqlQuery Connection::newQuery()
{
    QSqlQuery query(m_db);
    query.setForwardOnly(!onServer());
    return query;
}

QSqlQuery Connection::prepare(const QString &sql)
{
    QSqlQuery query = newQuery();
    if (!query.prepare(sql))
        fail(QStringLiteral("cannot prepare \"%1\"").arg(sql.simplified()), query.lastError());
    return query;
}

void Connection::execute(QSqlQuery &query)
{
    if (!query.exec()) {
        const bool server = query.driver()->dbmsType() == QSqlDriver::PostgreSQL;
        throw DatabaseError::fromSql(
            QStringLiteral("cannot run \"%1\"").arg(query.lastQuery().simplified()),
            query.lastError(), server ? Location::Kind::Postgresql : Location::Kind::Sqlite);
    }
}

Rows Connection::runNamed(const QString &sql, const QVariantMap &values)
{
    if (m_statements) {
        return runOnServer(sql, [&](qsizetype, const QString &name) {
            const auto value = values.constFind(name);
            if (value == values.cend())
                throw DatabaseError(QStringLiteral("\"%1\" has no value for :%2")
                                        .arg(sql.simplified(), name)
                                        .toStdString());
            return *value;
        });
    }
    QSqlQuery query = newQuery();
    if (!query.prepare(sql))
        fail(QStringLiteral("cannot prepare \"%1\"").arg(sql.simplified()), query.lastError());
    for (auto it = values.begin(); it != values.end(); ++it)
        query.bindValue(QLatin1Char(':') + it.key(), sql::portable(it.value()));
    if (!query.exec())
        fail(QStringLiteral("cannot run \"%1\"").arg(sql.simplified()), query.lastError());
    return Rows(std::move(query));
}

qint64 Connection::dataVersion()
{
    Rows query = run(QStringLiteral("SELECT value FROM settings WHERE key = 'data_version'"));
    return query.next() ? query.value(QStringLiteral("value")).toLongLong() : 0;
}

void Connection::bumpDataVersion()
{
    run(QStringLiteral("INSERT INTO settings (key, value) VALUES ('data_version', '1')"
                       " ON CONFLICT(key) DO UPDATE"
                       " SET value = CAST(CAST(settings.value AS INTEGER) + 1 AS TEXT)"));
}

QString Connection::integrityCheck()
{
    if (onServer())
        return QStringLiteral("ok");
    Rows query = run(QStringLiteral("PRAGMA integrity_check"));
    QStringList lines;
    while (query.next())
        lines << query.value(QStringLiteral("integrity_check")).toString();
    return lines.join(QLatin1Char('\n'));
}

QString Connection::integrityCheckBesides(const QString &replacedTable)
{
    if (onServer())
        return QStringLiteral("ok");
    // Each check's lines stand in a column named as the check.
    const auto linesOf = [this](const QString &check, const QString &argument) {
        Rows query = run(QStringLiteral("PRAGMA %1%2").arg(check, argument));
        QStringList lines;
        while (query.next())
            lines << query.value(check).toString();
        return lines;
    };
    // The structure of every page, the free ones included (SQLite's quick_check), then each
    // other table against its indexes (what integrity_check adds).
    QStringList problems = linesOf(QStringLiteral("quick_check"), QString());
    if (problems != QStringList { QStringLiteral("ok") })
        return problems.join(QLatin1Char('\n'));
    Rows tables = run(QStringLiteral("SELECT name FROM sqlite_schema WHERE type = 'table' AND "
                                     "name NOT LIKE 'sqlite\\_%' ESCAPE '\\' AND name <> ?"),
        { replacedTable });
    QStringList names;
    while (tables.next())
        names << tables.value(QStringLiteral("name")).toString();
    tables.finish();
    for (const QString &name : std::as_const(names)) {
        problems = linesOf(QStringLiteral("integrity_check"), QStringLiteral("(\"%1\")").arg(name));
        if (problems != QStringList { QStringLiteral("ok") })
            return problems.join(QLatin1Char('\n'));
    }
    return QStringLiteral("ok");
}

void Connection::ensureIntact(const QString &replacedTable)
{
    if (m_intact)
        return;
    const QString problems
        = replacedTable.isEmpty() ? integrityCheck() : integrityCheckBesides(replacedTable);
    if (problems != QLatin1String("ok"))
        throw DatabaseError(DatabaseError::Kind::Damaged,
            (m_path + QStringLiteral(": ") + problems).toStdString(),
            QCoreApplication::translate("rd::store::DatabaseError",
                "%1 is damaged; nothing was changed. It can still be opened read-only; to go on "
                "working, restore the last backup.")
                .arg(m_location.text()));
    m_intact = replacedTable.isEmpty();
}

void Connection::setWaitingNotice(std::function<void(const QString &sentence)> notice)
{
    store::setWaitingNotice(std::move(notice));
}

// A server that went away answers with no SQLSTATE at all (the client library's own failure):
// if the connection no longer answers either, it was lost, and a commit may or may not have
// taken effect.
void Connection::fail(const QString &what, const QSqlError &error)
{
    const DatabaseError refusal = DatabaseError::fromSql(what, error, m_location.kind);
    if (onServer() && refusal.kind() == DatabaseError::Kind::Other
        && error.nativeErrorCode().isEmpty() && !QSqlQuery(m_db).exec(QStringLiteral("SELECT 1")))
        throw DatabaseError(DatabaseError::Kind::Lost, refusal.what());
    throw refusal;
}

} // namespace rd::store
