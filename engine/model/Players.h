#pragma once

#include "engine/model/StartingRatings.h"
#include "engine/rating/Date.h"

#include <QString>
#include <QStringList>

#include <map>
#include <optional>
#include <vector>

namespace rd::model {

// A registry player as lists of players show him.
struct PlayerSummary {
    qint64 id = 0;
    QString name;
    std::optional<Date> birthDate;
    std::optional<int> birthYear;
    QStringList federationIds; // "dsb:12345"
    QString club = {}; // empty when not known
};

// A player of the registry as the registry dialog edits him.
struct PlayerDetails {
    qint64 id = 0; // 0: a new player
    QString name;
    std::optional<Date> birthDate;
    std::map<QString, QString> federationIds; // kind (dsb, uscf, fide, sagc) -> id
    StartingRatings startingRatings;
    std::optional<int> birthYear = {}; // kept when the birth date is not known
    QString sex = {}; // m, w or f (kSexes); empty when not known
    QString title = {}; // the FIDE title (kFideTitles); empty for none
    QString federation = {}; // e.g. "GER"
    QString club = {}; // the club he plays for, as a rating list or the players' CSV names it

    // The year of the birth date, or the year kept alone.
    std::optional<int> yearOfBirth() const
    {
        return birthDate ? std::optional(birthDate->year) : birthYear;
    }
};

// Whether `other` is likely the registry's record of `player`: the same name (model::sameName), the
// same federation id, or the same birth year and a similar name (the same surname and given names
// that start alike: "Weber, J." and "Weber, Jürgen").
bool looksLikeSamePlayer(const PlayerDetails &player, const PlayerSummary &other);
// The players of `registry` other than `player` himself who look like him.
std::vector<PlayerSummary> likelyDuplicatesAmong(
    const PlayerDetails &player, const std::vector<PlayerSummary> &registry);

// Players found, in the registry's order, each with whether another one found has his name
// (spaces and letter case aside): namesakes a list tells apart.
struct FoundPlayers {
    std::vector<PlayerSummary> players;
    std::vector<bool> hasNamesake;
};

} // namespace rd::model
