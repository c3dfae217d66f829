#include "engine/standings/Record.h"

#include <algorithm>
#include <map>
#include <string>

namespace rd::standings {

namespace {

// Event players by id; a game with an unknown player has no index.
class PlayerIndex {
public:
    explicit PlayerIndex(const EventInput &event)
    {
        for (std::size_t i = 0; i < event.players.size(); ++i)
            m_indices.emplace(event.players[i].id, i);
    }

    std::optional<std::size_t> find(const std::string &id) const
    {
        const auto found = m_indices.find(id);
        if (found == m_indices.end())
            return std::nullopt;
        return found->second;
    }

private:
    std::map<std::string, std::size_t> m_indices;
};

// C.07 art. 16.1: a forfeited game is an unplayed round for both players, a forfeit win for the
// one present (16.2.2), a forfeit loss for the absent one (16.2.4); a double forfeit is a forfeit
// loss for each.
RoundEntry chessSide(int round, GameResult result, std::size_t opponent, bool black)
{
    const double points = black ? blackPoints(result) : whitePoints(result);
    RoundKind kind = RoundKind::Game;
    if (isForfeit(result))
        kind = points > 0.0 ? RoundKind::ForfeitWin : RoundKind::ForfeitLoss;
    return { round, kind, opponent, black, points };
}

// The bye the pairing left the player with is the pairing-allocated bye, worth what the event's
// rules give it (C.04.1, C.07: a win's points unless the rules say otherwise); a bye worth a win
// is a full-point bye, treated alike (16.2.1); a half- or zero-point bye was requested (16.1.1).
RoundEntry byeEntry(const Bye &bye, const EventProperties &properties)
{
    const double points = bye.pointsIn(properties);
    const bool allocated = bye.unpaired || points >= 1.0;
    return { bye.round, allocated ? RoundKind::PairingBye : RoundKind::RequestedBye, std::nullopt,
        false, points };
}

// A round without game or bye: absent, e.g. after withdrawing: a zero-point bye (16.1.1).
RoundEntry absence(int round)
{
    return { round, RoundKind::RequestedBye, std::nullopt, false, 0.0 };
}

bool everyGameHasARound(const EventInput &event)
{
    return std::all_of(event.chessGames.begin(), event.chessGames.end(),
        [](const ChessGame &game) { return game.round.has_value(); });
}

// Where an entry of this round goes: rounds 1 ... last, then unnumbered; nullptr if outside.
std::vector<RoundEntry> *slot(
    std::vector<std::vector<RoundEntry>> &rounds, std::optional<int> round, RoundRange range)
{
    if (!round)
        return range.all ? &rounds.back() : nullptr;
    if (*round < 1 || *round > range.last)
        return nullptr;
    return &rounds[static_cast<std::size_t>(*round - 1)];
}

Record flattened(const std::vector<std::vector<RoundEntry>> &rounds)
{
    Record record;
    for (const auto &round : rounds) {
        for (const RoundEntry &entry : round) {
            record.rounds.push_back(entry);
            record.points += entry.points;
        }
    }
    return record;
}

// EGF: a win counts one point, a jigo half a point.
double goWhitePoints(GoWinner winner)
{
    switch (winner) {
    case GoWinner::White:
        return 1.0;
    case GoWinner::Draw:
        return 0.5;
    case GoWinner::Black:
        return 0.0;
    }
    return 0.0;
}

} // namespace

bool isVoluntary(RoundKind kind)
{
    return kind == RoundKind::RequestedBye || kind == RoundKind::ForfeitLoss;
}

std::vector<Record> chessRecords(const EventInput &event, RoundRange range)
{
    const PlayerIndex index(event);
    // Per player: one list per round of the range, then one of the unnumbered games.
    std::vector<std::vector<std::vector<RoundEntry>>> rounds(event.players.size(),
        std::vector<std::vector<RoundEntry>>(static_cast<std::size_t>(range.last) + 1));
    for (const ChessGame &game : event.chessGames) {
        const auto white = index.find(game.white);
        const auto black = index.find(game.black);
        if (!white || !black || !isPlayed(game.result))
            continue; // a game not yet played counts in no standings
        if (auto *entries = slot(rounds[*white], game.round, range))
            entries->push_back(chessSide(game.round.value_or(0), game.result, *black, false));
        if (auto *entries = slot(rounds[*black], game.round, range))
            entries->push_back(chessSide(game.round.value_or(0), game.result, *white, true));
    }
    for (const Bye &bye : event.byes) {
        const auto player = index.find(bye.player);
        if (!player)
            continue;
        if (auto *entries = slot(rounds[*player], bye.round, range))
            entries->push_back(byeEntry(bye, event.event.properties));
    }
    if (everyGameHasARound(event)) {
        for (auto &player : rounds) {
            for (int round = 0; round < range.last; ++round) {
                if (player[static_cast<std::size_t>(round)].empty())
                    player[static_cast<std::size_t>(round)].push_back(absence(round + 1));
            }
        }
    }
    std::vector<Record> records;
    for (const auto &player : rounds)
        records.push_back(flattened(player));
    return records;
}

std::vector<Record> goRecords(const EventInput &event)
{
    const PlayerIndex index(event);
    std::vector<Record> records(event.players.size());
    for (const GoGame &game : event.goGames) {
        const auto white = index.find(game.white);
        const auto black = index.find(game.black);
        if (!white || !black)
            continue;
        const double whitePoints = goWhitePoints(game.winner);
        records[*white].rounds.push_back({ 0, RoundKind::Game, *black, false, whitePoints });
        records[*white].points += whitePoints;
        records[*black].rounds.push_back({ 0, RoundKind::Game, *white, true, 1.0 - whitePoints });
        records[*black].points += 1.0 - whitePoints;
    }
    return records;
}

} // namespace rd::standings
