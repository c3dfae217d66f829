#include "engine/io/uscf/UscfTimeControl.h"

#include <QRegularExpression>
#include <QString>
#include <QStringList>

namespace rd::io {

namespace {

// uscf-report.md "Time control and rating system" and rules/uscf.md §10: the bands of mm + ss,
// from the longest; a game in a band is rated there when its first control is long enough.
struct Band {
    int fromMinutes; // mm + ss
    int firstControlFrom; // minutes of the first time control
    UscfCategory category;
};
constexpr Band kBands[] = {
    { 66, 0, UscfCategory::Regular }, // more than 65
    { 30, 0, UscfCategory::Dual },
    { 11, 5, UscfCategory::Quick },
    { 5, 3, UscfCategory::Blitz },
};

} // namespace

UscfCategory UscfTimeControl::category() const
{
    const int total = totalMinutes + addedSeconds;
    for (const Band &band : kBands) {
        if (total >= band.fromMinutes)
            return firstMinutes >= band.firstControlFrom ? band.category : UscfCategory::NotRated;
    }
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
