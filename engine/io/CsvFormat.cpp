#include "engine/io/CsvFormat.h"

#include "engine/rating/sagc/GoRank.h"

#include <QCoreApplication>
#include <QRegularExpression>
#include <QStringDecoder>

namespace rd::io {

namespace {

QString decode(const QByteArray &bytes, QString &encoding)
{
    QByteArray data = bytes;
    if (data.startsWith("\xEF\xBB\xBF"))
        data.remove(0, 3);
    QStringDecoder utf8(QStringDecoder::Utf8);
    const QString text = utf8(data);
    if (!utf8.hasError()) {
        encoding = QStringLiteral("UTF-8");
        return text;
    }
    encoding = QStringLiteral("Latin-1");
    return QString::fromLatin1(data);
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

std::vector<CsvPlayer> readPlayers(
    const CsvTable &table, const std::vector<PlayerColumn> &columns, QList<DocumentError> &errors)
{
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
        auto number = [&](std::size_t column, const QString &value, int low,
                          int high) -> std::optional<int> {
            bool ok = false;
            const int parsed = value.toInt(&ok);
            if (!ok || parsed < low || parsed > high) {
                fail(column, ReadCode::CsvNotNumber,
                    { value, QString::number(low), QString::number(high) });
                return std::nullopt;
            }
            return parsed;
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
                break;
            case PlayerColumn::BirthDate:
                player.birthDate = Date::fromIso(value.toStdString());
                if (!player.birthDate)
                    fail(c, ReadCode::CsvNotDate, { value });
                break;
            case PlayerColumn::DsbId:
            case PlayerColumn::UscfId:
            case PlayerColumn::FideId:
            case PlayerColumn::SagcHandle:
                player.federationIds[federationIdKind(columns[c])] = value;
                break;
            case PlayerColumn::Dwz:
                if (const auto rating = number(c, value, 0, 3500))
                    dwz.insert(QStringLiteral("rating"), *rating);
                break;
            case PlayerColumn::DwzIndex:
                if (const auto index = number(c, value, 0, 999))
                    dwz.insert(QStringLiteral("index"), *index);
                break;
            case PlayerColumn::Uscf: {
                bool ok = false;
                const double rating = value.toDouble(&ok);
                if (!ok || rating < 0 || rating > 3500)
                    fail(c, ReadCode::CsvNotRating, { value });
                else
                    uscf.insert(QStringLiteral("rating"), rating);
                break;
            }
            case PlayerColumn::UscfGames:
                if (const auto games = number(c, value, 0, 100000))
                    uscf.insert(QStringLiteral("games"), *games);
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
                if (const auto index = number(c, value, -999, 999))
                    sagc.insert(QStringLiteral("index"), *index);
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
