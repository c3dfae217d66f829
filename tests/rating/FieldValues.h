#pragma once

// Reading the named values of an evaluation (before, after, details, games) in tests.
#include "engine/rating/Value.h"

#include <QtGlobal>

#include <string>

namespace rd::test {

inline const Value &field(const Fields &fields, const std::string &key)
{
    static const Value missing;
    const Value *value = findField(fields, key);
    return value ? *value : missing;
}

inline bool isNull(const Fields &fields, const std::string &key)
{
    return field(fields, key).isNull();
}

// A number, integer or decimal.
inline double number(const Fields &fields, const std::string &key)
{
    const auto &storage = field(fields, key).storage();
    if (const auto *decimal = std::get_if<Decimal>(&storage))
        return decimal->value;
    if (const auto *integer = std::get_if<std::int64_t>(&storage))
        return static_cast<double>(*integer);
    qFatal("%s is not a number", key.c_str());
}

// An integer; -1 for null.
inline int integer(const Fields &fields, const std::string &key)
{
    const auto &storage = field(fields, key).storage();
    if (const auto *value = std::get_if<std::int64_t>(&storage))
        return static_cast<int>(*value);
    if (std::holds_alternative<std::monostate>(storage))
        return -1;
    qFatal("%s is not an integer", key.c_str());
}

inline bool flag(const Fields &fields, const std::string &key)
{
    return std::get<bool>(field(fields, key).storage());
}

inline const std::string &text(const Fields &fields, const std::string &key)
{
    return std::get<std::string>(field(fields, key).storage());
}

inline const Fields &object(const Fields &fields, const std::string &key)
{
    return std::get<Fields>(field(fields, key).storage());
}

} // namespace rd::test
