#pragma once

#include "engine/store/Connection.h"

#include <functional>

namespace rd::store {

// A transaction that rolls back unless committed (nothing half-written on an exception). Inside
// another one it is a savepoint: rolling it back undoes only what was done since it began.
class Transaction {
public:
    explicit Transaction(Connection &connection);
    ~Transaction();
    Q_DISABLE_COPY(Transaction)
    void commit();

private:
    Connection &m_connection;
    bool m_done = false;
};

// Runs `work` in a transaction and commits it. A transaction refused because another writer
// holds or changed what it needs (DatabaseError::Kind::Busy: SQLite's lock held past the busy
// timeout, a serialization failure or deadlock on a server) is run again from the start after a
// short random wait, for up to three busy timeouts; then the refusal is thrown. Inside another
// transaction `work` runs once, and the outermost one is the one run again.
void runInTransaction(Connection &connection, const std::function<void()> &work);

} // namespace rd::store
