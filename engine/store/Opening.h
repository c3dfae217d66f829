#pragma once

namespace rd::store {

// How a database is opened. Only the creating ones create, and only what is missing.
enum class Opening {
    ReadOnly, // changes nothing, needs no write access, refuses an older schema
    ReadWrite, // migrates an older schema; refuses a damaged file
    CreateIfMissing, // ReadWrite, making the database (and its folder) when there is none
    CreateNew, // makes a new database; refuses where there is one already
};

constexpr bool creates(Opening opening)
{
    return opening == Opening::CreateIfMissing || opening == Opening::CreateNew;
}

} // namespace rd::store
