#include "engine/io/csv/CsvFormat.h"

#include "engine/io/TextEncoding.h"
#include "engine/io/document/StartingRatingsJson.h"
#include "engine/rating/EventInput.h"
#include "engine/rating/InputLimits.h"
#include "engine/rating/WrittenNumber.h"
#include "engine/rating/sagc/GoRank.h"

#include <QCoreApplication>
#include <QDate>
#include <QRegularExpression>

#include <cmath>
#include <utility>

namespace rd::io {

namespace {

QString decode(const QByteArray &bytes, QString &encoding)
{
    const DecodedText decoded = decodeText(bytes);
    encoding = decoded.encoding == TextEncoding::Windows1252 ? QStringLiteral("Windows-1252")
                                                             : QStringLiteral("UTF-8");
    return decoded.text;
}

QChar separatorOf(const QString &text)
{
    const QString firstLine = text.section(QLatin1Char('\n'), 0, 0);
    return firstLine.count(QLatin1Char(';')) > firstLine.count(QLatin1Char(',')) ? QLatin1Char(';')
                                                                                 : QLatin1Char(',');
}

// A column title without case, accents, spaces and punctuation: "Geb.-Datum" is "gebdatum",
// "Föderation" "foderation".
QString simplifiedHeader(const QString &title)
{
    QString key = title.normalized(QString::NormalizationForm_D).toLower();
    key.remove(QRegularExpression(QStringLiteral("[^a-z]")));
    return key;
}

// The kind of federation id a column holds: dsb, uscf, fide or sagc.
QString federationIdKind(PlayerColumn column)
{
    constexpr std::pair<PlayerColumn, const char *> kKinds[]
        = { { PlayerColumn::DsbId, "dsb" }, { PlayerColumn::UscfId, "uscf" },
              { PlayerColumn::FideId, "fide" }, { PlayerColumn::SagcHandle, "sagc" } };
    for (const auto &[idColumn, kind] : kKinds) {
        if (idColumn == column)
            return QLatin1String(kind);
    }
    return {};
}

// A flag as lists write it: yes, ja, true, x, 1 or no, nein, false, 0 (any case).
std::optional<bool> yesOrNo(const QString &text)
{
    static const QStringList yes { QStringLiteral("yes"), QStringLiteral("y"), QStringLiteral("ja"),
        QStringLiteral("j"), QStringLiteral("true"), QStringLiteral("x"), QStringLiteral("1") };
    static const QStringList no { QStringLiteral("no"), QStringLiteral("n"), QStringLiteral("nein"),
        QStringLiteral("false"), QStringLiteral("0") };
    const QString word = text.trimmed().toLower();
    if (yes.contains(word))
        return true;
    if (no.contains(word))
        return false;
    return std::nullopt;
}

// A date as a list writes it, before the order of a slashed date is known.
struct WrittenDate {
    enum class Form { Iso, Dotted, Slashed };
    Form form = Form::Iso;
    int year = 0;
    int first = 0; // Iso: the month; Dotted and Slashed: the first number
    int second = 0; // Iso: the day; Dotted and Slashed: the second number
};

std::optional<WrittenDate> writtenDate(const QString &text)
{
    static const QRegularExpression iso(QStringLiteral("^(\\d{4})-(\\d{1,2})-(\\d{1,2})$"));
    static const QRegularExpression dayMonth(
        QStringLiteral("^(\\d{1,2})([./])(\\d{1,2})\\2(\\d{4})$"));
    if (const auto match = iso.match(text); match.hasMatch())
        return WrittenDate { WrittenDate::Form::Iso, match.captured(1).toInt(),
            match.captured(2).toInt(), match.captured(3).toInt() };
    if (const auto match = dayMonth.match(text); match.hasMatch())
        return WrittenDate { match.captured(2) == QLatin1String(".") ? WrittenDate::Form::Dotted
                                                                     : WrittenDate::Form::Slashed,
            match.captured(4).toInt(), match.captured(1).toInt(), match.captured(3).toInt() };
    return std::nullopt;
}

// Whether the locale's short date form puts the day before the month (24.11.26, 24/11/2026).
bool localeWritesDayFirst(const QLocale &locale)
{
    const QString form = locale.dateFormat(QLocale::ShortFormat);
    return form.indexOf(QLatin1Char('d')) < form.indexOf(QLatin1Char('M'));
}

// A number as the file writes it, `point` its decimal separator (readWrittenNumber(): the other
// one where it cannot be misread, thousands in groups of three); nothing for any other text.
std::optional<double> writtenNumber(const QString &text, QChar point, NumberKind kind)
{
    const QByteArray utf8 = text.toUtf8();
    const WrittenNumber read
        = readWrittenNumber(std::string_view(utf8.constData(), std::size_t(utf8.size())),
            point == QLatin1Char(',') ? ',' : '.', kind);
    return read.reading == WrittenNumber::Reading::Number && std::isfinite(read.value)
        ? std::optional(read.value)
        : std::nullopt;
}

// A sex as lists write it: m, male, männlich, w, weiblich, f, female (any case) as kSexes keeps
// them; nothing for any other text.
std::optional<QString> sexOf(const QString &text)
{
    static const std::pair<const char *, const char *> kWords[]
        = { { "m", "m" }, { "male", "m" }, { "männlich", "m" }, { "maennlich", "m" }, { "w", "w" },
              { "weiblich", "w" }, { "f", "f" }, { "female", "f" } };
    const QString word = text.trimmed().toLower();
    for (const auto &[written, sex] : kWords) {
        if (word == QString::fromUtf8(written))
            return QLatin1String(sex);
    }
    return std::nullopt;
}

// A FIDE title (kFideTitles), any case; nothing for any other text.
std::optional<QString> fideTitleOf(const QString &text)
{
    for (const std::string_view title : kFideTitles) {
        const QString known = QString::fromLatin1(title.data(), qsizetype(title.size()));
        if (text.compare(known, Qt::CaseInsensitive) == 0)
            return known;
    }
    return std::nullopt;
}

QString fideTitles()
{
    QStringList titles;
    for (const std::string_view title : kFideTitles)
        titles << QString::fromLatin1(title.data(), qsizetype(title.size()));
    return titles.join(QStringLiteral(", "));
}

// The separator of a rating written with its thousands grouped, 1.856 or 1,856; none for any
// other text.
std::optional<QChar> thousandsSeparatorOf(const QString &text)
{
    static const QRegularExpression grouped(QStringLiteral("^\\d{1,3}([.,])\\d{3}$"));
    const auto match = grouped.match(text);
    return match.hasMatch() ? std::optional(match.captured(1).front()) : std::nullopt;
}

bool isRatingColumn(PlayerColumn column)
{
    return column == PlayerColumn::Dwz || column == PlayerColumn::Uscf;
}

} // namespace

std::optional<CsvTable> parseCsv(const QByteArray &bytes, QList<DocumentError> &errors)
{
    CsvTable table;
    const QString text = decode(bytes, table.encoding);
    const QChar separator = separatorOf(text);
    QList<QStringList> records;
    QStringList record;
    QString cell;
    bool quoted = false;
    bool cellStarted = false;
    int line = 1;
    int recordLine = 1;
    auto endCell = [&] {
        record << cell;
        cell.clear();
        cellStarted = false;
    };
    auto endRecord = [&] {
        endCell();
        if (!(record.size() == 1 && record.first().isEmpty())) {
            records << record;
            table.lines << recordLine;
        }
        record.clear();
    };
    for (qsizetype i = 0; i < text.size(); ++i) {
        const QChar c = text[i];
        if (quoted) {
            if (c == QLatin1Char('"') && i + 1 < text.size() && text[i + 1] == QLatin1Char('"')) {
                cell += c;
                ++i;
            } else if (c == QLatin1Char('"')) {
                quoted = false;
            } else {
                line += c == QLatin1Char('\n') ? 1 : 0;
                cell += c;
            }
        } else if (c == QLatin1Char('"') && !cellStarted) {
            quoted = true;
            cellStarted = true;
        } else if (c == separator) {
            endCell();
        } else if (c == QLatin1Char('\n')) {
            endRecord();
            recordLine = ++line;
        } else if (c != QLatin1Char('\r')) {
            cell += c;
            cellStarted = true;
        }
    }
    if (quoted) {
        errors.append({ linePlace(recordLine), ReadCode::CsvOpenQuote, {} });
        return std::nullopt;
    }
    endRecord();
    if (records.isEmpty()) {
        errors.append({ linePlace(1), ReadCode::CsvNoHeader, {} });
        return std::nullopt;
    }
    table.header = records.takeFirst();
    table.lines.removeFirst();
    table.rows = records;
    return table;
}

std::vector<PlayerColumn> guessPlayerColumns(const QStringList &header)
{
    const std::map<QString, PlayerColumn> known = {
        { QStringLiteral("name"), PlayerColumn::Name },
        { QStringLiteral("spielername"), PlayerColumn::Name },
        { QStringLiteral("namevorname"), PlayerColumn::Name },
        { QStringLiteral("nachname"), PlayerColumn::Surname },
        { QStringLiteral("familienname"), PlayerColumn::Surname },
        { QStringLiteral("surname"), PlayerColumn::Surname },
        { QStringLiteral("last"), PlayerColumn::Surname },
        { QStringLiteral("lastname"), PlayerColumn::Surname },
        { QStringLiteral("familyname"), PlayerColumn::Surname },
        { QStringLiteral("vorname"), PlayerColumn::GivenName },
        { QStringLiteral("vornamen"), PlayerColumn::GivenName },
        { QStringLiteral("first"), PlayerColumn::GivenName },
        { QStringLiteral("firstname"), PlayerColumn::GivenName },
        { QStringLiteral("givenname"), PlayerColumn::GivenName },
        { QStringLiteral("givennames"), PlayerColumn::GivenName },
        { QStringLiteral("forename"), PlayerColumn::GivenName },
        { QStringLiteral("geburtsjahr"), PlayerColumn::BirthYear },
        { QStringLiteral("jahrgang"), PlayerColumn::BirthYear },
        { QStringLiteral("jg"), PlayerColumn::BirthYear },
        { QStringLiteral("birthyear"), PlayerColumn::BirthYear },
        { QStringLiteral("yearofbirth"), PlayerColumn::BirthYear },
        { QStringLiteral("geschlecht"), PlayerColumn::Sex },
        { QStringLiteral("sex"), PlayerColumn::Sex },
        { QStringLiteral("gender"), PlayerColumn::Sex },
        { QStringLiteral("titel"), PlayerColumn::Title },
        { QStringLiteral("title"), PlayerColumn::Title },
        { QStringLiteral("fidetitel"), PlayerColumn::Title },
        { QStringLiteral("fidetitle"), PlayerColumn::Title },
        { QStringLiteral("federation"), PlayerColumn::Federation },
        { QStringLiteral("fed"), PlayerColumn::Federation },
        { QStringLiteral("foderation"), PlayerColumn::Federation },
        { QStringLiteral("nation"), PlayerColumn::Federation },
        { QStringLiteral("letzteauswertung"), PlayerColumn::DwzEvaluated },
        { QStringLiteral("dwzauswertung"), PlayerColumn::DwzEvaluated },
        { QStringLiteral("lastevaluated"), PlayerColumn::DwzEvaluated },
        { QStringLiteral("birthdate"), PlayerColumn::BirthDate },
        { QStringLiteral("geburtsdatum"), PlayerColumn::BirthDate },
        { QStringLiteral("gebdatum"), PlayerColumn::BirthDate },
        { QStringLiteral("geburtstag"), PlayerColumn::BirthDate },
        { QStringLiteral("born"), PlayerColumn::BirthDate },
        { QStringLiteral("dsbid"), PlayerColumn::DsbId },
        { QStringLiteral("pkz"), PlayerColumn::DsbId },
        { QStringLiteral("uscfid"), PlayerColumn::UscfId },
        { QStringLiteral("fideid"), PlayerColumn::FideId },
        { QStringLiteral("sagchandle"), PlayerColumn::SagcHandle },
        { QStringLiteral("handle"), PlayerColumn::SagcHandle },
        { QStringLiteral("dwz"), PlayerColumn::Dwz },
        { QStringLiteral("dwzindex"), PlayerColumn::DwzIndex },
        { QStringLiteral("index"), PlayerColumn::DwzIndex },
        { QStringLiteral("uscf"), PlayerColumn::Uscf },
        { QStringLiteral("uscfrating"), PlayerColumn::Uscf },
        { QStringLiteral("uscfgames"), PlayerColumn::UscfGames },
        { QStringLiteral("adult"), PlayerColumn::UscfAdult },
        { QStringLiteral("rank"), PlayerColumn::SagcRank },
        { QStringLiteral("sagcrank"), PlayerColumn::SagcRank },
        { QStringLiteral("sagcindex"), PlayerColumn::SagcIndex },
        { QStringLiteral("club"), PlayerColumn::Club },
        { QStringLiteral("verein"), PlayerColumn::Club },
        { QStringLiteral("vereinsname"), PlayerColumn::Club },
    };
    std::vector<PlayerColumn> columns;
    for (const QString &title : header) {
        const auto found = known.find(simplifiedHeader(title));
        columns.push_back(found == known.end() ? PlayerColumn::Ignore : found->second);
    }
    // "Name" beside "Vorname" is the surname, as club lists write them.
    const auto has = [&columns](PlayerColumn column) {
        return std::find(columns.begin(), columns.end(), column) != columns.end();
    };
    if (has(PlayerColumn::GivenName) && !has(PlayerColumn::Surname))
        std::replace(columns.begin(), columns.end(), PlayerColumn::Name, PlayerColumn::Surname);
    return columns;
}

QString columnTitle(PlayerColumn column)
{
    if (const QString kind = federationIdKind(column); !kind.isEmpty())
        return federationIdTitle(kind);
    constexpr std::pair<PlayerColumn, const char *> kTitles[] = {
        { PlayerColumn::Ignore, QT_TRANSLATE_NOOP("rd::io::PlayerColumn", "(ignore)") },
        { PlayerColumn::Name, QT_TRANSLATE_NOOP("rd::io::PlayerColumn", "name") },
        { PlayerColumn::Surname, QT_TRANSLATE_NOOP("rd::io::PlayerColumn", "surname") },
        { PlayerColumn::GivenName, QT_TRANSLATE_NOOP("rd::io::PlayerColumn", "given name") },
        { PlayerColumn::BirthDate, QT_TRANSLATE_NOOP("rd::io::PlayerColumn", "birth date") },
        { PlayerColumn::BirthYear, QT_TRANSLATE_NOOP("rd::io::PlayerColumn", "birth year") },
        { PlayerColumn::Sex, QT_TRANSLATE_NOOP("rd::io::PlayerColumn", "sex") },
        { PlayerColumn::Title, QT_TRANSLATE_NOOP("rd::io::PlayerColumn", "FIDE title") },
        { PlayerColumn::Federation, QT_TRANSLATE_NOOP("rd::io::PlayerColumn", "federation") },
        { PlayerColumn::Dwz, QT_TRANSLATE_NOOP("rd::io::PlayerColumn", "DWZ") },
        { PlayerColumn::DwzIndex, QT_TRANSLATE_NOOP("rd::io::PlayerColumn", "DWZ index") },
        { PlayerColumn::DwzEvaluated,
            QT_TRANSLATE_NOOP("rd::io::PlayerColumn", "last DWZ evaluation") },
        { PlayerColumn::Uscf, QT_TRANSLATE_NOOP("rd::io::PlayerColumn", "US Chess rating") },
        { PlayerColumn::UscfGames, QT_TRANSLATE_NOOP("rd::io::PlayerColumn", "US Chess games") },
        { PlayerColumn::UscfAdult, QT_TRANSLATE_NOOP("rd::io::PlayerColumn", "adult (yes or no)") },
        { PlayerColumn::SagcRank, QT_TRANSLATE_NOOP("rd::io::PlayerColumn", "SAGC rank") },
        { PlayerColumn::SagcIndex, QT_TRANSLATE_NOOP("rd::io::PlayerColumn", "SAGC index") },
        { PlayerColumn::Club, QT_TRANSLATE_NOOP("rd::io::PlayerColumn", "club") },
    };
    for (const auto &[known, title] : kTitles) {
        if (known == column)
            return QCoreApplication::translate("rd::io::PlayerColumn", title);
    }
    return {};
}

QString federationIdTitle(const QString &kind)
{
    constexpr std::pair<const char *, const char *> kTitles[] = {
        { "dsb", QT_TRANSLATE_NOOP("rd::io::PlayerColumn", "DSB id") },
        { "uscf", QT_TRANSLATE_NOOP("rd::io::PlayerColumn", "US Chess id") },
        { "fide", QT_TRANSLATE_NOOP("rd::io::PlayerColumn", "FIDE id") },
        { "sagc", QT_TRANSLATE_NOOP("rd::io::PlayerColumn", "SAGC handle") },
    };
    for (const auto &[known, title] : kTitles) {
        if (kind == QLatin1String(known))
            return QCoreApplication::translate("rd::io::PlayerColumn", title);
    }
    return kind;
}

QString CsvReading::description() const
{
    QStringList forms;
    if (hasIsoDates)
        forms << QCoreApplication::translate("rd::io::CsvReading", "year-month-day (1965-03-12)");
    if (hasDottedDates)
        forms << QCoreApplication::translate("rd::io::CsvReading", "day.month.year (12.03.1965)");
    if (hasSlashedDates)
        forms << (dayFirst
                ? QCoreApplication::translate("rd::io::CsvReading", "day/month/year (12/03/1965)")
                : QCoreApplication::translate("rd::io::CsvReading", "month/day/year (03/12/1965)"));
    QStringList sentences;
    if (!forms.isEmpty())
        sentences << QCoreApplication::translate(
            "rd::io::CsvReading", "Birth dates are read as %1.")
                         .arg(forms.join(QStringLiteral(", ")));
    if (hasSlashedDates && !dayFirstShownByFile)
        sentences << QCoreApplication::translate("rd::io::CsvReading",
            "No date of the file shows whether the day or the month comes "
            "first; they are read as your language setting writes dates.");
    if (!thousands.empty())
        sentences << (thousands.begin()->second == QLatin1Char('.')
                ? QCoreApplication::translate(
                    "rd::io::CsvReading", "Ratings are read with a thousands point (1.856).")
                : QCoreApplication::translate(
                    "rd::io::CsvReading", "Ratings are read with a thousands comma (1,856)."));
    if (hasFractions)
        sentences << (decimalPoint == QLatin1Char(',')
                ? QCoreApplication::translate(
                    "rd::io::CsvReading", "Ratings are read with a decimal comma (1523,45).")
                : QCoreApplication::translate(
                    "rd::io::CsvReading", "Ratings are read with a decimal point (1523.45)."));
    return sentences.join(QLatin1Char(' '));
}

// The rating columns whose every value with a separator groups its thousands with the same one
// (1.856 or 1,856), with that separator.
std::map<std::size_t, QChar> thousandsOf(
    const CsvTable &table, const std::vector<PlayerColumn> &columns)
{
    std::map<std::size_t, QChar> grouped;
    for (std::size_t c = 0; c < columns.size(); ++c) {
        if (!isRatingColumn(columns[c]))
            continue;
        std::optional<QChar> separator;
        bool everyOne = true;
        for (const QStringList &row : table.rows) {
            const QString value = row.value(qsizetype(c)).trimmed();
            if (!value.contains(QLatin1Char('.')) && !value.contains(QLatin1Char(',')))
                continue;
            const auto written = thousandsSeparatorOf(value);
            everyOne = everyOne && written && (!separator || *separator == *written);
            separator = written;
        }
        if (everyOne && separator)
            grouped.emplace(c, *separator);
    }
    return grouped;
}

CsvReading readingOf(
    const CsvTable &table, const std::vector<PlayerColumn> &columns, const QLocale &locale)
{
    static const QRegularExpression fraction(QStringLiteral("^\\d+([.,])\\d+$"));
    CsvReading reading;
    reading.thousands = thousandsOf(table, columns);
    int dayFirst = 0;
    int monthFirst = 0;
    int commas = 0;
    int points = 0;
    for (const QStringList &row : table.rows) {
        for (std::size_t c = 0; c < columns.size() && c < std::size_t(row.size()); ++c) {
            const QString value = row[qsizetype(c)].trimmed();
            if (columns[c] == PlayerColumn::Uscf && !reading.thousands.contains(c)) {
                if (const auto match = fraction.match(value); match.hasMatch()) {
                    reading.hasFractions = true;
                    ++(match.captured(1) == QLatin1String(",") ? commas : points);
                }
                continue;
            }
            const bool date
                = columns[c] == PlayerColumn::BirthDate || columns[c] == PlayerColumn::DwzEvaluated;
            const auto written = date ? writtenDate(value) : std::nullopt;
            if (!written)
                continue;
            switch (written->form) {
            case WrittenDate::Form::Iso:
                reading.hasIsoDates = true;
                break;
            case WrittenDate::Form::Dotted:
                reading.hasDottedDates = true;
                ++dayFirst;
                break;
            case WrittenDate::Form::Slashed:
                reading.hasSlashedDates = true;
                dayFirst += written->first > 12 ? 1 : 0;
                monthFirst += written->second > 12 ? 1 : 0;
                break;
            }
        }
    }
    reading.dayFirstShownByFile = dayFirst + monthFirst > 0;
    reading.dayFirst
        = reading.dayFirstShownByFile ? dayFirst >= monthFirst : localeWritesDayFirst(locale);
    reading.decimalPointShownByFile = commas + points > 0 || reading.hasDottedDates;
    if (commas + points > 0)
        reading.decimalPoint = commas > points ? QLatin1Char(',') : QLatin1Char('.');
    else if (reading.hasDottedDates)
        reading.decimalPoint = QLatin1Char(',');
    else
        reading.decimalPoint
            = locale.decimalPoint() == QLatin1String(",") ? QLatin1Char(',') : QLatin1Char('.');
    return reading;
}

std::optional<Date> readDate(const QString &text, const CsvReading &reading)
{
    const auto written = writtenDate(text.trimmed());
    if (!written)
        return std::nullopt;
    const bool dayFirst = written->form == WrittenDate::Form::Dotted
        || (written->form == WrittenDate::Form::Slashed && reading.dayFirst);
    return dayFirst ? Date::fromParts(written->year, written->second, written->first)
                    : Date::fromParts(written->year, written->first, written->second);
}

namespace {

// One line of a player list read into a player, each cell as its column's meaning says; every
// cell that cannot be read is an error naming its line and column.
class PlayerLine {
public:
    PlayerLine(int line, const CsvReading &reading, QList<DocumentError> &errors)
        : m_reading(reading)
        , m_errors(errors)
    {
        m_player.line = line;
    }

    void read(std::size_t column, PlayerColumn meaning, const QString &value);
    // The player once every cell is read; nothing when a cell or the whole line is wrong.
    std::optional<CsvPlayer> player();

private:
    void fail(std::size_t column, ReadCode code, const QStringList &args = {})
    {
        m_errors.append({ columnPlace(m_player.line, int(column) + 1), code, args });
        m_ok = false;
    }
    void failLine(ReadCode code, const QStringList &args = {})
    {
        m_errors.append({ linePlace(m_player.line), code, args });
        m_ok = false;
    }
    // A name or club as written, within the table of limits.
    QString text(std::size_t column, const QString &value)
    {
        const QString simplified = value.simplified();
        if (const auto error = nameError(QString(), simplified))
            fail(column, error->code, error->args);
        return simplified;
    }
    // A whole number within `bounds`, as the field `key` of a player's state; with its thousands
    // grouped where the column groups them (1.856).
    void number(std::size_t column, const QString &value, QJsonObject &state, const char *key,
        limits::Bounds bounds);
    std::optional<Date> date(std::size_t column, const QString &value);
    void rating(std::size_t column, const QString &value);

    const CsvReading &m_reading;
    QList<DocumentError> &m_errors;
    CsvPlayer m_player;
    QString m_surname;
    QString m_givenName;
    QJsonObject m_dwz;
    QJsonObject m_uscf;
    QJsonObject m_sagc;
    bool m_ok = true;
};

void PlayerLine::number(std::size_t column, const QString &value, QJsonObject &state,
    const char *key, limits::Bounds bounds)
{
    std::optional<double> parsed;
    if (const auto grouped = m_reading.thousands.find(column);
        grouped != m_reading.thousands.end()) {
        // The decimal separator is the one the thousands do not use.
        const QChar point
            = grouped->second == QLatin1Char('.') ? QLatin1Char(',') : QLatin1Char('.');
        parsed = writtenNumber(value, point, NumberKind::Whole);
    } else {
        bool ok = false;
        const int whole = value.toInt(&ok);
        if (ok)
            parsed = whole;
    }
    if (parsed && *parsed == std::trunc(*parsed) && bounds.contains(*parsed))
        state.insert(QLatin1String(key), int(*parsed));
    else
        fail(column, ReadCode::CsvNotNumber,
            { value, QString::number(bounds.minimum), QString::number(bounds.maximum) });
}

std::optional<Date> PlayerLine::date(std::size_t column, const QString &value)
{
    const auto read = readDate(value, m_reading);
    if (!read)
        fail(column, ReadCode::CsvNotDate,
            { value,
                QStringLiteral("1965-03-12, 12.03.1965, %1")
                    .arg(m_reading.dayFirst ? QStringLiteral("12/03/1965")
                                            : QStringLiteral("03/12/1965")) });
    return read;
}

// A US Chess rating with a fraction as the file writes its decimals, or grouped in thousands.
void PlayerLine::rating(std::size_t column, const QString &value)
{
    const bool grouped = m_reading.thousands.contains(column);
    const auto rating = writtenNumber(
        value, m_reading.decimalPoint, grouped ? NumberKind::Whole : NumberKind::Fraction);
    if (!rating || !limits::kRating.contains(*rating))
        fail(column, ReadCode::CsvNotRating, { value });
    else
        m_uscf.insert(QStringLiteral("rating"), *rating);
}

void PlayerLine::read(std::size_t column, PlayerColumn meaning, const QString &value)
{
    switch (meaning) {
    case PlayerColumn::Ignore:
        break;
    case PlayerColumn::Name:
        m_player.name = text(column, value);
        break;
    case PlayerColumn::Surname:
        m_surname = text(column, value);
        break;
    case PlayerColumn::GivenName:
        m_givenName = text(column, value);
        break;
    case PlayerColumn::Club:
        m_player.club = text(column, value);
        break;
    case PlayerColumn::BirthDate:
        m_player.birthDate = date(column, value);
        break;
    case PlayerColumn::BirthYear: {
        QJsonObject year;
        number(column, value, year, "year", { kEarliestBirthYear, QDate::currentDate().year() });
        if (year.contains(QStringLiteral("year")))
            m_player.birthYear = year.value(QStringLiteral("year")).toInt();
        break;
    }
    case PlayerColumn::Sex:
        if (const auto sex = sexOf(value))
            m_player.sex = *sex;
        else
            fail(column, ReadCode::CsvNotSex, { value });
        break;
    case PlayerColumn::Title:
        if (const auto title = fideTitleOf(value))
            m_player.title = *title;
        else
            fail(column, ReadCode::CsvNotTitle, { value, fideTitles() });
        break;
    case PlayerColumn::Federation:
        if (static const QRegularExpression letters(QStringLiteral("^[A-Za-z]{3}$"));
            letters.match(value).hasMatch())
            m_player.federation = value.toUpper();
        else
            fail(column, ReadCode::CsvNotFederation, { value });
        break;
    case PlayerColumn::DsbId:
    case PlayerColumn::UscfId:
    case PlayerColumn::FideId:
    case PlayerColumn::SagcHandle:
        m_player.federationIds[federationIdKind(meaning)] = value;
        break;
    case PlayerColumn::Dwz:
        number(column, value, m_dwz, "rating", limits::kRating);
        break;
    case PlayerColumn::DwzIndex:
        number(column, value, m_dwz, "index", limits::kDwzIndex);
        break;
    case PlayerColumn::DwzEvaluated:
        if (const auto evaluated = date(column, value))
            m_dwz.insert(
                QStringLiteral("last_evaluated"), QString::fromStdString(evaluated->toIso()));
        break;
    case PlayerColumn::Uscf:
        rating(column, value);
        break;
    case PlayerColumn::UscfGames:
        number(column, value, m_uscf, "games", limits::kUscfGames);
        break;
    case PlayerColumn::UscfAdult:
        if (const auto adult = yesOrNo(value))
            m_uscf.insert(QStringLiteral("adult"), *adult);
        else
            fail(column, ReadCode::CsvNotYesOrNo, { value });
        break;
    case PlayerColumn::SagcRank:
        if (sagc::GoRank::parse(value.toLower().toStdString()))
            m_sagc.insert(QStringLiteral("rank"), value.toLower());
        else
            fail(column, ReadCode::CsvNotRank, { value });
        break;
    case PlayerColumn::SagcIndex:
        number(column, value, m_sagc, "index", limits::kSagcIndex);
        break;
    }
}

std::optional<CsvPlayer> PlayerLine::player()
{
    // Surname and given name: "Surname, Given name", as the registry writes names.
    if (!m_surname.isEmpty())
        m_player.name
            = m_givenName.isEmpty() ? m_surname : m_surname + QStringLiteral(", ") + m_givenName;
    if (m_player.name.isEmpty())
        failLine(ReadCode::CsvNoName);
    else if (const auto error
        = m_surname.isEmpty() ? std::nullopt : nameError(QString(), m_player.name))
        failLine(error->code, error->args);
    if (m_player.birthDate && m_player.birthYear && m_player.birthDate->year != *m_player.birthYear)
        failLine(ReadCode::CsvBirthYearDiffers,
            { QString::number(*m_player.birthYear),
                QString::fromStdString(m_player.birthDate->toIso()) });
    if (m_sagc.contains(QStringLiteral("index")) && !m_sagc.contains(QStringLiteral("rank")))
        failLine(ReadCode::CsvIndexNeedsRank);
    if (!m_dwz.isEmpty() && !m_dwz.contains(QStringLiteral("rating")))
        failLine(ReadCode::CsvDwzNeedsRating);
    if (!m_ok)
        return std::nullopt;
    if (m_player.birthDate)
        m_player.birthYear.reset(); // the date says it
    QJsonObject states;
    if (!m_dwz.isEmpty())
        states.insert(QStringLiteral("dwz"), m_dwz);
    if (m_uscf.value(QStringLiteral("adult")) == false)
        m_uscf.remove(QStringLiteral("adult"));
    if (m_uscf.contains(QStringLiteral("rating")) && !m_uscf.contains(QStringLiteral("games")))
        m_uscf.insert(QStringLiteral("established"), true);
    if (!m_uscf.isEmpty())
        states.insert(QStringLiteral("uscf"), m_uscf);
    if (!m_sagc.isEmpty())
        states.insert(QStringLiteral("sagc"), m_sagc);
    m_player.startingRatings = startingRatingsFromJson(states);
    return m_player;
}

} // namespace

std::vector<CsvPlayer> readPlayers(const CsvTable &table, const std::vector<PlayerColumn> &columns,
    const CsvReading &reading, QList<DocumentError> &errors)
{
    // A whole name and its parts are one or the other.
    const auto has = [&columns](PlayerColumn column) {
        return std::find(columns.begin(), columns.end(), column) != columns.end();
    };
    if (has(PlayerColumn::Name) && (has(PlayerColumn::Surname) || has(PlayerColumn::GivenName))) {
        errors.append({ linePlace(1), ReadCode::CsvNameTwice, {} });
        return {};
    }
    std::vector<CsvPlayer> players;
    for (qsizetype r = 0; r < table.rows.size(); ++r) {
        const QStringList &row = table.rows[r];
        PlayerLine line(table.lines.value(r, int(r) + 2), reading, errors);
        for (std::size_t c = 0; c < columns.size() && c < std::size_t(row.size()); ++c) {
            const QString value = row[qsizetype(c)].trimmed();
            if (!value.isEmpty())
                line.read(c, columns[c], value);
        }
        if (auto player = line.player())
            players.push_back(std::move(*player));
    }
    return players;
}

QString csvCell(const QString &text)
{
    QString cell = text;
    if (!cell.isEmpty() && QStringLiteral("=+-@").contains(cell.front()))
        cell.prepend(QLatin1Char('\''));
    if (cell.contains(QLatin1Char(',')) || cell.contains(QLatin1Char('"'))
        || cell.contains(QLatin1Char('\n')) || cell.contains(QLatin1Char(';')))
        cell = QLatin1Char('"') + cell.replace(QLatin1Char('"'), QStringLiteral("\"\""))
            + QLatin1Char('"');
    return cell;
}

QByteArray writeCsv(const QStringList &header, const QList<QStringList> &rows)
{
    QString text;
    auto line = [&text](const QStringList &cells) {
        QStringList escaped;
        for (const QString &cell : cells)
            escaped << csvCell(cell);
        text += escaped.join(QLatin1Char(',')) + QStringLiteral("\r\n");
    };
    line(header);
    for (const QStringList &row : rows)
        line(row);
    return text.toUtf8();
}

} // namespace rd::io
