#pragma once

#include "engine/checks/ChessChecks.h"
#include "engine/checks/PlayerNumbers.h"
#include "engine/edit/CrosstableNotation.h"
#include "engine/edit/EditResult.h"
#include "engine/rating/EventInput.h"

#include <QString>
#include <QStringList>

#include <optional>
#include <string>
#include <vector>

namespace rd::edit {

// Start numbers, placeholders and players as the checks name them (rd_checks).
using checks::playerIdAt;
using checks::playerText;
using checks::startNumberOf;

// A game from the side of one of its players, as his crosstable cell shows it.
CrosstableEntry entryOf(const ChessGame &game, const std::string &player, int opponent);
// The name of the step that sets a game: "Round 3: 5 – 12 1-0".
QString gameStepText(int round, int white, int black, GameResult result);
// What is wrong with `text` typed into the cell of `startNumber` in `round` when it is no
// crosstable notation (parseCrosstableEntry()); nothing when it can be entered as it stands.
std::optional<Problem> unreadableEntry(
    const EventInput &event, int startNumber, int round, const QString &text);

// The operations of the crosstable and pairing editors on a chess event. Each one either
// changes the event and says so (the name of the undo step), or changes nothing and says why in
// the user's words, naming players and round. An entry that contradicts another player's cell is
// a conflict, applied only when the caller repeats it with Resolution::Replace; so is an entry
// that changes a game already entered (from either player's row), since that game is the other
// player's cell as well. So is the first entry of a round after the rounds planned
// (EventProperties::roundsPlanned): its problem names the field "rounds_planned".
class ChessEventEdit {
public:
    explicit ChessEventEdit(EventInput &event);

    // What the director types into the cell of `startNumber` in `round`: a game, a bye, or
    // nothing to clear the cell (crosstable notation, parseCrosstableEntry()).
    EditResult enterResult(int startNumber, int round, const QString &notation,
        Resolution resolution = Resolution::Refuse);
    // The result of the game on `board` (from 1) of `round`, as a pairing list writes it.
    EditResult setResult(int round, int board, GameResult result);
    // The event's dates; an end before the start is refused (event-document.md, event.start_date).
    // The rule set follows the end date while it is the system's default one.
    EditResult setDates(std::optional<Date> start, Date end);
    // A player by name; with `registryId` the registry's player the director picked, who may
    // share his name with another picked player but is not in the list twice.
    EditResult addPlayer(const QString &name, std::optional<long long> registryId = std::nullopt);
    // A player with what the director gave of him (birth, the starting state the event rates
    // him with); the id of the event is given here.
    EditResult addPlayer(PlayerInput player);
    EditResult renamePlayer(int startNumber, const QString &name);
    // The player leaves the event with his games and byes; later start numbers move up.
    EditResult removePlayer(int startNumber);
    // The player takes start number `to`; those between move by one.
    EditResult movePlayer(int from, int to);

private:
    bool isPlayer(int startNumber) const;
    QString nameTaken(const QString &name, int except, std::optional<long long> registryId) const;
    EditResult enterGame(
        int startNumber, int round, const CrosstableEntry &entry, Resolution resolution);
    // A bye of the points given; none: the pairing-allocated bye, scoring the event's rule.
    EditResult enterBye(
        int startNumber, int round, std::optional<double> points, Resolution resolution);
    // The games of `startNumber` in `round` other than `kept`, in the user's words: what an
    // entry in his cell would change in his opponents' cells.
    QStringList gamesReplaced(int startNumber, int round, const ChessGame *kept) const;
    EditResult clearCell(int startNumber, int round);

    EventInput &m_event;
};

// The checks of a chess event's games and byes (rd_checks).
using checks::checkChessEvent;
using checks::Checks;

} // namespace rd::edit
