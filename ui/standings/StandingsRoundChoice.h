#pragma once

#include <QComboBox>

namespace rd::ui {

class StandingsModel;

// The round the standings are shown after: "round 1" up to the round before the last one played,
// and "all rounds" (the default). The choice stays while results are typed, as long as that
// round is still before the last one played.
class StandingsRoundChoice : public QComboBox {
    Q_OBJECT

public:
    explicit StandingsRoundChoice(StandingsModel &model, QWidget *parent = nullptr);

private:
    void offerRounds();

    StandingsModel &m_model;
};

} // namespace rd::ui
