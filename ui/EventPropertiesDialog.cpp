#include "ui/EventPropertiesDialog.h"

#include "engine/edit/CrosstableNotation.h"
#include "engine/standings/Rules.h"
#include "engine/standings/TieBreak.h"
#include "report/DisplayNames.h"
#include "ui/TieBreakChooser.h"

#include <QCheckBox>
#include <QComboBox>
#include <QDialogButtonBox>
#include <QFormLayout>
#include <QLineEdit>
#include <QSpinBox>
#include <QTabWidget>
#include <QVBoxLayout>

namespace rd::ui {

namespace {

QLineEdit *field(const std::string &value, const QString &name, QWidget *parent)
{
    auto *edit = new QLineEdit(QString::fromStdString(value), parent);
    edit->setObjectName(name);
    return edit;
}

std::string text(const QLineEdit *edit)
{
    return edit->text().trimmed().toStdString();
}

// The dates of the rounds as one line, "26/03/14, 26/03/14, 26/03/15"; a round without a date
// is an empty place between commas.
QString roundDatesText(const std::vector<std::string> &dates)
{
    QStringList texts;
    for (const std::string &date : dates)
        texts << QString::fromStdString(date);
    return texts.join(QStringLiteral(", "));
}

std::vector<std::string> roundDatesOf(const QString &text)
{
    QStringList texts = text.split(QLatin1Char(','));
    for (QString &date : texts)
        date = date.trimmed();
    while (!texts.isEmpty() && texts.last().isEmpty())
        texts.removeLast();
    std::vector<std::string> dates;
    for (const QString &date : texts)
        dates.push_back(date.toStdString());
    return dates;
}

QString editionName(TieBreakEdition edition)
{
    return QString::fromStdString(kTieBreakEditionNames.nameOf(edition));
}

// The rating an unrated player counts with: event-document.md allows 0 ... 3500; the value
// below that stands for "none".
constexpr int kNoUnratedRating = -1;
constexpr int kHighestRating = 3500;

} // namespace

EventPropertiesDialog::EventPropertiesDialog(const EventInput &event, QWidget *parent)
    : QDialog(parent)
    , m_given(event.event.properties)
{
    setWindowTitle(tr("Event details"));
    m_pages = new QTabWidget(this);
    m_pages->setObjectName(QStringLiteral("detailPages"));
    m_pages->addTab(generalPage(m_given), tr("&General"));
    m_pages->addTab(tieBreakPage(event), tr("Tie-&breaks"));
    if (event.system == RatingSystem::Uscf) {
        m_pages->addTab(uscfReportPage(m_given.uscfReport), tr("&US Chess"));
        m_timeControl->setPlaceholderText(tr("e.g. G/60;d5 or 40/90,SD/30;d5"));
    }
    auto *buttons = new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel, this);
    connect(buttons, &QDialogButtonBox::accepted, this, &QDialog::accept);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    auto *layout = new QVBoxLayout(this);
    layout->addWidget(m_pages);
    layout->addWidget(buttons);
    setMinimumWidth(480);
    m_organiser->setFocus();
}

QWidget *EventPropertiesDialog::generalPage(const EventProperties &properties)
{
    auto *page = new QWidget(this);
    m_organiser = field(properties.organiser, QStringLiteral("organiser"), page);
    m_place = field(properties.place, QStringLiteral("place"), page);
    m_federation = field(properties.federation, QStringLiteral("federation"), page);
    m_chiefArbiter = field(properties.chiefArbiter, QStringLiteral("chiefArbiter"), page);
    m_chiefArbiterId = field(properties.chiefArbiterId, QStringLiteral("chiefArbiterId"), page);
    m_deputyArbiter = field(properties.deputyArbiter, QStringLiteral("deputyArbiter"), page);
    m_timeControl = field(properties.timeControl, QStringLiteral("timeControl"), page);
    m_rounds = new QSpinBox(page);
    m_ratingPeriod = field(properties.ratingPeriod, QStringLiteral("ratingPeriod"), page);
    m_roundDates = new QLineEdit(roundDatesText(properties.roundDates), page);
    m_roundDates->setObjectName(QStringLiteral("roundDates"));
    m_roundDates->setPlaceholderText(tr("e.g. 26/03/14, 26/03/14, 26/03/15"));
    m_roundDates->setToolTip(tr("The date of each round in order, separated by commas, as a FIDE "
                                "TRF file writes them (year/month/day); leave a place empty for "
                                "a round without a date."));
    m_chiefArbiterId->setPlaceholderText(tr("e.g. the US Chess chief TD's member id"));
    m_federation->setPlaceholderText(tr("e.g. GER"));
    m_timeControl->setPlaceholderText(tr("e.g. 90 min/40 moves + 30 min + 30 s/move"));
    m_rounds->setObjectName(QStringLiteral("roundsPlanned"));
    // 0 stands for "not given" (event-document.md: rounds_planned 1 ... 99).
    m_rounds->setRange(0, 99);
    m_rounds->setSpecialValueText(tr("not given"));
    m_rounds->setValue(properties.roundsPlanned.value_or(0));
    auto *form = new QFormLayout(page);
    form->addRow(tr("&Organiser or club"), m_organiser);
    form->addRow(tr("&Place"), m_place);
    form->addRow(tr("&Federation"), m_federation);
    form->addRow(tr("&Chief arbiter"), m_chiefArbiter);
    form->addRow(tr("Chief arbiter's &id"), m_chiefArbiterId);
    form->addRow(tr("&Deputy arbiter"), m_deputyArbiter);
    form->addRow(tr("&Time control"), m_timeControl);
    form->addRow(tr("&Rounds planned"), m_rounds);
    form->addRow(tr("Rating p&eriod or event code"), m_ratingPeriod);
    form->addRow(tr("Round d&ates"), m_roundDates);
    return page;
}

// What the US Chess rating report needs besides the event (uscf-report.md "THEXPORT.DBF",
// "TSEXPORT.DBF"): affiliate, TDs, section, place.
QWidget *EventPropertiesDialog::uscfReportPage(const UscfReportDetails &report)
{
    auto *page = new QWidget(this);
    m_affiliateId = field(report.affiliateId, QStringLiteral("uscfAffiliateId"), page);
    m_chiefTdId = field(report.chiefTdId, QStringLiteral("uscfChiefTdId"), page);
    m_assistantTdId = field(report.assistantTdId, QStringLiteral("uscfAssistantTdId"), page);
    m_otherTdIds = field(report.otherTdIds, QStringLiteral("uscfOtherTdIds"), page);
    m_section = field(report.section, QStringLiteral("uscfSection"), page);
    m_city = field(report.city, QStringLiteral("uscfCity"), page);
    m_state = field(report.state, QStringLiteral("uscfState"), page);
    m_zip = field(report.zip, QStringLiteral("uscfZip"), page);
    m_affiliateId->setPlaceholderText(tr("A and 7 digits, e.g. A1234567"));
    m_chiefTdId->setPlaceholderText(tr("8 digits"));
    m_otherTdIds->setPlaceholderText(tr("8 digits each, separated by commas"));
    m_state->setPlaceholderText(tr("e.g. MA"));
    m_zip->setPlaceholderText(tr("12345 or 12345-6789"));
    auto *form = new QFormLayout(page);
    form->addRow(tr("&Affiliate id"), m_affiliateId);
    form->addRow(tr("C&hief TD's id"), m_chiefTdId);
    form->addRow(tr("A&ssistant chief TD's id"), m_assistantTdId);
    form->addRow(tr("&Other TDs' ids"), m_otherTdIds);
    form->addRow(tr("Sectio&n"), m_section);
    form->addRow(tr("C&ity"), m_city);
    form->addRow(tr("S&tate"), m_state);
    form->addRow(tr("&ZIP code"), m_zip);
    return page;
}

// The tie-breaks in order and, for chess, the event's rules on them (C.07 art. 4.1: the
// event's rules choose): the edition, unrated players in the tie-breaks from ratings, forfeits
// in the direct encounter, the points of a pairing-allocated bye, the rating that counts. The Go
// convention has no such rules.
QWidget *EventPropertiesDialog::tieBreakPage(const EventInput &event)
{
    const EventProperties &properties = event.event.properties;
    auto *page = new QWidget(this);
    auto *form = new QFormLayout(page);
    if (event.system != RatingSystem::Sagc) {
        m_edition = new QComboBox(page);
        m_edition->setObjectName(QStringLiteral("tieBreakEdition"));
        m_edition->addItem(tr("By the event's date (%1)")
                               .arg(editionName(standings::editionInForce(event.event))));
        for (const TieBreakEdition edition :
            { TieBreakEdition::Fide2023, TieBreakEdition::Fide2026 })
            m_edition->addItem(editionName(edition), static_cast<int>(edition));
        if (properties.tieBreakEdition)
            m_edition->setCurrentIndex(
                m_edition->findData(static_cast<int>(*properties.tieBreakEdition)));
        m_edition->setToolTip(
            tr("The edition of the FIDE Tie-Break Regulations (C.07) the standings follow. By "
               "the event's date: 2023 for an event starting before 1 March 2026, 2026 from "
               "then. They differ in the dummy opponent of a player's unplayed rounds (art. "
               "16.4), in forfeits of a round robin (art. 15.2) and in Buchholz in a round robin "
               "(note to art. 8)."));
        m_unratedRating = new QSpinBox(page);
        m_unratedRating->setObjectName(QStringLiteral("unratedRating"));
        m_unratedRating->setRange(kNoUnratedRating, kHighestRating);
        m_unratedRating->setSpecialValueText(tr("none: those tie-breaks are left out"));
        m_unratedRating->setValue(properties.unratedRating.value_or(kNoUnratedRating));
        m_unratedRating->setToolTip(
            tr("FIDE C.07 art. 10: the tie-breaks from ratings (ARO, TPR, PTP, APRO, APPO, "
               "RTNG) are left out when an unrated player takes part, unless the event's rules "
               "give unrated players a rating. That rating is set here."));
        m_directEncounterForfeits
            = new QCheckBox(tr("D&irect encounter counts forfeits between the tied players"), page);
        m_directEncounterForfeits->setObjectName(QStringLiteral("directEncounterForfeits"));
        m_directEncounterForfeits->setChecked(properties.directEncounterForfeits);
        m_directEncounterForfeits->setToolTip(
            tr("FIDE C.07 art. 6.1.1: forfeited games between the tied players are left out of "
               "the direct encounter unless the event's rules count them; in a round robin they "
               "always count."));
        m_pairingByePoints = new QComboBox(page);
        m_pairingByePoints->setObjectName(QStringLiteral("pairingByePoints"));
        for (const double points : kPairingByePointValues)
            m_pairingByePoints->addItem(edit::pointsText(points), points);
        m_pairingByePoints->setCurrentIndex(
            m_pairingByePoints->findData(properties.pairingByePoints));
        m_pairingByePoints->setToolTip(
            tr("FIDE C.07 art. 16.2.1 and C.04.1: a player the pairing leaves without opponent "
               "scores the points of a win unless the event's rules say otherwise. Byes the "
               "player asked for keep their own points."));
        m_tieBreakRating = new QComboBox(page);
        m_tieBreakRating->setObjectName(QStringLiteral("tieBreakRating"));
        m_tieBreakRating->addItem(tr("%1, or FIDE when no player has one")
                                      .arg(report::DisplayNames::system(event.system)),
            static_cast<int>(TieBreakRating::National));
        m_tieBreakRating->addItem(tr("FIDE"), static_cast<int>(TieBreakRating::Fide));
        m_tieBreakRating->setCurrentIndex(
            m_tieBreakRating->findData(static_cast<int>(properties.tieBreakRating)));
        m_tieBreakRating->setToolTip(
            tr("FIDE C.07 art. 10: the rating the tie-breaks from ratings (ARO, TPR, PTP, APRO, "
               "APPO, RTNG) count with, as the event's rules say: the event's national rating "
               "or the FIDE rating."));
        form->addRow(tr("C.07 editio&n"), m_edition);
        form->addRow(tr("Unrated p&layers count as"), m_unratedRating);
        form->addRow(m_directEncounterForfeits);
        form->addRow(tr("Pairing-allocated b&ye scores"), m_pairingByePoints);
        form->addRow(tr("Rating that count&s"), m_tieBreakRating);
    }
    std::vector<standings::TieBreak> chosen;
    for (const std::string &name : properties.tieBreaks) {
        if (const auto tieBreak = standings::parseTieBreak(name))
            chosen.push_back(*tieBreak);
    }
    m_tieBreaks = new TieBreakChooser(event.system, chosen, page);
    form->addRow(m_tieBreaks);
    return page;
}

EventProperties EventPropertiesDialog::properties() const
{
    EventProperties properties = m_given;
    properties.organiser = text(m_organiser);
    properties.place = text(m_place);
    properties.federation = text(m_federation);
    properties.chiefArbiter = text(m_chiefArbiter);
    properties.chiefArbiterId = text(m_chiefArbiterId);
    properties.deputyArbiter = text(m_deputyArbiter);
    properties.timeControl = text(m_timeControl);
    properties.roundsPlanned.reset();
    if (m_rounds->value() > 0)
        properties.roundsPlanned = m_rounds->value();
    properties.ratingPeriod = text(m_ratingPeriod);
    if (m_affiliateId) {
        UscfReportDetails &report = properties.uscfReport;
        report.affiliateId = text(m_affiliateId);
        report.chiefTdId = text(m_chiefTdId);
        report.assistantTdId = text(m_assistantTdId);
        report.otherTdIds = text(m_otherTdIds);
        report.section = text(m_section);
        report.city = text(m_city);
        report.state = text(m_state);
        report.zip = text(m_zip);
    }
    // Dates not retyped stay as given, a kept TRF record 132 included.
    if (m_roundDates->text() != roundDatesText(m_given.roundDates))
        properties.roundDates = roundDatesOf(m_roundDates->text());
    if (m_edition) {
        const QVariant edition = m_edition->currentData();
        properties.tieBreakEdition.reset();
        if (edition.isValid())
            properties.tieBreakEdition = static_cast<TieBreakEdition>(edition.toInt());
        properties.unratedRating.reset();
        if (m_unratedRating->value() != kNoUnratedRating)
            properties.unratedRating = m_unratedRating->value();
        properties.directEncounterForfeits = m_directEncounterForfeits->isChecked();
        properties.pairingByePoints = m_pairingByePoints->currentData().toDouble();
        properties.tieBreakRating
            = static_cast<TieBreakRating>(m_tieBreakRating->currentData().toInt());
    }
    properties.tieBreaks.clear();
    for (const standings::TieBreak &tieBreak : m_tieBreaks->chosen())
        properties.tieBreaks.push_back(standings::documentName(tieBreak));
    return properties;
}

void EventPropertiesDialog::showField(const QString &name)
{
    for (int page = 0; !name.isEmpty() && page < m_pages->count(); ++page) {
        if (auto *field = m_pages->widget(page)->findChild<QWidget *>(name)) {
            m_pages->setCurrentIndex(page);
            field->setFocus();
            return;
        }
    }
}

} // namespace rd::ui
