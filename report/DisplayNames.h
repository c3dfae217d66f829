#pragma once

#include "engine/rating/Evaluation.h"
#include "engine/rating/EventInput.h"
#include "engine/rating/GameResult.h"
#include "engine/rating/RatingSystem.h"
#include "engine/rating/Warning.h"
#include "engine/standings/Standings.h"
#include "engine/standings/TieBreak.h"

#include <QString>
#include <QStringList>

class QLocale;

namespace rd::report {

// What the user reads for the engine's values, in his language; one place for each.
struct DisplayNames {
    static QString system(RatingSystem system); // DWZ, US Chess, SAGC
    // White, Black, Draw; the game types of a record sheet (sagc.md §2.2 game categories).
    static QString goWinner(GoWinner winner);
    // A game as one of its players says it: his colour ("White", "Black") and his result
    // ("won", "draw", "lost", "won by forfeit", "lost by forfeit", "not played", and a game of
    // less than one move "won, not rated" ...).
    static QString colour(bool white);
    static QString resultFor(GameResult result, bool white);
    static QString resultFor(GoWinner winner, bool white);
    // What one game brought a player in `system`, with its sign, as the evaluation keeps it:
    // DWZ points to 1 place, US Chess points to 2, a Go index's whole points ("+12.3", "-4,56",
    // "+35").
    static QString gameChange(RatingSystem system, double change);
    // An expected score to 3 places, as the evaluation keeps it ("0.640", "0,640").
    static QString expectedScore(double expected);
    static QString goGameType(GoGameStatus status);
    // Komi in half points as the locale writes a number and a spin box shows it: "6.5", "6,5".
    static QString komi(double komi);
    // The locale's short date form with a four-digit year ("dd.MM.yyyy", "M/d/yyyy").
    static QString dateFormat(const QLocale &locale);
    // An ISO date (2026-11-24) in the locale's short form (24.11.2026); other text as it is.
    static QString date(const QString &iso);
    // A rule set as a reader knows it: "DWZ rules of 2016", "current US Chess rules"; an unknown
    // name as it is.
    static QString ruleSet(const std::string &name);
    // A tie-break's abbreviation for a column title ("BH-C1"), what it means for the legend, and
    // a value of it in the standings (points with ½, Sonneborn-Berger with two decimals, a
    // rating or a place as a whole number, – for a tie-break left out).
    static QString tieBreak(const standings::TieBreak &tieBreak);
    // The regulation's name of a tie-break ("Buchholz Cut-1"), and with its abbreviation, as a
    // director chooses it ("Buchholz Cut-1 (BH-C1)").
    static QString tieBreakName(const standings::TieBreak &tieBreak);
    static QString tieBreakChoice(const standings::TieBreak &tieBreak);
    static QString tieBreakMeaning(const standings::TieBreak &tieBreak);
    static QString tieBreakValue(
        const standings::Standings &standings, const standings::Standing &row, std::size_t which);
    // Why the standings leave a tie-break out, as a sentence; empty if they do not.
    static QString leftOut(const standings::Standings &standings, std::size_t which);
    // A place in the standings; a rank shared by several players as the places it covers: "2–3".
    // A place decided by lot or by the arbiter carries the mark of its note: "3*", "3†".
    static QString rank(const standings::Standings &standings, const standings::Standing &row);
    static QString tieOrderMark(standings::DecidedBy decidedBy); // "*", "†"; none for tie-breaks
    // The notes to the marks, with the lot's seed, and each order by hand that no longer matches
    // a tie and was ignored, naming its players.
    static QStringList tieOrderNotes(
        const standings::Standings &standings, const EventInput &event);
    // rated, first rating, unrated, not rated.
    static QString status(PlayerStatus status);
    // A detail of an evaluation as a column title, short as the rules write it ("We", "N′"),
    // and what it means for the legend ("expected score").
    static QString detailTitle(RatingSystem system, const std::string &key);
    static QString detailMeaning(RatingSystem system, const std::string &key);
    // A detail's text value (the US Chess formula: standard, special).
    static QString detailText(const std::string &value);
    // An engine's warning as a sentence in the user's language.
    static QString warning(const Warning &warning);
};

} // namespace rd::report
