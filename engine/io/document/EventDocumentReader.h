#pragma once

#include "engine/io/DocumentError.h"
#include "engine/io/EventFile.h"
#include "engine/io/FileContents.h"

#include <QByteArray>
#include <QJsonObject>
#include <QList>
#include <QString>

#include <optional>

namespace rd::io {

// The earliest birth year a document may give (event-document.md, "players[]").
inline constexpr int kEarliestBirthYear = 1850;

// Whether a player who plays on `latest` can have been born in `year`, or on `date`: from
// kEarliestBirthYear on and not after `latest`. A document's `latest` is its end date
// (event-document.md, "players[]"); a player entered by hand is entered for today.
bool isPossibleBirthYear(int year, const Date &latest);
bool isPossibleBirthDate(const Date &date, const Date &latest);

// What every reader of an event file returns (event documents, TRF, .h9).
struct EventReadResult {
    std::optional<EventInput> event; // set only when `errors` is empty (drafts: see below)
    QList<DocumentError> errors; // every problem found, in file order, each with its place
    // What the user should know of a file that is read all the same (TRF records kept as they
    // are), in file order, each with its place.
    QList<DocumentError> warnings {};
    // What an exchange file (TRF, .h9) holds line by line, for the importer's comparison with
    // what it stores (differencesFromFile); none for an event document.
    std::optional<FileContents> contents {};
    // What the file said of the event besides the event itself, with `event`.
    FileDetails details {};

    // The event with the file's details; none without an event.
    std::optional<EventFile> file() const;
};

// Reads and validates an event document (docs/event-document.md, "ratingdesk-event"
// version 1) into the engine's input. Nothing partial is ever returned.
EventReadResult readEventDocument(const QByteArray &json);
// A draft as an editor typed it: the event as far as it reads, with every problem, whenever the
// text is JSON, so that an unfinished draft is reopened as it was left.
EventReadResult readDraftDocument(const QByteArray &json);

// One part of a document read on its own and checked as there: a per-system object of
// `players[]` (`Part` DwzState, UscfState or SagcState), e.g. a player state kept on its own, or
// the event's properties (EventProperties) with the fields they have in `event` (`place`,
// `rounds_planned`, ...), e.g. as the store keeps them, and what the files of other programs said
// of the event (FileDetails) from the same fields (`round_dates`, `h9_header`, `uscf_report`, ...),
// the players' .h9 lines left out. Problems are appended to `errors` at
// `path` (`rating` for an empty path, `players[0].dwz.rating` for the path `players[0].dwz`);
// nothing is returned then.
template <typename Part> struct DocumentPart {
    static std::optional<Part> read(
        const QJsonObject &object, QList<DocumentError> &errors, const QString &path = QString());
};

} // namespace rd::io
