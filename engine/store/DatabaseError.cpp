#include "engine/store/DatabaseError.h"

#include "engine/rating/Evaluator.h"

#include <QCoreApplication>
#include <QSqlError>

#include <sqlite3.h>

namespace rd::store {

namespace {

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

namespace {

// For the log: the schema version of the database `where`, and the one this ratingdesk writes.
std::string schemaVersions(const Location &where, int version, int known)
{
    return QStringLiteral("%1 has schema version %2; this ratingdesk writes %3")
        .arg(where.text())
        .arg(version)
        .arg(known)
        .toStdString();
}

} // namespace

DatabaseError DatabaseError::newerSchema(const Location &where, int version, int known)
{
    return DatabaseError(Kind::NewerSchema, schemaVersions(where, version, known),
        QCoreApplication::translate("rd::store::DatabaseError",
            "%1 was written by a newer ratingdesk (database version %2; this one knows up to "
            "%3). Open it with that version.")
            .arg(where.text())
            .arg(version)
            .arg(known));
}

DatabaseError DatabaseError::olderSchemaForReading(const Location &where, int version, int known)
{
    return DatabaseError(Kind::OlderSchema,
        schemaVersions(where, version, known) + " and is opened read-only",
        QCoreApplication::translate("rd::store::DatabaseError",
            "%1 was written by an older ratingdesk and must be brought up to date before it "
            "can be read, which needs write access: open it once where you may change it.")
            .arg(where.text()));
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

} // namespace rd::store
