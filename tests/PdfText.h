#pragma once

// The text of a PDF as pdftotext reads it, for tests that check what a report prints.
#include <QProcess>
#include <QStandardPaths>
#include <QString>
#include <QtGlobal>

namespace rd::test {

// Page breaks as form feeds; -layout keeps the columns of a table apart on one line. Ligatures
// the font sets (ﬀ for ff) are read as their letters.
inline QString pdfText(const QString &pdf)
{
    const QString tool = QStandardPaths::findExecutable(QStringLiteral("pdftotext"));
    if (tool.isEmpty())
        qFatal("pdftotext is missing (Debian: poppler-utils; scripts/test installs it)");
    QProcess process;
    process.start(tool, { QStringLiteral("-layout"), pdf, QStringLiteral("-") });
    process.waitForFinished(30000);
    return QString::fromUtf8(process.readAllStandardOutput())
        .normalized(QString::NormalizationForm_KC);
}

} // namespace rd::test
