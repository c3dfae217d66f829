#include "desktop/EventOperations.h"

#include "desktop/Failures.h"
#include "engine/store/EventExport.h"
#include "engine/store/EventLifecycle.h"
#include "engine/store/EventRepository.h"

#include <utility>

namespace rd::desktop {

namespace {

// The store's outcome without a result beyond having happened, told to the session as a change
// of the events.
Outcome<Done> changed(DatabaseSession &session, store::Outcome<store::Done> &&outcome)
{
    if (!outcome)
        return refusalOf(outcome);
    emit session.eventsChanged();
    return Done {};
}

// The store's outcome with a result, told to the session as a change of the events when it
// happened.
template <typename Result>
Outcome<Result> changed(DatabaseSession &session, store::Outcome<Result> &&outcome)
{
    if (!outcome)
        return refusalOf(outcome);
    emit session.eventsChanged();
    return std::move(*outcome);
}

// The store's outcome of a read.
template <typename Result> Outcome<Result> read(store::Outcome<Result> &&outcome)
{
    if (!outcome)
        return refusalOf(outcome);
    return std::move(*outcome);
}

} // namespace

EventOperations::EventOperations(DatabaseSession &session)
    : m_session(session)
{
}

Outcome<std::vector<model::EventSummary>> EventOperations::events()
{
    return attempt([this] { return store::EventRepository(m_session.database()).allEvents(); });
}

Outcome<std::optional<model::EventSummary>> EventOperations::summary(qint64 eventId)
{
    return attempt(
        [this, eventId] { return store::EventRepository(m_session.database()).summary(eventId); });
}

Outcome<io::EventFile> EventOperations::content(
    qint64 eventId, bool *typed, QMap<QString, QString> *unfinishedEntries)
{
    auto opened = m_session.lifecycle().open(eventId, store::EventLifecycle::Access::Look);
    if (!opened)
        return refusalOf(opened);
    if (typed)
        *typed = opened->typed;
    if (unfinishedEntries)
        *unfinishedEntries = opened->unfinishedEntries;
    return io::EventFile { std::move(opened->content), std::move(opened->details) };
}

Outcome<qint64> EventOperations::createEmpty(RatingSystem system, Date day)
{
    return changed(m_session, m_session.lifecycle().createEmpty(system, day));
}

Outcome<qint64> EventOperations::addDraft(const io::EventFile &content)
{
    return changed(m_session, m_session.lifecycle().addDraft(content));
}

Outcome<qint64> EventOperations::duplicate(qint64 eventId)
{
    return changed(m_session, m_session.lifecycle().duplicate(eventId));
}

Outcome<std::optional<EventEditor>> EventOperations::startCorrection(qint64 eventId)
{
    const auto correction = m_session.lifecycle().startCorrection(eventId);
    if (!correction)
        return refusalOf(correction);
    if (!correction->editedElsewhere) {
        emit m_session.eventsChanged();
        return std::optional<EventEditor>();
    }
    const store::EditingLocks::Editor &editor = *correction->editedElsewhere;
    return std::optional(EventEditor { editor.user, editor.host, editor.since });
}

Outcome<Done> EventOperations::discardCorrection(qint64 eventId)
{
    return changed(m_session, m_session.lifecycle().discardCorrection(eventId));
}

Outcome<Done> EventOperations::changeDetails(qint64 eventId, const io::EventParticulars &changed)
{
    return desktop::changed(m_session, m_session.lifecycle().changeDetails(eventId, changed));
}

Outcome<std::vector<io::DetailsChange>> EventOperations::detailsChanges(qint64 eventId)
{
    return read(m_session.lifecycle().detailsChanges(eventId));
}

Outcome<model::Plan> EventOperations::deleteEvent(
    qint64 eventId, const std::optional<model::Plan> &previewed)
{
    return changed(m_session, m_session.lifecycle().deleteEvent(eventId, previewed));
}

Outcome<DeletedDraft> EventOperations::deleteDraft(qint64 eventId)
{
    auto gone = m_session.lifecycle().deleteDraft(eventId);
    if (!gone)
        return refusalOf(gone);
    DeletedDraft deleted;
    deleted.m_deleted = std::make_shared<const store::DeletedDraft>(std::move(*gone));
    emit m_session.eventsChanged();
    return deleted;
}

Outcome<Done> EventOperations::restoreDraft(const DeletedDraft &deleted)
{
    return changed(m_session, m_session.lifecycle().restoreDraft(*deleted.m_deleted));
}

Outcome<model::Plan> EventOperations::preview(qint64 eventId)
{
    return read(m_session.lifecycle().preview(eventId));
}

Outcome<model::Plan> EventOperations::previewDraft(qint64 eventId, const EventInput &held)
{
    return read(m_session.lifecycle().previewDraft(eventId, held));
}

Outcome<model::Plan> EventOperations::previewCorrection(qint64 eventId, const EventInput &corrected)
{
    return read(m_session.lifecycle().previewCorrection(eventId, corrected));
}

Outcome<model::Plan> EventOperations::previewDeletion(qint64 eventId)
{
    return read(m_session.lifecycle().previewDeletion(eventId));
}

Outcome<Done> EventOperations::commit(const model::Plan &plan)
{
    return changed(m_session, m_session.lifecycle().commit(plan));
}

Outcome<std::optional<QByteArray>> EventOperations::exportEvent(
    qint64 eventId, io::ExchangeFormat format)
{
    return attempt([&] { return store::exportEvent(m_session.database(), eventId, format); });
}

Outcome<io::UscfReportWriting> EventOperations::uscfReport(qint64 eventId, const Date &today)
{
    return attempt([&] { return store::exportUscfReport(m_session.database(), eventId, today); });
}

} // namespace rd::desktop
