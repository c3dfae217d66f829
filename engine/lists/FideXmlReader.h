#pragma once

#include <QByteArray>
#include <QIODevice>
#include <QString>

#include <vector>

namespace rd::lists {

// The XML of FIDE's rating list read as the bytes it is, a chunk at a time: elements that hold
// either elements or text (<playerslist><player><name>text</name>…</player>…), with
// declarations, comments, CDATA, the five named entities and character references. It checks
// what makes the file XML (every element closed by its own end tag, nothing after the root's
// end but comments, known entities) without the cost of a general parser for each character:
// the list's 500 MB are read in a fraction of the time. The calls are those of
// QXmlStreamReader that the list needs.
class FideXmlReader {
public:
    explicit FideXmlReader(QIODevice &device);

    // Reads up to the next start tag inside the current element: true there; false at the
    // current element's end tag, at the end of the document, or on an error.
    bool readNextStartElement();
    // The name of the element just started.
    const QByteArray &name() const { return m_name; }
    // The bytes of the text of the element just started, up to its end tag, entities replaced,
    // in the declaration's encoding (UTF-8, or ISO-8859-1: textOf()); an element inside it is an
    // error. Valid until the next call.
    const QByteArray &readElementBytes();
    // Bytes of the document's text as text.
    QString textOf(const QByteArray &bytes) const;
    // Reads past the end tag of the element just started.
    void skipCurrentElement();

    // The line (from 1) of the last tag read.
    int lineNumber() const { return m_tagLine; }
    bool hasError() const { return !m_error.isEmpty(); }
    const QString &errorString() const { return m_error; }

private:
    // Skipped: a comment, a declaration, a DOCTYPE or CDATA between elements, read past.
    enum class Token { Start, End, Skipped, EndOfDocument, Error };

    Token next();
    Token readTag();
    bool readUntil(char stop, QByteArray &text);
    bool skipPast(const char *terminator);
    bool readDeclaration();
    bool replaceEntities(QByteArray &text);
    Token fail(const QString &message);

    int peek();
    int get();
    bool refill();

    QIODevice &m_device;
    QByteArray m_buffer;
    qsizetype m_at = 0;
    qsizetype m_end = 0;
    int m_line = 1;
    int m_tagLine = 1;
    bool m_latin1 = false;
    bool m_started = false; // the root element was read
    bool m_selfClosed = false; // the start tag just read closed itself
    std::vector<QByteArray> m_open; // the elements open, the root first
    QByteArray m_name;
    QByteArray m_text;
    QString m_error;
};

} // namespace rd::lists
