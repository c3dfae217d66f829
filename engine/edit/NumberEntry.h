#pragma once

#include "engine/rating/WrittenNumber.h"

#include <QLocale>
#include <QString>

#include <optional>

namespace rd::edit {

// What a number field takes: its range, and how many decimals (0: a whole number).
struct NumberRule {
    double minimum = 0.0;
    double maximum = 0.0;
    int decimals = 0;
    bool required = false; // empty is refused, not "no value"

    NumberKind kind() const { return decimals == 0 ? NumberKind::Whole : NumberKind::Fraction; }
};

// A number field's text as read: its value, or the sentence that refuses it. Empty text gives
// neither (a field that may stay empty), or the sentence when the rule requires a number.
struct NumberEntry {
    std::optional<double> value;
    QString problem;

    bool readable() const { return problem.isEmpty(); }
};

// Reads `typed`, the text of the field the user knows as `what` ("Komi", "DWZ"), as he writes
// numbers in `locale` (readWrittenNumber(): his decimal separator and the other one where it
// cannot be misread), and checks it against `rule`. Nothing typed is rounded or cut: a number
// with more decimals than the field takes, or outside its range, is refused, naming the field
// and the text as typed.
NumberEntry readNumberEntry(
    const QString &typed, const QString &what, const NumberRule &rule, const QLocale &locale);

// `value` as the field writes it in `locale`: its decimals at most, without trailing zeros and
// thousands separators (6,5 and 1856 in German; 6.5 and 1523.45 in English).
QString numberEntryText(double value, const NumberRule &rule, const QLocale &locale);

} // namespace rd::edit
