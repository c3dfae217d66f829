#include "engine/checks/RatingReadiness.h"

#include "engine/checks/ChessChecks.h"
#include "engine/checks/CrosstableNotation.h"
#include "engine/checks/DateText.h"
#include "engine/checks/GoChecks.h"
#include "engine/checks/PlayerNumbers.h"

#include <QCoreApplication>
#include <QRegularExpression>

#include <utility>

namespace rd::checks {

namespace {

const QRegularExpression kChessCell(QStringLiteral("@round=(\\d{1,4});player=(\\d{1,6})$"));
const QRegularExpression kGoCell(QStringLiteral("@line=(\\d{1,6});field=([a-z]{1,12})$"));

// What a typed cell's sentence calls the entry of a record sheet's line a Location::field names
// (the words of the sheet's column titles).
QString goFieldTitle(const QString &field)
{
    static const std::pair<const char *, const char *> kTitles[] = {
        { "white", QT_TRANSLATE_NOOP("rd::checks::RatingReadiness", "White") },
        { "black", QT_TRANSLATE_NOOP("rd::checks::RatingReadiness", "Black") },
        { "handicap", QT_TRANSLATE_NOOP("rd::checks::RatingReadiness", "Handicap") },
        { "komi", QT_TRANSLATE_NOOP("rd::checks::RatingReadiness", "Komi") },
        { "winner", QT_TRANSLATE_NOOP("rd::checks::RatingReadiness", "Winner") },
        { "type", QT_TRANSLATE_NOOP("rd::checks::RatingReadiness", "Game type") },
        { "date", QT_TRANSLATE_NOOP("rd::checks::RatingReadiness", "Date") },
    };
    for (const auto &[name, title] : kTitles) {
        if (field == QLatin1String(name))
            return QCoreApplication::translate("rd::checks::RatingReadiness", title);
    }
    return field;
}

} // namespace

QString typedCellPlace(const Location &place)
{
    if (place.line > 0)
        return QStringLiteral("line=%1;field=%2").arg(place.line).arg(place.field);
    return QStringLiteral("round=%1;player=%2").arg(place.round).arg(place.startNumber);
}

std::vector<TypedCell> typedCellsOf(const QMap<QString, QString> &unfinished)
{
    std::vector<TypedCell> cells;
    for (auto it = unfinished.begin(); it != unfinished.end(); ++it) {
        if (it.value().trimmed().isEmpty())
            continue;
        Location place;
        if (const QRegularExpressionMatch chess = kChessCell.match(it.key()); chess.hasMatch()) {
            place.round = chess.captured(1).toInt();
            place.startNumber = chess.captured(2).toInt();
        } else if (const QRegularExpressionMatch go = kGoCell.match(it.key()); go.hasMatch()) {
            place.line = go.captured(1).toInt();
            place.field = go.captured(2);
        } else {
            continue;
        }
        cells.push_back({ place, it.value() });
    }
    return cells;
}

Problem selfPairingProblem(const EventInput &event, int startNumber, int round)
{
    return { Severity::Error,
        QCoreApplication::translate("rd::edit::ChessEventEdit", "Round %1: %2 cannot play himself.")
            .arg(round)
            .arg(playerText(event, startNumber)),
        Location { startNumber, round, 0, {} } };
}

Problem typedCellProblem(const EventInput &event, const TypedCell &cell)
{
    if (cell.place.line > 0)
        return { Severity::Error,
            QCoreApplication::translate("rd::checks::RatingReadiness",
                "Line %1, %2: \"%3\" is typed but not entered. Correct it and press Enter, or "
                "press Esc to leave the line as it was.")
                .arg(cell.place.line)
                .arg(goFieldTitle(cell.place.field), cell.text.trimmed()),
            cell.place };
    if (const std::optional<CrosstableEntry> entry = parseCrosstableEntry(cell.text)) {
        if (entry->kind == CrosstableEntry::Kind::Game && entry->opponent == cell.place.startNumber)
            return selfPairingProblem(event, cell.place.startNumber, cell.place.round);
        return { Severity::Error,
            QCoreApplication::translate("rd::checks::RatingReadiness",
                "Round %1, %2: \"%3\" is typed but not entered. Correct it and press Enter, or "
                "press Esc to leave the cell as it was.")
                .arg(cell.place.round)
                .arg(playerText(event, cell.place.startNumber), cell.text.trimmed()),
            cell.place };
    }
    return { Severity::Error,
        QCoreApplication::translate("rd::edit::ChessEventEdit",
            "Round %1, %2: \"%3\" is not a result. Write the opponent's number, w or b and the "
            "result, as 12w1, 12b½ or 12w+, or bye or bye½.")
            .arg(cell.place.round)
            .arg(playerText(event, cell.place.startNumber), cell.text.trimmed()),
        cell.place };
}

Problem gameWithoutResultProblem(const EventInput &event, const ChessGame &game)
{
    const int round = game.round.value_or(0);
    const int white = startNumberOf(event, game.white);
    return { Severity::Error,
        QCoreApplication::translate("rd::checks::RatingReadiness",
            "Round %1: %2 – %3 has no result yet; enter it before the event is rated.")
            .arg(round)
            .arg(playerText(event, white), playerText(event, startNumberOf(event, game.black))),
        Location { white, round, 0, {} } };
}

std::vector<Problem> gamesWithoutResult(const EventInput &event)
{
    std::vector<Problem> problems;
    for (const ChessGame &game : event.chessGames) {
        if (!isPlayed(game.result))
            problems.push_back(gameWithoutResultProblem(event, game));
    }
    return problems;
}

std::optional<Problem> datesOutOfOrder(const EventInput &event)
{
    const std::optional<Date> &start = event.event.startDate;
    if (!start || *start <= event.event.endDate)
        return std::nullopt;
    return Problem { Severity::Error,
        QCoreApplication::translate("rd::checks::RatingReadiness",
            "The event starts on %1, after its last day, %2; correct the dates before it is "
            "rated.")
            .arg(dateText(*start), dateText(event.event.endDate)),
        Location { 0, 0, 0, QStringLiteral("startDate") } };
}

std::optional<Problem> dateProblem(const EventInput &event)
{
    if (auto order = datesOutOfOrder(event))
        return order;
    if (event.event.startDate || (event.chessGames.empty() && event.goGames.empty()))
        return std::nullopt;
    return Problem { Severity::Warning,
        QCoreApplication::translate("rd::checks::RatingReadiness",
            "The event has no start date; it is rated by its last day, %1. Enter its first day "
            "if it is known.")
            .arg(dateText(event.event.endDate)),
        Location { 0, 0, 0, QStringLiteral("startDate") } };
}

std::vector<Problem> ratingBlockers(const EventInput &event, const std::vector<TypedCell> &typed)
{
    std::vector<Problem> blockers;
    for (const TypedCell &cell : typed)
        blockers.push_back(typedCellProblem(event, cell));
    const std::vector<Problem> problems = event.system == RatingSystem::Sagc
        ? checkGoEvent(event)
        : checkChessEvent(event, Checks::ErrorsOnly);
    for (const Problem &problem : problems) {
        if (problem.severity == Severity::Error)
            blockers.push_back(problem);
    }
    for (Problem &problem : gamesWithoutResult(event))
        blockers.push_back(std::move(problem));
    if (event.chessGames.empty() && event.goGames.empty())
        blockers.push_back({ Severity::Error,
            event.system == RatingSystem::Sagc
                ? QCoreApplication::translate("rd::checks::RatingReadiness",
                    "The record sheet has no game yet; an event without a game cannot be rated.")
                : QCoreApplication::translate("rd::checks::RatingReadiness",
                    "The crosstable has no game yet; an event without a game cannot be rated."),
            {} });
    if (auto dates = datesOutOfOrder(event))
        blockers.push_back(std::move(*dates));
    return blockers;
}

} // namespace rd::checks
