#include "ui/event/EventPropertiesDialog.h"

#include "engine/io/egd/H9Format.h"
#include "engine/rating/InputLimits.h"
#include "engine/standings/TieBreak.h"
#include "ui/standings/TieBreakChooser.h"
#include "ui/standings/TieBreakRules.h"
#include "ui/widgets/MessageLabel.h"
#include "ui/widgets/NumberField.h"
#include "ui/widgets/StatePalette.h"

#include <QDialogButtonBox>
#include <QFormLayout>
#include <QLabel>
#include <QLineEdit>
#include <QListWidget>
#include <QLocale>
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

// The lines of the general page (the rating period comes after the rounds planned).
constexpr TextRow<EventProperties> kGeneralTexts[] = {
    { "organiser", QT_TRANSLATE_NOOP("rd::ui::EventPropertiesDialog", "&Organiser or club"),
        &EventProperties::organiser },
    { "place", QT_TRANSLATE_NOOP("rd::ui::EventPropertiesDialog", "&Place"),
        &EventProperties::place },
    { "federation", QT_TRANSLATE_NOOP("rd::ui::EventPropertiesDialog", "&Federation"),
        &EventProperties::federation,
        QT_TRANSLATE_NOOP("rd::ui::EventPropertiesDialog", "e.g. GER") },
    { "chiefArbiter", QT_TRANSLATE_NOOP("rd::ui::EventPropertiesDialog", "&Chief arbiter"),
        &EventProperties::chiefArbiter },
    { "chiefArbiterId", QT_TRANSLATE_NOOP("rd::ui::EventPropertiesDialog", "Chief arbiter's &id"),
        &EventProperties::chiefArbiterId,
        QT_TRANSLATE_NOOP(
            "rd::ui::EventPropertiesDialog", "his id with the federation the event goes to") },
    { "deputyArbiter", QT_TRANSLATE_NOOP("rd::ui::EventPropertiesDialog", "&Deputy arbiter"),
        &EventProperties::deputyArbiter },
    { "timeControl", QT_TRANSLATE_NOOP("rd::ui::EventPropertiesDialog", "&Time control"),
        &EventProperties::timeControl,
        QT_TRANSLATE_NOOP(
            "rd::ui::EventPropertiesDialog", "e.g. 90 min/40 moves + 30 min + 30 s/move") },
};
constexpr TextRow<EventProperties> kRatingPeriod = { "ratingPeriod",
    QT_TRANSLATE_NOOP("rd::ui::EventPropertiesDialog", "Rating p&eriod or event code"),
    &EventProperties::ratingPeriod };

// What the US Chess rating report needs besides the event (uscf-report.md "THEXPORT.DBF",
// "TSEXPORT.DBF"): affiliate, TDs, section, place.
constexpr TextRow<io::UscfReportDetails> kUscfReportTexts[] = {
    { "uscfAffiliateId", QT_TRANSLATE_NOOP("rd::ui::EventPropertiesDialog", "&Affiliate id"),
        &io::UscfReportDetails::affiliateId,
        QT_TRANSLATE_NOOP("rd::ui::EventPropertiesDialog", "A and 7 digits, e.g. A1234567") },
    { "uscfAssistantTdId",
        QT_TRANSLATE_NOOP("rd::ui::EventPropertiesDialog", "A&ssistant chief TD's id"),
        &io::UscfReportDetails::assistantTdId },
    { "uscfOtherTdIds", QT_TRANSLATE_NOOP("rd::ui::EventPropertiesDialog", "&Other TDs' ids"),
        &io::UscfReportDetails::otherTdIds,
        QT_TRANSLATE_NOOP("rd::ui::EventPropertiesDialog", "8 digits each, separated by commas") },
    { "uscfSection", QT_TRANSLATE_NOOP("rd::ui::EventPropertiesDialog", "Sectio&n"),
        &io::UscfReportDetails::section },
    { "uscfCity", QT_TRANSLATE_NOOP("rd::ui::EventPropertiesDialog", "C&ity"),
        &io::UscfReportDetails::city },
    { "uscfState", QT_TRANSLATE_NOOP("rd::ui::EventPropertiesDialog", "S&tate"),
        &io::UscfReportDetails::state,
        QT_TRANSLATE_NOOP("rd::ui::EventPropertiesDialog", "e.g. MA") },
    { "uscfZip", QT_TRANSLATE_NOOP("rd::ui::EventPropertiesDialog", "&ZIP code"),
        &io::UscfReportDetails::zip,
        QT_TRANSLATE_NOOP("rd::ui::EventPropertiesDialog", "12345 or 12345-6789") },
};

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

EventPropertiesDialog::EventPropertiesDialog(const io::EventFile &given, QWidget *parent)
    : QDialog(parent)
    , m_event(given)
    , m_given { given.event.event.properties, given.details }
{
    const EventInput &event = given.event;
    setWindowTitle(tr("Event details"));
    m_pages = new QTabWidget(this);
    m_pages->setObjectName(QStringLiteral("detailPages"));
    m_pages->addTab(generalPage(m_given.properties), tr("&General"));
    if (event.system == RatingSystem::Sagc) {
        // federation-egd.md: the EGD weighs an event by its class, A to D.
        m_h9Class = new QLineEdit(io::writtenH9Class(given), this);
        m_h9Class->setObjectName(QStringLiteral("h9Class"));
        m_h9Class->setPlaceholderText(tr("A, B, C or D"));
        m_h9Class->setToolTip(tr("The class the EGD rates the event in, stated in its .h9 "
                                 "table (CL): A for at least 60 minutes and 75 with byo-yomi."));
        static_cast<QFormLayout *>(m_pages->widget(0)->layout())
            ->addRow(tr("EGD tournament c&lass"), m_h9Class);
    }
    m_pages->addTab(tieBreakPage(event), tr("Tie-&breaks"));
    if (event.system == RatingSystem::Uscf) {
        m_pages->addTab(uscfReportPage(m_given.files.uscfReport), tr("&US Chess"));
        m_pages->findChild<QLineEdit *>(QStringLiteral("timeControl"))
            ->setPlaceholderText(tr("e.g. G/60;d5 or 40/90,SD/30;d5"));
        // The chief TD's member id is the chief arbiter's id, one field (H_CTD_ID).
        m_pages->findChild<QLineEdit *>(QStringLiteral("chiefArbiterId"))
            ->setPlaceholderText(tr("the chief TD's US Chess member id, 8 digits"));
    }
    auto *buttons = new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel, this);
    connect(buttons, &QDialogButtonBox::accepted, this, &QDialog::accept);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    m_ratedNote = new QLabel(this);
    m_ratedNote->setObjectName(QStringLiteral("ratedNote"));
    m_ratedNote->setWordWrap(true);
    m_ratedNote->hide();
    m_problem = messageLabel(QStringLiteral("problem"), this);
    StatePalette::setTextState(m_problem, State::Error);
    auto *layout = new QVBoxLayout(this);
    layout->addWidget(m_ratedNote);
    layout->addWidget(m_pages);
    layout->addWidget(m_problem);
    layout->addWidget(buttons);
    setMinimumWidth(480);
    m_propertyTexts.front().second->setFocus();
}

QWidget *EventPropertiesDialog::generalPage(const EventProperties &properties)
{
    auto *page = new QWidget(this);
    auto *form = new QFormLayout(page);
    for (const TextRow<EventProperties> &row : kGeneralTexts)
        addTextRow(form, row, properties, m_propertyTexts);
    // Empty: not given (event-document.md: rounds_planned 1 ... 99).
    m_rounds = new NumberField(tr("Rounds planned"),
        edit::NumberRule { double(limits::kRoundsPlanned.minimum),
            double(limits::kRoundsPlanned.maximum), 0, false },
        page);
    m_rounds->setObjectName(QStringLiteral("roundsPlanned"));
    m_rounds->setPlaceholderText(tr("not given"));
    if (properties.roundsPlanned)
        m_rounds->setValue(*properties.roundsPlanned);
    form->addRow(tr("&Rounds planned"), m_rounds);
    addTextRow(form, kRatingPeriod, properties, m_propertyTexts);
    m_roundDates = new QLineEdit(roundDatesText(m_given.files.trf.roundDates), page);
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
QWidget *EventPropertiesDialog::uscfReportPage(const io::UscfReportDetails &report)
{
    auto *page = new QWidget(this);
    auto *form = new QFormLayout(page);
    for (const TextRow<io::UscfReportDetails> &row : kUscfReportTexts)
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

io::EventParticulars EventPropertiesDialog::particulars() const
{
    io::EventParticulars particulars = m_given;
    EventProperties &properties = particulars.properties;
    io::FileDetails &files = particulars.files;
    for (const auto &[member, edit] : m_propertyTexts)
        properties.*member = text(edit);
    properties.roundsPlanned = m_rounds->wholeValue();
    for (const auto &[member, edit] : m_uscfReportTexts)
        files.uscfReport.*member = text(edit);
    // Dates not retyped stay as given, a kept TRF record 132 included.
    if (m_roundDates->text() != roundDatesText(m_given.files.trf.roundDates))
        files.trf.roundDates = roundDatesOf(m_roundDates->text());
    if (m_h9Class) {
        const QString typed = m_h9Class->text().trimmed().toUpper();
        if (typed != io::writtenH9Class(m_event))
            files.h9.header = io::h9HeaderWithClass(m_event, typed);
    }
    if (m_rules)
        m_rules->writeTo(properties);
    properties.tieBreaks.clear();
    for (const standings::TieBreak &tieBreak : m_tieBreaks->chosen())
        properties.tieBreaks.push_back(standings::documentName(tieBreak));
    return particulars;
}

// A number that cannot be read is shown with its sentence, in its field; nothing is kept.
void EventPropertiesDialog::accept()
{
    for (NumberField *field : { m_rounds, m_rules ? m_rules->unratedRating() : nullptr }) {
        if (!field || field->problem().isEmpty())
            continue;
        m_problem->setText(field->problem());
        showField(field->objectName());
        field->selectAll();
        return;
    }
    QDialog::accept();
}

void EventPropertiesDialog::showRated(const std::vector<io::DetailsChange> &history)
{
    m_ratedNote->setText(tr("The event is rated. Its details change no rating: OK keeps them at "
                            "once, without a correction, in the event's history, and Edit > Undo "
                            "takes them back."));
    m_ratedNote->show();
    auto *list = new QListWidget(this);
    list->setObjectName(QStringLiteral("detailsHistory"));
    list->setAccessibleName(tr("Changes of the details since the event was rated"));
    const QLocale locale;
    for (const io::DetailsChange &change : history)
        list->addItem(
            tr("%1: %2").arg(locale.toString(change.at.toLocalTime(), QLocale::ShortFormat),
                changeText(change.before, change.after)));
    if (history.empty())
        list->addItem(tr("No change since the event was rated."));
    m_pages->addTab(list, tr("&History"));
}

namespace {

// "Label: “before” → “after”" for each text of `rows` that differs.
template <typename Object, std::size_t N>
void addChangedTexts(QStringList &changes, const TextRow<Object> (&rows)[N], const Object &before,
    const Object &after)
{
    for (const TextRow<Object> &row : rows) {
        if (before.*row.member == after.*row.member)
            continue;
        QString label = EventPropertiesDialog::tr(row.label);
        label.remove(QLatin1Char('&'));
        changes << EventPropertiesDialog::tr("%1: “%2” → “%3”")
                       .arg(label, QString::fromStdString(before.*row.member),
                           QString::fromStdString(after.*row.member));
    }
}

} // namespace

QString EventPropertiesDialog::changeText(
    const io::EventParticulars &was, const io::EventParticulars &is)
{
    const EventProperties &before = was.properties;
    const EventProperties &after = is.properties;
    QStringList changes;
    addChangedTexts(changes, kGeneralTexts, before, after);
    if (before.roundsPlanned != after.roundsPlanned)
        changes << tr("Rounds planned: %1 → %2")
                       .arg(before.roundsPlanned ? QString::number(*before.roundsPlanned)
                                                 : tr("not given"),
                           after.roundsPlanned ? QString::number(*after.roundsPlanned)
                                               : tr("not given"));
    const TextRow<EventProperties> ratingPeriod[] = { kRatingPeriod };
    addChangedTexts(changes, ratingPeriod, before, after);
    const std::vector<std::string> &datesBefore = was.files.trf.roundDates;
    const std::vector<std::string> &datesAfter = is.files.trf.roundDates;
    if (datesBefore != datesAfter)
        changes << tr("Round dates: “%1” → “%2”")
                       .arg(roundDatesText(datesBefore), roundDatesText(datesAfter));
    addChangedTexts(changes, kUscfReportTexts, was.files.uscfReport, is.files.uscfReport);
    if (was.files.h9.header != is.files.h9.header)
        changes << tr("EGD tournament class: “%1” → “%2”")
                       .arg(io::writtenH9Class({ {}, was.files }),
                           io::writtenH9Class({ {}, is.files }));
    // What the lines above do not name is on the page of the tie-breaks.
    EventProperties named = before;
    for (const TextRow<EventProperties> &row : kGeneralTexts)
        named.*row.member = after.*row.member;
    named.ratingPeriod = after.ratingPeriod;
    named.roundsPlanned = after.roundsPlanned;
    if (!(named == after))
        changes << tr("the tie-breaks or their rules");
    return changes.join(QStringLiteral("; "));
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
