#pragma once

#include "engine/store/Connection.h"
#include "engine/store/DatabaseError.h"
#include "engine/store/Schema.h"
#include "engine/store/Transaction.h"

#include <QString>
#include <QtGlobal>

namespace rd::store {

// One database, opened (Connection) with its schema brought to the current version
// (SchemaMigration; a SQLite file after a backup copy of it). A SQLite file is recognised
// before anything is written to it (recogniseFile); another program's file, a newer or a damaged
// one is refused with a sentence and left byte for byte as it was (docs/database.md, "Opening a
// database").
class Database : public Connection {
public:
    static constexpr int kSchemaVersion = store::kSchemaVersion;
    static constexpr qint32 kApplicationId = store::kApplicationId;

    // Opens the SQLite file `location`, or connects to the PostgreSQL database it names
    // (Location::parse), as `opening` says; refuses a newer schema.
    explicit Database(const QString &location, Opening opening = Opening::ReadWrite);
    Q_DISABLE_COPY(Database)

    // The default file in the user's data directory (QStandardPaths::AppDataLocation).
    static QString defaultPath();

    int schemaVersion();
};

} // namespace rd::store
