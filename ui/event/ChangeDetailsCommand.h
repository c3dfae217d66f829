#pragma once

#include "desktop/DesktopFwd.h"
#include "desktop/Outcome.h"
#include "engine/io/EventFile.h"
#include "ui/window/WindowStep.h"

#include <QCoreApplication>

#include <functional>

namespace rd::ui {

// A rated event's details changed without a correction (desktop::EventOperations::changeDetails)
// as a step of the main window's Edit > Undo: taken, the details are stored; undone, they are as
// they were, and the event's history keeps both changes.
class ChangeDetailsCommand : public WindowStep {
    Q_DECLARE_TR_FUNCTIONS(rd::ui::ChangeDetailsCommand)

public:
    // `shown` shows the event as stored after each change.
    ChangeDetailsCommand(desktop::EventOperations &events, qint64 eventId,
        io::EventParticulars before, io::EventParticulars after,
        std::function<desktop::Outcome<desktop::Done>()> shown);

private:
    std::optional<StepFailure> forward() override;
    std::optional<StepFailure> back() override;
    std::optional<StepFailure> change(const io::EventParticulars &particulars);

    desktop::EventOperations &m_events;
    qint64 m_eventId;
    io::EventParticulars m_before;
    io::EventParticulars m_after;
    std::function<desktop::Outcome<desktop::Done>()> m_shown;
};

} // namespace rd::ui
