#include "ui/database/DatabaseMenu.h"

#include "desktop/DatabaseSession.h"
#include "ui/database/ServerConnectDialog.h"
#include "ui/widgets/FileDialogs.h"
#include "ui/window/DesktopSettings.h"

#include <QMainWindow>
#include <QMenu>
#include <QMessageBox>
#include <QPointer>
#include <QStatusBar>

#include <optional>
#include <utility>

namespace rd::ui {

DatabaseMenu::DatabaseMenu(desktop::DatabaseSession &session, QMainWindow *window)
    : QObject(window)
    , m_session(session)
    , m_window(window)
{
    // While a database is busy, the status bar says that it is waited for.
    const QPointer<QStatusBar> bar = window->statusBar();
    desktop::DatabaseSession::setWaitingNotice([bar](const QString &sentence) {
        if (!bar)
            return;
        bar->showMessage(sentence);
        bar->repaint(); // the wait blocks the event loop
    });
}

void DatabaseMenu::addTo(QMenu *fileMenu)
{
    fileMenu->addAction(tr("&New database…"), this, &DatabaseMenu::newDatabase)
        ->setObjectName(QStringLiteral("actionNewDatabase"));
    fileMenu->addAction(tr("&Open database…"), this, &DatabaseMenu::chooseDatabase)
        ->setShortcut(QKeySequence::Open);
    fileMenu->addAction(tr("Connect to &server…"), this, [this] { connectToServer(); })
        ->setObjectName(QStringLiteral("actionConnectToServer"));
    m_recent = fileMenu->addMenu(tr("&Recent databases"));
    refreshRecent();
}

bool DatabaseMenu::open(const QString &path, desktop::Opening opening)
{
    const auto mayOpenReadOnly = [this](const QString &why) {
        return QMessageBox::question(m_window, tr("Open read-only?"),
                   tr("%1\n\nOpen it read-only? You can look at everything, but change "
                      "nothing.")
                       .arg(why))
            == QMessageBox::Yes;
    };
    const auto opened = m_session.open(path, opening, mayOpenReadOnly);
    if (!opened) {
        QMessageBox::warning(m_window, tr("Cannot open the database"), opened.failure().sentence);
        return false;
    }
    if (!*opened)
        return false;
    DesktopSettings::rememberDatabase(path);
    refreshRecent();
    return true;
}

void DatabaseMenu::newDatabase()
{
    const QString path
        = chooseFileToSave(m_window, tr("New database"), {}, tr("ratingdesk databases (*.sqlite)"));
    if (!path.isEmpty())
        open(path, desktop::Opening::CreateNew);
}

void DatabaseMenu::chooseDatabase()
{
    const QString path = chooseFileToOpen(
        m_window, tr("Open database"), {}, tr("ratingdesk databases (*.sqlite)"));
    if (!path.isEmpty())
        open(path);
}

void DatabaseMenu::connectToServer(const QString &given)
{
    // A URL that does not parse fills nothing in.
    ServerConnectDialog dialog(
        desktop::ServerAddress::of(given).value_or(desktop::ServerAddress {}), m_window);
    while (dialog.exec() == QDialog::Accepted) {
        if (openServerDatabase(dialog.url(), dialog.password()))
            return;
        dialog.clearPassword();
    }
}

// A typed password goes where the server's client library looks for it (PGPASSWORD), for as
// long as this process runs and never into the settings; one the server refused is taken back.
bool DatabaseMenu::openServerDatabase(const QString &url, const QString &password)
{
    // A database the server's administrator made for us is empty: connecting makes ours there.
    constexpr auto kConnecting = desktop::Opening::CreateIfMissing;
    if (password.isEmpty())
        return open(url, kConnecting);
    const char *variable = "PGPASSWORD";
    const std::optional<QByteArray> before
        = qEnvironmentVariableIsSet(variable) ? std::optional(qgetenv(variable)) : std::nullopt;
    qputenv(variable, password.toUtf8());
    if (open(url, kConnecting))
        return true;
    if (before)
        qputenv(variable, *before);
    else
        qunsetenv(variable);
    return false;
}

void DatabaseMenu::refreshRecent()
{
    if (!m_recent)
        return;
    m_recent->clear();
    const QStringList recent = DesktopSettings::recentDatabases();
    // A server that refuses us (the password of an earlier session is gone) is asked for again.
    for (const QString &path : recent)
        m_recent->addAction(desktop::shownDatabase(path), this, [this, path] {
            if (!open(path) && desktop::isServerDatabase(path))
                connectToServer(path);
        });
    m_recent->setEnabled(!recent.isEmpty());
}

} // namespace rd::ui
