#include "report/ReportHtml.h"

namespace rd::report {

QString escaped(const std::string &text)
{
    return QString::fromStdString(text).toHtmlEscaped();
}

QString styleRules()
{
    return QStringLiteral(
        "body { font-size: 9pt; } h1 { font-size: 15pt; } h2 { font-size: 11pt; }"
        " table.grid { border-collapse: collapse; } th { background-color: #e8e8e8; }"
        " td, th { padding: 2px 4px; } td.n { text-align: right; } td.c { text-align: center; }"
        " td.x { background-color: #404040; } td.r { text-align: center; white-space: nowrap; }"
        " p.legend { font-size: 8pt; }");
}

QString headerRow(const QStringList &titles)
{
    QString html = QStringLiteral("<thead><tr>");
    for (const QString &title : titles)
        html += QStringLiteral("<th>%1</th>").arg(title.toHtmlEscaped());
    return html + QStringLiteral("</tr></thead>");
}

QString gridTable(const QString &rows)
{
    return QStringLiteral("<table class='grid' border='1' cellspacing='0' width='100%'>") + rows
        + QStringLiteral("</table>");
}

QString legend(const QStringList &lines)
{
    if (lines.isEmpty())
        return {};
    QStringList escapedLines;
    for (const QString &line : lines)
        escapedLines << line.toHtmlEscaped();
    return QStringLiteral("<p class='legend'>%1</p>")
        .arg(escapedLines.join(QStringLiteral("<br>")));
}

} // namespace rd::report
