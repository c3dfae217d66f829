#include "ui/EventPropertiesDialog.h"

#include "engine/standings/TieBreak.h"
#include "ui/TieBreakChooser.h"
#include "ui/TieBreakRules.h"

#include <QDialogButtonBox>
#include <QFormLayout>
#include <QLineEdit>
#include <QSpinBox>
#include <QTabWidget>
#include <QVBoxLayout>

namespace rd::ui {

namespace {

// A line of plain text on a page: its object name (as showField() and the submission check name
// the field), its label and the member of Object it shows; with a hint while empty.
template <typename Object> struct TextRow {
    const char *name;
    const char *label;
    std::string Object::*member;
    const char *hint = nullptr;
};

// Adds the line of `row` to `form`, filled from `object`, and to `lines`.
template <typename Object>
void addTextRow(QFormLayout *form, const TextRow<Object> &row, const Object &object,
    std::vector<std::pair<std::string Object::*, QLineEdit *>> &lines)
{
    auto *edit = new QLineEdit(QString::fromStdString(object.*row.member), form->parentWidget());
    edit->setObjectName(QLatin1String(row.name));
    if (row.hint)
        edit->setPlaceholderText(EventPropertiesDialog::tr(row.hint));
    form->addRow(EventPropertiesDialog::tr(row.label), edit);
    lines.emplace_back(row.member, edit);
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
        m_pages->findChild<QLineEdit *>(QStringLiteral("timeControl"))
            ->setPlaceholderText(tr("e.g. G/60;d5 or 40/90,SD/30;d5"));
    }
    auto *buttons = new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel, this);
    connect(buttons, &QDialogButtonBox::accepted, this, &QDialog::accept);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    auto *layout = new QVBoxLayout(this);
    layout->addWidget(m_pages);
    layout->addWidget(buttons);
    setMinimumWidth(480);
    m_propertyTexts.front().second->setFocus();
}

QWidget *EventPropertiesDialog::generalPage(const EventProperties &properties)
{
    static constexpr TextRow<EventProperties> kTexts[] = {
        { "organiser", QT_TR_NOOP("&Organiser or club"), &EventProperties::organiser },
        { "place", QT_TR_NOOP("&Place"), &EventProperties::place },
        { "federation", QT_TR_NOOP("&Federation"), &EventProperties::federation,
            QT_TR_NOOP("e.g. GER") },
        { "chiefArbiter", QT_TR_NOOP("&Chief arbiter"), &EventProperties::chiefArbiter },
        { "chiefArbiterId", QT_TR_NOOP("Chief arbiter's &id"), &EventProperties::chiefArbiterId,
            QT_TR_NOOP("e.g. the US Chess chief TD's member id") },
        { "deputyArbiter", QT_TR_NOOP("&Deputy arbiter"), &EventProperties::deputyArbiter },
        { "timeControl", QT_TR_NOOP("&Time control"), &EventProperties::timeControl,
            QT_TR_NOOP("e.g. 90 min/40 moves + 30 min + 30 s/move") },
    };
    static constexpr TextRow<EventProperties> kRatingPeriod = { "ratingPeriod",
        QT_TR_NOOP("Rating p&eriod or event code"), &EventProperties::ratingPeriod };
    auto *page = new QWidget(this);
    auto *form = new QFormLayout(page);
    for (const TextRow<EventProperties> &row : kTexts)
        addTextRow(form, row, properties, m_propertyTexts);
    m_rounds = new QSpinBox(page);
    m_rounds->setObjectName(QStringLiteral("roundsPlanned"));
    // 0 stands for "not given" (event-document.md: rounds_planned 1 ... 99).
    m_rounds->setRange(0, 99);
    m_rounds->setSpecialValueText(tr("not given"));
    m_rounds->setValue(properties.roundsPlanned.value_or(0));
    form->addRow(tr("&Rounds planned"), m_rounds);
    addTextRow(form, kRatingPeriod, properties, m_propertyTexts);
    m_roundDates = new QLineEdit(roundDatesText(properties.roundDates), page);
    m_roundDates->setObjectName(QStringLiteral("roundDates"));
    m_roundDates->setPlaceholderText(tr("e.g. 26/03/14, 26/03/14, 26/03/15"));
    m_roundDates->setToolTip(tr("The date of each round in order, separated by commas, as a FIDE "
                                "TRF file writes them (year/month/day); leave a place empty for "
                                "a round without a date."));
    form->addRow(tr("Round d&ates"), m_roundDates);
    return page;
}

// What the US Chess rating report needs besides the event (uscf-report.md "THEXPORT.DBF",
// "TSEXPORT.DBF"): affiliate, TDs, section, place.
QWidget *EventPropertiesDialog::uscfReportPage(const UscfReportDetails &report)
{
    static constexpr TextRow<UscfReportDetails> kTexts[] = {
        { "uscfAffiliateId", QT_TR_NOOP("&Affiliate id"), &UscfReportDetails::affiliateId,
            QT_TR_NOOP("A and 7 digits, e.g. A1234567") },
        { "uscfChiefTdId", QT_TR_NOOP("C&hief TD's id"), &UscfReportDetails::chiefTdId,
            QT_TR_NOOP("8 digits") },
        { "uscfAssistantTdId", QT_TR_NOOP("A&ssistant chief TD's id"),
            &UscfReportDetails::assistantTdId },
        { "uscfOtherTdIds", QT_TR_NOOP("&Other TDs' ids"), &UscfReportDetails::otherTdIds,
            QT_TR_NOOP("8 digits each, separated by commas") },
        { "uscfSection", QT_TR_NOOP("Sectio&n"), &UscfReportDetails::section },
        { "uscfCity", QT_TR_NOOP("C&ity"), &UscfReportDetails::city },
        { "uscfState", QT_TR_NOOP("S&tate"), &UscfReportDetails::state, QT_TR_NOOP("e.g. MA") },
        { "uscfZip", QT_TR_NOOP("&ZIP code"), &UscfReportDetails::zip,
            QT_TR_NOOP("12345 or 12345-6789") },
    };
    auto *page = new QWidget(this);
    auto *form = new QFormLayout(page);
    for (const TextRow<UscfReportDetails> &row : kTexts)
        addTextRow(form, row, report, m_uscfReportTexts);
    return page;
}

// The tie-breaks in order and, for chess, the event's rules on them (TieBreakRules).
QWidget *EventPropertiesDialog::tieBreakPage(const EventInput &event)
{
    const EventProperties &properties = event.event.properties;
    auto *page = new QWidget(this);
    auto *form = new QFormLayout(page);
    if (event.system != RatingSystem::Sagc) {
        m_rules = new TieBreakRules(event, page);
        form->addRow(m_rules);
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
    for (const auto &[member, edit] : m_propertyTexts)
        properties.*member = text(edit);
    properties.roundsPlanned.reset();
    if (m_rounds->value() > 0)
        properties.roundsPlanned = m_rounds->value();
    for (const auto &[member, edit] : m_uscfReportTexts)
        properties.uscfReport.*member = text(edit);
    // Dates not retyped stay as given, a kept TRF record 132 included.
    if (m_roundDates->text() != roundDatesText(m_given.roundDates))
        properties.roundDates = roundDatesOf(m_roundDates->text());
    if (m_rules)
        m_rules->writeTo(properties);
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
