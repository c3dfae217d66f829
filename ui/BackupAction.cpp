#include "ui/BackupAction.h"

#include "desktop/DatabaseSession.h"
#include "engine/store/DatabaseBackup.h"
#include "ui/ErrorReport.h"
#include "ui/FileDialogs.h"

#include <QAction>
#include <QCursor>
#include <QDateTime>
#include <QDir>
#include <QFileInfo>
#include <QGuiApplication>
#include <QIcon>
#include <QMainWindow>
#include <QScopeGuard>
#include <QStandardPaths>
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

QString BackupAction::offeredFile(const store::Database &database)
{
    const QDateTime now = QDateTime::currentDateTimeUtc();
    if (!database.onServer())
        return store::AutomaticBackups::newFile(database.path(), QStringLiteral("backup"), now);
    const QString name = database.location().databaseName
        + now.toString(QStringLiteral("-yyyy-MM-ddTHH-mm-ssZ-'backup.sqlite'"));
    return QDir(QStandardPaths::writableLocation(QStandardPaths::DocumentsLocation)).filePath(name);
}

void BackupAction::chooseFileAndBackUp()
{
    if (!m_session.isOpen())
        return;
    store::Database &database = m_session.database();
    const QString offered = offeredFile(database);
    // The folder of the automatic backups is offered; the user may choose any other.
    QDir().mkpath(QFileInfo(offered).absolutePath());
    const QString file = chooseFileToSave(m_window, tr("Back up database"), offered,
        tr("ratingdesk databases (*.sqlite);;All files (*)"));
    if (file.isEmpty())
        return;
    const bool done = ErrorReport::guard(m_window, tr("Back up database"), [&] {
        QGuiApplication::setOverrideCursor(Qt::WaitCursor);
        const auto waited = qScopeGuard([] { QGuiApplication::restoreOverrideCursor(); });
        store::backupDatabase(database, file);
    });
    if (done)
        m_window->statusBar()->showMessage(
            tr("Backed up to %1").arg(QDir::toNativeSeparators(file)));
}

} // namespace rd::ui
