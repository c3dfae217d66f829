#include "ui/EvaluationReport.h"

#include "engine/edit/ChessEventEdit.h"
#include "ui/DisplayNames.h"
#include "ui/EvaluationTableModel.h"

#include <QFileInfo>
#include <QPdfWriter>
#include <QTextDocument>

#include <map>

namespace rd::ui {

namespace {

QString escaped(const std::string &text)
{
    return QString::fromStdString(text).toHtmlEscaped();
}

} // namespace

EvaluationReport::EvaluationReport(const EventInput &event, const Evaluation &evaluation)
    : m_event(event)
    , m_evaluation(evaluation)
{
}

QString EvaluationReport::crosstable() const
{
    std::map<std::string, int> number;
    for (std::size_t i = 0; i < m_event.players.size(); ++i)
        number[m_event.players[i].id] = static_cast<int>(i + 1);
    int rounds = 0;
    for (const ChessGame &game : m_event.chessGames)
        rounds = std::max(rounds, game.round.value_or(0));
    // One cell per player and round: opponent number, colour and result.
    std::map<std::pair<std::string, int>, QString> cells;
    std::map<std::string, double> total;
    for (const ChessGame &game : m_event.chessGames) {
        const int round = game.round.value_or(0);
        cells[{ game.white, round }]
            = edit::crosstableNotation(edit::entryOf(game, game.white, number[game.black]));
        cells[{ game.black, round }]
            = edit::crosstableNotation(edit::entryOf(game, game.black, number[game.white]));
        total[game.white] += whitePoints(game.result);
        total[game.black] += blackPoints(game.result);
    }
    for (const Bye &bye : m_event.byes) {
        edit::CrosstableEntry entry;
        entry.kind = edit::CrosstableEntry::Kind::Bye;
        entry.byePoints = bye.points;
        cells[{ bye.player, bye.round }] = edit::crosstableNotation(entry);
        total[bye.player] += bye.points;
    }
    QString html = QStringLiteral(
        "<table border='1' cellspacing='0' cellpadding='3'><tr><th>No.</th><th>%1</th>")
                       .arg(QObject::tr("Name"));
    for (int round = 1; round <= rounds; ++round)
        html += QStringLiteral("<th>%1</th>").arg(round);
    html += QStringLiteral("<th>%1</th></tr>").arg(QObject::tr("Points"));
    for (std::size_t i = 0; i < m_event.players.size(); ++i) {
        const PlayerInput &player = m_event.players[i];
        html += QStringLiteral("<tr><td align='right'>%1</td><td>%2</td>")
                    .arg(i + 1)
                    .arg(escaped(player.name));
        for (int round = 1; round <= rounds; ++round)
            html += QStringLiteral("<td align='center'>%1</td>").arg(cells[{ player.id, round }]);
        html += QStringLiteral("<td align='right'>%1</td></tr>")
                    .arg(edit::pointsText(total[player.id]));
    }
    return html + QStringLiteral("</table>");
}

QString EvaluationReport::ratingTable() const
{
    EvaluationTableModel model;
    model.setEvaluation(m_event, m_evaluation);
    QString html = QStringLiteral("<table border='1' cellspacing='0' cellpadding='3'><tr>");
    for (int column = 0; column < model.columnCount(); ++column)
        html += QStringLiteral("<th>%1</th>")
                    .arg(model.headerData(column, Qt::Horizontal).toString().toHtmlEscaped());
    html += QStringLiteral("</tr>");
    for (int row = 0; row < model.rowCount(); ++row) {
        html += QStringLiteral("<tr>");
        for (int column = 0; column < model.columnCount(); ++column)
            html += QStringLiteral("<td>%1</td>")
                        .arg(model.index(row, column).data().toString().toHtmlEscaped());
        html += QStringLiteral("</tr>");
    }
    return html + QStringLiteral("</table>");
}

QString EvaluationReport::html() const
{
    QString html = QStringLiteral("<h2>%1</h2><p>%2</p>")
                       .arg(escaped(m_event.event.name),
                           QObject::tr("%1, rule set %2, ends %3")
                               .arg(QString::fromStdString(toString(m_event.system)).toUpper(),
                                   QString::fromStdString(m_evaluation.ruleset),
                                   QString::fromStdString(m_event.event.endDate.toIso())));
    // The event's particulars that are given, one line each (event-document.md, event).
    const EventProperties &details = m_event.event.properties;
    const std::pair<QString, std::string> particulars[] = {
        { QObject::tr("Organiser"), details.organiser },
        { QObject::tr("Place"), details.place },
        { QObject::tr("Federation"), details.federation },
        { QObject::tr("Chief arbiter"), details.chiefArbiter },
        { QObject::tr("Deputy arbiter"), details.deputyArbiter },
        { QObject::tr("Time control"), details.timeControl },
        { QObject::tr("Rounds"),
            details.roundsPlanned ? std::to_string(*details.roundsPlanned) : std::string() },
        { QObject::tr("Rating period"), details.ratingPeriod },
    };
    QStringList given;
    for (const auto &[title, value] : particulars) {
        if (!value.empty())
            given << QStringLiteral("%1: %2").arg(title, escaped(value));
    }
    if (!given.isEmpty())
        html += QStringLiteral("<p>%1</p>").arg(given.join(QStringLiteral("<br>")));
    if (!m_event.chessGames.empty())
        html += QStringLiteral("<h3>%1</h3>").arg(QObject::tr("Crosstable")) + crosstable();
    html += QStringLiteral("<h3>%1</h3>").arg(QObject::tr("Ratings")) + ratingTable();
    if (!m_evaluation.warnings.empty()) {
        html += QStringLiteral("<h3>%1</h3><ul>").arg(QObject::tr("Warnings"));
        for (const Warning &warning : m_evaluation.warnings)
            html += QStringLiteral("<li>%1</li>")
                        .arg(DisplayNames::warning(warning).toHtmlEscaped());
        html += QStringLiteral("</ul>");
    }
    return html;
}

void EvaluationReport::print(QPagedPaintDevice &device) const
{
    QTextDocument document;
    document.setHtml(html());
    document.print(&device);
}

bool EvaluationReport::writePdf(const QString &path) const
{
    QPdfWriter writer(path);
    writer.setPageSize(QPageSize(QPageSize::A4));
    writer.setPageOrientation(QPageLayout::Landscape);
    writer.setTitle(QString::fromStdString(m_event.event.name));
    print(writer);
    return QFileInfo(path).size() > 0;
}

} // namespace rd::ui
