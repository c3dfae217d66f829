#pragma once

#include <cstdint>
#include <optional>
#include <string>
#include <vector>

namespace rd::pairing {

// Points in tenths, as TRF writes them (pp.p): a win of 1 point is 10, a draw 5.
using Points = int;

enum class Colour : std::uint8_t { None, White, Black };

constexpr Colour opposite(Colour colour)
{
    return colour == Colour::White ? Colour::Black
        : colour == Colour::Black  ? Colour::White
                                   : Colour::None;
}

// What a player's round holds (C.04.1, TRF result codes).
enum class Outcome : std::uint8_t {
    NotPaired, // nothing yet: a round still to be paired, or a player present and waiting
    Pending, // paired against an opponent, no result yet
    Win, // played games (1 = 0, and W D L: less than one move, still a game)
    Draw,
    Loss,
    ForfeitWin, // +: paired, not played
    ForfeitLoss, // -: paired, not played
    PairingBye, // U: the pairing-allocated bye
    HalfBye, // H: a requested bye worth a draw
    FullBye, // F: a bye worth a win
    ZeroBye, // Z, or blank: absent, no points
};

bool isPlayedGame(Outcome outcome);
// Paired by the pairing program in that round: a game (played, forfeited or pending) or the
// pairing-allocated bye.
bool isPaired(Outcome outcome);
// What the opponent of a player with `outcome` had in the same game (a win his loss, a forfeit
// win his forfeit loss, a draw or a pending game the same).
Outcome opponentsOutcome(Outcome outcome);

struct RoundEntry {
    int opponent = 0; // start number, 0 for none
    Colour colour = Colour::None;
    Outcome outcome = Outcome::NotPaired;
};

// The event's points (C.04.1 Art. 3, TRF-2026 162): a forfeit win and a full-point bye are
// worth a win, a half-point bye a draw, a forfeit loss and a zero-point bye an absence.
struct PointSystem {
    Points win = 10;
    Points draw = 5;
    Points loss = 0;
    Points absence = 0;
    Points pairingBye = 10;

    Points of(Outcome outcome) const;
    bool isDefault() const;
};

// Virtual points a player gets for pairing in a range of rounds (C.04.7, TRF-2026 250).
struct Acceleration {
    int firstPlayer = 0;
    int lastPlayer = 0;
    int firstRound = 0;
    int lastRound = 0;
    Points points = 0;
};

// Baku acceleration of `players` players over `rounds` rounds (C.04.7): group A is the first
// 2 * ceil(N / 4) start numbers; the first ceil(R / 2) rounds are accelerated, the first half of
// them (rounded up) by 1 point, the rest by 1/2.
std::vector<Acceleration> bakuAcceleration(int players, int rounds);

// Players who must not meet in a range of rounds (TRF-2026 260).
struct ForbiddenPairs {
    int firstRound = 1;
    int lastRound = 999;
    std::vector<int> players;
};

// A bye announced for a round (TRF-2026 240): H, F or Z.
struct AnnouncedBye {
    int round = 0;
    Outcome kind = Outcome::ZeroBye;
    int player = 0;
};

struct Player {
    int startNumber = 0; // the TPN
    std::string name;
    int rating = 0;
    std::string sex;
    std::string title;
    std::string federation;
    std::string fideId;
    std::string birthDate;
    std::optional<Points> declaredPoints; // as the file says
    bool withdrawn = false; // left the event: paired in no further round (C.04.2)
    std::vector<RoundEntry> rounds; // rounds[0] is round 1

    const RoundEntry &round(int number) const;
    Points pointsBefore(int round, const PointSystem &system) const;
};

// A Swiss event as the pairing sees it: the players in start-number order and what each round
// held for them.
struct Tournament {
    std::string name;
    std::vector<Player> players; // players[i].startNumber == i + 1
    int plannedRounds = 0; // 142/XXR; 0 when unknown (then the rounds in the file)
    std::optional<Colour> initialColour; // 152/XXC
    PointSystem points;
    std::vector<Acceleration> acceleration;
    std::vector<ForbiddenPairs> forbidden;
    std::vector<AnnouncedBye> announcedByes;
    std::string system = "FIDE_DUTCH_2025"; // 192/092

    int roundsInFile() const;
    int totalRounds() const { return plannedRounds > 0 ? plannedRounds : roundsInFile(); }
    Points accelerationOf(int startNumber, int round) const;
    const Player &player(int startNumber) const { return players.at(startNumber - 1); }
    Player &player(int startNumber) { return players.at(startNumber - 1); }
    // A bye announced for the round (240), or the file's own cell of that round.
    std::optional<Outcome> announcedBye(int startNumber, int round) const;
    bool isForbidden(int a, int b, int round) const;
};

} // namespace rd::pairing
