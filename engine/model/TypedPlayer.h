#pragma once

#include "engine/model/Players.h"

#include <QString>
#include <QStringList>

#include <vector>

namespace rd::model {

// Whether two names are the same name: letter case and spaces aside, and an umlaut or accent
// written as one letter or as a letter with its mark (Unicode's composed and decomposed forms).
// Another spelling is another name: "Mueller" is not "Müller".
bool sameName(const QString &one, const QString &other);

// What a suggestion shows of `player` in brackets after his name, in its order: the year of
// birth, the club, the federation ids; what playersMeantBy reads back.
QStringList detailsShownOf(const PlayerSummary &player);

// The registry players a name typed into an editor's player field means (the chess event's
// Add player, the Go sheet's White, Black and player name): those of that name (sameName); a
// name followed by some of the details a suggestion shows in brackets — the year of birth, the
// club, federation ids, the registry's number ("Weber, Jürgen (1961)", "Weber, Jürgen (1961, SK
// Musterstadt, dsb:12345)", "Weber, Jürgen (no. 7)") — means those of his namesakes who have
// all of them. None: a name the registry does not have; more than one: namesakes to choose from.
std::vector<PlayerSummary> playersMeantBy(
    const QString &typed, const std::vector<PlayerSummary> &registry);

} // namespace rd::model
