#pragma once

#include "desktop/Outcome.h"
#include "engine/lists/ListLoad.h"
#include "engine/model/ListedPlayers.h"

#include <QList>
#include <QString>

#include <functional>
#include <optional>
#include <vector>

namespace rd::desktop {

class DatabaseSession;

// The federations' rating lists in the database, as the windows use them: a list file loaded in
// place of the one of its kind (store::RatingListLoader: the file is checked first, then the
// list replaced in one transaction, the progress told as it goes), the lists loaded, and the
// players found in them. Each gives an Outcome: its result, or the Failure that says why not.
class RatingListOperations {
public:
    // Told how far a load has come, in per cent of the file, now and then and at its end.
    using Progress = std::function<void(int percent)>;

    explicit RatingListOperations(DatabaseSession &session, Progress progress = {});

    // The DSB's archive or its spieler.csv, with the club names of `clubsPath` when given.
    Outcome<lists::ListLoad> loadDsb(const QString &path, const QString &clubsPath);
    // FIDE's XML list.
    Outcome<lists::ListLoad> loadFide(const QString &path);

    Outcome<std::vector<model::RatingListInfo>> lists();
    // Players of the loaded lists by name, id or club (store::RatingListRepository::search).
    Outcome<std::vector<model::ListedMatch>> search(const QString &text);

private:
    DatabaseSession &m_session;
    Progress m_progress;
};

} // namespace rd::desktop
