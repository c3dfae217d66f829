#include "engine/lists/ListedPlayer.h"

#include <algorithm>

namespace rd::lists {

QString searchKey(const QString &text)
{
    QString key;
    key.reserve(text.size());
    bool blank = false;
    // Most names are ASCII, and then there is nothing to decompose.
    const bool ascii
        = std::all_of(text.begin(), text.end(), [](QChar c) { return c.unicode() < 0x80; });
    for (const QChar c : ascii ? text : text.normalized(QString::NormalizationForm_KD)) {
        if (c.isLetterOrNumber()) {
            if (blank && !key.isEmpty())
                key += QLatin1Char(' ');
            blank = false;
            // ß, and the capital ẞ whose lower case it is, as ss.
            if (const QChar lower = c.toLower(); lower == QChar(0x00df))
                key += QLatin1String("ss");
            else
                key += lower;
        } else if (!c.isMark()) {
            blank = true;
        }
    }
    return key;
}

namespace {

// The vowel of a German umlaut in lower case (ä -> a), else nothing.
char umlautVowel(QChar lower)
{
    switch (lower.unicode()) {
    case 0x00e4:
        return 'a';
    case 0x00f6:
        return 'o';
    case 0x00fc:
        return 'u';
    default:
        return 0;
    }
}

bool isUmlautVowel(QChar lower)
{
    return lower == QLatin1Char('a') || lower == QLatin1Char('o') || lower == QLatin1Char('u');
}

} // namespace

QStringList searchKeys(const QString &text)
{
    const QString typed = text.normalized(QString::NormalizationForm_C);
    QStringList spellings { QString() };
    for (qsizetype i = 0; i < typed.size(); ++i) {
        const QChar lower = typed[i].toLower();
        // The ways the letters at i may be meant, the one as written first.
        QStringList ways;
        if (const char vowel = umlautVowel(lower)) {
            ways = { QString(QLatin1Char(vowel)), QLatin1Char(vowel) + QStringLiteral("e") };
        } else if (isUmlautVowel(lower) && i + 1 < typed.size()
            && typed[i + 1].toLower() == QLatin1Char('e')) {
            ways = { lower + QStringLiteral("e"), QString(lower) };
            ++i;
        } else {
            ways = { QString(typed[i]) };
        }
        if (spellings.size() * ways.size() > kMaxSearchKeys)
            ways.resize(1);
        QStringList next;
        for (const QString &spelling : spellings) {
            for (const QString &way : ways)
                next << spelling + way;
        }
        spellings = next;
    }
    QStringList keys;
    for (const QString &spelling : spellings) {
        const QString key = searchKey(spelling);
        if (!key.isEmpty() && !keys.contains(key))
            keys << key;
    }
    return keys;
}

CellNumber cellNumber(const QString &text, int minimum, int maximum)
{
    if (text.isEmpty())
        return {};
    bool ok = false;
    const int value = text.toInt(&ok);
    if (ok && value >= minimum && value <= maximum)
        return { value, true };
    return { std::nullopt, false };
}

} // namespace rd::lists
