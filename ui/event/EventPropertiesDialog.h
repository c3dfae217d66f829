#pragma once

#include "desktop/EventOperations.h"
#include "engine/io/EventFile.h"

#include <QDialog>

#include <string>
#include <utility>
#include <vector>

class QLabel;
class QLineEdit;
class QTabWidget;

namespace rd::ui {

class NumberField;
class TieBreakChooser;
class TieBreakRules;

// An event's particulars that reports and federation files ask for: organiser, place,
// federation, arbiters, the chief arbiter's id, time control, rounds planned, the rating period
// and the dates of the rounds; on a page of their own, the tie-breaks of its standings with the
// event's rules for them; for a US Chess event, on a third, what its rating report needs
// (affiliate, TDs, section, place); for a Go event, the EGD tournament class of its .h9 table.
class EventPropertiesDialog : public QDialog {
    Q_OBJECT

public:
    explicit EventPropertiesDialog(const io::EventFile &event, QWidget *parent = nullptr);

    // The event's properties and the details of its files as the dialog shows them.
    io::EventParticulars particulars() const;
    // Shows the field of `name` ("place", "chiefArbiterId", "roundDates", ...), ready for typing.
    void showField(const QString &name);
    // For a rated event, whose details here change no rating: says that they are kept at once,
    // without a correction, and shows the event's earlier changes on a page of their own.
    void showRated(const std::vector<io::DetailsChange> &history);
    // One change in the user's words: "Place: “” → “Kassel”; Time control: …".
    static QString changeText(
        const io::EventParticulars &before, const io::EventParticulars &after);
    // Keeps the details only when every number in them can be read.
    void accept() override;

private:
    QWidget *generalPage(const EventProperties &properties);
    QWidget *tieBreakPage(const EventInput &event);
    QWidget *uscfReportPage(const io::UscfReportDetails &report);

    // The lines of plain text on the pages, each with the member of Object it shows.
    template <typename Object>
    using TextLines = std::vector<std::pair<std::string Object::*, QLineEdit *>>;
    TextLines<EventProperties> m_propertyTexts;
    // US Chess events only: what the rating report needs.
    TextLines<io::UscfReportDetails> m_uscfReportTexts;
    NumberField *m_rounds = nullptr;
    // Go events only: the EGD tournament class the .h9 table states (io::writtenH9Class).
    QLineEdit *m_h9Class = nullptr;
    io::EventFile m_event; // as given, for the class's header (io::h9HeaderWithClass)
    QLineEdit *m_roundDates = nullptr;
    TieBreakRules *m_rules = nullptr; // chess only
    TieBreakChooser *m_tieBreaks = nullptr;
    QTabWidget *m_pages = nullptr;
    QLabel *m_ratedNote = nullptr;
    QLabel *m_problem = nullptr; // why OK keeps nothing yet
    // The properties and file details given, for those the dialog does not show (the TRF records
    // 082, 092 and the kept unknown ones), which are handed back unchanged.
    io::EventParticulars m_given;
};

} // namespace rd::ui
