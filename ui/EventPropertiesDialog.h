#pragma once

#include "engine/rating/EventInput.h"

#include <QDialog>

class QLabel;
class QLineEdit;
class QSpinBox;

namespace rd::ui {

// An event's particulars that reports and federation files ask for: organiser, place,
// federation, arbiters, time control, rounds planned and the rating period.
class EventPropertiesDialog : public QDialog {
    Q_OBJECT

public:
    explicit EventPropertiesDialog(const EventProperties &properties, QWidget *parent = nullptr);

    EventProperties properties() const;

private:
    QLineEdit *m_organiser;
    QLineEdit *m_place;
    QLineEdit *m_federation;
    QLineEdit *m_chiefArbiter;
    QLineEdit *m_deputyArbiter;
    QLineEdit *m_timeControl;
    QSpinBox *m_rounds;
    QLineEdit *m_ratingPeriod;
    QLineEdit *m_tieBreaks;
    QLabel *m_problem;
    // The properties given, for those the dialog does not show (the TRF records 082, 092, 132
    // and the kept unknown ones), which are handed back unchanged.
    EventProperties m_given;
};

} // namespace rd::ui
