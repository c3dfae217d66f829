#pragma once

#include "desktop/Outcome.h"

#include <QString>

#include <exception>
#include <type_traits>

namespace rd::desktop {

// How desktop/ turns what the store throws or refuses into the one Failure the windows see. The
// desktop asked for what it names by choosing it in a list that showed it: a player or an event
// missing now was deleted meanwhile (store::DatabaseError::Asked::FromList).

// The failure of `error`: the database's refusal, an engine's finding in a document, or a fault
// of the program in words that say so (store::userMessageOf); its own words go to the log only.
Failure failureOf(const std::exception &error);
// The failure the store refused an operation with (store::Outcome::failure), in `sentence`.
Failure failureOf(const std::exception_ptr &failure, const QString &sentence);

// The refusal of the store's outcome `refused` (a store::Outcome that did not succeed).
template <typename StoreOutcome> Failure refusalOf(const StoreOutcome &refused)
{
    return failureOf(refused.failure(), refused.sentence());
}

// Runs `work`, which may throw what the store throws: its result, or the failure it threw. Work
// without a result gives Done.
template <typename Work> auto attempt(Work &&work)
{
    using Result = std::invoke_result_t<Work>;
    using Given = std::conditional_t<std::is_void_v<Result>, Done, Result>;
    try {
        if constexpr (std::is_void_v<Result>) {
            work();
            return Outcome<Given>(Done {});
        } else {
            return Outcome<Given>(work());
        }
    } catch (const std::exception &error) {
        return Outcome<Given>(failureOf(error));
    }
}

} // namespace rd::desktop
