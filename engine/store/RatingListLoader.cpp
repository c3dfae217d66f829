#include "engine/store/RatingListLoader.h"

#include "engine/lists/DsbList.h"
#include "engine/lists/FideList.h"

#include <QFile>
#include <QFileInfo>

namespace rd::store {

namespace {

Date dateOf(const QString &path, std::optional<Date> date)
{
    if (date)
        return *date;
    const QDate written = QFileInfo(path).lastModified().date();
    return { written.year(), written.month(), written.day() };
}

ListLoad unreadable(const QFile &file)
{
    return { std::nullopt, file.fileName(), { io::unreadableFile(file.errorString()) } };
}

// How many players are read between two reports of progress.
constexpr qint64 kReportEvery = 4096;

} // namespace

RatingListLoader::RatingListLoader(Database &database)
    : m_database(database)
{
}

void RatingListLoader::report(qint64 done, qint64 total) const
{
    if (m_progress)
        m_progress(total > 0 ? int(done * 100 / total) : 100);
}

ListLoad RatingListLoader::loadDsb(
    const QString &playersPath, const QString &clubsPath, std::optional<Date> date)
{
    ListLoad load;
    std::map<QString, QString> clubs;
    if (!clubsPath.isEmpty()) {
        QFile file(clubsPath);
        if (!file.open(QIODevice::ReadOnly))
            return unreadable(file);
        const auto read = lists::readDsbClubs(file.readAll(), load.problems);
        if (!read) {
            load.file = clubsPath;
            return load;
        }
        clubs = *read;
    }
    QFile file(playersPath);
    if (!file.open(QIODevice::ReadOnly))
        return unreadable(file);
    const std::vector<lists::ListedPlayer> players
        = lists::readDsbPlayers(file.readAll(), clubs, load.problems);
    load.file = playersPath;
    if (!load.problems.isEmpty())
        return load;
    load.loaded = RatingListRepository(m_database)
                      .replaceList(QStringLiteral("dsb"), dateOf(playersPath, date),
                          QFileInfo(playersPath).fileName(),
                          [&](const RatingListRepository::AddPlayer &add) {
                              qint64 done = 0;
                              for (const lists::ListedPlayer &player : players) {
                                  add(player);
                                  if (++done % kReportEvery == 0)
                                      report(done, qint64(players.size()));
                              }
                              return true;
                          });
    report(1, 1);
    return load;
}

ListLoad RatingListLoader::loadFide(const QString &path, std::optional<Date> date)
{
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly))
        return unreadable(file);
    ListLoad load;
    load.file = path;
    load.loaded
        = RatingListRepository(m_database)
              .replaceList(QStringLiteral("fide"), dateOf(path, date), QFileInfo(path).fileName(),
                  [&](const RatingListRepository::AddPlayer &add) {
                      qint64 done = 0;
                      const auto addAndReport = [&](const lists::ListedPlayer &player) {
                          add(player);
                          if (++done % kReportEvery == 0)
                              report(file.pos(), file.size());
                      };
                      return lists::readFidePlayers(file, addAndReport, load.problems)
                          && load.problems.isEmpty();
                  });
    report(1, 1);
    return load;
}

} // namespace rd::store
