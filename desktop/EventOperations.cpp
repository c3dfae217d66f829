#include "desktop/EventOperations.h"

#include "engine/store/EventExport.h"
#include "engine/store/EventLifecycle.h"
#include "engine/store/EventRepository.h"

#include <utility>

namespace rd::desktop {

EventOperations::EventOperations(DatabaseSession &session)
    : m_session(session)
{
}

std::vector<model::EventSummary> EventOperations::events()
{
    return store::EventRepository(m_session.database()).allEvents();
}

std::optional<model::EventSummary> EventOperations::summary(qint64 eventId)
{
    return store::EventRepository(m_session.database()).summary(eventId);
}

io::EventFile EventOperations::content(
    qint64 eventId, bool *typed, QMap<QString, QString> *unfinishedEntries)
{
    store::OpenedEvent opened
        = m_session.lifecycle().open(eventId, store::EventLifecycle::Access::Look).orThrow();
    if (typed)
        *typed = opened.typed;
    if (unfinishedEntries)
        *unfinishedEntries = opened.unfinishedEntries;
    return { std::move(opened.content), std::move(opened.details) };
}

qint64 EventOperations::createEmpty(RatingSystem system, Date day)
{
    const qint64 id = m_session.lifecycle().createEmpty(system, day).orThrow();
    emit m_session.eventsChanged();
    return id;
}

qint64 EventOperations::addDraft(const io::EventFile &content)
{
    const qint64 id = m_session.lifecycle().addDraft(content).orThrow();
    emit m_session.eventsChanged();
    return id;
}

qint64 EventOperations::duplicate(qint64 eventId)
{
    const qint64 copy = m_session.lifecycle().duplicate(eventId).orThrow();
    emit m_session.eventsChanged();
    return copy;
}

std::optional<EventEditor> EventOperations::startCorrection(qint64 eventId)
{
    const store::OpenedEvent correction = m_session.lifecycle().startCorrection(eventId).orThrow();
    if (!correction.editedElsewhere) {
        emit m_session.eventsChanged();
        return std::nullopt;
    }
    const store::EditingLocks::Editor &editor = *correction.editedElsewhere;
    return EventEditor { editor.user, editor.host, editor.since };
}

void EventOperations::discardCorrection(qint64 eventId)
{
    m_session.lifecycle().discardCorrection(eventId).orThrow();
    emit m_session.eventsChanged();
}

void EventOperations::changeDetails(qint64 eventId, const io::EventParticulars &changed)
{
    m_session.lifecycle().changeDetails(eventId, changed).orThrow();
    emit m_session.eventsChanged();
}

std::vector<io::DetailsChange> EventOperations::detailsChanges(qint64 eventId)
{
    return m_session.lifecycle().detailsChanges(eventId).orThrow();
}

model::Plan EventOperations::deleteEvent(
    qint64 eventId, const std::optional<model::Plan> &previewed)
{
    model::Plan written = m_session.lifecycle().deleteEvent(eventId, previewed).orThrow();
    emit m_session.eventsChanged();
    return written;
}

DeletedDraft EventOperations::deleteDraft(qint64 eventId)
{
    DeletedDraft deleted;
    deleted.m_deleted = std::make_shared<const store::DeletedDraft>(
        m_session.lifecycle().deleteDraft(eventId).orThrow());
    emit m_session.eventsChanged();
    return deleted;
}

void EventOperations::restoreDraft(const DeletedDraft &deleted)
{
    m_session.lifecycle().restoreDraft(*deleted.m_deleted).orThrow();
    emit m_session.eventsChanged();
}

model::Plan EventOperations::preview(qint64 eventId)
{
    return m_session.lifecycle().preview(eventId).orThrow();
}

model::Plan EventOperations::previewDraft(qint64 eventId, const EventInput &held)
{
    return m_session.lifecycle().previewDraft(eventId, held).orThrow();
}

model::Plan EventOperations::previewCorrection(qint64 eventId, const EventInput &corrected)
{
    return m_session.lifecycle().previewCorrection(eventId, corrected).orThrow();
}

model::Plan EventOperations::previewDeletion(qint64 eventId)
{
    return m_session.lifecycle().previewDeletion(eventId).orThrow();
}

void EventOperations::commit(const model::Plan &plan)
{
    m_session.lifecycle().commit(plan).orThrow();
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
