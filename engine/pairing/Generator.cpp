#include "engine/pairing/Generator.h"

#include "engine/pairing/DutchPairer.h"
#include "engine/pairing/Snapshot.h"

#include <algorithm>
#include <cmath>
#include <cstdint>
#include <string>

namespace rd::pairing {

namespace {

// splitmix64: the same numbers on every platform and compiler.
class Random {
public:
    explicit Random(std::uint64_t seed)
        : m_state(seed)
    {
    }
    std::uint64_t next()
    {
        std::uint64_t z = (m_state += 0x9e3779b97f4a7c15ULL);
        z = (z ^ (z >> 30)) * 0xbf58476d1ce4e5b9ULL;
        z = (z ^ (z >> 27)) * 0x94d049bb133111ebULL;
        return z ^ (z >> 31);
    }
    double uniform() { return static_cast<double>(next() >> 11) * 0x1.0p-53; }
    bool chance(double p) { return p > 0 && uniform() < p; }
    int between(int low, int high) // inclusive
    {
        return low + static_cast<int>(next() % static_cast<std::uint64_t>(high - low + 1));
    }

private:
    std::uint64_t m_state;
};

std::string padded(int number)
{
    std::string text = std::to_string(number);
    return std::string(text.size() < 4 ? 4 - text.size() : 0, '0') + text;
}

// The outcome for White of a game between ratings `white` and `black` (Elo expectation).
Outcome playGame(Random &random, int white, int black, double draws)
{
    if (random.chance(draws))
        return Outcome::Draw;
    const double expected = 1.0 / (1.0 + std::pow(10.0, (black - white) / 400.0));
    return random.uniform() < expected ? Outcome::Win : Outcome::Loss;
}

} // namespace

GeneratedTournament generateTournament(const GeneratorOptions &options)
{
    Random random(options.seed);
    GeneratedTournament result;
    Tournament &t = result.tournament;
    t.name = "Random tournament " + std::to_string(options.seed);
    t.plannedRounds = options.rounds;
    t.initialColour = random.chance(0.5) ? Colour::White : Colour::Black;
    std::vector<int> ratings;
    for (int i = 0; i < options.players; ++i)
        ratings.push_back(random.between(1000, 2700));
    std::sort(ratings.begin(), ratings.end(), std::greater<>());
    const int n = options.players;
    std::vector<int> arrives(n + 1, 1);
    std::vector<int> leaves(n + 1, options.rounds + 1);
    for (int i = 1; i <= n; ++i) {
        Player p;
        p.startNumber = i;
        p.name = "Player" + padded(i) + ", Test";
        p.rating = ratings[i - 1];
        t.players.push_back(p);
        if (options.rounds > 2 && random.chance(options.late))
            arrives[i] = random.between(2, (options.rounds + 1) / 2 + 1);
        if (options.rounds > 2 && random.chance(options.withdrawals))
            leaves[i] = random.between(std::max(arrives[i] + 1, 2), options.rounds);
        if (n > 2 && random.chance(options.forbidden)) {
            int other = random.between(1, n - 1);
            if (other >= i)
                ++other;
            t.forbidden.push_back(
                { 1, options.rounds, { std::min(i, other), std::max(i, other) } });
        }
    }
    if (options.baku)
        t.acceleration = bakuAcceleration(n, options.rounds);
    for (Player &p : t.players)
        p.rounds.assign(options.rounds, RoundEntry {});
    for (int round = 1; round <= options.rounds; ++round) {
        std::vector<int> present;
        for (int i = 1; i <= n; ++i) {
            RoundEntry &entry = t.player(i).rounds[round - 1];
            if (round < arrives[i] || round >= leaves[i]) {
                entry.outcome = Outcome::ZeroBye;
            } else if (round < options.rounds && random.chance(options.byes)) {
                entry.outcome = Outcome::HalfBye;
                t.announcedByes.push_back({ round, Outcome::HalfBye, i });
            } else {
                present.push_back(i);
            }
        }
        const PairingResult pairing = pairDutch(makeSnapshot(t, round, present));
        if (!pairing.pairing) {
            result.stoppedUnpairable = true;
            for (Player &p : t.players)
                p.rounds.resize(round - 1);
            std::erase_if(
                t.announcedByes, [round](const AnnouncedBye &b) { return b.round >= round; });
            return result;
        }
        for (const Board &board : pairing.pairing->boards) {
            Outcome white;
            if (random.chance(options.forfeits))
                white = random.chance(0.5) ? Outcome::ForfeitWin : Outcome::ForfeitLoss;
            else
                white = playGame(random, t.player(board.white).rating, t.player(board.black).rating,
                    options.draws);
            t.player(board.white).rounds[round - 1] = { board.black, Colour::White, white };
            t.player(board.black).rounds[round - 1]
                = { board.white, Colour::Black, opponentsOutcome(white) };
        }
        if (pairing.pairing->byePlayer)
            t.player(pairing.pairing->byePlayer).rounds[round - 1]
                = { 0, Colour::None, Outcome::PairingBye };
    }
    return result;
}

} // namespace rd::pairing
