#pragma once

#include "engine/rating/Date.h"
#include "engine/rating/GameResult.h"
#include "engine/rating/RatingState.h"

#include <QString>

#include <optional>

namespace rd::model {

// One line of a player's history in one system.
struct HistoryLine {
    qint64 eventId = 0;
    QString eventName;
    Date endDate;
    QString status; // the player's evaluation status: rated, first-rating, unrated, not-rated
    RatingState before; // of the event's system
    RatingState after;
};

// One game of a player in a rated event, from his side (a bye is no game): the round, the
// opponent, his colour and the result, the opponent's state before the event, and what the
// evaluation stores of the game for him (event-document.md, the evaluation's games[]): his
// expected score (DWZ, US Chess) and the change the game brought him (rating points; a Go
// index's points, sagc.md §6). None where the evaluation has none (a newcomer, a forfeit, the
// US Chess special formula, an evaluation stored before games were kept).
struct PlayerGame {
    std::optional<int> round; // chess
    qint64 opponentId = 0;
    QString opponentName;
    bool white = true;
    std::optional<GameResult> result; // a chess game's, as written for White
    std::optional<GoWinner> winner; // a Go game's
    int handicap = 0; // Go
    double komi = 0.0; // Go
    RatingState opponentBefore;
    std::optional<double> expected;
    std::optional<double> change;
};

} // namespace rd::model
