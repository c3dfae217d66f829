#include "engine/rating/InputLimits.h"

#include <cstdio>
#include <string>

namespace rd::limits {

namespace {

// C0 controls, DEL and C1 controls (Unicode general category Cc).
bool isControl(char32_t character)
{
    return character < 0x20 || (character >= 0x7f && character <= 0x9f);
}

bool isContinuationByte(unsigned char byte)
{
    return (byte & 0xc0) == 0x80;
}

} // namespace

std::optional<NameProblem> nameProblem(std::string_view utf8)
{
    int length = 0;
    for (std::size_t i = 0; i < utf8.size(); ++i) {
        const auto byte = static_cast<unsigned char>(utf8[i]);
        if (isContinuationByte(byte))
            continue;
        ++length;
        char32_t character = byte;
        // The C1 controls are written C2 80 to C2 9F.
        if (byte == 0xc2 && i + 1 < utf8.size())
            character = static_cast<unsigned char>(utf8[i + 1]);
        if (isControl(character) && (byte < 0x80 || byte == 0xc2))
            return NameProblem { NameProblem::Kind::ControlCharacter, character, 0 };
    }
    if (length > kLongestName)
        return NameProblem { NameProblem::Kind::TooLong, 0, length };
    return std::nullopt;
}

bool holdsNul(std::string_view utf8)
{
    return utf8.find('\0') != std::string_view::npos;
}

std::string characterCode(char32_t character)
{
    char code[16];
    std::snprintf(code, sizeof code, "U+%04X", static_cast<unsigned>(character));
    return code;
}

} // namespace rd::limits
