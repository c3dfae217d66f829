#pragma once

#include <QPageSize>
#include <QString>

class QLocale;
class QPagedPaintDevice;
class QTextDocument;

namespace rd::report {

// The paper a user of `locale` has in his printer: Letter where the locale measures in US units
// (the United States and its neighbours' habit), A4 everywhere else.
QPageSize::PageSizeId defaultPaper(const QLocale &locale);
// The paper of the country the system is set up for (QLocale::system(): LC_MEASUREMENT, LC_ALL,
// LANG), whatever language the program speaks: English words on a German system print on A4.
QPageSize::PageSizeId systemPaper();

// Lays `document` out on the pages of `device` (a QPrinter or a QPdfWriter, page size and
// orientation already chosen) with `runningTitle` at the head and "Page x of y" at the foot of
// every page. Table header rows (<thead>) repeat on each page.
void printPaged(QTextDocument &document, QPagedPaintDevice &device, const QString &runningTitle);

} // namespace rd::report
