#include "ui/ratings/HistoryChart.h"

#include "engine/rating/sagc/GoRank.h"
#include "report/DisplayNames.h"
#include "report/RatingStateText.h"

#include <QCategoryAxis>
#include <QChart>
#include <QChartView>
#include <QCoreApplication>
#include <QCursor>
#include <QDateTime>
#include <QDateTimeAxis>
#include <QGraphicsScene>
#include <QImage>
#include <QLegend>
#include <QLineF>
#include <QLineSeries>
#include <QLocale>
#include <QPainter>
#include <QStringList>
#include <QToolTip>
#include <QVBoxLayout>
#include <QValueAxis>

#include <algorithm>
#include <cmath>
#include <limits>

namespace rd::ui {

namespace {

constexpr double kDay = 24.0 * 60 * 60 * 1000;

struct Point {
    QPointF value;
    QString toolTip;
};

// The points of one system in date order.
struct Plot {
    RatingSystem system;
    std::vector<Point> points;
};

// A closed range of values, empty until the first one.
struct Span {
    double low = std::numeric_limits<double>::max();
    double high = std::numeric_limits<double>::lowest();

    void add(double value)
    {
        low = std::min(low, value);
        high = std::max(high, value);
    }
    bool isEmpty() const { return low > high; }
};

QColor colorOf(RatingSystem system)
{
    switch (system) {
    case RatingSystem::Dwz:
        return QColor(0x1f, 0x77, 0xb4);
    case RatingSystem::Uscf:
        return QColor(0xd6, 0x27, 0x28);
    case RatingSystem::Sagc:
        return QColor(0x2c, 0xa0, 0x2c);
    }
    return Qt::black;
}

QString toolTipOf(const HistoryEntry &entry)
{
    return QStringLiteral("<b>%1</b><br>%2 \u00b7 %3<br>%4 \u2192 %5 (%6)")
        .arg(entry.line.eventName.toHtmlEscaped(),
            QLocale().toString(entry.date(), QLocale::ShortFormat),
            report::DisplayNames::system(entry.system),
            report::RatingStateText::of(entry.line.before),
            report::RatingStateText::of(entry.line.after),
            report::RatingStateText::change(entry.line.before, entry.line.after));
}

std::vector<Plot> plotsOf(const std::vector<HistoryEntry> &entries)
{
    std::vector<Plot> plots;
    for (RatingSystem system : { RatingSystem::Dwz, RatingSystem::Uscf, RatingSystem::Sagc }) {
        Plot plot { system, {} };
        for (const HistoryEntry &entry : entries) {
            const auto value = scaleValue(entry.line.after);
            if (entry.system != system || !value)
                continue;
            const double x = static_cast<double>(entry.date().startOfDay().toMSecsSinceEpoch());
            plot.points.push_back({ QPointF(x, *value), toolTipOf(entry) });
        }
        std::stable_sort(plot.points.begin(), plot.points.end(),
            [](const Point &a, const Point &b) { return a.value.x() < b.value.x(); });
        if (!plot.points.empty())
            plots.push_back(std::move(plot));
    }
    return plots;
}

QDateTimeAxis *dateAxis(const Span &dates)
{
    auto *axis = new QDateTimeAxis;
    axis->setTitleText(HistoryChart::tr("End of event"));
    const double padding = std::max(15 * kDay, (dates.high - dates.low) * 0.04);
    axis->setRange(QDateTime::fromMSecsSinceEpoch(static_cast<qint64>(dates.low - padding)),
        QDateTime::fromMSecsSinceEpoch(static_cast<qint64>(dates.high + padding)));
    axis->setFormat(dates.high - dates.low > 300 * kDay ? QStringLiteral("MMM yyyy")
                                                        : QStringLiteral("d MMM yyyy"));
    axis->setTickCount(6);
    return axis;
}

// Ratings of the chess systems in `names` ("DWZ, US Chess").
QValueAxis *ratingAxis(const Span &ratings, const QStringList &names)
{
    auto *axis = new QValueAxis;
    axis->setTitleText(HistoryChart::tr("Rating (%1)").arg(names.join(QStringLiteral(", "))));
    axis->setRange(ratings.low - 25, ratings.high + 25);
    axis->applyNiceNumbers();
    axis->setLabelFormat(QStringLiteral("%.0f"));
    return axis;
}

// SAGC strengths with the rank names at whole numbers (sagc.md §1).
QCategoryAxis *rankAxis(const Span &strengths)
{
    auto *axis = new QCategoryAxis;
    axis->setTitleText(HistoryChart::tr("SAGC rank"));
    axis->setLabelsPosition(QCategoryAxis::AxisLabelsPositionOnValue);
    const int low = static_cast<int>(std::floor(strengths.low - 0.25));
    const int high = static_cast<int>(std::ceil(strengths.high + 0.25));
    const int step = std::max(1, (high - low + 14) / 15); // at most 16 labels
    axis->setStartValue(low - 1);
    for (int strength = low; strength <= high; strength += step) {
        if (const auto rank = sagc::GoRank::fromStrength(strength))
            axis->append(QString::fromStdString(rank->toString()), strength);
    }
    axis->setRange(low, high);
    return axis;
}

QChart *buildChart(const std::vector<Plot> &plots)
{
    auto *chart = new QChart;
    QFont titleFont = chart->titleFont();
    titleFont.setPointSizeF(titleFont.pointSizeF() * 1.4);
    titleFont.setBold(true);
    chart->setTitleFont(titleFont);
    QLegend *legend = chart->legend();
    legend->setAlignment(Qt::AlignBottom);
    legend->setMarkerShape(QLegend::MarkerShapeFromSeries);
    QFont legendFont = legend->font();
    legendFont.setPointSizeF(legendFont.pointSizeF() * 1.15);
    legend->setFont(legendFont);
    if (plots.empty()) {
        chart->setTitle(HistoryChart::tr("No rated events"));
        legend->hide();
        return chart;
    }
    chart->setTitle(HistoryChart::tr("Rating history"));

    Span dates;
    Span ratings;
    Span strengths;
    QStringList chess;
    for (const Plot &plot : plots) {
        if (plot.system != RatingSystem::Sagc)
            chess << report::DisplayNames::system(plot.system);
        for (const Point &point : plot.points) {
            dates.add(point.value.x());
            (plot.system == RatingSystem::Sagc ? strengths : ratings).add(point.value.y());
        }
    }
    QDateTimeAxis *dateScale = dateAxis(dates);
    chart->addAxis(dateScale, Qt::AlignBottom);
    QValueAxis *ratingScale = nullptr;
    if (!ratings.isEmpty()) {
        ratingScale = ratingAxis(ratings, chess);
        chart->addAxis(ratingScale, Qt::AlignLeft);
    }
    QCategoryAxis *rankScale = nullptr;
    if (!strengths.isEmpty()) {
        rankScale = rankAxis(strengths);
        rankScale->setGridLineVisible(!ratingScale);
        chart->addAxis(rankScale, ratingScale ? Qt::AlignRight : Qt::AlignLeft);
    }

    for (const Plot &plot : plots) {
        auto *series = new QLineSeries;
        series->setObjectName(QString::fromStdString(toString(plot.system)));
        series->setName(report::DisplayNames::system(plot.system));
        QPen pen(colorOf(plot.system));
        pen.setWidthF(2.5);
        series->setPen(pen);
        series->setPointsVisible(true);
        series->setMarkerSize(7);
        for (const Point &point : plot.points)
            series->append(point.value);
        chart->addSeries(series);
        series->attachAxis(dateScale);
        if (plot.system == RatingSystem::Sagc)
            series->attachAxis(rankScale);
        else
            series->attachAxis(ratingScale);
    }
    return chart;
}

} // namespace

HistoryChart::HistoryChart(QWidget *parent)
    : QWidget(parent)
    , m_view(new QChartView(this))
{
    m_view->setRenderHint(QPainter::Antialiasing);
    m_view->setFrameShape(QFrame::NoFrame);
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(m_view);
    setMinimumSize(360, 240);
    setEntries({});
}

void HistoryChart::setEntries(std::vector<HistoryEntry> entries)
{
    m_entries = std::move(entries);
    const std::vector<Plot> plots = plotsOf(m_entries);
    QChart *chart = buildChart(plots);
    const QList<QAbstractSeries *> series = chart->series();
    for (std::size_t i = 0; i < plots.size(); ++i) {
        auto *line = static_cast<QLineSeries *>(series[static_cast<qsizetype>(i)]);
        // The tooltip of the point nearest to the mouse on the screen.
        connect(line, &QLineSeries::hovered, this,
            [this, line, points = plots[i].points](const QPointF &at, bool state) {
                if (!state) {
                    QToolTip::hideText();
                    return;
                }
                const QPointF mouse = m_view->chart()->mapToPosition(at, line);
                const auto distance = [&](const Point &point) {
                    return QLineF(m_view->chart()->mapToPosition(point.value, line), mouse)
                        .length();
                };
                const auto nearest = std::min_element(points.begin(), points.end(),
                    [&](const Point &a, const Point &b) { return distance(a) < distance(b); });
                QToolTip::showText(QCursor::pos(), nearest->toolTip, m_view);
            });
    }
    QChart *previous = m_view->chart();
    m_view->setChart(chart);
    delete previous;
}

std::vector<RatingSystem> HistoryChart::systems() const
{
    std::vector<RatingSystem> systems;
    for (const QAbstractSeries *series : m_view->chart()->series()) {
        if (const auto system = parseRatingSystem(series->objectName().toStdString()))
            systems.push_back(*system);
    }
    return systems;
}

QList<QPointF> HistoryChart::points(RatingSystem system) const
{
    const QString key = QString::fromStdString(toString(system));
    for (QAbstractSeries *series : m_view->chart()->series()) {
        if (series->objectName() == key)
            return static_cast<QXYSeries *>(series)->points();
    }
    return {};
}

QImage HistoryChart::image(QSize size) const
{
    // A chart of its own in a scene of its own, laid out at `size` before it is painted.
    QGraphicsScene scene;
    QChart *chart = buildChart(plotsOf(m_entries));
    scene.addItem(chart);
    chart->resize(size);
    QCoreApplication::sendPostedEvents(nullptr, QEvent::LayoutRequest);
    QImage image(size, QImage::Format_ARGB32_Premultiplied);
    image.fill(Qt::white);
    QPainter painter(&image);
    painter.setRenderHint(QPainter::Antialiasing);
    scene.render(&painter, QRectF(QPointF(), size), QRectF(QPointF(), size));
    painter.end();
    return image;
}

bool HistoryChart::exportPng(const QString &path, QSize size) const
{
    return image(size).save(path, "PNG");
}

} // namespace rd::ui
