#pragma once

#include "engine/checks/GoChecks.h"
#include "engine/edit/EditResult.h"
#include "engine/edit/NumberEntry.h"
#include "engine/rating/EventInput.h"
#include "engine/rating/InputLimits.h"

#include <QString>

#include <vector>

namespace rd::edit {

// A line of a Go record sheet as typed: the players by name (or by a name not in the list yet),
// and the game's data.
struct GoLineEntry {
    QString white;
    QString black;
    int handicap = GoGame::kEvenGame;
    double komi = GoGame::kUsualKomi;
    GoWinner winner = GoWinner::White;
    GoGameStatus status = GoGameStatus::Club;
    std::optional<Date> date;
};

// The numbers of a line as its fields take them: a handicap of 0 to 9 stones (sagc.md §2.4), a
// komi given to White, negative to Black, with at most one decimal (6.5, 0.5, -2.5).
inline const NumberRule kHandicapRule { 0, GoGame::kMostStones, 0, true };
inline const NumberRule kKomiRule { -99.5, 99.5, 1, true };
// A player's SAGC index (sagc.md §1).
inline const NumberRule kSagcIndexRule { limits::kSagcIndex.minimum, limits::kSagcIndex.maximum, 0,
    true };

// The player id a typed name stands for: the player of that name (letter case aside), or the
// name itself for a player not in the list yet, whose lines find him once he is added.
std::string goPlayerIdFor(const EventInput &event, const QString &name);

// The operations of the record-sheet editor on a SAGC event, in entry order (sagc.md §5). Each
// one either changes the event and names the step for undo, or changes nothing and says why,
// naming the line and players.
class GoEventEdit {
public:
    explicit GoEventEdit(EventInput &event);

    // A player with his SAGC rank ("14k", "2d") and index (sagc.md §1); with `registryId` the
    // registry's player the director picked.
    EditResult addPlayer(const QString &name, const QString &rank, int index,
        std::optional<long long> registryId = std::nullopt);
    EditResult addLine(const GoLineEntry &entry);
    // The event's dates, as a chess event's (setEventDates).
    EditResult setDates(std::optional<Date> start, Date end);
    // Line `line` (from 1) becomes `entry`.
    EditResult changeLine(int line, const GoLineEntry &entry);
    EditResult removeLine(int line);

private:
    std::optional<Problem> refusal(const GoLineEntry &entry, int line) const;
    GoGame gameOf(const GoLineEntry &entry) const;

    EventInput &m_event;
};

// The checks of a record sheet's lines (rd_checks).
using checks::checkGoEvent;
using checks::checkGoLine;

} // namespace rd::edit
