#include "engine/lists/FideXmlReader.h"

#include <algorithm>
#include <cstring>
#include <string>

namespace rd::lists {

namespace {

// A read from the device at a time: large enough that a call's cost does not count, small
// enough to keep the memory constant.
constexpr qsizetype kChunk = 1 << 20;

bool isSpace(char c)
{
    return c == ' ' || c == '\t' || c == '\r' || c == '\n';
}

// XML 1.0 §2.3 NameStartChar, as far as one byte tells: a letter, '_', ':' or a byte of a
// character beyond ASCII.
bool startsName(char c)
{
    const auto u = static_cast<unsigned char>(c);
    return (u >= 'a' && u <= 'z') || (u >= 'A' && u <= 'Z') || u == '_' || u == ':' || u >= 0x80;
}

void appendUtf8(QByteArray &out, char32_t code)
{
    out.append(QString::fromUcs4(&code, 1).toUtf8());
}

} // namespace

FideXmlReader::FideXmlReader(QIODevice &device)
    : m_device(device)
{
    m_buffer.resize(kChunk);
}

bool FideXmlReader::refill()
{
    const qint64 read = m_device.read(m_buffer.data(), m_buffer.size());
    m_at = 0;
    m_end = read > 0 ? read : 0;
    return m_end > 0;
}

int FideXmlReader::peek()
{
    if (m_at == m_end && !refill())
        return -1;
    return static_cast<unsigned char>(m_buffer[m_at]);
}

int FideXmlReader::get()
{
    const int c = peek();
    if (c >= 0) {
        ++m_at;
        if (c == '\n')
            ++m_line;
    }
    return c;
}

FideXmlReader::Token FideXmlReader::fail(const QString &message)
{
    if (m_error.isEmpty())
        m_error = message;
    m_tagLine = m_line;
    return Token::Error;
}

// Appends the bytes up to the next `stop` (read past it); false at the end of the file.
bool FideXmlReader::readUntil(char stop, QByteArray &text)
{
    for (;;) {
        if (m_at == m_end && !refill())
            return false;
        const char *from = m_buffer.constData() + m_at;
        const auto *found = static_cast<const char *>(std::memchr(from, stop, m_end - m_at));
        const qsizetype length = found ? found - from : m_end - m_at;
        m_line += static_cast<int>(std::count(from, from + length, '\n'));
        text.append(from, length);
        m_at += length;
        if (found) {
            ++m_at;
            return true;
        }
    }
}

// Reads past `terminator` ("-->", "?>", "]]>", ">"); false at the end of the file.
bool FideXmlReader::skipPast(const char *terminator)
{
    const std::size_t length = std::strlen(terminator);
    std::string last;
    for (int c = get(); c >= 0; c = get()) {
        last.push_back(static_cast<char>(c));
        if (last.size() > length)
            last.erase(last.begin());
        if (last == terminator)
            return true;
    }
    return false;
}

// After "<?": a processing instruction; the XML declaration's encoding says how text is read.
bool FideXmlReader::readDeclaration()
{
    std::string text;
    for (int c = get(); c >= 0; c = get()) {
        text.push_back(static_cast<char>(c));
        if (text.size() >= 2 && text.compare(text.size() - 2, 2, "?>") == 0)
            break;
    }
    if (text.size() < 2 || text.compare(text.size() - 2, 2, "?>") != 0)
        return false;
    if (text.rfind("xml", 0) == 0) {
        std::transform(text.begin(), text.end(), text.begin(),
            [](char c) { return static_cast<char>(std::tolower(static_cast<unsigned char>(c))); });
        m_latin1 = text.find("iso-8859-1") != std::string::npos
            || text.find("latin1") != std::string::npos;
    }
    return true;
}

// The five named entities and character references (XML 1.0 §4.1, §4.6); any other is an error.
bool FideXmlReader::replaceEntities(QByteArray &text)
{
    if (!text.contains('&'))
        return true;
    QByteArray out;
    out.reserve(text.size());
    for (qsizetype i = 0; i < text.size(); ++i) {
        if (text[i] != '&') {
            out.append(text[i]);
            continue;
        }
        const qsizetype end = text.indexOf(';', i);
        if (end < 0) {
            fail(QStringLiteral("an & without its ;"));
            return false;
        }
        const QByteArray entity = text.mid(i + 1, end - i - 1);
        i = end;
        static const std::pair<const char *, char> kNamed[]
            = { { "amp", '&' }, { "lt", '<' }, { "gt", '>' }, { "quot", '"' }, { "apos", '\'' } };
        const auto named = std::find_if(std::begin(kNamed), std::end(kNamed),
            [&](const auto &pair) { return entity == pair.first; });
        if (named != std::end(kNamed)) {
            out.append(named->second);
            continue;
        }
        bool ok = false;
        const uint code = entity.startsWith("#x") ? entity.mid(2).toUInt(&ok, 16)
            : entity.startsWith('#')              ? entity.mid(1).toUInt(&ok, 10)
                                                  : 0;
        if (!ok || code == 0 || code > 0x10FFFF || (m_latin1 && code > 0xFF)) {
            fail(QStringLiteral("the entity &%1; is not known").arg(QString::fromLatin1(entity)));
            return false;
        }
        if (m_latin1)
            out.append(static_cast<char>(code));
        else
            appendUtf8(out, static_cast<char32_t>(code));
    }
    text = out;
    return true;
}

// After '<': a start or end tag, or something skipped (a comment, a declaration, a DOCTYPE, CDATA
// between elements).
FideXmlReader::Token FideXmlReader::readTag()
{
    const int first = peek();
    if (first == '?') {
        get();
        return readDeclaration() ? Token::Skipped
                                 : fail(QStringLiteral("a declaration without its ?>"));
    }
    if (first == '!') {
        get();
        const char *terminator = peek() == '-' ? "-->" : peek() == '[' ? "]]>" : ">";
        return skipPast(terminator) ? Token::Skipped
                                    : fail(QStringLiteral("the document ends inside <!"));
    }
    m_name.resize(0);
    const bool end = first == '/';
    if (end)
        get();
    if (!readUntil('>', m_name))
        return fail(QStringLiteral("the document ends inside a tag"));
    m_tagLine = m_line;
    m_selfClosed = !end && m_name.endsWith('/');
    if (m_selfClosed)
        m_name.chop(1);
    const auto space = std::find_if(m_name.begin(), m_name.end(), isSpace);
    m_name.truncate(space - m_name.begin());
    if (m_name.isEmpty() || !startsName(m_name.front()))
        return fail(QStringLiteral("a tag without a name"));
    if (end) {
        if (m_open.empty() || m_open.back() != m_name)
            return fail(
                QStringLiteral("</%1> closes no element open").arg(QString::fromUtf8(m_name)));
        m_open.pop_back();
        return Token::End;
    }
    if (m_open.empty() && m_started)
        return fail(QStringLiteral("a second element after the document's end"));
    m_started = true;
    m_open.push_back(m_name);
    return Token::Start;
}

FideXmlReader::Token FideXmlReader::next()
{
    if (!m_error.isEmpty())
        return Token::Error;
    if (m_selfClosed) { // <name/>: its end follows its start
        m_selfClosed = false;
        m_open.pop_back();
        return Token::End;
    }
    for (;;) {
        m_text.resize(0);
        if (!readUntil('<', m_text)) {
            if (!m_open.empty())
                return fail(QStringLiteral("the document ends before </%1>")
                                .arg(QString::fromUtf8(m_open.back())));
            if (!m_started)
                return fail(QStringLiteral("the document has no element"));
            return Token::EndOfDocument;
        }
        const Token token = readTag();
        if (token != Token::Skipped)
            return token;
    }
}

bool FideXmlReader::readNextStartElement()
{
    for (;;) {
        switch (next()) {
        case Token::Start:
            return true;
        case Token::Skipped:
            break;
        case Token::End:
        case Token::EndOfDocument:
        case Token::Error:
            return false;
        }
    }
}

const QByteArray &FideXmlReader::readElementBytes()
{
    m_text.resize(0);
    if (m_selfClosed) {
        next();
        return m_text;
    }
    for (;;) {
        const qsizetype from = m_text.size();
        if (!readUntil('<', m_text)) {
            fail(QStringLiteral("the document ends before </%1>")
                     .arg(QString::fromUtf8(m_open.back())));
            return m_text;
        }
        if (m_text.indexOf('&', from) >= 0) {
            QByteArray piece = m_text.mid(from);
            if (!replaceEntities(piece))
                return m_text;
            m_text.truncate(from);
            m_text.append(piece);
        }
        const int c = peek();
        if (c == '!' && m_buffer.mid(m_at, 8).startsWith("![CDATA[")) {
            // CDATA as it is, no entity replaced.
            for (int i = 0; i < 8; ++i)
                get();
            QByteArray data;
            for (int b = get(); b >= 0; b = get()) {
                data.append(static_cast<char>(b));
                if (data.endsWith("]]>"))
                    break;
            }
            if (!data.endsWith("]]>")) {
                fail(QStringLiteral("the document ends inside CDATA"));
                return m_text;
            }
            data.chop(3);
            m_text.append(data);
            continue;
        }
        if (c == '/' || c == '!' || c == '?') {
            if (readTag() != Token::Skipped) // its end tag, or an error
                return m_text;
            continue; // a comment inside the text
        }
        fail(QStringLiteral("an element inside the text of <%1>")
                 .arg(QString::fromUtf8(m_open.back())));
        return m_text;
    }
}

QString FideXmlReader::textOf(const QByteArray &bytes) const
{
    return m_latin1 ? QString::fromLatin1(bytes) : QString::fromUtf8(bytes);
}

void FideXmlReader::skipCurrentElement()
{
    int depth = 1;
    while (depth > 0) {
        switch (next()) {
        case Token::Start:
            ++depth;
            break;
        case Token::End:
            --depth;
            break;
        case Token::Skipped:
            break;
        case Token::EndOfDocument:
        case Token::Error:
            return;
        }
    }
}

} // namespace rd::lists
