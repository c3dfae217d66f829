#include "engine/store/RatingListLoader.h"

#include "engine/io/ZipArchive.h"
#include "engine/lists/DsbList.h"
#include "engine/lists/FideList.h"
#include "engine/lists/ReadAhead.h"

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
    ListLoad load;
    load.file = file.fileName();
    load.problems = { io::unreadableFile(file.errorString()) };
    return load;
}

// How many players are read between two reports of progress.
constexpr qint64 kReportEvery = 4096;

} // namespace

// The files of a DSB list as read from the disk or unpacked from its archive.
struct RatingListLoader::DsbFiles {
    QString path; // the file chosen: spieler.csv or the archive
    bool archive = false;
    QString playersMember; // spieler.csv in the archive
    QByteArray players;
    QDateTime written; // when spieler.csv was written
    QString clubsPath; // vereine.csv beside spieler.csv, or the archive
    QString clubsMember; // vereine.csv in the archive
    std::optional<QByteArray> clubs;
};

// Its verbaende.csv is not read: the registry keeps the club of a player, not his regional
// association.
bool RatingListLoader::unpackDsbArchive(const QByteArray &archive, DsbFiles &files, ListLoad &load)
{
    const QString playersName = QStringLiteral("spieler.csv");
    const QString clubsName = QStringLiteral("vereine.csv");
    const auto members = io::readZipMembers(archive, { playersName, clubsName }, load.problems);
    if (!members)
        return false;
    files.archive = true;
    for (const io::ZipMember &member : *members) {
        const QString name = member.name.section(QLatin1Char('/'), -1).toLower();
        if (name == playersName && files.playersMember.isEmpty()) {
            files.playersMember = member.name;
            files.players = member.bytes;
            if (member.modified.isValid())
                files.written = member.modified;
        } else if (name == clubsName && files.clubsMember.isEmpty()) {
            files.clubsPath = files.path;
            files.clubsMember = member.name;
            files.clubs = member.bytes;
        }
    }
    if (files.playersMember.isEmpty()) {
        load.problems.append({ QStringLiteral("(file)"), io::ReadCode::ListArchiveNoPlayers, {} });
        return false;
    }
    return true;
}

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
    const QString &path, const QString &clubsPath, std::optional<Date> date)
{
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly))
        return unreadable(file);
    DsbFiles files;
    files.path = path;
    files.written = QFileInfo(file).lastModified();
    const QByteArray bytes = file.readAll();
    if (io::isZipArchive(bytes)) {
        ListLoad load;
        load.file = path;
        if (!unpackDsbArchive(bytes, files, load))
            return load;
    } else {
        files.players = bytes;
    }
    if (!clubsPath.isEmpty()) {
        QFile clubs(clubsPath);
        if (!clubs.open(QIODevice::ReadOnly))
            return unreadable(clubs);
        files.clubsPath = clubsPath;
        files.clubsMember.clear();
        files.clubs = clubs.readAll();
    }
    return loadDsb(files, date);
}

ListLoad RatingListLoader::loadDsb(const DsbFiles &files, std::optional<Date> date)
{
    ListLoad load;
    std::optional<lists::DsbClubs> clubs;
    if (files.clubs) {
        clubs = lists::readDsbClubs(*files.clubs, load.problems);
        if (!clubs) {
            load.file = files.clubsPath;
            load.member = files.clubsMember;
            return load;
        }
    } else if (files.archive) {
        load.warnings.append({ QStringLiteral("(file)"), io::ReadCode::ListArchiveNoClubs, {} });
    }
    load.file = files.path;
    load.member = files.playersMember;
    const std::vector<model::ListedPlayer> players
        = lists::readDsbPlayers(files.players, clubs, load.problems, load.warnings);
    if (load.problems.isEmpty() && players.empty())
        load.problems.append({ QStringLiteral("(file)"), io::ReadCode::ListNoPlayers, {} });
    if (!load.problems.isEmpty())
        return load;
    const QDate written = files.written.date();
    load.loaded = RatingListRepository(m_database)
                      .replaceList(QStringLiteral("dsb"),
                          date.value_or(Date { written.year(), written.month(), written.day() }),
                          QFileInfo(files.path).fileName(),
                          [&](const RatingListRepository::AddPlayer &add) {
                              qint64 done = 0;
                              for (const model::ListedPlayer &player : players) {
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
    // FIDE serves its list as a ZIP holding one XML file: it is read as it is unpacked, never
    // whole in memory.
    io::ZipMemberStream zipped;
    const bool zip = io::isZipArchive(file.peek(4));
    if (zip && !zipped.openMember(path, QStringLiteral(".xml"), load.problems))
        return load;
    if (zip)
        load.member = zipped.memberName();
    QIODevice &xml = zip ? static_cast<QIODevice &>(zipped) : file;
    const qint64 size = zip ? zipped.unpackedSize() : file.size();
    load.loaded
        = RatingListRepository(m_database)
              .replaceList(QStringLiteral("fide"), dateOf(path, date), QFileInfo(path).fileName(),
                  [&](const RatingListRepository::AddPlayer &add) {
                      qint64 done = 0;
                      // The list is unpacked and parsed while the players read before
                      // are written.
                      const bool read = lists::ReadAhead::run(
                          [&](const lists::ReadAhead::Take &take) {
                              return lists::readFidePlayers(xml, take, load.problems);
                          },
                          [&] { return zip ? zipped.unpacked() : file.pos(); },
                          [&](const model::ListedPlayer &player, qint64 position) {
                              add(player);
                              if (++done % kReportEvery == 0)
                                  report(position, size);
                          });
                      if (read && done == 0 && load.problems.isEmpty())
                          load.problems.append(
                              { QStringLiteral("(file)"), io::ReadCode::ListNoPlayers, {} });
                      return read && load.problems.isEmpty();
                  });
    report(1, 1);
    return load;
}

} // namespace rd::store
