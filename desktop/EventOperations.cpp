#include "desktop/EventOperations.h"

#include "desktop/DatabaseSession.h"
#include "engine/store/EventExport.h"

#include <utility>

namespace rd::desktop {

EventOperations::EventOperations(DatabaseSession &session)
    : m_session(session)
{
}

store::EventLifecycle EventOperations::lifecycle() const
{
    return store::EventLifecycle(m_session.database(), m_session.claims());
}

std::vector<model::EventSummary> EventOperations::events()
{
    return store::EventRepository(m_session.database()).allEvents();
}

std::optional<model::EventSummary> EventOperations::summary(qint64 eventId)
{
    return store::EventRepository(m_session.database()).summary(eventId);
}

EventInput EventOperations::content(
    qint64 eventId, bool *typed, QMap<QString, QString> *unfinishedEntries)
{
    store::OpenedEvent opened
        = lifecycle().open(eventId, store::EventLifecycle::Access::Look).orThrow();
    if (typed)
        *typed = opened.typed;
    if (unfinishedEntries)
        *unfinishedEntries = opened.unfinishedEntries;
    return std::move(opened.content);
}

qint64 EventOperations::createEmpty(RatingSystem system, Date day)
{
    const qint64 id = lifecycle().createEmpty(system, day).orThrow();
    emit m_session.eventsChanged();
    return id;
}

qint64 EventOperations::addDraft(const EventInput &content)
{
    const qint64 id = lifecycle().addDraft(content).orThrow();
    emit m_session.eventsChanged();
    return id;
}

qint64 EventOperations::duplicate(qint64 eventId)
{
    const qint64 copy = lifecycle().duplicate(eventId).orThrow();
    emit m_session.eventsChanged();
    return copy;
}

std::optional<store::EditingLocks::Editor> EventOperations::startCorrection(qint64 eventId)
{
    const store::OpenedEvent correction = lifecycle().startCorrection(eventId).orThrow();
    if (!correction.editedElsewhere)
        emit m_session.eventsChanged();
    return correction.editedElsewhere;
}

void EventOperations::discardCorrection(qint64 eventId)
{
    lifecycle().discardCorrection(eventId).orThrow();
    emit m_session.eventsChanged();
}

void EventOperations::changeDetails(qint64 eventId, const EventProperties &changed)
{
    lifecycle().changeDetails(eventId, changed).orThrow();
    emit m_session.eventsChanged();
}

std::vector<model::DetailsChange> EventOperations::detailsChanges(qint64 eventId)
{
    return lifecycle().detailsChanges(eventId).orThrow();
}

model::Plan EventOperations::deleteEvent(
    qint64 eventId, const std::optional<model::Plan> &previewed)
{
    model::Plan written = lifecycle().deleteEvent(eventId, previewed).orThrow();
    emit m_session.eventsChanged();
    return written;
}

store::DeletedDraft EventOperations::deleteDraft(qint64 eventId)
{
    store::DeletedDraft deleted = lifecycle().deleteDraft(eventId).orThrow();
    emit m_session.eventsChanged();
    return deleted;
}

void EventOperations::restoreDraft(const store::DeletedDraft &deleted)
{
    lifecycle().restoreDraft(deleted).orThrow();
    emit m_session.eventsChanged();
}

model::Plan EventOperations::preview(qint64 eventId)
{
    return lifecycle().preview(eventId).orThrow();
}

model::Plan EventOperations::previewCorrection(qint64 eventId, const EventInput &corrected)
{
    return lifecycle().previewCorrection(eventId, corrected).orThrow();
}

model::Plan EventOperations::previewDeletion(qint64 eventId)
{
    return lifecycle().previewDeletion(eventId).orThrow();
}

void EventOperations::commit(const model::Plan &plan)
{
    lifecycle().commit(plan).orThrow();
    emit m_session.eventsChanged();
}

std::optional<QByteArray> EventOperations::exportEvent(qint64 eventId, io::ExchangeFormat format)
{
    return store::exportEvent(m_session.database(), eventId, format);
}

io::UscfReportWriting EventOperations::uscfReport(qint64 eventId, const Date &today)
{
    return store::exportUscfReport(m_session.database(), eventId, today);
}

} // namespace rd::desktop
