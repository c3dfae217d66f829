#include "engine/io/EventTournament.h"

#include "engine/model/Rounds.h"

#include <QCoreApplication>

#include <cmath>
#include <map>

namespace rd::io {

namespace {

using namespace pairing;

QString tr(const char *text)
{
    return QCoreApplication::translate("rd::io::EventTournament", text);
}

// What a game's result gives White and Black (TRF: 1, =, 0, +, -; W, D, L are played games).
std::pair<Outcome, Outcome> outcomesOf(GameResult result)
{
    switch (result) {
    case GameResult::WhiteWins:
    case GameResult::WhiteWinsUnrated:
        return { Outcome::Win, Outcome::Loss };
    case GameResult::BlackWins:
    case GameResult::BlackWinsUnrated:
        return { Outcome::Loss, Outcome::Win };
    case GameResult::Draw:
    case GameResult::DrawUnrated:
        return { Outcome::Draw, Outcome::Draw };
    case GameResult::WhiteWinsByForfeit:
        return { Outcome::ForfeitWin, Outcome::ForfeitLoss };
    case GameResult::BlackWinsByForfeit:
        return { Outcome::ForfeitLoss, Outcome::ForfeitWin };
    case GameResult::DoubleForfeit:
        return { Outcome::ForfeitLoss, Outcome::ForfeitLoss };
    case GameResult::NotPlayed:
        return { Outcome::Pending, Outcome::Pending };
    }
    return { Outcome::Pending, Outcome::Pending };
}

// A bye that is no pairing-allocated one scores a win's, a draw's or no points (TRF F, H, Z).
Outcome byeOutcome(double points)
{
    if (points >= 1.0)
        return Outcome::FullBye;
    if (points > 0.0)
        return Outcome::HalfBye;
    return Outcome::ZeroBye;
}

Points tenths(double points)
{
    return static_cast<Points>(std::lround(points * 10));
}

class Builder {
public:
    explicit Builder(const EventInput &event)
        : m_event(event)
    {
    }

    EventTournament build()
    {
        m_t.name = m_event.event.name;
        m_t.plannedRounds = m_event.event.properties.roundsPlanned.value_or(0);
        m_t.points.pairingBye = tenths(m_event.event.properties.pairingByePoints);
        if (const auto colour = m_event.event.properties.initialColour)
            m_t.initialColour
                = *colour == InitialColour::White ? pairing::Colour::White : pairing::Colour::Black;
        const int rounds = std::max(model::lastPairedRound(m_event) + 1, lastByeRound());
        for (std::size_t i = 0; i < m_event.players.size(); ++i) {
            const PlayerInput &input = m_event.players[i];
            Player player;
            player.startNumber = static_cast<int>(i) + 1;
            player.name = input.name;
            player.rating = input.fideRating.value_or(0);
            player.sex = input.sex;
            player.title = input.title;
            player.federation = input.federation;
            player.fideId = input.fideId;
            player.rounds.assign(rounds, RoundEntry {});
            m_number[input.id] = player.startNumber;
            m_t.players.push_back(std::move(player));
        }
        for (const ChessGame &game : m_event.chessGames)
            if (!addGame(game))
                return failed();
        for (const Bye &bye : m_event.byes)
            if (!addBye(bye))
                return failed();
        addEntriesAndWithdrawals(model::lastPairedRound(m_event) + 1);
        for (const ForbiddenPair &pair : m_event.forbiddenPairs) {
            const int player = numberOf(pair.player);
            const int other = player ? numberOf(pair.other) : 0;
            if (!other)
                return failed();
            m_t.forbidden.push_back({ 1, 999, { player, other } });
        }
        if (m_event.event.properties.acceleration == PairingAcceleration::Baku) {
            if (m_t.plannedRounds == 0) {
                m_error = tr("Baku acceleration needs the planned number of rounds; give the "
                             "event its rounds planned.");
                return failed();
            }
            m_t.acceleration
                = bakuAcceleration(static_cast<int>(m_t.players.size()), m_t.plannedRounds);
        }
        for (Player &p : m_t.players)
            while (!p.rounds.empty() && p.rounds.back().outcome == Outcome::NotPaired)
                p.rounds.pop_back();
        return { std::move(m_t), {} };
    }

private:
    int lastByeRound() const
    {
        int last = 0;
        for (const Bye &bye : m_event.byes)
            last = std::max(last, bye.round);
        return last;
    }

    QString nameOf(int startNumber) const
    {
        return QStringLiteral("%1 (%2)")
            .arg(QString::fromStdString(m_t.player(startNumber).name))
            .arg(startNumber);
    }

    // The cell of `startNumber` in `round`, refused when something fills it already.
    RoundEntry *cell(int startNumber, int round)
    {
        RoundEntry &entry = m_t.player(startNumber).rounds[round - 1];
        if (entry.outcome != Outcome::NotPaired) {
            m_error = tr("%1 has two games or byes in round %2; the pairing needs one at most.")
                          .arg(nameOf(startNumber))
                          .arg(round);
            return nullptr;
        }
        return &entry;
    }

    // The start number of the player `id`, 0 (and the error said) when the event has no such
    // player.
    int numberOf(const std::string &id)
    {
        const auto found = m_number.find(id);
        if (found != m_number.end())
            return found->second;
        m_error = tr("A game or bye names the player \"%1\", who is not in the event's player "
                     "list.")
                      .arg(QString::fromStdString(id));
        return 0;
    }

    bool addGame(const ChessGame &game)
    {
        const int white = numberOf(game.white);
        const int black = white ? numberOf(game.black) : 0;
        if (!black)
            return false;
        if (!game.round) {
            m_error = tr("The game %1 against %2 has no round; the pairing needs the round of "
                         "every game.")
                          .arg(nameOf(white), nameOf(black));
            return false;
        }
        RoundEntry *whiteCell = cell(white, *game.round);
        RoundEntry *blackCell = whiteCell ? cell(black, *game.round) : nullptr;
        if (!blackCell)
            return false;
        const auto [whiteOutcome, blackOutcome] = outcomesOf(game.result);
        *whiteCell = { black, Colour::White, whiteOutcome };
        *blackCell = { white, Colour::Black, blackOutcome };
        return true;
    }

    bool addBye(const Bye &bye)
    {
        const int player = numberOf(bye.player);
        RoundEntry *entry = player ? cell(player, bye.round) : nullptr;
        if (!entry)
            return false;
        *entry = { 0, Colour::None, bye.unpaired ? Outcome::PairingBye : byeOutcome(bye.points) };
        return true;
    }

    // C.04.2: a late entry's missed rounds score the event's rule; a player who withdrew is
    // absent from his round on, and left out of the pairing once the round to pair is his.
    void addEntriesAndWithdrawals(int roundToPair)
    {
        const Outcome missed = byeOutcome(m_event.event.properties.missedRoundPoints);
        for (std::size_t i = 0; i < m_event.players.size(); ++i) {
            const PlayerInput &input = m_event.players[i];
            Player &player = m_t.players[i];
            const int firstRound = input.firstRound.value_or(1);
            for (int round = 1; round < firstRound && round <= roundToPair; ++round)
                fillEmpty(player, round, missed);
            if (input.withdrawnFrom && *input.withdrawnFrom <= roundToPair) {
                player.withdrawn = true;
                for (int round = *input.withdrawnFrom; round < roundToPair; ++round)
                    fillEmpty(player, round, Outcome::ZeroBye);
            }
        }
    }

    static void fillEmpty(Player &player, int round, Outcome outcome)
    {
        if (static_cast<int>(player.rounds.size()) < round)
            player.rounds.resize(round);
        RoundEntry &entry = player.rounds[round - 1];
        if (entry.outcome == Outcome::NotPaired)
            entry = { 0, Colour::None, outcome };
    }

    EventTournament failed() const { return { std::nullopt, m_error }; }

    const EventInput &m_event;
    Tournament m_t;
    std::map<std::string, int> m_number; // player id -> start number
    QString m_error;
};

} // namespace

EventTournament tournamentOf(const EventInput &event)
{
    return Builder(event).build();
}

} // namespace rd::io
