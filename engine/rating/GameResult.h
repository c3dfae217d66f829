#pragma once

#include <optional>
#include <string>
#include <string_view>

namespace rd {

// The outcome of one chess game as written on a crosstable.
// Forfeits are recorded (they give tournament points) but never rated (DWZ 3.1, USCF §2).
enum class GameResult {
    WhiteWins, // 1-0
    BlackWins, // 0-1
    Draw, // 1/2-1/2
    WhiteWinsByForfeit, // +--
    BlackWinsByForfeit, // --+
    DoubleForfeit, // ---
    // TRF-16 W, D, L: a game that lasted less than one move. Played, so it counts in the
    // standings as a game, but not rated.
    WhiteWinsUnrated, // 1-0 unrated
    BlackWinsUnrated, // 0-1 unrated
    DrawUnrated, // 1/2-1/2 unrated
    // Paired, not yet played (a TRF written between the pairing of a round and its results):
    // no points, left out of the standings and of the ratings until its result is entered.
    NotPlayed, // *
};

// Accepts 1-0, 0-1, 1/2-1/2, ½-½ (UTF-8), +--, --+, --- and the unrated 1-0 unrated, 0-1 unrated,
// 1/2-1/2 unrated; * for a game not yet played.
std::optional<GameResult> parseGameResult(std::string_view text);
// The canonical notation of the event document (1-0, 0-1, 1/2-1/2, +--, --+, ---, 1-0 unrated,
// 0-1 unrated, 1/2-1/2 unrated, *).
std::string toNotation(GameResult result);

// Rated: a game played over the board and lasting at least one move.
bool isRated(GameResult result);
bool isForfeit(GameResult result);
// A game with a result: anything but a game paired and not yet played.
bool isPlayed(GameResult result);
// Tournament points for White and Black (forfeit wins count a full point).
double whitePoints(GameResult result);
double blackPoints(GameResult result);
// The rated score from White's side: 1, 0.5 or 0; only meaningful when isRated().
double whiteScore(GameResult result);

} // namespace rd
