#pragma once

#include <cstdint>
#include <string>
#include <utility>
#include <variant>
#include <vector>

namespace rd {

// A number that is shown and written with a fixed number of decimals (We: 3, Rc: 1, ...).
struct Decimal {
    double value = 0.0;
    int places = 0;
};

class Value;
using Field = std::pair<std::string, Value>;
// An ordered set of named values: the "before", "after" and "details" objects of an evaluation.
using Fields = std::vector<Field>;

// One value of the evaluation document: null, a flag, an integer, a decimal, text or an object.
class Value {
public:
    using Storage = std::variant<std::monostate, bool, std::int64_t, Decimal, std::string, Fields>;

    Value() = default;
    Value(std::nullptr_t) { }
    Value(bool flag)
        : m_storage(flag)
    {
    }
    Value(int number)
        : m_storage(std::int64_t { number })
    {
    }
    Value(std::int64_t number)
        : m_storage(number)
    {
    }
    Value(Decimal number)
        : m_storage(number)
    {
    }
    Value(std::string text)
        : m_storage(std::move(text))
    {
    }
    Value(const char *text)
        : m_storage(std::string(text))
    {
    }
    Value(Fields object)
        : m_storage(std::move(object))
    {
    }

    const Storage &storage() const { return m_storage; }
    bool isNull() const { return std::holds_alternative<std::monostate>(m_storage); }

private:
    Storage m_storage;
};

// The value named `key`, or nullptr.
const Value *findField(const Fields &fields, const std::string &key);

} // namespace rd
