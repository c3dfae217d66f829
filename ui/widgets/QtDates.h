#pragma once

#include "engine/rating/Date.h"

#include <QDate>

namespace rd::ui {

// The engine's dates in Qt's form and back, for the widgets that show and take them.
inline QDate toQDate(const Date &date)
{
    return QDate(date.year, date.month, date.day);
}

inline Date toDate(const QDate &date)
{
    return Date { date.year(), date.month(), date.day() };
}

} // namespace rd::ui
