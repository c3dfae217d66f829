#include "engine/io/document/EventDocumentReader.h"

#include "engine/io/document/EventChecks.h"
#include "engine/io/document/EventDocumentFields.h"
#include "engine/io/document/JsonText.h"
#include "engine/rating/InputLimits.h"
#include "engine/rating/RuleSets.h"
#include "engine/standings/TieBreak.h"
#include "engine/standings/TieOrder.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QJsonParseError>
#include <QLocale>
#include <QStringList>

#include <algorithm>
#include <cmath>
#include <concepts>
#include <limits>
#include <map>
#include <simdjson.h>
#include <span>
#include <string>
#include <tuple>
#include <unordered_map>
#include <unordered_set>
#include <utility>
#include <vector>

namespace rd::io {

namespace {

constexpr double kUnbounded = std::numeric_limits<int>::max();
constexpr int kFormatVersion = 1;
constexpr std::size_t kMaximumRecentOpponents = 10; // event-document.md: "at most ten"

QString inQuotes(const QString &text)
{
    return QLatin1Char('"') + text + QLatin1Char('"');
}

QString inQuotes(const std::string &text)
{
    return inQuotes(QString::fromStdString(text));
}

// A whole number in full (1000000000, not 1e+09), any other as short as it reads back.
QString numberText(double number)
{
    constexpr double kWholeInFull = 1e15;
    if (number == std::trunc(number) && std::fabs(number) < kWholeInFull)
        return QString::number(static_cast<qint64>(number));
    return QString::number(number, 'g', QLocale::FloatingPointShortest);
}

using JsonValue = simdjson::dom::element;
using JsonType = simdjson::dom::element_type;

QString textOf(std::string_view text)
{
    return QString::fromUtf8(text.data(), qsizetype(text.size()));
}

// A JSON value as a message names it: scalars as written, containers by their kind.
QString describe(const JsonValue &value)
{
    switch (value.type()) {
    case JsonType::NULL_VALUE:
        return QStringLiteral("null");
    case JsonType::BOOL:
        return bool(value.get_bool().value_unsafe()) ? QStringLiteral("true")
                                                     : QStringLiteral("false");
    case JsonType::INT64:
    case JsonType::UINT64:
    case JsonType::DOUBLE:
        return numberText(value.get_double().value_unsafe());
    case JsonType::STRING:
        return inQuotes(textOf(value.get_string().value_unsafe()));
    case JsonType::ARRAY:
        return QStringLiteral("[…]");
    case JsonType::OBJECT:
        return QStringLiteral("{…}");
    }
    return QStringLiteral("—");
}

// The closed interval a number must lie in; kUnbounded stands for "no limit".
struct Range {
    double minimum = -kUnbounded;
    double maximum = kUnbounded;

    static Range atLeast(double minimum) { return { minimum, kUnbounded }; }

    bool contains(double number) const { return number >= minimum && number <= maximum; }
};

// The ranges of the table of limits (limits.md), which every reader and editor keeps.
constexpr Range rangeOf(limits::Bounds bounds)
{
    return { double(bounds.minimum), double(bounds.maximum) };
}
const Range kRatingRange = rangeOf(limits::kRating);
const Range kCount = Range::atLeast(0);
const Range kRoundNumber = rangeOf(limits::kRound);
const Range kGameCount = Range::atLeast(1); // DWZ 4.10.1: the games n of a summary
const Range kRoundsPlanned = rangeOf(limits::kRoundsPlanned);

// The names of the fields of `table` (EventDocumentFields.h) and then `others`.
template <typename Table>
std::vector<const char *> namesOf(const Table &table, std::initializer_list<const char *> others)
{
    std::vector<const char *> names;
    for (const auto &field : table)
        names.push_back(field.name);
    names.insert(names.end(), others);
    return names;
}

// The event's properties (event-document.md "event"): in `event`, and on their own in the store.
const std::vector<const char *> kPropertyFields = [] {
    std::vector<const char *> fields = namesOf(kPropertyTexts,
        { "rounds_planned", "tie_breaks", "tie_break_edition", "tie_break_unrated_rating",
            "direct_encounter_forfeits", "pairing_bye_points", "tie_break_rating", "lot_seed",
            "tie_orders", "teams", "h9_encoding", "h9_line_end", "uscf_report", "sections",
            "acceleration", "requested_bye_limit", "missed_round_points", "initial_colour" });
    for (const std::vector<const char *> &lists :
        { namesOf(kTrfTextLists, {}), namesOf(kH9TextLists, {}) })
        fields.insert(fields.end(), lists.begin(), lists.end());
    return fields;
}();

// event-document.md "event.uscf_report".
// `chief_td_id` is read from documents written before the chief TD's id became the event's
// chief_arbiter_id.
const std::vector<const char *> kUscfReportFields = namesOf(
    kUscfReportTexts, { "round_robin", "grand_prix_points", "fide_rated", "chief_td_id" });

// The fields of `event`: its own, then its properties.
const std::vector<const char *> kEventFields = [] {
    std::vector<const char *> fields { "name", "start_date", "end_date" };
    fields.insert(fields.end(), kPropertyFields.begin(), kPropertyFields.end());
    fields.push_back("uscf");
    return fields;
}();

template <typename T> using Names = std::vector<std::pair<std::string, T>>;

// The names of `items` for a message: "a, b, c".
QString listOf(const auto &items, auto nameOf)
{
    QStringList names;
    for (const auto &item : items)
        names.append(QString::fromStdString(nameOf(item)));
    return names.join(QStringLiteral(", "));
}

// The names of the fields an object may have, as listed where the object is read.
class FieldNames {
public:
    FieldNames(std::initializer_list<const char *> names)
        : m_names(names.begin(), names.size())
    {
    }

    FieldNames(const std::vector<const char *> &names)
        : m_names(names)
    {
    }

    std::size_t size() const { return m_names.size(); }
    std::span<const char *const>::iterator begin() const { return m_names.begin(); }
    std::span<const char *const>::iterator end() const { return m_names.end(); }

    bool contains(std::string_view name) const
    {
        return std::ranges::any_of(m_names, [name](const char *known) { return name == known; });
    }

    QString joined() const
    {
        return listOf(m_names, [](const char *name) { return std::string(name); });
    }

private:
    std::span<const char *const> m_names;
};

// A value of the document at its JSON path. Reading through a cursor checks type and range and
// records every problem under the path. An absent value reads as std::nullopt without a
// problem; required() reports the absence where a field must be present. A cursor refers to the
// cursor it was reached from, which must outlive it: the path is spelt out only for a problem.
class Cursor {
public:
    // The document, or an object read on its own at `path`.
    Cursor(const JsonValue &value, QString path, QList<DocumentError> &errors)
        : m_value(value)
        , m_present(true)
        , m_key(std::move(path))
        , m_errors(&errors)
    {
    }

    QString path() const
    {
        if (!m_parent)
            return m_key;
        const QString parent = m_parent->path();
        if (m_index >= 0)
            return parent + QStringLiteral("[%1]").arg(m_index);
        const QString name = m_name ? QString::fromLatin1(m_name) : m_key;
        return parent.isEmpty() ? name : parent + QLatin1Char('.') + name;
    }

    bool isPresent() const { return m_present; }
    bool isArray() const { return is(JsonType::ARRAY); }
    bool isObject() const { return is(JsonType::OBJECT); }
    bool isText() const { return is(JsonType::STRING); }

    // The position of an element of an array, and another element of the same array.
    qsizetype index() const { return m_index; }
    Cursor sibling(qsizetype index) const { return { std::nullopt, m_parent, nullptr, index }; }

    void fail(ReadCode code, const QStringList &args = {}) const
    {
        const QString path = this->path();
        m_errors->append({ path.isEmpty() ? QStringLiteral("(document)") : path, code, args });
    }

    Cursor field(const char *name) const { return { member(name), this, name, -1 }; }

    Cursor field(const QString &name) const
    {
        Cursor child(member(name.toStdString()), this, nullptr, -1);
        child.m_key = name;
        return child;
    }

    template <typename Name> Cursor required(const Name &name) const
    {
        const Cursor child = field(name);
        if (!child.isPresent())
            child.fail(ReadCode::MissingField);
        return child;
    }

    // True for an object; a value of another type and every field not in `known` is reported.
    bool checkObject(const FieldNames &known) const
    {
        if (!isPresent())
            return false;
        if (!is(JsonType::OBJECT)) {
            expected(ReadCode::ExpectedObject);
            return false;
        }
        // Each unknown name is reported once, where it first occurs.
        std::vector<std::string_view> unknown;
        for (const auto [key, value] : object()) {
            if (!known.contains(key) && std::ranges::find(unknown, key) == unknown.end()) {
                unknown.push_back(key);
                field(textOf(key)).fail(ReadCode::UnknownField, { known.joined() });
            }
        }
        return true;
    }

    // The members of an object whose field names are free (`params`); only of a named cursor,
    // as for elements().
    std::vector<std::pair<QString, Cursor>> members() const &
    {
        std::vector<std::pair<QString, Cursor>> members;
        if (!isPresent())
            return members;
        if (!is(JsonType::OBJECT)) {
            expected(ReadCode::ExpectedObject);
            return members;
        }
        // A name given twice counts once, with its last value, where it first occurs.
        for (const auto [key, value] : object()) {
            const QString name = textOf(key);
            if (std::ranges::none_of(members, [&name](const auto &m) { return m.first == name; }))
                members.emplace_back(name, field(name));
        }
        return members;
    }
    std::vector<std::pair<QString, Cursor>> members() const && = delete;

    // The elements of an array, each read as it is reached.
    class Elements {
    public:
        class Iterator {
        public:
            Cursor operator*() const { return { *m_element, m_parent, nullptr, m_index }; }
            Iterator &operator++()
            {
                ++m_element;
                ++m_index;
                return *this;
            }
            bool operator==(const Iterator &other) const { return m_index == other.m_index; }

        private:
            friend class Elements;
            Iterator(simdjson::dom::array::iterator element, const Cursor *parent, qsizetype index)
                : m_element(element)
                , m_parent(parent)
                , m_index(index)
            {
            }

            simdjson::dom::array::iterator m_element;
            const Cursor *m_parent;
            qsizetype m_index;
        };

        Elements(std::optional<simdjson::dom::array> array, const Cursor *parent)
            : m_array(array)
            , m_size(array ? qsizetype(array->size()) : 0)
            , m_parent(parent)
        {
        }

        bool empty() const { return m_size == 0; }
        qsizetype size() const { return m_size; }
        Iterator begin() const { return m_array ? Iterator(m_array->begin(), m_parent, 0) : end(); }
        Iterator end() const
        {
            return { m_array ? m_array->end() : simdjson::dom::array::iterator(), m_parent,
                m_size };
        }

    private:
        std::optional<simdjson::dom::array> m_array;
        qsizetype m_size;
        const Cursor *m_parent;
    };

    // Only of a named cursor: the elements refer to it for their path.
    Elements elements() const &
    {
        if (isPresent() && !isArray())
            expected(ReadCode::ExpectedArray);
        if (!isArray())
            return { std::nullopt, this };
        return { m_value.get_array().value_unsafe(), this };
    }
    Elements elements() const && = delete;

    std::optional<std::string> text() const
    {
        if (!isPresent())
            return std::nullopt;
        if (!is(JsonType::STRING))
            return expected(ReadCode::ExpectedString);
        const std::string_view text = m_value.get_string().value_unsafe();
        // limits.md: no text holds NUL, where SQLite and C strings end it.
        if (limits::holdsNul(text))
            fail(ReadCode::ControlCharacter, { QString::fromStdString(limits::characterCode(0)) });
        return std::string(text);
    }

    // A name: a text within the table of limits (limits::nameProblem).
    std::optional<std::string> name() const
    {
        auto text = this->text();
        if (text && !limits::holdsNul(*text)) {
            if (const auto error = nameError(path(), *text))
                fail(error->code, error->args);
        }
        return text;
    }

    std::optional<bool> flag() const
    {
        if (!isPresent())
            return std::nullopt;
        if (!is(JsonType::BOOL))
            return expected(ReadCode::ExpectedFlag);
        return bool(m_value.get_bool().value_unsafe());
    }

    std::optional<double> number(Range range = {}) const
    {
        if (!isPresent())
            return std::nullopt;
        if (!isNumber())
            return expected(ReadCode::ExpectedNumber);
        return checkedRange(toDouble(), range);
    }

    // Integers are whole JSON numbers: 3 and 3.0, not 3.5.
    std::optional<int> integer(Range range) const
    {
        if (!isPresent())
            return std::nullopt;
        const double number = isNumber() ? toDouble() : 0.0;
        if (!isNumber() || std::trunc(number) != number)
            return expected(ReadCode::ExpectedInteger);
        if (!checkedRange(number, range))
            return std::nullopt;
        return static_cast<int>(number);
    }

    // A number of whole or half units: the games of a US Chess rating after a half-K event.
    std::optional<double> halves(Range range) const
    {
        const auto value = number(range);
        if (value && std::trunc(*value * 2.0) != *value * 2.0) {
            fail(ReadCode::NotWholeOrHalf, { numberText(*value) });
            return std::nullopt;
        }
        return value;
    }

    // A game score or bye: 0, 0.5 or 1.
    std::optional<double> score() const
    {
        const auto points = number();
        if (points && *points != 0.0 && *points != 0.5 && *points != 1.0) {
            fail(ReadCode::NotAScore, { describe(m_value) });
            return std::nullopt;
        }
        return points;
    }

    std::optional<Date> date() const { return parsed(Date::fromIso, ReadCode::NotADate); }

    // The string converted by `parse`; a string it rejects is reported with `problem`, whose
    // arguments are the string and `allowed`: the text naming the values allowed, or a function
    // that spells it out, called only for a problem.
    template <typename Parse, typename Allowed = QString>
    auto parsed(Parse parse, ReadCode problem, const Allowed &allowed = {}) const
        -> decltype(parse(std::string_view {}))
    {
        const auto string = text();
        if (!string)
            return std::nullopt;
        auto value = parse(*string);
        if (!value)
            fail(problem, { inQuotes(*string), spelt(allowed) });
        return value;
    }

    // One of a fixed set of names, e.g. the `history` of a USCF player.
    template <typename T> std::optional<T> oneOf(const Names<T> &names) const
    {
        return parsed(
            [&names](std::string_view text) -> std::optional<T> {
                for (const auto &[name, value] : names) {
                    if (name == text)
                        return value;
                }
                return std::nullopt;
            },
            ReadCode::UnknownValue,
            [&names] { return listOf(names, [](const auto &entry) { return entry.first; }); });
    }

    // One of the names of an enumeration's table, e.g. the `status` of a Go game.
    template <typename T, std::size_t N> std::optional<T> oneOf(const EnumNames<T, N> &names) const
    {
        return parsed([&names](std::string_view text) { return names.parse(text); },
            ReadCode::UnknownValue,
            [&names] {
                return listOf(
                    names.entries, [](const auto &entry) { return std::string(entry.second); });
            });
    }

private:
    Cursor(std::optional<JsonValue> value, const Cursor *parent, const char *name, qsizetype index)
        : m_value(value.value_or(JsonValue()))
        , m_present(value.has_value())
        , m_parent(parent)
        , m_name(name)
        , m_index(index)
        , m_errors(parent->m_errors)
    {
    }

    bool is(JsonType type) const { return m_present && m_value.type() == type; }
    // Only of an object.
    simdjson::dom::object object() const { return m_value.get_object().value_unsafe(); }
    bool isNumber() const { return m_present && m_value.is_number(); }
    double toDouble() const { return m_value.get_double().value_unsafe(); }

    // The member `name` of an object; of a name given twice the last, as Qt's parser keeps it.
    std::optional<JsonValue> member(std::string_view name) const
    {
        std::optional<JsonValue> found;
        if (is(JsonType::OBJECT)) {
            for (const auto [key, value] : object()) {
                if (key == name)
                    found = value;
            }
        }
        return found;
    }

    static QString spelt(const QString &allowed) { return allowed; }
    static QString spelt(const std::invocable auto &allowed) { return allowed(); }

    std::nullopt_t expected(ReadCode code) const
    {
        fail(code, { describe(m_value) });
        return std::nullopt;
    }

    std::optional<double> checkedRange(double number, const Range &range) const
    {
        if (range.contains(number))
            return number;
        if (range.maximum == kUnbounded)
            fail(ReadCode::BelowMinimum, { numberText(number), numberText(range.minimum) });
        else
            fail(ReadCode::OutOfRange,
                { numberText(number), numberText(range.minimum), numberText(range.maximum) });
        return std::nullopt;
    }

    JsonValue m_value; // only when present
    bool m_present = false;
    const Cursor *m_parent = nullptr;
    const char *m_name = nullptr; // a field named by the reader
    QString m_key; // a field named by the document, or the path of a cursor without a parent
    qsizetype m_index = -1; // an element of an array
    QList<DocumentError> *m_errors;
};

// The end date read without reporting anything: the default rule set depends on it, while its
// problems are reported where `event` is read.
std::optional<Date> peekEndDate(const JsonValue &root)
{
    std::string_view endDate;
    if (root.at_key("event").at_key("end_date").get(endDate) != simdjson::SUCCESS)
        return std::nullopt;
    return Date::fromIso(endDate);
}

DocumentError parseErrorAt(const QByteArray &json, const QJsonParseError &error)
{
    const QByteArray before = json.left(error.offset);
    const qsizetype lineStart = before.lastIndexOf('\n') + 1;
    const qsizetype line = before.count('\n') + 1;
    const qsizetype column = QString::fromUtf8(before.mid(lineStart)).size() + 1;
    return notJson(columnPlace(int(line), int(column)), error.error);
}

// `value` parsed by `parser`, valid until it parses again. The JSON Qt writes is read as it is;
// Qt's parser is also lenient (it takes a control character in a string unescaped, "1.",
// numbers beyond 64 bits), so a value of Qt's is written anew first.
std::optional<JsonValue> parseJson(
    simdjson::dom::parser &parser, const QJsonValue &value, QList<DocumentError> &errors)
{
    JsonText text(false);
    text.value(value);
    const QByteArray json = text.take();
    JsonValue root;
    if (parser.parse(json.constData(), std::size_t(json.size())).get(root) != simdjson::SUCCESS) {
        errors.append(notJson(QString(), QJsonParseError::IllegalValue));
        return std::nullopt;
    }
    return root;
}

// The document `json` parsed by `parser`. Where the fast parser refuses a text, Qt's parser
// names the place and the reason of a text that is not JSON; a text that only Qt's lenient
// parser accepts is read as Qt reads it.
std::optional<JsonValue> parseJson(
    simdjson::dom::parser &parser, const QByteArray &json, QList<DocumentError> &errors)
{
    JsonValue root;
    // Qt takes only an object or an array as a document.
    if (parser.parse(json.constData(), std::size_t(json.size())).get(root) == simdjson::SUCCESS
        && (root.is_object() || root.is_array()))
        return root;
    QJsonParseError parseError;
    const QJsonDocument document = QJsonDocument::fromJson(json, &parseError);
    if (parseError.error != QJsonParseError::NoError) {
        errors.append(parseErrorAt(json, parseError));
        return std::nullopt;
    }
    return parseJson(parser,
        document.isArray() ? QJsonValue(document.array()) : QJsonValue(document.object()), errors);
}

// Reads one event document into EventInput, collecting every problem in document order.
class EventReader {
public:
    explicit EventReader(QList<DocumentError> &errors)
        : m_errors(errors)
    {
    }

    EventFile read(const JsonValue &document)
    {
        const Cursor root(document, QString(), m_errors);
        if (!root.checkObject({ "format", "version", "system", "ruleset", "params", "event",
                "players", "games", "byes", "forbidden_pairs" }))
            return { std::move(m_input), std::move(m_details) };
        readHeader(root);
        readRuleSet(root.field("ruleset"), peekEndDate(document));
        readParams(root.field("params"));
        readEvent(root.required("event"));
        readPlayers(root.required("players"));
        checkTieOrders(root.field("event"));
        readGames(root.field("games"));
        readByes(root.field("byes"));
        checkRequestedByes(root.field("byes"));
        readForbiddenPairs(root.field("forbidden_pairs"));
        return { std::move(m_input), std::move(m_details) };
    }

private:
    void readHeader(const Cursor &root)
    {
        const Cursor format = root.required("format");
        const auto formatName = format.text();
        if (formatName && *formatName != "ratingdesk-event")
            format.fail(ReadCode::NotEventDocument, { inQuotes(*formatName) });

        const Cursor version = root.required("version");
        const auto versionNumber = version.integer({});
        if (versionNumber && *versionNumber != kFormatVersion)
            version.fail(ReadCode::UnsupportedVersion,
                { QString::number(*versionNumber), QString::number(kFormatVersion) });

        m_system = root.required("system").parsed(
            parseRatingSystem, ReadCode::UnknownValue, QStringLiteral("dwz, uscf, sagc"));
        if (m_system)
            m_input.system = *m_system;
    }

    // event-document.md "ruleset": the document's rule set of its system, or the default by end
    // date.
    void readRuleSet(const Cursor &cursor, const std::optional<Date> &endDate)
    {
        if (!cursor.isPresent()) {
            if (m_system && endDate)
                useRuleSet(defaultRuleSet(*m_system, *endDate));
            return;
        }
        const auto name = cursor.text();
        if (!name)
            return;
        const RuleSetInfo *ruleSet = findRuleSet(*name);
        if (!ruleSet) {
            cursor.fail(ReadCode::UnknownValue,
                { inQuotes(*name),
                    listOf(ruleSets(), [](const auto &known) { return known.name; }) });
            return;
        }
        if (m_system && ruleSet->system != *m_system) {
            cursor.fail(ReadCode::RuleSetOfOtherSystem,
                { inQuotes(*name), QString::fromStdString(toString(ruleSet->system)),
                    QString::fromStdString(toString(*m_system)) });
            return;
        }
        useRuleSet(*ruleSet);
    }

    void useRuleSet(const RuleSetInfo &ruleSet)
    {
        m_ruleSet = &ruleSet;
        m_input.ruleset = ruleSet.name;
    }

    // event-document.md "params": overrides of named parameters of the rule set.
    void readParams(const Cursor &cursor)
    {
        for (const auto &[name, value] : cursor.members()) {
            if (!m_ruleSet)
                continue;
            const ParameterSpec *spec = m_ruleSet->findParameter(name.toStdString());
            if (!spec) {
                value.fail(ReadCode::UnknownRuleSetParameter,
                    { QString::fromStdString(m_ruleSet->name),
                        listOf(
                            m_ruleSet->parameters, [](const auto &known) { return known.name; }) });
                continue;
            }
            if (auto parameter = readParameter(value, *spec))
                m_input.params[name.toStdString()] = *parameter;
        }
    }

    static std::optional<ParamValue> readParameter(const Cursor &cursor, const ParameterSpec &spec)
    {
        switch (spec.kind) {
        case ParameterSpec::Kind::Number:
            if (const auto number = cursor.number({ spec.minimum, spec.maximum }))
                return ParamValue(std::in_place_type<double>, *number);
            break;
        case ParameterSpec::Kind::Choice: {
            Names<std::string> choices;
            for (const auto &choice : spec.choices)
                choices.emplace_back(choice, choice);
            if (auto choice = cursor.oneOf(choices))
                return ParamValue(std::in_place_type<std::string>, std::move(*choice));
            break;
        }
        case ParameterSpec::Kind::Flag:
            if (const auto flag = cursor.flag())
                return ParamValue(std::in_place_type<bool>, *flag);
            break;
        }
        return std::nullopt;
    }

    void readEvent(const Cursor &cursor)
    {
        if (!cursor.checkObject(kEventFields))
            return;
        EventInfo &event = m_input.event;
        event.name = cursor.field("name").name().value_or(std::string());
        // A start after the end is kept as a file wrote it; the event is not rated so
        // (Evaluator.cpp).
        event.startDate = cursor.field("start_date").date();
        m_endDate = cursor.required("end_date").date();
        if (m_endDate)
            event.endDate = *m_endDate;
        event.properties = readPropertyFields(cursor);
        m_details = readFileDetailFields(cursor);
        m_pairingByeRuleGiven = cursor.field("pairing_bye_points").isPresent();
        readUscfEvent(cursor.field("uscf"));
    }

    void readUscfEvent(const Cursor &cursor)
    {
        if (!cursor.checkObject({ "system", "dual_rated" }))
            return;
        UscfEventInfo &uscf = m_input.event.uscf;
        uscf.system = cursor.field("system").oneOf(kUscfSystemNames).value_or(UscfSystem::Regular);
        uscf.dualRated = cursor.field("dual_rated").flag().value_or(false);
    }

    void readPlayers(const Cursor &cursor)
    {
        // An event without players (registration not started) is read; it is not rated.
        const auto players = cursor.elements();
        if (std::size_t(players.size()) > std::size_t(limits::kMostPlayers))
            cursor.fail(ReadCode::TooManyEntries,
                { QString::number(players.size()), QString::number(limits::kMostPlayers) });
        m_havePlayers = !players.empty();
        m_input.players.reserve(std::size_t(players.size()));
        m_players.reserve(std::size_t(players.size()));
        for (const Cursor &player : players)
            readPlayer(player);
    }

    void readPlayer(const Cursor &cursor)
    {
        if (!cursor.checkObject({ "id", "registry_id", "name", "birth_date", "birth_year", "sex",
                "title", "fide_rating", "federation", "fide_id", "country", "club", "egd_pin",
                "h9_scores", "h9_cells", "h9_after_cells", "uscf_id", "region", "section", "dwz",
                "uscf", "sagc", "first_round", "withdrawn_from" }))
            return;
        PlayerInput player;
        player.id = readPlayerId(cursor);
        player.registryId = cursor.field("registry_id").integer({ 1, kUnbounded });
        player.name = cursor.field("name").name().value_or(std::string());
        readBirth(cursor, player);
        readFide(cursor, player);
        readGoTable(cursor, player);
        player.region = cursor.field("region").text().value_or(std::string());
        player.firstRound = cursor.field("first_round").integer(kRoundNumber);
        player.withdrawnFrom = cursor.field("withdrawn_from").integer(kRoundNumber);
        player.section = readSectionReference(cursor);
        if (!player.section.empty())
            m_sectionOf[player.id] = player.section;
        const Cursor dwz = cursor.field("dwz");
        player.dwz = readDwz(dwz);
        if (player.dwz && player.dwz->summary)
            m_summaries.insert(player.id);
        player.uscf = readUscf(cursor.field("uscf"));
        player.sagc = readSagc(cursor.field("sagc"));
        m_input.players.push_back(std::move(player));
    }

    // event-document.md "players[].section": with sections, every player names one of them;
    // without, none.
    std::string readSectionReference(const Cursor &player) const
    {
        const auto &sections = m_input.event.properties.sections;
        const Cursor cursor = player.field("section");
        if (sections.empty()) {
            if (cursor.isPresent())
                cursor.fail(ReadCode::NoSections);
            return {};
        }
        const auto given = player.required("section").text();
        if (!given)
            return {};
        const std::string name = *given;
        const bool known = std::any_of(sections.begin(), sections.end(),
            [&name](const EventSection &section) { return section.name == name; });
        if (known)
            return name;
        cursor.fail(ReadCode::UnknownSection, { inQuotes(name) });
        return {};
    }

    // event-document.md "event.sections": the players of a game play in one section (a player
    // whose section is wrong is reported already).
    void checkSameSection(const Cursor &game, const ChessGame &read) const
    {
        const auto white = m_sectionOf.find(read.white);
        const auto black = m_sectionOf.find(read.black);
        if (white == m_sectionOf.end() || black == m_sectionOf.end()
            || white->second == black->second)
            return;
        game.fail(
            ReadCode::GameAcrossSections, { inQuotes(white->second), inQuotes(black->second) });
    }

    // event-document.md "players[].id": any non-empty string, unique in the document.
    std::string readPlayerId(const Cursor &player)
    {
        const Cursor cursor = player.required("id");
        const auto id = cursor.text();
        if (!id)
            return {};
        if (id->empty()) {
            cursor.fail(ReadCode::EmptyId);
            return {};
        }
        const auto [it, inserted] = m_players.emplace(*id, player.index());
        if (!inserted)
            cursor.fail(
                ReadCode::DuplicateId, { inQuotes(*id), player.sibling(it->second).path() });
        return *id;
    }

    void readBirth(const Cursor &cursor, PlayerInput &player)
    {
        const Cursor birthDate = cursor.field("birth_date");
        player.birthDate = birthDate.date();
        if (player.birthDate && m_endDate && *player.birthDate > *m_endDate)
            birthDate.fail(ReadCode::BirthAfterEnd,
                { QString::fromStdString(player.birthDate->toIso()),
                    QString::fromStdString(m_endDate->toIso()) });

        const Cursor birthYear = cursor.field("birth_year");
        const double lastYear = m_endDate ? m_endDate->year : kUnbounded;
        player.birthYear = birthYear.integer({ kEarliestBirthYear, lastYear });
        if (player.birthDate && player.birthYear && player.birthDate->year != *player.birthYear)
            birthYear.fail(ReadCode::BirthYearDisagrees,
                { QString::number(*player.birthYear),
                    QString::fromStdString(player.birthDate->toIso()) });
    }

    // event-document.md "players[]": sex, title, fide_rating, federation, fide_id and uscf_id.
    static void readFide(const Cursor &cursor, PlayerInput &player)
    {
        player.sex = oneOfTexts(cursor.field("sex"), kSexes);
        player.title = oneOfTexts(cursor.field("title"), kFideTitles);
        player.fideRating = cursor.field("fide_rating").integer(kRatingRange);
        player.federation = cursor.field("federation").text().value_or(std::string());
        player.fideId = digits(cursor.field("fide_id"));
        player.uscfId = digits(cursor.field("uscf_id"));
    }

    // event-document.md "players[]": country, club, egd_pin and what an .h9 table kept.
    void readGoTable(const Cursor &cursor, PlayerInput &player)
    {
        player.country = cursor.field("country").text().value_or(std::string());
        player.club = cursor.field("club").name().value_or(std::string());
        player.egdPin = digits(cursor.field("egd_pin"));
        H9Line line;
        line.scores = cursor.field("h9_scores").text().value_or(std::string());
        const Cursor cells = cursor.field("h9_cells");
        for (const Cursor &cell : cells.elements())
            line.cells.push_back(cell.text().value_or(std::string()));
        line.afterCells = cursor.field("h9_after_cells").text().value_or(std::string());
        if (!line.empty())
            m_details.h9.lines[player.id] = std::move(line);
    }

    // A text of digits only; empty when absent or not digits.
    static std::string digits(const Cursor &cursor)
    {
        std::string text = cursor.text().value_or(std::string());
        if (!std::all_of(text.begin(), text.end(), [](char c) { return c >= '0' && c <= '9'; })) {
            cursor.fail(ReadCode::ExpectedInteger, { inQuotes(text) });
            text.clear();
        }
        return text;
    }

    // A text that must be one of `values`; empty when absent or not one of them.
    static std::string oneOfTexts(const Cursor &cursor, std::span<const std::string_view> values)
    {
        return cursor
            .parsed(
                [&values](std::string_view text) -> std::optional<std::string> {
                    if (std::find(std::begin(values), std::end(values), text) == std::end(values))
                        return std::nullopt;
                    return std::string(text);
                },
                ReadCode::UnknownValue,
                [&values] {
                    return listOf(
                        values, [](std::string_view value) { return std::string(value); });
                })
            .value_or(std::string());
    }

    // The text fields `fields` of `cursor`'s object into `object`, in the order of `fields`.
    template <typename Object, std::size_t N>
    static void readTexts(
        const Cursor &cursor, const TextField<Object> (&fields)[N], Object &object)
    {
        for (const TextField<Object> &field : fields) {
            const Cursor value = cursor.field(field.name);
            object.*field.member = field.codes.empty() ? value.text().value_or(std::string())
                                                       : oneOfTexts(value, field.codes);
        }
    }

public:
    // The event's properties as an object of their own (DocumentPart).
    static std::optional<EventProperties> readProperties(const Cursor &cursor)
    {
        if (!cursor.checkObject(kPropertyFields))
            return std::nullopt;
        return readPropertyFields(cursor);
    }

    // What the files of other programs said of the event, in the same object (DocumentPart).
    static std::optional<FileDetails> readFileDetails(const Cursor &cursor)
    {
        if (!cursor.checkObject(kPropertyFields))
            return std::nullopt;
        return readFileDetailFields(cursor);
    }

    // The fields of `cursor`'s object that keep what other programs' files said of the event
    // (event-document.md "event"); the players' .h9 lines are read with the players.
    static FileDetails readFileDetailFields(const Cursor &cursor)
    {
        FileDetails details;
        readTextLists(cursor, kTrfTextLists, details.trf);
        readTextLists(cursor, kH9TextLists, details.h9);
        details.h9.encoding = oneOfTexts(cursor.field("h9_encoding"), kH9Encodings);
        details.h9.lineEnd = oneOfTexts(cursor.field("h9_line_end"), kH9LineEnds);
        details.uscfReport = readUscfReport(cursor.field("uscf_report"));
        return details;
    }

    template <typename Object, std::size_t N>
    static void readTextLists(
        const Cursor &cursor, const TextListField<Object> (&fields)[N], Object &object)
    {
        for (const TextListField<Object> &field : fields) {
            const Cursor list = cursor.field(field.name);
            for (const Cursor &entry : list.elements())
                (object.*field.member).push_back(entry.text().value_or(std::string()));
        }
    }

    // The property fields of `cursor`'s object, each optional; other fields are left to the caller.
    static EventProperties readPropertyFields(const Cursor &cursor)
    {
        EventProperties properties;
        readTexts(cursor, kPropertyTexts, properties);
        properties.roundsPlanned = cursor.field("rounds_planned").integer(kRoundsPlanned);
        const Cursor tieBreaks = cursor.field("tie_breaks");
        for (const Cursor &entry : tieBreaks.elements()) {
            const auto tieBreak = entry.parsed(standings::parseTieBreak, ReadCode::UnknownValue,
                QString::fromStdString(standings::knownTieBreakNames()));
            if (tieBreak)
                properties.tieBreaks.push_back(standings::documentName(*tieBreak));
        }
        properties.tieBreakEdition = cursor.field("tie_break_edition").oneOf(kTieBreakEditionNames);
        properties.unratedRating = cursor.field("tie_break_unrated_rating").integer(kRatingRange);
        properties.directEncounterForfeits
            = cursor.field("direct_encounter_forfeits").flag().value_or(false);
        properties.pairingByePoints = cursor.field("pairing_bye_points").score().value_or(1.0);
        properties.acceleration = cursor.field("acceleration")
                                      .oneOf(kPairingAccelerationNames)
                                      .value_or(PairingAcceleration::None);
        properties.requestedByeLimit = cursor.field("requested_bye_limit").integer(kCount);
        properties.initialColour = cursor.field("initial_colour").oneOf(kInitialColourNames);
        properties.missedRoundPoints = cursor.field("missed_round_points").score().value_or(0.0);
        properties.tieBreakRating = cursor.field("tie_break_rating")
                                        .oneOf(kTieBreakRatingNames)
                                        .value_or(TieBreakRating::National);
        properties.lotSeed
            = cursor.field("lot_seed")
                  .integer({ standings::kLowestLotSeed, standings::kHighestLotSeed });
        const Cursor tieOrders = cursor.field("tie_orders");
        for (const Cursor &order : tieOrders.elements()) {
            std::vector<std::string> ids;
            for (const Cursor &id : order.elements())
                ids.push_back(id.text().value_or(std::string()));
            properties.tieOrders.push_back(std::move(ids));
        }
        properties.teams = cursor.field("teams").integer(kCount);
        const Cursor uscfReport = cursor.field("uscf_report");
        // Before there was one field for the chief TD's id, the rating report wrote
        // uscf_report.chief_td_id and left chief_arbiter_id alone: that id is the one which
        // counted, and it wins.
        if (uscfReport.isObject()) {
            const Cursor chiefTdId = uscfReport.field("chief_td_id");
            if (const auto id = chiefTdId.text(); id && !id->empty())
                properties.chiefArbiterId = *id;
        }
        const Cursor sections = cursor.field("sections");
        std::map<std::string, QString> named; // name -> path of the section naming it first
        for (const Cursor &entry : sections.elements()) {
            auto section = readSection(entry);
            if (!section)
                continue;
            const auto [it, inserted] = named.emplace(section->name, entry.path());
            if (!inserted)
                entry.field("name").fail(
                    ReadCode::DuplicateId, { inQuotes(section->name), it->second });
            properties.sections.push_back(std::move(*section));
        }
        return properties;
    }

    // event-document.md "event.sections": a name of its own, the rest optional.
    static std::optional<EventSection> readSection(const Cursor &cursor)
    {
        if (!cursor.checkObject({ "name", "time_control", "system", "dual_rated", "rounds_planned",
                "chief_td_id", "assistant_td_id", "round_robin" }))
            return std::nullopt;
        EventSection section;
        section.name = cursor.required("name").name().value_or(std::string());
        section.timeControl = cursor.field("time_control").text().value_or(std::string());
        section.uscf.system
            = cursor.field("system").oneOf(kUscfSystemNames).value_or(UscfSystem::Regular);
        section.uscf.dualRated = cursor.field("dual_rated").flag().value_or(false);
        section.roundsPlanned = cursor.field("rounds_planned").integer(kRoundsPlanned);
        section.chiefTdId = cursor.field("chief_td_id").text().value_or(std::string());
        section.assistantTdId = cursor.field("assistant_td_id").text().value_or(std::string());
        section.roundRobin = cursor.field("round_robin").flag().value_or(false);
        return section;
    }

    // event-document.md "event.uscf_report": texts as given (the report's writer checks them),
    // the flags and the Grand Prix points.
    static UscfReportDetails readUscfReport(const Cursor &cursor)
    {
        UscfReportDetails report;
        if (!cursor.checkObject(kUscfReportFields))
            return report;
        readTexts(cursor, kUscfReportTexts, report);
        report.roundRobin = cursor.field("round_robin").flag().value_or(false);
        report.grandPrixPoints = cursor.field("grand_prix_points").integer({ 0, 999 });
        report.fideRated = cursor.field("fide_rated").flag().value_or(false);
        return report;
    }

    // The per-system objects of `players[]`, also read on their own (DocumentPart).
    static std::optional<DwzState> readDwz(const Cursor &cursor)
    {
        if (!cursor.checkObject({ "rating", "index", "last_evaluated", "restpartien", "summary" }))
            return std::nullopt;
        DwzState state;
        state.rating = cursor.field("rating").integer(kRatingRange);
        state.index = cursor.field("index").integer(kCount).value_or(0);
        state.lastEvaluated = cursor.field("last_evaluated").date();
        const Cursor restpartien = cursor.field("restpartien");
        for (const Cursor &entry : restpartien.elements())
            state.restpartien.push_back(readRestpartie(entry));
        state.summary = readSummary(cursor.field("summary"));
        return state;
    }

    static DwzRestpartie readRestpartie(const Cursor &cursor)
    {
        DwzRestpartie restpartie;
        if (!cursor.checkObject({ "opponent_rating", "score", "end_date" }))
            return restpartie;
        restpartie.opponentRating
            = cursor.required("opponent_rating").integer(kRatingRange).value_or(0);
        restpartie.score = cursor.required("score").score().value_or(0.0);
        restpartie.endDate = cursor.required("end_date").date().value_or(Date());
        return restpartie;
    }

    // Seed 4.10.1: W, n and We of a player whose games are not available; 0 <= W, We <= n.
    static std::optional<DwzSummary> readSummary(const Cursor &cursor)
    {
        if (!cursor.checkObject({ "W", "n", "We" }))
            return std::nullopt;
        const Cursor points = cursor.required("W");
        const Cursor games = cursor.required("n");
        const Cursor expected = cursor.required("We");
        DwzSummary summary;
        summary.points = points.number(kCount).value_or(0.0);
        summary.games = games.integer(kGameCount).value_or(0);
        summary.expected = expected.number(kCount).value_or(0.0);
        const auto checkAtMostGames = [&summary](const Cursor &field, double value) {
            if (summary.games > 0 && value > summary.games)
                field.fail(
                    ReadCode::MoreThanGames, { numberText(value), QString::number(summary.games) });
        };
        checkAtMostGames(points, summary.points);
        checkAtMostGames(expected, summary.expected);
        return summary;
    }

    static std::optional<UscfState> readUscf(const Cursor &cursor)
    {
        if (!cursor.checkObject(
                { "rating", "games", "established", "wins", "draws", "losses", "events_3plus",
                    "history", "peak", "floor", "adult", "fide", "cfc", "quick", "regular" }))
            return std::nullopt;
        UscfState state;
        static_cast<UscfRatingState &>(state) = readRatingState(cursor);
        state.adult = cursor.field("adult").flag().value_or(false);
        state.fide = cursor.field("fide").number(kRatingRange);
        state.cfc = cursor.field("cfc").number(kRatingRange);
        state.quick = readOtherSystem(cursor.field("quick"));
        state.regular = readOtherSystem(cursor.field("regular"));
        return state;
    }

    // The fields a rating has in every system.
    static UscfRatingState readRatingState(const Cursor &cursor)
    {
        const auto count = [&](const char *name) { return cursor.field(name).integer(kCount); };
        const auto rating
            = [&](const char *name) { return cursor.field(name).number(kRatingRange); };
        UscfRatingState state;
        state.rating = rating("rating");
        state.games = cursor.field("games").halves(kCount);
        state.established = cursor.field("established").flag().value_or(false);
        state.wins = count("wins").value_or(0);
        state.draws = count("draws").value_or(0);
        state.losses = count("losses").value_or(0);
        state.eventsWithThreeGames = count("events_3plus").value_or(0);
        state.history
            = cursor.field("history").oneOf(kUscfHistoryNames).value_or(UscfHistory::Mixed);
        state.peak = rating("peak");
        state.floor = rating("floor");
        return state;
    }

    // `quick` and `regular`: the player's rating in another system; a rating needs its games
    // (or `established`).
    static std::optional<UscfRatingState> readOtherSystem(const Cursor &cursor)
    {
        if (!cursor.checkObject({ "rating", "games", "established", "wins", "draws", "losses",
                "events_3plus", "history", "peak", "floor" }))
            return std::nullopt;
        cursor.required("rating");
        if (!cursor.field("established").isPresent())
            cursor.required("games");
        return readRatingState(cursor);
    }

    static std::optional<SagcState> readSagc(const Cursor &cursor)
    {
        if (!cursor.checkObject({ "rank", "index", "recent_opponents" }))
            return std::nullopt;
        const auto rank = cursor.required("rank").parsed(
            sagc::GoRank::parse, ReadCode::UnknownValue, QStringLiteral("30k … 1k, 1d … 9d"));
        const int index = cursor.field("index").integer({ -999, 999 }).value_or(0);
        const Cursor recent = cursor.field("recent_opponents");
        std::vector<std::string> opponents;
        for (const Cursor &opponent : recent.elements())
            opponents.push_back(opponent.text().value_or(std::string()));
        if (opponents.size() > kMaximumRecentOpponents)
            recent.fail(ReadCode::TooManyEntries,
                { QString::number(opponents.size()), QString::number(kMaximumRecentOpponents) });
        if (!rank)
            return std::nullopt;
        return SagcState { *rank, index, std::move(opponents) };
    }

private:
    // Games are chess games for dwz and uscf, Go games for sagc; without a valid system their
    // form is unknown and only the system is reported.
    void readGames(const Cursor &cursor)
    {
        if (!m_system)
            return;
        const auto games = cursor.elements();
        if (*m_system == RatingSystem::Sagc)
            m_input.goGames.reserve(std::size_t(games.size()));
        else
            m_input.chessGames.reserve(std::size_t(games.size()));
        for (const Cursor &game : games) {
            if (*m_system == RatingSystem::Sagc)
                readGoGame(game);
            else
                readChessGame(game);
        }
    }

    void readChessGame(const Cursor &cursor)
    {
        if (!cursor.checkObject({ "round", "white", "black", "result" }))
            return;
        ChessGame game;
        game.round = cursor.field("round").integer(kRoundNumber);
        const auto white = readGamePlayer(cursor.required("white"));
        const auto black = readGamePlayer(cursor.required("black"));
        game.result = cursor.required("result")
                          .parsed(parseGameResult, ReadCode::UnknownValue,
                              QStringLiteral(
                                  "1-0, 0-1, 1/2-1/2, \u00bd-\u00bd, +--, --+, ---, 1-0 unrated, "
                                  "0-1 unrated, 1/2-1/2 unrated"))
                          .value_or(GameResult::Draw);
        game.white = white.value_or(std::string());
        game.black = black.value_or(std::string());
        checkSameSection(cursor, game);
        m_input.chessGames.push_back(std::move(game));
    }

    void readGoGame(const Cursor &cursor)
    {
        if (!cursor.checkObject(
                { "white", "black", "winner", "handicap", "komi", "status", "date" }))
            return;
        GoGame game;
        const auto white = readGamePlayer(cursor.required("white"));
        const auto black = readGamePlayer(cursor.required("black"));
        game.white = white.value_or(std::string());
        game.black = black.value_or(std::string());
        game.winner = cursor.required("winner").oneOf(kGoWinnerNames).value_or(GoWinner::White);
        game.handicap = cursor.field("handicap")
                            .integer({ 0, GoGame::kMostStones })
                            .value_or(GoGame::kEvenGame);
        game.komi = cursor.field("komi").number().value_or(GoGame::kUsualKomi);
        game.status = cursor.field("status").oneOf(kGoGameStatusNames).value_or(GoGameStatus::Club);
        game.date = cursor.field("date").date();
        m_input.goGames.push_back(std::move(game));
    }

    // A player of a game: an id of `players`; in DWZ not one rated from a summary (seed 4.10.1).
    std::optional<std::string> readGamePlayer(const Cursor &cursor)
    {
        auto id = readPlayerReference(cursor);
        if (!id || m_system != RatingSystem::Dwz)
            return id;
        if (m_summaries.contains(*id))
            cursor.fail(ReadCode::RatedFromSummary, { inQuotes(*id) });
        return id;
    }

    // event.tie_orders: each id a player of `players`, each player in one order at most.
    void checkTieOrders(const Cursor &event)
    {
        if (!event.isObject())
            return;
        const Cursor orders = event.field("tie_orders");
        if (!orders.isArray())
            return;
        std::map<std::string, QString> first;
        for (const Cursor &order : orders.elements()) {
            if (!order.isArray())
                continue;
            for (const Cursor &entry : order.elements()) {
                if (!entry.isText())
                    continue;
                const auto id = readPlayerReference(entry);
                if (!id)
                    continue;
                const auto [it, inserted] = first.emplace(*id, entry.path());
                if (!inserted)
                    entry.fail(ReadCode::DuplicateId, { inQuotes(*id), it->second });
            }
        }
    }

    // The id when it names a player of `players`. Without a list of players, whose problem is
    // already reported, no reference is checked.
    std::optional<std::string> readPlayerReference(const Cursor &cursor)
    {
        const auto id = cursor.text();
        if (!id || !m_havePlayers)
            return std::nullopt;
        if (!m_players.contains(*id)) {
            cursor.fail(ReadCode::UnknownPlayer, { inQuotes(*id) });
            return std::nullopt;
        }
        return id;
    }

    void readByes(const Cursor &cursor)
    {
        if (!m_system || !cursor.isPresent())
            return;
        if (*m_system == RatingSystem::Sagc) {
            cursor.fail(ReadCode::NoByesInGo);
            return;
        }
        for (const Cursor &bye : cursor.elements())
            readBye(bye);
    }

    void readBye(const Cursor &cursor)
    {
        if (!cursor.checkObject({ "round", "player", "points", "unpaired" }))
            return;
        Bye bye;
        const auto round = cursor.required("round").integer(kRoundNumber);
        const Cursor playerCursor = cursor.required("player");
        const auto player = readPlayerReference(playerCursor);
        bye.unpaired = cursor.field("unpaired").flag().value_or(false);
        // A pairing-allocated bye scores what the event's rule gives it (C.07) and may only
        // repeat them; every other bye says what it scores.
        const Cursor points = bye.unpaired ? cursor.field("points") : cursor.required("points");
        const auto given = points.score();
        // A document written before the event had the rule gives each pairing-allocated bye its
        // points: the first of them stands for the rule, which every other must repeat.
        if (bye.unpaired && given && !m_pairingByeRuleGiven) {
            m_input.event.properties.pairingByePoints = *given;
            m_pairingByeRuleGiven = true;
            for (Bye &earlier : m_input.byes)
                if (earlier.unpaired)
                    earlier.points = *given;
        }
        const double rule = m_input.event.properties.pairingByePoints;
        if (bye.unpaired && given && *given != rule)
            points.fail(ReadCode::PairingByeNotRule, { numberText(*given), numberText(rule) });
        bye.points = bye.unpaired ? rule : given.value_or(0.0);
        bye.round = round.value_or(1);
        bye.player = player.value_or(std::string());
        m_input.byes.push_back(std::move(bye));
    }

    // event.requested_bye_limit: no player asks for more byes that score than the event allows;
    // the first bye past the limit is named. Run after readByes(), whose byes it counts.
    void checkRequestedByes(const Cursor &cursor)
    {
        const auto limit = m_input.event.properties.requestedByeLimit;
        if (!limit || !cursor.isArray() || m_input.system == RatingSystem::Sagc)
            return;
        std::map<std::string, int> asked;
        std::size_t i = 0;
        for (const Cursor &entry : cursor.elements()) {
            if (i >= m_input.byes.size())
                break;
            const Bye &bye = m_input.byes[i++];
            if (bye.unpaired || bye.points == 0.0 || bye.player.empty())
                continue;
            if (++asked[bye.player] == *limit + 1)
                entry.fail(ReadCode::TooManyRequestedByes,
                    { inQuotes(bye.player), QString::number(*limit + 1), QString::number(*limit) });
        }
    }

    // forbidden_pairs: each two different players of `players`.
    void readForbiddenPairs(const Cursor &cursor)
    {
        for (const Cursor &pair : cursor.elements()) {
            const auto elements = pair.elements();
            if (!pair.isArray())
                continue;
            std::vector<std::optional<std::string>> ids;
            for (const Cursor &id : elements)
                ids.push_back(readPlayerReference(id));
            if (ids.size() != 2 || (ids[0] && ids[1] && *ids[0] == *ids[1])) {
                pair.fail(ReadCode::ForbiddenPairForm);
                continue;
            }
            if (ids[0] && ids[1])
                m_input.forbiddenPairs.push_back({ *ids[0], *ids[1] });
        }
    }

    QList<DocumentError> &m_errors;
    EventInput m_input;
    FileDetails m_details;
    std::optional<RatingSystem> m_system;
    bool m_pairingByeRuleGiven = false; // event.pairing_bye_points, or a bye that stands for it
    const RuleSetInfo *m_ruleSet = nullptr;
    std::optional<Date> m_endDate;
    bool m_havePlayers = false;
    std::unordered_map<std::string, qsizetype> m_players; // id -> i of `players[i]`
    std::unordered_set<std::string> m_summaries; // ids of the players rated from a summary
    std::unordered_map<std::string, std::string> m_sectionOf; // id -> section of the player
};

// A per-system object read by `read`; nothing when anything in it is wrong.
template <typename State>
std::optional<State> readStateObject(std::optional<State> (*read)(const Cursor &),
    const QJsonObject &object, QList<DocumentError> &errors, const QString &path)
{
    const qsizetype errorsBefore = errors.size();
    thread_local simdjson::dom::parser parser;
    const std::optional<JsonValue> root = parseJson(parser, object, errors);
    if (!root)
        return std::nullopt;
    std::optional<State> state = read(Cursor(*root, path, errors));
    if (errors.size() > errorsBefore)
        return std::nullopt;
    return state;
}

// The reader of each part (DocumentPart).
template <typename Part> constexpr auto kReaderOf = nullptr;
template <> constexpr auto kReaderOf<DwzState> = &EventReader::readDwz;
template <> constexpr auto kReaderOf<UscfState> = &EventReader::readUscf;
template <> constexpr auto kReaderOf<SagcState> = &EventReader::readSagc;
template <> constexpr auto kReaderOf<EventProperties> = &EventReader::readProperties;
template <> constexpr auto kReaderOf<FileDetails> = &EventReader::readFileDetails;

} // namespace

template <typename Part>
std::optional<Part> DocumentPart<Part>::read(
    const QJsonObject &object, QList<DocumentError> &errors, const QString &path)
{
    return readStateObject(kReaderOf<Part>, object, errors, path);
}

template struct DocumentPart<DwzState>;
template struct DocumentPart<UscfState>;
template struct DocumentPart<SagcState>;
template struct DocumentPart<EventProperties>;
template struct DocumentPart<FileDetails>;

namespace {

// The event as far as it reads and every problem; kept despite problems for a draft as typed.
EventReadResult readDocument(const QByteArray &json, bool keepInvalid)
{
    EventReadResult result;
    simdjson::dom::parser parser;
    const std::optional<JsonValue> root = parseJson(parser, json, result.errors);
    if (!root)
        return result;
    EventFile file = EventReader(result.errors).read(*root);
    // What the values say together (validate), once every one of them reads: the editors
    // check the events they hold by the same rules.
    if (result.errors.isEmpty())
        result.errors = validate(file.event, file.details);
    if (result.errors.isEmpty() || keepInvalid) {
        result.event = std::move(file.event);
        result.details = std::move(file.details);
    }
    return result;
}

} // namespace

std::optional<EventFile> EventReadResult::file() const
{
    if (!event)
        return std::nullopt;
    return EventFile { *event, details };
}

bool isPossibleBirthYear(int year, const Date &latest)
{
    return year >= kEarliestBirthYear && year <= latest.year;
}

bool isPossibleBirthDate(const Date &date, const Date &latest)
{
    return date.year >= kEarliestBirthYear && date <= latest;
}

EventReadResult readEventDocument(const QByteArray &json)
{
    return readDocument(json, false);
}

EventReadResult readDraftDocument(const QByteArray &json)
{
    return readDocument(json, true);
}

} // namespace rd::io
