#include "engine/rating/WrittenNumber.h"

#include <algorithm>
#include <array>
#include <charconv>
#include <string>
#include <vector>

namespace rd {

namespace {

constexpr std::string_view kMinusSign = "\u2212";
constexpr std::string_view kHalf = "\u00bd";
// Spaces around a number: ASCII ones, the no-break space and the narrow and thin ones that
// word processors put between a sign or thousands and the digits.
constexpr std::array<std::string_view, 6> kSpaces { " ", "\t", "\u00a0", "\u202f", "\u2009",
    "\u2007" };

bool isDigit(char c)
{
    return c >= '0' && c <= '9';
}

bool allDigits(std::string_view text)
{
    return std::all_of(text.begin(), text.end(), isDigit);
}

std::string_view trimmed(std::string_view text)
{
    for (bool changed = true; changed;) {
        changed = false;
        for (const std::string_view space : kSpaces) {
            if (text.starts_with(space)) {
                text.remove_prefix(space.size());
                changed = true;
            }
            if (text.ends_with(space)) {
                text.remove_suffix(space.size());
                changed = true;
            }
        }
    }
    return text;
}

// The digits of `text` split at `separator` as thousands are written: a first group of one to
// three digits not starting with 0, then groups of three; empty when they are not.
std::string thousandsDigits(std::string_view text, char separator)
{
    std::vector<std::string_view> groups;
    for (std::size_t start = 0;;) {
        const std::size_t end = text.find(separator, start);
        groups.push_back(text.substr(start, end == std::string_view::npos ? end : end - start));
        if (end == std::string_view::npos)
            break;
        start = end + 1;
    }
    const std::string_view first = groups.front();
    if (first.empty() || first.size() > 3 || first.front() == '0' || !allDigits(first))
        return {};
    std::string digits(first);
    for (std::size_t i = 1; i < groups.size(); ++i) {
        if (groups[i].size() != 3 || !allDigits(groups[i]))
            return {};
        digits += groups[i];
    }
    return digits;
}

double numberOf(const std::string &whole, const std::string &fraction)
{
    const std::string text
        = (whole.empty() ? std::string("0") : whole) + (fraction.empty() ? "" : "." + fraction);
    double value = 0.0;
    std::from_chars(text.data(), text.data() + text.size(), value);
    return value;
}

WrittenNumber number(double value, int decimals)
{
    WrittenNumber read;
    read.reading = WrittenNumber::Reading::Number;
    read.value = value;
    read.decimals = decimals;
    return read;
}

WrittenNumber notANumber()
{
    WrittenNumber read;
    read.reading = WrittenNumber::Reading::NotANumber;
    return read;
}

// The digits and separators of a number without its sign.
WrittenNumber readDigits(std::string_view body, char decimalSeparator, NumberKind kind)
{
    if (body.empty() || !std::all_of(body.begin(), body.end(), [](char c) {
            return isDigit(c) || c == '.' || c == ',';
        }))
        return notANumber();
    const std::size_t last = body.find_last_of(".,");
    if (last == std::string_view::npos)
        return number(numberOf(std::string(body), {}), 0);
    const char separator = body[last];
    const char other = separator == '.' ? ',' : '.';
    const std::string_view before = body.substr(0, last);
    const std::string_view after = body.substr(last + 1);
    const auto separators = std::count(body.begin(), body.end(), separator);

    // Thousands alone: 1.523.456, or one group with a whole number (1.856).
    const bool thousandsOnly = body.find(other) == std::string_view::npos
        && (separators > 1 || (kind == NumberKind::Whole && after.size() == 3));
    if (thousandsOnly) {
        const std::string digits = thousandsDigits(body, separator);
        if (!digits.empty())
            return number(numberOf(digits, {}), 0);
        if (separators > 1)
            return notANumber();
    }
    // The last separator is the decimal one, once; thousands before it use the other one.
    if (separators > 1 || after.empty() || !allDigits(after))
        return notANumber();
    std::string whole(before);
    if (before.find(other) != std::string_view::npos) {
        whole = thousandsDigits(before, other);
        if (whole.empty())
            return notANumber();
    } else if (!allDigits(before)) {
        return notANumber();
    }
    const std::string fraction(after);
    const int decimals = static_cast<int>(fraction.size());
    const bool mayBeThousands = before.size() >= 1 && before.size() <= 3 && before.front() != '0'
        && after.size() == 3 && whole == before;
    if (mayBeThousands && separator != decimalSeparator) {
        WrittenNumber read;
        read.reading = WrittenNumber::Reading::Ambiguous;
        read.asThousands = numberOf(whole + fraction, {});
        read.asFraction = numberOf(whole, fraction);
        read.decimals = decimals;
        return read;
    }
    return number(numberOf(whole, fraction), decimals);
}

} // namespace

WrittenNumber readWrittenNumber(std::string_view utf8, char decimalSeparator, NumberKind kind)
{
    std::string_view text = trimmed(utf8);
    if (text.empty())
        return {};
    bool negative = false;
    if (text.starts_with('+') || text.starts_with('-')) {
        negative = text.front() == '-';
        text.remove_prefix(1);
    } else if (text.starts_with(kMinusSign)) {
        negative = true;
        text.remove_prefix(kMinusSign.size());
    }
    const bool half = text.ends_with(kHalf);
    if (half)
        text.remove_suffix(kHalf.size());
    WrittenNumber read;
    if (half) {
        // 6½, ½: digits alone before the half.
        if (!allDigits(text))
            return notANumber();
        read = number(numberOf(std::string(text), {}) + 0.5, 1);
    } else {
        read = readDigits(text, decimalSeparator, kind);
    }
    if (negative) {
        read.value = -read.value;
        read.asThousands = -read.asThousands;
        read.asFraction = -read.asFraction;
    }
    return read;
}

} // namespace rd
