#include "desktop/Failures.h"

#include "engine/store/Database.h"

namespace rd::desktop {

Failure failureOf(const std::exception &error)
{
    return { store::userMessageOf(error, store::DatabaseError::Asked::FromList), error.what() };
}

Failure failureOf(const std::exception_ptr &failure, const QString &sentence)
{
    try {
        std::rethrow_exception(failure);
    } catch (const std::exception &error) {
        return { sentence, error.what() };
    } catch (...) {
        return { sentence, "an error without a description" };
    }
}

} // namespace rd::desktop
