#include "engine/pairing/Tournament.h"

#include <algorithm>

namespace rd::pairing {

bool isPlayedGame(Outcome outcome)
{
    return outcome == Outcome::Win || outcome == Outcome::Draw || outcome == Outcome::Loss;
}

bool isPaired(Outcome outcome)
{
    return isPlayedGame(outcome) || outcome == Outcome::Pending || outcome == Outcome::ForfeitWin
        || outcome == Outcome::ForfeitLoss || outcome == Outcome::PairingBye;
}

Outcome opponentsOutcome(Outcome outcome)
{
    switch (outcome) {
    case Outcome::Win:
        return Outcome::Loss;
    case Outcome::Loss:
        return Outcome::Win;
    case Outcome::ForfeitWin:
        return Outcome::ForfeitLoss;
    case Outcome::ForfeitLoss:
        return Outcome::ForfeitWin;
    default:
        return outcome;
    }
}

Points PointSystem::of(Outcome outcome) const
{
    switch (outcome) {
    case Outcome::Win:
    case Outcome::ForfeitWin:
    case Outcome::FullBye:
        return win;
    case Outcome::Draw:
    case Outcome::HalfBye:
        return draw;
    case Outcome::Loss:
        return loss;
    case Outcome::PairingBye:
        return pairingBye;
    case Outcome::ForfeitLoss:
    case Outcome::ZeroBye:
        return absence;
    case Outcome::NotPaired:
    case Outcome::Pending:
        return 0;
    }
    return 0;
}

bool PointSystem::isDefault() const
{
    return win == 10 && draw == 5 && loss == 0 && absence == 0 && pairingBye == 10;
}

std::vector<Acceleration> bakuAcceleration(int players, int rounds)
{
    const int groupA = std::min(players, 2 * ((players + 3) / 4));
    const int accelerated = (rounds + 1) / 2;
    const int full = (accelerated + 1) / 2;
    std::vector<Acceleration> acceleration { { 1, groupA, 1, full, 10 } };
    if (accelerated > full)
        acceleration.push_back({ 1, groupA, full + 1, accelerated, 5 });
    return acceleration;
}

const RoundEntry &Player::round(int number) const
{
    static const RoundEntry none;
    return number >= 1 && number <= static_cast<int>(rounds.size()) ? rounds[number - 1] : none;
}

Points Player::pointsBefore(int round, const PointSystem &system) const
{
    Points total = 0;
    for (int r = 1; r < round && r <= static_cast<int>(rounds.size()); ++r)
        total += system.of(rounds[r - 1].outcome);
    return total;
}

int Tournament::roundsInFile() const
{
    int most = 0;
    for (const Player &p : players)
        most = std::max(most, static_cast<int>(p.rounds.size()));
    return most;
}

Points Tournament::accelerationOf(int startNumber, int round) const
{
    Points total = 0;
    for (const Acceleration &a : acceleration)
        if (startNumber >= a.firstPlayer && startNumber <= a.lastPlayer && round >= a.firstRound
            && round <= a.lastRound)
            total += a.points;
    return total;
}

std::optional<Outcome> Tournament::announcedBye(int startNumber, int round) const
{
    for (const AnnouncedBye &bye : announcedByes)
        if (bye.player == startNumber && bye.round == round)
            return bye.kind;
    const Outcome cell = player(startNumber).round(round).outcome;
    if (cell == Outcome::HalfBye || cell == Outcome::FullBye || cell == Outcome::ZeroBye)
        return cell;
    return std::nullopt;
}

bool Tournament::isForbidden(int a, int b, int round) const
{
    for (const ForbiddenPairs &group : forbidden) {
        if (round < group.firstRound || round > group.lastRound)
            continue;
        const bool hasA
            = std::find(group.players.begin(), group.players.end(), a) != group.players.end();
        const bool hasB
            = std::find(group.players.begin(), group.players.end(), b) != group.players.end();
        if (hasA && hasB)
            return true;
    }
    return false;
}

} // namespace rd::pairing
