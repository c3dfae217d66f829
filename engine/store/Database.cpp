#include "engine/store/Database.h"

#include "engine/store/Schema.h"

#include <QAtomicInt>
#include <QCoreApplication>
#include <QDeadlineTimer>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QSqlError>
#include <QStandardPaths>
#include <QThread>

namespace rd::store {

namespace {

constexpr int kBusyTimeoutMs = 5000;

QString nextConnectionName()
{
    static QAtomicInt counter;
    return QStringLiteral("ratingdesk-%1").arg(counter.fetchAndAddRelaxed(1));
}

[[noreturn]] void fail(const QString &what, const QSqlError &error)
{
    throw DatabaseError::fromSql(what, error);
}

QString tr(const char *text)
{
    return QCoreApplication::translate("rd::store::DatabaseError", text);
}

// SQLite's primary result codes (sqlite3.h) that tell a user something.
constexpr int kSqliteBusy = 5;
constexpr int kSqliteLocked = 6;
constexpr int kSqliteReadOnly = 8;
constexpr int kSqliteCorrupt = 11;
constexpr int kSqliteFull = 13;
constexpr int kSqliteNotADatabase = 26;

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

DatabaseError DatabaseError::fromSql(const QString &what, const QSqlError &error)
{
    const std::string detail = (what + QStringLiteral(": ") + error.text()).toStdString();
    bool isNumber = false;
    const int code = error.nativeErrorCode().toInt(&isNumber) & 0xff; // extended to primary
    if (!isNumber)
        return DatabaseError(Kind::Other, detail);
    switch (code) {
    case kSqliteBusy:
    case kSqliteLocked:
        return DatabaseError(Kind::Busy, detail);
    case kSqliteReadOnly:
        return DatabaseError(Kind::ReadOnly, detail);
    case kSqliteCorrupt:
    case kSqliteNotADatabase:
        return DatabaseError(Kind::NotADatabase, detail);
    case kSqliteFull:
        return DatabaseError(Kind::DiskFull, detail);
    default:
        return DatabaseError(Kind::Other, detail);
    }
}

QString DatabaseError::userMessage() const
{
    if (!m_sentence.isEmpty())
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
            QT_TRANSLATE_NOOP("rd::store::DatabaseError",
                "The file is not a ratingdesk database or is damaged.") },
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
    };
    for (const auto &[kind, sentence] : kSentences) {
        if (kind == m_kind)
            return tr(sentence);
    }
    return tr("The database refused the change; nothing was saved.");
}

QString userMessageOf(const std::exception &error)
{
    if (const auto *refused = dynamic_cast<const DatabaseError *>(&error))
        return refused->userMessage();
    return QString::fromStdString(error.what());
}

Database::Database(const QString &path)
    : m_path(path)
    , m_connectionName(nextConnectionName())
{
    const QFileInfo file(path);
    if (!file.dir().exists() && !QDir().mkpath(file.absolutePath()))
        throw DatabaseError(("cannot create the folder " + file.absolutePath()).toStdString());
    m_db = QSqlDatabase::addDatabase(QStringLiteral("QSQLITE"), m_connectionName);
    m_db.setDatabaseName(path);
    m_db.setConnectOptions(QStringLiteral("QSQLITE_BUSY_TIMEOUT=%1").arg(kBusyTimeoutMs));
    if (!m_db.open())
        fail(QStringLiteral("cannot open ") + path, m_db.lastError());
    try {
        configure();
        migrate();
    } catch (const DatabaseError &error) {
        if (error.kind() != DatabaseError::Kind::NotADatabase)
            throw;
        throw DatabaseError(DatabaseError::Kind::NotADatabase, error.what(),
            QCoreApplication::translate(
                "rd::store::DatabaseError", "%1 is not a ratingdesk database or is damaged.")
                .arg(QDir::toNativeSeparators(path)));
    }
}

Database::~Database()
{
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
    run(QStringLiteral("PRAGMA foreign_keys = ON"));
    enableWriteAheadLog();
    run(QStringLiteral("PRAGMA synchronous = NORMAL"));
}

// Turning a new file to WAL needs a lock SQLite does not wait for with the busy timeout: a
// second process opening the same new file at that moment is refused at once. Wait as long.
void Database::enableWriteAheadLog()
{
    const QString sql = QStringLiteral("PRAGMA journal_mode = WAL");
    const QDeadlineTimer deadline(kBusyTimeoutMs);
    QSqlQuery query(m_db);
    while (!query.exec(sql)) {
        if (deadline.hasExpired())
            fail(QStringLiteral("cannot run \"%1\"").arg(sql), query.lastError());
        QThread::msleep(10);
    }
    query.finish();
}

int Database::schemaVersion()
{
    QSqlQuery query = run(QStringLiteral("PRAGMA user_version"));
    return query.next() ? query.value(QStringLiteral("user_version")).toInt() : 0;
}

// Migrations run in one transaction after a copy of the file is kept beside it.
void Database::migrate()
{
    const int version = schemaVersion();
    if (version == kSchemaVersion)
        return;
    if (version > kSchemaVersion)
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
    bool hasContent = false;
    {
        QSqlQuery objects = run(QStringLiteral("SELECT count(*) AS objects FROM sqlite_master"));
        hasContent = objects.next() && objects.value(QStringLiteral("objects")).toInt() > 0;
    }
    // Another program's SQLite file: never add our tables to it.
    if (version == 0 && hasContent)
        throw DatabaseError(DatabaseError::Kind::NotADatabase,
            (m_path + QStringLiteral(" holds tables but no ratingdesk schema version"))
                .toStdString(),
            QCoreApplication::translate(
                "rd::store::DatabaseError", "%1 is not a ratingdesk database or is damaged.")
                .arg(QDir::toNativeSeparators(m_path)));
    if (version > 0 || hasContent) {
        run(QStringLiteral("PRAGMA wal_checkpoint(TRUNCATE)")).finish();
        const QString backup = QStringLiteral("%1.v%2.bak").arg(m_path).arg(version);
        QFile::remove(backup);
        if (!QFile::copy(m_path, backup))
            throw DatabaseError(("cannot keep a copy of the database as " + backup).toStdString());
    }
    Transaction transaction(*this);
    // Another process may have migrated the file meanwhile: read the version again under the lock.
    const int current = schemaVersion();
    if (current == kSchemaVersion)
        return; // nothing to do; the empty transaction rolls back
    for (int next = current + 1; next <= kSchemaVersion; ++next) {
        for (const QString &statement : migrationTo(next))
            run(statement);
    }
    run(QStringLiteral("PRAGMA user_version = %1").arg(kSchemaVersion));
    transaction.commit();
}

QSqlQuery Database::run(const QString &sql, std::initializer_list<QVariant> values)
{
    return run(sql, QVariantList(values));
}

QSqlQuery Database::run(const QString &sql, const QVariantList &values)
{
    QSqlQuery query = prepare(sql);
    for (const QVariant &value : values)
        query.addBindValue(value);
    execute(query);
    return query;
}

QSqlQuery Database::prepare(const QString &sql)
{
    QSqlQuery query(m_db);
    query.setForwardOnly(true);
    if (!query.prepare(sql))
        fail(QStringLiteral("cannot prepare \"%1\"").arg(sql.simplified()), query.lastError());
    return query;
}

void Database::execute(QSqlQuery &query)
{
    if (!query.exec())
        fail(QStringLiteral("cannot run \"%1\"").arg(query.lastQuery().simplified()),
            query.lastError());
}

QSqlQuery Database::runNamed(const QString &sql, const QVariantMap &values)
{
    QSqlQuery query(m_db);
    query.setForwardOnly(true);
    if (!query.prepare(sql))
        fail(QStringLiteral("cannot prepare \"%1\"").arg(sql.simplified()), query.lastError());
    for (auto it = values.begin(); it != values.end(); ++it)
        query.bindValue(QLatin1Char(':') + it.key(), it.value());
    if (!query.exec())
        fail(QStringLiteral("cannot run \"%1\"").arg(sql.simplified()), query.lastError());
    return query;
}

qint64 Database::dataVersion()
{
    QSqlQuery query = run(QStringLiteral("SELECT value FROM settings WHERE key = 'data_version'"));
    return query.next() ? query.value(QStringLiteral("value")).toLongLong() : 0;
}

void Database::bumpDataVersion()
{
    run(QStringLiteral("INSERT INTO settings (key, value) VALUES ('data_version', '1')"
                       " ON CONFLICT(key) DO UPDATE SET value = CAST(value AS INTEGER) + 1"));
}

void Database::begin()
{
    run(m_transactionDepth == 0 ? QStringLiteral("BEGIN IMMEDIATE")
                                : QStringLiteral("SAVEPOINT nested"));
    ++m_transactionDepth;
}

void Database::commit()
{
    run(m_transactionDepth == 1 ? QStringLiteral("COMMIT") : QStringLiteral("RELEASE nested"));
    --m_transactionDepth;
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
}

QString Database::integrityCheck()
{
    QSqlQuery query = run(QStringLiteral("PRAGMA integrity_check"));
    QStringList lines;
    while (query.next())
        lines << query.value(QStringLiteral("integrity_check")).toString();
    return lines.join(QLatin1Char('\n'));
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

} // namespace rd::store
