#pragma once

#include "desktop/Outcome.h"

#include <QString>

namespace rd::desktop {

class DatabaseSession;

// Backing up the session's database into a file the user names (store::backupDatabase: made
// while others go on writing; a file that exists is never replaced).
class BackupOperations {
public:
    explicit BackupOperations(DatabaseSession &session);

    // The file offered for a backup made now: a new file in the folder of the automatic backups
    // beside a SQLite file (store::BackupFolder::newFile), and for a database on a server one
    // named by the database and the moment in the user's documents folder.
    QString offeredFile() const;
    // Copies the database into `file`.
    Outcome<Done> backUp(const QString &file);

private:
    DatabaseSession &m_session;
};

} // namespace rd::desktop
