#include "desktop/Failures.h"

#include "engine/store/Database.h"

namespace rd::desktop {

std::optional<QString> refusalOf(const std::exception &error)
{
    if (const auto *refused = dynamic_cast<const store::DatabaseError *>(&error))
        return refused->userMessage(store::DatabaseError::Asked::FromList);
    return std::nullopt;
}

QString userMessageOf(const std::exception &error)
{
    return store::userMessageOf(error, store::DatabaseError::Asked::FromList);
}

} // namespace rd::desktop
