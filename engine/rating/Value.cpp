#include "engine/rating/Value.h"

namespace rd {

const Value *findField(const Fields &fields, const std::string &key)
{
    for (const auto &[name, value] : fields) {
        if (name == key)
            return &value;
    }
    return nullptr;
}

} // namespace rd
