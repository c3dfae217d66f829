#pragma once

#include "engine/io/DocumentError.h"
#include "engine/model/ListedPlayers.h"

#include <QList>
#include <QString>

#include <functional>
#include <optional>
#include <vector>

namespace rd::desktop {

class DatabaseSession;

// What loading a rating list file gave, as store::ListLoad says it: the list now loaded, or
// the problems of `file` (of `member`, spieler.csv, in the DSB's archive) and nothing changed.
struct ListLoad {
    std::optional<model::RatingListInfo> loaded;
    QString file;
    QString member;
    QList<io::DocumentError> problems;
    QList<io::DocumentError> warnings;
};

// The federations' rating lists in the database, as the windows use them: a list file loaded in
// place of the one of its kind (store::RatingListLoader: the file is checked first, then the
// list replaced in one transaction, the progress told as it goes), the lists loaded, and the
// players found in them. Throws DatabaseError.
class RatingListOperations {
public:
    // Told how far a load has come, in per cent of the file, now and then and at its end.
    using Progress = std::function<void(int percent)>;

    explicit RatingListOperations(DatabaseSession &session, Progress progress = {});

    // The DSB's archive or its spieler.csv, with the club names of `clubsPath` when given.
    ListLoad loadDsb(const QString &path, const QString &clubsPath);
    // FIDE's XML list.
    ListLoad loadFide(const QString &path);

    std::vector<model::RatingListInfo> lists();
    // Players of the loaded lists by name, id or club (store::RatingListRepository::search).
    std::vector<model::ListedMatch> search(const QString &text);

private:
    DatabaseSession &m_session;
    Progress m_progress;
};

} // namespace rd::desktop
