#include "engine/checks/RatingReadiness.h"

#include "engine/checks/ChessChecks.h"
#include "engine/checks/GoChecks.h"
#include "engine/checks/PlayerNumbers.h"

#include <QCoreApplication>
#include <QRegularExpression>

namespace rd::checks {

namespace {

const QRegularExpression kChessCell(QStringLiteral("@round=(\\d{1,4});player=(\\d{1,6})$"));

} // namespace

QString typedCellPlace(const Location &place)
{
    return QStringLiteral("round=%1;player=%2").arg(place.round).arg(place.startNumber);
}

std::vector<TypedCell> typedCellsOf(const QMap<QString, QString> &unfinished)
{
    std::vector<TypedCell> cells;
    for (auto it = unfinished.begin(); it != unfinished.end(); ++it) {
        const QRegularExpressionMatch match = kChessCell.match(it.key());
        if (!match.hasMatch() || it.value().trimmed().isEmpty())
            continue;
        Location place;
        place.round = match.captured(1).toInt();
        place.startNumber = match.captured(2).toInt();
        cells.push_back({ place, it.value() });
    }
    return cells;
}

Problem typedCellProblem(const EventInput &event, const TypedCell &cell)
{
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
            .arg(QString::fromStdString(start->toIso()),
                QString::fromStdString(event.event.endDate.toIso())),
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
            .arg(QString::fromStdString(event.event.endDate.toIso())),
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
