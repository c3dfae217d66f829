#include "ui/ratings/PlayerGamesModel.h"

#include "report/DisplayNames.h"
#include "report/RatingStateText.h"
#include "ui/widgets/ColumnTitles.h"

namespace rd::ui {

void PlayerGamesModel::setGames(RatingSystem system, std::vector<model::PlayerGame> games)
{
    beginResetModel();
    m_system = system;
    m_games = std::move(games);
    endResetModel();
}

void PlayerGamesModel::clear()
{
    setGames(m_system, {});
}

int PlayerGamesModel::rowCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : static_cast<int>(m_games.size());
}

int PlayerGamesModel::columnCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : kColumnCount;
}

QString PlayerGamesModel::text(int row, int column) const
{
    using report::DisplayNames;
    const model::PlayerGame &game = m_games[static_cast<std::size_t>(row)];
    // A dash where the evaluation keeps nothing for him (a newcomer, a forfeit).
    const QString none = QStringLiteral("\u2013");
    switch (column) {
    case RoundColumn:
        // A Go record sheet has no rounds: its games in the order entered.
        return game.round                    ? QString::number(*game.round)
            : m_system == RatingSystem::Sagc ? QString::number(row + 1)
                                             : none;
    case OpponentColumn:
        return game.opponentName;
    case ColourColumn:
        return DisplayNames::colour(game.white);
    case ResultColumn:
        if (game.result)
            return DisplayNames::resultFor(*game.result, game.white);
        return game.winner ? DisplayNames::resultFor(*game.winner, game.white) : none;
    case OpponentRatingColumn:
        return report::RatingStateText::of(game.opponentBefore);
    case ExpectedColumn:
        return game.expected ? DisplayNames::expectedScore(*game.expected) : none;
    case ChangeColumn:
        return game.change ? DisplayNames::gameChange(m_system, *game.change) : none;
    default:
        return {};
    }
}

QVariant PlayerGamesModel::data(const QModelIndex &index, int role) const
{
    if (!checkIndex(index, CheckIndexOption::IndexIsValid | CheckIndexOption::ParentIsInvalid))
        return {};
    switch (role) {
    case Qt::DisplayRole:
        return text(index.row(), index.column());
    case Qt::TextAlignmentRole:
        return index.column() >= OpponentRatingColumn || index.column() == RoundColumn
            ? QVariant(Qt::AlignRight | Qt::AlignVCenter)
            : QVariant(Qt::AlignLeft | Qt::AlignVCenter);
    default:
        return {};
    }
}

QVariant PlayerGamesModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (orientation != Qt::Horizontal || role != Qt::DisplayRole)
        return QAbstractTableModel::headerData(section, orientation, role);
    if (section == RoundColumn && m_system == RatingSystem::Sagc)
        return tr("Game");
    static const char *const kTitles[kColumnCount] = { QT_TR_NOOP("Round"), QT_TR_NOOP("Opponent"),
        QT_TR_NOOP("Colour"), QT_TR_NOOP("Result"), QT_TR_NOOP("Opponent's rating"),
        QT_TR_NOOP("Expected score"), QT_TR_NOOP("Rating change") };
    return columnTitle(kTitles, section, &PlayerGamesModel::tr);
}

} // namespace rd::ui
