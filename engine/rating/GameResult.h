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
};

// Accepts 1-0, 0-1, 1/2-1/2, ½-½ (UTF-8), +--, --+ and ---.
std::optional<GameResult> parseGameResult(std::string_view text);
// The canonical notation of the event document (1-0, 0-1, 1/2-1/2, +--, --+, ---).
std::string toNotation(GameResult result);

bool isRated(GameResult result);
bool isForfeit(GameResult result);
// Tournament points for White and Black (forfeit wins count a full point).
double whitePoints(GameResult result);
double blackPoints(GameResult result);
// The rated score from White's side: 1, 0.5 or 0; only meaningful when isRated().
double whiteScore(GameResult result);

} // namespace rd
