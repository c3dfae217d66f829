#include "report/PlayerCard.h"

#include "report/PagedPrinter.h"

#include <QCoreApplication>
#include <QFile>
#include <QFileInfo>
#include <QPdfWriter>
#include <QTextDocument>
#include <QTextOption>
#include <QUrl>

namespace rd::report {

namespace {

QString tr(const char *text)
{
    return QCoreApplication::translate("rd::report::PlayerCard", text);
}

const QUrl kChart(QStringLiteral("chart.png"));

QString tableHtml(const QStringList &titles, const QList<QStringList> &rows)
{
    QString html = QStringLiteral(
        "<table border='1' cellspacing='0' cellpadding='3' width='100%'><thead><tr>");
    for (const QString &title : titles)
        html += QStringLiteral("<th>%1</th>").arg(title.toHtmlEscaped());
    html += QStringLiteral("</tr></thead>");
    for (const QStringList &row : rows) {
        html += QStringLiteral("<tr>");
        for (const QString &cell : row)
            html += QStringLiteral("<td>%1</td>").arg(cell.toHtmlEscaped());
        html += QStringLiteral("</tr>");
    }
    return html + QStringLiteral("</table>");
}

} // namespace

void PlayerCard::print(QPagedPaintDevice &device) const
{
    QString html = QStringLiteral("<html><body style='font-size: 9pt'><h1>%1</h1><h2>%2</h2>")
                       .arg(playerName.toHtmlEscaped(), tr("Rating history"));
    if (!chart.isNull())
        html += QStringLiteral("<p><img src='%1' width='640'></p>").arg(kChart.toString());
    html += tableHtml(titles, rows);
    if (!games.isEmpty())
        html += QStringLiteral("<h2>%1</h2>").arg(tr("Games"));
    for (const EventGames &event : games) {
        html += QStringLiteral("<h3>%1</h3>").arg(event.title.toHtmlEscaped());
        html += event.rows.isEmpty() ? QStringLiteral("<p>%1</p>").arg(tr("No game."))
                                     : tableHtml(event.titles, event.rows);
    }
    html += QStringLiteral("</body></html>");

    QTextDocument document;
    QTextOption option = document.defaultTextOption();
    option.setWrapMode(QTextOption::WordWrap);
    document.setDefaultTextOption(option);
    document.addResource(QTextDocument::ImageResource, kChart, chart);
    document.setHtml(html);
    printPaged(document, device, playerName + QStringLiteral(" \u2013 ") + tr("Rating history"));
}

bool PlayerCard::writePdf(const QString &path, QPageSize::PageSizeId paper) const
{
    if (QFile file(path); !file.open(QIODevice::WriteOnly))
        return false;
    {
        QPdfWriter writer(path);
        writer.setPageSize(QPageSize(paper));
        writer.setPageMargins(QMarginsF(15, 15, 15, 15), QPageLayout::Millimeter);
        writer.setTitle(playerName);
        writer.setCreator(QCoreApplication::applicationName());
        print(writer);
    }
    return QFileInfo(path).size() > 0;
}

} // namespace rd::report
