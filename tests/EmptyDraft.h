#pragma once

// A new empty DWZ draft in a test's database, as File > New chess event makes it.
#include "engine/rating/RuleSets.h"
#include "engine/store/Database.h"
#include "engine/store/EventRepository.h"

#include <QString>

namespace rd::test {

inline qint64 addEmptyDraft(rd::store::Database &database, const QString &name)
{
    rd::EventInput event;
    event.system = rd::RatingSystem::Dwz;
    event.event.name = name.toStdString();
    event.event.endDate = rd::Date { 2026, 11, 23 };
    event.ruleset = rd::defaultRuleSet(event.system, event.event.endDate).name;
    rd::store::Transaction transaction(database);
    const qint64 id = rd::store::EventRepository(database).importEvent(event);
    transaction.commit();
    return id;
}

} // namespace rd::test
