#include "engine/edit/ChessEventEdit.h"

#include "engine/checks/PlayerNumbers.h"
#include "engine/checks/RatingReadiness.h"
#include "engine/edit/EventDates.h"
#include "engine/edit/InputBounds.h"
#include "engine/edit/PlayerIds.h"

#include <QCoreApplication>
#include <QStringList>

#include <algorithm>
#include <unordered_map>

namespace rd::edit {

using checks::placeholderId;
using checks::placeholderNumber;
using checks::startNumberText;

namespace {

QString tr(const char *text)
{
    return QCoreApplication::translate("rd::edit::ChessEventEdit", text);
}

EditResult applied(const QString &text)
{
    return { EditResult::Kind::Applied, text, {} };
}

EditResult refused(const QString &message, Location location)
{
    return { EditResult::Kind::Refused, {}, { Severity::Error, message, location } };
}

Location cell(int startNumber, int round)
{
    return { startNumber, round, 0, {} };
}

EditResult conflict(const QString &message, Location location)
{
    return { EditResult::Kind::Conflict, {}, { Severity::Error, message, location } };
}

bool involves(const ChessGame &game, const std::string &player)
{
    return game.white == player || game.black == player;
}

// Replaces every game and bye of `player` in `round` by `game` or `bye` (or by nothing). The new
// game takes the board of the first one it replaces.
void setRoundEntry(EventInput &event, int round, const std::string &player,
    const std::optional<ChessGame> &game, const std::optional<Bye> &bye)
{
    auto &games = event.chessGames;
    std::size_t board = games.size();
    for (std::size_t i = games.size(); i-- > 0;) {
        if (games[i].round == round && involves(games[i], player)) {
            board = i;
            games.erase(games.begin() + static_cast<std::ptrdiff_t>(i));
        }
    }
    std::erase_if(event.byes, [&](const Bye &b) { return b.round == round && b.player == player; });
    if (game)
        games.insert(
            games.begin() + static_cast<std::ptrdiff_t>(std::min(board, games.size())), *game);
    if (bye)
        event.byes.push_back(*bye);
}

} // namespace

CrosstableEntry entryOf(const ChessGame &game, const std::string &player, int opponent)
{
    CrosstableEntry entry;
    entry.kind = CrosstableEntry::Kind::Game;
    entry.opponent = opponent;
    const bool white = game.white == player;
    entry.colour = white ? CrosstableEntry::Colour::White : CrosstableEntry::Colour::Black;
    const double points = white ? whitePoints(game.result) : blackPoints(game.result);
    entry.playedNotRated
        = !isRated(game.result) && !isForfeit(game.result) && isPlayed(game.result);
    if (!isPlayed(game.result))
        entry.outcome = CrosstableEntry::Outcome::NotPlayed;
    else if (isForfeit(game.result))
        entry.outcome = points > 0 ? CrosstableEntry::Outcome::ForfeitWin
                                   : CrosstableEntry::Outcome::ForfeitLoss;
    else if (points > 0.75)
        entry.outcome = CrosstableEntry::Outcome::Win;
    else if (points > 0.25)
        entry.outcome = CrosstableEntry::Outcome::Draw;
    else
        entry.outcome = CrosstableEntry::Outcome::Loss;
    return entry;
}

QString gameStepText(int round, int white, int black, GameResult result)
{
    return QCoreApplication::translate("rd::edit::ChessEventEdit", "Round %1: %2 \u2013 %3 %4")
        .arg(round)
        .arg(startNumberText(white), startNumberText(black), resultText(result));
}

std::optional<Problem> unreadableEntry(
    const EventInput &event, int startNumber, int round, const QString &text)
{
    if (parseCrosstableEntry(text))
        return std::nullopt;
    return checks::typedCellProblem(event, { cell(startNumber, round), text });
}

ChessEventEdit::ChessEventEdit(EventInput &event)
    : m_event(event)
{
}

bool ChessEventEdit::isPlayer(int startNumber) const
{
    return startNumber >= 1 && startNumber <= static_cast<int>(m_event.players.size());
}

// The refusal for a name that is empty or that another player of the list has; empty when the
// name can be taken.
// Namesakes may both play when each was picked from the registry as a different player.
QString ChessEventEdit::nameTaken(
    const QString &name, int except, std::optional<long long> registryId) const
{
    if (name.trimmed().isEmpty())
        return tr("A player needs a name.");
    if (const QString problem = nameOutOfBounds(name.simplified()); !problem.isEmpty())
        return problem;
    for (std::size_t i = 0; i < m_event.players.size(); ++i) {
        const PlayerInput &player = m_event.players[i];
        const QString other = QString::fromStdString(player.name);
        const bool namesakes = registryId && player.registryId;
        const bool same = namesakes
            ? *registryId == *player.registryId
            : other.simplified().compare(name.simplified(), Qt::CaseInsensitive) == 0;
        if (static_cast<int>(i) + 1 != except && same)
            return tr("%1 is already in the player list as number %2.")
                .arg(other)
                .arg(static_cast<int>(i) + 1);
    }
    return {};
}

EditResult ChessEventEdit::enterResult(
    int startNumber, int round, const QString &notation, Resolution resolution)
{
    if (!isPlayer(startNumber))
        return refused(tr("There is no player %1.").arg(startNumber), cell(startNumber, round));
    if (const QString problem = roundOutOfBounds(round); !problem.isEmpty())
        return refused(problem, cell(startNumber, round));
    const auto entry = parseCrosstableEntry(notation);
    if (!entry)
        return { EditResult::Kind::Refused, {},
            *unreadableEntry(m_event, startNumber, round, notation) };
    // A round after the last one planned is begun only when the director says so.
    const bool roundBegun = std::ranges::any_of(m_event.chessGames, [round](const ChessGame &g) {
        return g.round == round;
    }) || std::ranges::any_of(m_event.byes, [round](const Bye &b) { return b.round == round; });
    if (const std::optional<int> planned = m_event.event.properties.roundsPlanned; planned
        && round > *planned && entry->kind != CrosstableEntry::Kind::Empty
        && resolution == Resolution::Refuse && !roundBegun) {
        Location here = cell(startNumber, round);
        here.field = QStringLiteral("rounds_planned");
        return conflict(
            QCoreApplication::translate("rd::edit::ChessEventEdit",
                "Round %1 would be a round after the %n round(s) planned.", nullptr, *planned)
                .arg(round),
            here);
    }
    switch (entry->kind) {
    case CrosstableEntry::Kind::Empty:
        return clearCell(startNumber, round);
    case CrosstableEntry::Kind::Bye:
        return enterBye(startNumber, round, entry->byePoints, resolution);
    case CrosstableEntry::Kind::Game:
        break;
    }
    return enterGame(startNumber, round, *entry, resolution);
}

EditResult ChessEventEdit::enterGame(
    int startNumber, int round, const CrosstableEntry &entry, Resolution resolution)
{
    const Location here = cell(startNumber, round);
    if (entry.opponent == startNumber)
        return { EditResult::Kind::Refused, {},
            checks::selfPairingProblem(m_event, startNumber, round) };
    const std::string self = playerIdAt(m_event, startNumber);
    const std::string other = playerIdAt(m_event, entry.opponent);
    const bool white = entry.colour == CrosstableEntry::Colour::White;
    const ChessGame game { round, white ? self : other, white ? other : self, entry.result() };
    // The game as it is entered already stays; any other game in this cell is in an opponent's
    // cell too, which the entry contradicts.
    const auto same = std::ranges::find_if(m_event.chessGames, [&](const ChessGame &g) {
        return g.round == round && g.white == game.white && g.black == game.black
            && g.result == game.result;
    });
    const QStringList replaced
        = gamesReplaced(startNumber, round, same == m_event.chessGames.end() ? nullptr : &*same);
    if (!replaced.isEmpty() && resolution == Resolution::Refuse)
        return conflict(replaced.join(QLatin1Char(' ')), here);
    // What the opponent's cell holds in this round besides the game shown in this cell.
    if (isPlayer(entry.opponent)) {
        QStringList held;
        for (const ChessGame &game : m_event.chessGames) {
            if (game.round == round && involves(game, other) && !involves(game, self)) {
                const std::string third = game.white == other ? game.black : game.white;
                held << tr("plays %1").arg(playerText(m_event, startNumberOf(m_event, third)));
            }
        }
        for (const Bye &bye : m_event.byes) {
            if (bye.round == round && bye.player == other)
                held << tr("has a bye");
        }
        if (!held.isEmpty() && resolution == Resolution::Refuse)
            return conflict(tr("Round %1: %2 already %3 in this round.")
                                .arg(round)
                                .arg(playerText(m_event, entry.opponent), held.join(tr(" and "))),
                cell(entry.opponent, round));
        std::erase_if(m_event.chessGames, [&](const ChessGame &game) {
            return game.round == round && involves(game, other) && !involves(game, self);
        });
        std::erase_if(m_event.byes,
            [&](const Bye &bye) { return bye.round == round && bye.player == other; });
    }
    setRoundEntry(m_event, round, self, game, std::nullopt);
    return applied(gameStepText(round, white ? startNumber : entry.opponent,
        white ? entry.opponent : startNumber, game.result));
}

EditResult ChessEventEdit::enterBye(
    int startNumber, int round, std::optional<double> points, Resolution resolution)
{
    const QStringList replaced = gamesReplaced(startNumber, round, nullptr);
    if (!replaced.isEmpty() && resolution == Resolution::Refuse)
        return conflict(replaced.join(QLatin1Char(' ')), cell(startNumber, round));
    const std::string self = playerIdAt(m_event, startNumber);
    const Bye bye { round, self, points.value_or(m_event.event.properties.pairingByePoints),
        !points.has_value() };
    setRoundEntry(m_event, round, self, std::nullopt, bye);
    return applied(tr("Round %1: bye for %2 (%3)")
                       .arg(round)
                       .arg(startNumber)
                       .arg(pointsText(bye.pointsIn(m_event.event.properties))));
}

QStringList ChessEventEdit::gamesReplaced(int startNumber, int round, const ChessGame *kept) const
{
    const std::string self = playerIdAt(m_event, startNumber);
    QStringList games;
    for (const ChessGame &game : m_event.chessGames) {
        if (&game == kept || game.round != round || !involves(game, self))
            continue;
        games << tr("Round %1: %2 \u2013 %3 %4 is already entered.")
                     .arg(round)
                     .arg(playerText(m_event, startNumberOf(m_event, game.white)),
                         playerText(m_event, startNumberOf(m_event, game.black)),
                         resultText(game.result));
    }
    return games;
}

EditResult ChessEventEdit::clearCell(int startNumber, int round)
{
    setRoundEntry(m_event, round, playerIdAt(m_event, startNumber), std::nullopt, std::nullopt);
    return applied(tr("Round %1: no result for %2").arg(round).arg(startNumber));
}

EditResult ChessEventEdit::setResult(int round, int board, GameResult result)
{
    int seen = 0;
    for (ChessGame &game : m_event.chessGames) {
        if (game.round != round || ++seen != board)
            continue;
        game.result = result;
        return applied(gameStepText(
            round, startNumberOf(m_event, game.white), startNumberOf(m_event, game.black), result));
    }
    return refused(tr("Round %1 has no board %2.").arg(round).arg(board), cell(0, round));
}

EditResult ChessEventEdit::setDates(std::optional<Date> start, Date end)
{
    return setEventDates(m_event, start, end);
}

EditResult ChessEventEdit::addPlayer(const QString &name, std::optional<long long> registryId)
{
    PlayerInput player;
    player.registryId = registryId;
    player.name = name.toStdString();
    return addPlayer(std::move(player));
}

EditResult ChessEventEdit::addPlayer(PlayerInput player)
{
    const QString name = QString::fromStdString(player.name).simplified();
    if (const QString problem = nameTaken(name, 0, player.registryId); !problem.isEmpty())
        return refused(problem, {});
    if (const QString problem = noRoomForPlayer(static_cast<int>(m_event.players.size()));
        !problem.isEmpty())
        return refused(problem, {});
    player.id = nextFreePlayerId(m_event);
    player.name = name.toStdString();
    m_event.players.push_back(player);
    // Games that named this start number before he was in the list are his now.
    const std::string waiting = placeholderId(static_cast<int>(m_event.players.size()));
    for (auto &game : m_event.chessGames) {
        if (game.white == waiting)
            game.white = player.id;
        if (game.black == waiting)
            game.black = player.id;
    }
    return applied(tr("Add player %1").arg(name));
}

EditResult ChessEventEdit::renamePlayer(int startNumber, const QString &name)
{
    if (!isPlayer(startNumber))
        return refused(tr("There is no player %1.").arg(startNumber), cell(startNumber, 0));
    if (const QString problem = nameTaken(name, startNumber,
            m_event.players[static_cast<std::size_t>(startNumber - 1)].registryId);
        !problem.isEmpty())
        return refused(problem, cell(startNumber, 0));
    m_event.players[static_cast<std::size_t>(startNumber - 1)].name
        = name.simplified().toStdString();
    return applied(tr("Rename player %1 to %2").arg(startNumber).arg(name.simplified()));
}

EditResult ChessEventEdit::removePlayer(int startNumber)
{
    if (!isPlayer(startNumber))
        return refused(tr("There is no player %1.").arg(startNumber), cell(startNumber, 0));
    const QString text = tr("Remove player %1").arg(playerText(m_event, startNumber));
    const int count = static_cast<int>(m_event.players.size());
    const std::string id = m_event.players[static_cast<std::size_t>(startNumber - 1)].id;
    std::erase_if(m_event.chessGames, [&](const ChessGame &g) { return involves(g, id); });
    std::erase_if(m_event.byes, [&](const Bye &b) { return b.player == id; });
    std::erase_if(m_event.forbiddenPairs,
        [&](const ForbiddenPair &pair) { return pair.player == id || pair.other == id; });
    // An order by hand of a tie he was in orders a tie no more.
    std::erase_if(m_event.event.properties.tieOrders, [&](const std::vector<std::string> &order) {
        return std::find(order.begin(), order.end(), id) != order.end();
    });
    m_event.players.erase(m_event.players.begin() + startNumber - 1);
    // Placeholders name start numbers beyond the list, which moved up by one.
    const auto moveUp = [&](std::string &player) {
        if (const int number = placeholderNumber(player); number > count)
            player = placeholderId(number - 1);
    };
    for (auto &game : m_event.chessGames) {
        moveUp(game.white);
        moveUp(game.black);
    }
    return applied(text);
}

EditResult ChessEventEdit::movePlayer(int from, int to)
{
    if (!isPlayer(from) || !isPlayer(to))
        return refused(
            tr("Start numbers run from 1 to %1.").arg(m_event.players.size()), cell(from, 0));
    const QString text = tr("Move %1 to number %2").arg(playerText(m_event, from)).arg(to);
    auto &players = m_event.players;
    const auto first = players.begin();
    if (from < to)
        std::rotate(first + from - 1, first + from, first + to);
    else
        std::rotate(first + to - 1, first + from - 1, first + from);
    return applied(text);
}

} // namespace rd::edit
