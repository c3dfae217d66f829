#pragma once

// The desktop layer's classes that windows hold by reference, declared for headers that need
// only their names.
namespace rd::desktop {
class DatabaseSession;
class EventOperations;
class ImportOperations;
class PlayerOperations;
class PlayerQueries;
} // namespace rd::desktop
