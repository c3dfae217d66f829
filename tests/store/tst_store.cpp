// The database: schema and migrations, import round trips, preview without writing, commit,
// chronological re-evaluation of late entries and corrections, Restpartien, two writers. On
// SQLite, and with RD_TEST_BACKEND=postgresql on PostgreSQL, but for the tests of SQLite files.
#include "engine/generator/HistoryGenerator.h"
#include "engine/io/document/EventDocumentReader.h"
#include "engine/io/document/EventDocumentWriter.h"
#include "engine/io/trf/TrfFormat.h"
#include "engine/rating/Evaluator.h"
#include "engine/store/DatabaseBackup.h"
#include "engine/store/DatabaseCopy.h"
#include "engine/store/EvaluationService.h"
#include "engine/store/HistoryRepository.h"
#include "engine/store/Schema.h"
#include "tests/DatabaseLocation.h"
#include "tests/TestData.h"

#include <QDir>
#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QSet>
#include <QSqlDatabase>
#include <QSqlRecord>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>

#include <memory>
#include <stdexcept>
#include <sys/stat.h>
#include <thread>

Q_DECLARE_METATYPE(std::shared_ptr<std::exception>)

using namespace rd::store;
using namespace rd::model;
using rd::test::DatabaseLocation;

namespace {

// Three players of a Swiss over five rounds, the second entering in round 2, the third leaving
// from round 3; the first and third are kept apart; Baku acceleration, one half-point bye each,
// missed rounds worth half a point, and round 2 paired without results.
const QByteArray kRoundsEvent = R"({"format": "ratingdesk-event", "version": 1, "system": "dwz",
  "event": { "name": "Open 2026", "end_date": "2026-05-10", "rounds_planned": 5,
             "acceleration": "baku", "requested_bye_limit": 1, "missed_round_points": 0.5 },
  "players": [ { "id": "a", "name": "Meyer, Jan", "birth_year": 1970 },
               { "id": "b", "name": "Lang, Petra", "birth_year": 1971, "first_round": 2 },
               { "id": "c", "name": "Bauer, Otto", "birth_year": 1972, "withdrawn_from": 3 } ],
  "games": [ { "round": 1, "white": "a", "black": "c", "result": "1-0" },
             { "round": 2, "white": "b", "black": "c", "result": "*" } ],
  "byes": [ { "round": 2, "player": "a", "unpaired": true } ],
  "forbidden_pairs": [ [ "a", "c" ] ] })";

// kRoundsEvent as the store gives it back, its players named by their numbers in the registry.
void checkRounds(const rd::EventInput &event)
{
    QCOMPARE(event.players.size(), std::size_t { 3 });
    QVERIFY(!event.players[0].firstRound && !event.players[0].withdrawnFrom);
    QCOMPARE(event.players[1].firstRound, std::optional(2));
    QCOMPARE(event.players[2].withdrawnFrom, std::optional(3));
    QCOMPARE(event.forbiddenPairs.size(), std::size_t { 1 });
    QCOMPARE(event.forbiddenPairs[0].player, event.players[0].id);
    QCOMPARE(event.forbiddenPairs[0].other, event.players[2].id);
    QCOMPARE(event.chessGames.size(), std::size_t { 2 });
    QCOMPARE(event.chessGames[1].result, rd::GameResult::NotPlayed);
    const rd::EventProperties &rules = event.event.properties;
    QCOMPARE(rules.acceleration, rd::PairingAcceleration::Baku);
    QCOMPARE(rules.requestedByeLimit, std::optional(1));
    QCOMPARE(rules.missedRoundPoints, 0.5);
}

rd::EventInput parse(const QByteArray &json)
{
    const auto read = rd::io::readEventDocument(json);
    if (!read.event)
        qFatal("invalid test document: %s", qPrintable(read.errors.first().toString()));
    return *read.event;
}

// A DWZ tournament of adults (born 1970): `games` as {white, black, result} by name.
QByteArray dwzEvent(const QString &name, const QString &endDate,
    const QList<std::tuple<QString, int, int>> &players, const QList<QStringList> &games)
{
    QJsonArray playerArray;
    for (const auto &[player, rating, index] : players) {
        QJsonObject object { { "id", player }, { "name", player }, { "birth_year", 1970 } };
        if (rating > 0)
            object.insert("dwz", QJsonObject { { "rating", rating }, { "index", index } });
        playerArray.append(object);
    }
    QJsonArray gameArray;
    for (const QStringList &game : games)
        gameArray.append(
            QJsonObject { { "white", game[0] }, { "black", game[1] }, { "result", game[2] } });
    const QJsonObject document { { "format", "ratingdesk-event" }, { "version", 1 },
        { "system", "dwz" }, { "event", QJsonObject { { "name", name }, { "end_date", endDate } } },
        { "players", playerArray }, { "games", gameArray } };
    return QJsonDocument(document).toJson();
}

// Whether a row of `Rows` can be read by the place of a column.
template <typename Rows>
concept ReadsAColumnByItsPlace = requires(const Rows &rows)
{
    rows.value(0);
};

// The stored after-state of every player of every rated event, in a comparable form.
QStringList storedRatings(Database &database)
{
    Rows query = database.run(QStringLiteral(
        "SELECT e.name AS event, p.name AS player, ev.after AS after FROM evaluations ev"
        " JOIN events e ON e.id = ev.event_id"
        " JOIN players p ON p.id = ev.player_id ORDER BY e.name, p.name"));
    QStringList rows;
    while (query.next())
        rows << query.value(QStringLiteral("event")).toString() + QLatin1Char('|')
                + query.value(QStringLiteral("player")).toString() + QLatin1Char('|')
                + query.value(QStringLiteral("after")).toString();
    return rows;
}

// A SAGC record sheet of the Go club below: its players with their first states, `games` as
// {white, black, winner} by name, in entry order.
QByteArray goSheet(const QString &name, const QString &date, const QStringList &players,
    const QList<QStringList> &games)
{
    const std::map<QString, std::pair<QString, int>> firstStates
        = { { "Anna", { "14k", 200 } }, { "Ben", { "16k", -100 } }, { "Cleo", { "15k", 0 } },
              { "Dan", { "10k", 500 } }, { "Eve", { "12k", -300 } } };
    QJsonArray playerArray;
    for (const QString &player : players) {
        const auto &[rank, index] = firstStates.at(player);
        playerArray.append(QJsonObject { { "id", player }, { "name", player },
            { "sagc", QJsonObject { { "rank", rank }, { "index", index } } } });
    }
    QJsonArray gameArray;
    for (const QStringList &game : games)
        gameArray.append(QJsonObject {
            { "white", game[0] }, { "black", game[1] }, { "winner", game[2] }, { "date", date } });
    return QJsonDocument(
        QJsonObject { { "format", "ratingdesk-event" }, { "version", 1 }, { "system", "sagc" },
            { "event", QJsonObject { { "name", name }, { "end_date", date } } },
            { "players", playerArray }, { "games", gameArray } })
        .toJson();
}

// Everything rated events leave behind, by event and player name in a comparable form: the
// evaluation rows with the state each player takes on, the evaluation documents, and every
// SAGC record-sheet line in the order of its sequence number. States and documents name players
// by id, which agree between databases filled with the same players in the same order.
QStringList storedEverything(Database &database)
{
    QStringList rows;
    Rows evaluations = database.run(QStringLiteral(
        "SELECT e.name, p.name, ev.status, ev.before, ev.after, ev.details, ev.state_after"
        " FROM evaluations ev JOIN events e ON e.id = ev.event_id"
        " JOIN players p ON p.id = ev.player_id ORDER BY e.name, p.name"));
    Rows documents
        = database.run(QStringLiteral("SELECT e.name, d.document FROM evaluation_documents d"
                                      " JOIN events e ON e.id = d.event_id ORDER BY e.name"));
    Rows lines = database.run(QStringLiteral(
        "SELECT e.name, p.name, o.name, s.opponent_rank, s.colour, s.handicap, s.komi, s.winner,"
        " s.status_factor, s.change, s.new_index, s.new_rank, s.date, s.comment"
        " FROM sagc_entries s JOIN events e ON e.id = s.event_id"
        " JOIN players p ON p.id = s.player_id JOIN players o ON o.id = s.opponent_id"
        " ORDER BY s.sequence"));
    for (Rows *query : { &evaluations, &documents, &lines }) {
        while (query->next()) {
            QStringList columns;
            for (const QVariant &value : query->values())
                columns << value.toString();
            rows << columns.join(QLatin1Char('|'));
        }
    }
    return rows;
}

qint64 importAndCommit(Database &database, const QByteArray &json)
{
    EventRepository events(database);
    qint64 id = 0;
    {
        Transaction transaction(database);
        id = events.importEvent(parse(json));
        transaction.commit();
    }
    EvaluationService service(database);
    service.commit(service.preview(id));
    return id;
}

const QList<std::tuple<QString, int, int>> kClub
    = { { "Anna", 1650, 12 }, { "Bernd", 1580, 30 }, { "Clara", 1500, 5 } };

// A SQLite file as schema `version` left it, written without ratingdesk's Database: the
// migrations up to it, the version in the header, then `statements`. False when one fails.
bool writeOldDatabase(
    const QString &path, int version, std::initializer_list<const char *> statements)
{
    const QString connection = QStringLiteral("schema-version-%1").arg(version);
    bool written = true;
    {
        QSqlDatabase old = QSqlDatabase::addDatabase(QStringLiteral("QSQLITE"), connection);
        old.setDatabaseName(path);
        written = old.open();
        QSqlQuery query(old);
        for (int next = 1; written && next <= version; ++next) {
            for (const QString &statement : migrationTo(next, rd::store::Location::Kind::Sqlite))
                written = written && query.exec(statement);
        }
        written = written && query.exec(QStringLiteral("PRAGMA user_version = %1").arg(version));
        for (const char *statement : statements) {
            written = written && query.exec(QString::fromLatin1(statement));
            if (!written)
                qWarning("%s: %s", statement, qPrintable(query.lastError().text()));
        }
        query.finish();
        old.close();
    }
    QSqlDatabase::removeDatabase(connection);
    return written;
}

// The schema version in the header of the SQLite file at `path`, read without ratingdesk's
// Database (which would migrate it).
int headerVersionOf(const QString &path)
{
    const QString connection = QStringLiteral("header-version");
    int version = -1;
    {
        QSqlDatabase file = QSqlDatabase::addDatabase(QStringLiteral("QSQLITE"), connection);
        file.setDatabaseName(path);
        QSqlQuery query(file);
        if (file.open() && query.exec(QStringLiteral("PRAGMA user_version")) && query.next())
            version = query.value(0).toInt();
        query.finish();
        file.close();
    }
    QSqlDatabase::removeDatabase(connection);
    return version;
}

// The one backup kept before the file at `path` was migrated from `version`, or nothing.
QString migrationBackupOf(const QString &path, int version)
{
    const QDir folder(BackupFolder::of(path));
    const QStringList found
        = folder.entryList({ QStringLiteral("*-version-%1.sqlite").arg(version) }, QDir::Files);
    return found.size() == 1 ? folder.filePath(found.first()) : QString();
}

// Whether this process holds a POSIX lock on the file at `path`, as SQLite does on a database
// it has open: /proc/locks lines read "1: POSIX ADVISORY READ PID MAJOR:MINOR:INODE START END".
bool holdsLockOn(const QString &path)
{
    struct stat status { };
    QFile locks(QStringLiteral("/proc/locks"));
    if (stat(QFile::encodeName(path).constData(), &status) != 0 || !locks.open(QIODevice::ReadOnly))
        return false;
    const QByteArray inode = ':' + QByteArray::number(static_cast<quint64>(status.st_ino));
    for (const QByteArray &line : locks.readAll().split('\n')) {
        const QByteArrayList fields = line.simplified().split(' ');
        if (fields.size() >= 6 && fields[1] == "POSIX"
            && fields[4].toLongLong() == QCoreApplication::applicationPid()
            && fields[5].endsWith(inode))
            return true;
    }
    return false;
}

// Every row of every table as text, tables in order and rows sorted: two databases with the
// same history give the same list.
QStringList rowsOf(Database &database)
{
    QStringList all;
    for (const QString &table : tablesInOrder()) {
        QStringList rows;
        Rows query = database.run(QStringLiteral("SELECT * FROM %1").arg(table));
        while (query.next()) {
            QStringList values;
            const QVariantList row = query.values();
            for (int i = 0; i < query.record().count(); ++i)
                values << query.record().fieldName(i) + QLatin1Char('=') + row.at(i).toString();
            values.sort();
            rows << table + QLatin1Char(' ') + values.join(QLatin1Char('|'));
        }
        rows.sort();
        all += rows;
    }
    return all;
}

} // namespace

class TestStore : public QObject {
    Q_OBJECT

private slots:
    void initTestCase()
    {
        if (const QString reason = DatabaseLocation::unavailable(); !reason.isEmpty())
            QSKIP(qPrintable(reason));
    }

    void createsTheSchemaInAnEmptyFile()
    {
        if (DatabaseLocation::onPostgresql())
            QSKIP("about the SQLite file: its journal mode, pragmas and backup copy");
        QTemporaryDir dir;
        Database database(dir.filePath("new/club.sqlite"), Database::Opening::CreateIfMissing);
        QCOMPARE(database.schemaVersion(), Database::kSchemaVersion);
        QCOMPARE(database.integrityCheck(), QStringLiteral("ok"));
        Rows mode = database.run(QStringLiteral("PRAGMA journal_mode"));
        QVERIFY(mode.next());
        QCOMPARE(mode.value(QStringLiteral("journal_mode")).toString(), QStringLiteral("wal"));
        Rows keys = database.run(QStringLiteral("PRAGMA foreign_keys"));
        QVERIFY(keys.next());
        QCOMPARE(keys.value(QStringLiteral("foreign_keys")).toInt(), 1);
        // Nothing to keep a copy of for an empty file.
        QVERIFY(!QFile::exists(BackupFolder::of(dir.filePath("new/club.sqlite"))));
    }

    void refusesAnotherProgramsDatabase()
    {
        if (DatabaseLocation::onPostgresql())
            QSKIP("about another program's SQLite file");
        // An SQLite file of another program (schema version 0, tables of its own) is not made a
        // ratingdesk database: it is refused with a sentence and left as it was.
        QTemporaryDir dir;
        const QString path = dir.filePath("notes.sqlite");
        {
            QSqlDatabase raw
                = QSqlDatabase::addDatabase(QStringLiteral("QSQLITE"), QStringLiteral("raw"));
            raw.setDatabaseName(path);
            QVERIFY(raw.open());
            QSqlQuery(raw).exec(QStringLiteral("CREATE TABLE notes (text TEXT)"));
            raw.close();
        }
        QSqlDatabase::removeDatabase(QStringLiteral("raw"));
        try {
            Database database(path, Database::Opening::CreateIfMissing);
            QFAIL("another program's database was opened");
        } catch (const DatabaseError &error) {
            QCOMPARE(error.kind(), DatabaseError::Kind::NotADatabase);
            QCOMPARE(error.userMessage(),
                QDir::toNativeSeparators(path)
                    + QStringLiteral(" is a database of another program, not a ratingdesk one; "
                                     "it was left as it was. Choose the ratingdesk database "
                                     "file."));
        }
        {
            QSqlDatabase raw
                = QSqlDatabase::addDatabase(QStringLiteral("QSQLITE"), QStringLiteral("raw"));
            raw.setDatabaseName(path);
            QVERIFY(raw.open());
            QSqlQuery tables(QStringLiteral("SELECT count(*) FROM sqlite_master"), raw);
            QVERIFY(tables.next());
            QCOMPARE(tables.value(0).toInt(), 1);
            raw.close();
        }
        QSqlDatabase::removeDatabase(QStringLiteral("raw"));
    }

    void refusesAFileThatIsNoDatabase()
    {
        if (DatabaseLocation::onPostgresql())
            QSKIP("about a file that is no SQLite database");
        QTemporaryDir dir;
        const QString path = dir.filePath("letter.sqlite");
        QFile file(path);
        QVERIFY(file.open(QIODevice::WriteOnly));
        file.write(
            QByteArray("Dear club members, the next tournament starts on Friday.\n").repeated(40));
        file.close();
        try {
            Database database(path, Database::Opening::CreateIfMissing);
            QFAIL("a text file was opened as a database");
        } catch (const DatabaseError &error) {
            QCOMPARE(error.kind(), DatabaseError::Kind::NotADatabase);
            QVERIFY(!error.userMessage().contains(QStringLiteral("SQL")));
        }
    }

    void refusesANewerSchema()
    {
        if (DatabaseLocation::onPostgresql())
            QSKIP("sets the schema version with SQLite's PRAGMA user_version");
        QTemporaryDir dir;
        const QString path = dir.filePath("future.sqlite");
        {
            Database database(path, Database::Opening::CreateIfMissing);
            database.run(QStringLiteral("PRAGMA user_version = 99"));
        }
        try {
            Database database(path, Database::Opening::CreateIfMissing);
            QFAIL("a newer schema was opened");
        } catch (const DatabaseError &error) {
            QCOMPARE(error.kind(), DatabaseError::Kind::NewerSchema);
            QVERIFY(error.userMessage().contains(QStringLiteral("newer ratingdesk")));
        }
    }

    void aFederationIdOfAnotherPlayerIsRefusedByName()
    {
        const DatabaseLocation club;
        Database database(club.location(), Database::Opening::CreateIfMissing);
        PlayerRepository players(database);
        const qint64 anna = players.savePlayer({ 0, QStringLiteral("Meyer, Anna"), std::nullopt,
            { { QStringLiteral("dsb"), QStringLiteral("12345") } }, {} });
        try {
            players.savePlayer({ 0, QStringLiteral("Kurz, Bernd"), std::nullopt,
                { { QStringLiteral("dsb"), QStringLiteral("12345") } }, {} });
            QFAIL("a federation id was given twice");
        } catch (const DatabaseError &error) {
            QCOMPARE(error.kind(), DatabaseError::Kind::DuplicateId);
            QCOMPARE(error.userMessage(),
                QStringLiteral("Another player (Meyer, Anna, no. %1) already has the DSB id 12345.")
                    .arg(anna));
        }
        // Nothing of Bernd was written.
        QCOMPARE(players.players(QString()).size(), std::size_t { 1 });
    }

    void everyFieldRoundTrips()
    {
        const DatabaseLocation club;
        Database database(club.location(), Database::Opening::CreateIfMissing);
        const QByteArray json
            = R"({"format": "ratingdesk-event", "version": 1, "system": "dwz", "ruleset": "dwz-1993",
          "params": {"probability": "table-2dec"},
          "event": {"name": "O'Brien \u0022Memorial\u0022 – Königsspringer 😀", "start_date": "1996-10-01", "end_date": "1996-10-20"},
          "players": [
            {"id": "x", "name": "Groß, Jürgen \u0022Jo\u0022 😀", "birth_date": "1970-02-28",
             "dwz": {"rating": 1650, "index": 12, "last_evaluated": "1995-11-02"}},
            {"id": "y", "name": "D'Arcy, Zoë", "birth_year": 1960,
             "dwz": {"restpartien": [{"opponent_rating": 1177, "score": 0.5, "end_date": "1996-01-01"}]}}],
          "games": [{"round": 1, "white": "x", "black": "y", "result": "1/2-1/2"}, {"white": "y", "black": "x", "result": "--+"}]})";
        const rd::EventInput original = parse(json);
        EventRepository events(database);
        const qint64 id = events.importEvent(original);
        const rd::EventInput stored = events.document(id);
        QCOMPARE(stored.event.name, original.event.name);
        QCOMPARE(stored.ruleset, original.ruleset);
        QVERIFY(stored.params == original.params);
        QVERIFY(stored.event.startDate == original.event.startDate);
        QVERIFY(stored.event.endDate == original.event.endDate);
        QCOMPARE(stored.players.size(), std::size_t { 2 });
        for (std::size_t i = 0; i < 2; ++i) {
            QCOMPARE(stored.players[i].name, original.players[i].name);
            QVERIFY(stored.players[i].birthDate == original.players[i].birthDate);
            QVERIFY(stored.players[i].birthYear == original.players[i].birthYear);
            QCOMPARE(rd::io::dwzStateToJson(*stored.players[i].dwz),
                rd::io::dwzStateToJson(*original.players[i].dwz));
        }
        QCOMPARE(stored.chessGames.size(), std::size_t { 2 });
        QVERIFY(stored.chessGames[0].round == std::optional(1));
        QVERIFY(!stored.chessGames[1].round);
        QVERIFY(stored.chessGames[1].result == rd::GameResult::BlackWinsByForfeit);
        QCOMPARE(stored.chessGames[0].white, stored.players[0].id);
        // Importing the players again finds them: same name and birth date.
        const qint64 again = events.importEvent(original);
        QCOMPARE(events.playersOf(again), events.playersOf(id));
        QCOMPARE(
            PlayerRepository(database).players(QStringLiteral("Zoë")).size(), std::size_t { 1 });
    }

    void eventPropertiesAreKeptAndReplaced()
    {
        const DatabaseLocation club;
        Database database(club.location(), Database::Opening::CreateIfMissing);
        const QByteArray json = R"({"format": "ratingdesk-event", "version": 1, "system": "dwz",
          "event": {"name": "Stadtmeisterschaft", "end_date": "2026-05-10",
                    "organiser": "SK König Tegel", "place": "Berlin-Tegel", "federation": "GER",
                    "chief_arbiter": "Richter, Anna", "deputy_arbiter": "Weber, Paul",
                    "time_control": "90'/40+30'+30\u0022", "rounds_planned": 7,
                    "rating_period": "B612-2026"},
          "players": [{"id": "a", "name": "Anna"}, {"id": "b", "name": "Bernd"}],
          "games": [{"round": 1, "white": "a", "black": "b", "result": "1-0"}]})";
        const rd::EventInput original = parse(json);
        EventRepository events(database);
        const qint64 id = events.importEvent(original);
        const rd::EventProperties stored = events.document(id).event.properties;
        QCOMPARE(stored.organiser, original.event.properties.organiser);
        QCOMPARE(stored.place, original.event.properties.place);
        QCOMPARE(stored.federation, original.event.properties.federation);
        QCOMPARE(stored.chiefArbiter, original.event.properties.chiefArbiter);
        QCOMPARE(stored.deputyArbiter, original.event.properties.deputyArbiter);
        QCOMPARE(stored.timeControl, original.event.properties.timeControl);
        QCOMPARE(stored.roundsPlanned, original.event.properties.roundsPlanned);
        QCOMPARE(stored.ratingPeriod, original.event.properties.ratingPeriod);
        // The column holds them with the document's field names.
        Rows column
            = database.run(QStringLiteral("SELECT properties FROM events WHERE id = ?"), { id });
        QVERIFY(column.next());
        const QJsonObject inEvent
            = QJsonDocument::fromJson(json).object().value(QStringLiteral("event")).toObject();
        const QJsonObject inColumn = QJsonDocument::fromJson(
            column.value(QStringLiteral("properties")).toString().toUtf8())
                                         .object();
        QCOMPARE(inColumn.size(), 8);
        for (auto it = inColumn.begin(); it != inColumn.end(); ++it)
            QCOMPARE(it.value(), inEvent.value(it.key()));

        // A correction replaces them: changed, removed and kept alike.
        rd::EventInput corrected = original;
        corrected.event.properties.place = "Berlin-Reinickendorf";
        corrected.event.properties.deputyArbiter.clear();
        corrected.event.properties.roundsPlanned.reset();
        events.replaceEvent(id, corrected);
        QVERIFY(events.document(id).event.properties == corrected.event.properties);
        QCOMPARE(events.document(id).event.properties.place, "Berlin-Reinickendorf");
        QCOMPARE(
            events.document(id).event.properties.organiser, original.event.properties.organiser);

        // An event without properties keeps an empty object.
        corrected.event.properties = {};
        events.replaceEvent(id, corrected);
        QVERIFY(events.document(id).event.properties == rd::EventProperties {});
        Rows empty
            = database.run(QStringLiteral("SELECT properties FROM events WHERE id = ?"), { id });
        QVERIFY(empty.next());
        QCOMPARE(empty.value(QStringLiteral("properties")).toString(), QStringLiteral("{}"));
    }

    void migratesSchemaVersion1()
    {
        if (DatabaseLocation::onPostgresql())
            QSKIP("about an old SQLite file and the backup copy beside it");
        // A database as version 1 left it, written without ratingdesk's Database, with an event.
        QTemporaryDir dir;
        const QString path = dir.filePath("old.sqlite");
        QVERIFY(writeOldDatabase(path, 1,
            { "INSERT INTO events (id, name, system, ruleset, end_date, status, entry_sequence)"
              " VALUES (7, 'Herbstturnier', 'dwz', 'dwz-2016', '2025-10-12', 'draft', 1)" }));

        Database database(path, Database::Opening::CreateIfMissing);
        QCOMPARE(database.schemaVersion(), Database::kSchemaVersion);
        QCOMPARE(headerVersionOf(migrationBackupOf(path, 1)), 1);
        // The copy was made through SQLite: a copy by another reader of the file would have
        // closed a descriptor of it in this process and so dropped SQLite's locks.
        QVERIFY(holdsLockOn(path));
        EventRepository events(database);
        const rd::EventInput event = events.document(7);
        QCOMPARE(event.event.name, "Herbstturnier");
        QCOMPARE(event.ruleset, "dwz-2016");
        QCOMPARE(event.event.endDate.toIso(), "2025-10-12");
        QVERIFY(event.event.properties == rd::EventProperties {});
        QCOMPARE(database.integrityCheck(), QStringLiteral("ok"));
    }

    void migratesSchemaVersion3()
    {
        if (DatabaseLocation::onPostgresql())
            QSKIP("about an old SQLite file and the backup copy beside it");
        // A database as version 3 left it, written without ratingdesk's Database: an event with
        // a player and his zero-point bye, from before a player's TRF fields were stored.
        QTemporaryDir dir;
        const QString path = dir.filePath("old.sqlite");
        QVERIFY(writeOldDatabase(path, 3,
            { "INSERT INTO players (id, name, birth_year) VALUES (3, 'Kurz, Bernd', 1975)",
                "INSERT INTO events (id, name, system, ruleset, end_date, status,"
                " entry_sequence) VALUES (7, 'Herbstturnier', 'dwz', 'dwz-2016',"
                " '2025-10-12', 'draft', 1)",
                "INSERT INTO event_players (event_id, player_id, position, given_state)"
                " VALUES (7, 3, 0, '{}')",
                "INSERT INTO byes (event_id, player_id, round, points) VALUES (7, 3, 2, 0)" }));

        Database database(path, Database::Opening::CreateIfMissing);
        QCOMPARE(database.schemaVersion(), Database::kSchemaVersion);
        QVERIFY(QFile::exists(migrationBackupOf(path, 3)));
        EventRepository events(database);
        const rd::EventInput event = events.document(7);
        QCOMPARE(event.players.size(), std::size_t { 1 });
        // The new columns are empty: nothing was said of him, the bye was not an unpaired one.
        QCOMPARE(event.players[0].sex, "");
        QCOMPARE(event.players[0].title, "");
        QCOMPARE(event.players[0].federation, "");
        QVERIFY(!event.players[0].fideRating);
        QCOMPARE(event.players[0].fideId, "");
        QCOMPARE(event.byes.size(), std::size_t { 1 });
        QVERIFY(!event.byes[0].unpaired);
        QCOMPARE(database.integrityCheck(), QStringLiteral("ok"));
        // Version 5's table of who edits which event is there, empty: nobody edits yet.
        Rows editors = database.run(QStringLiteral("SELECT count(*) AS n FROM event_editors"));
        QVERIFY(editors.next());
        QCOMPARE(editors.value(QStringLiteral("n")).toInt(), 0);

        // A TRF file imported into the migrated database comes back as it was.
        const QByteArray trf = rd::test::testData(QStringLiteral("trf-swiss-byes.trf"));
        const auto read = rd::io::readTrf(trf);
        QVERIFY(read.event);
        QCOMPARE(rd::io::writeTrf(events.file(events.importEvent(*read.file()))), trf);
    }

    void migratesSchemaVersion5()
    {
        if (DatabaseLocation::onPostgresql())
            QSKIP("about an old SQLite file and the backup copy beside it");
        // A database as version 5 left it, before the registry kept a player's club.
        QTemporaryDir dir;
        const QString path = dir.filePath("old.sqlite");
        QVERIFY(writeOldDatabase(path, 5,
            { "INSERT INTO players (id, name, birth_year, federation) VALUES (3, 'Kurz, Bernd',"
              " 1975, 'GER')" }));

        Database database(path, Database::Opening::CreateIfMissing);
        QCOMPARE(database.schemaVersion(), Database::kSchemaVersion);
        QVERIFY(QFile::exists(migrationBackupOf(path, 5)));
        PlayerRepository players(database);
        // He keeps what he had, and has no club until one is given.
        PlayerDetails kurz = players.player(3);
        QCOMPARE(kurz.name, QStringLiteral("Kurz, Bernd"));
        QCOMPARE(kurz.birthYear, std::optional(1975));
        QCOMPARE(kurz.federation, QStringLiteral("GER"));
        QCOMPARE(kurz.club, QString());
        kurz.club = QStringLiteral("SK Weiße Dame Leipzig");
        players.savePlayer(kurz);
        QCOMPARE(players.player(3).club, QStringLiteral("SK Weiße Dame Leipzig"));
        QCOMPARE(players.players(QStringLiteral("kurz")).at(0).club,
            QStringLiteral("SK Weiße Dame Leipzig"));
        QCOMPARE(database.integrityCheck(), QStringLiteral("ok"));
    }

    void migratesSchemaVersion12()
    {
        if (DatabaseLocation::onPostgresql())
            QSKIP("about an old SQLite file and the backup copy beside it");
        // A database as version 12 left it, before an event kept its rounds: a player in an event.
        QTemporaryDir dir;
        const QString path = dir.filePath("old.sqlite");
        QVERIFY(writeOldDatabase(path, 12,
            { "INSERT INTO players (id, name, birth_year) VALUES (3, 'Kurz, Bernd', 1975)",
                "INSERT INTO events (id, name, system, ruleset, end_date, status,"
                " entry_sequence) VALUES (7, 'Herbstturnier', 'dwz', 'dwz-2016',"
                " '2025-10-12', 'draft', 1)",
                "INSERT INTO event_players (event_id, player_id, position, given_state)"
                " VALUES (7, 3, 0, '{}')" }));

        Database database(path, Database::Opening::CreateIfMissing);
        QCOMPARE(database.schemaVersion(), Database::kSchemaVersion);
        QVERIFY(QFile::exists(migrationBackupOf(path, 12)));
        EventRepository events(database);
        const rd::EventInput event = events.document(7);
        // He entered in round 1 and never withdrew; nobody is kept apart.
        QCOMPARE(event.players.size(), std::size_t { 1 });
        QVERIFY(!event.players[0].firstRound);
        QVERIFY(!event.players[0].withdrawnFrom);
        QVERIFY(event.forbiddenPairs.empty());
        QCOMPARE(database.integrityCheck(), QStringLiteral("ok"));
        // An event with its rounds is kept in the migrated file as in a new one.
        const qint64 id = events.importEvent(parse(kRoundsEvent));
        checkRounds(events.document(id));
    }

    // event-document.md "Rounds": late entries, withdrawals, forbidden pairs and the pairing's
    // rules come back as they were stored, and a correction replaces them.
    void theRoundsOfAnEventAreKeptOnEveryBackend()
    {
        const DatabaseLocation club;
        Database database(club.location(), Database::Opening::CreateIfMissing);
        EventRepository events(database);
        const qint64 id = events.importEvent(parse(kRoundsEvent));
        rd::EventInput stored = events.document(id);
        checkRounds(stored);
        stored.forbiddenPairs.clear();
        stored.players[2].withdrawnFrom.reset();
        events.replaceEvent(id, stored);
        const rd::EventInput replaced = events.document(id);
        QVERIFY(replaced.forbiddenPairs.empty());
        QVERIFY(!replaced.players[2].withdrawnFrom);
        QCOMPARE(replaced.players[1].firstRound, std::optional(2));
    }

    // A row is read by the names of its columns, whatever their order in the statement; a
    // whole row (a copy) by values(), in the statement's order. Reading a column by its place
    // does not compile (the static_assert), so a reordered SELECT cannot feed a reader the
    // wrong column.
    void aRowIsReadByTheNamesOfItsColumns()
    {
        static_assert(!ReadsAColumnByItsPlace<Rows>);
        const DatabaseLocation club;
        Database database(club.location(), Database::Opening::CreateIfMissing);
        for (const bool nameFirst : { true, false }) {
            Rows row = database.run(nameFirst
                    ? QStringLiteral("SELECT 'Öhringen' AS name, 1990 AS year")
                    : QStringLiteral("SELECT 1990 AS year, 'Öhringen' AS name"));
            QVERIFY(row.next());
            QCOMPARE(row.value(QStringLiteral("name")).toString(), QStringLiteral("Öhringen"));
            QCOMPARE(row.value(QStringLiteral("YEAR")).toInt(), 1990); // the case aside
            const QVariantList values = row.values();
            QCOMPARE(values.size(), 2);
            QCOMPARE(values.at(nameFirst ? 0 : 1).toString(), QStringLiteral("Öhringen"));
            QCOMPARE(values.at(nameFirst ? 1 : 0).toInt(), 1990);
            QTest::ignoreMessage(QtWarningMsg, "the statement has no column club");
            QVERIFY(!row.value(QStringLiteral("club")).isValid());
        }
    }

    void aPlayersClubIsKeptOnEveryBackend()
    {
        const DatabaseLocation club;
        Database database(club.location(), Database::Opening::CreateIfMissing);
        PlayerRepository players(database);
        PlayerDetails anna { 0, QStringLiteral("Meyer, Anna"), std::nullopt, {}, {} };
        anna.club = QStringLiteral("SC Öhringen");
        const qint64 id = players.savePlayer(anna);
        QCOMPARE(players.player(id).club, QStringLiteral("SC Öhringen"));
        QCOMPARE(players.players(QString()).at(0).club, QStringLiteral("SC Öhringen"));
        // A club given up is none, not an empty name.
        anna = players.player(id);
        anna.club.clear();
        players.savePlayer(anna);
        Rows row = database.run(QStringLiteral("SELECT club FROM players WHERE id = ?"), { id });
        QVERIFY(row.next());
        QVERIFY(row.value(QStringLiteral("club")).isNull());
    }

    void aSearchTakesPercentAndUnderscoreLiterally()
    {
        const DatabaseLocation club;
        Database database(club.location(), Database::Opening::CreateIfMissing);
        PlayerRepository players(database);
        players.savePlayer({ 0, QStringLiteral("Club 100% Schach"), std::nullopt, {}, {} });
        players.savePlayer({ 0, QStringLiteral("Meyer, Anna"), std::nullopt,
            { { QStringLiteral("sagc"), QStringLiteral("anna_m") } }, {} });
        players.savePlayer({ 0, QStringLiteral("Kurz, Bernd"), std::nullopt,
            { { QStringLiteral("sagc"), QStringLiteral("annabm") } }, {} });
        // As LIKE wildcards "%" would find everyone and "_" any one character.
        QCOMPARE(players.players(QStringLiteral("%")).size(), std::size_t { 1 });
        QCOMPARE(players.players(QStringLiteral("anna_")).size(), std::size_t { 1 });
        QCOMPARE(
            players.players(QStringLiteral("anna_")).front().name, QStringLiteral("Meyer, Anna"));
        QCOMPARE(players.players(QStringLiteral("\\")).size(), std::size_t { 0 });
        QCOMPARE(players.players(QString()).size(), std::size_t { 3 });
    }

    // An event's or a player's number is never given again after a deletion, in a copy of the
    // database neither (docs/database.md, "Numbers that last"). Without AUTOINCREMENT SQLite
    // gives the largest id plus one, so the number of a deleted last event came again.
    void aDeletedNumberIsNeverGivenAgain()
    {
        const DatabaseLocation club;
        Database database(club.location(), Database::Opening::CreateIfMissing);
        EventRepository events(database);
        const auto importNamed = [&events](const char *name) {
            return events.importEvent(
                parse(dwzEvent(name, "2025-04-01", kClub, { { "Anna", "Bernd", "1-0" } })));
        };
        importNamed("Erstes");
        const qint64 deleted = importNamed("Zweites");
        events.deleteEvent(deleted);
        const qint64 next = importNamed("Drittes");
        QVERIFY2(next > deleted, qPrintable(QStringLiteral("event %1 came again").arg(next)));

        PlayerRepository players(database);
        const qint64 carl = players.savePlayer({ 0, QStringLiteral("Carl"), std::nullopt, {}, {} });
        database.run(QStringLiteral("DELETE FROM players WHERE id = ?"), { carl });
        const qint64 dora = players.savePlayer({ 0, QStringLiteral("Dora"), std::nullopt, {}, {} });
        QVERIFY2(dora > carl, qPrintable(QStringLiteral("player %1 came again").arg(dora)));

        // The last event and player deleted, then the database copied: the copy goes on after them.
        events.deleteEvent(next);
        database.run(QStringLiteral("DELETE FROM players WHERE id = ?"), { dora });
        QTemporaryDir dir;
        Database copy(dir.filePath(QStringLiteral("copy.sqlite")), Database::Opening::CreateNew);
        copyDatabase(database, copy);
        QVERIFY(EventRepository(copy).importEvent(
                    parse(dwzEvent("Viertes", "2025-05-01", kClub, { { "Anna", "Bernd", "1-0" } })))
            > next);
        QVERIFY(
            PlayerRepository(copy).savePlayer({ 0, QStringLiteral("Emil"), std::nullopt, {}, {} })
            > dora);
    }

    // The players search folds names as the rating-list search does (lists::searchKeys):
    // letter case and accents aside, and a German umlaut found written with or without its e.
    void thePlayersSearchFoldsAsTheListsDo()
    {
        const DatabaseLocation club;
        Database database(club.location(), Database::Opening::CreateIfMissing);
        PlayerRepository players(database);
        players.savePlayer({ 0, QStringLiteral("Öztürk, Ayşe"), std::nullopt, {}, {} });
        players.savePlayer({ 0, QStringLiteral("Müller, Jörg"), std::nullopt, {}, {} });
        players.savePlayer({ 0, QStringLiteral("Meyer, Anna"), std::nullopt, {}, {} });
        for (const char *typed : { "ÖZTÜRK", "Ozturk", "Oeztuerk", "ayse" }) {
            const auto found = players.players(QString::fromUtf8(typed));
            QCOMPARE(found.size(), std::size_t { 1 });
            QCOMPARE(found.front().name, QStringLiteral("Öztürk, Ayşe"));
        }
        for (const char *typed : { "Müller", "Muller", "Mueller", "MUELLER, JOERG" }) {
            const auto found = players.players(QString::fromUtf8(typed));
            QCOMPARE(found.size(), std::size_t { 1 });
            QCOMPARE(found.front().name, QStringLiteral("Müller, Jörg"));
        }
        QVERIFY(players.players(QStringLiteral("Mahler")).empty());
    }

    void previewWritesNothing()
    {
        const DatabaseLocation club;
        Database database(club.location(), Database::Opening::CreateIfMissing);
        EventRepository events(database);
        const qint64 id = events.importEvent(
            parse(dwzEvent("Club", "2025-04-01", kClub, { { "Anna", "Bernd", "1-0" } })));
        const qint64 version = database.dataVersion();
        EvaluationService service(database);
        const Plan plan = service.preview(id);
        QCOMPARE(plan.evaluations.size(), std::size_t { 1 });
        QCOMPARE(database.dataVersion(), version);
        QVERIFY(storedRatings(database).isEmpty());
        QCOMPARE(events.summary(id)->status, EventStatus::Draft);
        // Commit writes the previewed evaluation.
        service.commit(plan);
        QCOMPARE(events.summary(id)->status, EventStatus::Rated);
        QCOMPARE(storedRatings(database).size(), 3);
        // A plan the database has moved past is refused.
        QVERIFY_THROWS_EXCEPTION(DatabaseError, service.commit(plan));
    }

    // A number no event (player) has is said plainly to whoever gave the number; the desktop,
    // where the user chose the event from a list that showed it, is told it was deleted
    // meanwhile.
    void aMissingNumberIsSaidPlainly()
    {
        const DatabaseLocation club;
        Database database(club.location(), Database::Opening::CreateIfMissing);
        const auto refusal = [](const auto &work) {
            try {
                work();
            } catch (const DatabaseError &error) {
                return std::optional(error);
            }
            return std::optional<DatabaseError>();
        };
        for (const auto &error : { refusal([&] { EvaluationService(database).preview(7); }),
                 refusal([&] { EventRepository(database).document(7); }) }) {
            QVERIFY(error);
            QCOMPARE(error->kind(), DatabaseError::Kind::NotFound);
            QCOMPARE(error->userMessage(), QStringLiteral("No event has the number 7."));
            QCOMPARE(error->userMessage(DatabaseError::Asked::FromList),
                QStringLiteral("It is no longer in the database; perhaps it was deleted "
                               "meanwhile."));
        }
        const auto player = refusal([&] { PlayerRepository(database).player(12); });
        QVERIFY(player);
        QCOMPARE(userMessageOf(*player), QStringLiteral("No player has the number 12."));
    }

    // A fault of the program (the standard library's exceptions: a key not in a map, a number
    // that is none, an index past the end) reaches the user as a sentence, never in the library's
    // words; an engine's finding in a document keeps its own.
    void noStandardLibraryWordsReachTheUser_data()
    {
        QTest::addColumn<std::shared_ptr<std::exception>>("error");
        QTest::addColumn<QString>("words");
        QTest::newRow("map::at") << std::shared_ptr<std::exception>(
            std::make_shared<std::out_of_range>("map::at"))
                                 << QStringLiteral("map::at");
        QTest::newRow("stoi") << std::shared_ptr<std::exception>(
            std::make_shared<std::invalid_argument>("stoi"))
                              << QStringLiteral("stoi");
        QTest::newRow("vector") << std::shared_ptr<std::exception>(
            std::make_shared<std::out_of_range>(
                "vector::_M_range_check: __n (which is 7) >= this->size() (which is 3)"))
                                << QStringLiteral("vector");
    }
    void noStandardLibraryWordsReachTheUser()
    {
        QFETCH(std::shared_ptr<std::exception>, error);
        QFETCH(QString, words);
        const QString said = userMessageOf(*error);
        QVERIFY2(!said.contains(words), qPrintable(said));
        QVERIFY2(said.startsWith(QStringLiteral("ratingdesk met a problem it did not expect")),
            qPrintable(said));
        const rd::InputError finding("players[2].sagc", "a rank is needed");
        QCOMPARE(userMessageOf(finding), QStringLiteral("players[2].sagc: a rank is needed"));
    }

    void laterEventsUseTheStoredHistory()
    {
        // Anna beats Bernd in spring; in autumn her state comes from the spring evaluation, not
        // from the rating the autumn document gave.
        const DatabaseLocation club;
        Database database(club.location(), Database::Opening::CreateIfMissing);
        importAndCommit(
            database, dwzEvent("1 Spring", "2025-04-01", kClub, { { "Anna", "Bernd", "1-0" } }));
        const qint64 autumn = importAndCommit(
            database, dwzEvent("2 Autumn", "2025-10-01", kClub, { { "Bernd", "Anna", "1-0" } }));
        EventRepository events(database);
        const auto history = HistoryRepository(database).history(
            PlayerRepository(database).players("Anna").front().id, rd::RatingSystem::Dwz);
        QCOMPARE(history.size(), std::size_t { 2 });
        QCOMPARE(history[1].eventId, autumn);
        QCOMPARE(history[1].before, history[0].after);
        QCOMPARE(std::get<rd::DwzRating>(history[1].before).index, 13);
    }

    void lateEntryRatesLaterEventsAgainInOrder()
    {
        // Entering spring after autumn gives exactly what entering them in order gives, and the
        // preview lists the autumn ratings that change.
        const QByteArray spring = dwzEvent("1 Spring", "2025-04-01", kClub,
            { { "Anna", "Bernd", "1-0" }, { "Clara", "Anna", "1-0" } });
        const QByteArray autumn = dwzEvent("2 Autumn", "2025-10-01", kClub,
            { { "Bernd", "Anna", "1-0" }, { "Clara", "Bernd", "1/2-1/2" } });
        QStringList inOrder;
        {
            const DatabaseLocation inOrderLocation;
            Database database(inOrderLocation.location(), Database::Opening::CreateIfMissing);
            importAndCommit(database, spring);
            importAndCommit(database, autumn);
            inOrder = storedRatings(database);
        }
        const DatabaseLocation lateLocation;
        Database database(lateLocation.location(), Database::Opening::CreateIfMissing);
        importAndCommit(database, autumn);
        const QStringList before = storedRatings(database);
        EventRepository events(database);
        qint64 late = 0;
        {
            Transaction transaction(database);
            late = events.importEvent(parse(spring));
            transaction.commit();
        }
        EvaluationService service(database);
        const Plan plan = service.preview(late);
        QCOMPARE(plan.evaluations.size(), std::size_t { 2 });
        QCOMPARE(plan.evaluations[1].event.name, QStringLiteral("2 Autumn"));
        QVERIFY(!plan.changes.empty());
        for (const RatingChange &change : plan.changes)
            QCOMPARE(change.event.name, QStringLiteral("2 Autumn"));
        QCOMPARE(storedRatings(database), before); // the preview wrote nothing
        service.commit(plan);
        QCOMPARE(storedRatings(database), inOrder);
        QVERIFY(service.rerate(rd::RatingSystem::Dwz).empty());
    }

    void deletingARatedEventRatesLaterEventsAgain()
    {
        const QByteArray spring
            = dwzEvent("1 Spring", "2025-04-01", kClub, { { "Anna", "Bernd", "1-0" } });
        const QByteArray autumn
            = dwzEvent("2 Autumn", "2025-10-01", kClub, { { "Bernd", "Anna", "1-0" } });
        QStringList autumnAlone;
        {
            const DatabaseLocation aloneLocation;
            Database database(aloneLocation.location(), Database::Opening::CreateIfMissing);
            importAndCommit(database, autumn);
            autumnAlone = storedRatings(database);
        }
        const DatabaseLocation club;
        Database database(club.location(), Database::Opening::CreateIfMissing);
        const qint64 first = importAndCommit(database, spring);
        importAndCommit(database, autumn);
        EvaluationService service(database);
        const Plan plan = service.previewDeletion(first);
        QCOMPARE(plan.evaluations.size(), std::size_t { 1 });
        service.commit(plan);
        QCOMPARE(storedRatings(database), autumnAlone);
    }

    void deletingAPlayersFirstEventLeavesTheStateHisNextEventGives()
    {
        // Spring is Anna's and Bernd's first event; autumn's document starts them elsewhere
        // (Anna 1750-20, Bernd 1450-9). Deleting spring leaves exactly what autumn alone gives:
        // each player's next event starts from its own document, not from spring's. Done once
        // through the preview and once at once (the preview's own rolled-back transaction then
        // runs inside the deletion's).
        const QByteArray spring
            = dwzEvent("1 Spring", "2025-04-01", kClub, { { "Anna", "Bernd", "1-0" } });
        const QByteArray autumn = dwzEvent("2 Autumn", "2025-10-01",
            { { "Anna", 1750, 20 }, { "Bernd", 1450, 9 } }, { { "Bernd", "Anna", "1-0" } });
        QStringList autumnAlone;
        {
            const DatabaseLocation aloneLocation;
            Database database(aloneLocation.location(), Database::Opening::CreateIfMissing);
            importAndCommit(database, autumn);
            autumnAlone = storedRatings(database);
        }
        for (const bool atOnce : { false, true }) {
            const DatabaseLocation club;
            Database database(club.location(), Database::Opening::CreateIfMissing);
            const qint64 first = importAndCommit(database, spring);
            importAndCommit(database, autumn);
            EvaluationService service(database);
            if (atOnce) {
                service.deleteAndCommit(first);
            } else {
                const QStringList before = storedRatings(database);
                const Plan plan = service.previewDeletion(first);
                QCOMPARE(storedRatings(database), before); // the preview wrote nothing
                QCOMPARE(plan.evaluations.size(), std::size_t { 1 });
                service.commit(plan);
            }
            QCOMPARE(storedRatings(database), autumnAlone);
            QVERIFY(service.rerate(rd::RatingSystem::Dwz).empty());
        }
    }

    void correctingARatedEventRatesLaterEventsAgain()
    {
        // Spring is corrected after autumn was rated (Anna lost, not won): the preview lists the
        // changed ratings of both, and the result equals entering the corrected spring in order.
        const QByteArray wrong
            = dwzEvent("1 Spring", "2025-04-01", kClub, { { "Anna", "Bernd", "1-0" } });
        const QByteArray right
            = dwzEvent("1 Spring", "2025-04-01", kClub, { { "Anna", "Bernd", "0-1" } });
        const QByteArray autumn
            = dwzEvent("2 Autumn", "2025-10-01", kClub, { { "Bernd", "Anna", "1/2-1/2" } });
        QStringList corrected;
        {
            const DatabaseLocation rightLocation;
            Database database(rightLocation.location(), Database::Opening::CreateIfMissing);
            importAndCommit(database, right);
            importAndCommit(database, autumn);
            corrected = storedRatings(database);
        }
        const DatabaseLocation club;
        Database database(club.location(), Database::Opening::CreateIfMissing);
        const qint64 spring = importAndCommit(database, wrong);
        importAndCommit(database, autumn);
        EventRepository events(database);
        {
            Transaction transaction(database);
            events.replaceEvent(spring, parse(right));
            transaction.commit();
        }
        EvaluationService service(database);
        const Plan plan = service.preview(spring);
        QCOMPARE(plan.evaluations.size(), std::size_t { 2 });
        QSet<QString> changedEvents;
        for (const RatingChange &change : plan.changes)
            changedEvents.insert(change.event.name);
        QCOMPARE(changedEvents, (QSet<QString> { "1 Spring", "2 Autumn" }));
        service.commit(plan);
        QCOMPARE(storedRatings(database), corrected);
        // Dropping a player from a rated event is refused with a clear message.
        {
            Transaction transaction(database);
            events.replaceEvent(spring,
                parse(dwzEvent("1 Spring", "2025-04-01",
                    { { "Anna", 1650, 12 }, { "Bernd", 1580, 30 } },
                    { { "Anna", "Bernd", "0-1" } })));
            transaction.commit();
        }
        QVERIFY_THROWS_EXCEPTION(DatabaseError, service.preview(spring));
    }

    void aCorrectionIsPreviewedWithoutWritingAndCommittedAsShown()
    {
        // The correction of the test above made the way the desktop app makes it: the rated
        // event's content as the editor holds it, previewed first (nothing written), committed
        // as previewed; the result equals entering the corrected spring in order.
        const QByteArray wrong
            = dwzEvent("1 Spring", "2025-04-01", kClub, { { "Anna", "Bernd", "1-0" } });
        const QByteArray right
            = dwzEvent("1 Spring", "2025-04-01", kClub, { { "Anna", "Bernd", "0-1" } });
        const QByteArray autumn
            = dwzEvent("2 Autumn", "2025-10-01", kClub, { { "Bernd", "Anna", "1/2-1/2" } });
        QStringList corrected;
        {
            const DatabaseLocation rightLocation;
            Database database(rightLocation.location(), Database::Opening::CreateIfMissing);
            importAndCommit(database, right);
            importAndCommit(database, autumn);
            corrected = storedRatings(database);
        }
        const DatabaseLocation club;
        Database database(club.location(), Database::Opening::CreateIfMissing);
        const qint64 spring = importAndCommit(database, wrong);
        importAndCommit(database, autumn);
        const QStringList stored = storedRatings(database);
        EventRepository events(database);
        rd::EventInput edited = events.document(spring);
        edited.chessGames.front().result = rd::GameResult::BlackWins;
        events.keepTypedDraft(spring, "{\"typed\": true}");
        QVERIFY(events.summary(spring)->hasTypedDraft);

        const qint64 version = database.dataVersion();
        EvaluationService service(database);
        const Plan plan = service.previewCorrection(spring, edited);
        QCOMPARE(database.dataVersion(), version);
        QCOMPARE(storedRatings(database), stored);
        QCOMPARE(events.document(spring).chessGames.front().result, rd::GameResult::WhiteWins);
        QSet<QString> changedEvents;
        for (const RatingChange &change : plan.changes)
            changedEvents.insert(change.event.name);
        QCOMPARE(changedEvents, (QSet<QString> { "1 Spring", "2 Autumn" }));

        service.commit(plan);
        QCOMPARE(storedRatings(database), corrected);
        QCOMPARE(events.document(spring).chessGames.front().result, rd::GameResult::BlackWins);
        QVERIFY(!events.typedDraft(spring));
        QVERIFY(service.rerate(rd::RatingSystem::Dwz).empty());
        QVERIFY_THROWS_EXCEPTION(DatabaseError, service.commit(plan));
    }

    // The preview of a draft rates the event its editor holds, not what the database has of it:
    // the same computation as the preview of the stored content, writing nothing; committed once
    // the content is kept, it is the evaluation a fresh rating of the stored events gives.
    void aDraftIsPreviewedAsItsEditorHoldsIt()
    {
        const DatabaseLocation club;
        Database database(club.location(), Database::Opening::CreateIfMissing);
        importAndCommit(database,
            dwzEvent("0 Winter", "2025-01-10", kClub, { { "Bernd", "Anna", "1/2-1/2" } }));
        EventRepository events(database);
        const qint64 id = events.importEvent(
            parse(dwzEvent("1 Spring", "2025-04-01", kClub, { { "Anna", "Bernd", "1-0" } })));
        // In the editor: the result changed, and Carla, new to the database, added with a game.
        rd::EventInput held = events.document(id);
        held.chessGames.front().result = rd::GameResult::BlackWins;
        rd::PlayerInput carla;
        carla.id = "9";
        carla.name = "Carla";
        carla.birthYear = 1970;
        carla.dwz = rd::DwzState { 1500, 5, {}, {}, {} };
        held.players.push_back(carla);
        held.chessGames.push_back({ 2, "9", held.players.front().id, rd::GameResult::Draw });

        EvaluationService service(database);
        // Carla is taken for a registry player only once the content is kept.
        QVERIFY_THROWS_EXCEPTION(DatabaseError, service.previewDraft(id, held));
        {
            Transaction transaction(database);
            events.replaceEvent(id, held);
            transaction.commit();
        }
        const qint64 version = database.dataVersion();
        const Plan plan = service.previewDraft(id, held);
        QCOMPARE(database.dataVersion(), version);
        QVERIFY(storedRatings(database).size() == 3); // 0 Winter's only
        QCOMPARE(plan.evaluations.size(), std::size_t { 1 });
        QVERIFY(plan.evaluations.front().statesAfter
            == service.preview(id).evaluations.front().statesAfter);
        QCOMPARE(plan.evaluations.front().statesAfter.size(), std::size_t { 4 });

        // Without the kept content the held event still counts: Anna's loss, not her win.
        {
            Transaction transaction(database);
            rd::EventInput won = events.document(id);
            won.chessGames.front().result = rd::GameResult::WhiteWins;
            events.replaceEvent(id, won);
            QVERIFY(service.preview(id).evaluations.front().statesAfter
                != service.previewDraft(id, held).evaluations.front().statesAfter);
        } // rolled back

        service.commit(service.previewDraft(id, held));
        QCOMPARE(events.summary(id)->status, EventStatus::Rated);
        QVERIFY(service.rerate(rd::RatingSystem::Dwz).empty());
        // A rated event's change is previewed as its correction.
        QVERIFY_THROWS_EXCEPTION(DatabaseError, service.previewDraft(id, held));
    }

    // An editor holds a player picked from the registry by his number alone: what the stored
    // content takes from the registry (birth, FIDE id, starting DWZ) the held draft's preview
    // takes too, so that a youth is rated as a youth from the DWZ the registry gives him.
    void aHeldDraftIsRatedWithWhatTheRegistryHasOfItsPlayers()
    {
        const DatabaseLocation club;
        Database database(club.location(), Database::Opening::CreateIfMissing);
        PlayerRepository registry(database);
        // Starting DWZ: rating, index, no day of the last evaluation.
        const auto startingDwz = [](int rating, int index) {
            return StartingRatings { rd::DwzState { rating, index, {}, {}, {} }, {}, {} };
        };
        const qint64 braun
            = registry.savePlayer({ 0, QStringLiteral("Braun, Ole"), rd::Date { 2010, 9, 15 },
                { { QStringLiteral("fide"), QStringLiteral("24681357") } }, startingDwz(1310, 3) });
        const qint64 dietz = registry.savePlayer({ 0, QStringLiteral("Dietz, Paula"),
            rd::Date { 1958, 1, 1 }, {}, startingDwz(1580, 30) });
        rd::EventInput held = parse(R"({"format": "ratingdesk-event", "version": 1,
          "system": "dwz", "event": { "name": "Club evening", "end_date": "2026-09-01" },
          "players": [ { "id": "1", "name": "Braun, Ole" }, { "id": "2", "name": "Dietz, Paula" } ],
          "games": [ { "round": 1, "white": "1", "black": "2", "result": "1-0" } ] })");
        held.players[0].registryId = braun;
        held.players[1].registryId = dietz;
        EventRepository events(database);
        qint64 id = 0;
        {
            Transaction transaction(database);
            id = events.importEvent(held);
            transaction.commit();
        }

        EvaluationService service(database);
        const Plan plan = service.previewDraft(id, held);
        const auto dwzAfter = [&plan](qint64 player) {
            const auto &state
                = std::get<rd::DwzState>(plan.evaluations.front().statesAfter.at(player));
            return std::pair { state.rating.value_or(0), state.index };
        };
        // By hand, dwz-2026 (the event ends after 2026-06-08; docs/rules/dwz.md §6), D = 270,
        // P(270) = round(Φ(270 / 282.84), 3) = 0.830 (§3.4):
        // Braun, 1310-3, born 2010, so 16 (§3.2): W 1, We 0.170; K0 = 48 (25 or younger below
        //   2200, index 3), b = 1, a = (2000 − 1310) / 30 = 23.0 (a youth below 2000 with
        //   W ≥ We): K = 71.0. Rn = 1310 + 71 × 0.830 = 1368.93 → 1369, index 4. (Taken for an
        //   adult he would get K = 44 + 4 = 48 and 1350; without the starting DWZ no rating.)
        // Dietz, 1580-30, born 1958: W 0, We 0.830; K0 = 28, b = 2380 / 2400 (W < We below 1600),
        //   a = 0: K = round(27.77, 1) = 27.8. Rn = 1580 − 27.8 × 0.830 = 1556.926 → 1557,
        //   index 31.
        QCOMPARE(dwzAfter(braun), std::pair(1369, 4));
        QCOMPARE(dwzAfter(dietz), std::pair(1557, 31));
        // The same event rated as the preview of the stored content rates it.
        const Plan stored = service.preview(id);
        QVERIFY(plan.evaluations.front().input == stored.evaluations.front().input);
        QVERIFY(plan.evaluations.front().statesAfter == stored.evaluations.front().statesAfter);
        // Committed, it is what a fresh rating of the stored events gives.
        service.commit(plan);
        QVERIFY(service.rerate(rd::RatingSystem::Dwz).empty());
    }

    void aDraftIsKeptAsTypedUntilItIsRated()
    {
        const DatabaseLocation club;
        Database database(club.location(), Database::Opening::CreateIfMissing);
        EventRepository events(database);
        const qint64 id = events.importEvent(
            parse(dwzEvent("Club", "2025-04-01", kClub, { { "Anna", "Bernd", "1-0" } })));
        QVERIFY(!events.typedDraft(id));
        QVERIFY(!events.summary(id)->hasTypedDraft);
        // Any text is kept as it was typed, valid document or not.
        const QByteArray typed = "{\"event\": {\"name\": \"Clüb\"}, \"games\": [";
        events.keepTypedDraft(id, typed);
        QCOMPARE(events.typedDraft(id).value_or(QByteArray()), typed);
        QVERIFY(events.summary(id)->hasTypedDraft);
        // Rating the draft discards what was typed: the rated content is the event now.
        EvaluationService service(database);
        service.commit(service.preview(id));
        QVERIFY(!events.typedDraft(id));
        QVERIFY(!events.summary(id)->hasTypedDraft);
    }

    void federationIdsFindPlayers()
    {
        const DatabaseLocation club;
        Database database(club.location(), Database::Opening::CreateIfMissing);
        EventRepository events(database);
        events.importEvent(
            parse(dwzEvent("Club", "2025-04-01", kClub, { { "Anna", "Bernd", "1-0" } })));
        const qint64 anna = PlayerRepository(database).players(QStringLiteral("Anna")).front().id;
        PlayerRepository(database).addFederationId(
            anna, QStringLiteral("dsb"), QStringLiteral("10234567"));
        PlayerRepository(database).addFederationId(
            anna, QStringLiteral("fide"), QStringLiteral("4612345"));
        QCOMPARE(PlayerRepository(database).players(QStringLiteral("4612345")).front().id, anna);
        QCOMPARE(
            PlayerRepository(database).players(QStringLiteral("Anna")).front().federationIds.size(),
            2);
        // One id belongs to one player only.
        const qint64 bernd = PlayerRepository(database).players(QStringLiteral("Bernd")).front().id;
        QVERIFY_THROWS_EXCEPTION(DatabaseError,
            PlayerRepository(database).addFederationId(
                bernd, QStringLiteral("dsb"), QStringLiteral("10234567")));
    }

    void restpartienAreCarriedAndExpire()
    {
        // Nina plays 4 rated opponents in spring 2024 (kept as Restpartien until spring 2026)
        // and one more in autumn 2025: 5 games -> a first DWZ. The same autumn game in 2026
        // comes after the expiry: 1 game -> still unrated.
        const QList<std::tuple<QString, int, int>> field = { { "Nina", 0, 0 }, { "R1", 1500, 20 },
            { "R2", 1600, 20 }, { "R3", 1700, 20 }, { "R4", 1550, 20 }, { "R5", 1650, 20 } };
        const QByteArray spring = dwzEvent("1 Spring", "2024-04-01", field,
            { { "Nina", "R1", "1-0" }, { "R2", "Nina", "1/2-1/2" }, { "Nina", "R3", "0-1" },
                { "R4", "Nina", "0-1" } });
        for (const auto &[autumnDate, firstRating] :
            { std::pair { "2025-10-01", true }, std::pair { "2026-10-01", false } }) {
            const DatabaseLocation club;
            Database database(club.location(), Database::Opening::CreateIfMissing);
            importAndCommit(database, spring);
            Rows kept
                = database.run(QStringLiteral("SELECT count(*) AS games, min(expires) AS first"
                                              " FROM restpartien"));
            QVERIFY(kept.next());
            QCOMPARE(kept.value(QStringLiteral("games")).toInt(), 4);
            QCOMPARE(kept.value(QStringLiteral("first")).toString(), QStringLiteral("2026-04-01"));
            importAndCommit(
                database, dwzEvent("2 Autumn", autumnDate, field, { { "Nina", "R5", "1/2-1/2" } }));
            EventRepository events(database);
            const auto history = HistoryRepository(database).history(
                PlayerRepository(database).players("Nina").front().id, rd::RatingSystem::Dwz);
            QCOMPARE(history.back().status,
                firstRating ? QStringLiteral("first-rating") : QStringLiteral("unrated"));
            if (firstRating) // the tournament of the engine's stage-1 test, spread over two events
                QCOMPARE(*std::get<rd::DwzRating>(history.back().after).rating, 1674);
        }
    }

    void sagcCountsTheEntryOrder()
    {
        // sagc.md §5: record-sheet lines count in the order they are entered; a sheet of an
        // earlier date entered later is applied after, and nothing already rated changes.
        const DatabaseLocation club;
        Database database(club.location(), Database::Opening::CreateIfMissing);
        auto sheet = [](const char *name, const char *date, const char *winner) {
            const QJsonArray players {
                QJsonObject { { "id", "a" }, { "name", "Anna" },
                    { "sagc", QJsonObject { { "rank", "14k" }, { "index", 200 } } } },
                QJsonObject { { "id", "b" }, { "name", "Ben" },
                    { "sagc", QJsonObject { { "rank", "16k" }, { "index", -100 } } } }
            };
            const QJsonArray games { QJsonObject {
                { "white", "a" }, { "black", "b" }, { "winner", winner }, { "date", date } } };
            return QJsonDocument(
                QJsonObject { { "format", "ratingdesk-event" }, { "version", 1 },
                    { "system", "sagc" },
                    { "event", QJsonObject { { "name", name }, { "end_date", date } } },
                    { "players", players }, { "games", games } })
                .toJson();
        };
        importAndCommit(database, sheet("March", "2026-03-01", "black"));
        const QStringList before = storedRatings(database);
        EventRepository events(database);
        qint64 february = 0;
        {
            Transaction transaction(database);
            february = events.importEvent(parse(sheet("February", "2026-02-01", "white")));
            transaction.commit();
        }
        EvaluationService service(database);
        const Plan plan = service.preview(february);
        QCOMPARE(plan.evaluations.size(), std::size_t { 1 });
        QVERIFY(plan.changes.empty());
        service.commit(plan);
        QCOMPARE(storedRatings(database).mid(2, 2),
            before); // sorted by event name: March last, unchanged
        // February starts from March's result: Anna -865 (sagc.md §7) and Ben 15k/0.
        const auto ben = HistoryRepository(database).history(
            PlayerRepository(database).players("Ben").front().id, rd::RatingSystem::Sagc);
        QCOMPARE(ben.back().eventId, february);
        QCOMPARE(std::get<rd::SagcRating>(ben.back().before).rank, rd::sagc::GoRank::parse("15k"));
        Rows lines = database.run(QStringLiteral("SELECT count(*) AS entries, max(sequence) AS last"
                                                 " FROM sagc_entries"));
        QVERIFY(lines.next());
        QCOMPARE(lines.value(QStringLiteral("entries")).toInt(), 4);
        QCOMPARE(lines.value(QStringLiteral("last")).toInt(), 4);
    }

    void sagcCorrectionOfAnyLineEqualsAFreshRecomputation()
    {
        // sagc.md §5: removing a middle line of a rated record sheet and changing another rates
        // that sheet and every later sheet that shares a player again, in entry order; the
        // database then holds exactly what entering the corrected sheet in the first place
        // gives. April shares no player and is not rated again, but its lines keep their place
        // in the entry order, also when March grows past its first length. Correcting the sheet
        // back restores everything.
        const QList<QStringList> marchGames = { { "Anna", "Ben", "black" },
            { "Ben", "Cleo", "white" }, { "Cleo", "Anna", "black" }, { "Anna", "Ben", "white" } };
        const QList<QStringList> correctedGames
            = { marchGames[0], { "Cleo", "Anna", "white" }, marchGames[3] };
        const QStringList trio = { "Anna", "Ben", "Cleo" };
        const QByteArray march = goSheet("1 March", "2026-03-07", trio, marchGames);
        const QByteArray corrected = goSheet("1 March", "2026-03-07", trio, correctedGames);
        const QByteArray longer = goSheet("1 March", "2026-03-07", trio,
            marchGames + QList<QStringList> { { "Ben", "Cleo", "draw" } });
        const QList<QByteArray> later = {
            goSheet("2 April", "2026-04-04", { "Dan", "Eve" },
                { { "Dan", "Eve", "white" }, { "Eve", "Dan", "white" } }),
            goSheet("3 May", "2026-05-02", { "Anna", "Cleo", "Dan" },
                { { "Cleo", "Dan", "black" }, { "Anna", "Dan", "white" },
                    { "Cleo", "Anna", "white" } }),
            goSheet("4 June", "2026-06-06", { "Ben", "Eve" },
                { { "Ben", "Eve", "black" }, { "Eve", "Ben", "draw" } }),
        };
        auto enteredInOrder = [&](const QByteArray &first) {
            const DatabaseLocation location;
            Database database(location.location(), Database::Opening::CreateIfMissing);
            importAndCommit(database, first);
            for (const QByteArray &sheet : later)
                importAndCommit(database, sheet);
            return storedEverything(database);
        };
        const QStringList original = enteredInOrder(march);
        const QStringList fresh = enteredInOrder(corrected);
        const QStringList freshLonger = enteredInOrder(longer);

        const DatabaseLocation club;
        Database database(club.location(), Database::Opening::CreateIfMissing);
        const qint64 first = importAndCommit(database, march);
        for (const QByteArray &sheet : later)
            importAndCommit(database, sheet);
        QCOMPARE(storedEverything(database), original);
        EventRepository events(database);
        rd::EventInput edited = events.document(first);
        edited.goGames.erase(edited.goGames.begin() + 1); // Ben - Cleo
        edited.goGames[1].winner = rd::GoWinner::White; // Cleo - Anna
        EvaluationService service(database);
        const Plan plan = service.previewCorrection(first, edited);
        QStringList rated;
        for (const PlannedEvaluation &planned : plan.evaluations)
            rated << planned.event.name;
        QCOMPARE(rated, (QStringList { "1 March", "3 May", "4 June" }));
        QSet<QString> changed;
        for (const RatingChange &change : plan.changes)
            changed.insert(change.event.name);
        QCOMPARE(changed, (QSet<QString> { "1 March", "3 May", "4 June" }));
        service.commit(plan);
        QCOMPARE(storedEverything(database), fresh);
        QVERIFY(service.rerate(rd::RatingSystem::Sagc).empty());

        service.commit(service.previewCorrection(first, parse(longer)));
        QCOMPARE(storedEverything(database), freshLonger);
        service.commit(service.previewCorrection(first, parse(march)));
        QCOMPARE(storedEverything(database), original);
        QVERIFY(service.rerate(rd::RatingSystem::Sagc).empty());
    }

    void uscfCarriesGamesAndLifetimeCounts()
    {
        // N after = N + m, and the lifetime wins and draws the floors need (uscf.md §9) grow.
        const DatabaseLocation club;
        Database database(club.location(), Database::Opening::CreateIfMissing);
        auto section = [](const char *name, const char *date) {
            const QJsonArray players {
                QJsonObject { { "id", "p" }, { "name", "Pat" },
                    { "uscf", QJsonObject { { "rating", 1500 }, { "games", 10 } } } },
                QJsonObject { { "id", "q" }, { "name", "Quinn" },
                    { "uscf", QJsonObject { { "rating", 1450 }, { "games", 30 } } } }
            };
            const QJsonArray games { QJsonObject { { "round", 1 }, { "white", "p" },
                                         { "black", "q" }, { "result", "1-0" } },
                QJsonObject {
                    { "round", 2 }, { "white", "q" }, { "black", "p" }, { "result", "1/2-1/2" } } };
            return QJsonDocument(
                QJsonObject { { "format", "ratingdesk-event" }, { "version", 1 },
                    { "system", "uscf" },
                    { "event", QJsonObject { { "name", name }, { "end_date", date } } },
                    { "players", players }, { "games", games } })
                .toJson();
        };
        importAndCommit(database, section("One", "2026-01-10"));
        importAndCommit(database, section("Two", "2026-02-10"));
        EventRepository events(database);
        const auto pat = HistoryRepository(database).history(
            PlayerRepository(database).players("Pat").front().id, rd::RatingSystem::Uscf);
        QCOMPARE(pat.size(), std::size_t { 2 });
        QCOMPARE(*std::get<rd::UscfRating>(pat[0].after).games, 12.0);
        QCOMPARE(*std::get<rd::UscfRating>(pat[1].before).games, 12.0);
        QCOMPARE(*std::get<rd::UscfRating>(pat[1].after).games, 14.0);
        Rows state = database.run(
            QStringLiteral(
                "SELECT ev.state_after FROM evaluations ev JOIN events e ON e.id = ev.event_id"
                " WHERE e.name = 'Two' AND ev.player_id = ?"),
            { PlayerRepository(database).players("Pat").front().id });
        QVERIFY(state.next());
        const QJsonObject carried = QJsonDocument::fromJson(
            state.value(QStringLiteral("state_after")).toString().toUtf8())
                                        .object();
        QCOMPARE(carried.value("wins").toInt(), 2);
        QCOMPARE(carried.value("draws").toInt(), 2);
    }

    void defaultDatabaseIsCreatedOnFirstUse()
    {
        if (DatabaseLocation::onPostgresql())
            QSKIP("about the default SQLite file in the user's data directory");
        QStandardPaths::setTestModeEnabled(true);
        QCoreApplication::setApplicationName(QStringLiteral("ratingdesk"));
        const QString path = Database::defaultPath();
        QVERIFY(path.startsWith(QStandardPaths::writableLocation(QStandardPaths::AppDataLocation)));
        QVERIFY(path.endsWith(QStringLiteral("/ratingdesk.sqlite")));
        QFile::remove(path);
        {
            Database database(path, Database::Opening::CreateIfMissing);
            QCOMPARE(database.schemaVersion(), Database::kSchemaVersion);
        }
        QVERIFY(QFile::exists(path));
        QFile::remove(path);
        QStandardPaths::setTestModeEnabled(false);
    }

    void generatedHistoryIsConsistent()
    {
        // The generator's history: events of all three systems, rated in order; rating it all
        // again from the start gives exactly what is stored.
        const DatabaseLocation club;
        Database database(club.location(), Database::Opening::CreateIfMissing);
        EventRepository events(database);
        EvaluationService service(database);
        std::map<rd::RatingSystem, int> perSystem;
        rd::generateHistory({ 300, 4000, 11 }, [&](const rd::EventInput &event) {
            qint64 id = 0;
            {
                Transaction transaction(database);
                id = events.importEvent(event);
                transaction.commit();
            }
            service.commit(service.preview(id));
            ++perSystem[event.system];
        });
        QVERIFY(perSystem[rd::RatingSystem::Dwz] > 0);
        QVERIFY(perSystem[rd::RatingSystem::Uscf] > 0);
        QVERIFY(perSystem[rd::RatingSystem::Sagc] > 0);
        for (auto system :
            { rd::RatingSystem::Dwz, rd::RatingSystem::Uscf, rd::RatingSystem::Sagc })
            QVERIFY(service.rerate(system).empty());
        Rows forfeits = database.run(
            QStringLiteral("SELECT count(*) AS n FROM games WHERE result IN ('+--', '--+')"));
        QVERIFY(forfeits.next());
        QVERIFY(forfeits.value(QStringLiteral("n")).toInt() > 0);

        // Events read together (as the re-rate reads them, EventRepository::kEventsPerStatement
        // to a statement, the last batch short) are each the event read alone. Every event is
        // asked for three times over, so that the reads span several batches.
        std::vector<qint64> ids;
        for (int time = 0; time < 3; ++time) {
            for (const EventSummary &event : events.allEvents())
                ids.push_back(event.id);
        }
        QVERIFY(ids.size() > EventRepository::kEventsPerStatement);
        QVERIFY(ids.size() % EventRepository::kEventsPerStatement != 0);
        const std::map<qint64, rd::EventInput> together = events.documents(ids);
        const auto storedTogether = events.storedAfter(ids);
        QCOMPARE(together.size(), ids.size() / 3);
        for (qint64 id : ids) {
            QCOMPARE(rd::io::writeEventDocument(together.at(id), false),
                rd::io::writeEventDocument(events.document(id), false));
            QVERIFY(storedTogether.at(id) == events.storedAfter(id));
        }
    }

    void placeholdersAreNumberedForTheServer_data()
    {
        // PostgreSQL numbers its parameters $1, $2, ... in order; each `?` and each use of a
        // `:name` takes the next number. Quoted text and the cast `::` are not placeholders.
        QTest::addColumn<QString>("sql");
        QTest::addColumn<QString>("numbered");
        QTest::addColumn<QStringList>("names");
        QTest::newRow("positional") << QStringLiteral("SELECT a FROM t WHERE b = ? AND c = ?")
                                    << QStringLiteral("SELECT a FROM t WHERE b = $1 AND c = $2")
                                    << QStringList { QString(), QString() };
        QTest::newRow("named twice")
            << QStringLiteral("WHERE (CAST(:system AS TEXT) IS NULL OR e.system = :system)")
            << QStringLiteral("WHERE (CAST($1 AS TEXT) IS NULL OR e.system = $2)")
            << QStringList { QStringLiteral("system"), QStringLiteral("system") };
        QTest::newRow("quoted") << QStringLiteral(
            "SELECT 'a ? :b' AS \"c?\", 'it''s ?' FROM t WHERE d = :d_1")
                                << QStringLiteral(
                                       "SELECT 'a ? :b' AS \"c?\", 'it''s ?' FROM t WHERE d = $1")
                                << QStringList { QStringLiteral("d_1") };
        QTest::newRow("cast") << QStringLiteral("SELECT x::text, :y::int")
                              << QStringLiteral("SELECT x::text, $1::int")
                              << QStringList { QStringLiteral("y") };
    }

    void placeholdersAreNumberedForTheServer()
    {
        QFETCH(QString, sql);
        QFETCH(QString, numbered);
        QFETCH(QStringList, names);
        const auto placeholders = rd::store::ServerStatements::number(sql);
        QCOMPARE(placeholders.text, numbered);
        QCOMPARE(placeholders.names, names);
    }

    void copyMovesAWholeHistoryBothWays()
    {
        // A generated history in a file, copied to this test's database (on the server in the
        // PostgreSQL run) and from there into a new file: every table comes back row for row,
        // and the copy rates to exactly what it stores (db check).
        QTemporaryDir dir;
        const QString source = dir.filePath(QStringLiteral("club.sqlite"));
        {
            Database database(source, Database::Opening::CreateIfMissing);
            EventRepository events(database);
            EvaluationService service(database);
            rd::generateHistory({ 120, 1500, 5 }, [&](const rd::EventInput &event) {
                qint64 id = 0;
                {
                    Transaction transaction(database);
                    id = events.importEvent(event);
                    transaction.commit();
                }
                service.commit(service.preview(id));
            });
        }
        const DatabaseLocation middle;
        const QString back = dir.filePath(QStringLiteral("back.sqlite"));
        {
            Database from(source, Database::Opening::CreateIfMissing);
            Database to(middle.location(), Database::Opening::CreateIfMissing);
            copyDatabase(from, to);
            EvaluationService service(to);
            for (auto system :
                { rd::RatingSystem::Dwz, rd::RatingSystem::Uscf, rd::RatingSystem::Sagc })
                QVERIFY(service.rerate(system).empty());
            // A second copy into it is refused, and it stays as it was.
            const QStringList before = rowsOf(to);
            QVERIFY_THROWS_EXCEPTION(DatabaseError, copyDatabase(from, to));
            QCOMPARE(rowsOf(to), before);
        }
        {
            Database from(middle.location(), Database::Opening::CreateIfMissing);
            Database to(back, Database::Opening::CreateIfMissing);
            copyDatabase(from, to);
        }
        Database original(source, Database::Opening::CreateIfMissing);
        Database copied(back, Database::Opening::CreateIfMissing);
        const QStringList rows = rowsOf(original);
        QVERIFY(rows.size() > 1000);
        QCOMPARE(rowsOf(copied), rows);
    }

    void aSecondWriterWaitsForTheFirst()
    {
        const DatabaseLocation club;
        Database first(club.location(), Database::Opening::CreateIfMissing);
        Database second(club.location(), Database::Opening::CreateIfMissing);
        first.begin();
        first.run(QStringLiteral("INSERT INTO settings (key, value) VALUES ('a', '1')"));
        // The first writer commits after 300 ms; the second waits where it must (on SQLite, the
        // busy timeout) and then writes.
        std::thread committer([&first] {
            std::this_thread::sleep_for(std::chrono::milliseconds(300));
            first.commit();
        });
        {
            Transaction transaction(second);
            second.run(QStringLiteral("INSERT INTO settings (key, value) VALUES ('b', '2')"));
            transaction.commit();
        }
        committer.join();
        Rows count = second.run(
            QStringLiteral("SELECT count(*) AS n FROM settings WHERE key IN ('a', 'b')"));
        QVERIFY(count.next());
        QCOMPARE(count.value(QStringLiteral("n")).toInt(), 2);
        QCOMPARE(second.integrityCheck(), QStringLiteral("ok"));
    }
};

QTEST_GUILESS_MAIN(TestStore)
#include "tst_store.moc"
