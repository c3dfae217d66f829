#include "engine/rating/Date.h"

#include <algorithm>
#include <cstdio>

namespace rd {

bool isLeapYear(int year)
{
    return (year % 4 == 0 && year % 100 != 0) || year % 400 == 0;
}

int daysInMonth(int year, int month)
{
    static constexpr int kDays[] = { 31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31 };
    return month == 2 && isLeapYear(year) ? 29 : kDays[month - 1];
}

std::optional<Date> Date::fromParts(int year, int month, int day)
{
    if (year < 1 || year > 9999 || month < 1 || month > 12 || day < 1
        || day > daysInMonth(year, month))
        return std::nullopt;
    return Date { year, month, day };
}

std::optional<Date> Date::fromIso(std::string_view text)
{
    if (text.size() != 10 || text[4] != '-' || text[7] != '-')
        return std::nullopt;
    auto number = [&](std::size_t from, std::size_t count) -> std::optional<int> {
        int value = 0;
        for (std::size_t i = from; i < from + count; ++i) {
            if (text[i] < '0' || text[i] > '9')
                return std::nullopt;
            value = value * 10 + (text[i] - '0');
        }
        return value;
    };
    const auto year = number(0, 4);
    const auto month = number(5, 2);
    const auto day = number(8, 2);
    if (!year || !month || !day)
        return std::nullopt;
    return fromParts(*year, *month, *day);
}

std::string Date::toIso() const
{
    char buffer[16];
    std::snprintf(buffer, sizeof buffer, "%04d-%02d-%02d", year, month, day);
    return buffer;
}

// Days-from-civil conversion (era-based, exact for the proleptic Gregorian calendar).
long Date::dayNumber() const
{
    const long y = month <= 2 ? year - 1 : year;
    const long era = (y >= 0 ? y : y - 399) / 400;
    const long yearOfEra = y - era * 400;
    const long monthIndex = month > 2 ? month - 3 : month + 9;
    const long dayOfYear = (153 * monthIndex + 2) / 5 + day - 1;
    const long dayOfEra = yearOfEra * 365 + yearOfEra / 4 - yearOfEra / 100 + dayOfYear;
    return era * 146097 + dayOfEra - 719468;
}

Date Date::fromDayNumber(long dayNumber)
{
    const long z = dayNumber + 719468;
    const long era = (z >= 0 ? z : z - 146096) / 146097;
    const long dayOfEra = z - era * 146097;
    const long yearOfEra
        = (dayOfEra - dayOfEra / 1460 + dayOfEra / 36524 - dayOfEra / 146096) / 365;
    const long dayOfYear = dayOfEra - (365 * yearOfEra + yearOfEra / 4 - yearOfEra / 100);
    const long monthIndex = (5 * dayOfYear + 2) / 153;
    const int day = static_cast<int>(dayOfYear - (153 * monthIndex + 2) / 5 + 1);
    const int month = static_cast<int>(monthIndex < 10 ? monthIndex + 3 : monthIndex - 9);
    const int year = static_cast<int>(yearOfEra + era * 400 + (month <= 2 ? 1 : 0));
    return Date { year, month, day };
}

Date Date::plusYears(int years) const
{
    const int newYear = year + years;
    return Date { newYear, month, std::min(day, daysInMonth(newYear, month)) };
}

int completedYears(const Date &birth, const Date &at)
{
    int years = at.year - birth.year;
    if (at.month < birth.month || (at.month == birth.month && at.day < birth.day))
        --years;
    return years;
}

double fractionalYears(const Date &birth, const Date &at)
{
    return static_cast<double>(at.dayNumber() - birth.dayNumber()) / 365.25;
}

int calendarYearAge(int birthYear, const Date &at)
{
    return at.year - birthYear;
}

} // namespace rd
