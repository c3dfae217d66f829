#pragma once

#include "engine/rating/EventInput.h"

#include <QCoreApplication>
#include <QString>

#include <map>
#include <string>

namespace rd::report {

// The pairings of one round of a chess event as a director hangs them up: by board, each board's
// players with their start numbers and their points before the round and the result once it is
// in; the players without a board after the boards (the pairing-allocated bye, a bye asked for);
// and the same players alphabetically, where each finds his board and colour. A round's boards
// are its games in the order the event keeps them, which is the order the pairing gave.
class PairingList {
    Q_DECLARE_TR_FUNCTIONS(rd::report::PairingList)

public:
    PairingList(const EventInput &event, int round);

    QString byBoard() const;
    QString byName() const;
    // A result as the list shows it: 1 – 0, ½ – ½, + – −, nothing before it is in.
    static QString resultText(GameResult result);

private:
    QString name(const std::string &id) const;
    QString number(const std::string &id) const;
    QString pointsBefore(const std::string &id) const;

    const EventInput &m_event;
    int m_round;
    std::map<std::string, double> m_pointsBefore; // after the round before, by player
};

} // namespace rd::report
