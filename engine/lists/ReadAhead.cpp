#include "engine/lists/ReadAhead.h"

#include <condition_variable>
#include <deque>
#include <exception>
#include <mutex>
#include <optional>
#include <thread>
#include <utility>
#include <vector>

namespace rd::lists {

namespace {

// Players a batch holds, and batches read ahead at most.
constexpr std::size_t kBatchSize = 2048;
constexpr std::size_t kBatchesAhead = 4;

struct Batch {
    std::vector<model::ListedPlayer> players;
    qint64 position = 0;
};

// The batches between the reading thread and the writing one.
class Queue {
public:
    // Waits for room; false when the writer has stopped.
    bool push(Batch batch)
    {
        std::unique_lock lock(m_mutex);
        m_changed.wait(lock, [&] { return m_stopped || m_batches.size() < kBatchesAhead; });
        if (m_stopped)
            return false;
        m_batches.push_back(std::move(batch));
        m_changed.notify_all();
        return true;
    }
    // Waits for a batch; nothing when the reader has finished and all are taken.
    std::optional<Batch> pop()
    {
        std::unique_lock lock(m_mutex);
        m_changed.wait(lock, [&] { return m_finished || !m_batches.empty(); });
        if (m_batches.empty())
            return std::nullopt;
        Batch batch = std::move(m_batches.front());
        m_batches.pop_front();
        m_changed.notify_all();
        return batch;
    }
    void finish()
    {
        const std::scoped_lock lock(m_mutex);
        m_finished = true;
        m_changed.notify_all();
    }
    void stop()
    {
        const std::scoped_lock lock(m_mutex);
        m_stopped = true;
        m_changed.notify_all();
    }

private:
    std::mutex m_mutex;
    std::condition_variable m_changed;
    std::deque<Batch> m_batches;
    bool m_finished = false;
    bool m_stopped = false;
};

// Thrown on the reading thread to end the reading when the writer has stopped.
struct WriterStopped { };

} // namespace

bool ReadAhead::run(const Read &read, const std::function<qint64()> &position, const Write &write)
{
    Queue queue;
    bool readable = false;
    std::exception_ptr readFailure;
    std::thread reader([&] {
        try {
            Batch batch;
            const auto send = [&] {
                batch.position = position();
                if (!queue.push(std::exchange(batch, {})))
                    throw WriterStopped {};
            };
            readable = read([&](const model::ListedPlayer &player) {
                batch.players.push_back(player);
                if (batch.players.size() == kBatchSize)
                    send();
            });
            if (!batch.players.empty())
                send();
        } catch (const WriterStopped &) {
        } catch (...) {
            readFailure = std::current_exception();
        }
        queue.finish();
    });
    try {
        while (const std::optional<Batch> batch = queue.pop()) {
            for (const model::ListedPlayer &player : batch->players)
                write(player, batch->position);
        }
    } catch (...) {
        queue.stop();
        reader.join();
        throw;
    }
    reader.join();
    if (readFailure)
        std::rethrow_exception(readFailure);
    return readable;
}

} // namespace rd::lists
