#pragma once

#include "engine/store/Opening.h"

#include <QString>

namespace rd::store {

// Judges whatever is at the SQLite path `path` before SQLite opens it for writing: until then
// no byte of it changes and nothing is made beside it (SqliteFile). A ratingdesk file is known
// by our mark (kApplicationId) or, in a file older than the mark, by its schema version and our
// tables; nothing, an empty file or an empty SQLite file becomes a new database when `opening`
// creates one, and its folder is made. Anything else (another program's file, a newer or a
// damaged one, a file that may not be written) is refused with a DatabaseError whose sentence
// names the path, and left byte for byte as it was (docs/database.md, "Opening a database").
void recogniseFile(const QString &path, Opening opening);

} // namespace rd::store
