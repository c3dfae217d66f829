#pragma once

#include "engine/rating/GameResult.h"

#include <QString>

#include <optional>

namespace rd::checks {

// One round cell of a crosstable, seen from the player of its row.
struct CrosstableEntry {
    enum class Kind { Empty, Game, Bye };
    enum class Colour { White, Black };
    // NotPlayed: paired, no result yet (GameResult::NotPlayed).
    enum class Outcome { Win, Draw, Loss, ForfeitWin, ForfeitLoss, NotPlayed };

    Kind kind = Kind::Empty;
    int opponent = 0; // start number; 0 for an opponent who is not in the player list
    Colour colour = Colour::White;
    Outcome outcome = Outcome::Win;
    // A game played but not rated (TRF-16 W, D, L: it lasted less than one move); only with a
    // win, draw or loss.
    bool playedNotRated = false;
    // The points typed with a bye; none for "bye" alone, the pairing-allocated bye, which scores
    // what the event's rule gives it (EventProperties::pairingByePoints).
    std::optional<double> byePoints;

    // The game's result as the event stores it (from White's side).
    GameResult result() const;
};

// Parses what a director types into a round cell; spaces and letter case do not matter.
//   ""         no game: the player's entry in that round is removed
//   N[w|b]R    a game against start number N >= 1 with the row's player as White (w, also when
//              no colour is typed) or Black (b, or s as German writes Schwarz); R is his result:
//              1, 0, a draw (=, ½, 1/2, 0.5, 0,5 or r as German writes remis), + (won by
//              forfeit), - or − (lost by forfeit). Without a colour the result is the end of the
//              text: "121" is a win against 12, "100" a loss against 10, "100,5" a draw against 10.
//              A * after a win, draw or loss marks a game played but not rated ("5w1*"). With a
//              colour and no result ("5w", "5s") the game is paired and not yet played.
//   bye        the pairing-allocated bye, worth the points the event gives it
//   byeP       a bye worth P points: 1, 0 or a draw mark
// Anything else gives nothing.
std::optional<CrosstableEntry> parseCrosstableEntry(const QString &text);
// The crosstable notation of an entry, which parseCrosstableEntry() reads back: "5w1", "12b½",
// "7w+", "3b−", "5w1*" (played, not rated), "5w" (not yet played), "bye", "bye1", "bye½"; "?"
// stands for an opponent who is not in the player list.
QString crosstableNotation(const CrosstableEntry &entry);
// The result alone, as the square crosstable of a round robin writes it: 1, ½, 0, + or −; nothing
// for a game not yet played.
QString outcomeNotation(CrosstableEntry::Outcome outcome);

// Tournament points as a crosstable writes them: "2", "2½", "½".
QString pointsText(double points);
// A result as a pairing list writes it: "1-0", "0-1", "½-½", "+--", "--+", "---"; a game played
// but not rated as "1-0, played, not rated".
QString resultText(GameResult result);

} // namespace rd::checks
