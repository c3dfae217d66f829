#include "report/EventReport.h"

#include "engine/edit/ChessEventEdit.h"
#include "engine/edit/CrosstableNotation.h"
#include "engine/model/Rounds.h"
#include "engine/rating/EnumNames.h"
#include "engine/standings/Rules.h"
#include "engine/standings/Standings.h"
#include "report/DisplayNames.h"
#include "report/EvaluationTable.h"
#include "report/PagedPrinter.h"
#include "report/PairingList.h"
#include "report/RatingStateText.h"
#include "report/ReportHtml.h"
#include "report/RoundRobinGrid.h"

#include <QCoreApplication>
#include <QFile>
#include <QFileInfo>
#include <QLocale>
#include <QPdfWriter>
#include <QTextDocument>
#include <QTextOption>

#include <map>

namespace rd::report {

namespace {

QString tr(const char *text, const char *disambiguation = nullptr, int n = -1)
{
    return QCoreApplication::translate("rd::report::EventReport", text, disambiguation, n);
}

// "SB: Sonneborn-Berger: …" for each tie-break, and why one is left out.
QStringList tieBreakLegend(const standings::Standings &table)
{
    QStringList lines;
    for (std::size_t i = 0; i < table.tieBreaks.size(); ++i) {
        const standings::TieBreak &tieBreak = table.tieBreaks[i];
        lines << DisplayNames::tieBreak(tieBreak) + QStringLiteral(": ")
                + DisplayNames::tieBreakMeaning(tieBreak);
        if (table.leftOut[i] != standings::LeftOut::No)
            lines << DisplayNames::leftOut(table, i);
    }
    return lines;
}

// The FIDE rating a chess player without a rating in the event's system brings, as a TRF file
// gives it: "2150 FIDE".
QString fideRatingText(const PlayerInput &player)
{
    if (player.fideRating && *player.fideRating > 0)
        return QStringLiteral("%1 FIDE").arg(*player.fideRating);
    return QStringLiteral("\u2013");
}

constexpr auto kReportKindNames = enumNames<ReportKind>(
    { { ReportKind::Standings, "standings" }, { ReportKind::Crosstable, "crosstable" },
        { ReportKind::Evaluation, "evaluation" }, { ReportKind::RecordSheet, "record-sheet" },
        { ReportKind::Pairings, "pairings" }, { ReportKind::PairingsByName, "pairings-by-name" } });

// The rating a player brings into the event, in its system: "1650-12", "1432.00", "14k/55"; for
// a chess player unrated there, his FIDE rating.
QString ratingBefore(const EventInput &event, const PlayerInput &player)
{
    const RatingState state = ratingStateBefore(event.system, player);
    if (hasRating(state) || event.system == RatingSystem::Sagc)
        return RatingStateText::of(state);
    return fideRatingText(player);
}

} // namespace

std::optional<ReportKind> parseReportKind(const QString &name)
{
    return kReportKindNames.parse(name.toStdString());
}

QString reportKindName(ReportKind kind)
{
    return QString::fromStdString(kReportKindNames.nameOf(kind));
}

bool EventReport::fits(ReportKind kind, RatingSystem system)
{
    const bool go = system == RatingSystem::Sagc;
    switch (kind) {
    case ReportKind::RecordSheet:
        return go;
    case ReportKind::Crosstable:
    case ReportKind::Pairings:
    case ReportKind::PairingsByName:
        return !go;
    case ReportKind::Standings:
    case ReportKind::Evaluation:
        return true;
    }
    return false;
}

EventReport::EventReport(const EventInput &event, ReportKind kind)
    : m_event(event)
    , m_kind(kind)
{
}

void EventReport::setStandings(
    std::optional<int> afterRound, std::vector<standings::TieBreak> tieBreaks)
{
    m_afterRound = afterRound;
    m_tieBreaks = std::move(tieBreaks);
}

QString EventReport::title() const
{
    switch (m_kind) {
    case ReportKind::Standings:
        return m_afterRound ? tr("Standings after round %1").arg(*m_afterRound) : tr("Standings");
    case ReportKind::Crosstable:
        return m_afterRound ? tr("Crosstable after round %1").arg(*m_afterRound) : tr("Crosstable");
    case ReportKind::Evaluation:
        return tr("Rating evaluation");
    case ReportKind::RecordSheet:
        return tr("Record sheet");
    case ReportKind::Pairings:
        return tr("Pairings of round %1").arg(pairedRound());
    case ReportKind::PairingsByName:
        return tr("Pairings of round %1 by name").arg(pairedRound());
    }
    return {};
}

// The event's particulars that are given, as a two-column block under its name.
QString EventReport::header() const
{
    const EventInfo &info = m_event.event;
    const EventProperties &details = info.properties;
    QString dates = DisplayNames::date(QString::fromStdString(info.endDate.toIso()));
    if (info.startDate && !(*info.startDate == info.endDate))
        dates = DisplayNames::date(QString::fromStdString(info.startDate->toIso()))
            + QStringLiteral(" \u2013 ") + dates;
    const std::pair<QString, QString> particulars[] = {
        { info.startDate && !(*info.startDate == info.endDate) ? tr("Dates") : tr("Date"), dates },
        { tr("Place"), QString::fromStdString(details.place) },
        { tr("Organiser"), QString::fromStdString(details.organiser) },
        { tr("Federation"), QString::fromStdString(details.federation) },
        { tr("Chief arbiter"), QString::fromStdString(details.chiefArbiter) },
        { tr("Deputy arbiter"), QString::fromStdString(details.deputyArbiter) },
        { tr("Time control"), QString::fromStdString(details.timeControl) },
        { tr("Rounds"),
            details.roundsPlanned ? QString::number(*details.roundsPlanned) : QString() },
        { tr("Rating system"), DisplayNames::system(m_event.system) },
        { tr("Rule set"), DisplayNames::ruleSet(m_event.ruleset) },
        { tr("Rating period"), QString::fromStdString(details.ratingPeriod) },
    };
    QString rows;
    for (const auto &[label, value] : particulars) {
        if (!value.isEmpty())
            rows += QStringLiteral("<tr><td><b>%1</b></td><td>%2</td></tr>")
                        .arg(label.toHtmlEscaped(), value.toHtmlEscaped());
    }
    return QStringLiteral("<h1>%1</h1><h2>%2</h2><table cellspacing='0' cellpadding='1'>%3</table>")
        .arg(escaped(info.name), title().toHtmlEscaped(), rows);
}

std::vector<standings::TieBreak> EventReport::tieBreaks() const
{
    return m_tieBreaks.empty() ? standings::eventTieBreaks(m_event) : m_tieBreaks;
}

int EventReport::rounds() const
{
    return standings::lastRound(m_event);
}

int EventReport::pairedRound() const
{
    return m_round.value_or(model::lastPairedRound(m_event));
}

int EventReport::columns() const
{
    switch (m_kind) {
    case ReportKind::Crosstable:
        return standings::eventRules(m_event).roundRobin ? roundRobinColumns() : 4 + rounds();
    case ReportKind::Evaluation:
        return m_evaluation
            ? static_cast<int>(EvaluationTable::of(m_event, *m_evaluation).titles.size())
            : 5;
    case ReportKind::Standings:
        return 4 + static_cast<int>(tieBreaks().size());
    case ReportKind::RecordSheet:
    case ReportKind::Pairings:
        return 8;
    case ReportKind::PairingsByName:
        return 6;
    }
    return 0;
}

// No., name, rating, points, rank, the tie-breaks and one per player; a column of single
// results (1, ½) is half as wide as the others, one of two results (1 ½) as wide.
int EventReport::roundRobinColumns() const
{
    const int players = static_cast<int>(m_event.players.size());
    const bool twoResults
        = RoundRobinGrid::of(m_event, tieBreaks(), m_afterRound.value_or(rounds()))
              .mostGamesOfAPair()
        > 1;
    return 5 + static_cast<int>(tieBreaks().size()) + (twoResults ? players : (players + 1) / 2);
}

QPageLayout::Orientation EventReport::orientation() const
{
    // A portrait A4 page takes about a dozen narrow columns beside the names.
    return columns() > 13 ? QPageLayout::Landscape : QPageLayout::Portrait;
}

QString EventReport::standingsTable() const
{
    const standings::Standings table
        = standings::computeStandings(m_event, tieBreaks(), m_afterRound);
    QStringList titles = { tr("Rank"), tr("No."), tr("Name"),
        m_event.system == RatingSystem::Sagc ? tr("Wins") : tr("Pts") };
    QStringList meanings;
    // The edition of C.07 the values follow (its 2023 and 2026 texts differ, standings.md).
    if (m_event.system != RatingSystem::Sagc)
        meanings << tr("Tie-breaks after FIDE C.07, edition %1")
                        .arg(QString::fromStdString(kTieBreakEditionNames.nameOf(table.edition)));
    meanings << tieBreakLegend(table);
    for (const standings::TieBreak &tieBreak : table.tieBreaks)
        titles << DisplayNames::tieBreak(tieBreak);
    QString rows = headerRow(titles);
    for (const standings::Standing &row : table.rows) {
        const PlayerInput *player = m_event.findPlayer(row.playerId);
        rows += QStringLiteral("<tr><td class='n'>%1</td><td class='n'>%2</td><td>%3</td>"
                               "<td class='n'>%4</td>")
                    .arg(DisplayNames::rank(table, row))
                    .arg(edit::startNumberOf(m_event, row.playerId))
                    .arg(escaped(player ? player->name : row.playerId),
                        edit::pointsText(row.points));
        for (std::size_t i = 0; i < table.tieBreaks.size(); ++i)
            rows += QStringLiteral("<td class='n'>%1</td>")
                        .arg(DisplayNames::tieBreakValue(table, row, i));
        rows += QStringLiteral("</tr>");
    }
    return gridTable(rows) + legend(DisplayNames::tieOrderNotes(table, m_event)) + legend(meanings);
}

QString EventReport::crosstable(int lastRound) const
{
    return standings::eventRules(m_event).roundRobin ? roundRobinCrosstable(lastRound)
                                                     : roundByRoundCrosstable(lastRound);
}

// The square every round robin is printed as: the rows' results against the columns' players.
QString EventReport::roundRobinCrosstable(int lastRound) const
{
    const RoundRobinGrid grid = RoundRobinGrid::of(m_event, tieBreaks(), lastRound);
    const std::size_t players = m_event.players.size();
    QStringList titles = { tr("No."), tr("Name"), tr("Rating") };
    for (std::size_t column = 1; column <= players; ++column)
        titles << QString::number(column);
    titles << tr("Pts") << tr("Rank");
    for (const standings::TieBreak &tieBreak : grid.standings.tieBreaks)
        titles << DisplayNames::tieBreak(tieBreak);
    QString rows = headerRow(titles);
    for (std::size_t row = 0; row < players; ++row) {
        const PlayerInput &player = m_event.players[row];
        rows += QStringLiteral("<tr><td class='n'>%1</td><td>%2</td><td class='n'>%3</td>")
                    .arg(row + 1)
                    .arg(escaped(player.name), ratingBefore(m_event, player));
        for (std::size_t column = 0; column < players; ++column)
            rows += row == column ? QStringLiteral("<td class='x'></td>")
                                  : QStringLiteral("<td class='r'>%1</td>")
                                        .arg(grid.results[row][column].join(QLatin1Char(' ')));
        const standings::Standing &standing = grid.standingAt(row);
        rows += QStringLiteral("<td class='n'>%1</td><td class='n'>%2</td>")
                    .arg(edit::pointsText(standing.points),
                        DisplayNames::rank(grid.standings, standing));
        for (std::size_t i = 0; i < grid.standings.tieBreaks.size(); ++i)
            rows += QStringLiteral("<td class='n'>%1</td>")
                        .arg(DisplayNames::tieBreakValue(grid.standings, standing, i));
        rows += QStringLiteral("</tr>");
    }
    QStringList lines = { tr("Each cell: the result of the player of the row against the player "
                             "of the column; 1 won, \u00bd drawn, 0 lost, + / \u2212 won / lost by "
                             "forfeit (not rated)") };
    if (grid.mostGamesOfAPair() > 1)
        lines << tr(
            "Two results in a cell: both games of the two players, in the order of the rounds");
    return gridTable(rows) + legend(lines + tieBreakLegend(grid.standings));
}

// A Swiss event's crosstable: one column per round, each cell whom the player met and how.
QString EventReport::roundByRoundCrosstable(int lastRound) const
{
    std::map<std::pair<std::string, int>, QString> cells;
    std::map<std::string, double> total;
    bool playedNotRated = false;
    for (const ChessGame &game : m_event.chessGames) {
        const int round = game.round.value_or(0);
        if (round > lastRound)
            continue;
        playedNotRated = playedNotRated || (!isRated(game.result) && !isForfeit(game.result));
        const int white = edit::startNumberOf(m_event, game.white);
        const int black = edit::startNumberOf(m_event, game.black);
        cells[{ game.white, round }]
            = edit::crosstableNotation(edit::entryOf(game, game.white, black));
        cells[{ game.black, round }]
            = edit::crosstableNotation(edit::entryOf(game, game.black, white));
        total[game.white] += whitePoints(game.result);
        total[game.black] += blackPoints(game.result);
    }
    for (const Bye &bye : m_event.byes) {
        if (bye.round > lastRound)
            continue;
        edit::CrosstableEntry entry;
        entry.kind = edit::CrosstableEntry::Kind::Bye;
        if (!bye.unpaired)
            entry.byePoints = bye.points;
        cells[{ bye.player, bye.round }] = edit::crosstableNotation(entry);
        total[bye.player] += bye.pointsIn(m_event.event.properties);
    }
    QStringList titles = { tr("No."), tr("Name"), tr("Rating") };
    for (int round = 1; round <= lastRound; ++round)
        titles << QString::number(round);
    titles << tr("Pts");
    QString rows = headerRow(titles);
    for (std::size_t i = 0; i < m_event.players.size(); ++i) {
        const PlayerInput &player = m_event.players[i];
        rows += QStringLiteral("<tr><td class='n'>%1</td><td>%2</td><td class='n'>%3</td>")
                    .arg(i + 1)
                    .arg(escaped(player.name), ratingBefore(m_event, player));
        for (int round = 1; round <= lastRound; ++round)
            rows += QStringLiteral("<td class='c'>%1</td>").arg(cells[{ player.id, round }]);
        rows
            += QStringLiteral("<td class='n'>%1</td></tr>").arg(edit::pointsText(total[player.id]));
    }
    QStringList meanings
        = { tr("5w1: against no. 5 with White, won; b: with Black; \u00bd: drawn; 0: lost"),
              tr("+ / \u2212: won / lost by forfeit (not rated); bye: no opponent, with the "
                 "points given") };
    if (playedNotRated)
        meanings << tr("*: played, not rated (the game lasted less than one move)");
    return gridTable(rows) + legend(meanings);
}

QString EventReport::evaluationTable() const
{
    if (!m_evaluation)
        return {};
    const EvaluationTable table = EvaluationTable::of(m_event, *m_evaluation);
    QString rows = headerRow(table.titles);
    for (const std::vector<EvaluationTable::Cell> &row : table.rows) {
        rows += QStringLiteral("<tr>");
        for (const EvaluationTable::Cell &cell : row) {
            const bool number
                = cell.sortKey.isValid() && cell.sortKey.typeId() != QMetaType::QString;
            rows += QStringLiteral("<td%1>%2</td>")
                        .arg(number ? QStringLiteral(" class='n'") : QString(),
                            cell.text.toHtmlEscaped());
        }
        rows += QStringLiteral("</tr>");
    }
    QString html = gridTable(rows) + legend(table.legend());
    if (!m_evaluation->warnings.empty()) {
        html += QStringLiteral("<h2>%1</h2><ul>").arg(tr("Warnings"));
        for (const Warning &warning : m_evaluation->warnings)
            html += QStringLiteral("<li>%1</li>")
                        .arg(DisplayNames::warning(warning).toHtmlEscaped());
        html += QStringLiteral("</ul>");
    }
    return html;
}

// The paper form: its rules, then one line per game in entry order and empty lines to write on.
QString EventReport::recordSheet() const
{
    constexpr int kLinesOnTheForm = 25;
    QString html = legend({ tr("One line per game, in the order the games end. Handicap 1 is an "
                               "even game, 2 to 9 the stones Black places; komi is the points "
                               "White receives."),
        tr("Winner: W (White), B (Black) or = (jigo). Type: club, tournament, internet or free "
           "(free games are not rated).") });
    QString rows = headerRow({ tr("Line"), tr("White"), tr("Black"), tr("Handicap"), tr("Komi"),
        tr("Winner"), tr("Type"), tr("Date") });
    const auto name = [&](const std::string &id) {
        const PlayerInput *player = m_event.findPlayer(id);
        return escaped(player ? player->name : id);
    };
    int line = 0;
    for (const GoGame &game : m_event.goGames) {
        ++line;
        rows += QStringLiteral(
            "<tr><td class='n'>%1</td><td>%2</td><td>%3</td><td class='n'>%4</td>"
            "<td class='n'>%5</td><td class='c'>%6</td><td>%7</td><td>%8</td></tr>")
                    .arg(line)
                    .arg(name(game.white), name(game.black))
                    .arg(game.handicap)
                    .arg(DisplayNames::komi(game.komi))
                    .arg(QChar::fromLatin1(recordSheetLetter(game.winner)))
                    .arg(DisplayNames::goGameType(game.status),
                        game.date ? DisplayNames::date(QString::fromStdString(game.date->toIso()))
                                  : QString());
    }
    for (++line; line <= std::max(kLinesOnTheForm, static_cast<int>(m_event.goGames.size()) + 5);
         ++line)
        rows += QStringLiteral("<tr><td class='n'>%1</td><td>&nbsp;</td><td></td><td></td><td></td>"
                               "<td></td><td></td><td></td></tr>")
                    .arg(line);
    return html + gridTable(rows);
}

QString EventReport::html() const
{
    return QStringLiteral("<html><head><style>") + styleRules()
        + QStringLiteral("</style></head><body>") + content() + QStringLiteral("</body></html>");
}

QString EventReport::content() const
{
    QString body;
    switch (m_kind) {
    case ReportKind::Standings:
        body = standingsTable();
        break;
    case ReportKind::Crosstable:
        body = crosstable(m_afterRound.value_or(rounds()));
        break;
    case ReportKind::Evaluation:
        if (!m_event.chessGames.empty())
            body = QStringLiteral("<h2>%1</h2>").arg(tr("Crosstable")) + crosstable(rounds())
                + QStringLiteral("<h2>%1</h2>").arg(tr("Ratings"));
        body += evaluationTable();
        break;
    case ReportKind::RecordSheet:
        body = recordSheet();
        break;
    case ReportKind::Pairings:
        body = PairingList(m_event, pairedRound()).byBoard();
        break;
    case ReportKind::PairingsByName:
        body = PairingList(m_event, pairedRound()).byName();
        break;
    }
    return header() + body;
}

void EventReport::print(QPagedPaintDevice &device) const
{
    QTextDocument document;
    QTextOption option = document.defaultTextOption();
    option.setWrapMode(QTextOption::WordWrap); // never inside a word
    document.setDefaultTextOption(option);
    document.setHtml(html());
    printPaged(document, device,
        QString::fromStdString(m_event.event.name) + QStringLiteral(" \u2013 ") + title());
}

bool EventReport::writePdf(const QString &path, QPageSize::PageSizeId paper) const
{
    if (QFile file(path); !file.open(QIODevice::WriteOnly))
        return false;
    {
        QPdfWriter writer(path);
        writer.setPageSize(QPageSize(paper));
        writer.setPageOrientation(orientation());
        writer.setPageMargins(QMarginsF(15, 15, 15, 15), QPageLayout::Millimeter);
        writer.setTitle(
            QString::fromStdString(m_event.event.name) + QStringLiteral(" \u2013 ") + title());
        writer.setCreator(QCoreApplication::applicationName());
        print(writer);
    }
    return QFileInfo(path).size() > 0;
}

} // namespace rd::report
