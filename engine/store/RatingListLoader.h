#pragma once

#include "engine/lists/ListLoad.h"
#include "engine/rating/Date.h"
#include "engine/store/RatingListRepository.h"

#include <QByteArray>
#include <QString>

#include <functional>
#include <optional>

namespace rd::store {

using lists::ListLoad;

// Loads a federation's rating list file in place of the one of its kind, as the command line and
// the desktop do it: the file is read and checked first, then the list is replaced in one
// transaction. The list is of `date`, or else of the day the file was written.
class RatingListLoader {
public:
    explicit RatingListLoader(Database &database);

    // Told how far a load has come, in per cent of the file, now and then and at its end.
    using Progress = std::function<void(int percent)>;
    void setProgress(Progress progress) { m_progress = std::move(progress); }

    // The DSB's list: the archive it is served as (LV-0-csv.zip: spieler.csv, vereine.csv), or
    // its spieler.csv alone, told by the file's first bytes. The club names come from
    // `clubsPath` when it is given, else from the archive's vereine.csv. A list from the archive
    // is of the day its spieler.csv was written, as the archive records it.
    ListLoad loadDsb(
        const QString &path, const QString &clubsPath = {}, std::optional<Date> date = {});
    // FIDE's XML list, streamed; also the ZIP that FIDE serves it in, read from the archive as
    // it is unpacked.
    ListLoad loadFide(const QString &path, std::optional<Date> date = {});

private:
    struct DsbFiles;
    // spieler.csv and vereine.csv from the DSB's archive; false, with the problem, when it
    // cannot be unpacked or has no spieler.csv.
    static bool unpackDsbArchive(const QByteArray &archive, DsbFiles &files, ListLoad &load);
    ListLoad loadDsb(const DsbFiles &files, std::optional<Date> date);
    void report(qint64 done, qint64 total) const;

    Database &m_database;
    Progress m_progress;
};

} // namespace rd::store
