#pragma once

#include <QAbstractTableModel>

#include <functional>

namespace rd::ui {

class EventDraft;

// A table of an event draft whose cells are edited in place, each edit one step of the draft
// (CrosstableModel, PairingModel, GoGameLineModel): a table of rows() and columns() without
// children, a cell editable where isEditable() says so, and a value typed into it goes to
// setCell().
class DraftTableModel : public QAbstractTableModel {
    Q_OBJECT

public:
    int rowCount(const QModelIndex &parent = {}) const final;
    int columnCount(const QModelIndex &parent = {}) const final;
    Qt::ItemFlags flags(const QModelIndex &index) const final;
    bool setData(const QModelIndex &index, const QVariant &value, int role = Qt::EditRole) final;

protected:
    DraftTableModel(EventDraft &draft, QObject *parent);

    virtual int rows() const = 0;
    virtual int columns() const = 0;
    // Whether the cell at `index` (a valid one) takes a value.
    virtual bool isEditable(const QModelIndex &index) const = 0;
    // Enters `value`, typed into the editable cell at `index`, into the draft; true when the
    // draft took it.
    virtual bool setCell(const QModelIndex &index, const QVariant &value) = 0;

    // Changes the number of rows from `before` to `after` by `take`, the rows added or removed
    // at the end, so that a view keeps its current cell and an open editor moves on as it should.
    void resizeRows(int before, int after, const std::function<void()> &take);

    EventDraft &m_draft;
};

} // namespace rd::ui
