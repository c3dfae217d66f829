#include "engine/store/Transaction.h"

#include "engine/store/BusyWait.h"

#include <QDeadlineTimer>
#include <QRandomGenerator>
#include <QSqlQuery>
#include <QThread>

#include <algorithm>

namespace rd::store {

namespace {

// The advisory lock writers on a server queue for (Connection::begin).
constexpr qint64 kWriterLock = 0x77726974; // "writ"

} // namespace

// On a server writers queue for one advisory lock, taken before the transaction begins (its
// snapshot then shows what the writer before committed), as SQLite's BEGIN IMMEDIATE queues
// them for the file's write lock; SERIALIZABLE guards against any writer that does not queue.
void Connection::begin()
{
    if (m_transactionDepth > 0) {
        run(QStringLiteral("SAVEPOINT nested"));
    } else if (!onServer()) {
        run(QStringLiteral("BEGIN IMMEDIATE"));
    } else {
        run(QStringLiteral("SELECT pg_advisory_lock(%1)").arg(kWriterLock));
        try {
            run(QStringLiteral("BEGIN ISOLATION LEVEL SERIALIZABLE"));
        } catch (const DatabaseError &) {
            letWritersOn();
            throw;
        }
    }
    ++m_transactionDepth;
}

void Connection::commit()
{
    run(m_transactionDepth == 1 ? QStringLiteral("COMMIT") : QStringLiteral("RELEASE nested"));
    --m_transactionDepth;
    if (m_transactionDepth == 0)
        letWritersOn();
}

void Connection::rollback()
{
    QSqlQuery query(m_db);
    if (m_transactionDepth == 1) {
        query.exec(QStringLiteral("ROLLBACK"));
    } else {
        query.exec(QStringLiteral("ROLLBACK TO nested"));
        query.exec(QStringLiteral("RELEASE nested"));
    }
    --m_transactionDepth;
    if (m_transactionDepth == 0)
        letWritersOn();
}

// The server lets the writers' lock go with the connection at the latest.
void Connection::letWritersOn()
{
    if (onServer())
        QSqlQuery(m_db).exec(QStringLiteral("SELECT pg_advisory_unlock(%1)").arg(kWriterLock));
}

Transaction::Transaction(Connection &connection)
    : m_connection(connection)
{
    m_connection.begin();
}

Transaction::~Transaction()
{
    if (!m_done)
        m_connection.rollback();
}

void Transaction::commit()
{
    m_connection.commit();
    m_done = true;
}

// Writers refused together wait different whiles, so that they do not meet again in step.
void runInTransaction(Connection &connection, const std::function<void()> &work)
{
    const bool outermost = !connection.inTransaction();
    const QDeadlineTimer deadline(3 * kBusyTimeoutMs);
    for (int attempt = 1;; ++attempt) {
        try {
            Transaction transaction(connection);
            work();
            transaction.commit();
            return;
        } catch (const DatabaseError &error) {
            if (!outermost || error.kind() != DatabaseError::Kind::Busy || deadline.hasExpired())
                throw;
        }
        const int longest = std::min(100 * attempt, 1000);
        QThread::msleep(
            static_cast<unsigned long>(QRandomGenerator::global()->bounded(20, longest)));
    }
}

} // namespace rd::store
