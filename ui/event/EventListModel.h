#pragma once

#include "desktop/DesktopFwd.h"
#include "engine/model/Events.h"

#include <QAbstractTableModel>

#include <vector>

class QWidget;

namespace rd::ui {

// The events of the session's database: number, name, end, system and status. It follows the
// session: read again when events change, events other desktops edit set apart in italics, their
// status and tooltip saying who edits them since when.
class EventListModel : public QAbstractTableModel {
    Q_OBJECT

public:
    enum Column { Number, Name, Ends, System, Status, ColumnCount };
    static constexpr int kIdRole = Qt::UserRole + 1;

    // Failures to read are shown over `dialogParent`.
    EventListModel(
        desktop::DatabaseSession &session, desktop::EventOperations &events, QWidget *dialogParent);

    int rowCount(const QModelIndex &parent = {}) const override;
    int columnCount(const QModelIndex &parent = {}) const override;
    QVariant data(const QModelIndex &index, int role = Qt::DisplayRole) const override;
    QVariant headerData(int section, Qt::Orientation orientation, int role) const override;

    qint64 eventAt(int row) const;
    // The row of `eventId`, -1 when it is not listed.
    int rowOf(qint64 eventId) const;
    // The draft being edited is listed with its name, end date and system as typed.
    void showTypedDraft(qint64 eventId, const QString &name, const Date &end, RatingSystem system);

private:
    void reload();
    QString stateOf(const model::EventSummary &event) const;

    desktop::DatabaseSession &m_session;
    desktop::EventOperations &m_events;
    QWidget *m_dialogParent;
    std::vector<model::EventSummary> m_rows;
};

} // namespace rd::ui
