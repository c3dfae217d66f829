#pragma once

#include <string_view>

namespace rd {

// What a number is: a count or a rating without fraction, or one that may have a fraction.
enum class NumberKind { Whole, Fraction };

// A number as a person writes it, typed into a field or written into a spreadsheet's cell
// (docs/desktop.md "Numbers as people type them").
struct WrittenNumber {
    enum class Reading {
        Number, // `value`
        Empty, // nothing but spaces
        NotANumber, // letters, two decimal separators, thousands not in groups of three
        Ambiguous, // `asThousands` or `asFraction`: 1.500 may mean 1500 or 1.5
    };
    Reading reading = Reading::Empty;
    double value = 0.0;
    int decimals = 0; // the digits written after the decimal separator; ½ is one
    double asThousands = 0.0;
    double asFraction = 0.0;
};

// Reads `utf8` with the writer's decimal separator `decimalSeparator` ('.' or ',') and, where it
// cannot be misread, with the other one too:
//  * digits with one decimal separator, either one: 6.5 and 6,5 are 6.5; also ,5 and 6½;
//  * thousands in groups of three with the separator that is not the decimal one: 1.523,45 and
//    1,523.45 are 1523.45, 1.523.456 is 1523456;
//  * a sign before the digits: +, - or the minus sign −; spaces around them.
// One separator between one to three digits (not starting with 0) and exactly three is a
// thousands separator in a whole number (DWZ 1.856 is 1856, as 1,856), and the decimal separator
// when it is the writer's; a number that may have a fraction written with the other one is
// ambiguous (1.500 in German: 1500 or 1,5?).
WrittenNumber readWrittenNumber(std::string_view utf8, char decimalSeparator, NumberKind kind);

} // namespace rd
