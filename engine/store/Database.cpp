#include "engine/store/Database.h"

#include "engine/rating/Evaluator.h"
#include "engine/store/BusyWait.h"
#include "engine/store/DatabaseBackup.h"
#include "engine/store/Schema.h"
#include "engine/store/SessionLock.h"
#include "engine/store/SqlValues.h"
#include "engine/store/SqliteFile.h"

#include <QAtomicInt>
#include <QCoreApplication>
#include <QDeadlineTimer>
#include <QDir>
#include <QFileInfo>
#include <QRandomGenerator>
#include <QSqlDriver>
#include <QSqlError>
#include <QStandardPaths>
#include <QThread>

#include <algorithm>
#include <sqlite3.h>

namespace rd::store {

namespace {

QString nextConnectionName()
{
    static QAtomicInt counter;
    return QStringLiteral("ratingdesk-%1").arg(counter.fetchAndAddRelaxed(1));
}

QString tr(const char *text)
{
    return QCoreApplication::translate("rd::store::DatabaseError", text);
}

DatabaseError::Kind sqliteErrorKind(const QSqlError &error)
{
    bool isNumber = false;
    const int result = error.nativeErrorCode().toInt(&isNumber);
    return isNumber ? DatabaseError::ofSqliteResult(result) : DatabaseError::Kind::Other;
}

// PostgreSQL's SQLSTATEs (its manual, appendix A) that tell a user something.
DatabaseError::Kind postgresqlErrorKind(const QSqlError &error)
{
    const QString state = error.nativeErrorCode();
    if (state == QLatin1String("40001") || state == QLatin1String("40P01")
        || state == QLatin1String("55P03"))
        return DatabaseError::Kind::Busy; // serialization failure, deadlock, lock not available
    if (state == QLatin1String("25006"))
        return DatabaseError::Kind::ReadOnly;
    if (state == QLatin1String("53100"))
        return DatabaseError::Kind::DiskFull;
    if (state.startsWith(QLatin1String("08")) || state.startsWith(QLatin1String("57P")))
        return DatabaseError::Kind::Lost; // connection exception, operator intervention
    if (state.startsWith(QLatin1String("28")) || state == QLatin1String("3D000"))
        return DatabaseError::Kind::Unreachable; // authorization, no such database
    return DatabaseError::Kind::Other;
}

// The schema version of a PostgreSQL database, kept in a table of its own (SQLite keeps it in
// the file's header, PRAGMA user_version).
constexpr const char *kSchemaVersionTable = "ratingdesk_schema";
// The advisory lock (any number of our own) that migrations on a server take.
constexpr qint64 kMigrationLock = 0x72617469; // "rati"
// The advisory lock writers on a server queue for (Database::begin).
constexpr qint64 kWriterLock = 0x77726974; // "writ"

// The server's migration lock, held by this connection while it lives.
class MigrationLock {
public:
    explicit MigrationLock(Database &database)
        : m_database(database)
    {
        if (m_database.onServer())
            m_database.run(QStringLiteral("SELECT pg_advisory_lock(%1)").arg(kMigrationLock));
    }
    ~MigrationLock()
    {
        if (!m_database.onServer())
            return;
        try {
            m_database.run(QStringLiteral("SELECT pg_advisory_unlock(%1)").arg(kMigrationLock));
        } catch (const DatabaseError &) {
            // The server lets it go when the connection ends.
        }
    }
    Q_DISABLE_COPY(MigrationLock)

private:
    Database &m_database;
};

} // namespace

DatabaseError::DatabaseError(Kind kind, const std::string &detail, const QString &sentence)
    : std::runtime_error(detail)
    , m_kind(kind)
    , m_sentence(sentence)
{
}

DatabaseError::DatabaseError(const std::string &detail)
    : DatabaseError(Kind::Other, detail)
{
}

DatabaseError DatabaseError::fromSql(
    const QString &what, const QSqlError &error, Location::Kind kind)
{
    const std::string detail = (what + QStringLiteral(": ") + error.text()).toStdString();
    return DatabaseError(
        kind == Location::Kind::Sqlite ? sqliteErrorKind(error) : postgresqlErrorKind(error),
        detail);
}

// SQLite's result codes (sqlite3.h) that tell a user something.
DatabaseError::Kind DatabaseError::ofSqliteResult(int result)
{
    // The log's shared memory could not grow: on a full disk, this comes before any page is
    // written.
    if (result == SQLITE_IOERR_SHMSIZE)
        return Kind::DiskFull;
    switch (result & 0xff) { // extended to primary
    case SQLITE_BUSY:
    case SQLITE_LOCKED:
        return Kind::Busy;
    case SQLITE_READONLY:
    case SQLITE_PERM:
    case SQLITE_CANTOPEN: // e.g. no file can be made in the folder
        return Kind::ReadOnly;
    case SQLITE_CORRUPT:
    case SQLITE_NOTADB:
        return Kind::Damaged;
    case SQLITE_FULL:
        return Kind::DiskFull;
    default:
        return Kind::Other;
    }
}

DatabaseError DatabaseError::noEvent(qint64 id)
{
    return numberUnknown("no event " + std::to_string(id),
        QCoreApplication::translate("rd::store::DatabaseError", "No event has the number %1.")
            .arg(id));
}

DatabaseError DatabaseError::noPlayer(qint64 id)
{
    return numberUnknown("no player " + std::to_string(id),
        QCoreApplication::translate("rd::store::DatabaseError", "No player has the number %1.")
            .arg(id));
}

DatabaseError DatabaseError::numberUnknown(const std::string &detail, const QString &sentence)
{
    DatabaseError error(Kind::NotFound, detail, sentence);
    error.m_numberUnknown = true;
    return error;
}

QString DatabaseError::userMessage(Asked asked) const
{
    if (!m_sentence.isEmpty() && !(m_numberUnknown && asked == Asked::FromList))
        return m_sentence;
    static constexpr std::pair<Kind, const char *> kSentences[] = {
        { Kind::DuplicateId,
            QT_TRANSLATE_NOOP(
                "rd::store::DatabaseError", "Another player already has this federation id.") },
        { Kind::Busy,
            QT_TRANSLATE_NOOP("rd::store::DatabaseError",
                "The database is in use by another program; try again in a moment.") },
        { Kind::NotFound,
            QT_TRANSLATE_NOOP("rd::store::DatabaseError",
                "It is no longer in the database; perhaps it was deleted meanwhile.") },
        { Kind::NewerSchema,
            QT_TRANSLATE_NOOP("rd::store::DatabaseError",
                "The database was written by a newer ratingdesk; open it with "
                "that version.") },
        { Kind::NotADatabase,
            QT_TRANSLATE_NOOP(
                "rd::store::DatabaseError", "The file is not a ratingdesk database.") },
        { Kind::Damaged,
            QT_TRANSLATE_NOOP("rd::store::DatabaseError",
                "The database is damaged; nothing was saved. Open it read-only to look at it, "
                "and restore the last backup to go on working.") },
        { Kind::DiskFull,
            QT_TRANSLATE_NOOP("rd::store::DatabaseError",
                "The disk is full; nothing was saved. Make room and try again.") },
        { Kind::ReadOnly,
            QT_TRANSLATE_NOOP("rd::store::DatabaseError",
                "The database cannot be written to; it is read-only.") },
        { Kind::Stale,
            QT_TRANSLATE_NOOP("rd::store::DatabaseError",
                "The database has changed since this preview was made; look at the "
                "preview again and save once more.") },
        { Kind::Unreachable,
            QT_TRANSLATE_NOOP("rd::store::DatabaseError",
                "The database server cannot be reached or does not let us in; check the "
                "address, the user and the password (PGPASSWORD).") },
        { Kind::Lost,
            QT_TRANSLATE_NOOP("rd::store::DatabaseError",
                "The connection to the database server was lost; what was being saved may or "
                "may not have been saved. Connect again and look before you repeat it.") },
    };
    for (const auto &[kind, sentence] : kSentences) {
        if (kind == m_kind)
            return tr(sentence);
    }
    return tr("The database refused the change; nothing was saved.");
}

QString userMessageOf(const std::exception &error, DatabaseError::Asked asked)
{
    if (const auto *refused = dynamic_cast<const DatabaseError *>(&error))
        return refused->userMessage(asked);
    // An engine's finding names the value of the document it was given (InputError). Any other
    // exception is a fault of the program: its words ("map::at", "stoi") go to the log only.
    if (dynamic_cast<const InputError *>(&error))
        return QString::fromStdString(error.what());
    qWarning("unexpected failure: %s", error.what());
    return QCoreApplication::translate("rd::store::DatabaseError",
        "ratingdesk met a problem it did not expect; what was saved before is kept. If it happens "
        "again, tell the people who look after ratingdesk what you did.");
}

Database::Database(const QString &location, Opening opening)
    : m_path(location)
    , m_location(Location::parse(location))
    , m_opening(opening)
    , m_connectionName(nextConnectionName())
{
    if (onServer()) {
        connectToServer();
        configure();
        recogniseOnServer();
    } else {
        openFile();
        configure();
    }
    if (opening != Opening::ReadOnly)
        migrate();
}

namespace {

QString shown(const QString &path)
{
    return QDir::toNativeSeparators(path);
}

[[noreturn]] void refuseFile(
    DatabaseError::Kind kind, const QString &path, const QString &detail, const char *sentence)
{
    throw DatabaseError(kind, (path + QStringLiteral(": ") + detail).toStdString(),
        QCoreApplication::translate("rd::store::DatabaseError", sentence).arg(shown(path)));
}

// What is found at the path instead of a database, as it is refused: the kind of error, the
// detail for logs (the file's own where none is given) and the sentence, %1 the path.
struct Refusal {
    SqliteFile::Kind found;
    DatabaseError::Kind kind;
    const char *detail;
    const char *sentence;
};

constexpr Refusal kRefusals[] = {
    { SqliteFile::Kind::Missing, DatabaseError::Kind::Missing, "no such file",
        QT_TRANSLATE_NOOP("rd::store::DatabaseError",
            "There is no database at %1. Check the name and the folder; a new database is made "
            "only by creating one.") },
    { SqliteFile::Kind::Folder, DatabaseError::Kind::NotADatabase, "a folder",
        QT_TRANSLATE_NOOP("rd::store::DatabaseError",
            "%1 is a folder, not a database; name the database file in it.") },
    { SqliteFile::Kind::Unreadable, DatabaseError::Kind::NoAccess, nullptr,
        QT_TRANSLATE_NOOP("rd::store::DatabaseError",
            "You may not read %1; ask whoever owns the file to let you read it.") },
    { SqliteFile::Kind::Empty, DatabaseError::Kind::NotADatabase, "empty",
        QT_TRANSLATE_NOOP("rd::store::DatabaseError",
            "%1 is an empty file, not a ratingdesk database; it was left as it was.") },
    { SqliteFile::Kind::NotSqlite, DatabaseError::Kind::NotADatabase, "no SQLite header",
        QT_TRANSLATE_NOOP("rd::store::DatabaseError",
            "%1 is not a ratingdesk database (nor any database ratingdesk can read, or its first "
            "bytes are damaged); it was left as it was. Choose the database file.") },
    { SqliteFile::Kind::Unusable, DatabaseError::Kind::Damaged, nullptr,
        QT_TRANSLATE_NOOP("rd::store::DatabaseError",
            "%1 is damaged so that it cannot be read; restore the last backup.") },
    { SqliteFile::Kind::Damaged, DatabaseError::Kind::Damaged, nullptr,
        QT_TRANSLATE_NOOP("rd::store::DatabaseError",
            "%1 is damaged; ratingdesk changes nothing in it. It can still be opened read-only; "
            "to go on working, restore the last backup.") },
};

[[noreturn]] void refuseFound(const SqliteFile &file, const QString &path)
{
    const Refusal *refusal = std::ranges::find(kRefusals, file.kind(), &Refusal::found);
    if (refusal == std::end(kRefusals)) // a kind of file the table does not know yet
        refusal = std::ranges::find(kRefusals, SqliteFile::Kind::NotSqlite, &Refusal::found);
    refuseFile(refusal->kind, path,
        refusal->detail ? QString::fromLatin1(refusal->detail) : file.detail(), refusal->sentence);
}

bool creates(Database::Opening opening)
{
    return opening == Database::Opening::CreateIfMissing || opening == Database::Opening::CreateNew;
}

} // namespace

// Whatever is found at the path is judged before SQLite opens it for writing: until then no
// byte of it changes and nothing is made beside it (SqliteFile).
void Database::openFile()
{
    const bool writes = m_opening != Opening::ReadOnly;
    const SqliteFile file(m_path, writes);
    const SqliteFile::Kind found = file.kind();
    // Nothing, or an empty file, becomes the new database when the opening creates one.
    bool isNew = (found == SqliteFile::Kind::Missing || found == SqliteFile::Kind::Empty)
        && creates(m_opening);
    if (found == SqliteFile::Kind::Sqlite) {
        recogniseFile(file);
        isNew = !file.hasTables() && file.userVersion() == 0;
    } else if (!isNew) {
        refuseFound(file, m_path);
    }
    if (m_opening == Opening::CreateNew && !isNew)
        refuseFile(DatabaseError::Kind::Other, m_path, QStringLiteral("exists"),
            QT_TRANSLATE_NOOP("rd::store::DatabaseError",
                "There is already a database at %1; choose another name, or open it."));
    if (writes && !isNew && !file.writable())
        refuseFile(DatabaseError::Kind::ReadOnly, m_path, QStringLiteral("not writable"),
            QT_TRANSLATE_NOOP("rd::store::DatabaseError",
                "You may not change %1 (the file or its folder is read-only); it can be opened "
                "read-only."));
    if (isNew && !QDir().mkpath(QFileInfo(m_path).absolutePath()))
        refuseFile(DatabaseError::Kind::ReadOnly, m_path, QStringLiteral("no folder"),
            QT_TRANSLATE_NOOP("rd::store::DatabaseError",
                "The folder of %1 cannot be made; choose a folder you may write to."));
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

// Ours by our mark, or, in a file from before the mark, by its schema version and our tables;
// an empty SQLite file only when creating.
void Database::recogniseFile(const SqliteFile &file) const
{
    const bool marked = file.applicationId() == kApplicationId;
    const bool unmarkedOurs
        = file.applicationId() == 0 && file.userVersion() > 0 && file.hasOurTables();
    const bool empty = file.applicationId() == 0 && file.userVersion() == 0 && !file.hasTables();
    if (empty && creates(m_opening))
        return;
    if (!marked && !unmarkedOurs)
        refuseFile(DatabaseError::Kind::NotADatabase, m_path,
            QStringLiteral("application id %1, version %2")
                .arg(file.applicationId())
                .arg(file.userVersion()),
            QT_TRANSLATE_NOOP("rd::store::DatabaseError",
                "%1 is a database of another program, not a ratingdesk one; it was left as it "
                "was. Choose the ratingdesk database file."));
    refuseNewer(file.userVersion());
    refuseOlderForReading(file.userVersion());
}

void Database::openSqlite(const QString &name, const QString &options)
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
sqlite3 *Database::sqliteConnection()
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
void Database::tellWhenWaiting()
{
    m_shownName = shown(m_path);
    sqlite3_busy_handler(sqliteConnection(), waitWhileBusy, &m_shownName);
}

// SQLite's locks are the process's, and any descriptor of the file closed in that process drops
// them (SQLite's "How To Corrupt An SQLite Database File", 2.2). A connection closing while the
// session's holder has lost its locks so would think itself the last, copy the log into the
// file and delete it under the holder, whose later writes would then go to a deleted file.
// Connections opened while another process holds the session therefore never checkpoint on
// closing (SQLITE_DBCONFIG_NO_CKPT_ON_CLOSE); their destructor copies what it can, and leaves
// the log.
void Database::keepWriteAheadLogOnClose()
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
void Database::connectToServer()
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

Database::~Database()
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

QString Database::defaultPath()
{
    return QStandardPaths::writableLocation(QStandardPaths::AppDataLocation)
        + QStringLiteral("/ratingdesk.sqlite");
}

void Database::configure()
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
void Database::enableWriteAheadLog()
{
    const QString sql = QStringLiteral("PRAGMA journal_mode = WAL");
    const QDeadlineTimer deadline(kBusyTimeoutMs);
    QSqlQuery query(m_db);
    for (bool told = false; !query.exec(sql); told = true) {
        if (sqliteErrorKind(query.lastError()) != DatabaseError::Kind::Busy
            || deadline.hasExpired())
            fail(QStringLiteral("cannot run \"%1\"").arg(sql), query.lastError());
        if (!told)
            tellWaitingFor(m_shownName);
        QThread::msleep(10);
    }
    query.finish();
}

int Database::schemaVersion()
{
    if (!onServer()) {
        Rows query = run(QStringLiteral("PRAGMA user_version"));
        return query.next() ? query.value(QStringLiteral("user_version")).toInt() : 0;
    }
    Rows table = run(QStringLiteral("SELECT to_regclass(?) IS NOT NULL AS present"),
        { QLatin1String(kSchemaVersionTable) });
    if (!table.next() || !table.value(QStringLiteral("present")).toBool())
        return 0;
    Rows query
        = run(QStringLiteral("SELECT version FROM %1").arg(QLatin1String(kSchemaVersionTable)));
    return query.next() ? query.value(QStringLiteral("version")).toInt() : 0;
}

void Database::setSchemaVersion(int version)
{
    if (!onServer()) {
        run(QStringLiteral("PRAGMA user_version = %1").arg(version));
        return;
    }
    const QString table = QLatin1String(kSchemaVersionTable);
    run(QStringLiteral("CREATE TABLE IF NOT EXISTS %1 (version INTEGER NOT NULL)").arg(table));
    run(QStringLiteral("DELETE FROM %1").arg(table));
    run(QStringLiteral("INSERT INTO %1 (version) VALUES (?)").arg(table), { version });
}

bool Database::hasTables()
{
    Rows objects = run(onServer()
            ? QStringLiteral("SELECT count(*) AS objects FROM information_schema.tables"
                             " WHERE table_schema = current_schema()")
            : QStringLiteral("SELECT count(*) AS objects FROM sqlite_master"));
    return objects.next() && objects.value(QStringLiteral("objects")).toInt() > 0;
}

// A SQLite file is backed up before it is migrated, into a new file kept for good
// (AutomaticBackups); a server keeps its own backups.
void Database::keepBackup(int version)
{
    if (!onServer())
        AutomaticBackups(*this).beforeMigration(version);
}

void Database::refuseNewer(int version) const
{
    if (version <= kSchemaVersion)
        return;
    throw DatabaseError(DatabaseError::Kind::NewerSchema,
        QStringLiteral("%1 has schema version %2; this ratingdesk knows up to %3")
            .arg(m_path)
            .arg(version)
            .arg(kSchemaVersion)
            .toStdString(),
        QCoreApplication::translate("rd::store::DatabaseError",
            "%1 was written by a newer ratingdesk (database version %2; this one knows up to "
            "%3). Open it with that version.")
            .arg(QDir::toNativeSeparators(m_path))
            .arg(version)
            .arg(kSchemaVersion));
}

namespace {

// A table that others refer to is made anew in a migration (Schema.cpp, version 9) while SQLite
// checks no foreign keys: with them, dropping the old table would delete what refers to it.
// SQLite takes the setting only outside a transaction; check() finds any row the migration left
// without what it refers to, before the migration is committed.
class ForeignKeysOff {
public:
    explicit ForeignKeysOff(Database &database)
        : m_database(database)
    {
        if (!m_database.onServer())
            m_database.run(QStringLiteral("PRAGMA foreign_keys = OFF"));
    }
    ~ForeignKeysOff()
    {
        if (m_database.onServer())
            return;
        try {
            m_database.run(QStringLiteral("PRAGMA foreign_keys = ON"));
        } catch (const DatabaseError &error) {
            qWarning("foreign keys stay off: %s", error.what());
        }
    }
    Q_DISABLE_COPY(ForeignKeysOff)

    void check() const
    {
        if (m_database.onServer())
            return;
        Rows dangling = m_database.run(QStringLiteral("PRAGMA foreign_key_check"));
        if (dangling.next())
            throw DatabaseError(DatabaseError::Kind::Other,
                QStringLiteral("%1 refers to a row that is missing after the migration")
                    .arg(dangling.value(0).toString())
                    .toStdString(),
                QCoreApplication::translate("rd::store::DatabaseError",
                    "%1 could not be brought to this version of ratingdesk: some of its rows "
                    "refer to rows that are missing. Nothing was changed.")
                    .arg(m_database.location().text()));
    }

private:
    Database &m_database;
};

} // namespace

// Migrations run in one transaction after a copy of the file is kept beside it. What the
// database holds is judged inside that transaction: another program starting at once may have
// created the schema between a first look and the lock.
void Database::migrate()
{
    const int version = schemaVersion();
    if (version == kSchemaVersion) {
        markAsOurs();
        return;
    }
    refuseNewer(version);
    if (version > 0)
        keepBackup(version);
    // On a server, desktops that start at once migrate one after the other; the lock is taken
    // before the transaction, whose snapshot then shows what the one before committed.
    const MigrationLock lock(*this);
    const ForeignKeysOff keysOff(*this);
    Transaction transaction(*this);
    const int current = schemaVersion();
    refuseNewer(current);
    // Another program's database: never add our tables to it.
    if (current == 0 && hasTables())
        refuseForeign();
    for (int next = current + 1; next <= kSchemaVersion; ++next) {
        for (const QString &statement : migrationTo(next, m_location.kind))
            run(forBackend(statement, m_location.kind));
    }
    keysOff.check();
    if (current != kSchemaVersion)
        setSchemaVersion(kSchemaVersion);
    markAsOurs();
    transaction.commit();
}

// A SQLite file carries our mark in its header from its creation or its first writable opening
// on (files made before the mark get it then); on a server the schema's version table is it.
void Database::markAsOurs()
{
    if (onServer())
        return;
    Rows mark = run(QStringLiteral("PRAGMA application_id"));
    const bool marked
        = mark.next() && mark.value(QStringLiteral("application_id")).toInt() == kApplicationId;
    mark.finish();
    if (!marked)
        run(QStringLiteral("PRAGMA application_id = %1").arg(kApplicationId));
}

[[noreturn]] void Database::refuseForeign() const
{
    throw DatabaseError(DatabaseError::Kind::NotADatabase,
        (m_path + QStringLiteral(" holds tables but no ratingdesk schema version")).toStdString(),
        QCoreApplication::translate("rd::store::DatabaseError",
            "%1 is a database of another program, not a ratingdesk one; it was left as it "
            "was. Choose the ratingdesk database.")
            .arg(m_location.text()));
}

// A database on a server is judged by its schema's version table before anything is written.
void Database::recogniseOnServer()
{
    const int version = schemaVersion();
    if (version == 0 && hasTables())
        refuseForeign();
    if (version == 0 && !creates(m_opening))
        throw DatabaseError(DatabaseError::Kind::Missing,
            (m_path + QStringLiteral(" has no ratingdesk schema")).toStdString(),
            QCoreApplication::translate("rd::store::DatabaseError",
                "There is no ratingdesk database at %1 yet; create one there first.")
                .arg(m_location.text()));
    if (version > 0 && m_opening == Opening::CreateNew)
        throw DatabaseError(DatabaseError::Kind::Other,
            (m_path + QStringLiteral(" exists")).toStdString(),
            QCoreApplication::translate("rd::store::DatabaseError",
                "There is already a database at %1; choose another name, or open it.")
                .arg(m_location.text()));
    refuseNewer(version);
    refuseOlderForReading(version);
}

void Database::refuseOlderForReading(int version) const
{
    if (m_opening != Opening::ReadOnly || version >= kSchemaVersion)
        return;
    throw DatabaseError(DatabaseError::Kind::OlderSchema,
        QStringLiteral("%1 has schema version %2, read-only opening needs %3")
            .arg(m_path)
            .arg(version)
            .arg(kSchemaVersion)
            .toStdString(),
        QCoreApplication::translate("rd::store::DatabaseError",
            "%1 was written by an older ratingdesk and must be brought up to date before it "
            "can be read, which needs write access: open it once where you may change it.")
            .arg(m_location.text()));
}

Rows Database::run(const QString &sql, std::initializer_list<QVariant> values)
{
    return run(sql, QVariantList(values));
}

Rows Database::run(const QString &sql, const QVariantList &values)
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

Rows Database::runOnServer(const QString &sql, const ServerStatements::ValueOf &valueOf)
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
QSqlQuery Database::newQuery()
{
    QSqlQuery query(m_db);
    query.setForwardOnly(!onServer());
    return query;
}

QSqlQuery Database::prepare(const QString &sql)
{
    QSqlQuery query = newQuery();
    if (!query.prepare(sql))
        fail(QStringLiteral("cannot prepare \"%1\"").arg(sql.simplified()), query.lastError());
    return query;
}

void Database::execute(QSqlQuery &query)
{
    if (!query.exec()) {
        const bool server = query.driver()->dbmsType() == QSqlDriver::PostgreSQL;
        throw DatabaseError::fromSql(
            QStringLiteral("cannot run \"%1\"").arg(query.lastQuery().simplified()),
            query.lastError(), server ? Location::Kind::Postgresql : Location::Kind::Sqlite);
    }
}

Rows Database::runNamed(const QString &sql, const QVariantMap &values)
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

qint64 Database::dataVersion()
{
    Rows query = run(QStringLiteral("SELECT value FROM settings WHERE key = 'data_version'"));
    return query.next() ? query.value(QStringLiteral("value")).toLongLong() : 0;
}

void Database::bumpDataVersion()
{
    run(QStringLiteral("INSERT INTO settings (key, value) VALUES ('data_version', '1')"
                       " ON CONFLICT(key) DO UPDATE"
                       " SET value = CAST(CAST(settings.value AS INTEGER) + 1 AS TEXT)"));
}

// On a server writers queue for one advisory lock, taken before the transaction begins (its
// snapshot then shows what the writer before committed), as SQLite's BEGIN IMMEDIATE queues
// them for the file's write lock; SERIALIZABLE guards against any writer that does not queue.
void Database::begin()
{
    if (m_transactionDepth > 0) {
        run(QStringLiteral("SAVEPOINT nested"));
    } else if (!onServer()) {
        run(QStringLiteral("BEGIN IMMEDIATE"));
    } else {
        run(QStringLiteral("SELECT pg_advisory_lock(%1)").arg(kWriterLock));
        try {
            run(QStringLiteral("BEGIN ISOLATION LEVEL SERIALIZABLE"));
        } catch (const DatabaseError &) {
            letWritersOn();
            throw;
        }
    }
    ++m_transactionDepth;
}

void Database::commit()
{
    run(m_transactionDepth == 1 ? QStringLiteral("COMMIT") : QStringLiteral("RELEASE nested"));
    --m_transactionDepth;
    if (m_transactionDepth == 0)
        letWritersOn();
}

void Database::rollback()
{
    QSqlQuery query(m_db);
    if (m_transactionDepth == 1) {
        query.exec(QStringLiteral("ROLLBACK"));
    } else {
        query.exec(QStringLiteral("ROLLBACK TO nested"));
        query.exec(QStringLiteral("RELEASE nested"));
    }
    --m_transactionDepth;
    if (m_transactionDepth == 0)
        letWritersOn();
}

// The server lets the writers' lock go with the connection at the latest.
void Database::letWritersOn()
{
    if (onServer())
        QSqlQuery(m_db).exec(QStringLiteral("SELECT pg_advisory_unlock(%1)").arg(kWriterLock));
}

QString Database::integrityCheck()
{
    if (onServer())
        return QStringLiteral("ok");
    Rows query = run(QStringLiteral("PRAGMA integrity_check"));
    QStringList lines;
    while (query.next())
        lines << query.value(QStringLiteral("integrity_check")).toString();
    return lines.join(QLatin1Char('\n'));
}

QString Database::integrityCheckBesides(const QString &replacedTable)
{
    if (onServer())
        return QStringLiteral("ok");
    const auto linesOf = [this](const QString &pragma) {
        Rows query = run(pragma);
        QStringList lines;
        while (query.next())
            lines << query.value(0).toString();
        return lines;
    };
    // The structure of every page, the free ones included (SQLite's quick_check), then each
    // other table against its indexes (what integrity_check adds).
    QStringList problems = linesOf(QStringLiteral("PRAGMA quick_check"));
    if (problems != QStringList { QStringLiteral("ok") })
        return problems.join(QLatin1Char('\n'));
    Rows tables = run(QStringLiteral("SELECT name FROM sqlite_schema WHERE type = 'table' AND "
                                     "name NOT LIKE 'sqlite\\_%' ESCAPE '\\' AND name <> ?"),
        { replacedTable });
    QStringList names;
    while (tables.next())
        names << tables.value(0).toString();
    tables.finish();
    for (const QString &name : std::as_const(names)) {
        problems = linesOf(QStringLiteral("PRAGMA integrity_check(\"%1\")").arg(name));
        if (problems != QStringList { QStringLiteral("ok") })
            return problems.join(QLatin1Char('\n'));
    }
    return QStringLiteral("ok");
}

void Database::ensureIntact(const QString &replacedTable)
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

void Database::setWaitingNotice(std::function<void(const QString &sentence)> notice)
{
    store::setWaitingNotice(std::move(notice));
}

// A server that went away answers with no SQLSTATE at all (the client library's own failure):
// if the connection no longer answers either, it was lost, and a commit may or may not have
// taken effect.
void Database::fail(const QString &what, const QSqlError &error)
{
    const DatabaseError refusal = DatabaseError::fromSql(what, error, m_location.kind);
    if (onServer() && refusal.kind() == DatabaseError::Kind::Other
        && error.nativeErrorCode().isEmpty() && !QSqlQuery(m_db).exec(QStringLiteral("SELECT 1")))
        throw DatabaseError(DatabaseError::Kind::Lost, refusal.what());
    throw refusal;
}

Transaction::Transaction(Database &database)
    : m_database(database)
{
    m_database.begin();
}

Transaction::~Transaction()
{
    if (!m_done)
        m_database.rollback();
}

void Transaction::commit()
{
    m_database.commit();
    m_done = true;
}

// Writers refused together wait different whiles, so that they do not meet again in step.
void runInTransaction(Database &database, const std::function<void()> &work)
{
    const bool outermost = !database.inTransaction();
    const QDeadlineTimer deadline(3 * kBusyTimeoutMs);
    for (int attempt = 1;; ++attempt) {
        try {
            Transaction transaction(database);
            work();
            transaction.commit();
            return;
        } catch (const DatabaseError &error) {
            if (!outermost || error.kind() != DatabaseError::Kind::Busy || deadline.hasExpired())
                throw;
        }
        const int longest = std::min(100 * attempt, 1000);
        QThread::msleep(
            static_cast<unsigned long>(QRandomGenerator::global()->bounded(20, longest)));
    }
}

} // namespace rd::store
