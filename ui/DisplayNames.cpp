#include "ui/DisplayNames.h"

#include "ui/DateField.h"

#include <QCoreApplication>
#include <QDate>
#include <QLocale>

#include <cmath>

namespace rd::ui {

namespace {

QString tr(const char *text, int n = -1)
{
    return QCoreApplication::translate("rd::ui::DisplayNames", text, nullptr, n);
}

} // namespace

QString DisplayNames::system(RatingSystem system)
{
    switch (system) {
    case RatingSystem::Dwz:
        return tr("DWZ");
    case RatingSystem::Uscf:
        return tr("US Chess");
    case RatingSystem::Sagc:
        return tr("SAGC");
    }
    return {};
}

QString DisplayNames::points(double points)
{
    const long long halves = std::llround(points * 2);
    const long long whole = halves / 2;
    const bool half = halves % 2 != 0;
    if (half && whole == 0)
        return QStringLiteral("\u00bd");
    return QLocale().toString(whole) + (half ? QStringLiteral("\u00bd") : QString());
}

QString DisplayNames::date(const QString &iso)
{
    const QDate date = QDate::fromString(iso, Qt::ISODate);
    return date.isValid() ? QLocale().toString(date, DateField::displayFormat(QLocale())) : iso;
}

QString DisplayNames::warning(const Warning &warning)
{
    const std::vector<std::string> &a = warning.args;
    const auto arg
        = [&](std::size_t i) { return i < a.size() ? QString::fromStdString(a[i]) : QString(); };
    const auto count = [&](std::size_t i) { return arg(i).toInt(); };
    const QString player = arg(0);
    switch (warning.code) {
    case WarningCode::DwzLapsed:
        return tr("%1: DWZ %2-%3 was last evaluated on %4, %n year(s) or more before this event: "
                  "it has lapsed and the player counts as unrated (seed 6.1.1).",
            count(4))
            .arg(player, arg(1), arg(2), date(arg(3)));
    case WarningCode::RestpartienExpired:
        return tr("%1: %2 Restpartien older than %n year(s) are dropped (seed 6.1.1).", count(2))
            .arg(player, arg(1));
    case WarningCode::RestpartienIgnored:
        return tr("%1 has a DWZ, so the Restpartien given are not used.").arg(player);
    case WarningCode::GamesCountForNobody:
        return tr("%1 has no opponent with a DWZ or a first DWZ of stage 1, so these games count "
                  "for nobody and are not kept (seed 4.7.7).")
            .arg(player);
    case WarningCode::TooFewGamesForFirstDwz:
        return tr("%1: %n game(s) against rated opponents, a first DWZ needs %2; kept as "
                  "Restpartien until %3.",
            count(1))
            .arg(player, arg(3), date(arg(4)));
    case WarningCode::NoFirstDwzForScore:
        return tr("%1: %2 points from %n game(s) against rated opponents, no first DWZ for a "
                  "score of %3 % under %4; kept as Restpartien until %5.",
            count(2))
            .arg(player, points(arg(1).toDouble()), arg(4), arg(5), date(arg(6)));
    case WarningCode::GamesAgainstUnratedNotCounted:
        return tr(
            "%1: %n game(s) against opponents without a DWZ do not count (DWZ 3.1).", count(1))
            .arg(player);
    case WarningCode::Sonderwertung:
        return tr("%1: Sonderwertung; the opponents are evaluated against %2 instead of %3 "
                  "(DWZ 4.7.6).")
            .arg(player, arg(1), arg(2));
    }
    return player;
}

} // namespace rd::ui
