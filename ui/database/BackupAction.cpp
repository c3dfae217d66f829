#include "ui/database/BackupAction.h"

#include "desktop/BackupOperations.h"
#include "desktop/DatabaseSession.h"
#include "ui/widgets/ErrorReport.h"
#include "ui/widgets/FileDialogs.h"

#include <QAction>
#include <QCursor>
#include <QDir>
#include <QFileInfo>
#include <QGuiApplication>
#include <QIcon>
#include <QMainWindow>
#include <QStatusBar>

namespace rd::ui {

BackupAction::BackupAction(QMainWindow *window, desktop::DatabaseSession &session)
    : QObject(window)
    , m_window(window)
    , m_session(session)
    , m_action(new QAction(tr("&Back up database…"), window))
{
    m_action->setObjectName(QStringLiteral("actionBackUpDatabase"));
    m_action->setIcon(QIcon::fromTheme(QStringLiteral("document-save-as")));
    connect(m_action, &QAction::triggered, this, &BackupAction::chooseFileAndBackUp);
}

void BackupAction::chooseFileAndBackUp()
{
    if (!m_session.isOpen())
        return;
    desktop::BackupOperations backups(m_session);
    const QString offered = backups.offeredFile();
    // The folder of the automatic backups is offered; the user may choose any other.
    QDir().mkpath(QFileInfo(offered).absolutePath());
    const QString file = chooseFileToSave(m_window, tr("Back up database"), offered,
        tr("ratingdesk databases (*.sqlite);;All files (*)"));
    if (file.isEmpty())
        return;
    QGuiApplication::setOverrideCursor(Qt::WaitCursor);
    const auto backedUp = backups.backUp(file);
    QGuiApplication::restoreOverrideCursor();
    if (ErrorReport::succeeded(m_window, tr("Back up database"), backedUp))
        m_window->statusBar()->showMessage(
            tr("Backed up to %1").arg(QDir::toNativeSeparators(file)));
}

} // namespace rd::ui
