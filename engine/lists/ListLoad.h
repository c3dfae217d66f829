#pragma once

#include "engine/io/DocumentError.h"
#include "engine/model/ListedPlayers.h"

#include <QList>
#include <QString>

#include <optional>

namespace rd::lists {

// What loading a rating list file gave: the list as now loaded, or the problems of the file
// named in `file` (each with its place), and then nothing changed. For the DSB's archive
// `member` names the file in it (spieler.csv) that the problems and warnings are of. The
// warnings tell what was loaded otherwise than the file says.
struct ListLoad {
    std::optional<model::RatingListInfo> loaded;
    QString file;
    QString member;
    QList<io::DocumentError> problems;
    QList<io::DocumentError> warnings;
};

} // namespace rd::lists
