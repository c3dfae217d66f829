#include "ui/CrosstableModel.h"

#include "engine/edit/PlayerIds.h"

#include <QBrush>
#include <QColor>
#include <QFont>

#include <algorithm>
#include <cmath>
#include <map>
#include <unordered_map>
#include <utility>

namespace rd::ui {

namespace {

const QString kHalf = QStringLiteral("\u00bd");
const QString kMinus = QStringLiteral("\u2212");
const QString kPlaceholderPrefix = QStringLiteral("#");

const QColor kErrorColour(255, 200, 200);
const QColor kWarningColour(255, 236, 160);

// Draw marks of a result or bye: =, ½ and 1/2.
bool isDrawMark(const QString &text)
{
    return text == QLatin1String("=") || text == kHalf || text == QLatin1String("1/2");
}

std::optional<CrosstableEntry::Outcome> parseOutcome(const QString &text)
{
    using Outcome = CrosstableEntry::Outcome;
    if (text == QLatin1String("1"))
        return Outcome::Win;
    if (text == QLatin1String("0"))
        return Outcome::Loss;
    if (isDrawMark(text))
        return Outcome::Draw;
    if (text == QLatin1String("+"))
        return Outcome::ForfeitWin;
    if (text == QLatin1String("-") || text == kMinus)
        return Outcome::ForfeitLoss;
    return std::nullopt;
}

QString outcomeText(CrosstableEntry::Outcome outcome)
{
    switch (outcome) {
    case CrosstableEntry::Outcome::Win:
        return QStringLiteral("1");
    case CrosstableEntry::Outcome::Draw:
        return kHalf;
    case CrosstableEntry::Outcome::Loss:
        return QStringLiteral("0");
    case CrosstableEntry::Outcome::ForfeitWin:
        return QStringLiteral("+");
    case CrosstableEntry::Outcome::ForfeitLoss:
        return kMinus;
    }
    return {};
}

std::string placeholderId(int startNumber)
{
    return (kPlaceholderPrefix + QString::number(startNumber)).toStdString();
}

// The start number a placeholder id stands for, 0 for any other id.
int placeholderNumber(const std::string &id)
{
    const QString text = QString::fromStdString(id);
    if (!text.startsWith(kPlaceholderPrefix))
        return 0;
    bool ok = false;
    const int number = text.mid(kPlaceholderPrefix.size()).toInt(&ok);
    return ok && number > 0 ? number : 0;
}

// A game from the side of `player`.
CrosstableEntry entryOf(const ChessGame &game, const std::string &player, int opponent)
{
    CrosstableEntry entry;
    entry.kind = CrosstableEntry::Kind::Game;
    entry.opponent = opponent;
    const bool white = game.white == player;
    entry.colour = white ? CrosstableEntry::Colour::White : CrosstableEntry::Colour::Black;
    const double points = white ? whitePoints(game.result) : blackPoints(game.result);
    if (isForfeit(game.result))
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

// Replaces every game and bye of `player` in `round` by `game` or `bye` (or by nothing). The new
// game takes the board of the first one it replaces.
void setRoundEntry(EventInput &event, int round, const std::string &player,
    const std::optional<ChessGame> &game, const std::optional<Bye> &bye)
{
    auto &games = event.chessGames;
    std::size_t board = games.size();
    for (std::size_t i = games.size(); i-- > 0;) {
        if (games[i].round == round && (games[i].white == player || games[i].black == player)) {
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

QString numberText(int startNumber)
{
    return startNumber > 0 ? QString::number(startNumber) : QStringLiteral("?");
}

} // namespace

GameResult CrosstableEntry::result() const
{
    const bool white = colour == Colour::White;
    switch (outcome) {
    case Outcome::Win:
        return white ? GameResult::WhiteWins : GameResult::BlackWins;
    case Outcome::Loss:
        return white ? GameResult::BlackWins : GameResult::WhiteWins;
    case Outcome::Draw:
        return GameResult::Draw;
    case Outcome::ForfeitWin:
        return white ? GameResult::WhiteWinsByForfeit : GameResult::BlackWinsByForfeit;
    case Outcome::ForfeitLoss:
        return white ? GameResult::BlackWinsByForfeit : GameResult::WhiteWinsByForfeit;
    }
    return GameResult::Draw;
}

std::optional<CrosstableEntry> parseCrosstableEntry(const QString &text)
{
    QString compact;
    for (const QChar c : text) {
        if (!c.isSpace())
            compact += c.toLower();
    }
    CrosstableEntry entry;
    if (compact.isEmpty())
        return entry;

    if (compact.startsWith(QLatin1String("bye"))) {
        const QString points = compact.mid(3);
        entry.kind = CrosstableEntry::Kind::Bye;
        if (points.isEmpty() || points == QLatin1String("1"))
            entry.byePoints = 1.0;
        else if (isDrawMark(points))
            entry.byePoints = 0.5;
        else if (points == QLatin1String("0"))
            entry.byePoints = 0.0;
        else
            return std::nullopt;
        return entry;
    }

    // The result is the end of the text; "1/2" is tried before its last character.
    static const QStringList results { QStringLiteral("1/2"), QStringLiteral("1"),
        QStringLiteral("0"), QStringLiteral("="), kHalf, QStringLiteral("+"), QStringLiteral("-"),
        kMinus };
    QString rest;
    for (const QString &result : results) {
        if (compact.endsWith(result)) {
            entry.outcome = *parseOutcome(result);
            rest = compact.chopped(result.size());
            break;
        }
    }
    if (rest.endsWith(QLatin1Char('w'))) {
        rest.chop(1);
    } else if (rest.endsWith(QLatin1Char('b'))) {
        entry.colour = CrosstableEntry::Colour::Black;
        rest.chop(1);
    }
    if (rest.isEmpty() || rest.size() > 4
        || !std::all_of(rest.begin(), rest.end(), [](QChar c) { return c.isDigit(); }))
        return std::nullopt;
    entry.opponent = rest.toInt();
    if (entry.opponent < 1)
        return std::nullopt;
    entry.kind = CrosstableEntry::Kind::Game;
    return entry;
}

QString crosstableNotation(const CrosstableEntry &entry)
{
    switch (entry.kind) {
    case CrosstableEntry::Kind::Empty:
        return {};
    case CrosstableEntry::Kind::Bye:
        return entry.byePoints == 1.0 ? QStringLiteral("bye")
                                      : QStringLiteral("bye") + pointsText(entry.byePoints);
    case CrosstableEntry::Kind::Game:
        return numberText(entry.opponent)
            + (entry.colour == CrosstableEntry::Colour::White ? QLatin1Char('w') : QLatin1Char('b'))
            + outcomeText(entry.outcome);
    }
    return {};
}

QString pointsText(double points)
{
    const double halves = points * 2.0;
    if (std::abs(halves - std::round(halves)) > 1e-9)
        return QString::number(points);
    const long rounded = std::lround(halves);
    if (rounded % 2 == 0)
        return QString::number(rounded / 2);
    return rounded == 1 ? kHalf : QString::number(rounded / 2) + kHalf;
}

QString resultText(GameResult result)
{
    if (result == GameResult::Draw)
        return kHalf + QLatin1Char('-') + kHalf;
    return QString::fromStdString(toNotation(result));
}

std::string playerIdAt(const EventInput &event, int startNumber)
{
    if (startNumber >= 1 && startNumber <= static_cast<int>(event.players.size()))
        return event.players[static_cast<std::size_t>(startNumber - 1)].id;
    return placeholderId(startNumber);
}

int startNumberOf(const EventInput &event, const std::string &id)
{
    for (std::size_t i = 0; i < event.players.size(); ++i) {
        if (event.players[i].id == id)
            return static_cast<int>(i) + 1;
    }
    const int number = placeholderNumber(id);
    return number > static_cast<int>(event.players.size()) ? number : 0;
}

void appendPlayer(EventInput &event, const std::string &name)
{
    PlayerInput player;
    player.id = edit::nextFreePlayerId(event);
    player.name = name;
    event.players.push_back(player);

    const std::string waiting = placeholderId(static_cast<int>(event.players.size()));
    for (auto &game : event.chessGames) {
        if (game.white == waiting)
            game.white = player.id;
        if (game.black == waiting)
            game.black = player.id;
    }
}

void removePlayer(EventInput &event, int startNumber)
{
    const int count = static_cast<int>(event.players.size());
    if (startNumber < 1 || startNumber > count)
        return;
    const std::string id = event.players[static_cast<std::size_t>(startNumber - 1)].id;
    std::erase_if(
        event.chessGames, [&](const ChessGame &g) { return g.white == id || g.black == id; });
    std::erase_if(event.byes, [&](const Bye &b) { return b.player == id; });
    event.players.erase(event.players.begin() + startNumber - 1);
    // Placeholders name start numbers beyond the list, which moved up by one.
    const auto moveUp = [&](std::string &player) {
        if (const int number = placeholderNumber(player); number > count)
            player = placeholderId(number - 1);
    };
    for (auto &game : event.chessGames) {
        moveUp(game.white);
        moveUp(game.black);
    }
}

CrosstableModel::CrosstableModel(EventDraft &draft, QObject *parent)
    : QAbstractTableModel(parent)
    , m_draft(draft)
{
    analyse();
    m_rowCount = static_cast<int>(m_cells.size());
    m_roundColumns = m_rounds + 1;
    connect(&m_draft, &EventDraft::changed, this, &CrosstableModel::refresh);
}

QString CrosstableModel::gameStepText(int round, int white, int black, GameResult result)
{
    return tr("Round %1: %2 \u2013 %3 %4")
        .arg(round)
        .arg(numberText(white), numberText(black), resultText(result));
}

void CrosstableModel::refresh()
{
    analyse();
    // Rows and round columns are added and removed at their ends, so the view keeps its
    // current cell and an open editor moves on as it should.
    const int roundColumns = m_rounds + 1;
    if (roundColumns > m_roundColumns) {
        beginInsertColumns(
            {}, FirstRoundColumn + m_roundColumns, FirstRoundColumn + roundColumns - 1);
        m_roundColumns = roundColumns;
        endInsertColumns();
    } else if (roundColumns < m_roundColumns) {
        beginRemoveColumns(
            {}, FirstRoundColumn + roundColumns, FirstRoundColumn + m_roundColumns - 1);
        m_roundColumns = roundColumns;
        endRemoveColumns();
    }
    const int rows = static_cast<int>(m_cells.size());
    if (rows > m_rowCount) {
        beginInsertRows({}, m_rowCount, rows - 1);
        m_rowCount = rows;
        endInsertRows();
    } else if (rows < m_rowCount) {
        beginRemoveRows({}, rows, m_rowCount - 1);
        m_rowCount = rows;
        endRemoveRows();
    }
    if (m_rowCount > 0)
        emit dataChanged(index(0, 0), index(m_rowCount - 1, columnCount() - 1));
}

void CrosstableModel::analyse()
{
    const EventInput &event = m_draft.event();
    std::unordered_map<std::string, int> rowOf;
    for (std::size_t i = 0; i < event.players.size(); ++i)
        rowOf.emplace(event.players[i].id, static_cast<int>(i));
    const auto row = [&](const std::string &id) {
        const auto found = rowOf.find(id);
        return found == rowOf.end() ? -1 : found->second;
    };
    const auto number = [&](const std::string &id) {
        const int r = row(id);
        return r >= 0 ? r + 1 : startNumberOf(event, id);
    };
    const auto name = [&](const std::string &id) {
        const int r = row(id);
        const QString text = r >= 0
            ? QString::fromStdString(event.players[static_cast<std::size_t>(r)].name)
            : QStringLiteral("?");
        return tr("%1 (%2)").arg(text, numberText(number(id)));
    };

    m_rounds = 0;
    m_gamesWithoutRound = 0;
    for (const auto &game : event.chessGames) {
        if (game.round && *game.round >= 1)
            m_rounds = std::max(m_rounds, *game.round);
        else
            ++m_gamesWithoutRound;
    }
    for (const auto &bye : event.byes)
        m_rounds = std::max(m_rounds, bye.round);

    const std::size_t players = event.players.size();
    m_cells.assign(players, std::vector<Cell>(static_cast<std::size_t>(m_rounds) + 1));
    m_points.assign(players, 0.0);
    // Per cell the games and byes, per pair of players the rounds they meet in.
    std::vector<std::vector<std::vector<const ChessGame *>>> games(
        players, std::vector<std::vector<const ChessGame *>>(static_cast<std::size_t>(m_rounds)));
    std::map<std::pair<std::string, std::string>, std::vector<int>> meetings;
    for (const auto &game : event.chessGames) {
        const int white = row(game.white);
        const int black = row(game.black);
        if (white >= 0)
            m_points[static_cast<std::size_t>(white)] += whitePoints(game.result);
        if (black >= 0 && black != white)
            m_points[static_cast<std::size_t>(black)] += blackPoints(game.result);
        if (!game.round || *game.round < 1)
            continue;
        const auto round = static_cast<std::size_t>(*game.round - 1);
        if (white >= 0)
            games[static_cast<std::size_t>(white)][round].push_back(&game);
        if (black >= 0 && black != white)
            games[static_cast<std::size_t>(black)][round].push_back(&game);
        if (game.white != game.black)
            meetings[std::minmax(game.white, game.black)].push_back(*game.round);
    }
    std::vector<std::vector<std::vector<const Bye *>>> byes(
        players, std::vector<std::vector<const Bye *>>(static_cast<std::size_t>(m_rounds)));
    for (const auto &bye : event.byes) {
        const int r = row(bye.player);
        if (r < 0)
            continue;
        m_points[static_cast<std::size_t>(r)] += bye.points;
        if (bye.round >= 1)
            byes[static_cast<std::size_t>(r)][static_cast<std::size_t>(bye.round - 1)].push_back(
                &bye);
    }

    for (std::size_t p = 0; p < players; ++p) {
        const std::string &self = event.players[p].id;
        const int selfNumber = static_cast<int>(p) + 1;
        for (int round = 1; round <= m_rounds; ++round) {
            const auto r = static_cast<std::size_t>(round - 1);
            Cell &cell = m_cells[p][r];
            std::vector<std::string> opponents;
            for (const ChessGame *game : games[p][r]) {
                const std::string &opponent = game->white == self ? game->black : game->white;
                const int opponentNumber = number(opponent);
                cell.entries << crosstableNotation(entryOf(*game, self, opponentNumber));
                cell.descriptions << tr("Round %1: %2 \u2013 %3 %4")
                                         .arg(round)
                                         .arg(name(game->white), name(game->black),
                                             resultText(game->result));
                if (opponent == self) {
                    cell.errors << tr("Player %1 is paired with himself.").arg(selfNumber);
                } else if (row(opponent) < 0) {
                    cell.errors << (opponentNumber > 0
                            ? tr("There is no player %1.").arg(opponentNumber)
                            : tr("The opponent (id %1) is not in the player list.")
                                  .arg(QString::fromStdString(opponent)));
                } else {
                    QStringList others;
                    for (const int other : meetings[std::minmax(self, opponent)]) {
                        if (other != round && !others.contains(QString::number(other)))
                            others << QString::number(other);
                    }
                    if (!others.isEmpty())
                        cell.warnings << tr("Players %1 and %2 also meet in round %3.")
                                             .arg(std::min(selfNumber, opponentNumber))
                                             .arg(std::max(selfNumber, opponentNumber))
                                             .arg(others.join(QStringLiteral(", ")));
                }
                if (std::find(opponents.begin(), opponents.end(), opponent) != opponents.end())
                    cell.errors << tr("Players %1 and %2 are paired twice in round %3.")
                                       .arg(std::min(selfNumber, opponentNumber))
                                       .arg(std::max(selfNumber, opponentNumber))
                                       .arg(round);
                else
                    opponents.push_back(opponent);
            }
            for (const Bye *bye : byes[p][r]) {
                CrosstableEntry entry;
                entry.kind = CrosstableEntry::Kind::Bye;
                entry.byePoints = bye->points;
                cell.entries << crosstableNotation(entry);
                cell.descriptions << tr("Round %1: bye for %2, %3 points")
                                         .arg(round)
                                         .arg(name(self), pointsText(bye->points));
            }
            // The same opponent twice is reported above.
            if (opponents.size() + byes[p][r].size() > 1)
                cell.errors << tr("Player %1 has %2 results in round %3: %4.")
                                   .arg(selfNumber)
                                   .arg(cell.entries.size())
                                   .arg(round)
                                   .arg(cell.entries.join(QStringLiteral(", ")));
        }
    }
}

const CrosstableModel::Cell *CrosstableModel::cell(const QModelIndex &index) const
{
    const int round = index.column() - FirstRoundColumn + 1;
    if (!index.isValid() || round < 1 || round > m_roundColumns
        || index.row() >= static_cast<int>(m_cells.size())
        || round > static_cast<int>(m_cells[static_cast<std::size_t>(index.row())].size()))
        return nullptr;
    return &m_cells[static_cast<std::size_t>(index.row())][static_cast<std::size_t>(round - 1)];
}

int CrosstableModel::rowCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : m_rowCount;
}

int CrosstableModel::columnCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : FirstRoundColumn + m_roundColumns + 1;
}

QVariant CrosstableModel::data(const QModelIndex &index, int role) const
{
    const EventInput &event = m_draft.event();
    if (!index.isValid() || index.row() >= static_cast<int>(event.players.size())
        || index.row() >= static_cast<int>(m_points.size()))
        return {};
    const auto row = static_cast<std::size_t>(index.row());

    if (index.column() == NumberColumn) {
        if (role == Qt::DisplayRole)
            return index.row() + 1;
        if (role == Qt::TextAlignmentRole)
            return QVariant::fromValue(Qt::AlignRight | Qt::AlignVCenter);
        return {};
    }
    if (index.column() == NameColumn) {
        if (role == Qt::DisplayRole)
            return QString::fromStdString(event.players[row].name);
        return {};
    }
    if (index.column() == pointsColumn()) {
        if (role == Qt::DisplayRole)
            return pointsText(m_points[row]);
        if (role == Qt::TextAlignmentRole)
            return QVariant::fromValue(Qt::AlignCenter);
        if (role == Qt::FontRole) {
            QFont font;
            font.setBold(true);
            return font;
        }
        return {};
    }

    const Cell *c = cell(index);
    if (!c)
        return {};
    switch (role) {
    case Qt::DisplayRole:
    case Qt::EditRole:
        return c->entries.join(QStringLiteral(" / "));
    case Qt::TextAlignmentRole:
        return QVariant::fromValue(Qt::AlignCenter);
    case Qt::BackgroundRole:
        if (!c->errors.isEmpty())
            return QBrush(kErrorColour);
        if (!c->warnings.isEmpty())
            return QBrush(kWarningColour);
        return {};
    case Qt::ForegroundRole:
        if (!c->errors.isEmpty() || !c->warnings.isEmpty())
            return QBrush(Qt::black);
        return {};
    case Qt::ToolTipRole: {
        const QStringList problems = c->errors + c->warnings;
        const QStringList &lines = problems.isEmpty() ? c->descriptions : problems;
        if (lines.isEmpty())
            return {};
        return lines.join(QLatin1Char('\n'));
    }
    default:
        return {};
    }
}

QVariant CrosstableModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (orientation == Qt::Vertical) {
        if (role == Qt::DisplayRole)
            return section + 1;
        return {};
    }
    const bool isRound = section >= FirstRoundColumn && section < pointsColumn();
    if (role == Qt::DisplayRole) {
        if (section == NumberColumn)
            return tr("No.");
        if (section == NameColumn)
            return tr("Name");
        if (isRound)
            return section - FirstRoundColumn + 1;
        if (section == pointsColumn())
            return tr("Points");
    }
    if (role == Qt::ToolTipRole && isRound)
        return tr("Round %1").arg(section - FirstRoundColumn + 1);
    return {};
}

Qt::ItemFlags CrosstableModel::flags(const QModelIndex &index) const
{
    if (!index.isValid())
        return Qt::NoItemFlags;
    Qt::ItemFlags flags = Qt::ItemIsEnabled | Qt::ItemIsSelectable;
    if (index.column() >= FirstRoundColumn && index.column() < pointsColumn())
        flags |= Qt::ItemIsEditable;
    return flags;
}

bool CrosstableModel::setData(const QModelIndex &index, const QVariant &value, int role)
{
    const EventInput &event = m_draft.event();
    if (role != Qt::EditRole || !(flags(index) & Qt::ItemIsEditable)
        || index.row() >= static_cast<int>(event.players.size()))
        return false;
    const auto entry = parseCrosstableEntry(value.toString());
    if (!entry)
        return false;

    const int round = index.column() - FirstRoundColumn + 1;
    const int number = index.row() + 1;
    const std::string self = event.players[static_cast<std::size_t>(index.row())].id;
    std::optional<ChessGame> game;
    std::optional<Bye> bye;
    QString text;
    switch (entry->kind) {
    case CrosstableEntry::Kind::Empty:
        text = tr("Round %1: no result for %2").arg(round).arg(number);
        break;
    case CrosstableEntry::Kind::Game: {
        const bool white = entry->colour == CrosstableEntry::Colour::White;
        const std::string opponent = playerIdAt(event, entry->opponent);
        game = ChessGame { round, white ? self : opponent, white ? opponent : self,
            entry->result() };
        text = gameStepText(round, white ? number : entry->opponent,
            white ? entry->opponent : number, game->result);
        break;
    }
    case CrosstableEntry::Kind::Bye:
        bye = Bye { round, self, entry->byePoints };
        text = tr("Round %1: bye for %2 (%3)")
                   .arg(round)
                   .arg(number)
                   .arg(pointsText(entry->byePoints));
        break;
    }
    m_draft.apply(text, [&](EventInput &e) { setRoundEntry(e, round, self, game, bye); });
    return true;
}

} // namespace rd::ui
