#pragma once

#include "engine/rating/EventInput.h"

#include <QDialog>

class QCheckBox;
class QComboBox;
class QLineEdit;
class QSpinBox;
class QTabWidget;

namespace rd::ui {

class TieBreakChooser;

// An event's particulars that reports and federation files ask for: organiser, place,
// federation, arbiters, the chief arbiter's id, time control, rounds planned, the rating period
// and the dates of the rounds; on a page of their own, the tie-breaks of its standings with the
// event's rules for them; for a US Chess event, on a third, what its rating report needs
// (affiliate, TDs, section, place).
class EventPropertiesDialog : public QDialog {
    Q_OBJECT

public:
    explicit EventPropertiesDialog(const EventInput &event, QWidget *parent = nullptr);

    EventProperties properties() const;
    // Shows the field of `name` ("place", "chiefArbiterId", "roundDates", ...), ready for typing.
    void showField(const QString &name);

private:
    QWidget *generalPage(const EventProperties &properties);
    QWidget *tieBreakPage(const EventInput &event);
    QWidget *uscfReportPage(const UscfReportDetails &report);

    QLineEdit *m_organiser = nullptr;
    QLineEdit *m_place = nullptr;
    QLineEdit *m_federation = nullptr;
    QLineEdit *m_chiefArbiter = nullptr;
    QLineEdit *m_chiefArbiterId = nullptr;
    QLineEdit *m_deputyArbiter = nullptr;
    QLineEdit *m_timeControl = nullptr;
    QSpinBox *m_rounds = nullptr;
    QLineEdit *m_ratingPeriod = nullptr;
    QLineEdit *m_roundDates = nullptr;
    QComboBox *m_edition = nullptr;
    QSpinBox *m_unratedRating = nullptr;
    QCheckBox *m_directEncounterForfeits = nullptr;
    QComboBox *m_pairingByePoints = nullptr;
    QComboBox *m_tieBreakRating = nullptr;
    TieBreakChooser *m_tieBreaks = nullptr;
    // US Chess events only: what the rating report needs.
    QLineEdit *m_affiliateId = nullptr;
    QLineEdit *m_chiefTdId = nullptr;
    QLineEdit *m_assistantTdId = nullptr;
    QLineEdit *m_otherTdIds = nullptr;
    QLineEdit *m_section = nullptr;
    QLineEdit *m_city = nullptr;
    QLineEdit *m_state = nullptr;
    QLineEdit *m_zip = nullptr;
    QTabWidget *m_pages = nullptr;
    // The properties given, for those the dialog does not show (the TRF records 082, 092 and
    // the kept unknown ones), which are handed back unchanged.
    EventProperties m_given;
};

} // namespace rd::ui
