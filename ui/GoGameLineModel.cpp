#include "ui/GoGameLineModel.h"

#include "ui/EventDraft.h"
#include "ui/StatePalette.h"

#include <QDate>
#include <QGuiApplication>

#include <algorithm>
#include <cmath>

namespace rd::ui {

namespace {

// The problems of one cell of `game`; the line's problems are those of its cells.
QStringList problemsOfCell(const EventInput &event, const GoGame &game, int column)
{
    QStringList found;
    if (column == GoGameLineModel::White || column == GoGameLineModel::Black) {
        const std::string &id = column == GoGameLineModel::White ? game.white : game.black;
        const PlayerInput *player = event.findPlayer(id);
        if (!player)
            found << GoGameLineModel::tr("Unknown player \"%1\": add them to the player list.")
                         .arg(QString::fromStdString(id));
        else if (!player->sagc)
            found << GoGameLineModel::tr("%1 has no SAGC rank to start from.")
                         .arg(QString::fromStdString(player->name));
        if (game.white == game.black)
            found << GoGameLineModel::tr("The same player is on both sides.");
    } else if (column == GoGameLineModel::Handicap && (game.handicap < 0 || game.handicap > 9)) {
        // sagc.md §2.4: 1 for an even game, n stones up to 9.
        found << GoGameLineModel::tr("Handicap %1 is outside 0 to 9.").arg(game.handicap);
    }
    return found;
}

QString dateText(const std::optional<rd::Date> &date)
{
    return date ? QString::fromStdString(date->toIso()) : QString();
}

} // namespace

GoGameLineModel::GoGameLineModel(EventDraft *draft, QObject *parent)
    : QAbstractTableModel(parent)
    , m_draft(draft)
    , m_event(draft->event())
{
    connect(m_draft, &EventDraft::changed, this, &GoGameLineModel::takeDraft);
}

int GoGameLineModel::rowCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : static_cast<int>(m_event.goGames.size());
}

int GoGameLineModel::columnCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : ColumnCount;
}

QVariant GoGameLineModel::data(const QModelIndex &index, int role) const
{
    if (!checkIndex(index, CheckIndexOption::IndexIsValid | CheckIndexOption::ParentIsInvalid))
        return {};
    const GoGame &game = m_event.goGames[static_cast<std::size_t>(index.row())];
    switch (role) {
    case Qt::DisplayRole:
    case Qt::EditRole:
        switch (index.column()) {
        case White:
            return playerName(m_event, game.white);
        case Black:
            return playerName(m_event, game.black);
        case Handicap:
            return role == Qt::EditRole ? QVariant(game.handicap)
                                        : QVariant(QString::number(game.handicap));
        case Komi:
            return role == Qt::EditRole ? QVariant(game.komi)
                                        : QVariant(QString::number(game.komi));
        case Winner:
            return role == Qt::EditRole ? QVariant(static_cast<int>(game.winner))
                                        : QVariant(winnerName(game.winner));
        case Status:
            return role == Qt::EditRole ? QVariant(static_cast<int>(game.status))
                                        : QVariant(statusName(game.status));
        case Date:
            if (role == Qt::DisplayRole)
                return dateText(game.date);
            return game.date ? QDate(game.date->year, game.date->month, game.date->day) : QDate();
        }
        return {};
    case Qt::TextAlignmentRole:
        if (index.column() == Handicap || index.column() == Komi)
            return QVariant(Qt::AlignRight | Qt::AlignVCenter);
        return {};
    case Qt::BackgroundRole:
        if (!cellProblems(index.row(), index.column()).isEmpty())
            return StatePalette::background(State::Error, QGuiApplication::palette());
        return {};
    case Qt::ToolTipRole: {
        const QStringList found = cellProblems(index.row(), index.column());
        return found.isEmpty() ? QVariant() : QVariant(found.join(QLatin1Char('\n')));
    }
    }
    return {};
}

QVariant GoGameLineModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (role != Qt::DisplayRole)
        return {};
    if (orientation == Qt::Vertical)
        return section + 1; // the line number of the sheet
    switch (section) {
    case White:
        return tr("White");
    case Black:
        return tr("Black");
    case Handicap:
        return tr("Handicap");
    case Komi:
        return tr("Komi");
    case Winner:
        return tr("Winner");
    case Status:
        return tr("Game type");
    case Date:
        return tr("Date");
    }
    return {};
}

Qt::ItemFlags GoGameLineModel::flags(const QModelIndex &index) const
{
    if (!index.isValid())
        return Qt::NoItemFlags;
    return QAbstractTableModel::flags(index) | Qt::ItemIsEditable;
}

bool GoGameLineModel::setData(const QModelIndex &index, const QVariant &value, int role)
{
    if (role != Qt::EditRole
        || !checkIndex(index, CheckIndexOption::IndexIsValid | CheckIndexOption::ParentIsInvalid))
        return false;
    const std::size_t line = static_cast<std::size_t>(index.row());
    const int column = index.column();
    GoGame game = m_event.goGames[line];
    bool ok = true;
    switch (column) {
    case White:
    case Black: {
        const QString text = value.toString().trimmed();
        if (text.isEmpty())
            return false;
        (column == White ? game.white : game.black) = playerIdFor(m_event, text);
        break;
    }
    case Handicap:
        game.handicap = value.toInt(&ok);
        break;
    case Komi:
        game.komi = value.toDouble(&ok);
        ok = ok && std::isfinite(game.komi);
        break;
    case Winner: {
        const int chosen = value.toInt(&ok);
        const auto found = std::find_if(kWinners.begin(), kWinners.end(),
            [chosen](GoWinner winner) { return static_cast<int>(winner) == chosen; });
        ok = ok && found != kWinners.end();
        if (ok)
            game.winner = *found;
        break;
    }
    case Status: {
        const int chosen = value.toInt(&ok);
        const auto found = std::find_if(kStatuses.begin(), kStatuses.end(),
            [chosen](GoGameStatus status) { return static_cast<int>(status) == chosen; });
        ok = ok && found != kStatuses.end();
        if (ok)
            game.status = *found;
        break;
    }
    case Date: {
        const QDate date = value.toDate();
        if (date.isValid()) {
            game.date = rd::Date::fromParts(date.year(), date.month(), date.day());
            ok = game.date.has_value();
        } else {
            game.date.reset();
        }
        break;
    }
    }
    if (!ok)
        return false;
    const QString text = tr("Change %1 of line %2")
                             .arg(headerData(column, Qt::Horizontal).toString())
                             .arg(index.row() + 1);
    m_draft->apply(text, [line, game](EventInput &event) { event.goGames[line] = game; });
    return true;
}

QString GoGameLineModel::winnerName(GoWinner winner)
{
    switch (winner) {
    case GoWinner::White:
        return tr("White");
    case GoWinner::Black:
        return tr("Black");
    case GoWinner::Draw:
        return tr("Draw");
    }
    return {};
}

QString GoGameLineModel::statusName(GoGameStatus status)
{
    // sagc.md §2.2 game categories.
    switch (status) {
    case GoGameStatus::Club:
        return tr("club");
    case GoGameStatus::Tournament:
        return tr("tournament");
    case GoGameStatus::Internet:
        return tr("internet");
    case GoGameStatus::Free:
        return tr("free");
    }
    return {};
}

std::string GoGameLineModel::playerIdFor(const EventInput &event, const QString &text)
{
    for (const PlayerInput &player : event.players) {
        if (QString::fromStdString(player.name).compare(text, Qt::CaseInsensitive) == 0)
            return player.id;
    }
    return text.toStdString();
}

QString GoGameLineModel::playerName(const EventInput &event, const std::string &id)
{
    const PlayerInput *player = event.findPlayer(id);
    return QString::fromStdString(player ? player->name : id);
}

QStringList GoGameLineModel::problems(const EventInput &event, const GoGame &game)
{
    QStringList found;
    for (const int column : { White, Black, Handicap }) {
        for (const QString &problem : problemsOfCell(event, game, column)) {
            if (!found.contains(problem))
                found << problem;
        }
    }
    return found;
}

QStringList GoGameLineModel::problems(int row) const
{
    return problems(m_event, m_event.goGames[static_cast<std::size_t>(row)]);
}

QStringList GoGameLineModel::cellProblems(int row, int column) const
{
    return problemsOfCell(m_event, m_event.goGames[static_cast<std::size_t>(row)], column);
}

// The draft has changed: lines added or removed at the end as rows inserted or removed there,
// every remaining line announced as changed.
void GoGameLineModel::takeDraft()
{
    const EventInput &event = m_draft->event();
    const int before = rowCount();
    const int after = static_cast<int>(event.goGames.size());
    if (after > before) {
        beginInsertRows({}, before, after - 1);
        m_event = event;
        endInsertRows();
    } else if (after < before) {
        beginRemoveRows({}, after, before - 1);
        m_event = event;
        endRemoveRows();
    } else {
        m_event = event;
    }
    const int kept = std::min(before, after);
    if (kept > 0)
        emit dataChanged(index(0, 0), index(kept - 1, ColumnCount - 1));
}

} // namespace rd::ui
