#pragma once

#include "engine/store/Opening.h"

namespace rd::store {

class Connection;

// The schema version of a database, and its migration to the current one (Schema.h). A SQLite
// file keeps the version in its header (PRAGMA user_version) and carries our mark
// (kApplicationId); a database on a server keeps it in a table of its own.
class SchemaMigration {
public:
    explicit SchemaMigration(Connection &connection);

    // 0 for a database without our schema.
    int version();
    // A database on a server, judged by its version before anything is written: refused (a
    // DatabaseError with a sentence) when it is another program's, missing for an opening that
    // does not create, there for one that makes a new database, newer than ours, or older and to
    // be read only.
    void recogniseOnServer(Opening opening);
    // Brings the schema to the current version in one transaction, after a backup copy of a
    // SQLite file is kept beside it (BackupFolder); refuses a newer schema and another
    // program's tables.
    void migrate();

private:
    void setVersion(int version);
    bool hasTables();
    void markAsOurs();
    void refuseNewer(int version) const;
    [[noreturn]] void refuseForeign() const;

    Connection &m_connection;
};

} // namespace rd::store
