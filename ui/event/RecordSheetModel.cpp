#include "ui/event/RecordSheetModel.h"

#include "report/DisplayNames.h"
#include "ui/widgets/StatePalette.h"

#include <QDate>
#include <QGuiApplication>
#include <QLocale>

namespace rd::ui {

namespace {

// The fields read here are those of an Evaluation the SAGC engine has just computed (of the
// lines typed, desktop::rateTypedLines, or of the preview, the store's EvaluationService; never
// one read back from a file or the database): each key is there with the kind the engine
// writes, the rank as GoRank::toString() writes it, so that neither std::get nor GoRank::parse
// can fail on them.
const Value &fieldOf(const Fields &fields, const std::string &key)
{
    return *findField(fields, key);
}

int integerOf(const Fields &fields, const std::string &key)
{
    return static_cast<int>(std::get<std::int64_t>(fieldOf(fields, key).storage()));
}

double numberOf(const Fields &fields, const std::string &key)
{
    return std::get<Decimal>(fieldOf(fields, key).storage()).value;
}

sagc::GoRank rankOf(const Fields &fields, const std::string &key)
{
    return sagc::GoRank::parse(std::get<std::string>(fieldOf(fields, key).storage())).value();
}

QString colourText(char letter)
{
    switch (letter) {
    case 'W':
        return RecordSheetModel::tr("W", "colour White");
    case 'B':
        return RecordSheetModel::tr("B", "colour Black");
    case '=':
        return RecordSheetModel::tr("draw");
    }
    return QStringLiteral("-");
}

} // namespace

RecordSheetModel::Sheets RecordSheetModel::sheetsFrom(
    const EventInput &event, const Evaluation &evaluation)
{
    Sheets sheets;
    for (std::size_t i = 0; i < event.goGames.size(); ++i) {
        const GoGame &game = event.goGames[i];
        const Fields &details = evaluation.games.at(i);
        for (const bool black : { false, true }) {
            const Fields &self
                = std::get<Fields>(fieldOf(details, black ? "black" : "white").storage());
            const Fields &other
                = std::get<Fields>(fieldOf(details, black ? "white" : "black").storage());
            const sagc::GoRank rankBefore = rankOf(self, "rank_before");
            const sagc::GoRank rankAfter = rankOf(self, "rank_after");
            std::string comment;
            // sagc.md §4: past +999 one rank up, past -999 one rank down.
            if (rankAfter > rankBefore)
                comment = tr("promoted from %1")
                              .arg(QString::fromStdString(rankBefore.toString()))
                              .toStdString();
            else if (rankAfter < rankBefore)
                comment = tr("demoted from %1")
                              .arg(QString::fromStdString(rankBefore.toString()))
                              .toStdString();
            const int indexAfter = integerOf(self, "index_after");
            sheets[black ? game.black : game.white].push_back(
                { black ? game.white : game.black, rankOf(other, "rank_before"), black ? 'B' : 'W',
                    game.handicap, game.komi, recordSheetLetter(game.winner), numberOf(self, "GSF"),
                    indexAfter - integerOf(self, "index_before"), indexAfter, rankAfter, game.date,
                    comment });
        }
    }
    return sheets;
}

RecordSheetModel::RecordSheetModel(QObject *parent)
    : QAbstractTableModel(parent)
{
}

int RecordSheetModel::rowCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : static_cast<int>(rows().size());
}

int RecordSheetModel::columnCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : ColumnCount;
}

QVariant RecordSheetModel::data(const QModelIndex &index, int role) const
{
    if (!checkIndex(index, CheckIndexOption::IndexIsValid | CheckIndexOption::ParentIsInvalid))
        return {};
    const sagc::SheetRow &row = rows()[static_cast<std::size_t>(index.row())];
    switch (role) {
    case Qt::DisplayRole:
        switch (index.column()) {
        case Opponent:
            return playerName(row.opponent);
        case OpponentRank:
            return QString::fromStdString(row.opponentRank.toString());
        case Colour:
            return colourText(row.colour);
        case Handicap:
            return QString::number(row.handicap);
        case Komi:
            return report::DisplayNames::komi(row.komi);
        case Winner:
            return colourText(row.winner);
        case StatusFactor:
            return QLocale().toString(row.statusFactor);
        case Change:
            return row.change > 0 ? QStringLiteral("+%1").arg(row.change)
                                  : QString::number(row.change);
        case NewIndex:
            return QString::number(row.newIndex);
        case NewRank:
            return QString::fromStdString(row.newRank.toString());
        case Date:
            // As the locale writes dates in lists, like the lines of the evening.
            return row.date ? QLocale().toString(
                       QDate(row.date->year, row.date->month, row.date->day), QLocale::ShortFormat)
                            : QString();
        case Comment:
            return QString::fromStdString(row.comment);
        }
        return {};
    case Qt::TextAlignmentRole:
        switch (index.column()) {
        case Opponent:
        case Date:
        case Comment:
            return {};
        case Colour:
        case Winner:
        case OpponentRank:
        case NewRank:
            return Qt::AlignCenter;
        }
        return QVariant(Qt::AlignRight | Qt::AlignVCenter);
    case Qt::ForegroundRole:
        if (index.column() == Change && row.change != 0)
            return StatePalette::text(
                row.change > 0 ? State::Gain : State::Loss, QGuiApplication::palette());
        return {};
    }
    return {};
}

QVariant RecordSheetModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (role == Qt::DisplayRole && orientation == Qt::Vertical)
        return section + 1;
    if (orientation != Qt::Horizontal || (role != Qt::DisplayRole && role != Qt::ToolTipRole))
        return {};
    const bool tip = role == Qt::ToolTipRole;
    // sagc.md §6, the columns of the record sheet.
    switch (section) {
    case Opponent:
        return tip ? tr("The opponent's name") : tr("Opponent");
    case OpponentRank:
        return tip ? tr("The opponent's rank before the game") : tr("Opp. rank");
    case Colour:
        return tip ? tr("The colour the player took") : tr("Colour");
    case Handicap:
        return tip ? tr("Handicap stones (1 = even game)") : tr("Handicap");
    case Komi:
        return tip ? tr("Komi (negative = komi to Black)") : tr("Komi");
    case Winner:
        return tip ? tr("The colour of the winner") : tr("Winner");
    case StatusFactor:
        return tip ? tr("Game status factor") : tr("GSF");
    case Change:
        return tip ? tr("Change in index") : tr("Change");
    case NewIndex:
        return tip ? tr("New index") : tr("Index");
    case NewRank:
        return tip ? tr("New rank") : tr("Rank");
    case Date:
        return tip ? tr("Date of the game") : tr("Date");
    case Comment:
        return tr("Comments");
    }
    return {};
}

void RecordSheetModel::setEvaluation(const EventInput &event, const Evaluation &evaluation)
{
    beginResetModel();
    m_sheets = sheetsFrom(event, evaluation);
    m_players.clear();
    m_names.clear();
    for (const PlayerInput &player : event.players) {
        m_names[player.id] = QString::fromStdString(player.name);
        if (m_sheets.count(player.id))
            m_players.push_back(player.id);
    }
    if (!m_sheets.count(m_player))
        m_player = m_players.empty() ? std::string() : m_players.front();
    endResetModel();
}

void RecordSheetModel::clear()
{
    beginResetModel();
    m_sheets.clear();
    m_players.clear();
    m_names.clear();
    endResetModel();
}

QString RecordSheetModel::playerName(const std::string &id) const
{
    const auto found = m_names.find(id);
    return found != m_names.end() ? found->second : QString::fromStdString(id);
}

void RecordSheetModel::setPlayer(const std::string &id)
{
    if (id == m_player)
        return;
    beginResetModel();
    m_player = id;
    endResetModel();
}

const std::vector<sagc::SheetRow> &RecordSheetModel::rows() const
{
    static const std::vector<sagc::SheetRow> none;
    const auto found = m_sheets.find(m_player);
    return found != m_sheets.end() ? found->second : none;
}

} // namespace rd::ui
