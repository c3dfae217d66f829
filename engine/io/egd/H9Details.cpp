#include "engine/io/egd/H9Details.h"

namespace rd::io {

const H9Line &H9Details::lineOf(const std::string &id) const
{
    static const H9Line kNone;
    const auto found = lines.find(id);
    return found == lines.end() ? kNone : found->second;
}

} // namespace rd::io
