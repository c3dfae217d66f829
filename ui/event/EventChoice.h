#pragma once

#include "desktop/DesktopFwd.h"
#include "engine/model/Events.h"
#include "engine/model/Plan.h"
#include "engine/rating/EventInput.h"

#include <QObject>

#include <optional>

class QTableView;

namespace rd::ui {

class EditedEvent;
class EventListModel;

// Which event the user means: the one chosen in the events list, and the one reports, export,
// print and delete act on — the event whose tab is shown, else the list's choice; from the
// list's own menu and keys always the list's choice. What the actions show of an event is read
// here once: its name as last typed, its content for reports and its evaluation.
class EventChoice : public QObject {
    Q_OBJECT

public:
    EventChoice(desktop::EventOperations &events, EditedEvent &edited, QTableView *list,
        EventListModel *model);

    std::optional<qint64> selected() const;
    std::optional<qint64> current() const;
    // What update() read of selected() and current().
    const std::optional<model::EventSummary> &selectedSummary() const { return m_selected; }
    const std::optional<model::EventSummary> &currentSummary() const { return m_current; }
    void select(qint64 eventId);
    // While true, current() is the list's choice (its context menu and keys act).
    void setActingOnList(bool onList);
    bool isActingOnList() const { return m_actingOnList; }
    // Reads the chosen events again and says changed().
    void update();

    std::optional<model::EventSummary> summaryOf(qint64 eventId);
    // An event as the user last named it: the one being edited as typed, another as stored.
    QString nameOf(qint64 eventId);
    // True, after saying why under `title`, while `eventId` is open with a field holding text
    // the event does not take: nothing is written of it then.
    bool refusedWhileUnreadable(qint64 eventId, const QString &title);
    // current() for an action titled `title` that writes the event out; nothing, after saying
    // why, while no event is chosen or refusedWhileUnreadable().
    std::optional<qint64> currentToWrite(const QString &title);
    // What reports show of an event: the one being edited as typed, another as kept.
    std::optional<EventInput> reportedEvent(qint64 eventId);
    // The evaluation of an event as it would be saved: for the event being edited, of what was
    // typed; nothing, with the reason in `why`, when it cannot be rated.
    std::optional<model::Plan> planOf(qint64 eventId, QString *why = nullptr);

signals:
    // The list's choice moved.
    void selectionChanged();
    // What the actions act on may have changed (update()).
    void changed();

private:
    void showTypedDraft();

    desktop::EventOperations &m_events;
    EditedEvent &m_edited;
    QTableView *m_list;
    EventListModel *m_model;
    bool m_actingOnList = false;
    std::optional<qint64> m_kept; // the choice while the list is read again
    std::optional<model::EventSummary> m_selected;
    std::optional<model::EventSummary> m_current;
};

} // namespace rd::ui
