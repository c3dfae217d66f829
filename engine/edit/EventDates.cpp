#include "engine/edit/EventDates.h"

#include "engine/rating/RuleSets.h"

#include <QCoreApplication>
#include <QDate>
#include <QLocale>

namespace rd::edit {

namespace {

// The context lupdate gives the calls below: that of their namespace.
QString tr(const char *text)
{
    return QCoreApplication::translate("rd::edit", text);
}

// A date as the user's locale writes it in lists (QLocale::ShortFormat: 26.11.26, 11/26/26).
QString dateText(const Date &date)
{
    return QLocale().toString(QDate(date.year, date.month, date.day), QLocale::ShortFormat);
}

} // namespace

EditResult setEventDates(EventInput &event, std::optional<Date> start, Date end)
{
    if (start && end < *start)
        return { EditResult::Kind::Refused, QString(),
            { Severity::Error,
                tr("The event cannot end (%1) before it starts (%2).")
                    .arg(dateText(end), dateText(*start)),
                {} } };
    const bool followsDate
        = event.ruleset == defaultRuleSet(event.system, event.event.endDate).name;
    event.event.startDate = start;
    event.event.endDate = end;
    if (followsDate)
        event.ruleset = defaultRuleSet(event.system, end).name;
    return { EditResult::Kind::Applied,
        start ? tr("Dates %1 to %2").arg(dateText(*start), dateText(end))
              : tr("End date %1").arg(dateText(end)),
        {} };
}

} // namespace rd::edit
