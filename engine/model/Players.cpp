#include "engine/model/Players.h"

#include "engine/model/TypedPlayer.h"

namespace rd::model {

namespace {

// "Weber, J." and "Weber, Jürgen": the same surname, and the shorter given names (without a
// closing full stop) begin the longer ones; letter case and spaces aside.
bool similarNames(const QString &one, const QString &other)
{
    const QStringList oneParts = one.simplified().toCaseFolded().split(QLatin1Char(','));
    const QStringList otherParts = other.simplified().toCaseFolded().split(QLatin1Char(','));
    if (oneParts.size() != 2 || otherParts.size() != 2
        || oneParts[0].trimmed() != otherParts[0].trimmed())
        return false;
    const auto given = [](const QString &part) {
        QString text = part.trimmed();
        if (text.endsWith(QLatin1Char('.')))
            text.chop(1);
        return text;
    };
    const QString oneGiven = given(oneParts[1]);
    const QString otherGiven = given(otherParts[1]);
    return !oneGiven.isEmpty() && !otherGiven.isEmpty()
        && (oneGiven.startsWith(otherGiven) || otherGiven.startsWith(oneGiven));
}

} // namespace

bool looksLikeSamePlayer(const PlayerDetails &player, const PlayerSummary &other)
{
    if (sameName(other.name, player.name))
        return true;
    const std::optional<int> otherYear
        = other.birthDate ? std::optional(other.birthDate->year) : other.birthYear;
    if (player.yearOfBirth() && player.yearOfBirth() == otherYear
        && similarNames(player.name, other.name))
        return true;
    for (const auto &[kind, value] : player.federationIds) {
        if (!value.isEmpty() && other.federationIds.contains(kind + QLatin1Char(':') + value))
            return true;
    }
    return false;
}

std::vector<PlayerSummary> likelyDuplicatesAmong(
    const PlayerDetails &player, const std::vector<PlayerSummary> &registry)
{
    std::vector<PlayerSummary> duplicates;
    for (const PlayerSummary &other : registry) {
        if (other.id != player.id && looksLikeSamePlayer(player, other))
            duplicates.push_back(other);
    }
    return duplicates;
}

} // namespace rd::model
