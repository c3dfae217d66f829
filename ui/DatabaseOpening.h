#pragma once

#include "engine/store/Database.h"
#include "engine/store/SessionLock.h"

#include <QCoreApplication>
#include <QString>

#include <memory>
#include <optional>

class QMainWindow;

namespace rd::ui {

// Opens a database for a desktop window: for changing it under the session lock, or, when
// another session holds it, the file may not be changed or it is damaged, read-only once the
// user agrees (a sentence says why). Every other refusal is said in a sentence at once. While a
// database is busy, the window's status bar says that it is waited for.
class DatabaseOpening {
    Q_DECLARE_TR_FUNCTIONS(rd::ui::DatabaseOpening)

public:
    struct Opened {
        std::unique_ptr<store::Database> database;
        std::unique_ptr<store::SessionLock> lock; // null when read-only
        QString readOnlyReason; // empty when it may be changed
    };

    explicit DatabaseOpening(QMainWindow *window);

    // Nothing when the user said no or the database cannot be opened (he was told why).
    std::optional<Opened> open(const QString &path, store::Database::Opening opening) const;

private:
    bool askReadOnly(const QString &why) const;

    QMainWindow *m_window;
};

} // namespace rd::ui
