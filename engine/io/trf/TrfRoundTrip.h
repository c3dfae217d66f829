#pragma once

#include "engine/io/EventFile.h"

#include <QByteArray>

namespace rd::io {

// A TRF file as another program wrote it, brought back byte for byte (docs/trf.md, "Byte for
// byte back").

// The file `original` brought up to `current`, the event (with its file details) that
// `asImported` was when it was imported (both as the store gives them back: players in the order of
// their 001 lines, each with an id of his own). Both events are written with writeTrf and compared
// record by record: a player's 001 line by his id, any other record by its code. Lines whose
// records are the same stay as they were, byte for byte; of a changed 001 line only the fields that
// changed are written over (the start number is the file's), points and rank only where our
// standings with the event's tie-breaks give the player other ones than they gave `asImported`. A
// new player's line comes after the last 001 line, with the next free start number; a removed
// player's line goes. A changed record of another code replaces the file's records of that code.
// The encoding, the byte order mark and the line endings stay the file's; a character that
// Windows-1252 cannot write makes the whole file UTF-8. A file whose 001 lines do not match the
// players of `asImported` is written anew, as writeTrf writes `current`.
QByteArray writeTrfOver(
    const QByteArray &original, const EventFile &asImported, const EventFile &current);

} // namespace rd::io
