#include "desktop/BackupOperations.h"

#include "desktop/DatabaseSession.h"
#include "desktop/Failures.h"
#include "engine/store/DatabaseBackup.h"

#include <QDateTime>
#include <QDir>
#include <QStandardPaths>

namespace rd::desktop {

BackupOperations::BackupOperations(DatabaseSession &session)
    : m_session(session)
{
}

QString BackupOperations::offeredFile() const
{
    const store::Database &database = m_session.database();
    const QDateTime now = QDateTime::currentDateTimeUtc();
    if (!database.onServer())
        return store::BackupFolder::newFile(database.path(), QStringLiteral("backup"), now);
    const QString name = database.location().databaseName
        + now.toString(QStringLiteral("-yyyy-MM-ddTHH-mm-ssZ-'backup.sqlite'"));
    return QDir(QStandardPaths::writableLocation(QStandardPaths::DocumentsLocation)).filePath(name);
}

Outcome<Done> BackupOperations::backUp(const QString &file)
{
    return attempt([&] { store::backupDatabase(m_session.database(), file); });
}

} // namespace rd::desktop
