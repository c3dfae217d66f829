#include "engine/io/egd/H9Cell.h"

#include <QRegularExpression>

namespace rd::io {

namespace {

// h9.md "Result cells": a result and the one its opponent gives for the same game.
char mirrored(char result)
{
    switch (result) {
    case '+':
        return '-';
    case '-':
        return '+';
    default:
        return result; // '=' and '?'
    }
}

} // namespace

bool H9Cell::isRatedGame() const
{
    return opponent != 0 && result != '?' && !byDefault && handicap.value_or(0) <= 9;
}

bool H9Cell::isByeWithColour() const
{
    return opponent == 0 && (separator == '/' || colour || handicap);
}

bool H9Cell::answeredBy(const H9Cell &reply, int line) const
{
    return reply.opponent == line && reply.byDefault == byDefault
        && !(colour && reply.colour && colour == reply.colour)
        && !(handicap && reply.handicap && handicap != reply.handicap);
}

bool H9Cell::mirroredBy(const H9Cell &reply, int line) const
{
    return answeredBy(reply, line) && reply.result == mirrored(result);
}

bool H9Cell::isRulingWith(const H9Cell &reply, int line) const
{
    return answeredBy(reply, line) && reply.result == result && (result == '+' || result == '-');
}

std::optional<H9Cell> parseH9Cell(const QString &text)
{
    if (text == QLatin1String("?"))
        return H9Cell { 0, '?', false, 0, std::nullopt, std::nullopt };
    static const QRegularExpression pattern(
        QStringLiteral("^([0-9]+)([-+=?])(?:([/!])([bwBW?]?)([0-9]*)(!?)|(0))?$"));
    const auto match = pattern.match(text);
    if (!match.hasMatch())
        return std::nullopt;
    H9Cell cell;
    cell.opponent = match.captured(1).toInt();
    cell.result = match.captured(2).at(0).toLatin1();
    if (match.hasCaptured(3) && !match.captured(3).isEmpty())
        cell.separator = match.captured(3).at(0).toLatin1();
    cell.byDefault = match.captured(3) == QLatin1String("!") || !match.captured(6).isEmpty();
    const QString colour = match.captured(4).toLower();
    if (colour == QLatin1String("w") || colour == QLatin1String("b"))
        cell.colour = colour.at(0).toLatin1();
    if (!match.captured(5).isEmpty())
        cell.handicap = match.captured(5).toInt();
    return cell;
}

QString laidOutH9Cell(const QString &text)
{
    static constexpr int kWidth = 8;
    static constexpr int kAbsenceEnd = 5;
    const auto cell = parseH9Cell(text);
    if (cell && cell->opponent == 0 && text.size() <= kAbsenceEnd)
        return QLatin1Char(' ') + text.rightJustified(kAbsenceEnd).leftJustified(kWidth);
    return QLatin1Char(' ') + text.rightJustified(kWidth);
}

} // namespace rd::io
