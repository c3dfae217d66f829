#include "engine/store/FileRecognition.h"

#include "engine/store/DatabaseError.h"
#include "engine/store/Schema.h"
#include "engine/store/SqliteFile.h"

#include <QCoreApplication>
#include <QDir>
#include <QFileInfo>

#include <algorithm>

namespace rd::store {

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

// Ours by our mark, or, in a file from before the mark, by its schema version and our tables;
// an empty SQLite file only when creating.
void recogniseSqlite(const SqliteFile &file, const QString &path, Opening opening)
{
    const bool marked = file.applicationId() == kApplicationId;
    const bool unmarkedOurs
        = file.applicationId() == 0 && file.userVersion() > 0 && file.hasOurTables();
    const bool empty = file.applicationId() == 0 && file.userVersion() == 0 && !file.hasTables();
    if (empty && creates(opening))
        return;
    if (!marked && !unmarkedOurs)
        refuseFile(DatabaseError::Kind::NotADatabase, path,
            QStringLiteral("application id %1, version %2")
                .arg(file.applicationId())
                .arg(file.userVersion()),
            QT_TRANSLATE_NOOP("rd::store::DatabaseError",
                "%1 is a database of another program, not a ratingdesk one; it was left as it "
                "was. Choose the ratingdesk database file."));
    const Location location = Location::parse(path);
    if (file.userVersion() > kSchemaVersion)
        throw DatabaseError::newerSchema(location, file.userVersion(), kSchemaVersion);
    if (opening == Opening::ReadOnly && file.userVersion() < kSchemaVersion)
        throw DatabaseError::olderSchemaForReading(location, file.userVersion(), kSchemaVersion);
}

} // namespace

void recogniseFile(const QString &path, Opening opening)
{
    const bool writes = opening != Opening::ReadOnly;
    const SqliteFile file(path, writes);
    const SqliteFile::Kind found = file.kind();
    // Nothing, or an empty file, becomes the new database when the opening creates one.
    bool isNew = (found == SqliteFile::Kind::Missing || found == SqliteFile::Kind::Empty)
        && creates(opening);
    if (found == SqliteFile::Kind::Sqlite) {
        recogniseSqlite(file, path, opening);
        isNew = !file.hasTables() && file.userVersion() == 0;
    } else if (!isNew) {
        refuseFound(file, path);
    }
    if (opening == Opening::CreateNew && !isNew)
        refuseFile(DatabaseError::Kind::Other, path, QStringLiteral("exists"),
            QT_TRANSLATE_NOOP("rd::store::DatabaseError",
                "There is already a database at %1; choose another name, or open it."));
    if (writes && !isNew && !file.writable())
        refuseFile(DatabaseError::Kind::ReadOnly, path, QStringLiteral("not writable"),
            QT_TRANSLATE_NOOP("rd::store::DatabaseError",
                "You may not change %1 (the file or its folder is read-only); it can be opened "
                "read-only."));
    if (isNew && !QDir().mkpath(QFileInfo(path).absolutePath()))
        refuseFile(DatabaseError::Kind::ReadOnly, path, QStringLiteral("no folder"),
            QT_TRANSLATE_NOOP("rd::store::DatabaseError",
                "The folder of %1 cannot be made; choose a folder you may write to."));
}

} // namespace rd::store
