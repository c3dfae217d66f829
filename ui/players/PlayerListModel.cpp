#include "ui/players/PlayerListModel.h"

#include "desktop/DatabaseSession.h"
#include "desktop/PlayerOperations.h"
#include "ui/players/RegistryPlayers.h"
#include "ui/widgets/ErrorReport.h"

#include <QWidget>

namespace rd::ui {

PlayerListModel::PlayerListModel(
    desktop::DatabaseSession &session, desktop::PlayerOperations &players, QWidget *dialogParent)
    : QAbstractListModel(dialogParent)
    , m_session(session)
    , m_players(players)
    , m_dialogParent(dialogParent)
{
    connect(&session, &desktop::DatabaseSession::playersChanged, this, &PlayerListModel::reload);
}

int PlayerListModel::rowCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : static_cast<int>(m_found.size());
}

QVariant PlayerListModel::data(const QModelIndex &index, int role) const
{
    if (!index.isValid() || index.row() >= rowCount())
        return {};
    const auto row = static_cast<std::size_t>(index.row());
    switch (role) {
    case Qt::DisplayRole:
        return m_labels[row];
    case Qt::ToolTipRole:
        return m_found[row].federationIds.join(QLatin1Char(' '));
    case kIdRole:
        return m_found[row].id;
    default:
        return {};
    }
}

void PlayerListModel::setSearch(const QString &search)
{
    m_search = search;
    reload();
}

void PlayerListModel::reload()
{
    beginResetModel();
    m_found.clear();
    m_labels.clear();
    if (m_session.isOpen()) {
        auto found = m_players.find(m_search);
        if (ErrorReport::succeeded(m_dialogParent, tr("Finding players"), found)) {
            m_found = std::move(found->players);
            // Namesakes among those found are told apart.
            m_labels.reserve(m_found.size());
            for (std::size_t i = 0; i < m_found.size(); ++i)
                m_labels.push_back(
                    found->hasNamesake[i] ? registryPlayerLabel(m_found[i]) : m_found[i].name);
        }
    }
    endResetModel();
}

} // namespace rd::ui
