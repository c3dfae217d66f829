#pragma once

#include <QString>

#include <exception>
#include <optional>

namespace rd::desktop {

// What the windows say of an operation that failed, in the user's words (store::userMessageOf).
// The desktop asked for what it names by choosing it in a list that showed it: a player or an
// event missing now was deleted meanwhile (store::DatabaseError::Asked::FromList).

// The sentence of the database's refusal; nothing when `error` is no refusal of the database.
std::optional<QString> refusalOf(const std::exception &error);
// The sentence of any failure: a refusal, an engine's finding in a document, or a fault of the
// program, whose own words go to the log only.
QString userMessageOf(const std::exception &error);

} // namespace rd::desktop
