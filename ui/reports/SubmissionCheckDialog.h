#pragma once

#include "desktop/DesktopFwd.h"
#include "engine/edit/EditResult.h"
#include "engine/io/SubmissionCheck.h"

#include <QDialog>

#include <functional>
#include <optional>
#include <vector>

class QPushButton;

namespace rd::ui {

class ProblemsPanel;

// Before a file leaves for a federation: what the federation requires and the event lacks
// (io::submissionProblems), in the problems panel's style. Choosing a problem goes back to fix
// it; the file is written only when the user says so (Export anyway).
class SubmissionCheckDialog : public QDialog {
    Q_OBJECT

public:
    SubmissionCheckDialog(io::Federation federation, const QString &eventName,
        const std::vector<edit::Problem> &problems, QWidget *parent = nullptr);

    // The place of the problem the user chose to fix; none when he did not choose one.
    std::optional<edit::Location> chosenPlace() const { return m_chosen; }
    ProblemsPanel *problems() const { return m_problems; }

private:
    ProblemsPanel *m_problems;
    QPushButton *m_fix;
    QPushButton *m_export;
    std::optional<edit::Location> m_chosen;
};

// Asks before `format` is written for the event `eventId`, when the format is meant for a
// federation and the event has problems there: true when the file is to be written (no
// problems, or Export anyway). A problem chosen is handed to `showPlace` and nothing is written.
bool confirmSubmission(QWidget *parent, desktop::EventOperations &events, qint64 eventId,
    io::ExchangeFormat format, const std::function<void(const edit::Location &)> &showPlace);
// The same for files of `federation` that are no exchange format (the US Chess rating report).
bool confirmSubmission(QWidget *parent, desktop::EventOperations &events, qint64 eventId,
    io::Federation federation, const std::function<void(const edit::Location &)> &showPlace);

} // namespace rd::ui
