#pragma once

#include "desktop/DatabaseLocation.h"
#include "desktop/DesktopFwd.h"

#include <QObject>

class QMainWindow;
class QMenu;

namespace rd::ui {

// File's database entries: New database…, Open database…, Connect to server… and the recent
// databases. A database another desktop session holds opens read-only if the user says so; a
// server's password is asked again, as typed, until it opens or the user gives up.
class DatabaseMenu : public QObject {
    Q_OBJECT

public:
    DatabaseMenu(desktop::DatabaseSession &session, QMainWindow *window);

    // Adds the entries to `fileMenu`.
    void addTo(QMenu *fileMenu);
    // Opens `path` in the session as `opening` says; false, after saying why, when it does not
    // open. One another session holds, the user may not change or that is damaged opens
    // read-only if the user agrees.
    bool open(const QString &path, desktop::Opening opening = desktop::Opening::ReadWrite);

private:
    void newDatabase();
    void chooseDatabase();
    // `given` fills the dialog in.
    void connectToServer(const QString &given = {});
    bool openServerDatabase(const QString &url, const QString &password);
    void refreshRecent();

    desktop::DatabaseSession &m_session;
    QMainWindow *m_window;
    QMenu *m_recent = nullptr;
};

} // namespace rd::ui
