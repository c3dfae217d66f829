#pragma once

#include <QByteArray>

class QJsonValue;

#include <cstdint>
#include <string>
#include <string_view>

namespace rd::io {

// JSON text exactly as QJsonDocument::toJson() writes it, written value by value without
// building a QJsonObject first: compact, or indented by four spaces with a newline at the end.
// Numbers come out as QJsonValue keeps them (a whole number up to 2^53 as an integer, any other
// in its shortest form) and strings escaped as Qt escapes them. Members are written in the
// order given; QJsonObject orders them by name, so a caller gives them sorted.
class JsonText {
public:
    explicit JsonText(bool indented);

    void beginObject();
    void endObject();
    void beginArray();
    void endArray();
    // The name of the next member of the current object.
    void key(std::string_view name);

    void null();
    void flag(bool flag);
    void integer(std::int64_t number);
    void number(double number);
    void string(std::string_view text);
    // A value of Qt's, objects with their members by name.
    void value(const QJsonValue &value);

    QByteArray take();

private:
    void beforeValue();
    void open(char bracket);
    void close(char bracket);
    void indent();
    void quoted(std::string_view text);

    std::string m_text;
    bool m_indented;
    int m_depth = 0;
    bool m_first = true; // nothing written yet in the current object or array
    bool m_afterKey = false;
};

} // namespace rd::io
