#pragma once

#include "engine/store/Database.h"

#include <QString>

#include <utility>
#include <vector>

namespace rd::store {

// A whole history copied into an empty database, table by table with every id kept, in one
// transaction on the target: from a SQLite file to a PostgreSQL server and back. Returns the
// rows copied per table; throws DatabaseError when the target holds players, events or lists
// already, and then leaves it as it was.
std::vector<std::pair<QString, qint64>> copyDatabase(Database &from, Database &to);

} // namespace rd::store
