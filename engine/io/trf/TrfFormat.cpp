#include "engine/io/trf/TrfFormat.h"

#include "engine/io/TextEncoding.h"
#include "engine/io/document/EventDocumentFields.h"
#include "engine/io/trf/TrfColumns.h"
#include "engine/io/trf/TrfFields.h"
#include "engine/rating/InputLimits.h"
#include "engine/rating/RuleSets.h"

#include <QDate>
#include <QRegularExpression>
#include <QString>
#include <QStringDecoder>

#include <algorithm>
#include <cmath>
#include <limits>
#include <map>
#include <set>
#include <string>
#include <utility>
#include <vector>

namespace rd::io {

namespace {

using namespace trf;

// The most rounds an event may plan (event-document.md, event.rounds_planned).
constexpr int kMostRounds = 99;

// The text property of the event that a header record holds (EventDocumentFields.h), if any.
std::string EventProperties::*propertyOfRecord(std::string_view record)
{
    for (const TextField<EventProperties> &field : kPropertyTexts) {
        if (field.trfRecord && record == field.trfRecord)
            return field.member;
    }
    return nullptr;
}

// Each deputy arbiter has a 112 record of his own; the property joins them with this.
constexpr const char *kDeputySeparator = "; ";

// A line as code points, so that columns count characters, not UTF-8 bytes.
using Line = std::u32string;

// Columns `from`..`to` (1-based, inclusive); columns past the end of the line read as blanks.
QString field(const Line &line, Columns columns)
{
    const auto [from, to] = columns;
    Line part;
    for (int column = from; column <= to; ++column)
        part += column <= int(line.size()) ? line[column - 1] : U' ';
    return QString::fromStdU32String(part);
}

QString quoted(const QString &text)
{
    return QLatin1Char('"') + text + QLatin1Char('"');
}

// Right-aligned digits; none for blanks or anything else.
std::optional<int> number(const QString &text)
{
    static const QRegularExpression digits(QStringLiteral("^ *[0-9]+$"));
    if (!digits.match(text).hasMatch())
        return std::nullopt;
    return text.trimmed().toInt();
}

QString trfDateText(const Date &date)
{
    return QString::fromStdString(date.toIso()).replace(QLatin1Char('-'), QLatin1Char('/'));
}

// The result of a block whose game is paired and not yet played.
constexpr char kNotPlayed = '*';

// One round block of a player line, its result letter in upper case.
struct Block {
    int line = 0;
    int column = 0;
    int opponent = 0; // 0: a bye
    char colour = '-';
    char result = 'Z';
    char written = ' '; // the result as the file writes it, upper case
    QString text; // as written, for the messages

    QString path() const { return columnsPlace(line, column, column + kBlockWidth - 1); }
};

struct PlayerLine {
    int line = 0;
    int startRank = 0;
    QString name;
    std::optional<double> points; // columns 81-84
    std::map<int, Block> rounds;
};

// The game from White's and Black's result characters, if they fit together.
std::optional<GameResult> gameResult(char white, char black)
{
    static const std::map<std::pair<char, char>, GameResult> results {
        { { '1', '0' }, GameResult::WhiteWins },
        { { '0', '1' }, GameResult::BlackWins },
        { { '=', '=' }, GameResult::Draw },
        { { '+', '-' }, GameResult::WhiteWinsByForfeit },
        { { '-', '+' }, GameResult::BlackWinsByForfeit },
        { { '-', '-' }, GameResult::DoubleForfeit },
        // W, D, L: played for less than one move, so not rated (TRF-16).
        { { 'W', 'L' }, GameResult::WhiteWinsUnrated },
        { { 'L', 'W' }, GameResult::BlackWinsUnrated },
        { { 'D', 'D' }, GameResult::DrawUnrated },
        { { kNotPlayed, kNotPlayed }, GameResult::NotPlayed },
    };
    const auto found = results.find({ white, black });
    if (found == results.end())
        return std::nullopt;
    return found->second;
}

// The points of each result, as the file's XXS (JaVaFo) or BB? (bbpPairings) records set them;
// TRF-16's own values otherwise.
struct PointSystem {
    // The points of a played game's result for white and for black.
    struct ByColour {
        double white;
        double black;

        double of(bool isWhite) const { return isWhite ? white : black; }
        bool operator==(const ByColour &) const = default;
    };

    ByColour win { 1.0, 1.0 };
    ByColour draw { 0.5, 0.5 };
    ByColour loss { 0.0, 0.0 };
    double forfeitWin = 1.0;
    double forfeitLoss = 0.0;
    double zeroBye = 0.0;
    double halfBye = 0.5;
    double fullBye = 1.0;
    std::optional<double> pairingBye; // PAB; a win unless set

    double pab() const { return pairingBye.value_or(win.white); }

    // The points of a bye, by its letter.
    double bye(char result) const
    {
        switch (result) {
        case 'H':
            return halfBye;
        case 'F':
            return fullBye;
        case 'U':
            return pab();
        default:
            return zeroBye;
        }
    }

    // The points a round block gives its player.
    double of(const Block &block) const
    {
        if (block.opponent == 0)
            return bye(block.result);
        const bool white = block.colour != 'b';
        switch (block.result) {
        case kNotPlayed:
            return 0.0;
        case '1':
        case 'W':
            return win.of(white);
        case '=':
        case 'D':
            return draw.of(white);
        case '+':
            return forfeitWin;
        case '-':
            return forfeitLoss;
        default:
            return loss.of(white);
        }
    }

    bool gamesAsTrf16() const
    {
        const PointSystem trf16;
        return win == trf16.win && draw == trf16.draw && loss == trf16.loss;
    }

    // Whether games and forfeits score as the event stores them: 1, 1/2, 0.
    bool gamesAsStored() const
    {
        const PointSystem trf16;
        return gamesAsTrf16() && forfeitWin == trf16.forfeitWin && forfeitLoss == trf16.forfeitLoss;
    }

    // A win of either colour, as 162 and BBW set it: also a forfeit win and a full-point bye.
    void setWin(double points)
    {
        win = { points, points };
        forfeitWin = fullBye = points;
    }

    // A draw of either colour, as 162 and BBD set it: also a half-point bye.
    void setDraw(double points)
    {
        draw = { points, points };
        halfBye = points;
    }

    // XXS CODE=VALUE ... (JaVaFo): later values win; W and D set both colours.
    bool readJavafo(const QString &value)
    {
        bool any = false;
        for (const QString &token : value.split(QLatin1Char(' '), Qt::SkipEmptyParts)) {
            const QStringList parts = token.split(QLatin1Char('='));
            bool ok = false;
            const double points = parts.value(1).toDouble(&ok);
            if (parts.size() != 2 || !ok)
                continue;
            const QString code = parts[0].toUpper();
            const std::map<QString, std::vector<double *>> targets {
                { QStringLiteral("WW"), { &win.white } },
                { QStringLiteral("BW"), { &win.black } },
                { QStringLiteral("W"), { &win.white, &win.black } },
                { QStringLiteral("WD"), { &draw.white } },
                { QStringLiteral("BD"), { &draw.black } },
                { QStringLiteral("D"), { &draw.white, &draw.black } },
                { QStringLiteral("WL"), { &loss.white } },
                { QStringLiteral("BL"), { &loss.black } },
                { QStringLiteral("ZPB"), { &zeroBye } },
                { QStringLiteral("HPB"), { &halfBye } },
                { QStringLiteral("FPB"), { &fullBye } },
                { QStringLiteral("FW"), { &forfeitWin } },
                { QStringLiteral("FL"), { &forfeitLoss } },
            };
            if (code == QLatin1String("PAB")) {
                pairingBye = points;
                any = true;
            } else if (const auto found = targets.find(code); found != targets.end()) {
                for (double *target : found->second)
                    *target = points;
                any = true;
            }
        }
        return any;
    }

    // 162 (TRF-2026): a code at column 6 + 9(k-1), its points at 7 + 9(k-1) ... 10 + 9(k-1).
    // W a win, forfeit win and full-point bye; D a draw and half-point bye; L a played loss; A
    // (written Z by early bbpPairings) a zero-point bye and forfeit loss; P the pairing-allocated
    // bye. X (an adjourned game) has no result in the round blocks.
    bool readFide(const Line &line)
    {
        bool any = false;
        for (int column = 6; column <= int(line.size()); column += 9) {
            bool ok = false;
            const double points = field(line, { column + 1, column + 4 }).trimmed().toDouble(&ok);
            if (!ok)
                continue;
            switch (line[std::size_t(column) - 1]) {
            case U'W':
                setWin(points);
                break;
            case U'D':
                setDraw(points);
                break;
            case U'L':
                loss = { points, points };
                break;
            case U'A':
            case U'Z':
                zeroBye = forfeitLoss = points;
                break;
            case U'P':
                pairingBye = points;
                break;
            default:
                continue;
            }
            any = true;
        }
        return any;
    }

    // BBW, BBD, BBL, BBZ, BBF, BBU (bbpPairings): the points of a win, draw, played loss,
    // zero-point bye, forfeit loss and pairing-allocated bye.
    bool readBbp(const QString &code, const QString &value)
    {
        bool ok = false;
        const double points = value.toDouble(&ok);
        if (!ok)
            return false;
        const char letter = code.size() == 3 ? char(code[2].toLatin1()) : ' ';
        switch (letter) {
        case 'W':
            setWin(points);
            return true;
        case 'D':
            setDraw(points);
            return true;
        case 'L':
            loss = { points, points };
            return true;
        case 'Z':
            zeroBye = points;
            return true;
        case 'F':
            forfeitLoss = points;
            return true;
        case 'U':
            pairingBye = points;
            return true;
        default:
            return false;
        }
    }
};

QString pointsText(double points)
{
    return QString::number(points, 'f', 1);
}

// The names pairing programs give the line that stands for the bye (a "pseudo-player").
bool isByeName(const QString &name)
{
    static const QStringList names { QStringLiteral("bye"), QStringLiteral("spielfrei"),
        QStringLiteral("freilos"), QStringLiteral("exempt"), QStringLiteral("libre"),
        QStringLiteral("exento") };
    return names.contains(name.trimmed().toLower());
}

// A column ruler: digits and blanks only, not laid out as a record (cols 1-3 the code, col 4
// blank), e.g. "         1         2" or "0123456789012..." that begins like a 012 record.
bool isRuler(const QString &text)
{
    static const QRegularExpression digits(QStringLiteral("^[0-9 ]+$"));
    if (!digits.match(text).hasMatch())
        return false;
    // A record code alone ("022") is an empty record.
    if (text.size() <= 3)
        return text.trimmed().size() < 3;
    return text[3] != QLatin1Char(' ') || text.left(3).trimmed().isEmpty();
}

// The code of a National Rating line (TRF-2026): the federation of the list (GER, USA), not one
// of the pairing programs' records (XX?, BB?, DAT).
bool isFederationCode(const QString &code)
{
    static const QRegularExpression federation(QStringLiteral("^[A-Z]{3}$"));
    return federation.match(code).hasMatch() && !code.startsWith(QLatin1String("XX"))
        && !code.startsWith(QLatin1String("BB")) && code != QLatin1String("DAT");
}

// A record of TRF-2026: its new header and detail records, and its National Rating lines.
bool isTrf2026Record(const QString &code)
{
    static const QStringList codes { QStringLiteral("142"), QStringLiteral("152"),
        QStringLiteral("162"), QStringLiteral("172"), QStringLiteral("182"), QStringLiteral("192"),
        QStringLiteral("202"), QStringLiteral("212"), QStringLiteral("222"), QStringLiteral("240"),
        QStringLiteral("250"), QStringLiteral("260"), QStringLiteral("299"), QStringLiteral("300"),
        QStringLiteral("310"), QStringLiteral("320"), QStringLiteral("330"), QStringLiteral("352"),
        QStringLiteral("362"), QStringLiteral("801"), QStringLiteral("802") };
    return codes.contains(code) || isFederationCode(code);
}

// A header record of TRF-2026 (142 ... 362): written among the header records.
bool isTrf2026Header(const QString &code)
{
    return isTrf2026Record(code) && !isFederationCode(code) && code.endsWith(QLatin1Char('2'));
}

// A template line naming the fields by letters, e.g. "DDD SSSS sTTT NNNN...".
bool isTemplate(const QString &text)
{
    return text.startsWith(QLatin1String("DDD ")) || text.contains(QLatin1String("SSSS sTTT"));
}

// The number at the start of a value, e.g. 41 of "41 (30)".
std::optional<int> leadingNumber(const QString &value)
{
    static const QRegularExpression digits(QStringLiteral("^([0-9]+)"));
    const auto match = digits.match(value.trimmed());
    if (!match.hasMatch())
        return std::nullopt;
    return match.captured(1).toInt();
}

class TrfReader {
public:
    explicit TrfReader(RatingSystem system) { m_input.system = system; }

    TrfVersion version() const { return m_version; }

    EventReadResult read(const QByteArray &bytes)
    {
        if (m_input.system == RatingSystem::Sagc)
            fail(QStringLiteral("(file)"), ReadCode::TrfNotForGo);
        DecodedText decoded = decodeText(bytes);
        // The end-of-file mark of DOS programs (Ctrl-Z) ends the text.
        if (const qsizetype end = decoded.text.indexOf(QChar(0x1A)); end >= 0)
            decoded.text.truncate(end);
        static const QRegularExpression lineEnd(QStringLiteral("\r\n|\r|\n"));
        const QStringList lines = decoded.text.split(lineEnd);
        if (decoded.encoding == TextEncoding::Windows1252)
            warnOnce(linePlace(firstNonUtf8Line(bytes)), ReadCode::TrfWindows1252);
        if (decoded.encoding == TextEncoding::Utf16LE || decoded.encoding == TextEncoding::Utf16BE)
            warnOnce(QStringLiteral("(file)"), ReadCode::TrfUtf16);
        for (int index = 0; index < lines.size(); ++index)
            readLine(withoutTabs(lines[index], index + 1).toStdU32String(), index + 1);
        if (!m_haveName)
            warnOnce(QStringLiteral("(file)"), ReadCode::TrfNoName);
        readDates();
        dropByePlayers();
        readNationalLines();
        // The problems of the lines first; those of the games they make follow.
        inFileOrder(m_errors);
        readBlankByes();
        readRounds();
        checkPoints();
        // The points a pairing-allocated bye scores, as XXS, BBU or 162 set them, are the event's.
        m_input.event.properties.pairingByePoints = m_points.pab();
        inFileOrder(m_warnings);
        if (!m_errors.isEmpty())
            return { std::nullopt, m_errors, m_warnings };
        m_input.ruleset = defaultRuleSet(m_input.system, m_input.event.endDate).name;
        return { std::move(m_input), {}, m_warnings, contents(), std::move(m_details) };
    }

private:
    // Problems by their line (the dates and the points are looked at after the last line), those
    // of the whole file last.
    static void inFileOrder(QList<DocumentError> &problems)
    {
        static const QRegularExpression line(QStringLiteral("^line ([0-9]+)"));
        const auto lineOf = [](const DocumentError &problem) {
            const auto match = line.match(problem.path);
            return match.hasMatch() ? match.captured(1).toInt() : std::numeric_limits<int>::max();
        };
        std::stable_sort(problems.begin(), problems.end(),
            [&](const DocumentError &a, const DocumentError &b) { return lineOf(a) < lineOf(b); });
    }

    // A number outside the table of limits (limits.md).
    void failOutOfRange(const QString &path, int value, limits::Bounds bounds)
    {
        fail(path, ReadCode::OutOfRange,
            { QString::number(value), QString::number(bounds.minimum),
                QString::number(bounds.maximum) });
    }

    void fail(const QString &path, ReadCode code, const QStringList &args = {})
    {
        m_errors.append({ path, code, args });
    }

    // A warning, once per `kind` (the code unless given) and file: at the first place.
    void warnOnce(
        const QString &path, ReadCode code, const QStringList &args = {}, const QString &kind = {})
    {
        const QString key = QString::number(int(code)) + QLatin1Char(':') + kind;
        if (m_warned.insert(key).second)
            m_warnings.append({ path, code, args });
    }

    // The first line whose bytes are not UTF-8, counting lines as read.
    static int firstNonUtf8Line(const QByteArray &bytes)
    {
        int line = 1;
        qsizetype start = 0;
        for (qsizetype at = 0; at <= bytes.size(); ++at) {
            const bool end = at == bytes.size() || bytes[at] == '\n' || bytes[at] == '\r';
            if (!end)
                continue;
            QStringDecoder decoder(QStringDecoder::Utf8, QStringDecoder::Flag::Stateless);
            // The decoder decodes when its result is taken as a text.
            const QString text = decoder.decode(QByteArrayView(bytes).sliced(start, at - start));
            if (decoder.hasError())
                return line;
            if (at + 1 < bytes.size() && bytes[at] == '\r' && bytes[at + 1] == '\n')
                ++at;
            start = at + 1;
            ++line;
        }
        return 1;
    }

    // Tabs read as blanks up to the next tab stop; one before text in a player line, where the
    // columns count, is said once.
    QString withoutTabs(const QString &line, int lineNumber)
    {
        if (!line.contains(QLatin1Char('\t')))
            return line;
        static const QRegularExpression beforeText(QStringLiteral("\t\\s*\\S"));
        if (line.startsWith(QLatin1String("001")) && beforeText.match(line).hasMatch())
            warnOnce(linePlace(lineNumber), ReadCode::TrfTabs);
        return expandTrfTabs(line);
    }

    void readLine(const Line &line, int lineNumber)
    {
        const QString text = QString::fromStdU32String(line);
        if (text.startsWith(QLatin1String("###")))
            m_version = TrfVersion::Trf2026;
        if (text.trimmed().isEmpty() || text.startsWith(QLatin1String("###")))
            return; // blank lines, and TRF-2026 comments
        if (isRuler(text)) {
            warnOnce(linePlace(lineNumber), ReadCode::TrfRulerSkipped);
            return;
        }
        if (isTemplate(text)) {
            warnOnce(linePlace(lineNumber), ReadCode::TrfTemplateSkipped);
            return;
        }
        const QString code = field(line, { 1, 3 });
        const Columns valueColumns { kHeaderValue, std::max(int(line.size()), kHeaderValue) };
        const QString value = field(line, valueColumns).trimmed();
        if (code == QLatin1String("001"))
            readPlayer(line, lineNumber);
        else if (code == QLatin1String("012"))
            readName(value, lineNumber);
        else if (std::string *property = headerProperty(code)) {
            if (!property->empty() && !value.isEmpty())
                *property += kDeputySeparator;
            *property += value.toStdString();
        } else if (code == QLatin1String("042"))
            m_startDate = { lineNumber, value, int(line.size()) };
        else if (code == QLatin1String("052")) {
            if (m_endDate)
                warnOnce(linePlace(lineNumber), ReadCode::TrfSecondEndDateIgnored,
                    { QString::number(m_endDate->line) });
            else
                m_endDate = { lineNumber, value, int(line.size()) };
        } else if (code == QLatin1String("082")) {
            m_input.event.properties.teams = leadingNumber(value);
            if (!m_input.event.properties.teams && !value.isEmpty())
                fail(columnsPlace(lineNumber, valueColumns.from, valueColumns.to),
                    ReadCode::ExpectedInteger, { quoted(value) });
        } else if (code == QLatin1String("132")) {
            std::vector<std::string> &dates = m_details.trf.roundDates;
            for (int round = 1; blockColumns(round).from <= int(line.size()); ++round)
                dates.push_back(field(line, blockColumns(round)).trimmed().toStdString());
        } else if (code != QLatin1String("062") && code != QLatin1String("072")) {
            // 062 and 072, the numbers of players and of rated players, are counted when written.
            QString record = text;
            while (record.endsWith(QLatin1Char(' ')) || record.endsWith(QLatin1Char('\t')))
                record.chop(1);
            m_details.trf.records.push_back(record.toStdString());
            keepRecord(code, value, line, lineNumber);
        }
    }

    // A record kept as it was: read when it says something ratingdesk keeps, else warned of (the
    // records of TRF-2026 together, at the end).
    void keepRecord(const QString &code, const QString &value, const Line &line, int lineNumber)
    {
        const bool trf2026 = isTrf2026Record(code);
        // Vega's .tdf files give 142 ... 192 other meanings, in fields split by |: not TRF.
        if (trf2026 && QString::fromStdU32String(line).contains(QLatin1Char('|'))) {
            warnOnce(linePlace(lineNumber), ReadCode::TrfUnknownRecord, { code }, code);
            return;
        }
        // TRF-16 files write 142 too; a National Rating line counts once it names a player.
        if (trf2026 && code != QLatin1String("142") && !isFederationCode(code))
            m_version = TrfVersion::Trf2026;
        if (code == QLatin1String("172"))
            m_haveRankingMethod = true;
        if (isFederationCode(code))
            m_nationalLines.push_back({ lineNumber, code, line });
        else if (readExtension(code, value, line))
            return;
        else if (trf2026)
            m_laterRecords.emplace(code, lineNumber);
        else
            warnOnce(linePlace(lineNumber), ReadCode::TrfUnknownRecord, { code }, code);
    }

    // A later 012 of digits only is a column ruler that begins like the record.
    void readName(const QString &value, int lineNumber)
    {
        static const QRegularExpression digits(QStringLiteral("^[0-9 ]+$"));
        if (m_haveName && digits.match(value).hasMatch()) {
            warnOnce(linePlace(lineNumber), ReadCode::TrfRulerSkipped);
            return;
        }
        m_haveName = true;
        m_input.event.name = value.toStdString();
    }

    // The records of later versions and pairing programs that say something ratingdesk keeps:
    // the rounds planned (142, XXR) and the points of results (162, XXS, BB?). They stay in the
    // kept records all the same.
    bool readExtension(const QString &code, const QString &value, const Line &line)
    {
        if (code == QLatin1String("162"))
            return m_points.readFide(line);
        if (code == QLatin1String("142") || code == QLatin1String("XXR")) {
            const auto rounds = leadingNumber(value);
            if (!rounds || *rounds < 1 || *rounds > kMostRounds)
                return false;
            m_input.event.properties.roundsPlanned = rounds;
            return true;
        }
        if (code == QLatin1String("XXS"))
            return m_points.readJavafo(value);
        if (code.startsWith(QLatin1String("BB")))
            return m_points.readBbp(code, value);
        return false;
    }

    // The text property a header record holds.
    std::string *headerProperty(const QString &code)
    {
        const auto member = propertyOfRecord(code.toStdString());
        return member ? &(m_input.event.properties.*member) : nullptr;
    }

    // A date record as written; read when the whole file is known.
    struct DateRecord {
        int line = 0;
        QString value;
        int length = 0;
    };

    // 042 and 052, once the federation (032) is known: US events write the month first. A file
    // is never refused for a date: one that cannot be read is left out, dates in the wrong order
    // are kept as written, each with a warning (docs/import.md).
    void readDates()
    {
        const bool monthFirst = m_input.event.properties.federation == "USA";
        if (m_startDate)
            m_input.event.startDate = readDate(*m_startDate, QStringLiteral("042"), monthFirst);
        std::optional<Date> end;
        if (m_endDate && !m_endDate->value.isEmpty())
            end = readDate(*m_endDate, QStringLiteral("052"), monthFirst);
        const auto start = m_input.event.startDate;
        if (end) {
            m_input.event.endDate = *end;
            if (start && *start > *end)
                warnOnce(linePlace(m_endDate->line), ReadCode::TrfDatesReversed,
                    { QString::fromStdString(start->toIso()),
                        QString::fromStdString(end->toIso()) });
            return;
        }
        // No end date (a file of a pairing program's input, an online event not finished): the
        // start date, else today, said so that the director corrects it.
        const QString place = m_endDate ? linePlace(m_endDate->line) : QStringLiteral("(file)");
        if (start) {
            m_input.event.endDate = *start;
            warnOnce(
                place, ReadCode::TrfEndDateFromStart, { QString::fromStdString(start->toIso()) });
        } else {
            const QDate today = QDate::currentDate();
            m_input.event.endDate = *Date::fromParts(today.year(), today.month(), today.day());
            warnOnce(place, ReadCode::TrfEndDateToday,
                { QString::fromStdString(m_input.event.endDate.toIso()) });
        }
    }

    std::optional<Date> readDate(const DateRecord &record, const QString &code, bool monthFirst)
    {
        const QString place
            = columnsPlace(record.line, kHeaderValue, std::max(record.length, kHeaderValue));
        const auto date = readTrfDate(record.value, monthFirst);
        if (!date) {
            warnOnce(place, ReadCode::TrfDateNotRead, { code, quoted(record.value) }, code);
            return std::nullopt;
        }
        const QStringList args { code, quoted(record.value),
            QString::fromStdString(date->date.toIso()) };
        switch (date->form) {
        case DateForm::Standard:
            break;
        case DateForm::Other:
            warnOnce(place, ReadCode::TrfDateForm, args);
            break;
        case DateForm::DayFirst:
            warnOnce(place, ReadCode::TrfDateDayFirst, args);
            break;
        case DateForm::MonthFirst:
            warnOnce(place, ReadCode::TrfDateMonthFirst, args);
            break;
        }
        return date->date;
    }

    void readPlayer(const Line &written, int lineNumber)
    {
        const auto place = [lineNumber](Columns columns) {
            return columnsPlace(lineNumber, columns.from, columns.to);
        };
        // A name longer than its columns that pushes the fields after it to the right: they are
        // read where they stand.
        const int overflow = trfNameOverflow(written);
        const QString name = field(written, { kName.from, kName.to + overflow }).trimmed();
        Line line = written;
        if (overflow > 0) {
            line.erase(std::size_t(kName.to), std::size_t(overflow));
            warnOnce(
                place(kName), ReadCode::TrfLongName, { quoted(name), QString::number(overflow) });
        }
        PlayerLine player { lineNumber, 0, name, std::nullopt, {} };
        PlayerInput input;

        const auto startRank = number(field(line, kStartRank));
        if (!startRank || *startRank < 1)
            fail(place(kStartRank), ReadCode::TrfStartRankNotNumber,
                { quoted(field(line, kStartRank)) });
        else if (const auto seen = m_byRank.find(*startRank); seen != m_byRank.end())
            fail(place(kStartRank), ReadCode::TrfStartRankRepeated,
                { QString::number(*startRank), QString::number(m_players[seen->second].line) });
        else {
            player.startRank = *startRank;
            m_byRank.emplace(player.startRank, m_players.size());
        }
        input.id = std::to_string(player.startRank);
        input.name = player.name.toStdString();
        if (const auto error = nameError(place(kName), player.name))
            m_errors.append(*error);
        input.sex = readSex(field(line, kSex), place(kSex));
        input.title = readTitle(field(line, kTitle), place(kTitle));
        input.federation = field(line, kFederation).trimmed().toStdString();

        const QString rating = field(line, kRating);
        input.fideRating = number(rating);
        if (!input.fideRating && !rating.trimmed().isEmpty())
            warnOnce(place(kRating), ReadCode::TrfRatingNotNumber, { quoted(rating) });
        else if (input.fideRating && !limits::kRating.contains(*input.fideRating))
            failOutOfRange(place(kRating), *input.fideRating, limits::kRating);
        else if (input.fideRating && *input.fideRating > 0
            && m_input.system == RatingSystem::Uscf) {
            input.uscf.emplace();
            input.uscf->fide = *input.fideRating;
        }

        // A FIDE id of zeros is none.
        const QString fideId = field(line, kFideId).trimmed();
        if (!fideId.isEmpty() && !number(fideId))
            warnOnce(place(kFideId), ReadCode::TrfFideIdNotNumber, { quoted(fideId) });
        else if (fideId.count(QLatin1Char('0')) < fideId.size())
            input.fideId = fideId.toStdString();

        readBirth(field(line, kBirth), place(kBirth), input);

        static const QRegularExpression points(QStringLiteral("^ *[0-9]{1,3}([.,][05])?$"));
        const QString pointsField = field(line, kPoints);
        if (points.match(pointsField).hasMatch())
            player.points
                = QString(pointsField).replace(QLatin1Char(','), QLatin1Char('.')).toDouble();
        else if (!pointsField.trimmed().isEmpty())
            warnOnce(place(kPoints), ReadCode::TrfPointsNotNumber, { quoted(pointsField) });
        const QString rank = field(line, kRank);
        if (!rank.trimmed().isEmpty() && !number(rank))
            warnOnce(place(kRank), ReadCode::TrfRankNotNumber, { quoted(rank) });
        const Columns gap { kRank.to + 1, kFirstBlock - 1 };
        if (!field(line, gap).trimmed().isEmpty())
            fail(place(gap), ReadCode::TrfRoundBlocksStart, { QString::number(kFirstBlock) });

        for (int round = 1; blockColumns(round).from <= int(line.size()); ++round) {
            if (const auto block = readBlock(line, lineNumber, blockColumns(round).from))
                player.rounds.emplace(round, *block);
        }
        if (player.startRank == 0)
            return;
        // A line with errors still answers its opponents' blocks; nothing is returned anyway.
        m_players.push_back(std::move(player));
        m_input.players.push_back(std::move(input));
    }

    std::string readSex(const QString &text, const QString &place)
    {
        const auto sex = readTrfSex(text);
        if (!sex) {
            warnOnce(place, ReadCode::TrfUnknownSex, { quoted(text.trimmed()) });
            return {};
        }
        if (*sex != text.trimmed())
            warnOnce(place, ReadCode::TrfSexForm, { quoted(text.trimmed()), *sex });
        return sex->toStdString();
    }

    std::string readTitle(const QString &text, const QString &place)
    {
        const auto title = readTrfTitle(text);
        if (!title) {
            QStringList allowed;
            for (const std::string_view value : kFideTitles)
                allowed.append(QString::fromUtf8(value.data(), qsizetype(value.size())));
            warnOnce(place, ReadCode::TrfUnknownTitle,
                { quoted(text.trimmed()), allowed.join(QStringLiteral(", ")) });
            return {};
        }
        if (*title != text.trimmed())
            warnOnce(place, ReadCode::TrfTitleForm, { quoted(text.trimmed()), *title });
        return title->toStdString();
    }

    // A birth date the file gives in a form ratingdesk cannot read is left out, with a warning.
    void readBirth(const QString &text, const QString &place, PlayerInput &input)
    {
        const auto birth = readTrfBirth(text);
        if (!birth) {
            warnOnce(
                place, ReadCode::TrfBirthForm, { quoted(text.trimmed()), QStringLiteral("-") });
            return;
        }
        input.birthDate = birth->date;
        input.birthYear = birth->year;
        if (!birth->standard) {
            const QString read = birth->date ? QString::fromStdString(birth->date->toIso())
                                             : QString::number(*birth->year);
            warnOnce(place, ReadCode::TrfBirthForm, { quoted(text.trimmed()), read });
        }
    }

    // `NNNN c r`: opponent start rank (0000 or blanks for none), colour (blank: -), result
    // (blank: Z); letters in either case. None for a block of blanks.
    std::optional<Block> readBlock(const Line &line, int lineNumber, int column)
    {
        const QString text = field(line, { column, column + kBlockWidth - 1 });
        if (text.trimmed().isEmpty())
            return std::nullopt;
        Block block { lineNumber, column, 0, '-', 'Z', 'Z', text.trimmed() };
        const QString opponentText = text.left(4);
        const auto opponent
            = opponentText.trimmed().isEmpty() ? std::optional<int>(0) : number(opponentText);
        const QChar colour = text[5].toLower();
        const QChar result = text[7].toUpper();
        if (!opponent || text[4] != QLatin1Char(' ') || text[6] != QLatin1Char(' ')
            || !text.mid(8).trimmed().isEmpty() || !QStringLiteral("wb- ").contains(colour)) {
            fail(block.path(), ReadCode::TrfBadRoundBlock, { quoted(text) });
            return std::nullopt;
        }
        if (!QStringLiteral("10=+-WDLHFUZ* ").contains(result)) {
            fail(block.path(), ReadCode::TrfUnknownResult, { quoted(QString(text[7])) });
            return std::nullopt;
        }
        block.opponent = *opponent;
        block.colour = colour == QLatin1Char(' ') ? '-' : char(colour.unicode());
        block.written = char(result.unicode());
        block.result = result == QLatin1Char(' ') ? 'Z' : block.written;
        if (block.opponent == 0)
            return readBye(block);
        // A game paired and not yet played: an opponent and no result, blank or `*` (a file
        // written between the pairing of a round and its results).
        if (block.written == ' ' || block.written == '*') {
            block.result = kNotPlayed;
            return block;
        }
        if (QStringLiteral("HFUZ*").contains(QLatin1Char(block.result))) {
            fail(block.path(), ReadCode::TrfGameForm);
            return std::nullopt;
        }
        return block;
    }

    // Without an opponent: H, F, U, Z (blank), and as programs also write them, - (absent),
    // + (a point without a game) and = (half a point); a game result, 1, 0, W, D, L, as the bye of
    // its value.
    std::optional<Block> readBye(Block block)
    {
        static const std::map<char, char> kAsBye { { '-', 'Z' }, { '+', 'F' }, { '=', 'H' },
            { '1', 'F' }, { '0', 'Z' }, { 'W', 'F' }, { 'D', 'H' }, { 'L', 'Z' } };
        if (block.colour != '-') {
            fail(block.path(), ReadCode::TrfByeForm);
            return std::nullopt;
        }
        if (const auto bye = kAsBye.find(block.result); bye != kAsBye.end())
            block.result = bye->second;
        if (!QStringLiteral("HFUZ").contains(QLatin1Char(block.result))) {
            fail(block.path(), ReadCode::TrfByeForm);
            return std::nullopt;
        }
        return block;
    }

    // A line that stands for the bye: named so, no points, no opponent, nothing but absences.
    bool isByePlayer(const PlayerLine &player) const
    {
        if (!isByeName(player.name) || player.points.value_or(0.0) != 0.0)
            return false;
        for (const auto &[round, block] : player.rounds) {
            if (block.opponent != 0 || block.result != 'Z')
                return false;
        }
        for (const PlayerLine &other : m_players) {
            for (const auto &[round, block] : other.rounds) {
                if (block.opponent == player.startRank)
                    return false;
            }
        }
        return true;
    }

    void dropByePlayers()
    {
        for (std::size_t index = 0; index < m_players.size();) {
            if (!isByePlayer(m_players[index])) {
                ++index;
                continue;
            }
            warnOnce(linePlace(m_players[index].line), ReadCode::TrfByePlayer,
                { quoted(m_players[index].name) });
            m_players.erase(m_players.begin() + std::ptrdiff_t(index));
            m_input.players.erase(m_input.players.begin() + std::ptrdiff_t(index));
        }
        m_byRank.clear();
        for (std::size_t index = 0; index < m_players.size(); ++index)
            m_byRank.emplace(m_players[index].startRank, index);
    }

    // Games and byes, round by round; each game once, from White's block, checked against
    // Black's.
    void readRounds()
    {
        int lastRound = 0;
        for (const auto &player : m_players)
            if (!player.rounds.empty())
                lastRound = std::max(lastRound, player.rounds.rbegin()->first);
        for (int round = 1; round <= lastRound; ++round)
            for (const auto &player : m_players)
                if (const auto block = player.rounds.find(round); block != player.rounds.end())
                    readEntry(player, round, block->second);
    }

    void readEntry(const PlayerLine &player, int round, const Block &block)
    {
        const std::string id = std::to_string(player.startRank);
        if (block.opponent == 0) {
            const double points = m_points.bye(block.result);
            if (QStringLiteral("10WDL").contains(QLatin1Char(block.written)))
                warnOnce(block.path(), ReadCode::TrfByeWithResult,
                    { quoted(block.text), pointsText(points) });
            else if (block.written != block.result && block.written != ' ')
                warnOnce(block.path(), ReadCode::TrfByeCell,
                    { quoted(block.text), pointsText(points) },
                    QString(QLatin1Char(block.written)));
            m_input.byes.push_back({ round, id, points, block.result == 'U' });
            return;
        }
        const auto opponentIndex = m_byRank.find(block.opponent);
        if (opponentIndex == m_byRank.end() || block.opponent == player.startRank) {
            fail(block.path(), ReadCode::TrfNotAnOpponent, { QString::number(block.opponent) });
            return;
        }
        const PlayerLine &opponent = m_players[opponentIndex->second];
        const auto other = opponent.rounds.find(round);
        const bool answers
            = other != opponent.rounds.end() && other->second.opponent == player.startRank;
        std::optional<bool> white;
        if (answers)
            white = playsWhite(block, other->second, player.line < opponent.line);
        std::optional<GameResult> result;
        if (white)
            result = *white ? gameResult(block.result, other->second.result)
                            : gameResult(other->second.result, block.result);
        if (!result) {
            // Reported once: from the earlier line when both blocks name each other.
            if (!answers || player.line < opponent.line)
                reportContradiction(player, block, opponent, round);
            return;
        }
        if (!*white)
            return;
        if (*result == GameResult::NotPlayed)
            warnOnce(block.path(), ReadCode::TrfNotPlayed,
                { quoted(block.text), QString::number(round) });
        if (block.colour == '-' && other->second.colour == '-')
            warnOnce(block.path(), ReadCode::TrfNoColour,
                { QString::number(round), QString::number(player.startRank),
                    QString::number(opponent.startRank) });
        m_input.chessGames.push_back({ round, id, std::to_string(opponent.startRank), *result });
    }

    // Whether the player of `block` had White against the player of `other`: as the colours say,
    // one of them is enough; without any, the earlier line. None when they clash.
    static std::optional<bool> playsWhite(const Block &block, const Block &other, bool earlier)
    {
        if (block.colour != '-' && other.colour != '-') {
            if (block.colour == other.colour)
                return std::nullopt;
            return block.colour == 'w';
        }
        if (block.colour != '-')
            return block.colour == 'w';
        if (other.colour != '-')
            return other.colour == 'b';
        return earlier;
    }

    void reportContradiction(
        const PlayerLine &player, const Block &block, const PlayerLine &opponent, int round)
    {
        QStringList args { QString::number(round), QString::number(player.startRank),
            QString::number(block.opponent), QString(QLatin1Char(block.colour)),
            QString(QLatin1Char(block.result)), QString::number(opponent.line) };
        const auto other = opponent.rounds.find(round);
        if (other == opponent.rounds.end()) {
            fail(block.path(), ReadCode::TrfNoAnswer, args);
            return;
        }
        args << QString::number(other->second.opponent)
             << QString(QLatin1Char(other->second.colour))
             << QString(QLatin1Char(other->second.result));
        fail(block.path(), ReadCode::TrfContradiction, args);
    }

    // TRF-2026's National Rating lines: those whose start rank has a 001 line. The lines of the
    // list of the event's rating system give the players' ratings before the event.
    void readNationalLines()
    {
        const QString list = trfNationalList(m_input.system);
        std::optional<int> firstRead;
        for (const NationalLine &national : m_nationalLines) {
            const auto startRank = number(field(national.text, kStartRank));
            const auto player = startRank ? m_byRank.find(*startRank) : m_byRank.end();
            if (player == m_byRank.end()) {
                warnOnce(linePlace(national.line), ReadCode::TrfUnknownRecord, { national.code },
                    national.code);
                continue;
            }
            m_version = TrfVersion::Trf2026;
            if (!m_haveRankingMethod)
                warnOnce(linePlace(national.line), ReadCode::TrfNoRankingMethod);
            if (national.code != list) {
                m_laterRecords.emplace(national.code, national.line);
                continue;
            }
            const QString rating = field(national.text, kRating);
            const auto value = number(rating);
            if (!value && !rating.trimmed().isEmpty())
                warnOnce(columnsPlace(national.line, kRating.from, kRating.to),
                    ReadCode::TrfRatingNotNumber, { quoted(rating) });
            if (!value || *value == 0)
                continue;
            if (!limits::kRating.contains(*value)) {
                failOutOfRange(
                    columnsPlace(national.line, kRating.from, kRating.to), *value, limits::kRating);
                continue;
            }
            setNationalRating(m_input.players[player->second], *value);
            if (!firstRead)
                firstRead = national.line;
        }
        if (firstRead)
            m_warnings.append({ linePlace(*firstRead),
                m_input.system == RatingSystem::Dwz ? ReadCode::TrfNationalDwz
                                                    : ReadCode::TrfNationalUscf,
                { list } });
    }

    // The file gives the rating alone: a DWZ without its index (taken as 0), a US Chess rating
    // without the number of games it rests on (taken as established).
    void setNationalRating(PlayerInput &player, int rating)
    {
        if (m_input.system == RatingSystem::Dwz) {
            player.dwz.emplace();
            player.dwz->rating = rating;
            return;
        }
        if (!player.uscf)
            player.uscf.emplace();
        player.uscf->rating = rating;
        player.uscf->established = true;
    }

    // Columns 81-84 against the results of the line, in the file's point system when it scores
    // games otherwise than 1, 1/2, 0: the first player who differs, and how many do.
    void checkPoints()
    {
        if (!m_laterRecords.empty()) {
            std::vector<std::pair<int, QString>> byLine;
            for (const auto &[code, line] : m_laterRecords)
                byLine.emplace_back(line, code);
            std::sort(byLine.begin(), byLine.end());
            QStringList codes;
            for (const auto &[line, code] : byLine)
                codes << code;
            m_warnings.append({ linePlace(byLine.front().first), ReadCode::TrfLaterVersion,
                { codes.join(QStringLiteral(", ")) } });
        }
        if (!m_points.gamesAsTrf16())
            warnOnce(QStringLiteral("(file)"), ReadCode::TrfPointSystem,
                { pointsText(m_points.win.white), pointsText(m_points.draw.white),
                    pointsText(m_points.loss.white) });
        // Scored as ratingdesk scores games, the points are checked with what is stored
        // (differencesFromFile); in another point system, here, in the file's own scores.
        if (m_points.gamesAsStored())
            return;
        const PlayerLine *first = nullptr;
        double firstPoints = 0.0;
        int differing = 0;
        for (const PlayerLine &player : m_players) {
            double points = 0.0;
            for (const auto &[round, block] : player.rounds)
                points += m_points.of(block);
            if (!player.points || std::abs(*player.points - points) < 1e-9)
                continue;
            if (++differing == 1) {
                first = &player;
                firstPoints = points;
            }
        }
        if (first)
            m_warnings.append(
                { columnsPlace(first->line, kPoints.from, kPoints.to), ReadCode::TrfPointsDiffer,
                    { QString::number(first->startRank), quoted(first->name),
                        pointsText(*first->points), pointsText(firstPoints),
                        QString::number(differing) } });
    }

    // Byes written `0000 -` without a result letter, which TRF-16 reads as Z: where reading each
    // as a full or half point, and only so, makes every player's points agree with columns
    // 81-84 (national exports whose points column counts them), they are read so, with a warning.
    void readBlankByes()
    {
        std::vector<Block *> blanks;
        for (PlayerLine &player : m_players) {
            for (auto &[round, block] : player.rounds) {
                if (block.opponent == 0 && block.written == ' ')
                    blanks.push_back(&block);
            }
        }
        const auto agrees = [&](char as) {
            bool any = false;
            for (const PlayerLine &player : m_players) {
                double points = 0.0;
                for (const auto &[round, block] : player.rounds)
                    points += block.opponent == 0 && block.written == ' ' ? m_points.bye(as)
                                                                          : m_points.of(block);
                if (player.points && std::abs(*player.points - points) > 1e-9)
                    return false;
                any = any || player.points;
            }
            return any;
        };
        if (blanks.empty() || agrees('Z'))
            return;
        for (const char as : { 'F', 'H' }) {
            if (!agrees(as))
                continue;
            for (Block *block : blanks)
                block->result = as;
            warnOnce(blanks.front()->path(), ReadCode::TrfByesFromPoints,
                { quoted(blanks.front()->text), pointsText(m_points.bye(as)) });
            return;
        }
    }

    // What the file holds, line by line, for the comparison with what is stored: the games of
    // each player line, and its points where the file scores games as they are stored.
    FileContents contents() const
    {
        FileContents contents;
        for (const PlayerLine &player : m_players) {
            FileLine line { player.line, std::to_string(player.startRank), 0, 0, std::nullopt };
            for (const auto &[round, block] : player.rounds)
                line.games += block.opponent != 0 ? 1 : 0;
            if (m_points.gamesAsStored())
                line.points = player.points;
            contents.lines.push_back(line);
        }
        return contents;
    }

    EventInput m_input;
    FileDetails m_details;
    PointSystem m_points;
    bool m_haveName = false;
    TrfVersion m_version = TrfVersion::Trf16;
    std::map<QString, int> m_laterRecords; // TRF-2026 records not read: code -> first line
    // A line whose code is a federation's: a National Rating line if its start rank is a player's.
    struct NationalLine {
        int line = 0;
        QString code;
        Line text;
    };
    std::vector<NationalLine> m_nationalLines;
    bool m_haveRankingMethod = false; // 172
    std::optional<DateRecord> m_startDate;
    std::optional<DateRecord> m_endDate;
    std::vector<PlayerLine> m_players;
    std::map<int, std::size_t> m_byRank; // start rank -> index into m_players
    std::set<QString> m_warned;
    QList<DocumentError> m_errors;
    QList<DocumentError> m_warnings;
};

// A line written column by column; columns not written are blanks, trailing blanks are dropped.
class LineWriter {
public:
    explicit LineWriter(const char *record)
        : m_line(QString::fromLatin1(record).toStdU32String())
    {
    }

    // `text` in `columns`, cut to their width, left-aligned or right-aligned.
    void put(Columns columns, const QString &text, bool rightAligned = false)
    {
        const auto width = std::size_t(columns.to - columns.from + 1);
        std::u32string points = text.toStdU32String();
        points.resize(std::min(points.size(), width));
        if (rightAligned)
            points.insert(0, width - points.size(), U' ');
        if (m_line.size() < std::size_t(columns.to))
            m_line.resize(std::size_t(columns.to), U' ');
        m_line.replace(std::size_t(columns.from - 1), points.size(), points);
    }

    QString text() const
    {
        std::u32string line = m_line;
        while (!line.empty() && line.back() == U' ')
            line.pop_back();
        return QString::fromStdU32String(line) + QLatin1Char('\n');
    }

private:
    std::u32string m_line;
};

QString right(const QString &text, int width)
{
    return text.rightJustified(width, QLatin1Char(' '), true);
}

// The 10-character round block; `result` from this player's side.
QString blockText(int opponent, char colour, char result)
{
    return QStringLiteral("%1 %2 %3  ")
        .arg(opponent == 0 ? QStringLiteral("0000") : right(QString::number(opponent), 4))
        .arg(QLatin1Char(colour))
        .arg(QLatin1Char(result));
}

// TRF-16 result characters of White and Black for each result.
std::pair<char, char> resultCharacters(GameResult result)
{
    constexpr std::pair<GameResult, std::pair<char, char>> kCharacters[] = {
        { GameResult::WhiteWins, { '1', '0' } }, { GameResult::BlackWins, { '0', '1' } },
        { GameResult::Draw, { '=', '=' } }, { GameResult::WhiteWinsByForfeit, { '+', '-' } },
        { GameResult::BlackWinsByForfeit, { '-', '+' } },
        { GameResult::DoubleForfeit, { '-', '-' } }, { GameResult::WhiteWinsUnrated, { 'W', 'L' } },
        { GameResult::BlackWinsUnrated, { 'L', 'W' } }, { GameResult::DrawUnrated, { 'D', 'D' } }
    };
    for (const auto &[known, characters] : kCharacters) {
        if (known == result)
            return characters;
    }
    return { '-', '-' };
}

// A header record with its value from column 5 on; nothing when the value is empty.
QString headerRecord(const char *record, const QString &value)
{
    if (value.isEmpty())
        return {};
    return QStringLiteral("%1 %2\n").arg(QLatin1String(record), value);
}

char byeCharacter(const Bye &bye)
{
    if (bye.unpaired)
        return 'U';
    return bye.points >= 1.0 ? 'F' : bye.points >= 0.5 ? 'H' : 'Z';
}

// The header records, in the order of their codes; TRF-2026's among them.
QString headerRecords(const EventInput &event, const std::vector<std::string> &roundDates,
    const std::vector<QString> &trf2026)
{
    const EventProperties &properties = event.event.properties;
    const auto property = [&properties](const char *record) {
        const auto member = propertyOfRecord(record);
        return member ? headerRecord(record, QString::fromStdString(properties.*member))
                      : QString();
    };
    int rated = 0;
    for (const PlayerInput &player : event.players)
        rated += player.fideRating.value_or(0) > 0 || (player.uscf && player.uscf->fide) ? 1 : 0;

    QString out = QStringLiteral("012 %1\n").arg(QString::fromStdString(event.event.name));
    out += property("022") + property("032");
    if (event.event.startDate)
        out += headerRecord("042", trfDateText(*event.event.startDate));
    out += headerRecord("052", trfDateText(event.event.endDate));
    out += headerRecord("062", QString::number(event.players.size()));
    out += headerRecord("072", QString::number(rated));
    if (properties.teams)
        out += headerRecord("082", QString::number(*properties.teams));
    out += property("092") + property("102");
    for (const QString &deputy : QString::fromStdString(properties.deputyArbiter)
                                     .split(QLatin1String(kDeputySeparator), Qt::SkipEmptyParts))
        out += headerRecord("112", deputy);
    out += property("122");
    if (!roundDates.empty()) {
        LineWriter line("132");
        for (std::size_t round = 1; round <= roundDates.size(); ++round)
            line.put(blockColumns(int(round)), QString::fromStdString(roundDates[round - 1]));
        out += line.text();
    }
    for (const QString &record : trf2026)
        out += record + QLatin1Char('\n');
    return out;
}

// What TRF-2026 adds to the records of TRF-16: the header records 142 ... 362 (the kept ones
// sorted in by code, 142 from the rounds planned, 172 when National Rating lines are written and
// the file gave none), and one National Rating line per player rated in the national list of the
// event's system. The kept records that these replace are left out of `kept`.
struct Trf2026Records {
    std::vector<QString> header;
    std::vector<QString> national;
    std::vector<std::string> kept;
};

// 162, needed only when the event's pairing-allocated bye is not worth a win: the defaults of
// TRF-2026 (W 1.0, D 0.5, L 0.0, A 0.0) and P with the points of the event's rule.
std::optional<QString> pointSystemRecord(const EventInput &event)
{
    const double pairingBye = event.event.properties.pairingByePoints;
    if (pairingBye == 1.0)
        return std::nullopt;
    LineWriter line("162");
    const std::pair<char, double> points[]
        = { { 'W', 1.0 }, { 'D', 0.5 }, { 'L', 0.0 }, { 'A', 0.0 }, { 'P', pairingBye } };
    int column = 6;
    for (const auto &[code, value] : points) {
        line.put({ column, column }, QString(QLatin1Char(code)));
        line.put({ column + 1, column + 4 }, pointsText(value), true);
        column += 9;
    }
    return line.text().chopped(1);
}

// `kept`: the records of the file the event was read from that ratingdesk does not read.
Trf2026Records trf2026Records(const EventInput &event, const std::vector<std::string> &kept)
{
    const QString list = trfNationalList(event.system);
    Trf2026Records records;
    for (std::size_t index = 0; index < event.players.size(); ++index) {
        const PlayerInput &player = event.players[index];
        const auto rating = trfNationalRating(player, event.system);
        if (!rating || *rating <= 0)
            continue;
        // TRF-2026 3.3: the 001 layout up to column 79; sex and birth date as in 001 are left out.
        LineWriter line(list.toLatin1().constData());
        line.put(kStartRank, QString::number(index + 1), true);
        line.put(kName, QString::fromStdString(player.name));
        line.put(kRating, QString::number(*rating), true);
        records.national.push_back(line.text().chopped(1));
    }
    bool haveRankingMethod = false;
    bool havePointSystem = false;
    std::vector<std::pair<QString, QString>> header;
    for (const std::string &text : kept) {
        const QString record = QString::fromStdString(text);
        const QString code = record.left(3);
        if (code == list || (code == QLatin1String("142") && event.event.properties.roundsPlanned))
            continue;
        haveRankingMethod = haveRankingMethod || code == QLatin1String("172");
        havePointSystem = havePointSystem || code == QLatin1String("162");
        if (isTrf2026Header(code))
            header.emplace_back(code, record);
        else
            records.kept.push_back(text);
    }
    if (const auto rounds = event.event.properties.roundsPlanned)
        header.emplace_back(QStringLiteral("142"), QStringLiteral("142 %1").arg(*rounds));
    if (!havePointSystem)
        if (const auto system = pointSystemRecord(event))
            header.emplace_back(QStringLiteral("162"), *system);
    // 172 OTHER: ratingdesk keeps the start ranks as the event lists its players.
    if (!records.national.empty() && !haveRankingMethod)
        header.emplace_back(QStringLiteral("172"), QStringLiteral("172 %1 OTHER").arg(list));
    std::stable_sort(header.begin(), header.end(),
        [](const auto &a, const auto &b) { return a.first < b.first; });
    for (const auto &[code, record] : header)
        records.header.push_back(record);
    return records;
}

// The 001 line of `player` up to the rank; the round blocks follow from column 92.
LineWriter playerLine(const PlayerInput &player, int startRank, double points, int rank)
{
    QString birth;
    if (player.birthDate)
        birth = trfDateText(*player.birthDate);
    else if (player.birthYear)
        birth = QStringLiteral("%1/00/00").arg(*player.birthYear, 4, 10, QLatin1Char('0'));
    QString rating;
    if (player.fideRating)
        rating = QString::number(*player.fideRating);
    else if (player.uscf && player.uscf->fide)
        rating = QString::number(std::lround(*player.uscf->fide));

    LineWriter line("001");
    line.put(kStartRank, QString::number(startRank), true);
    line.put(kSex, QString::fromStdString(player.sex));
    line.put(kTitle, QString::fromStdString(player.title), true);
    line.put(kName, QString::fromStdString(player.name));
    line.put(kRating, rating, true);
    line.put(kFederation, QString::fromStdString(player.federation));
    line.put(kFideId, QString::fromStdString(player.fideId), true);
    line.put(kBirth, birth);
    line.put(kPoints, QString::number(points, 'f', 1), true);
    line.put(kRank, QString::number(rank), true);
    return line;
}

} // namespace

EventReadResult readTrf(const QByteArray &text, RatingSystem system)
{
    return TrfReader(system).read(text);
}

QString trfNationalList(RatingSystem system)
{
    switch (system) {
    case RatingSystem::Dwz:
        return QStringLiteral("GER");
    case RatingSystem::Uscf:
        return QStringLiteral("USA");
    case RatingSystem::Sagc:
        break;
    }
    return {};
}

std::optional<int> trfNationalRating(const PlayerInput &player, RatingSystem system)
{
    if (system == RatingSystem::Dwz && player.dwz)
        return player.dwz->rating;
    if (system == RatingSystem::Uscf && player.uscf && player.uscf->rating)
        return int(std::lround(*player.uscf->rating));
    return std::nullopt;
}

TrfVersion trfVersionOf(const QByteArray &text)
{
    TrfReader reader(RatingSystem::Dwz);
    (void)reader.read(text);
    return reader.version();
}

QByteArray writeTrf(const EventFile &file, TrfVersion version)
{
    const EventInput &event = file.event;
    const std::size_t count = event.players.size();
    std::map<std::string, int> startRank;
    for (std::size_t index = 0; index < count; ++index)
        startRank.emplace(event.players[index].id, int(index) + 1);

    int lastRound = 0;
    for (const auto &game : event.chessGames)
        lastRound = std::max(lastRound, game.round.value_or(0));
    for (const auto &bye : event.byes)
        lastRound = std::max(lastRound, bye.round);

    std::vector<std::map<int, QString>> blocks(count);
    std::vector<double> points(count, 0.0);
    // The wanted round if all `ranks` are free there, else the first free one after lastRound.
    const auto place = [&](std::optional<int> wanted, std::vector<int> ranks) {
        const auto free = [&](int round) {
            return std::all_of(ranks.begin(), ranks.end(),
                [&](int rank) { return !blocks[rank - 1].contains(round); });
        };
        if (wanted && *wanted >= 1 && free(*wanted))
            return *wanted;
        int round = lastRound + 1;
        while (!free(round))
            ++round;
        return round;
    };

    for (const auto &game : event.chessGames) {
        const auto white = startRank.find(game.white);
        const auto black = startRank.find(game.black);
        if (white == startRank.end() || black == startRank.end())
            continue;
        const int round = place(game.round, { white->second, black->second });
        const auto [whiteResult, blackResult] = resultCharacters(game.result);
        blocks[white->second - 1][round] = blockText(black->second, 'w', whiteResult);
        blocks[black->second - 1][round] = blockText(white->second, 'b', blackResult);
        points[white->second - 1] += whitePoints(game.result);
        points[black->second - 1] += blackPoints(game.result);
    }
    for (const auto &bye : event.byes) {
        const auto player = startRank.find(bye.player);
        if (player == startRank.end())
            continue;
        const int round = place(bye.round, { player->second });
        blocks[player->second - 1][round] = blockText(0, '-', byeCharacter(bye));
        points[player->second - 1] += bye.pointsIn(event.event.properties);
    }

    // Ranks by points, ties in start-rank order.
    std::vector<std::size_t> order(count);
    for (std::size_t index = 0; index < count; ++index)
        order[index] = index;
    std::stable_sort(order.begin(), order.end(),
        [&](std::size_t a, std::size_t b) { return points[a] > points[b]; });
    std::vector<int> rank(count);
    for (std::size_t position = 0; position < count; ++position)
        rank[order[position]] = int(position) + 1;

    Trf2026Records records;
    if (version == TrfVersion::Trf2026)
        records = trf2026Records(event, file.details.trf.records);
    else
        records.kept = file.details.trf.records;
    QString out = headerRecords(event, file.details.trf.roundDates, records.header);
    for (std::size_t index = 0; index < count; ++index) {
        LineWriter line
            = playerLine(event.players[index], int(index) + 1, points[index], rank[index]);
        for (const auto &[round, block] : blocks[index])
            line.put(blockColumns(round), block);
        out += line.text();
    }
    for (const QString &record : records.national)
        out += record + QLatin1Char('\n');
    for (const std::string &record : records.kept)
        out += QString::fromStdString(record) + QLatin1Char('\n');
    return out.toUtf8();
}

} // namespace rd::io
