#include "engine/store/Database.h"

#include "engine/store/Schema.h"

#include <QAtomicInt>
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
    throw DatabaseError((what + QStringLiteral(": ") + error.text()).toStdString());
}

} // namespace

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
    configure();
    migrate();
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
    return query.next() ? query.value(0).toInt() : 0;
}

// Migrations run in one transaction after a copy of the file is kept beside it.
void Database::migrate()
{
    const int version = schemaVersion();
    if (version == kSchemaVersion)
        return;
    if (version > kSchemaVersion)
        throw DatabaseError(
            QStringLiteral("%1 has schema version %2; this ratingdesk knows up to %3")
                .arg(m_path)
                .arg(version)
                .arg(kSchemaVersion)
                .toStdString());
    bool hasContent = false;
    {
        QSqlQuery objects = run(QStringLiteral("SELECT count(*) FROM sqlite_master"));
        hasContent = objects.next() && objects.value(0).toInt() > 0;
    }
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
    QSqlQuery query(m_db);
    query.setForwardOnly(true);
    if (!query.prepare(sql))
        fail(QStringLiteral("cannot prepare \"%1\"").arg(sql.simplified()), query.lastError());
    for (const QVariant &value : values)
        query.addBindValue(value);
    if (!query.exec())
        fail(QStringLiteral("cannot run \"%1\"").arg(sql.simplified()), query.lastError());
    return query;
}

void Database::begin()
{
    run(QStringLiteral("BEGIN IMMEDIATE"));
}

void Database::commit()
{
    run(QStringLiteral("COMMIT"));
}

void Database::rollback()
{
    QSqlQuery query(m_db);
    query.exec(QStringLiteral("ROLLBACK"));
}

QString Database::integrityCheck()
{
    QSqlQuery query = run(QStringLiteral("PRAGMA integrity_check"));
    QStringList lines;
    while (query.next())
        lines << query.value(0).toString();
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
