#pragma once

#include <array>
#include <optional>
#include <string>
#include <string_view>
#include <utility>

namespace rd {

// The one table of an enumeration's names in documents and files: each value's name, and the
// value a name stands for. A value may have several names; the first is the one written.
template <typename Enum, std::size_t N> struct EnumNames {
    std::array<std::pair<Enum, std::string_view>, N> entries;

    std::string nameOf(Enum value) const
    {
        for (const auto &[entry, name] : entries) {
            if (entry == value)
                return std::string(name);
        }
        return {};
    }

    std::optional<Enum> parse(std::string_view text) const
    {
        for (const auto &[entry, name] : entries) {
            if (name == text)
                return entry;
        }
        return std::nullopt;
    }
};

// enumNames<RatingSystem>({ { RatingSystem::Dwz, "dwz" }, … }): the table of these names.
template <typename Enum, std::size_t N>
constexpr EnumNames<Enum, N> enumNames(const std::pair<Enum, std::string_view> (&entries)[N])
{
    EnumNames<Enum, N> table {};
    for (std::size_t i = 0; i < N; ++i)
        table.entries[i] = entries[i];
    return table;
}

} // namespace rd
