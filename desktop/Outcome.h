#pragma once

#include <QString>

#include <exception>
#include <string>
#include <type_traits>
#include <utility>
#include <variant>

namespace rd::desktop {

// Why an operation of the desktop did not happen: one sentence in the user's words that names
// the place (the event, the player, the line of the file) and what to do. The failure's own words
// (SQLite's, a document reader's, the standard library's) are kept for the log only.
struct Failure {
    QString sentence;
    std::string detail;
};

// The result of an operation that has none beyond having happened.
struct Done { };

// What every operation of the desktop gives the windows: its result, or the Failure that says
// why not, which the windows show (ui/widgets/ErrorReport). Nothing is thrown across the wall:
// what the store throws or refuses becomes a Failure in desktop/, once.
template <typename Result> class [[nodiscard]] Outcome {
public:
    Outcome(Result result)
        : m_value(std::in_place_index<0>, std::move(result))
    {
    }
    Outcome(Failure failure)
        : m_value(std::in_place_index<1>, std::move(failure))
    {
    }

    bool succeeded() const { return m_value.index() == 0; }
    explicit operator bool() const { return succeeded(); }
    const Result &operator*() const { return std::get<0>(m_value); }
    Result &operator*() { return std::get<0>(m_value); }
    const Result *operator->() const { return &std::get<0>(m_value); }
    Result *operator->() { return &std::get<0>(m_value); }
    // Of an operation that did not happen.
    const Failure &failure() const { return std::get<1>(m_value); }

private:
    std::variant<Result, Failure> m_value;
};

} // namespace rd::desktop
