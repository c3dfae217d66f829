#include "engine/rating/GameResult.h"

#include "engine/rating/EnumNames.h"

namespace rd {

namespace {

// event-document.md "games[].result": a draw is also written ½-½.
constexpr auto kNotations
    = enumNames<GameResult>({ { GameResult::WhiteWins, "1-0" }, { GameResult::BlackWins, "0-1" },
        { GameResult::Draw, "1/2-1/2" }, { GameResult::Draw, "\u00bd-\u00bd" },
        { GameResult::WhiteWinsByForfeit, "+--" }, { GameResult::BlackWinsByForfeit, "--+" },
        { GameResult::DoubleForfeit, "---" }, { GameResult::WhiteWinsUnrated, "1-0 unrated" },
        { GameResult::BlackWinsUnrated, "0-1 unrated" },
        { GameResult::DrawUnrated, "1/2-1/2 unrated" }, { GameResult::NotPlayed, "*" } });

} // namespace

std::optional<GameResult> parseGameResult(std::string_view text)
{
    return kNotations.parse(text);
}

std::string toNotation(GameResult result)
{
    return kNotations.nameOf(result);
}

bool isForfeit(GameResult result)
{
    return result == GameResult::WhiteWinsByForfeit || result == GameResult::BlackWinsByForfeit
        || result == GameResult::DoubleForfeit;
}

bool isPlayed(GameResult result)
{
    return result != GameResult::NotPlayed;
}

bool isRated(GameResult result)
{
    return isPlayed(result) && !isForfeit(result) && result != GameResult::WhiteWinsUnrated
        && result != GameResult::BlackWinsUnrated && result != GameResult::DrawUnrated;
}

double whitePoints(GameResult result)
{
    switch (result) {
    case GameResult::WhiteWins:
    case GameResult::WhiteWinsByForfeit:
    case GameResult::WhiteWinsUnrated:
        return 1.0;
    case GameResult::Draw:
    case GameResult::DrawUnrated:
        return 0.5;
    case GameResult::BlackWins:
    case GameResult::BlackWinsByForfeit:
    case GameResult::BlackWinsUnrated:
    case GameResult::DoubleForfeit:
    case GameResult::NotPlayed:
        return 0.0;
    }
    return 0.0;
}

double blackPoints(GameResult result)
{
    // A double forfeit, and a game not yet played, give neither player a point; any other result
    // shares one.
    if (result == GameResult::DoubleForfeit || result == GameResult::NotPlayed)
        return 0.0;
    return 1.0 - whitePoints(result);
}

double whiteScore(GameResult result)
{
    return whitePoints(result);
}

} // namespace rd
