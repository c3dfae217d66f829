#pragma once

#include "engine/rating/Date.h"
#include "engine/rating/RatingSystem.h"
#include "engine/store/Rows.h"

#include <QJsonObject>
#include <QString>
#include <QVariant>

#include <optional>
#include <string>
#include <vector>

namespace rd::store {

// How the repositories put values into columns and read them back, by column name. A stored
// value that cannot be read is a DatabaseError (a damaged database), never undefined behaviour.
namespace sql {

QString text(const std::string &value);
// NULL for an empty text: a value not given.
QVariant textOrNull(const std::string &value);
QString json(const QJsonObject &object);
QJsonObject object(const Rows &row, const QString &column);
QVariant dateOrNull(const std::optional<Date> &date);
// NULL for an empty text.
QVariant textOrNull(const QString &text);
std::optional<Date> optionalDate(const Rows &row, const QString &column);
Date date(const Rows &row, const QString &column);
QString systemKey(RatingSystem system);
RatingSystem system(const Rows &row, const QString &column);
qint64 id(const Rows &row, const QString &column);
// The ids in the column named "id" of every row of `rows`, in their order.
std::vector<qint64> ids(Rows rows);
// A value bound as both SQLite and PostgreSQL take it: a flag as 0 or 1, since PostgreSQL does
// not turn a boolean into the integer of a column.
QVariant portable(const QVariant &value);

} // namespace sql

} // namespace rd::store
