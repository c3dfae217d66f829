#include "report/PagedPrinter.h"

#include <QAbstractTextDocumentLayout>
#include <QCoreApplication>
#include <QFontMetricsF>
#include <QLocale>
#include <QPagedPaintDevice>
#include <QPainter>
#include <QTextDocument>

namespace rd::report {

QPageSize::PageSizeId defaultPaper(const QLocale &locale)
{
    return locale.measurementSystem() == QLocale::ImperialUSSystem ? QPageSize::Letter
                                                                   : QPageSize::A4;
}

QPageSize::PageSizeId systemPaper()
{
    return defaultPaper(QLocale::system());
}

void printPaged(QTextDocument &document, QPagedPaintDevice &device, const QString &runningTitle)
{
    QPainter painter(&device);
    document.documentLayout()->setPaintDevice(&device);
    const QRectF page = device.pageLayout().paintRectPixels(device.logicalDpiX());
    QFont small = document.defaultFont();
    small.setPointSizeF(small.pointSizeF() * 0.85);
    const QFontMetricsF metrics(small, &device);
    const double band = metrics.height() * 2.2; // the running title and the page number
    const QSizeF body(page.width(), page.height() - 2 * band);
    document.setPageSize(body);
    const int pages = document.pageCount();
    painter.setFont(small);
    for (int number = 1; number <= pages; ++number) {
        if (number > 1)
            device.newPage();
        painter.drawText(QRectF(0, 0, body.width(), band), Qt::AlignLeft | Qt::AlignTop,
            metrics.elidedText(runningTitle, Qt::ElideRight, body.width()));
        painter.save();
        painter.translate(0, band - (number - 1) * body.height());
        document.drawContents(
            &painter, QRectF(0, (number - 1) * body.height(), body.width(), body.height()));
        painter.restore();
        painter.drawText(QRectF(0, band + body.height(), body.width(), band),
            Qt::AlignHCenter | Qt::AlignBottom,
            QCoreApplication::translate("rd::report::PagedPrinter", "Page %1 of %2")
                .arg(number)
                .arg(pages));
    }
}

} // namespace rd::report
