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

// The engines evaluatorFor() gives, each rating the event as a whole.
namespace dwz {
// Evaluates a whole tournament under one DWZ rule set (dwz.md §7): first DWZ for newcomers in
// two stages with the Gesamtiteration, follow-up DWZ, performance, Sonderwertung, Restpartien.
Evaluation evaluate(const EventInput &event);
} // namespace dwz

namespace uscf {
// Rates a US Chess section in the five steps of uscf.md §2; a dual-rated event is rated in the
// Regular and the Quick system independently (the second system under "quick" or "regular").
Evaluation evaluate(const EventInput &event);
} // namespace uscf

namespace sagc {
// Applies the document's Go games in entry order to the players' ranks and indexes
// (sagc.md §2-§5) and reports every factor of every game for both sides.
Evaluation evaluate(const EventInput &event);
} // namespace sagc

} // namespace rd
