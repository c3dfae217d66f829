#pragma once

#include "desktop/Outcome.h"
#include "engine/io/DocumentError.h"
#include "engine/io/csv/CsvFormat.h"

#include <QList>
#include <QString>
#include <QStringList>

#include <memory>
#include <vector>

namespace rd::store {
struct ImportPlan;
} // namespace rd::store

namespace rd::desktop {

class DatabaseSession;

// A file read and checked against the database, nothing written yet (store::ImportPlan), as
// the windows show it before the user decides: its problems and warnings by line, the report of
// what writing would do, and for a player list the table as read and its first players.
class ImportPreview {
public:
    // Nothing read yet: no problem, no player.
    ImportPreview();

    const QString &fileName() const;
    // A CSV player list, whose columns the user may choose (else an event file).
    bool isPlayerList() const;
    // Any problem, and nothing can be written.
    bool canWrite() const;
    const QList<io::DocumentError> &problems() const;
    // What the user should know of an event file that is imported all the same, by line.
    const QList<io::DocumentError> &warnings() const;
    // The report in the user's words, one line each, as the command line prints it.
    QStringList reportLines() const;
    // An event file of whose players some are taken for ones already in the database.
    bool takesExistingPlayers() const;

    // A player list: the file as read, how its dates and decimals are read, and its players.
    const io::CsvTable &table() const;
    const io::CsvReading &reading() const;
    int playerCount() const;
    const io::CsvPlayer &player(int index) const;

private:
    friend class ImportOperations;
    std::shared_ptr<const store::ImportPlan> m_plan;
};

// What writing a preview did (store::ImportResult): the new draft of an event file, the players
// of a list added, updated and left as they were, and the sentence that says it ("Imported
// players: 11 added, …").
struct Imported {
    qint64 eventId = 0;
    int added = 0;
    int updated = 0;
    int unchanged = 0;
    QString summary;
};

// Importing files into the session's database (store::ImportService): previewed first, written
// only when the preview can be; an event file is added as a draft through store::EventLifecycle,
// a player list by the import service. The session says what changed afterwards. Each gives an
// Outcome: its result, or the Failure that says why not.
class ImportOperations {
public:
    explicit ImportOperations(DatabaseSession &session);

    Outcome<ImportPreview> previewFile(const QString &path);
    // The player list `table` of the file `fileName` read with the columns the user chose.
    Outcome<ImportPreview> previewPlayers(const QString &fileName, const io::CsvTable &table,
        const std::vector<io::PlayerColumn> &columns);
    Outcome<Imported> write(const ImportPreview &preview);

private:
    static ImportPreview previewOf(store::ImportPlan plan);

    DatabaseSession &m_session;
};

} // namespace rd::desktop
