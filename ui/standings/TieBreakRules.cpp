#include "ui/standings/TieBreakRules.h"

#include "engine/edit/CrosstableNotation.h"
#include "engine/rating/InputLimits.h"
#include "engine/standings/Rules.h"
#include "report/DisplayNames.h"
#include "ui/widgets/NumberField.h"

#include <QCheckBox>
#include <QComboBox>
#include <QFormLayout>

namespace rd::ui {

namespace {

QString editionName(TieBreakEdition edition)
{
    return QString::fromStdString(kTieBreakEditionNames.nameOf(edition));
}

// The rating an unrated player counts with: event-document.md allows 0 ... 3500; empty stands
// for none.
const edit::NumberRule kUnratedRatingRule { double(limits::kRating.minimum),
    double(limits::kRating.maximum), 0, false };

} // namespace

TieBreakRules::TieBreakRules(const EventInput &event, QWidget *parent)
    : QWidget(parent)
{
    const EventProperties &properties = event.event.properties;
    m_edition = new QComboBox(this);
    m_edition->setObjectName(QStringLiteral("tieBreakEdition"));
    m_edition->addItem(
        tr("By the event's date (%1)").arg(editionName(standings::editionInForce(event.event))));
    for (const TieBreakEdition edition : { TieBreakEdition::Fide2023, TieBreakEdition::Fide2026 })
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
    m_unratedRating = new NumberField(tr("Unrated players count as"), kUnratedRatingRule, this);
    m_unratedRating->setObjectName(QStringLiteral("unratedRating"));
    m_unratedRating->setPlaceholderText(tr("none: those tie-breaks are left out"));
    if (properties.unratedRating)
        m_unratedRating->setValue(*properties.unratedRating);
    m_unratedRating->setHint(
        tr("FIDE C.07 art. 10: the tie-breaks from ratings (ARO, TPR, PTP, APRO, APPO, "
           "RTNG) are left out when an unrated player takes part, unless the event's rules "
           "give unrated players a rating. That rating is set here."));
    m_directEncounterForfeits
        = new QCheckBox(tr("D&irect encounter counts forfeits between the tied players"), this);
    m_directEncounterForfeits->setObjectName(QStringLiteral("directEncounterForfeits"));
    m_directEncounterForfeits->setChecked(properties.directEncounterForfeits);
    m_directEncounterForfeits->setToolTip(
        tr("FIDE C.07 art. 6.1.1: forfeited games between the tied players are left out of "
           "the direct encounter unless the event's rules count them; in a round robin they "
           "always count."));
    m_pairingByePoints = new QComboBox(this);
    m_pairingByePoints->setObjectName(QStringLiteral("pairingByePoints"));
    for (const double points : kPairingByePointValues)
        m_pairingByePoints->addItem(edit::pointsText(points), points);
    m_pairingByePoints->setCurrentIndex(m_pairingByePoints->findData(properties.pairingByePoints));
    m_pairingByePoints->setToolTip(
        tr("FIDE C.07 art. 16.2.1 and C.04.1: a player the pairing leaves without opponent "
           "scores the points of a win unless the event's rules say otherwise. Byes the "
           "player asked for keep their own points."));
    m_rating = new QComboBox(this);
    m_rating->setObjectName(QStringLiteral("tieBreakRating"));
    m_rating->addItem(
        tr("%1, or FIDE when no player has one").arg(report::DisplayNames::system(event.system)),
        static_cast<int>(TieBreakRating::National));
    m_rating->addItem(tr("FIDE"), static_cast<int>(TieBreakRating::Fide));
    m_rating->setCurrentIndex(m_rating->findData(static_cast<int>(properties.tieBreakRating)));
    m_rating->setToolTip(
        tr("FIDE C.07 art. 10: the rating the tie-breaks from ratings (ARO, TPR, PTP, APRO, "
           "APPO, RTNG) count with, as the event's rules say: the event's national rating "
           "or the FIDE rating."));
    auto *form = new QFormLayout(this);
    form->setContentsMargins({});
    form->addRow(tr("C.07 editio&n"), m_edition);
    form->addRow(tr("Unrated p&layers count as"), m_unratedRating);
    form->addRow(m_directEncounterForfeits);
    form->addRow(tr("Pairing-allocated b&ye scores"), m_pairingByePoints);
    form->addRow(tr("Rating that count&s"), m_rating);
}

void TieBreakRules::writeTo(EventProperties &properties) const
{
    const QVariant edition = m_edition->currentData();
    properties.tieBreakEdition.reset();
    if (edition.isValid())
        properties.tieBreakEdition = static_cast<TieBreakEdition>(edition.toInt());
    properties.unratedRating = m_unratedRating->wholeValue();
    properties.directEncounterForfeits = m_directEncounterForfeits->isChecked();
    properties.pairingByePoints = m_pairingByePoints->currentData().toDouble();
    properties.tieBreakRating = static_cast<TieBreakRating>(m_rating->currentData().toInt());
}

} // namespace rd::ui
