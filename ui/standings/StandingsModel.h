#pragma once

#include "engine/standings/Standings.h"

#include <QAbstractTableModel>

class QLabel;
class QTableView;
class QWidget;

namespace rd::ui {

class EventDraft;

// The standings of the chess event being edited, beside its crosstable: rank (shared ranks as
// "2–3", a place decided by lot or by the arbiter marked, its note as the tip), start number,
// name, points and the event's tie-breaks, again after every change; of every round played, or
// after an earlier round (standings::computeStandings, as `db standings --after-round` has it).
class StandingsModel : public QAbstractTableModel {
    Q_OBJECT

public:
    explicit StandingsModel(const EventDraft &draft, QObject *parent = nullptr);

    int rowCount(const QModelIndex &parent = {}) const override;
    int columnCount(const QModelIndex &parent = {}) const override;
    QVariant data(const QModelIndex &index, int role = Qt::DisplayRole) const override;
    QVariant headerData(
        int section, Qt::Orientation orientation, int role = Qt::DisplayRole) const override;

    const standings::Standings &standings() const { return m_standings; }
    // The round the standings are shown after; none for every round played.
    std::optional<int> afterRound() const { return m_afterRound; }
    void setAfterRound(std::optional<int> round);
    const EventInput &event() const;
    int rowOf(const std::string &playerId) const;
    QString playerName(const std::string &playerId) const;

private:
    void refresh();

    const EventDraft &m_draft;
    std::optional<int> m_afterRound;
    standings::Standings m_standings;
};

// The table that shows the standings of `draft` beside an editor, with the arbiter's actions
// on ties (TieOrderActions).
QTableView *createStandingsView(EventDraft &draft, QWidget *parent);
// The notes under that table: what the marks of its ranks mean (the lot's seed), and the
// arbiter's orders that no longer match a tie; hidden while there is none.
QLabel *createStandingsNotes(const QTableView &standingsView, QWidget *parent);

} // namespace rd::ui
