#include "report/DisplayNames.h"

#include "engine/checks/DateText.h"
#include "engine/edit/CrosstableNotation.h"

#include <QCoreApplication>
#include <QDate>
#include <QLocale>

#include <algorithm>
#include <cstdlib>

namespace rd::report {

namespace {

QString tr(const char *text, const char *disambiguation = nullptr, int n = -1)
{
    return QCoreApplication::translate("rd::report::DisplayNames", text, disambiguation, n);
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

QString DisplayNames::ruleSet(const std::string &name)
{
    // The catalogue of rule sets (RuleSets.cpp), era by era.
    const std::pair<const char *, const char *> names[] = {
        { "dwz-1993", QT_TRANSLATE_NOOP("rd::report::DisplayNames", "DWZ rules of 1993") },
        { "dwz-2002", QT_TRANSLATE_NOOP("rd::report::DisplayNames", "DWZ rules of 2002") },
        { "dwz-2016", QT_TRANSLATE_NOOP("rd::report::DisplayNames", "DWZ rules of 2016") },
        { "dwz-2026", QT_TRANSLATE_NOOP("rd::report::DisplayNames", "DWZ rules of 2026") },
        { "uscf-2004", QT_TRANSLATE_NOOP("rd::report::DisplayNames", "US Chess rules of 2004") },
        { "uscf-current", QT_TRANSLATE_NOOP("rd::report::DisplayNames", "current US Chess rules") },
        { "sagc", QT_TRANSLATE_NOOP("rd::report::DisplayNames", "SAGC rank and index rules") },
    };
    for (const auto &[known, title] : names) {
        if (name == known)
            return tr(title);
    }
    return QString::fromStdString(name);
}

namespace {

// The name of each tie-break: as C.07 art. 5 names it, and the European Go convention its own.
const char *tieBreakKindName(standings::TieBreakKind kind)
{
    using standings::TieBreakKind;
    switch (kind) {
    case TieBreakKind::DirectEncounter:
        return QT_TRANSLATE_NOOP("rd::report::DisplayNames", "Direct encounter");
    case TieBreakKind::Wins:
        return QT_TRANSLATE_NOOP("rd::report::DisplayNames", "Number of wins");
    case TieBreakKind::GamesWon:
        return QT_TRANSLATE_NOOP("rd::report::DisplayNames", "Number of games won");
    case TieBreakKind::GamesWithBlack:
        return QT_TRANSLATE_NOOP("rd::report::DisplayNames", "Games played with Black");
    case TieBreakKind::WinsWithBlack:
        return QT_TRANSLATE_NOOP("rd::report::DisplayNames", "Games won with Black");
    case TieBreakKind::ProgressiveScore:
        return QT_TRANSLATE_NOOP("rd::report::DisplayNames", "Progressive scores");
    case TieBreakKind::RoundsElectedToPlay:
        return QT_TRANSLATE_NOOP("rd::report::DisplayNames", "Rounds one elected to play");
    case TieBreakKind::StandardPoints:
        return QT_TRANSLATE_NOOP("rd::report::DisplayNames", "Standard points");
    case TieBreakKind::PairingNumber:
        return QT_TRANSLATE_NOOP("rd::report::DisplayNames", "Tournament pairing number");
    case TieBreakKind::Buchholz:
        return QT_TRANSLATE_NOOP("rd::report::DisplayNames", "Buchholz");
    case TieBreakKind::AverageOfOpponentsBuchholz:
        return QT_TRANSLATE_NOOP("rd::report::DisplayNames", "Average of opponents' Buchholz");
    case TieBreakKind::ForeBuchholz:
        return QT_TRANSLATE_NOOP("rd::report::DisplayNames", "Fore Buchholz");
    case TieBreakKind::SonnebornBerger:
        return QT_TRANSLATE_NOOP("rd::report::DisplayNames", "Sonneborn-Berger");
    case TieBreakKind::Koya:
        return QT_TRANSLATE_NOOP("rd::report::DisplayNames", "Koya system");
    case TieBreakKind::AverageRatingOfOpponents:
        return QT_TRANSLATE_NOOP("rd::report::DisplayNames", "Average rating of opponents");
    case TieBreakKind::PerformanceRating:
        return QT_TRANSLATE_NOOP("rd::report::DisplayNames", "Tournament performance rating");
    case TieBreakKind::PerfectPerformance:
        return QT_TRANSLATE_NOOP("rd::report::DisplayNames", "Perfect tournament performance");
    case TieBreakKind::AveragePerformanceOfOpponents:
        return QT_TRANSLATE_NOOP("rd::report::DisplayNames", "Average TPR of opponents");
    case TieBreakKind::AveragePerfectPerformanceOfOpponents:
        return QT_TRANSLATE_NOOP("rd::report::DisplayNames", "Average PTP of opponents");
    case TieBreakKind::Rating:
        return QT_TRANSLATE_NOOP("rd::report::DisplayNames", "Rating");
    case TieBreakKind::Sos:
        return QT_TRANSLATE_NOOP("rd::report::DisplayNames", "Sum of opponents' scores");
    case TieBreakKind::Sosos:
        return QT_TRANSLATE_NOOP("rd::report::DisplayNames", "Sum of opponents' SOS");
    case TieBreakKind::Sodos:
        return QT_TRANSLATE_NOOP("rd::report::DisplayNames", "Sum of defeated opponents' scores");
    }
    return "";
}

// What each tie-break means, for the legend; translated where it is shown.
const char *tieBreakKindMeaning(standings::TieBreakKind kind)
{
    using standings::TieBreakKind;
    switch (kind) {
    case TieBreakKind::DirectEncounter:
        return QT_TRANSLATE_NOOP("rd::report::DisplayNames",
            "direct encounter: place among the tied players by their games");
    case TieBreakKind::Wins:
        return QT_TRANSLATE_NOOP("rd::report::DisplayNames", "number of wins, played or not");
    case TieBreakKind::GamesWon:
        return QT_TRANSLATE_NOOP("rd::report::DisplayNames", "number of games won over the board");
    case TieBreakKind::GamesWithBlack:
        return QT_TRANSLATE_NOOP("rd::report::DisplayNames", "games played with Black");
    case TieBreakKind::WinsWithBlack:
        return QT_TRANSLATE_NOOP("rd::report::DisplayNames", "games won with Black");
    case TieBreakKind::ProgressiveScore:
        return QT_TRANSLATE_NOOP("rd::report::DisplayNames",
            "progressive score: sum of the running totals after each round");
    case TieBreakKind::RoundsElectedToPlay:
        return QT_TRANSLATE_NOOP("rd::report::DisplayNames", "rounds the player chose to play");
    case TieBreakKind::StandardPoints:
        return QT_TRANSLATE_NOOP(
            "rd::report::DisplayNames", "standard points: 1 for a round won, ½ for one drawn");
    case TieBreakKind::PairingNumber:
        return QT_TRANSLATE_NOOP("rd::report::DisplayNames", "pairing number, lower first");
    case TieBreakKind::Buchholz:
        return QT_TRANSLATE_NOOP(
            "rd::report::DisplayNames", "Buchholz: sum of the opponents' points");
    case TieBreakKind::AverageOfOpponentsBuchholz:
        return QT_TRANSLATE_NOOP("rd::report::DisplayNames", "average of the opponents' Buchholz");
    case TieBreakKind::ForeBuchholz:
        return QT_TRANSLATE_NOOP("rd::report::DisplayNames",
            "Fore Buchholz: Buchholz with the last round's games drawn");
    case TieBreakKind::SonnebornBerger:
        return QT_TRANSLATE_NOOP("rd::report::DisplayNames",
            "Sonneborn-Berger: points of beaten opponents, half of those drawn");
    case TieBreakKind::Koya:
        return QT_TRANSLATE_NOOP("rd::report::DisplayNames",
            "Koya: points against the opponents with half the points or more");
    case TieBreakKind::AverageRatingOfOpponents:
        return QT_TRANSLATE_NOOP("rd::report::DisplayNames", "average rating of the opponents");
    case TieBreakKind::PerformanceRating:
        return QT_TRANSLATE_NOOP("rd::report::DisplayNames", "tournament performance rating");
    case TieBreakKind::PerfectPerformance:
        return QT_TRANSLATE_NOOP("rd::report::DisplayNames", "perfect tournament performance");
    case TieBreakKind::AveragePerformanceOfOpponents:
        return QT_TRANSLATE_NOOP(
            "rd::report::DisplayNames", "average performance rating of the opponents");
    case TieBreakKind::AveragePerfectPerformanceOfOpponents:
        return QT_TRANSLATE_NOOP(
            "rd::report::DisplayNames", "average perfect performance of the opponents");
    case TieBreakKind::Rating:
        return QT_TRANSLATE_NOOP("rd::report::DisplayNames", "rating");
    case TieBreakKind::Sos:
        return QT_TRANSLATE_NOOP("rd::report::DisplayNames", "SOS: sum of the opponents' wins");
    case TieBreakKind::Sosos:
        return QT_TRANSLATE_NOOP("rd::report::DisplayNames", "SOSOS: sum of the opponents' SOS");
    case TieBreakKind::Sodos:
        return QT_TRANSLATE_NOOP(
            "rd::report::DisplayNames", "SODOS: sum of the wins of the opponents beaten");
    }
    return "";
}

} // namespace

QString DisplayNames::tieBreak(const standings::TieBreak &tieBreak)
{
    // The acronyms and modifiers as C.07 writes them, in every language: BH-C1, KS-L+1.
    return QString::fromStdString(standings::documentName(tieBreak));
}

QString DisplayNames::tieBreakName(const standings::TieBreak &tieBreak)
{
    // The variants as art. 14 names them: Cut-1, Median-2, the Koya limit.
    QString name = tr(tieBreakKindName(tieBreak.kind));
    if (tieBreak.cut > 0)
        name = (tieBreak.median ? tr("%1 Median-%2") : tr("%1 Cut-%2")).arg(name).arg(tieBreak.cut);
    if (tieBreak.limit != 0)
        name = tr("%1 Limit %2")
                   .arg(name,
                       (tieBreak.limit > 0 ? QStringLiteral("+") : QStringLiteral("-"))
                           + QString::number(std::abs(tieBreak.limit)));
    return name;
}

QString DisplayNames::tieBreakChoice(const standings::TieBreak &tieBreak)
{
    return tr("%1 (%2)").arg(tieBreakName(tieBreak), DisplayNames::tieBreak(tieBreak));
}

QString DisplayNames::tieBreakMeaning(const standings::TieBreak &tieBreak)
{
    QString meaning = tr(tieBreakKindMeaning(tieBreak.kind));
    if (tieBreak.cut > 0 && tieBreak.median)
        meaning = tr("%1, without the %n lowest and the %n highest values", "", tieBreak.cut)
                      .arg(meaning);
    else if (tieBreak.cut > 0)
        meaning = tr("%1, without the %n least significant values", "", tieBreak.cut).arg(meaning);
    if (tieBreak.limit > 0)
        meaning = tr("%1, the line raised by %n half points", "", tieBreak.limit).arg(meaning);
    else if (tieBreak.limit < 0)
        meaning = tr("%1, the line lowered by %n half points", "", -tieBreak.limit).arg(meaning);
    if (tieBreak.forfeitsPlayed)
        meaning = tr("%1, forfeited games counted as played").arg(meaning);
    if (tieBreak.fore)
        meaning = tr("%1, over their Fore Buchholz").arg(meaning);
    if (tieBreak.reverse)
        meaning = tr("%1, in reverse order").arg(meaning);
    return meaning;
}

QString DisplayNames::tieBreakValue(
    const standings::Standings &standings, const standings::Standing &row, std::size_t which)
{
    using standings::TieBreakKind;
    if (standings.leftOut.at(which) != standings::LeftOut::No)
        return QStringLiteral("–");
    const TieBreakKind kind = standings.tieBreaks.at(which).kind;
    const double value = row.values.at(which);
    if (standings::isRatingBased(kind) || kind == TieBreakKind::DirectEncounter
        || kind == TieBreakKind::PairingNumber)
        return QString::number(value, 'f', 0);
    // Sonneborn-Berger counts half of a drawn opponent's points, AOB is an average: decimals.
    if (kind == TieBreakKind::SonnebornBerger || kind == TieBreakKind::AverageOfOpponentsBuchholz)
        return QLocale().toString(value, 'f', 2);
    return edit::pointsText(value);
}

QString DisplayNames::leftOut(const standings::Standings &standings, std::size_t which)
{
    const QString name = tieBreak(standings.tieBreaks.at(which));
    switch (standings.leftOut.at(which)) {
    case standings::LeftOut::UnratedPlayer:
        return tr("%1 is left out: an unrated player takes part and the event's rules give no "
                  "rating for him (FIDE C.07 art. 10).")
            .arg(name);
    case standings::LeftOut::RoundRobin:
        return tr("%1 is left out: Buchholz tie-breaks are not used in a round robin (FIDE C.07 "
                  "2026, art. 8).")
            .arg(name);
    case standings::LeftOut::No:
        break;
    }
    return {};
}

QString DisplayNames::rank(const standings::Standings &standings, const standings::Standing &row)
{
    const auto sharing = std::count_if(standings.rows.begin(), standings.rows.end(),
        [&](const standings::Standing &other) { return other.rank == row.rank; });
    if (sharing > 1)
        return QStringLiteral("%1\u2013%2").arg(row.rank).arg(row.rank + sharing - 1);
    return QString::number(row.rank) + tieOrderMark(row.decidedBy);
}

QString DisplayNames::tieOrderMark(standings::DecidedBy decidedBy)
{
    switch (decidedBy) {
    case standings::DecidedBy::Lot:
        return QStringLiteral("*");
    case standings::DecidedBy::Arbiter:
        return QStringLiteral("\u2020");
    case standings::DecidedBy::TieBreaks:
        break;
    }
    return {};
}

QStringList DisplayNames::tieOrderNotes(
    const standings::Standings &standings, const EventInput &event)
{
    const auto decided = [&](standings::DecidedBy decidedBy) {
        return std::any_of(standings.rows.begin(), standings.rows.end(),
            [&](const standings::Standing &row) { return row.decidedBy == decidedBy; });
    };
    QStringList notes;
    if (decided(standings::DecidedBy::Lot) && standings.lotSeed)
        notes << tieOrderMark(standings::DecidedBy::Lot) + QLatin1Char(' ')
                + tr("Placed by lot among players equal on points and every tie-break (FIDE "
                     "C.07 art. 4.2), lot seed %1.")
                      .arg(*standings.lotSeed);
    if (decided(standings::DecidedBy::Arbiter))
        notes << tieOrderMark(standings::DecidedBy::Arbiter) + QLatin1Char(' ')
                + tr("Placed by the arbiter among players equal on points and every tie-break.");
    for (const std::vector<std::string> &order : standings.ignoredTieOrders) {
        QStringList names;
        for (const std::string &id : order) {
            const PlayerInput *player = event.findPlayer(id);
            names << QString::fromStdString(player ? player->name : id);
        }
        notes << tr("The arbiter's order of %1 is ignored: they are no longer equal on points "
                    "and every tie-break.")
                     .arg(names.join(QStringLiteral(", ")));
    }
    return notes;
}

QString DisplayNames::status(PlayerStatus status)
{
    switch (status) {
    case PlayerStatus::Rated:
        return tr("rated");
    case PlayerStatus::FirstRating:
        return tr("first rating");
    case PlayerStatus::Unrated:
        return tr("unrated");
    case PlayerStatus::NotRated:
        return tr("not rated");
    }
    return {};
}

namespace {

struct Detail {
    RatingSystem system;
    const char *key;
    const char *title;
    const char *meaning;
};

// Every detail the engines report, with the symbols of the rules (DWZ seed 4, US Chess steps).
constexpr Detail kDetails[] = {
    { RatingSystem::Dwz, "W", QT_TRANSLATE_NOOP("rd::report::DisplayNames", "W"),
        QT_TRANSLATE_NOOP("rd::report::DisplayNames", "points scored in rated games") },
    { RatingSystem::Dwz, "n", QT_TRANSLATE_NOOP("rd::report::DisplayNames", "n"),
        QT_TRANSLATE_NOOP("rd::report::DisplayNames", "rated games") },
    { RatingSystem::Dwz, "We", QT_TRANSLATE_NOOP("rd::report::DisplayNames", "We"),
        QT_TRANSLATE_NOOP("rd::report::DisplayNames", "expected points") },
    { RatingSystem::Dwz, "E0", QT_TRANSLATE_NOOP("rd::report::DisplayNames", "E\u2080"),
        QT_TRANSLATE_NOOP("rd::report::DisplayNames", "basic development coefficient") },
    { RatingSystem::Dwz, "fB", QT_TRANSLATE_NOOP("rd::report::DisplayNames", "fB"),
        QT_TRANSLATE_NOOP("rd::report::DisplayNames", "acceleration factor") },
    { RatingSystem::Dwz, "SBr", QT_TRANSLATE_NOOP("rd::report::DisplayNames", "SBr"),
        QT_TRANSLATE_NOOP("rd::report::DisplayNames", "braking value") },
    { RatingSystem::Dwz, "E", QT_TRANSLATE_NOOP("rd::report::DisplayNames", "E"),
        QT_TRANSLATE_NOOP("rd::report::DisplayNames", "development coefficient") },
    // Era D (dwz-2026): K = K0 · b + a, at most 80 (dwz.md §6.1–6.3).
    { RatingSystem::Dwz, "K0", QT_TRANSLATE_NOOP("rd::report::DisplayNames", "K\u2080"),
        QT_TRANSLATE_NOOP("rd::report::DisplayNames",
            "base value of the development factor, by age, rating and index") },
    { RatingSystem::Dwz, "b", QT_TRANSLATE_NOOP("rd::report::DisplayNames", "b"),
        QT_TRANSLATE_NOOP("rd::report::DisplayNames",
            "braking factor, below 1 for a rating under 1600 and a score below We") },
    { RatingSystem::Dwz, "a", QT_TRANSLATE_NOOP("rd::report::DisplayNames", "a"),
        QT_TRANSLATE_NOOP("rd::report::DisplayNames",
            "surcharge for a score of at least We: rated under 1600, or aged 20 or less and under "
            "2000") },
    { RatingSystem::Dwz, "K", QT_TRANSLATE_NOOP("rd::report::DisplayNames", "K"),
        QT_TRANSLATE_NOOP(
            "rd::report::DisplayNames", "development factor K\u2080 \u00b7 b + a, at most 80") },
    { RatingSystem::Dwz, "Rc", QT_TRANSLATE_NOOP("rd::report::DisplayNames", "Rc"),
        QT_TRANSLATE_NOOP("rd::report::DisplayNames", "average rating of the opponents") },
    { RatingSystem::Dwz, "Rh", QT_TRANSLATE_NOOP("rd::report::DisplayNames", "Rh"),
        QT_TRANSLATE_NOOP("rd::report::DisplayNames", "tournament performance") },
    { RatingSystem::Dwz, "stage", QT_TRANSLATE_NOOP("rd::report::DisplayNames", "Stage"),
        QT_TRANSLATE_NOOP("rd::report::DisplayNames", "stage of a first DWZ (1 or 2)") },
    { RatingSystem::Dwz, "sonderwertung", QT_TRANSLATE_NOOP("rd::report::DisplayNames", "Sw."),
        QT_TRANSLATE_NOOP("rd::report::DisplayNames", "Sonderwertung (DWZ 4.7.6)") },
    { RatingSystem::Uscf, "S", QT_TRANSLATE_NOOP("rd::report::DisplayNames", "S"),
        QT_TRANSLATE_NOOP("rd::report::DisplayNames", "score") },
    { RatingSystem::Uscf, "m", QT_TRANSLATE_NOOP("rd::report::DisplayNames", "m"),
        QT_TRANSLATE_NOOP("rd::report::DisplayNames", "games in this event") },
    { RatingSystem::Uscf, "Nprime", QT_TRANSLATE_NOOP("rd::report::DisplayNames", "N\u2032"),
        QT_TRANSLATE_NOOP("rd::report::DisplayNames", "effective number of games") },
    { RatingSystem::Uscf, "formula", QT_TRANSLATE_NOOP("rd::report::DisplayNames", "Formula"),
        QT_TRANSLATE_NOOP("rd::report::DisplayNames", "standard or special formula") },
    { RatingSystem::Uscf, "K", QT_TRANSLATE_NOOP("rd::report::DisplayNames", "K"),
        QT_TRANSLATE_NOOP("rd::report::DisplayNames", "K factor") },
    { RatingSystem::Uscf, "E", QT_TRANSLATE_NOOP("rd::report::DisplayNames", "E"),
        QT_TRANSLATE_NOOP("rd::report::DisplayNames", "expected score") },
    { RatingSystem::Uscf, "bonus", QT_TRANSLATE_NOOP("rd::report::DisplayNames", "Bonus"),
        QT_TRANSLATE_NOOP("rd::report::DisplayNames", "bonus points") },
    { RatingSystem::Uscf, "step3", QT_TRANSLATE_NOOP("rd::report::DisplayNames", "Est."),
        QT_TRANSLATE_NOOP("rd::report::DisplayNames", "estimate of an unrated player (step 3)") },
    { RatingSystem::Uscf, "step4", QT_TRANSLATE_NOOP("rd::report::DisplayNames", "Interim"),
        QT_TRANSLATE_NOOP("rd::report::DisplayNames", "interim rating (step 4)") },
    { RatingSystem::Uscf, "floor", QT_TRANSLATE_NOOP("rd::report::DisplayNames", "Floor"),
        QT_TRANSLATE_NOOP("rd::report::DisplayNames", "rating floor that applied") },
    { RatingSystem::Uscf, "initial", QT_TRANSLATE_NOOP("rd::report::DisplayNames", "Initial"),
        QT_TRANSLATE_NOOP("rd::report::DisplayNames", "initial rating (step 1)") },
    { RatingSystem::Uscf, "initial_games", QT_TRANSLATE_NOOP("rd::report::DisplayNames", "Init. N"),
        QT_TRANSLATE_NOOP("rd::report::DisplayNames", "games the initial rating counts for") },
    { RatingSystem::Uscf, "initial_source", QT_TRANSLATE_NOOP("rd::report::DisplayNames", "From"),
        QT_TRANSLATE_NOOP("rd::report::DisplayNames", "where the initial rating comes from") },
    { RatingSystem::Sagc, "games", QT_TRANSLATE_NOOP("rd::report::DisplayNames", "Games"),
        QT_TRANSLATE_NOOP("rd::report::DisplayNames", "games on the record sheet") },
    { RatingSystem::Sagc, "rated_games", QT_TRANSLATE_NOOP("rd::report::DisplayNames", "Rated"),
        QT_TRANSLATE_NOOP("rd::report::DisplayNames", "games that count for the index") },
};

const Detail *findDetail(RatingSystem system, const std::string &key)
{
    for (const Detail &detail : kDetails) {
        if (detail.system == system && key == detail.key)
            return &detail;
    }
    return nullptr;
}

} // namespace

QString DisplayNames::detailTitle(RatingSystem system, const std::string &key)
{
    const Detail *detail = findDetail(system, key);
    return detail ? tr(detail->title) : QString::fromStdString(key);
}

QString DisplayNames::detailMeaning(RatingSystem system, const std::string &key)
{
    const Detail *detail = findDetail(system, key);
    return detail ? tr(detail->meaning) : QString();
}

QString DisplayNames::detailText(const std::string &value)
{
    if (value == "standard")
        return tr("standard");
    if (value == "special")
        return tr("special");
    if (value == "none")
        return tr("none (no games)");
    return QString::fromStdString(value);
}

QString DisplayNames::goWinner(GoWinner winner)
{
    switch (winner) {
    case GoWinner::White:
        return tr("White");
    case GoWinner::Black:
        return tr("Black");
    case GoWinner::Draw:
        return tr("Draw");
    }
    return {};
}

QString DisplayNames::colour(bool white)
{
    return white ? tr("White", "a player's colour") : tr("Black", "a player's colour");
}

QString DisplayNames::resultFor(GameResult result, bool white)
{
    // A decided game from the side of `white`: he won when the winner's colour is his.
    const bool won = (whitePoints(result) > blackPoints(result)) == white;
    switch (result) {
    case GameResult::WhiteWins:
    case GameResult::BlackWins:
        return won ? tr("won") : tr("lost");
    case GameResult::Draw:
        return tr("draw");
    case GameResult::WhiteWinsByForfeit:
    case GameResult::BlackWinsByForfeit:
        return won ? tr("won by forfeit") : tr("lost by forfeit");
    case GameResult::DoubleForfeit:
        return tr("not played");
    case GameResult::WhiteWinsUnrated:
    case GameResult::BlackWinsUnrated:
        return won ? tr("won, not rated") : tr("lost, not rated");
    case GameResult::DrawUnrated:
        return tr("draw, not rated");
    case GameResult::NotPlayed:
        return tr("not yet played");
    }
    return {};
}

QString DisplayNames::resultFor(GoWinner winner, bool white)
{
    if (winner == GoWinner::Draw)
        return tr("draw");
    return (winner == GoWinner::White) == white ? tr("won") : tr("lost");
}

QString DisplayNames::gameChange(RatingSystem system, double change)
{
    const int places = system == RatingSystem::Dwz ? 1 : system == RatingSystem::Uscf ? 2 : 0;
    const QLocale locale;
    const QString number = locale.toString(change, 'f', places);
    // What rounds to nothing is written without a sign.
    if (locale.toDouble(number) == 0.0)
        return locale.toString(0.0, 'f', places);
    return change > 0.0 ? QLatin1Char('+') + number : number;
}

QString DisplayNames::expectedScore(double expected)
{
    return QLocale().toString(expected, 'f', 3);
}

QString DisplayNames::komi(double komi)
{
    return QLocale().toString(komi, 'f', 1);
}

QString DisplayNames::goGameType(GoGameStatus status)
{
    switch (status) {
    case GoGameStatus::Club:
        return tr("club");
    case GoGameStatus::Tournament:
        return tr("tournament");
    case GoGameStatus::Internet:
        return tr("internet");
    case GoGameStatus::Free:
        return tr("free");
    }
    return {};
}

QString DisplayNames::dateFormat(const QLocale &locale)
{
    return checks::wholeYearDateFormat(locale);
}

QString DisplayNames::date(const QString &iso)
{
    const QDate date = QDate::fromString(iso, Qt::ISODate);
    return date.isValid() ? QLocale().toString(date, dateFormat(QLocale())) : iso;
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
            nullptr, count(4))
            .arg(player, arg(1), arg(2), date(arg(3)));
    case WarningCode::RestpartienExpired:
        return tr(
            "%1: %2 Restpartien older than %n year(s) are dropped (seed 6.1.1).", nullptr, count(2))
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
            nullptr, count(1))
            .arg(player, arg(3), date(arg(4)));
    case WarningCode::NoFirstDwzForScore:
        return tr("%1: %2 points from %n game(s) against rated opponents, no first DWZ for a "
                  "score of %3 % under %4; kept as Restpartien until %5.",
            nullptr, count(2))
            .arg(player, edit::pointsText(arg(1).toDouble()), arg(4), arg(5), date(arg(6)));
    case WarningCode::GamesAgainstUnratedNotCounted:
        return tr("%1: %n game(s) against opponents without a DWZ do not count (DWZ 3.1).", nullptr,
            count(1))
            .arg(player);
    case WarningCode::Sonderwertung:
        return tr("%1: Sonderwertung; the opponents are evaluated against %2 instead of %3 "
                  "(DWZ 4.7.6).")
            .arg(player, arg(1), arg(2));
    }
    return player;
}

} // namespace rd::report
