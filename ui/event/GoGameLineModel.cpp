#include "ui/event/GoGameLineModel.h"

#include "engine/checks/RatingReadiness.h"
#include "engine/edit/GoEventEdit.h"
#include "report/DisplayNames.h"
#include "ui/event/EventDraft.h"
#include "ui/event/UnfinishedEntries.h"
#include "ui/widgets/ColumnTitles.h"
#include "ui/widgets/QtDates.h"
#include "ui/widgets/StatePalette.h"

#include <QDate>
#include <QGuiApplication>
#include <QLocale>

#include <algorithm>
#include <cmath>

namespace rd::ui {

namespace {

QStringList messagesOf(const std::vector<edit::Problem> &problems, const QString &field = {})
{
    QStringList messages;
    for (const edit::Problem &problem : problems) {
        if (field.isEmpty() || problem.location.field == field)
            messages << problem.message;
    }
    return messages;
}

// The value of `choices` an edit role value stands for (the enumeration as int) into `chosen`;
// false for any other value.
template <typename Enum, std::size_t N>
bool chooseFrom(const std::array<Enum, N> &choices, const QVariant &value, Enum &chosen)
{
    bool ok = false;
    const int number = value.toInt(&ok);
    const auto found = std::find_if(choices.begin(), choices.end(),
        [number](Enum choice) { return static_cast<int>(choice) == number; });
    if (!ok || found == choices.end())
        return false;
    chosen = *found;
    return true;
}

// As the locale writes dates in lists (04.03.26, 3/4/26), like the events list.
QString dateText(const std::optional<rd::Date> &date)
{
    return date ? QLocale().toString(toQDate(*date), QLocale::ShortFormat) : QString();
}

} // namespace

GoGameLineModel::GoGameLineModel(EventDraft *draft, QObject *parent)
    : DraftTableModel(*draft, parent)
    , m_event(draft->event())
{
    connect(draft, &EventDraft::changed, this, &GoGameLineModel::takeDraft);
}

int GoGameLineModel::rows() const
{
    return static_cast<int>(m_event.goGames.size());
}

int GoGameLineModel::columns() const
{
    return ColumnCount;
}

QVariant GoGameLineModel::data(const QModelIndex &index, int role) const
{
    if (!checkIndex(index, CheckIndexOption::IndexIsValid | CheckIndexOption::ParentIsInvalid))
        return {};
    const GoGame &game = m_event.goGames[static_cast<std::size_t>(index.row())];
    if (role == UnfinishedEntries::kCellPlaceRole)
        return checks::typedCellPlace({ 0, 0, index.row() + 1, fieldName(index.column()) });
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
                                        : QVariant(report::DisplayNames::komi(game.komi));
        case Winner:
            return role == Qt::EditRole ? QVariant(static_cast<int>(game.winner))
                                        : QVariant(report::DisplayNames::goWinner(game.winner));
        case Status:
            return role == Qt::EditRole ? QVariant(static_cast<int>(game.status))
                                        : QVariant(report::DisplayNames::goGameType(game.status));
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
    static const char *const kTitles[ColumnCount]
        = { QT_TR_NOOP("White"), QT_TR_NOOP("Black"), QT_TR_NOOP("Handicap"), QT_TR_NOOP("Komi"),
              QT_TR_NOOP("Winner"), QT_TR_NOOP("Game type"), QT_TR_NOOP("Date") };
    return columnTitle(kTitles, section, &GoGameLineModel::tr);
}

bool GoGameLineModel::isEditable(const QModelIndex &) const
{
    return true; // every cell of a line
}

bool GoGameLineModel::setCell(const QModelIndex &index, const QVariant &value)
{
    const GoGame &current = m_event.goGames[static_cast<std::size_t>(index.row())];
    edit::GoLineEntry entry { playerName(m_event, current.white),
        playerName(m_event, current.black), current.handicap, current.komi, current.winner,
        current.status, current.date };
    bool ok = true;
    switch (index.column()) {
    case White:
    case Black: {
        const QString text = value.toString().trimmed();
        if (text.isEmpty())
            return false;
        (index.column() == White ? entry.white : entry.black) = text;
        break;
    }
    case Handicap:
    case Komi: {
        const std::optional<double> number = numberOf(index, value);
        if (!number)
            return false;
        if (index.column() == Handicap)
            entry.handicap = static_cast<int>(*number);
        else
            entry.komi = *number;
        break;
    }
    case Winner:
        ok = chooseFrom(kWinners, value, entry.winner);
        break;
    case Status:
        ok = chooseFrom(kStatuses, value, entry.status);
        break;
    case Date: {
        const QDate date = value.toDate();
        entry.date = date.isValid() ? rd::Date::fromParts(date.year(), date.month(), date.day())
                                    : std::nullopt;
        ok = !date.isValid() || entry.date.has_value();
        break;
    }
    }
    if (!ok)
        return false;
    const edit::EditResult result = m_draft.apply([&](EventInput &event) {
        return edit::GoEventEdit(event).changeLine(index.row() + 1, entry);
    });
    if (!result.applied())
        emit changeRefused(result.problem);
    return result.applied();
}

// A number, or text as the user typed it (edit::readNumberEntry()); text that cannot be read is
// refused with the sentence that says why.
std::optional<double> GoGameLineModel::numberOf(const QModelIndex &index, const QVariant &value)
{
    if (value.typeId() != QMetaType::QString) {
        bool ok = false;
        const double number = value.toDouble(&ok);
        return ok && std::isfinite(number) ? std::optional(number) : std::nullopt;
    }
    const bool komi = index.column() == Komi;
    const QString what = komi ? tr("Komi of line %1").arg(index.row() + 1)
                              : tr("Handicap of line %1").arg(index.row() + 1);
    const edit::NumberEntry read = edit::readNumberEntry(
        value.toString(), what, komi ? edit::kKomiRule : edit::kHandicapRule, QLocale());
    if (!read.readable())
        emit changeRefused({ edit::Severity::Error, read.problem,
            { 0, 0, index.row() + 1,
                komi ? QStringLiteral("komi") : QStringLiteral("handicap") } });
    return read.value;
}

QString GoGameLineModel::fieldName(int column)
{
    // As checks::Location::field names the entries of a line.
    static const char *const kFields[ColumnCount]
        = { "white", "black", "handicap", "komi", "winner", "type", "date" };
    return column >= 0 && column < ColumnCount ? QLatin1String(kFields[column]) : QString();
}

int GoGameLineModel::columnOf(const QString &field)
{
    for (int column = 0; column < ColumnCount; ++column) {
        if (fieldName(column) == field)
            return column;
    }
    return White;
}

QString GoGameLineModel::playerName(const EventInput &event, const std::string &id)
{
    const PlayerInput *player = event.findPlayer(id);
    return QString::fromStdString(player ? player->name : id);
}

QStringList GoGameLineModel::problems(int row) const
{
    return messagesOf(edit::checkGoLine(m_event, row + 1));
}

QStringList GoGameLineModel::cellProblems(int row, int column) const
{
    // The fields the checks name (checks::Location::field), for White, Black and Handicap.
    static constexpr const char *kFields[] = { "white", "black", "handicap" };
    static_assert(White == 0 && Black == 1 && Handicap == 2);
    if (column < White || column > Handicap)
        return {};
    return messagesOf(edit::checkGoLine(m_event, row + 1), QLatin1String(kFields[column]));
}

// The draft has changed: lines added or removed at the end as rows inserted or removed there,
// every remaining line announced as changed.
void GoGameLineModel::takeDraft()
{
    const EventInput &event = m_draft.event();
    const int before = rowCount();
    const int after = static_cast<int>(event.goGames.size());
    resizeRows(before, after, [&] { m_event = event; });
    const int kept = std::min(before, after);
    if (kept > 0)
        emit dataChanged(index(0, 0), index(kept - 1, ColumnCount - 1));
}

} // namespace rd::ui
