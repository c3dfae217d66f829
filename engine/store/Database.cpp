#include "engine/store/Database.h"

#include "engine/store/SchemaMigration.h"

#include <QStandardPaths>

namespace rd::store {

Database::Database(const QString &location, Opening opening)
    : Connection(location, opening)
{
    SchemaMigration schema(*this);
    if (onServer())
        schema.recogniseOnServer(opening);
    if (opening != Opening::ReadOnly)
        schema.migrate();
}

QString Database::defaultPath()
{
    return QStandardPaths::writableLocation(QStandardPaths::AppDataLocation)
        + QStringLiteral("/ratingdesk.sqlite");
}

int Database::schemaVersion()
{
    return SchemaMigration(*this).version();
}

} // namespace rd::store
