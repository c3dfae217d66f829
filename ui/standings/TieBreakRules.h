#pragma once

#include "engine/rating/EventInput.h"

#include <QWidget>

class QCheckBox;
class QComboBox;

namespace rd::ui {

class NumberField;

// A chess event's rules on its tie-breaks, which FIDE C.07 art. 4.1 leaves to the event: the
// edition of the regulations, the rating unrated players count with in the tie-breaks from
// ratings, forfeits in the direct encounter, the points of a pairing-allocated bye and the
// rating that counts. The Go convention has no such rules.
class TieBreakRules : public QWidget {
    Q_OBJECT

public:
    explicit TieBreakRules(const EventInput &event, QWidget *parent = nullptr);

    // Sets the rules in `properties` as chosen.
    void writeTo(EventProperties &properties) const;
    // The rating unrated players count with, a number field: empty for none.
    NumberField *unratedRating() const { return m_unratedRating; }

private:
    QComboBox *m_edition;
    NumberField *m_unratedRating;
    QCheckBox *m_directEncounterForfeits;
    QComboBox *m_pairingByePoints;
    QComboBox *m_rating;
};

} // namespace rd::ui
