#include "ui/event/PairingModel.h"

#include "engine/edit/ChessEventEdit.h"
#include "ui/widgets/ColumnTitles.h"

namespace rd::ui {

std::optional<GameResult> parsePairingResult(const QString &text)
{
    QString compact = text;
    compact.remove(QLatin1Char(' '));
    if (compact == QLatin1String("="))
        return GameResult::Draw;
    return parseGameResult(compact.toStdString());
}

PairingModel::PairingModel(EventDraft &draft, QObject *parent)
    : DraftTableModel(draft, parent)
    , m_games(gamesOfRound())
{
    connect(&m_draft, &EventDraft::changed, this, &PairingModel::refresh);
}

void PairingModel::setRound(int round)
{
    if (round == m_round)
        return;
    beginResetModel();
    m_round = round;
    m_games = gamesOfRound();
    endResetModel();
}

std::vector<std::size_t> PairingModel::gamesOfRound() const
{
    std::vector<std::size_t> games;
    const auto &all = m_draft.event().chessGames;
    for (std::size_t i = 0; i < all.size(); ++i) {
        if (all[i].round == m_round)
            games.push_back(i);
    }
    return games;
}

void PairingModel::refresh()
{
    std::vector<std::size_t> games = gamesOfRound();
    if (games.size() != m_games.size()) {
        beginResetModel();
        m_games = std::move(games);
        endResetModel();
        return;
    }
    m_games = std::move(games);
    if (!m_games.empty())
        emit dataChanged(index(0, 0), index(rowCount() - 1, ColumnCount - 1));
}

QString PairingModel::playerText(const std::string &id) const
{
    const EventInput &event = m_draft.event();
    return edit::playerText(event, edit::startNumberOf(event, id));
}

int PairingModel::rows() const
{
    return static_cast<int>(m_games.size());
}

int PairingModel::columns() const
{
    return ColumnCount;
}

QVariant PairingModel::data(const QModelIndex &index, int role) const
{
    const auto &games = m_draft.event().chessGames;
    if (!index.isValid() || index.row() >= rowCount()
        || m_games[static_cast<std::size_t>(index.row())] >= games.size())
        return {};
    const ChessGame &game = games[m_games[static_cast<std::size_t>(index.row())]];
    switch (index.column()) {
    case WhiteColumn:
        return role == Qt::DisplayRole ? playerText(game.white) : QVariant();
    case BlackColumn:
        return role == Qt::DisplayRole ? playerText(game.black) : QVariant();
    case ResultColumn:
        if (role == Qt::DisplayRole || role == Qt::EditRole)
            return edit::resultText(game.result);
        if (role == Qt::TextAlignmentRole)
            return QVariant::fromValue(Qt::AlignCenter);
        return {};
    default:
        return {};
    }
}

QVariant PairingModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (role == Qt::ToolTipRole && orientation == Qt::Vertical)
        return tr("Board %1").arg(section + 1);
    if (role != Qt::DisplayRole)
        return {};
    if (orientation == Qt::Vertical)
        return section + 1;
    static const char *const kTitles[ColumnCount]
        = { QT_TR_NOOP("White"), QT_TR_NOOP("Black"), QT_TR_NOOP("Result") };
    return columnTitle(kTitles, section, &PairingModel::tr);
}

bool PairingModel::isEditable(const QModelIndex &index) const
{
    return index.column() == ResultColumn;
}

bool PairingModel::setCell(const QModelIndex &index, const QVariant &value)
{
    const auto result = parsePairingResult(value.toString());
    if (!result)
        return false;
    return m_draft
        .apply([&](EventInput &event) {
            return edit::ChessEventEdit(event).setResult(m_round, index.row() + 1, *result);
        })
        .applied();
}

} // namespace rd::ui
