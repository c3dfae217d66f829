#pragma once

#include "engine/store/PlayerRepository.h"

#include <QStandardItemModel>
#include <QStringList>

#include <optional>
#include <vector>

namespace rd::ui {

// A registry player told apart from his namesakes: "Weber, Jürgen (1961, dsb:12345)".
QString registryPlayerLabel(const store::PlayerSummary &player);

// The registry's players as the add-player fields offer them: each row shows the label, and
// holds the player's id and name.
class RegistryPlayers : public QStandardItemModel {
    Q_OBJECT

public:
    static constexpr int kIdRole = Qt::UserRole + 1;
    static constexpr int kNameRole = Qt::UserRole + 2;

    explicit RegistryPlayers(QObject *parent = nullptr);

    void setPlayers(const std::vector<store::PlayerSummary> &players);
    // The row whose label is `label` exactly, as a chosen suggestion leaves it in the field.
    std::optional<int> rowOfLabel(const QString &label) const;
    // The rows of the players named `name` (letter case and spaces aside).
    QList<int> rowsNamed(const QString &name) const;
};

} // namespace rd::ui
