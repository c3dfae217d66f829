#include "ui/DatabaseOpening.h"

#include <QMainWindow>
#include <QMessageBox>
#include <QPointer>
#include <QStatusBar>

namespace rd::ui {

namespace {

using Kind = store::DatabaseError::Kind;

// Refusals of writing that still let the user look.
bool allowsReading(const store::DatabaseError &error)
{
    return error.kind() == Kind::ReadOnly || error.kind() == Kind::Damaged;
}

} // namespace

DatabaseOpening::DatabaseOpening(QMainWindow *window)
    : m_window(window)
{
    const QPointer<QStatusBar> bar = window->statusBar();
    store::Database::setWaitingNotice([bar](const QString &sentence) {
        if (!bar)
            return;
        bar->showMessage(sentence);
        bar->repaint(); // the wait blocks the event loop
    });
}

bool DatabaseOpening::askReadOnly(const QString &why) const
{
    return QMessageBox::question(m_window, tr("Open read-only?"),
               tr("%1\n\nOpen it read-only? You can look at everything, but change "
                  "nothing.")
                   .arg(why))
        == QMessageBox::Yes;
}

std::optional<DatabaseOpening::Opened> DatabaseOpening::open(
    const QString &path, store::Database::Opening opening) const
{
    using store::Database;
    Opened opened;
    opened.lock = std::make_unique<store::SessionLock>(path);
    const auto refuse = [this](const std::exception &error) {
        QMessageBox::warning(m_window, tr("Cannot open the database"), store::userMessageOf(error));
        return std::nullopt;
    };
    if (!opened.lock->acquire()) {
        if (const auto holder = store::SessionLock::holderOf(path)) {
            // Another desktop session holds it: looking is allowed, changing is not.
            if (!askReadOnly(store::SessionLock::inUseSentence(path, *holder)))
                return std::nullopt;
            opened.readOnlyReason = tr("Read-only: another session holds this database");
            opened.lock.reset();
        }
    }
    try {
        if (opened.readOnlyReason.isEmpty()) {
            try {
                opened.database = std::make_unique<Database>(path, opening);
                // A database just created is in a folder the lock file may not have had before.
                if (!opened.lock->acquire()) {
                    opened.readOnlyReason
                        = tr("Read-only: no session could be kept for this database");
                    opened.lock.reset();
                }
                return opened;
            } catch (const store::DatabaseError &error) {
                if (!allowsReading(error) || opening == Database::Opening::CreateNew)
                    throw;
                if (!askReadOnly(error.userMessage()))
                    return std::nullopt;
                opened.readOnlyReason = error.kind() == Kind::Damaged
                    ? tr("Read-only: the database is damaged; restore the last backup")
                    : tr("Read-only: you may not change this database");
                opened.lock.reset();
            }
        }
        opened.database = std::make_unique<Database>(path, Database::Opening::ReadOnly);
        return opened;
    } catch (const std::exception &error) {
        return refuse(error);
    }
}

} // namespace rd::ui
