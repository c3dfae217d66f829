#pragma once

#include <QObject>

class QMenu;
class QWidget;

namespace rd::desktop {
class DatabaseSession;
} // namespace rd::desktop

namespace rd::ui {

// File's database entries: New database…, Open database…, Connect to server… and the recent
// databases. A database another desktop session holds opens read-only if the user says so; a
// server's password is asked again, as typed, until it opens or the user gives up.
class DatabaseMenu : public QObject {
    Q_OBJECT

public:
    DatabaseMenu(desktop::DatabaseSession &session, QWidget *window);

    // Adds the entries to `fileMenu`.
    void addTo(QMenu *fileMenu);
    // Opens `path` in the session; false, after saying why, when it does not open.
    bool open(const QString &path);

private:
    void newDatabase();
    void chooseDatabase();
    // `given` fills the dialog in.
    void connectToServer(const QString &given = {});
    bool openServerDatabase(const QString &url, const QString &password);
    void refreshRecent();

    desktop::DatabaseSession &m_session;
    QWidget *m_window;
    QMenu *m_recent = nullptr;
};

} // namespace rd::ui
