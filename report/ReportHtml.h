#pragma once

#include <QString>
#include <QStringList>

#include <string>

namespace rd::report {

// The pieces every printed report and web page is made of, in the rich text Qt prints and
// browsers show alike.
QString escaped(const std::string &text);
// The style sheet's rules: tables in a smaller face with thin rules, numbers to the right.
QString styleRules();
// A table's header row, repeated on every printed page.
QString headerRow(const QStringList &titles);
// A table with thin rules over the page's width, around `rows`.
QString gridTable(const QString &rows);
// Lines under a table in a smaller face: what its abbreviations mean.
QString legend(const QStringList &lines);

} // namespace rd::report
