#include "engine/model/TypedPlayer.h"

#include <QStringList>

#include <algorithm>

namespace rd::model {

namespace {

QString nameKey(const QString &name)
{
    return name.normalized(QString::NormalizationForm_C).simplified().toCaseFolded();
}

// One detail typed in brackets is one of `player`'s, or his number after a word ("no. 7",
// "Nr. 7").
bool hasDetail(const PlayerSummary &player, const QString &detail)
{
    const QStringList words = detail.split(QLatin1Char(' '), Qt::SkipEmptyParts);
    if (words.size() == 2 && words.back() == QString::number(player.id))
        return true;
    const QStringList details = detailsShownOf(player);
    return std::any_of(details.begin(), details.end(),
        [&](const QString &own) { return nameKey(own) == nameKey(detail); });
}

// The details typed in brackets are all `player`'s: each one of his (a club's name may hold a
// comma, so all of them together may be his details as a suggestion writes them).
bool hasDetails(const PlayerSummary &player, const QString &details)
{
    if (nameKey(detailsShownOf(player).join(QStringLiteral(", "))) == nameKey(details))
        return true;
    const QStringList typed = details.split(QLatin1Char(','), Qt::SkipEmptyParts);
    return !typed.isEmpty() && std::all_of(typed.begin(), typed.end(), [&](const QString &detail) {
        return hasDetail(player, detail.simplified());
    });
}

// Whether `typed` is `player`'s name, alone or followed by details of his in brackets.
bool means(const QString &typed, const PlayerSummary &player)
{
    if (sameName(typed, player.name))
        return true;
    const QString text = typed.simplified();
    if (!text.endsWith(QLatin1Char(')')))
        return false;
    // The name may itself hold a bracket: every " (" is tried as the start of the details.
    for (qsizetype open = text.indexOf(QLatin1String(" (")); open >= 0;
         open = text.indexOf(QLatin1String(" ("), open + 1)) {
        if (sameName(text.left(open), player.name)
            && hasDetails(player, text.mid(open + 2, text.size() - open - 3)))
            return true;
    }
    return false;
}

} // namespace

QStringList detailsShownOf(const PlayerSummary &player)
{
    QStringList details;
    if (player.birthDate)
        details << QString::number(player.birthDate->year);
    else if (player.birthYear)
        details << QString::number(*player.birthYear);
    if (!player.club.isEmpty())
        details << player.club;
    details << player.federationIds;
    return details;
}

bool sameName(const QString &one, const QString &other)
{
    return nameKey(one) == nameKey(other);
}

std::vector<PlayerSummary> playersMeantBy(
    const QString &typed, const std::vector<PlayerSummary> &registry)
{
    std::vector<PlayerSummary> meant;
    if (typed.trimmed().isEmpty())
        return meant;
    std::copy_if(registry.begin(), registry.end(), std::back_inserter(meant),
        [&](const PlayerSummary &player) { return means(typed, player); });
    return meant;
}

} // namespace rd::model
