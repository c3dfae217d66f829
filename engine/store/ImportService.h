#pragma once

#include "engine/io/EventFile.h"
#include "engine/io/ExchangeFormats.h"
#include "engine/io/csv/CsvFormat.h"
#include "engine/store/Database.h"

#include <QString>
#include <QStringList>

#include <optional>
#include <vector>

namespace rd::store {

// Why an imported player is taken for one already in the database.
enum class MatchReason { None, FederationId, NameAndBirthDate, NameAndBirthYear, NameAlone };

// One player of a player list and what importing him does.
struct PlannedPlayer {
    enum class Action { Add, Update, Unchanged };

    io::CsvPlayer player;
    Action action = Action::Add;
    qint64 existingId = 0; // the player he is taken for (Update, Unchanged)
    QString existingName;
    MatchReason reason = MatchReason::None;
    // Action::Add: the players of the same name (letter case and spaces aside) he is not taken
    // for, in the database or on an earlier line, so that a second entry of one person is never
    // made silently: "Weber, Jürgen (born 1965)", "Weber, Jürgen (line 2)".
    QStringList namesakes = {};
};

// A player of an imported event who is taken for one already in the database.
struct EventPlayerMatch {
    QString name;
    qint64 existingId = 0;
    bool byUscfId = false; // by his US Chess id, not by name and birth date
};

// A file read and checked against the database, nothing written yet: the problems by line (any
// problem and nothing can be written), and what writing would do.
struct ImportPlan {
    enum class Kind { Event, Players };

    Kind kind = Kind::Event;
    QString fileName;
    QList<io::DocumentError> problems;
    // Kind::Event: what the user should know of a file that is imported all the same (TRF
    // records kept as they are), by line; the CLI prints them, the desktop app shows them.
    QList<io::DocumentError> warnings;
    std::optional<EventInput> event; // Kind::Event
    io::FileDetails details; // Kind::Event: what the file says besides the event, kept with it
    // Kind::Event: the file as it was and its format, kept with the event (EventSourceRepository)
    QByteArray original;
    io::ExchangeFormat format = io::ExchangeFormat::EventDocument;
    std::vector<EventPlayerMatch> eventMatches;
    io::CsvTable table; // Kind::Players: the file as read, and how its columns are taken
    std::vector<io::PlayerColumn> columns;
    io::CsvReading reading; // Kind::Players: how its dates and decimals are read
    std::vector<PlannedPlayer> players;

    bool canWrite() const { return problems.isEmpty(); }
    // The report in the user's words, one line each: problems, or what will be added, updated
    // or left as it is and which players are taken for existing ones. The CLI prints it and the
    // desktop app shows it, so both say the same.
    QStringList reportLines() const;
};

// What writing a plan did.
struct ImportResult {
    qint64 eventId = 0; // Kind::Event: the new draft
    int added = 0;
    int updated = 0;
    int unchanged = 0;

    // "Imported players: 11 added, …"; with the number of players added beside a namesake.
    QString summary(const ImportPlan &plan) const;
};

// The one way a file comes into the database, for the desktop app and the command line alike:
// an event file (event document, TRF, .h9) becomes a draft event, a CSV player list adds players
// to the registry or updates those it names again. Players are matched to existing ones by
// federation id, then by name and birth date; importing the same list twice changes nothing. A
// TRF file is kept with its event as it was, so that it can be exported as it came.
class ImportService {
public:
    explicit ImportService(Database &database);

    // Reads the file at `path`; a file that cannot be read is the plan's one problem. The format
    // is `format` (csv, json, trf, h9) or, when empty, the file's suffix (.csv is a player list
    // with its columns guessed from the header; anything unknown is read as an event document).
    ImportPlan planFile(const QString &path, const QString &format = QString());
    ImportPlan plan(
        const QString &fileName, const QByteArray &bytes, const QString &format = QString());
    // The US Chess rating report in `folder` (io::readUscfReport): the plan of its one event,
    // with its sections when it has several, or a plan with the report's problems.
    ImportPlan planUscfReport(const QString &folder);
    // The same player list with the columns the user chose; dates and decimals are read as the
    // file's values show, or as the user's locale (QLocale()) writes them (io::readingOf).
    ImportPlan planPlayers(const QString &fileName, const io::CsvTable &table,
        const std::vector<io::PlayerColumn> &columns);

    // Writes the plan in one transaction (run again when another writer was in the way,
    // runInTransaction), matching players again inside it; nothing is written when the plan has
    // problems (it throws DatabaseError then, as for any failed write).
    ImportResult write(const ImportPlan &plan);

private:
    void writePlayers(const ImportPlan &plan, ImportResult &result);
    void matchPlayers(ImportPlan &plan);
    void findNamesakes(ImportPlan &plan);
    void matchEventPlayers(ImportPlan &plan);

    Database &m_database;
};

} // namespace rd::store
