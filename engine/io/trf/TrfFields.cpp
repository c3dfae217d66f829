#include "engine/io/trf/TrfFields.h"

#include "engine/io/trf/TrfColumns.h"

#include <QRegularExpression>
#include <QStringList>

#include <array>
#include <utility>

namespace rd::io {

namespace {

// Two-digit years are of this century: TRF writes its round dates (132) as YY/MM/DD.
constexpr int kCentury = 2000;

std::optional<TrfDate> dated(int year, int month, int day, DateForm form)
{
    const auto date = Date::fromParts(year, month, day);
    if (!date)
        return std::nullopt;
    return TrfDate { *date, form };
}

// The month of an English month name or its first three letters ("Apr", "april").
std::optional<int> monthOfName(const QString &name)
{
    static const QStringList months { QStringLiteral("january"), QStringLiteral("february"),
        QStringLiteral("march"), QStringLiteral("april"), QStringLiteral("may"),
        QStringLiteral("june"), QStringLiteral("july"), QStringLiteral("august"),
        QStringLiteral("september"), QStringLiteral("october"), QStringLiteral("november"),
        QStringLiteral("december") };
    const QString lower = name.toLower();
    for (int month = 1; month <= 12; ++month) {
        const QString &full = months[month - 1];
        if (lower.size() >= 3 && full.startsWith(lower))
            return month;
    }
    return std::nullopt;
}

QRegularExpressionMatch whole(const char *pattern, const QString &text)
{
    return QRegularExpression(QStringLiteral("^") + QLatin1String(pattern) + QStringLiteral("$"))
        .match(text);
}

} // namespace

std::optional<TrfDate> readTrfDate(const QString &input, bool monthFirst)
{
    const QString text = input.trimmed();
    // Year first: YYYY/MM/DD (TRF), YYYY-MM-DD (ISO), YYYY.MM.DD.
    if (const auto m = whole("([0-9]{4})([/.-])([0-9]{1,2})\\2([0-9]{1,2})", text); m.hasMatch()) {
        const bool standard = m.captured(2) != QLatin1String(".") && m.captured(3).size() == 2
            && m.captured(4).size() == 2;
        return dated(m.captured(1).toInt(), m.captured(3).toInt(), m.captured(4).toInt(),
            standard ? DateForm::Standard : DateForm::Other);
    }
    // Day first with dots, as in Central Europe: DD.MM.YYYY, "DD. MM. YYYY".
    if (const auto m = whole("([0-9]{1,2})\\. ?([0-9]{1,2})\\. ?([0-9]{4})", text); m.hasMatch())
        return dated(
            m.captured(3).toInt(), m.captured(2).toInt(), m.captured(1).toInt(), DateForm::Other);
    // NN/NN/YYYY or NN-NN-YYYY: day first, or month first where the event writes it so; a part
    // above 12 decides.
    if (const auto m = whole("([0-9]{1,2})([/-])([0-9]{1,2})\\2([0-9]{4})", text); m.hasMatch()) {
        const int first = m.captured(1).toInt();
        const int second = m.captured(3).toInt();
        const int year = m.captured(4).toInt();
        if (first > 12)
            return dated(year, second, first, DateForm::Other);
        if (second > 12)
            return dated(year, first, second, DateForm::Other);
        const DateForm form = first == second
            ? DateForm::Other
            : (monthFirst ? DateForm::MonthFirst : DateForm::DayFirst);
        return monthFirst ? dated(year, first, second, form) : dated(year, second, first, form);
    }
    // YY.MM.DD or YY/MM/DD.
    if (const auto m = whole("([0-9]{2})([/.])([0-9]{2})\\2([0-9]{2})", text); m.hasMatch())
        return dated(kCentury + m.captured(1).toInt(), m.captured(3).toInt(), m.captured(4).toInt(),
            DateForm::Other);
    // English month names: "Apr 12, 2025", "April 12 2025", "12 Apr 2025".
    if (const auto m = whole("([A-Za-z]+)\\.? +([0-9]{1,2}),? +([0-9]{4})", text); m.hasMatch()) {
        if (const auto month = monthOfName(m.captured(1)))
            return dated(m.captured(3).toInt(), *month, m.captured(2).toInt(), DateForm::Other);
    }
    if (const auto m = whole("([0-9]{1,2})\\.? +([A-Za-z]+)\\.?,? +([0-9]{4})", text);
        m.hasMatch()) {
        if (const auto month = monthOfName(m.captured(2)))
            return dated(m.captured(3).toInt(), *month, m.captured(1).toInt(), DateForm::Other);
    }
    return std::nullopt;
}

std::optional<TrfBirth> readTrfBirth(const QString &input)
{
    const QString text = input.trimmed();
    if (whole("[ ./-]*", text).hasMatch())
        return TrfBirth {};
    // The year alone, or with the month and day unknown (00).
    if (const auto m = whole("([0-9]{4})(/00/00|-00-00|\\.00\\.00)?", text); m.hasMatch()) {
        if (m.captured(1).toInt() == 0)
            return std::nullopt;
        const bool standard = m.captured(2) != QLatin1String(".00.00");
        return TrfBirth { std::nullopt, m.captured(1).toInt(), standard };
    }
    // A birth date is written year first; the other forms as for the header.
    const auto date = readTrfDate(text, false);
    if (!date)
        return std::nullopt;
    return TrfBirth { date->date, std::nullopt, date->form == DateForm::Standard };
}

std::optional<QString> readTrfTitle(const QString &text)
{
    static const std::array<std::pair<const char *, const char *>, 8> kTitles { {
        { "GM", "G" },
        { "IM", "M" },
        { "WGM", "WG" },
        { "FM", "F" },
        { "WIM", "WM" },
        { "CM", "C" },
        { "WFM", "WF" },
        { "WCM", "WC" },
    } };
    const QString upper = text.trimmed().toUpper();
    if (upper.isEmpty())
        return QString();
    for (const auto &[title, letters] : kTitles) {
        if (upper == QLatin1String(title) || upper == QLatin1String(letters))
            return QString::fromLatin1(title);
    }
    return std::nullopt;
}

std::optional<QString> readTrfSex(const QString &text)
{
    const QString lower = text.trimmed().toLower();
    if (lower.isEmpty() || lower == QLatin1String("m") || lower == QLatin1String("w")
        || lower == QLatin1String("f"))
        return lower;
    return std::nullopt;
}

QString expandTrfTabs(const QString &line)
{
    constexpr int kTabStop = 8;
    QString expanded;
    for (const QChar c : line) {
        if (c != QLatin1Char('\t')) {
            expanded += c;
            continue;
        }
        do
            expanded += QLatin1Char(' ');
        while (expanded.size() % kTabStop != 0);
    }
    return expanded;
}

int trfNameOverflow(const std::u32string &line)
{
    using namespace trf;
    const auto at = [&line](int column) {
        return column <= int(line.size()) ? line[std::size_t(column) - 1] : U' ';
    };
    // The fields after the name, as their columns are when shifted by `shift`.
    const auto fits = [&](int shift) {
        for (const int gap : { kName.to + 1, kRating.to + 1, kFederation.to + 1, kFideId.to + 1,
                 kBirth.to + 1, kPoints.to + 1, kRank.to + 1, kRank.to + 2 }) {
            if (at(gap + shift) != U' ')
                return false;
        }
        // The rating and the points: digits (a point or comma in the points) or blanks.
        bool digit = false;
        for (const Columns number : { kRating, kPoints }) {
            for (int column = number.from; column <= number.to; ++column) {
                const char32_t c = at(column + shift);
                if (c != U' ' && c != U'.' && c != U',' && (c < U'0' || c > U'9'))
                    return false;
                digit = digit || (c >= U'0' && c <= U'9');
            }
        }
        return digit;
    };
    if (at(kName.to + 1) == U' ')
        return 0;
    for (int shift = 1; kName.to + shift < int(line.size()); ++shift) {
        if (fits(shift))
            return shift;
    }
    return 0;
}

} // namespace rd::io
