#pragma once

#include "engine/io/DocumentError.h"
#include "engine/rating/EventInput.h"

#include <QList>

#include <optional>
#include <string>
#include <vector>

namespace rd::io {

// What a file holds for one player, as its own line tells it: the games it gives him (each game
// is told on both players' lines), how many of them the reader set aside on purpose and said so
// in a warning (a result not confirmed, a ruling, a game not yet played ...), and the points its
// points column gives, where it has one that counts games 1, 1/2 and 0.
struct FileLine {
    int line = 0;
    std::string player; // the id the reader gave him; empty when the line is not a player
    int games = 0;
    int setAside = 0;
    std::optional<double> points;
};

// What a file holds, line by line, for the importer to compare with what it will store.
struct FileContents {
    std::vector<FileLine> lines;
};

// Every difference between what `event` stores and what the file holds (docs/import.md "Nothing
// lost silently"): a player line that is not a player of the event, a line whose games are not
// all stored nor set aside, games in all, and points that differ from the file's points column.
// One warning per kind, naming the first line and every line that differs.
QList<DocumentError> differencesFromFile(const EventInput &event, const FileContents &file);

} // namespace rd::io
