#pragma once

#include "engine/store/RatingListLoader.h"
#include "engine/store/RatingListRepository.h"

#include <QString>

#include <vector>

namespace rd::desktop {

class DatabaseSession;

// The federations' rating lists in the database, as the windows use them: a list file loaded in
// place of the one of its kind (store::RatingListLoader: the file is checked first, then the
// list replaced in one transaction, the progress told as it goes), the lists loaded, and the
// players found in them. Throws DatabaseError.
class RatingListOperations {
public:
    using Progress = store::RatingListLoader::Progress;

    explicit RatingListOperations(DatabaseSession &session, Progress progress = {});

    // The DSB's archive or its spieler.csv, with the club names of `clubsPath` when given.
    store::ListLoad loadDsb(const QString &path, const QString &clubsPath);
    // FIDE's XML list.
    store::ListLoad loadFide(const QString &path);

    std::vector<model::RatingListInfo> lists();
    // Players of the loaded lists by name, id or club (store::RatingListRepository::search).
    std::vector<model::ListedMatch> search(const QString &text);

private:
    store::RatingListLoader loader() const;

    DatabaseSession &m_session;
    Progress m_progress;
};

} // namespace rd::desktop
