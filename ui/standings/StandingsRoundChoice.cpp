#include "ui/standings/StandingsRoundChoice.h"

#include "engine/standings/Standings.h"
#include "ui/standings/StandingsModel.h"

#include <QSignalBlocker>

namespace rd::ui {

namespace {

constexpr int kAllRounds = 0; // the item data of "all rounds"

} // namespace

StandingsRoundChoice::StandingsRoundChoice(StandingsModel &model, QWidget *parent)
    : QComboBox(parent)
    , m_model(model)
{
    setObjectName(QStringLiteral("standingsRound"));
    setSizeAdjustPolicy(QComboBox::AdjustToContents);
    offerRounds();
    connect(this, &QComboBox::currentIndexChanged, this, [this] {
        const int round = currentData().toInt();
        m_model.setAfterRound(round == kAllRounds ? std::nullopt : std::optional(round));
    });
    connect(&m_model, &QAbstractItemModel::modelReset, this, &StandingsRoundChoice::offerRounds);
}

void StandingsRoundChoice::offerRounds()
{
    const int last = standings::lastRound(m_model.event());
    const int chosen = m_model.afterRound().value_or(kAllRounds);
    {
        const QSignalBlocker blocker(this);
        clear();
        for (int round = 1; round < last; ++round)
            addItem(tr("round %1").arg(round), round);
        addItem(tr("all rounds"), kAllRounds);
        setCurrentIndex(count() - 1);
        if (chosen != kAllRounds && chosen < last)
            setCurrentIndex(findData(chosen));
    }
    // A round no longer before the last one played: the standings of every round.
    if (chosen != kAllRounds && chosen >= last)
        m_model.setAfterRound(std::nullopt);
}

} // namespace rd::ui
