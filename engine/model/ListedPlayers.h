#pragma once

#include "engine/model/History.h"
#include "engine/model/Players.h"
#include "engine/rating/Date.h"

#include <QDateTime>
#include <QString>

#include <optional>

namespace rd::model {

// A rating as the FIDE list gives it for one time control.
struct FideRating {
    std::optional<int> rating;
    std::optional<int> games; // in the rating period
    std::optional<int> k; // the development coefficient
};

// One player of a federation's rating list: reference data, never one of our own players.
struct ListedPlayer {
    QString name; // "Surname, Given"
    QString academicTitle; // the DSB list's title after the name ("Dr.")
    std::optional<int> birthYear;
    QString sex; // "M" or "F"; empty when the list does not say
    QString dsbId; // the DSB person number (newer DSB layout)
    QString memberNumber; // Mgl-Nr: the number within the club (DSB)
    QString fideId;
    QString federation; // the FIDE country code ("GER")
    QString clubCode; // ZPS or VKZ (DSB)
    QString clubName;
    std::optional<bool> active; // DSB status A (true) or P (false)
    QString eligibility; // DSB Spielberechtigung as written
    std::optional<int> dwz;
    std::optional<int> dwzIndex;
    // Year and week of the last DWZ evaluation (Letzte-Auswertung 200715: 2007, week 15).
    std::optional<int> dwzYear;
    std::optional<int> dwzWeek;
    QString title; // FIDE title: GM, IM, FM, CM, WGM, ...
    QString womenTitle; // FIDE w_title
    QString otherTitles; // FIDE o_title (arbiters, trainers)
    QString foaTitle; // FIDE foa_title
    FideRating standard;
    FideRating rapid;
    FideRating blitz;
    QString flag; // FIDE flag: i (inactive), w (woman), wi
};

// The day a DSB list's Letzte-Auswertung stands for: the Monday of that ISO week. The list
// names the week of the evaluation, which comes after the event; of that week's days the Monday
// is the nearest to the event's end. Nothing when no week is given or the year has no such week.
std::optional<Date> lastDwzEvaluation(const ListedPlayer &player);

// A rating list as loaded: its kind (dsb or fide), the date it is the list of, the file it came
// from, when it was loaded and how many players it has.
struct RatingListInfo {
    QString kind;
    Date date;
    QString source;
    QDateTime loadedAt;
    int players = 0;
};

// A player found in a loaded list, with the kind of the list.
struct ListedMatch {
    QString kind;
    ListedPlayer player;
};

// A registry player as a rating list describes him: name, birth year, sex, FIDE title,
// federation, club, the list's DSB and FIDE ids and, when the list gives a DWZ, the starting DWZ
// with its index and the day of its last evaluation (lastDwzEvaluation). The DSB id is
// the person number, which only the newer DSB layout has. The FIDE rating has no place in the
// registry and stays in the list.
PlayerDetails listedPlayerDetails(const ListedMatch &match);

// A list entry set against the registry player who holds its FIDE or DSB id: what we have of
// him, his last DWZ evaluation, and where the list says something else (a list that says
// nothing of a birth year or federation does not differ).
struct RegistryComparison {
    qint64 playerId = 0;
    PlayerDetails stored;
    PlayerDetails listed;
    std::optional<HistoryLine> lastDwz;
    bool nameDiffers = false;
    bool birthYearDiffers = false;
    bool titleDiffers = false;
    bool federationDiffers = false;
};

} // namespace rd::model
