#include "engine/io/UscfTimeControl.h"

#include <QRegularExpression>
#include <QString>
#include <QStringList>

namespace rd::io {

namespace {

// uscf-report.md "Time control and rating system" and rules/uscf.md §10: the bands of mm + ss.
constexpr int kRegularAbove = 65;
constexpr int kDualFrom = 30;
constexpr int kQuickFrom = 11;
constexpr int kQuickFirstControl = 5;
constexpr int kBlitzFrom = 5;
constexpr int kBlitzFirstControl = 3;

} // namespace

UscfCategory UscfTimeControl::category() const
{
    const int total = totalMinutes + addedSeconds;
    if (total > kRegularAbove)
        return UscfCategory::Regular;
    if (total >= kDualFrom)
        return UscfCategory::Dual;
    if (total >= kQuickFrom && firstMinutes >= kQuickFirstControl)
        return UscfCategory::Quick;
    if (total >= kBlitzFrom && total < kQuickFrom && firstMinutes >= kBlitzFirstControl)
        return UscfCategory::Blitz;
    return UscfCategory::NotRated;
}

std::optional<UscfTimeControl> parseUscfTimeControl(std::string_view text)
{
    static const QRegularExpression form(
        QStringLiteral("^((?:G|SD|\\d+)/\\d+(?:,(?:G|SD|\\d+)/\\d+)*);?(?:(D|\\+)(\\d+))?$"));
    QString compact = QString::fromUtf8(text.data(), static_cast<qsizetype>(text.size())).toUpper();
    compact.remove(QLatin1Char(' '));
    const QRegularExpressionMatch match = form.match(compact);
    if (!match.hasMatch())
        return std::nullopt;
    UscfTimeControl control;
    const QStringList controls = match.captured(1).split(QLatin1Char(','));
    QStringList written;
    for (const QString &part : controls) {
        const QStringList movesAndMinutes = part.split(QLatin1Char('/'));
        const int minutes = movesAndMinutes.value(1).toInt();
        if (written.isEmpty())
            control.firstMinutes = minutes;
        control.totalMinutes += minutes;
        written << movesAndMinutes.value(0) + QLatin1Char('/') + QString::number(minutes);
    }
    const QString kind = match.captured(2);
    control.addedSeconds = match.captured(3).toInt();
    const QString added = kind == QLatin1String("+")
        ? QStringLiteral("+%1").arg(control.addedSeconds)
        : QStringLiteral("d%1").arg(control.addedSeconds);
    control.canonical = (written.join(QLatin1Char(',')) + QLatin1Char(';') + added).toStdString();
    return control;
}

} // namespace rd::io
