#pragma once

#include <QImage>
#include <QList>
#include <QPageSize>
#include <QStringList>

class QPagedPaintDevice;

namespace rd::report {

// A player's card to take home: his name, the chart of his ratings and the table of every rated
// event with before and after, on as many pages as it takes ("Page x of y").
struct PlayerCard {
    QString playerName;
    QImage chart;
    QStringList titles; // the history table's column titles
    QList<QStringList> rows;

    void print(QPagedPaintDevice &device) const;
    bool writePdf(const QString &path, QPageSize::PageSizeId paper) const;
};

} // namespace rd::report
