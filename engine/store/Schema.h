#pragma once

#include <QStringList>

namespace rd::store {

// The statements that take an empty database to schema version `version` from `version - 1`
// (DESIGN.md "Database").
QStringList migrationTo(int version);

} // namespace rd::store
