#pragma once

#include "desktop/DesktopFwd.h"

#include <QObject>
#include <QString>

class QAction;
class QMainWindow;

namespace rd::ui {

// File > Back up database…: a copy of the open database in a new file the user names, offered
// in the folder of automatic backups beside it (for a database on a server, in the documents
// folder); the status bar then says where the copy is. Made while others go on writing
// (desktop::BackupOperations); a file that exists is never replaced.
class BackupAction : public QObject {
    Q_OBJECT

public:
    // Backs up the database `session` has open, if any.
    BackupAction(QMainWindow *window, desktop::DatabaseSession &session);

    QAction *action() const { return m_action; }

private:
    void chooseFileAndBackUp();

    QMainWindow *m_window;
    desktop::DatabaseSession &m_session;
    QAction *m_action;
};

} // namespace rd::ui
