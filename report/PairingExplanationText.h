#pragma once

#include "engine/pairing/RoundPairing.h"

#include <QCoreApplication>
#include <QString>

#include <functional>

namespace rd::report {

// A board of a Swiss round and why it looks as it does, as a director reads it: who floated
// and why, which colour rule of C.04.3 5.2 decided the colours, what the pairing had to accept,
// and why the pairing-allocated bye went to its player. One line each, in the user's language.
class PairingExplanationText {
    Q_DECLARE_TR_FUNCTIONS(rd::report::PairingExplanationText)

public:
    // A player's name as the reader knows him, by start number.
    using NameOf = std::function<QString(int startNumber)>;

    // "Board 2 (Meyer – Schulz): Meyer floats down from the 3-point group: no opponent left
    // in it. Colours: Schulz gets White, his colour preference is stronger (absolute: two
    // Blacks in a row) (5.2.2)."
    static QString board(int number, const pairing::Board &board, const NameOf &name);
    // "Bye to Weber: lowest score group (0 points), lowest rank in it, has not had a bye nor
    // scored a win without playing (C2, C5)."
    static QString bye(const pairing::ByeExplanation &bye, const NameOf &name);
    // Why a round cannot be paired (C1-C3, C2 for the bye): "no legal pairing exists: players
    // 1, 2, 3 and 4 cannot all be paired: apart from one another, all that is left to them is 5
    // and 6".
    static QString unpairable(const pairing::Unpairable &unpairable, const NameOf &name);

private:
    static QString names(const std::vector<int> &players, const NameOf &name);
    static QString pairPart(const pairing::Board &board, const NameOf &name);
    static QString colourPart(const pairing::Board &board, const NameOf &name);
    static QString acceptedPart(const pairing::Board &board, const NameOf &name);
    static QString leftOver(const pairing::LeftInBracket &bracket);
    static QString preference(const pairing::ColourFacts &facts);
};

} // namespace rd::report
