#pragma once

#include <QString>

#include <exception>
#include <stdexcept>

class QWidget;

namespace rd::ui {

// The one way a failure reaches the user: a dialog that says in his words what did not happen
// and what to do; the technical details (SQLite's, the standard library's words) go to the log,
// never into the dialog.
// Every slot that reaches the engine or the store runs its work through guard().
class ErrorReport {
public:
    // The sentence for a failure; `action` names what the user was doing ("Import"). What the
    // user chose in the window and is missing now was deleted meanwhile (DatabaseError::Asked).
    static QString sentence(const QString &action, const std::exception &error);
    static void show(QWidget *parent, const QString &action, const std::exception &error);

    // Runs `work`; a failure is shown and false returned, so no exception leaves a slot.
    template <typename Work> static bool guard(QWidget *parent, const QString &action, Work &&work)
    {
        try {
            work();
            return true;
        } catch (const std::exception &error) {
            show(parent, action, error);
        } catch (...) {
            show(parent, action, std::runtime_error("an error without a description"));
        }
        return false;
    }
};

} // namespace rd::ui
