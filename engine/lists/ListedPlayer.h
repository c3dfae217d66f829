#pragma once

#include "engine/model/ListedPlayers.h"

#include <QString>
#include <QStringList>

#include <optional>

namespace rd::lists {

// What a name or club is compared by in a search: lower case, accents and punctuation dropped,
// ß as ss, one blank between words ("Müller-Lüdenscheidt, Jörg" -> "muller ludenscheidt jorg").
QString searchKey(const QString &text);

// The keys a typed text is looked for by, searchKey(text) first: a German umlaut is written
// with its vowel and an e or without it (Müller, Mueller, Muller), so ä, ö and ü in the text are
// also looked for as ae, oe and ue, and ae, oe and ue as ä, ö and ü, that is a, o and u
// ("Mueller" -> "mueller", "muller"). At most kMaxSearchKeys keys: past them the text is taken
// as written.
constexpr int kMaxSearchKeys = 8;
QStringList searchKeys(const QString &text);

// A whole number of a list's cell, from `minimum` to `maximum`: none for an empty cell (a value
// the list does not give); `readable` is false for any other text, which the reader reports.
struct CellNumber {
    std::optional<int> value;
    bool readable = true;
};
CellNumber cellNumber(const QString &text, int minimum, int maximum);

} // namespace rd::lists
