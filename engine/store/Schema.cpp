#include "engine/store/Schema.h"

namespace rd::store {

namespace {

// The columns `columns` (name and type each) added to `table`.
QStringList addedColumns(const QString &table, std::initializer_list<const char *> columns)
{
    QStringList statements;
    for (const char *column : columns)
        statements
            << QStringLiteral("ALTER TABLE %1 ADD COLUMN %2").arg(table, QLatin1String(column));
    return statements;
}

// `table` made anew with `columns` (name and definition each), its rows kept: SQLite's way to
// change what ALTER TABLE cannot ("making other kinds of table schema changes"), run with
// foreign keys off by Database::migrate: the new table is made under another name, takes the
// rows, and takes the place of the old one.
QStringList remadeTable(const QString &table, const QStringList &columns)
{
    QStringList names;
    for (const QString &column : columns)
        names << column.section(QLatin1Char(' '), 0, 0);
    const QString remade = table + QStringLiteral("_lasting");
    return {
        QStringLiteral("CREATE TABLE %1 (%2)").arg(remade, columns.join(QStringLiteral(", "))),
        QStringLiteral("INSERT INTO %1 (%2) SELECT %2 FROM %3")
            .arg(remade, names.join(QStringLiteral(", ")), table),
        QStringLiteral("DROP TABLE %1").arg(table),
        QStringLiteral("ALTER TABLE %1 RENAME TO %2").arg(remade, table),
    };
}

QStringList version1()
{
    return {
        // Players and their federation ids (DSB, USCF, FIDE, SAGC handle); the starting values
        // are what a player brings when the database has no history of him in a system yet.
        QStringLiteral(R"(CREATE TABLE players (
            id INTEGER PRIMARY KEY,
            name TEXT NOT NULL,
            birth_date TEXT,
            birth_year INTEGER,
            starting_states TEXT NOT NULL DEFAULT '{}'))"),
        QStringLiteral(R"(CREATE TABLE player_ids (
            player_id INTEGER NOT NULL REFERENCES players(id) ON DELETE CASCADE,
            kind TEXT NOT NULL CHECK (kind IN ('dsb', 'uscf', 'fide', 'sagc')),
            value TEXT NOT NULL,
            PRIMARY KEY (kind, value)))"),
        QStringLiteral("CREATE INDEX player_ids_player ON player_ids(player_id)"),
        QStringLiteral("CREATE INDEX players_name ON players(name COLLATE NOCASE)"),
        // Events: rated in chronological order of end date (then entry), SAGC in entry order.
        QStringLiteral(R"(CREATE TABLE events (
            id INTEGER PRIMARY KEY,
            name TEXT NOT NULL,
            system TEXT NOT NULL CHECK (system IN ('dwz', 'uscf', 'sagc')),
            ruleset TEXT NOT NULL,
            params TEXT NOT NULL DEFAULT '{}',
            start_date TEXT,
            end_date TEXT NOT NULL,
            uscf_system TEXT,
            dual_rated INTEGER NOT NULL DEFAULT 0,
            status TEXT NOT NULL CHECK (status IN ('draft', 'rated')),
            entry_sequence INTEGER NOT NULL UNIQUE))"),
        QStringLiteral(
            "CREATE INDEX events_order ON events(system, status, end_date, entry_sequence)"),
        // Each event's players with the pre-event state the document gave for them.
        QStringLiteral(R"(CREATE TABLE event_players (
            event_id INTEGER NOT NULL REFERENCES events(id) ON DELETE CASCADE,
            player_id INTEGER NOT NULL REFERENCES players(id),
            position INTEGER NOT NULL,
            given_state TEXT,
            PRIMARY KEY (event_id, player_id)))"),
        QStringLiteral("CREATE INDEX event_players_player ON event_players(player_id)"),
        QStringLiteral(R"(CREATE TABLE games (
            id INTEGER PRIMARY KEY,
            event_id INTEGER NOT NULL REFERENCES events(id) ON DELETE CASCADE,
            sequence INTEGER NOT NULL,
            round INTEGER,
            white INTEGER NOT NULL REFERENCES players(id),
            black INTEGER NOT NULL REFERENCES players(id),
            result TEXT,
            winner TEXT,
            handicap INTEGER,
            komi REAL,
            status TEXT,
            date TEXT))"),
        QStringLiteral("CREATE INDEX games_event ON games(event_id, sequence)"),
        QStringLiteral(R"(CREATE TABLE byes (
            event_id INTEGER NOT NULL REFERENCES events(id) ON DELETE CASCADE,
            player_id INTEGER NOT NULL REFERENCES players(id),
            round INTEGER NOT NULL,
            points REAL NOT NULL))"),
        // The evaluation of a rated event: one row per player with every detail, and the state
        // he takes into his next event of that system.
        QStringLiteral(R"(CREATE TABLE evaluations (
            event_id INTEGER NOT NULL REFERENCES events(id) ON DELETE CASCADE,
            player_id INTEGER NOT NULL REFERENCES players(id),
            status TEXT NOT NULL,
            before TEXT NOT NULL,
            after TEXT NOT NULL,
            details TEXT NOT NULL,
            extra TEXT NOT NULL DEFAULT '{}',
            state_after TEXT NOT NULL,
            PRIMARY KEY (event_id, player_id)))"),
        QStringLiteral("CREATE INDEX evaluations_player ON evaluations(player_id)"),
        QStringLiteral(R"(CREATE TABLE evaluation_documents (
            event_id INTEGER PRIMARY KEY REFERENCES events(id) ON DELETE CASCADE,
            document TEXT NOT NULL))"),
        // DWZ leftover games with their expiry (seed 4.4, 6.1.1).
        QStringLiteral(R"(CREATE TABLE restpartien (
            id INTEGER PRIMARY KEY,
            player_id INTEGER NOT NULL REFERENCES players(id) ON DELETE CASCADE,
            event_id INTEGER NOT NULL REFERENCES events(id) ON DELETE CASCADE,
            opponent_rating INTEGER NOT NULL,
            score REAL NOT NULL,
            end_date TEXT NOT NULL,
            expires TEXT NOT NULL))"),
        QStringLiteral("CREATE INDEX restpartien_player ON restpartien(player_id)"),
        // SAGC record-sheet lines in entry order (sagc.md §5, §6).
        QStringLiteral(R"(CREATE TABLE sagc_entries (
            sequence INTEGER PRIMARY KEY,
            event_id INTEGER NOT NULL REFERENCES events(id) ON DELETE CASCADE,
            game_id INTEGER NOT NULL REFERENCES games(id) ON DELETE CASCADE,
            player_id INTEGER NOT NULL REFERENCES players(id),
            opponent_id INTEGER NOT NULL REFERENCES players(id),
            opponent_rank TEXT NOT NULL,
            colour TEXT NOT NULL,
            handicap INTEGER NOT NULL,
            komi REAL NOT NULL,
            winner TEXT NOT NULL,
            status_factor REAL NOT NULL,
            change INTEGER NOT NULL,
            new_index INTEGER NOT NULL,
            new_rank TEXT NOT NULL,
            date TEXT,
            comment TEXT NOT NULL DEFAULT ''))"),
        QStringLiteral("CREATE INDEX sagc_entries_player ON sagc_entries(player_id, sequence)"),
        QStringLiteral("CREATE TABLE settings (key TEXT PRIMARY KEY, value TEXT NOT NULL)"),
    };
}

// Event properties (organiser, place, arbiters, time control, ...) as one JSON object, and the
// draft as the user typed it: an event document kept even while it is not valid yet.
QStringList version2()
{
    return addedColumns(QStringLiteral("events"),
        { "properties TEXT NOT NULL DEFAULT '{}'", "draft_document TEXT" });
}

// The federations' rating lists as reference data, apart from our own players: one list of each
// kind, replaced as a whole by a newer one; names and clubs also as search keys
// (lists::searchKey) for a search by prefix.
QStringList version3()
{
    QStringList statements { QStringLiteral(R"(CREATE TABLE rating_lists (
        kind TEXT PRIMARY KEY CHECK (kind IN ('dsb', 'fide')),
        list_date TEXT NOT NULL,
        source TEXT NOT NULL,
        loaded_at TEXT NOT NULL,
        players INTEGER NOT NULL))") };
    for (const char *kind : { "dsb", "fide" }) {
        statements << QStringLiteral(R"(CREATE TABLE %1 (
            id INTEGER PRIMARY KEY,
            name TEXT NOT NULL,
            name_key TEXT NOT NULL,
            academic_title TEXT,
            birth_year INTEGER,
            sex TEXT,
            dsb_id TEXT,
            member_number TEXT,
            fide_id TEXT,
            federation TEXT,
            club_code TEXT,
            club_name TEXT,
            club_key TEXT,
            active INTEGER,
            eligibility TEXT,
            dwz INTEGER,
            dwz_index INTEGER,
            dwz_year INTEGER,
            dwz_week INTEGER,
            title TEXT,
            women_title TEXT,
            other_titles TEXT,
            foa_title TEXT,
            rating INTEGER,
            games INTEGER,
            k INTEGER,
            rapid_rating INTEGER,
            rapid_games INTEGER,
            rapid_k INTEGER,
            blitz_rating INTEGER,
            blitz_games INTEGER,
            blitz_k INTEGER,
            flag TEXT))")
                          .arg(listedPlayersTable(kind));
        statements += listedPlayerIndexes(kind);
    }
    return statements;
}

// What a player is besides his name, as a rating list or a TRF file gives it: sex, title and
// federation in the registry; in each event what that event said of him (a TRF 001 line), with
// his FIDE rating then; a bye given to a player left unpaired (TRF "U").
QStringList version4()
{
    return addedColumns(QStringLiteral("players"), { "sex TEXT", "title TEXT", "federation TEXT" })
        + addedColumns(QStringLiteral("event_players"),
            { "sex TEXT", "title TEXT", "federation TEXT", "fide_rating INTEGER" })
        + addedColumns(QStringLiteral("byes"), { "unpaired INTEGER NOT NULL DEFAULT 0" });
}

// Who is editing which event on a server, beside the advisory lock that keeps the claim alive
// (EditingLocks): the user and host of the desktop, and since when (ISO time, UTC). An event's
// byes are found by its id, as its games are (EventRepository reads many events at once).
QStringList version5()
{
    return {
        QStringLiteral("CREATE INDEX byes_event ON byes(event_id)"),
        QStringLiteral(R"(CREATE TABLE event_editors (
            event_id INTEGER NOT NULL PRIMARY KEY REFERENCES events(id) ON DELETE CASCADE,
            user_name TEXT NOT NULL,
            host TEXT NOT NULL,
            since TEXT NOT NULL))"),
    };
}

// What an event's .h9 table says of each player (h9.md): country, club, EGD PIN, and the line's
// score columns and cells as one JSON object ({"scores": text, "cells": [text, ...]}).
QStringList version6()
{
    return addedColumns(QStringLiteral("event_players"),
        { "country TEXT", "club TEXT", "egd_pin TEXT", "h9_line TEXT" });
}

// The club a registry player plays for, as a rating list or the players' CSV names it: it tells
// namesakes apart where a player is picked.
QStringList version7()
{
    return addedColumns(QStringLiteral("players"), { "club TEXT" });
}

// The file an event was imported from, as it was (its bytes and format name), and the event as
// the import stored it (an event document), so that an export gives the file back, and after a
// change only the lines that changed are written anew (docs/trf.md, "Byte for byte back").
QStringList version8()
{
    return {
        QStringLiteral(R"(CREATE TABLE event_sources (
            event_id INTEGER NOT NULL PRIMARY KEY REFERENCES events(id) ON DELETE CASCADE,
            format TEXT NOT NULL,
            original BLOB NOT NULL,
            imported_document TEXT NOT NULL))"),
    };
}

// Ids that last (SQLite): a player's or an event's number is never given again after a
// deletion, so that an exported file or a printed report that names event 6 never names another
// event later. SQLite gives the largest id plus one unless the table says AUTOINCREMENT, which
// can only be said when the table is made: both tables are made anew with it, with the columns
// they have by version 8. A server's identity columns never go back already.
QStringList version9()
{
    QStringList statements = remadeTable(QStringLiteral("players"),
        { QStringLiteral("id INTEGER PRIMARY KEY AUTOINCREMENT"),
            QStringLiteral("name TEXT NOT NULL"), QStringLiteral("birth_date TEXT"),
            QStringLiteral("birth_year INTEGER"),
            QStringLiteral("starting_states TEXT NOT NULL DEFAULT '{}'"),
            QStringLiteral("sex TEXT"), QStringLiteral("title TEXT"),
            QStringLiteral("federation TEXT"), QStringLiteral("club TEXT") });
    statements << QStringLiteral("CREATE INDEX players_name ON players(name COLLATE NOCASE)");
    statements += remadeTable(QStringLiteral("events"),
        { QStringLiteral("id INTEGER PRIMARY KEY AUTOINCREMENT"),
            QStringLiteral("name TEXT NOT NULL"),
            QStringLiteral("system TEXT NOT NULL CHECK (system IN ('dwz', 'uscf', 'sagc'))"),
            QStringLiteral("ruleset TEXT NOT NULL"),
            QStringLiteral("params TEXT NOT NULL DEFAULT '{}'"), QStringLiteral("start_date TEXT"),
            QStringLiteral("end_date TEXT NOT NULL"), QStringLiteral("uscf_system TEXT"),
            QStringLiteral("dual_rated INTEGER NOT NULL DEFAULT 0"),
            QStringLiteral("status TEXT NOT NULL CHECK (status IN ('draft', 'rated'))"),
            QStringLiteral("entry_sequence INTEGER NOT NULL UNIQUE"),
            QStringLiteral("properties TEXT NOT NULL DEFAULT '{}'"),
            QStringLiteral("draft_document TEXT") });
    statements << QStringLiteral(
        "CREATE INDEX events_order ON events(system, status, end_date, entry_sequence)");
    return statements;
}

// The state a player of a US Chess event lives in, as the rating report gives it
// (uscf-report.md "TDEXPORT.DBF", D_STATE).
QStringList version10()
{
    return addedColumns(QStringLiteral("event_players"), { "region TEXT" });
}

// The section of a US Chess event a player plays in (event-document.md "players[].section").
QStringList version11()
{
    return addedColumns(QStringLiteral("event_players"), { "section TEXT" });
}

// The history of an event's details changed after it was rated (EventLifecycle::changeDetails):
// when, and its properties before and after, each as the events' properties column holds them.
QStringList version12()
{
    return { QStringLiteral(R"(CREATE TABLE event_changes (
            id INTEGER PRIMARY KEY,
            event_id INTEGER NOT NULL REFERENCES events(id) ON DELETE CASCADE,
            changed_at TEXT NOT NULL,
            properties_before TEXT NOT NULL,
            properties_after TEXT NOT NULL))"),
        QStringLiteral("CREATE INDEX event_changes_event ON event_changes(event_id)") };
}

// A Swiss event's rounds (event-document.md "Rounds"): the round a late entry is first paired in
// and the one a player withdrew from, and the pairs of players the arbiter keeps apart.
QStringList version13()
{
    return addedColumns(
               QStringLiteral("event_players"), { "first_round INTEGER", "withdrawn_from INTEGER" })
        << QStringLiteral(R"(CREATE TABLE forbidden_pairs (
            event_id INTEGER NOT NULL REFERENCES events(id) ON DELETE CASCADE,
            player_id INTEGER NOT NULL REFERENCES players(id),
            other_id INTEGER NOT NULL REFERENCES players(id)))")
        << QStringLiteral("CREATE INDEX forbidden_pairs_event ON forbidden_pairs(event_id)");
}

// The columns of a list's players that a search looks up.
constexpr const char *kIndexedColumns[] = { "name_key", "club_key", "fide_id", "dsb_id" };

} // namespace

QString listedPlayersTable(const QString &kind)
{
    return QStringLiteral("listed_") + kind;
}

QStringList listedPlayerIndexes(const QString &kind)
{
    QStringList statements;
    for (const char *column : kIndexedColumns) {
        statements << QStringLiteral("CREATE INDEX %1_%2 ON %1(%2)")
                          .arg(listedPlayersTable(kind), QLatin1String(column));
    }
    return statements;
}

QStringList dropListedPlayerIndexes(const QString &kind)
{
    QStringList statements;
    for (const char *column : kIndexedColumns) {
        statements << QStringLiteral("DROP INDEX %1_%2")
                          .arg(listedPlayersTable(kind), QLatin1String(column));
    }
    return statements;
}

QStringList tablesInOrder()
{
    return { QStringLiteral("players"), QStringLiteral("player_ids"), QStringLiteral("events"),
        QStringLiteral("event_changes"), QStringLiteral("event_sources"),
        QStringLiteral("event_players"), QStringLiteral("games"), QStringLiteral("byes"),
        QStringLiteral("forbidden_pairs"), QStringLiteral("evaluations"),
        QStringLiteral("evaluation_documents"), QStringLiteral("restpartien"),
        QStringLiteral("sagc_entries"), QStringLiteral("settings"), QStringLiteral("rating_lists"),
        listedPlayersTable(QStringLiteral("dsb")), listedPlayersTable(QStringLiteral("fide")) };
}

QString forBackend(const QString &statement, Location::Kind kind)
{
    if (kind == Location::Kind::Sqlite)
        return statement;
    QString translated = statement;
    translated.replace(QStringLiteral("INTEGER PRIMARY KEY"),
        QStringLiteral("BIGINT GENERATED BY DEFAULT AS IDENTITY PRIMARY KEY"));
    translated.replace(QStringLiteral(" INTEGER"), QStringLiteral(" BIGINT"));
    translated.replace(QStringLiteral(" REAL"), QStringLiteral(" DOUBLE PRECISION"));
    translated.replace(QStringLiteral(" BLOB"), QStringLiteral(" BYTEA"));
    translated.replace(QStringLiteral("(name COLLATE NOCASE)"), QStringLiteral("(lower(name))"));
    translated.replace(QStringLiteral("_key TEXT"), QStringLiteral("_key TEXT COLLATE \"C\""));
    return translated;
}

QStringList migrationTo(int version, Location::Kind kind)
{
    switch (version) {
    case 1:
        return version1();
    case 2:
        return version2();
    case 3:
        return version3();
    case 4:
        return version4();
    case 5:
        return version5();
    case 6:
        return version6();
    case 7:
        return version7();
    case 8:
        return version8();
    case 9:
        return kind == Location::Kind::Sqlite ? version9() : QStringList();
    case 10:
        return version10();
    case 11:
        return version11();
    case 12:
        return version12();
    case 13:
        return version13();
    default:
        return {};
    }
}

} // namespace rd::store
