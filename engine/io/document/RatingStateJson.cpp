#include "engine/io/document/RatingStateJson.h"

#include <QJsonValue>

#include <cmath>
#include <cstdint>

namespace rd::io {

RatingState ratingStateFromJson(RatingSystem system, const QJsonObject &object)
{
    // The same keys as the engine's own objects: read into Fields and taken from there.
    Fields fields;
    for (auto member = object.begin(); member != object.end(); ++member) {
        const QJsonValue value = member.value();
        const std::string key = member.key().toStdString();
        if (value.isString())
            fields.emplace_back(key, value.toString().toStdString());
        else if (value.isDouble() && value.toDouble() == std::trunc(value.toDouble()))
            fields.emplace_back(key, static_cast<std::int64_t>(value.toDouble()));
        else if (value.isDouble())
            fields.emplace_back(key, Decimal { value.toDouble(), 2 });
    }
    return ratingStateOf(system, fields);
}

} // namespace rd::io
