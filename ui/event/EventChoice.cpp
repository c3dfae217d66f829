#include "ui/event/EventChoice.h"

#include "desktop/EventOperations.h"
#include "ui/event/EditedEvent.h"
#include "ui/event/EventListModel.h"
#include "ui/widgets/ErrorReport.h"

#include <QMessageBox>
#include <QTableView>

#include <utility>

namespace rd::ui {

using Mode = EventWorkspace::Mode;

EventChoice::EventChoice(
    desktop::EventOperations &events, EditedEvent &edited, QTableView *list, EventListModel *model)
    : QObject(list)
    , m_events(events)
    , m_edited(edited)
    , m_list(list)
    , m_model(model)
{
    connect(list->selectionModel(), &QItemSelectionModel::currentRowChanged, this, [this] {
        emit selectionChanged();
        update();
    });
    // The choice stays on its event while the list is read again.
    connect(model, &QAbstractItemModel::modelAboutToBeReset, this, [this] { m_kept = selected(); });
    connect(model, &QAbstractItemModel::modelReset, this, [this] {
        showTypedDraft();
        const std::optional<qint64> kept = std::exchange(m_kept, std::nullopt);
        if (!kept || m_model->rowOf(*kept) < 0)
            emit selectionChanged();
        else
            select(*kept);
        update();
    });
    connect(&edited, &EditedEvent::opened, this, [this](qint64 eventId) {
        select(eventId);
        update();
    });
    connect(&edited, &EditedEvent::contentSaved, this, &EventChoice::showTypedDraft);
}

std::optional<qint64> EventChoice::selected() const
{
    const QModelIndex current = m_list->currentIndex();
    if (!current.isValid())
        return std::nullopt;
    return m_model->eventAt(current.row());
}

std::optional<qint64> EventChoice::current() const
{
    if (!m_actingOnList && m_edited.isShown())
        return m_edited.workspace()->eventId();
    return selected();
}

void EventChoice::select(qint64 eventId)
{
    const int row = m_model->rowOf(eventId);
    if (row >= 0)
        m_list->setCurrentIndex(m_model->index(row, 0));
}

void EventChoice::setActingOnList(bool onList)
{
    m_actingOnList = onList;
}

void EventChoice::update()
{
    const auto chosen = selected();
    m_selected = chosen ? summaryOf(*chosen) : std::nullopt;
    const auto currentId = current();
    m_current = currentId && currentId != chosen ? summaryOf(*currentId) : m_selected;
    emit changed();
}

std::optional<model::EventSummary> EventChoice::summaryOf(qint64 eventId)
{
    const auto summary = m_events.summary(eventId);
    if (!ErrorReport::succeeded(m_list->window(), tr("Reading the event"), summary))
        return std::nullopt;
    return *summary;
}

QString EventChoice::nameOf(qint64 eventId)
{
    if (m_edited.isEditing(eventId))
        return QString::fromStdString(m_edited.workspace()->draft()->event().event.name);
    const auto summary = summaryOf(eventId);
    return summary ? summary->name : QString();
}

void EventChoice::showTypedDraft()
{
    EventWorkspace *workspace = m_edited.workspace();
    if (!workspace || workspace->mode() != Mode::Draft)
        return;
    const EventInput &event = workspace->draft()->event();
    m_model->showTypedDraft(workspace->eventId(), QString::fromStdString(event.event.name),
        event.event.endDate, event.system);
}

bool EventChoice::refusedWhileUnreadable(qint64 eventId, const QString &title)
{
    if (!m_edited.isEditing(eventId))
        return false;
    const QStringList unreadable = m_edited.workspace()->unreadableFields();
    if (unreadable.isEmpty())
        return false;
    QMessageBox::warning(m_list->window(), title,
        tr("“%1” is not written while a field holds text that is not part of it:\n%2")
            .arg(nameOf(eventId), unreadable.join(QLatin1Char('\n'))));
    return true;
}

std::optional<qint64> EventChoice::currentToWrite(const QString &title)
{
    const auto eventId = current();
    if (!eventId) {
        QMessageBox::information(m_list->window(), title, tr("Choose an event first."));
        return std::nullopt;
    }
    if (refusedWhileUnreadable(*eventId, title))
        return std::nullopt;
    return eventId;
}

std::optional<EventInput> EventChoice::reportedEvent(qint64 eventId)
{
    if (m_edited.isEditing(eventId))
        return m_edited.workspace()->draft()->event();
    auto event = m_events.content(eventId);
    if (!ErrorReport::succeeded(m_list->window(), tr("Reading the event"), event))
        return std::nullopt;
    return std::move(event->event);
}

std::optional<model::Plan> EventChoice::planOf(qint64 eventId, QString *why)
{
    // The event being edited as its tab holds it, the record sheet's preview the same.
    if (m_edited.isEditing(eventId))
        return m_edited.workspace()->plan(why);
    const desktop::Outcome<model::Plan> plan = m_events.preview(eventId);
    if (plan)
        return *plan;
    if (why)
        *why = EventWorkspace::tr("This event cannot be rated: %1").arg(plan.failure().sentence);
    return std::nullopt;
}

} // namespace rd::ui
