#pragma once

#include "engine/rating/Evaluation.h"
#include "engine/rating/EventInput.h"

#include <stdexcept>
#include <string>
#include <utility>

namespace rd {

// Input that only an engine can recognise as wrong, with the JSON path of the offending value.
class InputError : public std::runtime_error {
public:
    InputError(std::string path, const std::string &message)
        : std::runtime_error(path + ": " + message)
        , m_path(std::move(path))
    {
    }
    const std::string &path() const { return m_path; }

private:
    std::string m_path;
};

// Rates one event of one rating system as a whole.
class Evaluator {
public:
    virtual ~Evaluator() = default;
    virtual Evaluation evaluate(const EventInput &event) const = 0;
};

// The engine of `system` in this build, or nullptr when the system is not available.
const Evaluator *evaluatorFor(RatingSystem system);

} // namespace rd
