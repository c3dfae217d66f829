#include "ui/PlayerHistory.h"

#include "engine/rating/sagc/GoRank.h"
#include "ui/QtDates.h"

#include <QJsonValue>
#include <QLocale>

#include <algorithm>
#include <cmath>

namespace rd::ui {

namespace {

const QString kDash = QStringLiteral("\u2013");

// A number as the user's locale writes it, without thousands separators (1523,45 in German).
QString numberText(double value, int decimals)
{
    QLocale locale;
    locale.setNumberOptions(QLocale::OmitGroupSeparator);
    return locale.toString(value, 'f', decimals);
}

std::optional<double> number(const QJsonObject &object, const char *key)
{
    const QJsonValue value = object.value(QLatin1String(key));
    return value.isDouble() ? std::optional(value.toDouble()) : std::nullopt;
}

std::optional<int> strength(const QJsonObject &state)
{
    const auto rank
        = sagc::GoRank::parse(state.value(QStringLiteral("rank")).toString().toStdString());
    return rank ? std::optional(rank->strength()) : std::nullopt;
}

// "+25", "-3.50", "0": a difference as shown, without a sign for nothing.
QString withSign(double value, int decimals)
{
    const double scale = std::pow(10.0, decimals);
    const double shown = std::round(value * scale) / scale;
    const QString text = numberText(shown == 0 ? 0.0 : shown, decimals);
    return shown > 0 ? QLatin1Char('+') + text : text;
}

} // namespace

QDate HistoryEntry::date() const
{
    return toQDate(line.endDate);
}

std::vector<HistoryEntry> loadPlayerHistory(store::Database &database, qint64 playerId)
{
    store::HistoryRepository events(database);
    std::vector<HistoryEntry> entries;
    for (RatingSystem system : { RatingSystem::Dwz, RatingSystem::Uscf, RatingSystem::Sagc }) {
        for (store::HistoryLine &line : events.history(playerId, system))
            entries.push_back({ system, std::move(line) });
    }
    std::stable_sort(
        entries.begin(), entries.end(), [](const HistoryEntry &a, const HistoryEntry &b) {
            return a.line.endDate < b.line.endDate;
        });
    return entries;
}

std::optional<double> scaleValue(RatingSystem system, const QJsonObject &state)
{
    if (system != RatingSystem::Sagc)
        return number(state, "rating");
    const auto rank = strength(state);
    if (!rank)
        return std::nullopt;
    return *rank + number(state, "index").value_or(0) / 1000.0;
}

std::optional<double> scaleChange(const HistoryEntry &entry)
{
    const auto before = scaleValue(entry.system, entry.line.before);
    const auto after = scaleValue(entry.system, entry.line.after);
    if (!before || !after)
        return std::nullopt;
    return (*after - *before) * (entry.system == RatingSystem::Sagc ? 1000 : 1);
}

QString HistoryText::state(RatingSystem system, const QJsonObject &state)
{
    const auto index = number(state, "index");
    if (system == RatingSystem::Sagc) {
        if (!strength(state))
            return kDash;
        return state.value(QStringLiteral("rank")).toString() + QLatin1Char('/')
            + numberText(index.value_or(0), 0);
    }
    const auto rating = number(state, "rating");
    if (!rating)
        return kDash;
    if (system == RatingSystem::Dwz)
        return numberText(*rating, 0) + QLatin1Char('-') + numberText(index.value_or(0), 0);
    QString text = numberText(*rating, 2);
    if (const auto published = number(state, "rating_rounded"))
        text += QStringLiteral(" (%1)").arg(numberText(*published, 0));
    return text;
}

QString HistoryText::change(const HistoryEntry &entry)
{
    const QJsonObject &before = entry.line.before;
    const QJsonObject &after = entry.line.after;
    const bool hadRating = scaleValue(entry.system, before).has_value();
    if (!scaleValue(entry.system, after))
        return kDash;
    if (!hadRating)
        return tr("first rating");
    if (entry.system == RatingSystem::Sagc) {
        // The record sheet's change column: index points within a rank (sagc.md §6).
        const int from = *strength(before);
        const int to = *strength(after);
        const QString rank = after.value(QStringLiteral("rank")).toString();
        if (to > from)
            return tr("promoted to %1").arg(rank);
        if (to < from)
            return tr("demoted to %1").arg(rank);
        return withSign(
            number(after, "index").value_or(0) - number(before, "index").value_or(0), 0);
    }
    return withSign(*scaleChange(entry), entry.system == RatingSystem::Uscf ? 2 : 0);
}

} // namespace rd::ui
