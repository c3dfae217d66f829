#pragma once

#include "engine/rating/Date.h"

#include <QLocale>
#include <QString>

namespace rd::checks {

// The user's locale's short date format with the whole year (dd.MM.yyyy, M/d/yyyy): the way the
// desktop's date fields and every sentence naming a day write it.
QString wholeYearDateFormat(const QLocale &locale);

// `date` as wholeYearDateFormat writes it in the user's locale (24.11.2026, 11/24/2026).
QString dateText(const Date &date);

} // namespace rd::checks
