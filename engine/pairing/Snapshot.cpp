#include "engine/pairing/Snapshot.h"

#include <algorithm>

namespace rd::pairing {

Float SnapshotPlayer::floatRoundsAgo(int roundsAgo) const
{
    const int index = static_cast<int>(floats.size()) - roundsAgo;
    return index >= 0 && index < static_cast<int>(floats.size()) ? floats[index] : Float::None;
}

bool SnapshotPlayer::mayMeet(int other) const
{
    return !std::binary_search(cannotMeet.begin(), cannotMeet.end(), other);
}

const SnapshotPlayer *RoundSnapshot::find(int startNumber) const
{
    for (const SnapshotPlayer &p : players)
        if (p.startNumber == startNumber)
            return &p;
    return nullptr;
}

ColourPreference colourPreference(const std::vector<Colour> &colours)
{
    if (colours.empty())
        return {};
    int difference = 0;
    for (Colour c : colours)
        difference += c == Colour::White ? 1 : -1;
    const Colour last = colours.back();
    // 1.7.1: a colour difference beyond ±1, or the same colour in the last two played games.
    if (difference > 1 || difference < -1)
        return { difference > 0 ? Colour::Black : Colour::White, Strength::Absolute };
    if (colours.size() >= 2 && colours[colours.size() - 2] == last)
        return { opposite(last), Strength::Absolute };
    // 1.7.2: a difference of ±1 asks for the colour that evens it.
    if (difference != 0)
        return { difference > 0 ? Colour::Black : Colour::White, Strength::Strong };
    // 1.7.3: even, alternate from the last game.
    return { opposite(last), Strength::Mild };
}

namespace {

bool participatedBy(const Player &player, int round)
{
    for (int r = 1; r <= round; ++r)
        if (isPaired(player.round(r).outcome))
            return true;
    return false;
}

// 5.2.5 numbers only the players who are or were in the pairing (C.04.2 2.4).
std::vector<int> parityNumbers(
    const Tournament &tournament, int round, const std::vector<int> &present)
{
    std::vector<int> numbers(tournament.players.size() + 1, 0);
    int count = 0;
    for (const Player &p : tournament.players) {
        const bool now = std::find(present.begin(), present.end(), p.startNumber) != present.end();
        if (now || participatedBy(p, round - 1))
            numbers[p.startNumber] = ++count;
    }
    return numbers;
}

Points pairingScoreOf(const Tournament &tournament, const Player &player, int round)
{
    return player.pointsBefore(round, tournament.points)
        + tournament.accelerationOf(player.startNumber, round);
}

Float floatOf(const Tournament &tournament, const Player &player, int round)
{
    const RoundEntry &entry = player.round(round);
    if (isPlayedGame(entry.outcome) && entry.opponent > 0) {
        const Points own = pairingScoreOf(tournament, player, round);
        const Points their = pairingScoreOf(tournament, tournament.player(entry.opponent), round);
        return own > their ? Float::Down : own < their ? Float::Up : Float::None;
    }
    // 1.4.3 (2026): the pairing-allocated bye, and a round scored above a loss without playing.
    if (entry.outcome == Outcome::PairingBye)
        return Float::Down;
    if (entry.outcome != Outcome::Pending && entry.outcome != Outcome::NotPaired
        && tournament.points.of(entry.outcome) > tournament.points.loss)
        return Float::Down;
    return Float::None;
}

} // namespace

std::vector<int> pairedInRound(const Tournament &tournament, int round)
{
    std::vector<int> result;
    for (const Player &p : tournament.players)
        if (isPaired(p.round(round).outcome))
            result.push_back(p.startNumber);
    return result;
}

std::vector<int> presentForRound(const Tournament &tournament, int round)
{
    std::vector<int> result;
    for (const Player &p : tournament.players)
        if (!p.withdrawn && !tournament.announcedBye(p.startNumber, round))
            result.push_back(p.startNumber);
    return result;
}

Colour inferredInitialColour(const Tournament &tournament)
{
    for (int round = 1; round <= tournament.roundsInFile(); ++round) {
        const std::vector<int> present = pairedInRound(tournament, round);
        int first = 0;
        for (int startNumber : present) {
            if (tournament.player(startNumber).round(round).colour == Colour::None)
                continue;
            if (first == 0
                || pairingScoreOf(tournament, tournament.player(startNumber), round)
                    > pairingScoreOf(tournament, tournament.player(first), round))
                first = startNumber;
        }
        if (first == 0)
            continue;
        const Colour colour = tournament.player(first).round(round).colour;
        const std::vector<int> numbers = parityNumbers(tournament, round, present);
        return numbers[first] % 2 == 1 ? colour : opposite(colour);
    }
    return Colour::White;
}

RoundSnapshot makeSnapshot(const Tournament &tournament, int round, const std::vector<int> &present)
{
    RoundSnapshot snapshot;
    snapshot.round = round;
    snapshot.totalRounds = std::max(tournament.totalRounds(), round);
    snapshot.points = tournament.points;
    snapshot.initialColour = tournament.initialColour.value_or(Colour::White);
    const std::vector<int> numbers = parityNumbers(tournament, round, present);
    const PointSystem &system = tournament.points;
    for (int startNumber : present) {
        const Player &player = tournament.player(startNumber);
        SnapshotPlayer p;
        p.startNumber = startNumber;
        p.parityNumber = numbers[startNumber];
        p.score = player.pointsBefore(round, system);
        p.pairingScore = pairingScoreOf(tournament, player, round);
        bool hadBye = false;
        bool scoredWinUnplayed = false;
        for (int r = 1; r < round; ++r) {
            const RoundEntry &entry = player.round(r);
            if (isPlayedGame(entry.outcome)) {
                p.cannotMeet.push_back(entry.opponent);
                if (entry.colour != Colour::None)
                    p.colours.push_back(entry.colour);
            } else {
                ++p.unplayedRounds;
                if (entry.outcome == Outcome::PairingBye)
                    hadBye = true;
                // C2 (C.04.1 Art. 4): a round scored as a win without playing.
                if (entry.outcome != Outcome::Pending && entry.outcome != Outcome::NotPaired
                    && system.of(entry.outcome) >= system.win)
                    scoredWinUnplayed = true;
            }
            p.floats.push_back(floatOf(tournament, player, r));
        }
        for (int other : present)
            if (other != startNumber && tournament.isForbidden(startNumber, other, round)) {
                p.cannotMeet.push_back(other);
                p.forbidden.push_back(other);
            }
        std::sort(p.cannotMeet.begin(), p.cannotMeet.end());
        std::sort(p.forbidden.begin(), p.forbidden.end());
        p.byeEligible = !hadBye && !scoredWinUnplayed;
        for (Colour c : p.colours)
            p.colourDifference += c == Colour::White ? 1 : -1;
        p.preference = colourPreference(p.colours);
        snapshot.players.push_back(std::move(p));
    }
    // 1.8: topscorers only when pairing the final round, above half the most one could score.
    if (snapshot.finalRound()) {
        const long most = static_cast<long>(system.win) * (round - 1);
        for (SnapshotPlayer &p : snapshot.players)
            p.topscorer = 2L * p.score > most;
    }
    std::sort(snapshot.players.begin(), snapshot.players.end(),
        [](const SnapshotPlayer &a, const SnapshotPlayer &b) {
            return a.pairingScore != b.pairingScore ? a.pairingScore > b.pairingScore
                                                    : a.startNumber < b.startNumber;
        });
    if (!tournament.initialColour)
        snapshot.initialColour = inferredInitialColour(tournament);
    return snapshot;
}

} // namespace rd::pairing
