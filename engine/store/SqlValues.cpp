#include "engine/store/SqlValues.h"

#include "engine/store/Database.h"

#include <QJsonDocument>

namespace rd::store::sql {

namespace {

[[noreturn]] void unreadable(const QString &column, const QVariant &value)
{
    throw DatabaseError(DatabaseError::Kind::NotADatabase,
        QStringLiteral("the stored %1 \"%2\" cannot be read")
            .arg(column, value.toString())
            .toStdString());
}

} // namespace

QString text(const std::string &value)
{
    return QString::fromStdString(value);
}

QVariant textOrNull(const std::string &value)
{
    return value.empty() ? QVariant() : QVariant(text(value));
}

QString json(const QJsonObject &object)
{
    return QString::fromUtf8(QJsonDocument(object).toJson(QJsonDocument::Compact));
}

QJsonObject object(const Rows &row, const QString &column)
{
    return QJsonDocument::fromJson(row.value(column).toString().toUtf8()).object();
}

QVariant dateOrNull(const std::optional<Date> &date)
{
    return date ? QVariant(text(date->toIso())) : QVariant();
}

QVariant textOrNull(const QString &text)
{
    return text.isEmpty() ? QVariant() : QVariant(text);
}

std::optional<Date> optionalDate(const Rows &row, const QString &column)
{
    const QVariant value = row.value(column);
    if (value.isNull())
        return std::nullopt;
    return date(row, column);
}

Date date(const Rows &row, const QString &column)
{
    const QVariant value = row.value(column);
    if (const auto parsed = Date::fromIso(value.toString().toStdString()))
        return *parsed;
    unreadable(column, value);
}

QString systemKey(RatingSystem system)
{
    return text(toString(system));
}

RatingSystem system(const Rows &row, const QString &column)
{
    const QVariant value = row.value(column);
    if (const auto parsed = parseRatingSystem(value.toString().toStdString()))
        return *parsed;
    unreadable(column, value);
}

qint64 id(const Rows &row, const QString &column)
{
    return row.value(column).toLongLong();
}

std::vector<qint64> ids(Rows rows)
{
    std::vector<qint64> ids;
    while (rows.next())
        ids.push_back(id(rows, QStringLiteral("id")));
    return ids;
}

QVariant portable(const QVariant &value)
{
    if (value.typeId() == QMetaType::Bool)
        return value.toBool() ? 1 : 0;
    return value;
}

} // namespace rd::store::sql
