#pragma once

#include <compare>
#include <optional>
#include <string>
#include <string_view>

namespace rd {

// A calendar date of the proleptic Gregorian calendar, read and written as ISO YYYY-MM-DD.
struct Date {
    int year = 1970;
    int month = 1;
    int day = 1;

    // Accepts exactly YYYY-MM-DD naming a day that exists (2023-02-29 does not).
    static std::optional<Date> fromIso(std::string_view text);
    static std::optional<Date> fromParts(int year, int month, int day);
    static Date fromDayNumber(long dayNumber);

    std::string toIso() const;
    // Days since 1970-01-01 (negative before).
    long dayNumber() const;
    // The same day N years later; 29 February becomes 28 February in a common year.
    Date plusYears(int years) const;

    friend auto operator<=>(const Date &, const Date &) = default;
};

bool isLeapYear(int year);
int daysInMonth(int year, int month);

// Whole years completed on `at` (the birthday itself counts).
int completedYears(const Date &birth, const Date &at);
// Exact age as a fraction: days lived / 365.25 (USCF step 1 age formula).
double fractionalYears(const Date &birth, const Date &at);
// Calendar-year age: year of `at` minus the birth year (DWZ 3.2 age groups).
int calendarYearAge(int birthYear, const Date &at);

} // namespace rd
