#include "engine/io/CsvFormat.h"

#include "engine/io/TextEncoding.h"
#include "engine/rating/InputLimits.h"
#include "engine/rating/sagc/GoRank.h"

#include <QCoreApplication>
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

QString simplifiedHeader(const QString &title)
{
    QString key = title.toLower();
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

// A number with a fraction as the file writes it, with `point` as its decimal separator; the
// other separator makes it no number (1.523,45 is not read as 1523.45).
std::optional<double> decimalNumber(const QString &text, QChar point)
{
    const QChar other = point == QLatin1Char(',') ? QLatin1Char('.') : QLatin1Char(',');
    if (text.contains(other))
        return std::nullopt;
    bool ok = false;
    const double number
        = QLocale::c().toDouble(QString(text).replace(point, QLatin1Char('.')), &ok);
    return ok && std::isfinite(number) ? std::optional(number) : std::nullopt;
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
    return columns;
}

QString columnTitle(PlayerColumn column)
{
    if (const QString kind = federationIdKind(column); !kind.isEmpty())
        return federationIdTitle(kind);
    constexpr std::pair<PlayerColumn, const char *> kTitles[] = {
        { PlayerColumn::Ignore, QT_TRANSLATE_NOOP("rd::io::PlayerColumn", "(ignore)") },
        { PlayerColumn::Name, QT_TRANSLATE_NOOP("rd::io::PlayerColumn", "name") },
        { PlayerColumn::BirthDate, QT_TRANSLATE_NOOP("rd::io::PlayerColumn", "birth date") },
        { PlayerColumn::Dwz, QT_TRANSLATE_NOOP("rd::io::PlayerColumn", "DWZ") },
        { PlayerColumn::DwzIndex, QT_TRANSLATE_NOOP("rd::io::PlayerColumn", "DWZ index") },
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
    if (hasFractions)
        sentences << (decimalPoint == QLatin1Char(',')
                ? QCoreApplication::translate(
                    "rd::io::CsvReading", "Ratings are read with a decimal comma (1523,45).")
                : QCoreApplication::translate(
                    "rd::io::CsvReading", "Ratings are read with a decimal point (1523.45)."));
    return sentences.join(QLatin1Char(' '));
}

CsvReading readingOf(
    const CsvTable &table, const std::vector<PlayerColumn> &columns, const QLocale &locale)
{
    static const QRegularExpression fraction(QStringLiteral("^\\d+([.,])\\d+$"));
    CsvReading reading;
    int dayFirst = 0;
    int monthFirst = 0;
    int commas = 0;
    int points = 0;
    for (const QStringList &row : table.rows) {
        for (std::size_t c = 0; c < columns.size() && c < std::size_t(row.size()); ++c) {
            const QString value = row[qsizetype(c)].trimmed();
            if (columns[c] == PlayerColumn::Uscf) {
                if (const auto match = fraction.match(value); match.hasMatch()) {
                    reading.hasFractions = true;
                    ++(match.captured(1) == QLatin1String(",") ? commas : points);
                }
                continue;
            }
            const auto written
                = columns[c] == PlayerColumn::BirthDate ? writtenDate(value) : std::nullopt;
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

std::vector<CsvPlayer> readPlayers(const CsvTable &table, const std::vector<PlayerColumn> &columns,
    const CsvReading &reading, QList<DocumentError> &errors)
{
    // The forms a date of this file may take, for the message of one that is none.
    const QString dateExamples
        = QStringLiteral("1965-03-12, 12.03.1965, %1")
              .arg(reading.dayFirst ? QStringLiteral("12/03/1965") : QStringLiteral("03/12/1965"));
    std::vector<CsvPlayer> players;
    for (qsizetype r = 0; r < table.rows.size(); ++r) {
        const QStringList &row = table.rows[r];
        CsvPlayer player;
        player.line = table.lines.value(r, int(r) + 2);
        QJsonObject dwz;
        QJsonObject uscf;
        QJsonObject sagc;
        bool rowOk = true;
        auto fail = [&](std::size_t column, ReadCode code, const QStringList &args) {
            errors.append({ columnPlace(player.line, int(column) + 1), code, args });
            rowOk = false;
        };
        // A whole number from `low` to `high`, as the field `key` of a player's state.
        auto insertNumber = [&](std::size_t column, const QString &value, QJsonObject &state,
                                const QString &key, int low, int high) {
            bool ok = false;
            const int parsed = value.toInt(&ok);
            if (ok && parsed >= low && parsed <= high)
                state.insert(key, parsed);
            else
                fail(column, ReadCode::CsvNotNumber,
                    { value, QString::number(low), QString::number(high) });
        };
        for (std::size_t c = 0; c < columns.size() && c < std::size_t(row.size()); ++c) {
            const QString value = row[qsizetype(c)].trimmed();
            if (value.isEmpty())
                continue;
            switch (columns[c]) {
            case PlayerColumn::Ignore:
                break;
            case PlayerColumn::Name:
                player.name = value.simplified();
                if (const auto error = nameError(QString(), player.name))
                    fail(c, error->code, error->args);
                break;
            case PlayerColumn::Club:
                player.club = value.simplified();
                if (const auto error = nameError(QString(), player.club))
                    fail(c, error->code, error->args);
                break;
            case PlayerColumn::BirthDate:
                player.birthDate = readDate(value, reading);
                if (!player.birthDate)
                    fail(c, ReadCode::CsvNotDate, { value, dateExamples });
                break;
            case PlayerColumn::DsbId:
            case PlayerColumn::UscfId:
            case PlayerColumn::FideId:
            case PlayerColumn::SagcHandle:
                player.federationIds[federationIdKind(columns[c])] = value;
                break;
            case PlayerColumn::Dwz:
                insertNumber(c, value, dwz, QStringLiteral("rating"), limits::kRating.minimum,
                    limits::kRating.maximum);
                break;
            case PlayerColumn::DwzIndex:
                insertNumber(c, value, dwz, QStringLiteral("index"), limits::kDwzIndex.minimum,
                    limits::kDwzIndex.maximum);
                break;
            case PlayerColumn::Uscf: {
                const auto rating = decimalNumber(value, reading.decimalPoint);
                if (!rating || !limits::kRating.contains(*rating))
                    fail(c, ReadCode::CsvNotRating, { value });
                else
                    uscf.insert(QStringLiteral("rating"), *rating);
                break;
            }
            case PlayerColumn::UscfGames:
                insertNumber(c, value, uscf, QStringLiteral("games"), limits::kUscfGames.minimum,
                    limits::kUscfGames.maximum);
                break;
            case PlayerColumn::UscfAdult:
                if (const auto adult = yesOrNo(value))
                    uscf.insert(QStringLiteral("adult"), *adult);
                else
                    fail(c, ReadCode::CsvNotYesOrNo, { value });
                break;
            case PlayerColumn::SagcRank:
                if (sagc::GoRank::parse(value.toLower().toStdString()))
                    sagc.insert(QStringLiteral("rank"), value.toLower());
                else
                    fail(c, ReadCode::CsvNotRank, { value });
                break;
            case PlayerColumn::SagcIndex:
                insertNumber(c, value, sagc, QStringLiteral("index"), limits::kSagcIndex.minimum,
                    limits::kSagcIndex.maximum);
                break;
            }
        }
        if (player.name.isEmpty()) {
            errors.append({ linePlace(player.line), ReadCode::CsvNoName, {} });
            rowOk = false;
        }
        if (sagc.contains(QStringLiteral("index")) && !sagc.contains(QStringLiteral("rank"))) {
            errors.append({ linePlace(player.line), ReadCode::CsvIndexNeedsRank, {} });
            rowOk = false;
        }
        if (!rowOk)
            continue;
        if (dwz.contains(QStringLiteral("rating")))
            player.startingStates.insert(QStringLiteral("dwz"), dwz);
        if (uscf.value(QStringLiteral("adult")) == false)
            uscf.remove(QStringLiteral("adult"));
        if (uscf.contains(QStringLiteral("rating")) && !uscf.contains(QStringLiteral("games")))
            uscf.insert(QStringLiteral("established"), true);
        if (!uscf.isEmpty())
            player.startingStates.insert(QStringLiteral("uscf"), uscf);
        if (!sagc.isEmpty())
            player.startingStates.insert(QStringLiteral("sagc"), sagc);
        players.push_back(player);
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
