#include "engine/io/document/JsonText.h"

#include <QJsonArray>
#include <QJsonObject>
#include <QJsonValue>
#include <QString>

#include <algorithm>
#include <charconv>
#include <cmath>
#include <string_view>

namespace rd::io {

namespace {

constexpr double kLargestExactInteger = 9007199254740992.0; // 2^53

// A finite number that is not a whole one up to 2^53 as QByteArray::number(number, 'g',
// QLocale::FloatingPointShortest) writes it: the shortest digits that read back as the number,
// in the shorter of fixed and exponent notation, fixed when both are as long.
void appendShortest(std::string &text, double number)
{
    char buffer[32];
    const char *end
        = std::to_chars(buffer, buffer + sizeof buffer, number, std::chars_format::scientific).ptr;
    const char *first = buffer;
    if (*first == '-')
        text.push_back(*first++);
    const char *e = std::find(first, end, 'e');
    int exponent = 0;
    std::from_chars(e + (e[1] == '+' ? 2 : 1), end, exponent);
    char digits[24];
    int count = 0;
    for (const char *c = first; c != e; ++c) {
        if (*c != '.')
            digits[count++] = *c;
    }
    const long scientificLength = end - first;
    const long fixedLength = exponent >= 0
        ? std::max(count, exponent + 1) + (count > exponent + 1 ? 1 : 0)
        : 1 - exponent + count;
    if (scientificLength < fixedLength) {
        text.append(first, end - first);
    } else if (exponent < 0) {
        text.append("0.");
        text.append(-exponent - 1, '0');
        text.append(digits, count);
    } else if (count <= exponent + 1) {
        text.append(digits, count);
        text.append(exponent + 1 - count, '0');
    } else {
        text.append(digits, exponent + 1);
        text.push_back('.');
        text.append(digits + exponent + 1, count - exponent - 1);
    }
}

} // namespace

JsonText::JsonText(bool indented)
    : m_indented(indented)
{
}

void JsonText::beginObject()
{
    open('{');
}

void JsonText::endObject()
{
    close('}');
}

void JsonText::beginArray()
{
    open('[');
}

void JsonText::endArray()
{
    close(']');
}

void JsonText::key(std::string_view name)
{
    if (!m_first)
        m_text.append(m_indented ? ",\n" : ",");
    m_first = false;
    indent();
    quoted(name);
    m_text.append(m_indented ? ": " : ":");
    m_afterKey = true;
}

void JsonText::null()
{
    beforeValue();
    m_text.append("null");
}

void JsonText::flag(bool flag)
{
    beforeValue();
    m_text.append(flag ? "true" : "false");
}

void JsonText::integer(std::int64_t number)
{
    beforeValue();
    char buffer[24];
    const char *end = std::to_chars(buffer, buffer + sizeof buffer, number).ptr;
    m_text.append(buffer, end - buffer);
}

void JsonText::number(double number)
{
    if (!std::isfinite(number)) {
        null();
    } else if (std::trunc(number) == number && std::abs(number) <= kLargestExactInteger) {
        integer(static_cast<std::int64_t>(number));
    } else {
        beforeValue();
        appendShortest(m_text, number);
    }
}

void JsonText::string(std::string_view text)
{
    beforeValue();
    quoted(text);
}

void JsonText::value(const QJsonValue &value)
{
    switch (value.type()) {
    case QJsonValue::Bool:
        flag(value.toBool());
        break;
    case QJsonValue::Double:
        number(value.toDouble());
        break;
    case QJsonValue::String:
        string(value.toString().toStdString());
        break;
    case QJsonValue::Array:
        beginArray();
        for (const QJsonValue &element : value.toArray())
            this->value(element);
        endArray();
        break;
    case QJsonValue::Object: {
        beginObject();
        const QJsonObject object = value.toObject();
        for (auto member = object.begin(); member != object.end(); ++member) {
            key(member.key().toStdString());
            this->value(member.value());
        }
        endObject();
        break;
    }
    case QJsonValue::Null:
    case QJsonValue::Undefined:
        null();
        break;
    }
}

QByteArray JsonText::take()
{
    if (m_indented)
        m_text.push_back('\n');
    return QByteArray(m_text.data(), qsizetype(m_text.size()));
}

// A value in an array, or at the top, starts on its own line when indented.
void JsonText::beforeValue()
{
    if (m_afterKey) {
        m_afterKey = false;
        return;
    }
    if (m_depth == 0)
        return;
    if (!m_first)
        m_text.append(m_indented ? ",\n" : ",");
    m_first = false;
    indent();
}

void JsonText::open(char bracket)
{
    beforeValue();
    m_text.push_back(bracket);
    if (m_indented)
        m_text.push_back('\n');
    ++m_depth;
    m_first = true;
}

void JsonText::close(char bracket)
{
    if (m_indented && !m_first)
        m_text.push_back('\n');
    --m_depth;
    indent();
    m_text.push_back(bracket);
    m_first = false;
}

void JsonText::indent()
{
    if (m_indented)
        m_text.append(4 * m_depth, ' ');
}

// As Qt escapes: quote, backslash and control characters; other text as UTF-8, where a byte
// sequence that is not UTF-8 becomes U+FFFD as it does through QString.
void JsonText::quoted(std::string_view text)
{
    if (std::ranges::any_of(text, [](char c) { return static_cast<unsigned char>(c) >= 0x80; })) {
        const QByteArray utf8 = QString::fromUtf8(text.data(), qsizetype(text.size())).toUtf8();
        if (std::string_view(utf8.constData(), std::size_t(utf8.size())) != text) {
            quoted(std::string_view(utf8.constData(), std::size_t(utf8.size())));
            return;
        }
    }
    static constexpr char kHex[] = "0123456789abcdef";
    m_text.push_back('"');
    // Runs of characters written as they are go in at once.
    const char *run = text.data();
    const char *const end = text.data() + text.size();
    for (const char *c = run; c != end; ++c) {
        const auto byte = static_cast<unsigned char>(*c);
        if (byte >= 0x20 && byte != '"' && byte != '\\')
            continue;
        m_text.append(run, c - run);
        run = c + 1;
        // RFC 8259 §7: the characters with a two-character escape, and its second character.
        static constexpr std::string_view kEscaped("\"\\\b\f\n\r\t");
        static constexpr std::string_view kEscapeLetters("\"\\bfnrt");
        m_text.push_back('\\');
        if (const std::size_t at = kEscaped.find(static_cast<char>(byte));
            at != std::string_view::npos) {
            m_text.push_back(kEscapeLetters[at]);
            continue;
        }
        m_text.append("u00");
        m_text.push_back(kHex[byte >> 4]);
        m_text.push_back(kHex[byte & 0xf]);
    }
    m_text.append(run, end - run);
    m_text.push_back('"');
}

} // namespace rd::io
