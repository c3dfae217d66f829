#pragma once

#include "engine/rating/Date.h"

#include <QString>

#include <optional>
#include <string>

namespace rd::io {

// The fields of a TRF file in the forms pairing programs write them (docs/trf.md).

// How a date was read.
enum class DateForm {
    Standard, // YYYY/MM/DD, or ISO YYYY-MM-DD
    Other, // another form with only one reading: DD.MM.YYYY, YY.MM.DD, "Apr 12, 2025", ...
    DayFirst, // NN/NN/YYYY that could be either way, read day first
    MonthFirst, // the same, read month first
};

struct TrfDate {
    Date date;
    DateForm form = DateForm::Standard;
};

// A date of the header (042, 052): YYYY/MM/DD, YYYY-MM-DD, YYYY.MM.DD, DD.MM.YYYY,
// "DD. MM. YYYY", DD/MM/YYYY or MM/DD/YYYY (day first unless `monthFirst`, when both would be
// dates), YY.MM.DD and YY/MM/DD (two-digit years of this century, as TRF writes its round
// dates), "Apr 12, 2025", "12 April 2025". None for any other text, or a day that does not exist.
std::optional<TrfDate> readTrfDate(const QString &text, bool monthFirst);

// A birth date (columns 70-79): a date as above, or with only the year known: YYYY, YYYY/00/00,
// YYYY.00.00. A field of blanks and separators only ("    .  .  ") is empty.
struct TrfBirth {
    std::optional<Date> date;
    std::optional<int> year; // when only the year is known
    bool standard = true; // YYYY/MM/DD, YYYY-MM-DD, YYYY/00/00 or YYYY
    bool empty() const { return !date && !year; }
};
std::optional<TrfBirth> readTrfBirth(const QString &text);

// A title (columns 11-13) as FIDE writes it (GM, IM, WGM, FM, WIM, CM, WFM, WCM), or in the
// letters of the old FIDE lists (g m f c wg wm wf wc), in either case. Empty for blanks; none for
// anything else.
std::optional<QString> readTrfTitle(const QString &text);

// The sex (column 10): m or w, and f for a woman as some programs write it, in either case; the
// lower-case letter, empty for a blank; none for anything else.
std::optional<QString> readTrfSex(const QString &text);

// A line with each tab read as the blanks up to the next tab stop (columns 9, 17, 25, ...), as
// an editor that turned runs of blanks into tabs meant it.
QString expandTrfTabs(const QString &line);

// How many columns the name of a 001 line runs past column 47, as a program writes it that pads
// names to 33 columns but never cuts them: every field after the name is that far to the right.
// 0 when column 48 is blank, or when no such shift puts blanks between the fields after the name
// and numbers in its rating and points.
int trfNameOverflow(const std::u32string &line);

} // namespace rd::io
