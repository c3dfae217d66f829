#pragma once

#include "desktop/Outcome.h"

#include <QString>

class QWidget;

namespace rd::ui {

// The one way a failure reaches the user: a dialog that says in his words what did not happen
// and what to do. What the windows show is the desktop's Failure (desktop/Outcome.h), the one
// shape every operation of desktop/ gives; its technical details (SQLite's, the standard
// library's words) go to the log, never into the dialog.
class ErrorReport {
public:
    // The sentence for a failure; `action` names what the user was doing ("Import").
    static QString sentence(const QString &action, const desktop::Failure &failure);
    static void show(QWidget *parent, const QString &action, const desktop::Failure &failure);

    // Whether `outcome` succeeded; its failure is shown.
    template <typename Result>
    static bool succeeded(
        QWidget *parent, const QString &action, const desktop::Outcome<Result> &outcome)
    {
        if (outcome)
            return true;
        show(parent, action, outcome.failure());
        return false;
    }
};

} // namespace rd::ui
