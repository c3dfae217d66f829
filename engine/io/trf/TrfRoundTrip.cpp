#include "engine/io/trf/TrfRoundTrip.h"

#include "engine/io/TextEncoding.h"
#include "engine/io/trf/TrfColumns.h"
#include "engine/io/trf/TrfFields.h"
#include "engine/io/trf/TrfFormat.h"
#include "engine/standings/Standings.h"

#include <QString>

#include <algorithm>
#include <map>
#include <optional>
#include <set>
#include <string>
#include <vector>

namespace rd::io {

namespace {

using namespace trf;

// Sex, title, name, FIDE rating, federation, FIDE id and birth date: each written over alone.
constexpr Columns kPlayerFields[] = { kSex, kTitle, kName, kRating, kFederation, kFideId, kBirth };

// A line as code points, so that columns count characters, not bytes.
using Line = std::u32string;

Line columnsOf(const Line &line, Columns columns)
{
    Line part;
    for (int column = columns.from; column <= columns.to; ++column)
        part += column <= int(line.size()) ? line[std::size_t(column) - 1] : U' ';
    return part;
}

// `text`, as wide as `columns`, written over them; the line is made long enough with blanks.
void putColumns(Line &line, Columns columns, const Line &text)
{
    if (int(line.size()) < columns.to)
        line.resize(std::size_t(columns.to), U' ');
    line.replace(std::size_t(columns.from) - 1, text.size(), text);
}

Line rightAligned(const QString &text, int width)
{
    return text.rightJustified(width, QLatin1Char(' ')).toStdU32String();
}

std::optional<int> numberIn(const Line &line, Columns columns)
{
    bool ok = false;
    const int number = QString::fromStdU32String(columnsOf(line, columns)).trimmed().toInt(&ok);
    return ok ? std::optional(number) : std::nullopt;
}

QString codeOf(const Line &line)
{
    return QString::fromStdU32String(line.substr(0, 3));
}

bool isPlayerLine(const Line &line)
{
    return codeOf(line) == QLatin1String("001");
}

// One line of the file as imported.
struct FileLine {
    QByteArray bytes; // as in the file, without its line end
    QByteArray ending; // CR LF, LF, CR, or nothing on a last line without one
};

std::vector<FileLine> splitLines(const QByteArray &data)
{
    std::vector<FileLine> lines;
    qsizetype start = 0;
    for (qsizetype at = 0; at < data.size(); ++at) {
        if (data[at] != '\r' && data[at] != '\n')
            continue;
        const qsizetype endingSize = data[at] == '\r' && data.mid(at + 1, 1) == "\n" ? 2 : 1;
        lines.push_back({ data.mid(start, at - start), data.mid(at, endingSize) });
        at += endingSize - 1;
        start = at + 1;
    }
    if (start < data.size())
        lines.push_back({ data.mid(start), {} });
    return lines;
}

// An event as writeTrf writes it, with the file's start numbers.
struct Rendering {
    std::vector<Line> players; // the 001 line of each player, in the event's order
    std::map<QString, std::vector<Line>> records; // every other record, by code
};

// writeTrf numbers the players 1..n in the event's order: these numbers, in the start-rank
// column and in the opponents' columns of the round blocks, become the file's.
void renumber(Line &line, const EventInput &event, const std::map<std::string, int> &fileNumber)
{
    // fileNumber has every player of the event (writeTrf numbered them all).
    const auto fileNumberOf = [&](int written) {
        return rightAligned(
            QString::number(fileNumber.at(event.players[std::size_t(written) - 1].id)),
            kNumberWidth);
    };
    putColumns(line, kStartRank, fileNumberOf(*numberIn(line, kStartRank)));
    for (int round = 1; blockColumns(round).from <= int(line.size()); ++round) {
        const Columns opponent { blockColumns(round).from,
            blockColumns(round).from + kNumberWidth - 1 };
        if (const auto written = numberIn(line, opponent); written && *written > 0)
            putColumns(line, opponent, fileNumberOf(*written));
    }
}

Rendering render(const EventFile &file, const std::map<std::string, int> &fileNumber)
{
    const EventInput &event = file.event;
    Rendering rendering;
    for (const QString &text :
        QString::fromUtf8(writeTrf(file)).split(QLatin1Char('\n'), Qt::SkipEmptyParts)) {
        Line line = text.toStdU32String();
        if (isPlayerLine(line)) {
            renumber(line, event, fileNumber);
            rendering.players.push_back(line);
        } else
            rendering.records[codeOf(line)].push_back(line);
    }
    return rendering;
}

struct Placing {
    double points = 0.0;
    int rank = 0;
};

// Points and rank of each player by our standings with the event's tie-breaks.
std::map<std::string, Placing> placings(const EventInput &event)
{
    std::map<std::string, Placing> placing;
    for (const standings::Standing &row :
        standings::computeStandings(event, standings::eventTieBreaks(event)).rows)
        placing[row.playerId] = { row.points, row.rank };
    return placing;
}

Line pointsText(double points)
{
    return rightAligned(QString::number(points, 'f', 1), kPoints.to - kPoints.from + 1);
}

Line rankText(int rank)
{
    return rightAligned(QString::number(rank), kRank.to - kRank.from + 1);
}

// `line` of the file with what changed from `before` to `after` (the player's rendered lines)
// written over it; nothing when nothing changed.
std::optional<Line> patched(Line line, const Line &before, const Line &after,
    const Placing &placedBefore, const Placing &placedAfter)
{
    std::vector<std::pair<Columns, Line>> changes;
    const int rounds = int(std::max(before.size(), after.size()));
    std::vector<Columns> fields(std::begin(kPlayerFields), std::end(kPlayerFields));
    for (int round = 1; blockColumns(round).from <= rounds; ++round)
        fields.push_back(blockColumns(round));
    for (const Columns columns : fields) {
        if (columnsOf(before, columns) != columnsOf(after, columns))
            changes.emplace_back(columns, columnsOf(after, columns));
    }
    if (placedBefore.points != placedAfter.points)
        changes.emplace_back(kPoints, pointsText(placedAfter.points));
    if (placedBefore.rank != placedAfter.rank)
        changes.emplace_back(kRank, rankText(placedAfter.rank));
    if (changes.empty())
        return std::nullopt;
    // A name longer than its columns has moved the fields after it: they are written over where
    // the reader found them, and the name keeps its end unless it changed.
    const int overflow = trfNameOverflow(line);
    const Line nameEnd
        = overflow > 0 ? line.substr(std::size_t(kName.to), std::size_t(overflow)) : Line();
    if (overflow > 0)
        line.erase(std::size_t(kName.to), std::size_t(overflow));
    // The columns not written over stay as they were, blanks at the end too; blanks that only
    // fill a new field's width are not added at the end.
    const std::size_t length = line.size();
    bool nameChanged = false;
    for (const auto &[columns, text] : changes) {
        putColumns(line, columns, text);
        nameChanged = nameChanged || columns.from == kName.from;
    }
    while (line.size() > length && line.back() == U' ')
        line.pop_back();
    if (overflow > 0 && !nameChanged)
        line.insert(std::size_t(kName.to), nameEnd);
    return line;
}

// What is written for a line of the file: the line as it was, another text, or nothing.
struct Written {
    std::optional<QByteArray> bytes; // the line as it was in the file
    Line text; // otherwise
    QByteArray ending;
};

class TrfPatch {
public:
    TrfPatch(const QByteArray &original, const EventFile &asImported, const EventFile &current)
        : m_original(original)
        , m_imported(asImported)
        , m_asImported(asImported.event)
        , m_currentFile(current)
        , m_current(current.event)
    {
        const DecodedText decoded = decodeText(original);
        m_encoding = decoded.encoding;
        // A UTF-16 file is patched as UTF-8, its lines being split on bytes, and then encoded
        // back.
        if (isUtf16(m_encoding)) {
            m_utf16 = m_encoding;
            m_encoding = TextEncoding::Utf8;
        }
        m_lines = splitLines(m_utf16                      ? decoded.text.toUtf8()
                : m_encoding == TextEncoding::Utf8WithBom ? original.mid(utf8ByteOrderMark().size())
                                                          : original);
        // Tabs as the reader reads them, so that the columns are the same.
        for (const FileLine &line : m_lines)
            m_texts.push_back(expandTrfTabs(decodeAs(line.bytes, m_encoding)).toStdU32String());
    }

    std::optional<QByteArray> write()
    {
        if (!numberPlayers())
            return std::nullopt;
        const Rendering before = render(m_imported, m_fileNumber);
        const Rendering after = render(m_currentFile, m_fileNumber);
        patchPlayers(before, after);
        patchNationalRatings();
        patchRecords(before, after);
        return assemble();
    }

private:
    // The file's start number of each player, and his line: the reader takes the 001 lines in
    // file order, and the store keeps that order. Players added since get the next numbers.
    bool numberPlayers()
    {
        const EventReadResult read = readTrf(m_original);
        if (!read.event || read.event->players.size() != m_asImported.players.size())
            return false;
        std::map<int, std::size_t> lineOfNumber;
        for (std::size_t index = 0; index < m_texts.size(); ++index) {
            if (isPlayerLine(m_texts[index]))
                if (const auto number = numberIn(m_texts[index], kStartRank))
                    lineOfNumber.emplace(*number, index);
        }
        int last = 0;
        for (std::size_t index = 0; index < m_asImported.players.size(); ++index) {
            const int number = QString::fromStdString(read.event->players[index].id).toInt();
            const auto line = lineOfNumber.find(number);
            if (line == lineOfNumber.end())
                return false;
            m_fileNumber[m_asImported.players[index].id] = number;
            m_lineOf[m_asImported.players[index].id] = line->second;
            last = std::max(last, number);
        }
        for (const PlayerInput &player : m_current.players) {
            if (!m_fileNumber.contains(player.id))
                m_fileNumber[player.id] = ++last;
        }
        return true;
    }

    void patchPlayers(const Rendering &before, const Rendering &after)
    {
        const auto placedBefore = placings(m_asImported);
        const auto placedAfter = placings(m_current);
        std::map<std::string, std::size_t> indexBefore;
        for (std::size_t index = 0; index < m_asImported.players.size(); ++index)
            indexBefore[m_asImported.players[index].id] = index;
        std::set<std::string> kept;
        for (std::size_t index = 0; index < m_current.players.size(); ++index) {
            const std::string &id = m_current.players[index].id;
            const Placing placed = placedAfter.contains(id) ? placedAfter.at(id) : Placing {};
            const auto old = indexBefore.find(id);
            if (old == indexBefore.end()) {
                Line line = after.players[index];
                putColumns(line, kPoints, pointsText(placed.points));
                putColumns(line, kRank, rankText(placed.rank));
                m_newPlayers.push_back(line);
                continue;
            }
            kept.insert(id);
            const std::size_t at = m_lineOf.at(id);
            const Placing was = placedBefore.contains(id) ? placedBefore.at(id) : Placing {};
            if (auto line = patched(
                    m_texts[at], before.players[old->second], after.players[index], was, placed))
                m_changed[at] = std::move(*line);
        }
        for (const auto &[id, line] : m_lineOf) {
            if (!kept.contains(id))
                m_removed.insert(line);
        }
    }

    // TRF-2026's National Rating lines of the event's list, kept as records: a player's rating
    // written over where it changed, the line of a player removed removed with him.
    void patchNationalRatings()
    {
        const QString list = trfNationalList(m_current.system);
        std::map<int, std::string> idOfNumber;
        for (const auto &[id, number] : m_fileNumber)
            idOfNumber.emplace(number, id);
        for (std::size_t index = 0; index < m_texts.size(); ++index) {
            if (list.isEmpty() || codeOf(m_texts[index]) != list)
                continue;
            const auto number = numberIn(m_texts[index], kStartRank);
            const auto id = number ? idOfNumber.find(*number) : idOfNumber.end();
            const PlayerInput *was
                = id == idOfNumber.end() ? nullptr : m_asImported.findPlayer(id->second);
            if (!was)
                continue;
            const PlayerInput *is = m_current.findPlayer(id->second);
            if (!is) {
                m_removed.insert(index);
                continue;
            }
            const auto rating = trfNationalRating(*is, m_current.system);
            if (rating == trfNationalRating(*was, m_asImported.system))
                continue;
            Line line = m_texts[index];
            putColumns(line, kRating,
                rightAligned(
                    rating ? QString::number(*rating) : QString(), kRating.to - kRating.from + 1));
            m_changed[index] = line;
        }
    }

    // A code whose records changed: the new ones where the first of the file stood (or, for a
    // code the file lacks, before the first 001 line or record of a higher code), the file's
    // others removed.
    void patchRecords(const Rendering &before, const Rendering &after)
    {
        std::set<QString> codes;
        for (const auto &[code, records] : before.records)
            codes.insert(code);
        for (const auto &[code, records] : after.records)
            codes.insert(code);
        for (const QString &code : codes) {
            const auto was = before.records.find(code);
            const auto is = after.records.find(code);
            const std::vector<Line> old
                = was == before.records.end() ? std::vector<Line> {} : was->second;
            const std::vector<Line> now
                = is == after.records.end() ? std::vector<Line> {} : is->second;
            if (old == now)
                continue;
            std::optional<std::size_t> first;
            for (std::size_t index = 0; index < m_texts.size(); ++index) {
                if (codeOf(m_texts[index]) != code)
                    continue;
                if (!first)
                    first = index;
                m_removed.insert(index);
            }
            std::vector<Line> &inserted = m_insertedBefore[first ? *first : placeOfNew(code)];
            inserted.insert(inserted.end(), now.begin(), now.end());
        }
    }

    std::size_t placeOfNew(const QString &code) const
    {
        bool numeric = false;
        const int value = code.toInt(&numeric);
        for (std::size_t index = 0; index < m_texts.size(); ++index) {
            bool alsoNumeric = false;
            const int other = codeOf(m_texts[index]).toInt(&alsoNumeric);
            if (isPlayerLine(m_texts[index]) || (numeric && alsoNumeric && other > value))
                return index;
        }
        return m_texts.size();
    }

    std::vector<Written> writtenLines() const
    {
        std::optional<std::size_t> lastPlayer;
        for (std::size_t index = 0; index < m_texts.size(); ++index) {
            if (isPlayerLine(m_texts[index]))
                lastPlayer = index;
        }
        const QByteArray ending = m_lines.empty() || m_lines.front().ending.isEmpty()
            ? QByteArray("\n")
            : m_lines.front().ending;
        std::vector<Written> written;
        // Records that replace a line end as it did.
        const auto insert = [&](std::size_t before) {
            const QByteArray &own = before < m_lines.size() && m_removed.contains(before)
                ? m_lines[before].ending
                : ending;
            if (const auto found = m_insertedBefore.find(before); found != m_insertedBefore.end())
                for (const Line &line : found->second)
                    written.push_back({ std::nullopt, line, own });
        };
        for (std::size_t index = 0; index < m_lines.size(); ++index) {
            insert(index);
            if (const auto changed = m_changed.find(index); changed != m_changed.end())
                written.push_back({ std::nullopt, changed->second, m_lines[index].ending });
            else if (!m_removed.contains(index))
                written.push_back({ m_lines[index].bytes, {}, m_lines[index].ending });
            if (lastPlayer == index)
                for (const Line &line : m_newPlayers)
                    written.push_back({ std::nullopt, line, ending });
        }
        insert(m_lines.size());
        if (!lastPlayer)
            for (const Line &line : m_newPlayers)
                written.push_back({ std::nullopt, line, ending });
        // Every line but the last ends; the last as the file's last line did.
        const bool endsWithLineEnd = m_lines.empty() || !m_lines.back().ending.isEmpty();
        for (Written &line : written) {
            if (line.ending.isEmpty())
                line.ending = ending;
        }
        if (!written.empty() && !endsWithLineEnd)
            written.back().ending.clear();
        return written;
    }

    QByteArray assemble() const
    {
        const std::vector<Written> lines = writtenLines();
        const auto encoded = [&](TextEncoding encoding) -> std::optional<QByteArray> {
            QByteArray out
                = encoding == TextEncoding::Utf8WithBom ? utf8ByteOrderMark() : QByteArray();
            for (const Written &line : lines) {
                std::optional<QByteArray> bytes = line.bytes;
                if (!bytes || encoding != m_encoding)
                    bytes = encodeAs(line.bytes ? decodeAs(*line.bytes, m_encoding)
                                                : QString::fromStdU32String(line.text),
                        encoding);
                if (!bytes)
                    return std::nullopt;
                out += *bytes + line.ending;
            }
            return out;
        };
        if (m_utf16)
            return byteOrderMark(*m_utf16)
                + *encodeAs(QString::fromUtf8(*encoded(m_encoding)), *m_utf16);
        // Windows-1252 lacks the character: the whole file in UTF-8, never two encodings in one.
        if (auto out = encoded(m_encoding))
            return *out;
        return *encoded(TextEncoding::Utf8);
    }

    static bool isUtf16(TextEncoding encoding)
    {
        return encoding == TextEncoding::Utf16LE || encoding == TextEncoding::Utf16BE;
    }

    const QByteArray &m_original;
    const EventFile &m_imported;
    const EventInput &m_asImported;
    const EventFile &m_currentFile;
    const EventInput &m_current;
    TextEncoding m_encoding = TextEncoding::Utf8;
    std::optional<TextEncoding> m_utf16; // the file's UTF-16, patched as UTF-8
    std::vector<FileLine> m_lines;
    std::vector<Line> m_texts; // the lines decoded
    std::map<std::string, int> m_fileNumber; // player id -> start number in the file
    std::map<std::string, std::size_t> m_lineOf; // player id -> his 001 line
    std::map<std::size_t, Line> m_changed;
    std::set<std::size_t> m_removed;
    std::map<std::size_t, std::vector<Line>> m_insertedBefore;
    std::vector<Line> m_newPlayers;
};

} // namespace

QByteArray writeTrfOver(
    const QByteArray &original, const EventFile &asImported, const EventFile &current)
{
    if (const auto written = TrfPatch(original, asImported, current).write())
        return *written;
    return writeTrf(current);
}

} // namespace rd::io
