#pragma once

#include "engine/rating/Date.h"
#include "engine/rating/EnumNames.h"
#include "engine/rating/GameResult.h"
#include "engine/rating/RatingSystem.h"
#include "engine/rating/sagc/GoRank.h"

#include <map>
#include <optional>
#include <string>
#include <string_view>
#include <variant>
#include <vector>

namespace rd {

// What the rating engines take: one event of the event document (event-document.md), already
// validated. Per-system player states are optional; a player without one is unrated there.

using ParamValue = std::variant<double, std::string, bool>;
using Params = std::map<std::string, ParamValue>;

struct DwzRestpartie {
    int opponentRating = 0;
    double score = 0.0;
    Date endDate;

    bool operator==(const DwzRestpartie &) const = default;
};

// Seed 4.10.1: a player's totals when the individual games are not available.
struct DwzSummary {
    double points = 0.0; // W
    int games = 0; // n
    double expected = 0.0; // We

    bool operator==(const DwzSummary &) const = default;
};

struct DwzState {
    std::optional<int> rating;
    int index = 0;
    std::optional<Date> lastEvaluated;
    std::vector<DwzRestpartie> restpartien;
    std::optional<DwzSummary> summary;

    bool operator==(const DwzState &) const = default;
};

enum class UscfHistory { Mixed, AllWins, AllLosses };
inline constexpr auto kUscfHistoryNames = enumNames<UscfHistory>({ { UscfHistory::Mixed, "mixed" },
    { UscfHistory::AllWins, "all_wins" }, { UscfHistory::AllLosses, "all_losses" } });

// A player's rating in one US Chess system, with the lifetime counts the floors need.
struct UscfRatingState {
    std::optional<double> rating;
    // N; none with `established`: N > 25 and large. A half-K event of the 2004 rules adds m/2,
    // so N may end in a half (uscf.md §2).
    std::optional<double> games;
    bool established = false;
    int wins = 0;
    int draws = 0;
    int losses = 0;
    int eventsWithThreeGames = 0;
    UscfHistory history = UscfHistory::Mixed;
    std::optional<double> peak; // highest established rating so far
    std::optional<double> floor; // a floor set outside the algorithm (OLM, prize)

    bool operator==(const UscfRatingState &) const = default;
};

// The rating in the event's system (event.uscf.system), plus what step 1 may convert and the
// player's ratings in the other over-the-board systems.
struct UscfState : UscfRatingState {
    bool adult = false; // known to be an adult when his age is not (uscf.md §3.2)
    std::optional<double> fide;
    std::optional<double> cfc;
    std::optional<UscfRatingState> quick;
    std::optional<UscfRatingState> regular;

    bool operator==(const UscfState &) const = default;
};

struct SagcState {
    sagc::GoRank rank;
    int index = 0;
    std::vector<std::string> recentOpponents; // most recent last, at most ten

    bool operator==(const SagcState &) const = default;
};

// The values of a player's `sex` and `title` (TRF-16 columns 10 and 11-13): w and f both mean a
// woman, and either is kept as written.
inline constexpr std::string_view kSexes[] = { "m", "w", "f" };
inline constexpr std::string_view kFideTitles[]
    = { "GM", "IM", "WGM", "FM", "WIM", "CM", "WFM", "WCM" };

struct PlayerInput {
    std::string id;
    // The player of the database's registry he was picked as, when an editor picked him there:
    // the store takes that player instead of looking for one by name and birth.
    std::optional<long long> registryId;
    std::string name;
    std::optional<Date> birthDate;
    std::optional<int> birthYear;
    // What FIDE knows of the player, as TRF-16 carries it; none used in rating. An empty string
    // is a value not given.
    std::string sex; // one of kSexes
    std::string title; // one of kFideTitles
    std::optional<int> fideRating;
    std::string federation; // e.g. "GER"
    std::string fideId; // digits
    std::string uscfId; // the US Chess member id, digits
    // Where the player comes from, as Go tables (EGD .h9) carry it; none used in rating.
    std::string country; // e.g. "CZ"
    std::string club; // e.g. "Brno"
    std::string egdPin; // the European Go Database's number, digits
    // The section he plays in, by its name (EventProperties::sections); empty when the event
    // has no sections.
    std::string section;
    // The state he lives in, as a US Chess rating report says (uscf-report.md "TDEXPORT.DBF"),
    // e.g. "MA"; not used in rating.
    std::string region;
    std::optional<DwzState> dwz;
    std::optional<UscfState> uscf;
    std::optional<SagcState> sagc;
    // A Swiss event's entry and departure (C.04.2): a late entry is paired from round
    // `firstRound` on, his missed rounds scoring the event's EventProperties::missedRoundPoints;
    // a player who withdrew is paired in no round from `withdrawnFrom` on.
    std::optional<int> firstRound;
    std::optional<int> withdrawnFrom;

    // The birth year from birth_date or birth_year, if either is known.
    std::optional<int> knownBirthYear() const;

    bool operator==(const PlayerInput &) const = default;
};

enum class UscfSystem { Regular, Quick, Blitz };
inline constexpr auto kUscfSystemNames = enumNames<UscfSystem>({ { UscfSystem::Regular, "regular" },
    { UscfSystem::Quick, "quick" }, { UscfSystem::Blitz, "blitz" } });

// The names the event document uses (event-document.md).
std::string documentName(UscfSystem system); // regular, quick, blitz
std::optional<UscfSystem> parseUscfSystem(std::string_view name);

struct UscfEventInfo {
    UscfSystem system = UscfSystem::Regular;
    bool dualRated = false;

    bool operator==(const UscfEventInfo &) const = default;
};

// The editions of FIDE Handbook C.07, the Tie-Break Regulations (standings.md): 2023 (with its
// 2024 re-issues) and 2026, in force from 1 March 2026.
enum class TieBreakEdition { Fide2023, Fide2026 };
inline constexpr auto kTieBreakEditionNames = enumNames<TieBreakEdition>(
    { { TieBreakEdition::Fide2023, "2023" }, { TieBreakEdition::Fide2026, "2026" } });

// The rating that counts in the rating-based tie-breaks of a DWZ or US Chess event (C.07 art. 10,
// standings.md): the event's own (national) system, or the FIDE rating.
enum class TieBreakRating { National, Fide };
inline constexpr auto kTieBreakRatingNames = enumNames<TieBreakRating>(
    { { TieBreakRating::National, "national" }, { TieBreakRating::Fide, "fide" } });
// The points a pairing-allocated bye may be worth (C.07: a win's unless the event says otherwise).
inline constexpr double kPairingByePointValues[] = { 0.0, 0.5, 1.0 };
// The points each round a late entry missed may score: none, a draw's, or a win's (C.04.2).
inline constexpr double kMissedRoundPointValues[] = { 0.0, 0.5, 1.0 };

// How a Swiss event adds virtual points to the pairing scores of its early rounds (C.04.7):
// none, or Baku acceleration (group A of 2 * ceil(N / 4) players, the first half of the rounds).
enum class PairingAcceleration { None, Baku };
// The colour the top player of the first round's first board gets, drawn by lot before the
// pairing of round 1 (C.04.3 5.2.5, TRF-2026 152); the pairing infers it when it is not given.
enum class InitialColour { White, Black };
inline constexpr auto kInitialColourNames = enumNames<InitialColour>(
    { { InitialColour::White, "white" }, { InitialColour::Black, "black" } });
inline constexpr auto kPairingAccelerationNames = enumNames<PairingAcceleration>(
    { { PairingAcceleration::None, "none" }, { PairingAcceleration::Baku, "baku" } });

// A section of a US Chess event (uscf-report.md "TSEXPORT.DBF"): players who play only each other,
// rated on their own in the section's rating system; its time control and TDs when they are not
// the event's. An empty string is a value not given.
struct EventSection {
    std::string name; // unique in the event; what PlayerInput::section names
    std::string timeControl; // as US Chess writes it, e.g. G/60;d5 (S_TIMECTL)
    UscfEventInfo uscf; // the system it is rated in
    std::optional<int> roundsPlanned; // 1 ... 99
    std::string chiefTdId; // S_CTD_ID, when not the event's chief TD
    std::string assistantTdId; // S_ATD_ID
    bool roundRobin = false; // S_TRN_TYPE R

    bool operator==(const EventSection &) const = default;
};

// What the event document says about an event besides its name and dates; all optional, none
// used in rating but the sections. An empty string is a property not given.
struct EventProperties {
    std::string organiser; // the organising club or organiser
    std::string place; // where the event is played (TRF 022)
    std::string federation; // the organising federation, e.g. "GER" (TRF 032)
    std::string chiefArbiter; // TRF 102
    // His id with the federation the event goes to, the one field for it: for US Chess the chief
    // TD's member id (H_CTD_ID), which the rating report writes.
    std::string chiefArbiterId;
    std::string deputyArbiter; // TRF 112
    std::string timeControl; // e.g. 90'/40+30'+30" (TRF 122)
    std::optional<int> roundsPlanned; // 1 ... 99
    std::string ratingPeriod; // the federation's rating period or event code
    std::vector<std::string> tieBreaks; // the standings' tie-breaks in order, by their names
    // The rules of the event on tie-breaks (C.07 art. 4.1, standings.md): the edition of C.07
    // when not the one in force at the start; the rating an unrated player counts with in the
    // rating-based tie-breaks (art. 10; none: they are left out when an unrated player plays);
    // whether the direct encounter counts forfeits between the tied players (art. 6.1.1).
    std::optional<TieBreakEdition> tieBreakEdition;
    std::optional<int> unratedRating;
    bool directEncounterForfeits = false;
    // The points of a pairing-allocated bye (a bye marked `unpaired`): a win's unless the event
    // says otherwise; and the rating the rating-based tie-breaks count with (art. 10).
    double pairingByePoints = 1.0; // one of kPairingByePointValues
    // The rules of a Swiss event's pairing (pairing.md): the acceleration, how many byes worth a
    // draw a player may ask for (none: as many as he likes), and what each round a late entry
    // missed scores (one of kMissedRoundPointValues).
    PairingAcceleration acceleration = PairingAcceleration::None;
    std::optional<InitialColour> initialColour;
    std::optional<int> requestedByeLimit;
    double missedRoundPoints = 0.0;
    TieBreakRating tieBreakRating = TieBreakRating::National;
    // Players still equal after every tie-break (C.07 art. 4.2): the seed of the lot that orders
    // them, and the orders the arbiter set by hand, each the player ids of one tie, best first;
    // an order by hand decides its tie before the lot (standings.md "Drawing lots").
    std::optional<int> lotSeed;
    std::vector<std::vector<std::string>> tieOrders;
    std::optional<int> teams; // the number of teams of a team event (TRF 082)
    std::string tournamentType; // e.g. "Swiss Dutch" (TRF 092)
    // The sections of a US Chess event, each rated on its own; none: the event is one section,
    // described by the event's fields.
    std::vector<EventSection> sections;

    bool operator==(const EventProperties &) const = default;
};

struct EventInfo {
    std::string name;
    std::optional<Date> startDate;
    Date endDate;
    UscfEventInfo uscf;
    EventProperties properties;

    bool operator==(const EventInfo &) const = default;
};

struct ChessGame {
    std::optional<int> round;
    std::string white;
    std::string black;
    GameResult result = GameResult::Draw;

    bool operator==(const ChessGame &) const = default;
};

enum class GoWinner { White, Black, Draw };
inline constexpr auto kGoWinnerNames = enumNames<GoWinner>(
    { { GoWinner::White, "white" }, { GoWinner::Black, "black" }, { GoWinner::Draw, "draw" } });
enum class GoGameStatus { Free, Internet, Club, Tournament };
inline constexpr auto kGoGameStatusNames = enumNames<GoGameStatus>(
    { { GoGameStatus::Club, "club" }, { GoGameStatus::Tournament, "tournament" },
        { GoGameStatus::Internet, "internet" }, { GoGameStatus::Free, "free" } });

std::string documentName(GoWinner winner); // white, black, draw
std::optional<GoWinner> parseGoWinner(std::string_view name);
char recordSheetLetter(GoWinner winner); // W, B, = (sagc.md §6 record sheet)
std::string documentName(GoGameStatus status); // free, internet, club, tournament
std::optional<GoGameStatus> parseGoGameStatus(std::string_view name);

struct GoGame {
    // sagc.md §2.4: handicap 1 is an even game, n stones up to 9; the usual komi of an even game.
    static constexpr int kEvenGame = 1;
    static constexpr int kMostStones = 9;
    static constexpr double kUsualKomi = 6.5;

    std::string white;
    std::string black;
    GoWinner winner = GoWinner::White;
    int handicap = kEvenGame;
    double komi = kUsualKomi; // negative: komi given to Black
    GoGameStatus status = GoGameStatus::Club;
    std::optional<Date> date;

    bool operator==(const GoGame &) const = default;
};

struct Bye {
    int round = 1;
    std::string player;
    double points = 0.0;
    // Left unpaired by the pairing (TRF U), not a bye he asked for: the pairing-allocated bye,
    // which scores the event's pairingByePoints whatever its own `points` say.
    bool unpaired = false;

    // What the bye scores in the event: the event's rule for a pairing-allocated bye.
    double pointsIn(const EventProperties &properties) const
    {
        return unpaired ? properties.pairingByePoints : points;
    }

    bool operator==(const Bye &) const = default;
};

// Two players the arbiter keeps apart: the pairing never pairs them (C.04.3 C1, TRF-2026 260).
struct ForbiddenPair {
    std::string player;
    std::string other;

    bool operator==(const ForbiddenPair &) const = default;
};

// The event's values compare as a whole: an edit that leaves every value as it was changes
// nothing.
struct EventInput {
    RatingSystem system = RatingSystem::Dwz;
    std::string ruleset; // always resolved: the document's or the default for the end date
    Params params;
    EventInfo event;
    std::vector<PlayerInput> players;
    std::vector<ChessGame> chessGames; // dwz and uscf
    std::vector<GoGame> goGames; // sagc, in entry order
    // A bye of a round not paired yet is one asked for (points ½ or 0, event-document.md "Byes").
    std::vector<Bye> byes;
    std::vector<ForbiddenPair> forbiddenPairs;

    const PlayerInput *findPlayer(const std::string &id) const;

    bool operator==(const EventInput &) const = default;
};

// The section `section` of `event` as an event of its own, as US Chess rates and reports it
// (uscf-report.md "TSEXPORT.DBF"): its players in the event's order, their games and byes, its
// rating system, and its time control and rounds where it gives them, else the event's (its
// TDs go to the report: io::sectionReport).
EventInput sectionOf(const EventInput &event, const EventSection &section);

// Whether the properties of a rated event may change from `rated` to `changed` without a
// correction: true when no rating depends on what differs. Every property is rating-neutral
// (place, arbiters and their ids, time control, rounds planned, tie-breaks, ...) but the
// sections, which decide among whom and in which US Chess system each player is rated
// (EventInput::sectionOf).
bool changesNoRating(const EventProperties &rated, const EventProperties &changed);

} // namespace rd
