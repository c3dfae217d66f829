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

} // namespace

RatingListLoader::RatingListLoader(Database &database)
    : m_database(database)
{
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
                              for (const lists::ListedPlayer &player : players)
                                  add(player);
                              return true;
                          });
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
                      return lists::readFidePlayers(file, add, load.problems)
                          && load.problems.isEmpty();
                  });
    return load;
}

} // namespace rd::store
