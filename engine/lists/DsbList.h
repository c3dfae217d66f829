#pragma once

#include "engine/io/DocumentError.h"
#include "engine/lists/ListedPlayer.h"

#include <QByteArray>
#include <QList>

#include <map>
#include <optional>
#include <vector>

namespace rd::lists {

// The DSB's club list (vereine.csv): club code (ZPS or VKZ) -> club name, read by the titles
// of its header line; nullopt, with the errors, when there are no such columns.
std::optional<std::map<QString, QString>> readDsbClubs(
    const QByteArray &bytes, QList<io::DocumentError> &errors);

// The DSB's DWZ list (spieler.csv) in either layout, told by its header: the older one starting
// ZPS,Mgl-Nr,... and the newer one starting ID,VKZ,Mgl-Nr,...; UTF-8 or Latin-1. The club names
// come from `clubs`. Every cell that cannot be read gives an error naming its line and column,
// and then the list should not be loaded.
std::vector<ListedPlayer> readDsbPlayers(const QByteArray &bytes,
    const std::map<QString, QString> &clubs, QList<io::DocumentError> &errors);

} // namespace rd::lists
