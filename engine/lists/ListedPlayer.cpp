#include "engine/lists/ListedPlayer.h"

#include <algorithm>

namespace rd::lists {

std::optional<Date> lastDwzEvaluation(const ListedPlayer &player)
{
    if (!player.dwzYear || !player.dwzWeek || *player.dwzWeek < 1 || *player.dwzWeek > 53)
        return std::nullopt;
    const auto fourth = Date::fromParts(*player.dwzYear, 1, 4); // always in ISO week 1
    if (!fourth)
        return std::nullopt;
    // Day 0 (1970-01-01) was a Thursday: days since a Monday are (day + 3) mod 7.
    const long day = fourth->dayNumber();
    const long firstMonday = day - ((day % 7 + 7 + 3) % 7);
    const Date monday = Date::fromDayNumber(firstMonday + 7L * (*player.dwzWeek - 1));
    // Week 53 exists only when its Thursday is still in the year.
    if (Date::fromDayNumber(monday.dayNumber() + 3).year != *player.dwzYear)
        return std::nullopt;
    return monday;
}

QString searchKey(const QString &text)
{
    QString key;
    key.reserve(text.size());
    bool blank = false;
    // Most names are ASCII, and then there is nothing to decompose.
    const bool ascii
        = std::all_of(text.begin(), text.end(), [](QChar c) { return c.unicode() < 0x80; });
    for (const QChar c : ascii ? text : text.normalized(QString::NormalizationForm_KD)) {
        if (c.isLetterOrNumber()) {
            if (blank && !key.isEmpty())
                key += QLatin1Char(' ');
            blank = false;
            if (c == QChar(0x00df))
                key += QLatin1String("ss");
            else
                key += c.toLower();
        } else if (!c.isMark()) {
            blank = true;
        }
    }
    return key;
}

} // namespace rd::lists
