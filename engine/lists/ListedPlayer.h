#pragma once

#include "engine/rating/Date.h"

#include <QString>
#include <QStringList>

#include <optional>

namespace rd::lists {

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

// What a name or club is compared by in a search: lower case, accents and punctuation dropped,
// ß as ss, one blank between words ("Müller-Lüdenscheidt, Jörg" -> "muller ludenscheidt jorg").
QString searchKey(const QString &text);

// The keys a typed text is looked for by, searchKey(text) first: a German umlaut is written
// with its vowel and an e or without it (Müller, Mueller, Muller), so ä, ö and ü in the text are
// also looked for as ae, oe and ue, and ae, oe and ue as ä, ö and ü, that is a, o and u
// ("Mueller" -> "mueller", "muller"). At most kMaxSearchKeys keys: past them the text is taken
// as written.
constexpr int kMaxSearchKeys = 8;
QStringList searchKeys(const QString &text);

// A whole number of a list's cell, from `minimum` to `maximum`: none for an empty cell (a value
// the list does not give); `readable` is false for any other text, which the reader reports.
struct CellNumber {
    std::optional<int> value;
    bool readable = true;
};
CellNumber cellNumber(const QString &text, int minimum, int maximum);

} // namespace rd::lists
