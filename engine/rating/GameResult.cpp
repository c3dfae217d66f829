#include "engine/rating/GameResult.h"

namespace rd {

std::optional<GameResult> parseGameResult(std::string_view text)
{
    if (text == "1-0")
        return GameResult::WhiteWins;
    if (text == "0-1")
        return GameResult::BlackWins;
    if (text == "1/2-1/2" || text == "\u00bd-\u00bd")
        return GameResult::Draw;
    if (text == "+--")
        return GameResult::WhiteWinsByForfeit;
    if (text == "--+")
        return GameResult::BlackWinsByForfeit;
    if (text == "---")
        return GameResult::DoubleForfeit;
    return std::nullopt;
}

std::string toNotation(GameResult result)
{
    switch (result) {
    case GameResult::WhiteWins:
        return "1-0";
    case GameResult::BlackWins:
        return "0-1";
    case GameResult::Draw:
        return "1/2-1/2";
    case GameResult::WhiteWinsByForfeit:
        return "+--";
    case GameResult::BlackWinsByForfeit:
        return "--+";
    case GameResult::DoubleForfeit:
        return "---";
    }
    return {};
}

bool isForfeit(GameResult result)
{
    return result == GameResult::WhiteWinsByForfeit || result == GameResult::BlackWinsByForfeit
        || result == GameResult::DoubleForfeit;
}

bool isRated(GameResult result)
{
    return !isForfeit(result);
}

double whitePoints(GameResult result)
{
    switch (result) {
    case GameResult::WhiteWins:
    case GameResult::WhiteWinsByForfeit:
        return 1.0;
    case GameResult::Draw:
        return 0.5;
    case GameResult::BlackWins:
    case GameResult::BlackWinsByForfeit:
    case GameResult::DoubleForfeit:
        return 0.0;
    }
    return 0.0;
}

double blackPoints(GameResult result)
{
    switch (result) {
    case GameResult::BlackWins:
    case GameResult::BlackWinsByForfeit:
        return 1.0;
    case GameResult::Draw:
        return 0.5;
    case GameResult::WhiteWins:
    case GameResult::WhiteWinsByForfeit:
    case GameResult::DoubleForfeit:
        return 0.0;
    }
    return 0.0;
}

double whiteScore(GameResult result)
{
    return whitePoints(result);
}

} // namespace rd
