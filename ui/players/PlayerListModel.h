#pragma once

#include "desktop/DesktopFwd.h"
#include "engine/model/Players.h"

#include <QAbstractListModel>

#include <vector>

class QWidget;

namespace rd::ui {

// The registry players found by name or federation id as the user types, read again when the
// session's players change. Namesakes are told apart by birth year and federation ids.
class PlayerListModel : public QAbstractListModel {
    Q_OBJECT

public:
    static constexpr int kIdRole = Qt::UserRole + 1;

    // Failures to read are shown over `dialogParent`.
    PlayerListModel(desktop::DatabaseSession &session, desktop::PlayerOperations &players,
        QWidget *dialogParent);

    int rowCount(const QModelIndex &parent = {}) const override;
    QVariant data(const QModelIndex &index, int role = Qt::DisplayRole) const override;

    void setSearch(const QString &search);
    const QString &search() const { return m_search; }

private:
    void reload();

    desktop::DatabaseSession &m_session;
    desktop::PlayerOperations &m_players;
    QWidget *m_dialogParent;
    QString m_search;
    std::vector<model::PlayerSummary> m_found;
    std::vector<QString> m_labels;
};

} // namespace rd::ui
