#include "engine/store/SchemaMigration.h"

#include "engine/store/BackupFiles.h"
#include "engine/store/Connection.h"
#include "engine/store/DatabaseError.h"
#include "engine/store/Schema.h"
#include "engine/store/Transaction.h"

#include <QCoreApplication>

namespace rd::store {

namespace {

// The schema version of a PostgreSQL database, kept in a table of its own (SQLite keeps it in
// the file's header, PRAGMA user_version).
constexpr const char *kSchemaVersionTable = "ratingdesk_schema";
// The advisory lock (any number of our own) that migrations on a server take.
constexpr qint64 kMigrationLock = 0x72617469; // "rati"

// The server's migration lock, held by this connection while it lives.
class MigrationLock {
public:
    explicit MigrationLock(Connection &connection)
        : m_connection(connection)
    {
        if (m_connection.onServer())
            m_connection.run(QStringLiteral("SELECT pg_advisory_lock(%1)").arg(kMigrationLock));
    }
    ~MigrationLock()
    {
        if (!m_connection.onServer())
            return;
        try {
            m_connection.run(QStringLiteral("SELECT pg_advisory_unlock(%1)").arg(kMigrationLock));
        } catch (const DatabaseError &) {
            // The server lets it go when the connection ends.
        }
    }
    Q_DISABLE_COPY(MigrationLock)

private:
    Connection &m_connection;
};

// A table that others refer to is made anew in a migration (Schema.cpp, version 9) while SQLite
// checks no foreign keys: with them, dropping the old table would delete what refers to it.
// SQLite takes the setting only outside a transaction; check() finds any row the migration left
// without what it refers to, before the migration is committed.
class ForeignKeysOff {
public:
    explicit ForeignKeysOff(Connection &connection)
        : m_connection(connection)
    {
        if (!m_connection.onServer())
            m_connection.run(QStringLiteral("PRAGMA foreign_keys = OFF"));
    }
    ~ForeignKeysOff()
    {
        if (m_connection.onServer())
            return;
        try {
            m_connection.run(QStringLiteral("PRAGMA foreign_keys = ON"));
        } catch (const DatabaseError &error) {
            qWarning("foreign keys stay off: %s", error.what());
        }
    }
    Q_DISABLE_COPY(ForeignKeysOff)

    void check() const
    {
        if (m_connection.onServer())
            return;
        Rows dangling = m_connection.run(QStringLiteral("PRAGMA foreign_key_check"));
        if (dangling.next())
            throw DatabaseError(DatabaseError::Kind::Other,
                QStringLiteral("%1 refers to a row that is missing after the migration")
                    .arg(dangling.value(QStringLiteral("table")).toString())
                    .toStdString(),
                QCoreApplication::translate("rd::store::DatabaseError",
                    "%1 could not be brought to this version of ratingdesk: some of its rows "
                    "refer to rows that are missing. Nothing was changed.")
                    .arg(m_connection.location().text()));
    }

private:
    Connection &m_connection;
};

} // namespace

SchemaMigration::SchemaMigration(Connection &connection)
    : m_connection(connection)
{
}

// Migrations run in one transaction after a copy of the file is kept beside it. What the
// database holds is judged inside that transaction: another program starting at once may have
// created the schema between a first look and the lock.
void SchemaMigration::migrate()
{
    const int found = version();
    if (found == kSchemaVersion) {
        markAsOurs();
        return;
    }
    refuseNewer(found);
    // A SQLite file is backed up before it is migrated, into a new file kept for good; a server
    // keeps its own backups.
    if (found > 0 && !m_connection.onServer())
        BackupFolder::beforeMigration(m_connection.path(), m_connection.sqliteConnection(), found);
    // On a server, desktops that start at once migrate one after the other; the lock is taken
    // before the transaction, whose snapshot then shows what the one before committed.
    const MigrationLock lock(m_connection);
    const ForeignKeysOff keysOff(m_connection);
    Transaction transaction(m_connection);
    const int current = version();
    refuseNewer(current);
    // Another program's database: never add our tables to it.
    if (current == 0 && hasTables())
        refuseForeign();
    for (int next = current + 1; next <= kSchemaVersion; ++next) {
        for (const QString &statement : migrationTo(next, m_connection.location().kind))
            m_connection.run(forBackend(statement, m_connection.location().kind));
    }
    keysOff.check();
    if (current != kSchemaVersion)
        setVersion(kSchemaVersion);
    markAsOurs();
    transaction.commit();
}

// A SQLite file carries our mark in its header from its creation or its first writable opening
// on (files made before the mark get it then); on a server the schema's version table is it.
void SchemaMigration::markAsOurs()
{
    if (m_connection.onServer())
        return;
    Rows mark = m_connection.run(QStringLiteral("PRAGMA application_id"));
    const bool marked
        = mark.next() && mark.value(QStringLiteral("application_id")).toInt() == kApplicationId;
    mark.finish();
    if (!marked)
        m_connection.run(QStringLiteral("PRAGMA application_id = %1").arg(kApplicationId));
}

[[noreturn]] void SchemaMigration::refuseForeign() const
{
    throw DatabaseError(DatabaseError::Kind::NotADatabase,
        (m_connection.path() + QStringLiteral(" holds tables but no ratingdesk schema version"))
            .toStdString(),
        QCoreApplication::translate("rd::store::DatabaseError",
            "%1 is a database of another program, not a ratingdesk one; it was left as it "
            "was. Choose the ratingdesk database.")
            .arg(m_connection.location().text()));
}

// A database on a server is judged by its schema's version table before anything is written.
void SchemaMigration::recogniseOnServer(Opening opening)
{
    const int found = version();
    if (found == 0 && hasTables())
        refuseForeign();
    if (found == 0 && !creates(opening))
        throw DatabaseError(DatabaseError::Kind::Missing,
            (m_connection.path() + QStringLiteral(" has no ratingdesk schema")).toStdString(),
            QCoreApplication::translate("rd::store::DatabaseError",
                "There is no ratingdesk database at %1 yet; create one there first.")
                .arg(m_connection.location().text()));
    if (found > 0 && opening == Opening::CreateNew)
        throw DatabaseError(DatabaseError::Kind::Other,
            (m_connection.path() + QStringLiteral(" exists")).toStdString(),
            QCoreApplication::translate("rd::store::DatabaseError",
                "There is already a database at %1; choose another name, or open it.")
                .arg(m_connection.location().text()));
    refuseNewer(found);
    if (opening == Opening::ReadOnly && found < kSchemaVersion)
        throw DatabaseError::olderSchemaForReading(m_connection.location(), found, kSchemaVersion);
}

int SchemaMigration::version()
{
    if (!m_connection.onServer()) {
        Rows query = m_connection.run(QStringLiteral("PRAGMA user_version"));
        return query.next() ? query.value(QStringLiteral("user_version")).toInt() : 0;
    }
    Rows table = m_connection.run(QStringLiteral("SELECT to_regclass(?) IS NOT NULL AS present"),
        { QLatin1String(kSchemaVersionTable) });
    if (!table.next() || !table.value(QStringLiteral("present")).toBool())
        return 0;
    Rows query = m_connection.run(
        QStringLiteral("SELECT version FROM %1").arg(QLatin1String(kSchemaVersionTable)));
    return query.next() ? query.value(QStringLiteral("version")).toInt() : 0;
}

void SchemaMigration::setVersion(int version)
{
    if (!m_connection.onServer()) {
        m_connection.run(QStringLiteral("PRAGMA user_version = %1").arg(version));
        return;
    }
    const QString table = QLatin1String(kSchemaVersionTable);
    m_connection.run(
        QStringLiteral("CREATE TABLE IF NOT EXISTS %1 (version INTEGER NOT NULL)").arg(table));
    m_connection.run(QStringLiteral("DELETE FROM %1").arg(table));
    m_connection.run(QStringLiteral("INSERT INTO %1 (version) VALUES (?)").arg(table), { version });
}

bool SchemaMigration::hasTables()
{
    Rows objects = m_connection.run(m_connection.onServer()
            ? QStringLiteral("SELECT count(*) AS objects FROM information_schema.tables"
                             " WHERE table_schema = current_schema()")
            : QStringLiteral("SELECT count(*) AS objects FROM sqlite_master"));
    return objects.next() && objects.value(QStringLiteral("objects")).toInt() > 0;
}

void SchemaMigration::refuseNewer(int version) const
{
    if (version > kSchemaVersion)
        throw DatabaseError::newerSchema(m_connection.location(), version, kSchemaVersion);
}

} // namespace rd::store
