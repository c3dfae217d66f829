#pragma once

#include <QImage>
#include <QList>
#include <QPageSize>
#include <QStringList>

class QPagedPaintDevice;

namespace rd::report {

// A player's card to take home: his name, the chart of his ratings, the table of every rated
// event with before and after, and his games in each, on as many pages as it takes ("Page x of
// y").
struct PlayerCard {
    QString playerName;
    QImage chart;
    QStringList titles; // the history table's column titles
    QList<QStringList> rows;
    // His games in each event of the table, in its order: a heading, the column titles and one
    // row per game.
    struct EventGames {
        QString title;
        QStringList titles;
        QList<QStringList> rows;
    };
    QList<EventGames> games;

    void print(QPagedPaintDevice &device) const;
    bool writePdf(const QString &path, QPageSize::PageSizeId paper) const;
};

} // namespace rd::report
