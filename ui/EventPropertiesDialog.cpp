#include "ui/EventPropertiesDialog.h"

#include "engine/standings/TieBreak.h"
#include "ui/StatePalette.h"

#include <QDialogButtonBox>
#include <QFormLayout>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QSpinBox>

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

} // namespace

EventPropertiesDialog::EventPropertiesDialog(const EventProperties &properties, QWidget *parent)
    : QDialog(parent)
    , m_organiser(field(properties.organiser, QStringLiteral("organiser"), this))
    , m_place(field(properties.place, QStringLiteral("place"), this))
    , m_federation(field(properties.federation, QStringLiteral("federation"), this))
    , m_chiefArbiter(field(properties.chiefArbiter, QStringLiteral("chiefArbiter"), this))
    , m_deputyArbiter(field(properties.deputyArbiter, QStringLiteral("deputyArbiter"), this))
    , m_timeControl(field(properties.timeControl, QStringLiteral("timeControl"), this))
    , m_rounds(new QSpinBox(this))
    , m_ratingPeriod(field(properties.ratingPeriod, QStringLiteral("ratingPeriod"), this))
    , m_tieBreaks(field({}, QStringLiteral("tieBreaks"), this))
    , m_problem(new QLabel(this))
    , m_given(properties)
{
    QStringList tieBreaks;
    for (const std::string &name : properties.tieBreaks)
        tieBreaks << QString::fromStdString(name);
    m_tieBreaks->setText(tieBreaks.join(QStringLiteral(", ")));
    m_tieBreaks->setPlaceholderText(tr("e.g. BH-C1, BH, SB, DE, WIN; empty: the usual order"));
    m_tieBreaks->setToolTip(
        tr("FIDE C.07: DE, WIN, WON, BPG, BWG, PS, REP, STD, TPN, BH, AOB, FB, SB, KS, ARO, "
           "TPR, PTP, APRO, APPO, RTNG; cuts -C1, -C2, medians -M1, -M2 (BH-C1); Go: SOS, "
           "SOSOS, SODOS"));
    m_problem->setObjectName(QStringLiteral("problem"));
    StatePalette::setTextState(m_problem, State::Error);
    m_problem->setVisible(false);
    setWindowTitle(tr("Event details"));
    m_federation->setPlaceholderText(tr("e.g. GER"));
    m_timeControl->setPlaceholderText(tr("e.g. 90 min/40 moves + 30 min + 30 s/move"));
    m_rounds->setObjectName(QStringLiteral("roundsPlanned"));
    // 0 stands for "not given" (event-document.md: rounds_planned 1 ... 99).
    m_rounds->setRange(0, 99);
    m_rounds->setSpecialValueText(tr("not given"));
    m_rounds->setValue(properties.roundsPlanned.value_or(0));
    auto *buttons = new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel, this);
    connect(buttons, &QDialogButtonBox::accepted, this, &QDialog::accept);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    auto *form = new QFormLayout(this);
    form->addRow(tr("&Organiser or club"), m_organiser);
    form->addRow(tr("&Place"), m_place);
    form->addRow(tr("&Federation"), m_federation);
    form->addRow(tr("&Chief arbiter"), m_chiefArbiter);
    form->addRow(tr("&Deputy arbiter"), m_deputyArbiter);
    form->addRow(tr("&Time control"), m_timeControl);
    form->addRow(tr("&Rounds planned"), m_rounds);
    form->addRow(tr("Rating p&eriod or event code"), m_ratingPeriod);
    form->addRow(tr("Tie-&breaks"), m_tieBreaks);
    form->addRow(m_problem);
    form->addRow(buttons);
    // Names that are no tie-break are said at once, and the details cannot be taken with them.
    connect(m_tieBreaks, &QLineEdit::textChanged, this, [this, buttons] {
        const QString typed = m_tieBreaks->text().trimmed();
        const bool known
            = typed.isEmpty() || standings::parseTieBreakList(typed.toStdString()).has_value();
        m_problem->setText(known
                ? QString()
                : tr("\"%1\" holds a name that is no tie-break; see the tooltip.").arg(typed));
        m_problem->setVisible(!known);
        buttons->button(QDialogButtonBox::Ok)->setEnabled(known);
    });
    setMinimumWidth(480);
}

EventProperties EventPropertiesDialog::properties() const
{
    EventProperties properties = m_given;
    properties.organiser = text(m_organiser);
    properties.place = text(m_place);
    properties.federation = text(m_federation);
    properties.chiefArbiter = text(m_chiefArbiter);
    properties.deputyArbiter = text(m_deputyArbiter);
    properties.timeControl = text(m_timeControl);
    properties.roundsPlanned.reset();
    if (m_rounds->value() > 0)
        properties.roundsPlanned = m_rounds->value();
    properties.ratingPeriod = text(m_ratingPeriod);
    properties.tieBreaks.clear();
    if (const auto tieBreaks = standings::parseTieBreakList(text(m_tieBreaks))) {
        for (const standings::TieBreak &tieBreak : *tieBreaks)
            properties.tieBreaks.push_back(standings::documentName(tieBreak));
    }
    return properties;
}

} // namespace rd::ui
