#include "engine/edit/NumberEntry.h"

#include <QCoreApplication>

#include <cmath>

namespace rd::edit {

namespace {

// The sentences' context for the translators.
struct NumberEntryWords {
    Q_DECLARE_TR_FUNCTIONS(rd::edit::NumberEntry)
};

char decimalSeparatorOf(const QLocale &locale)
{
    return locale.decimalPoint() == QLatin1String(",") ? ',' : '.';
}

// A value as a sentence writes it, in the locale's form with the decimals it has.
QString written(double value, const QLocale &locale)
{
    QLocale plain = locale;
    plain.setNumberOptions(QLocale::OmitGroupSeparator);
    return plain.toString(value, 'g', QLocale::FloatingPointShortest);
}

} // namespace

NumberEntry readNumberEntry(
    const QString &typed, const QString &what, const NumberRule &rule, const QLocale &locale)
{
    const QByteArray utf8 = typed.toUtf8();
    const WrittenNumber read
        = readWrittenNumber(std::string_view(utf8.constData(), std::size_t(utf8.size())),
            decimalSeparatorOf(locale), rule.kind());
    const QString text = typed.trimmed();
    switch (read.reading) {
    case WrittenNumber::Reading::Empty:
        return { std::nullopt,
            rule.required ? NumberEntryWords::tr("%1: enter a number.").arg(what) : QString() };
    case WrittenNumber::Reading::NotANumber:
        return { std::nullopt,
            NumberEntryWords::tr("%1: \"%2\" is not a number.").arg(what, text) };
    case WrittenNumber::Reading::Ambiguous:
        return { std::nullopt,
            NumberEntryWords::tr("%1: \"%2\" could mean %3 or %4; type the one you mean.")
                .arg(what, text, written(read.asThousands, locale),
                    written(read.asFraction, locale)) };
    case WrittenNumber::Reading::Number:
        break;
    }
    if (rule.decimals == 0 && read.value != std::trunc(read.value))
        return { std::nullopt,
            NumberEntryWords::tr("%1: \"%2\" is not a whole number.").arg(what, text) };
    const double scale = std::pow(10.0, rule.decimals);
    const double scaled = read.value * scale;
    if (std::abs(scaled - std::round(scaled)) > 1e-6)
        return { std::nullopt,
            NumberEntryWords::tr("%1: \"%2\" has more than %n decimal(s).", nullptr, rule.decimals)
                .arg(what, text) };
    if (read.value < rule.minimum || read.value > rule.maximum)
        return { std::nullopt,
            NumberEntryWords::tr("%1: %2 is outside %3 to %4.")
                .arg(what, written(read.value, locale), written(rule.minimum, locale),
                    written(rule.maximum, locale)) };
    return { read.value, QString() };
}

QString numberEntryText(double value, const NumberRule &rule, const QLocale &locale)
{
    QLocale plain = locale;
    plain.setNumberOptions(QLocale::OmitGroupSeparator);
    QString text = plain.toString(value, 'f', rule.decimals);
    if (rule.decimals > 0) {
        const QString point = locale.decimalPoint();
        while (text.endsWith(QLatin1Char('0')))
            text.chop(1);
        if (text.endsWith(point))
            text.chop(point.size());
    }
    return text;
}

} // namespace rd::edit
