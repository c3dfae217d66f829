#pragma once

#include "engine/rating/RatingSystem.h"
#include "ui/ratings/PlayerHistory.h"

#include <QImage>
#include <QList>
#include <QPointF>
#include <QSize>
#include <QString>
#include <QWidget>

#include <vector>

QT_BEGIN_NAMESPACE
class QChartView;
QT_END_NAMESPACE

namespace rd::ui {

// A player's ratings over time: one line per system, DWZ and US Chess on the rating axis, SAGC
// on a rank axis of its own. The only class that uses Qt Charts (deprecated from Qt 6.10).
class HistoryChart : public QWidget {
    Q_OBJECT

public:
    explicit HistoryChart(QWidget *parent = nullptr);

    void setEntries(std::vector<HistoryEntry> entries);

    // What is drawn: the systems in legend order, and a system's points (x: the event's end
    // date in ms since the epoch, y: the rating or the SAGC strength).
    std::vector<RatingSystem> systems() const;
    QList<QPointF> points(RatingSystem system) const;

    // The chart alone, laid out at `size` pixels; as a PNG file.
    QImage image(QSize size = { 1200, 700 }) const;
    bool exportPng(const QString &path, QSize size = { 1200, 700 }) const;

private:
    std::vector<HistoryEntry> m_entries;
    QChartView *m_view;
};

} // namespace rd::ui
