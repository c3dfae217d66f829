#pragma once

#include "engine/io/DocumentError.h"
#include "engine/rating/Date.h"
#include "engine/store/RatingListRepository.h"

#include <QString>

#include <functional>
#include <optional>

namespace rd::store {

// What loading a rating list file gave: the list as now loaded, or the problems of the file
// named in `file` (each with its place), and then nothing changed.
struct ListLoad {
    std::optional<RatingListInfo> loaded;
    QString file;
    QList<io::DocumentError> problems;
};

// Loads a federation's rating list file in place of the one of its kind, as the command line and
// the desktop do it: the file is read and checked first, then the list is replaced in one
// transaction. The list is of `date`, or else of the day the file was written.
class RatingListLoader {
public:
    explicit RatingListLoader(Database &database);

    // Told how far a load has come, in per cent of the file, now and then and at its end.
    using Progress = std::function<void(int percent)>;
    void setProgress(Progress progress) { m_progress = std::move(progress); }

    // The DSB's spieler.csv, with the club names of vereine.csv when `clubsPath` is given.
    ListLoad loadDsb(
        const QString &playersPath, const QString &clubsPath, std::optional<Date> date = {});
    // FIDE's XML list, streamed.
    ListLoad loadFide(const QString &path, std::optional<Date> date = {});

private:
    void report(qint64 done, qint64 total) const;

    Database &m_database;
    Progress m_progress;
};

} // namespace rd::store
