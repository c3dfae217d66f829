// A real US Chess section reproduced on its Regular and Quick sides, and the documented examples
// of uscf.md.
#include "engine/io/document/EventDocumentReader.h"
#include "engine/io/document/EventDocumentWriter.h"
#include "engine/rating/Evaluator.h"
#include "engine/rating/StateCarrier.h"
#include "tests/rating/FieldValues.h"

#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QTest>

#include <cmath>

using rd::test::field;
using rd::test::isNull;
using rd::test::number;
using rd::test::object;

namespace {

QJsonObject section()
{
    QFile file(QStringLiteral(RD_TEST_DATA_DIR "/uscf-section-2026-novice.json"));
    if (!file.open(QIODevice::ReadOnly))
        qFatal("cannot read the US Chess section");
    return QJsonDocument::fromJson(file.readAll()).object().value("section").toObject();
}

// Rated games of a row: round codes W/L/D + opponent row; byes (BF, BH) are not games.
int ratedGames(const QJsonObject &row)
{
    int games = 0;
    for (const auto &code : row.value("rounds").toArray())
        games += code.toString().startsWith(QLatin1Char('B')) ? 0 : 1;
    return games;
}

// The pre-event state of one side (R or Q): established players (games_after null) are given as
// established; a provisional one's N is the published games after the event minus m.
rd::UscfRatingState stateOf(const QJsonObject &side, int games)
{
    rd::UscfRatingState state;
    state.rating = side.value("pre").toDouble();
    if (side.value("games_after_if_provisional").isNull())
        state.established = true;
    else
        state.games = side.value("games_after_if_provisional").toInt() - games;
    return state;
}

rd::EventInput sectionEvent()
{
    const QJsonObject data = section();
    rd::EventInput event;
    event.system = rd::RatingSystem::Uscf;
    event.ruleset = "uscf-current";
    event.event.endDate = rd::Date { 2026, 8, 30 }; // event 202608300103
    event.event.uscf = { rd::UscfSystem::Regular, true };
    for (const auto &entry : data.value("players").toArray()) {
        const QJsonObject row = entry.toObject();
        rd::PlayerInput player;
        player.id = std::to_string(row.value("row").toInt());
        rd::UscfState uscf;
        static_cast<rd::UscfRatingState &>(uscf)
            = stateOf(row.value("R").toObject(), ratedGames(row));
        uscf.quick = stateOf(row.value("Q").toObject(), ratedGames(row));
        player.uscf = uscf;
        event.players.push_back(player);
        int round = 0;
        for (const auto &code : row.value("rounds").toArray()) {
            ++round;
            const QString text = code.toString();
            const int opponent = text.mid(1).toInt();
            // Each game once: from the side of the lower row.
            if (text.startsWith(QLatin1Char('B')) || opponent < row.value("row").toInt())
                continue;
            const char *result = text.startsWith(QLatin1Char('W')) ? "1-0"
                : text.startsWith(QLatin1Char('L'))                ? "0-1"
                                                                   : "1/2-1/2";
            event.chessGames.push_back(
                { round, player.id, std::to_string(opponent), *rd::parseGameResult(result) });
        }
    }
    return event;
}

// A section built by hand: players with a rating (or none) in the event's system.
class SectionBuilder {
public:
    SectionBuilder(
        const char *ruleset, const char *endDate, rd::UscfSystem system = rd::UscfSystem::Regular)
    {
        m_event.system = rd::RatingSystem::Uscf;
        m_event.ruleset = ruleset;
        m_event.event.endDate = *rd::Date::fromIso(endDate);
        m_event.event.uscf = { system, false };
    }

    SectionBuilder &rated(
        const std::string &id, double rating, int games, std::optional<double> peak = {})
    {
        rd::PlayerInput player;
        player.id = id;
        rd::UscfState state;
        state.rating = rating;
        state.games = games;
        state.peak = peak;
        player.uscf = state;
        m_event.players.push_back(player);
        return *this;
    }

    SectionBuilder &unrated(const std::string &id, std::optional<rd::UscfState> state = {})
    {
        rd::PlayerInput player;
        player.id = id;
        player.uscf = std::move(state);
        m_event.players.push_back(player);
        return *this;
    }

    SectionBuilder &param(const std::string &name, rd::ParamValue value)
    {
        m_event.params[name] = std::move(value);
        return *this;
    }

    SectionBuilder &game(const std::string &white, const std::string &black, const char *result)
    {
        m_event.chessGames.push_back({ std::nullopt, white, black, *rd::parseGameResult(result) });
        return *this;
    }

    rd::Evaluation rate() const { return rd::uscf::evaluate(m_event); }

    // The state a player carries into his next event.
    rd::UscfState after(const std::string &id) const
    {
        const rd::Evaluation evaluation = rate();
        for (std::size_t i = 0; i < m_event.players.size(); ++i) {
            if (m_event.players[i].id == id)
                return rd::nextUscfState(m_event, m_event.players[i], evaluation.players[i]);
        }
        qFatal("no player %s", id.c_str());
    }

private:
    rd::EventInput m_event;
};

const rd::PlayerEvaluation &find(const rd::Evaluation &evaluation, const std::string &id)
{
    for (const auto &player : evaluation.players) {
        if (player.id == id)
            return player;
    }
    qFatal("no player %s", id.c_str());
}

} // namespace

class TestUscfSection : public QObject {
    Q_OBJECT

private slots:
    void realSectionBothSides_data()
    {
        QTest::addColumn<QJsonObject>("row");
        for (const auto &entry : section().value("players").toArray()) {
            const QJsonObject row = entry.toObject();
            QTest::newRow(qPrintable(QStringLiteral("row %1").arg(row.value("row").toInt())))
                << row;
        }
    }

    void realSectionBothSides()
    {
        // tests/data/uscf-section-2026-novice.json: every decimal rating within 0.01, every
        // published integer exact, the games after exact (provisional players).
        QFETCH(QJsonObject, row);
        static const rd::Evaluation evaluation = rd::uscf::evaluate(sectionEvent());
        const auto &player = evaluation.players.at(row.value("row").toInt() - 1);
        const int m = ratedGames(row);
        const rd::Fields sides[] = { player.after, object(object(player.extra, "quick"), "after") };
        const char *keys[] = { "R", "Q" };
        for (int s = 0; s < 2; ++s) {
            const QJsonObject published = row.value(keys[s]).toObject();
            const double decimal = number(sides[s], "rating");
            QVERIFY2(std::fabs(decimal - published.value("post_decimal").toDouble()) <= 0.01,
                qPrintable(QStringLiteral("%1: %2 vs %3")
                               .arg(keys[s])
                               .arg(decimal, 0, 'f', 4)
                               .arg(published.value("post_decimal").toDouble())));
            QCOMPARE(number(sides[s], "rating_rounded"), published.value("post").toDouble());
            if (!published.value("games_after_if_provisional").isNull())
                QCOMPARE(number(sides[s], "games"),
                    published.value("games_after_if_provisional").toDouble());
        }
        QCOMPARE(number(player.details, "m"), double(m));
    }

    // uscf.md step 5, game by game: for a player of the standard formula, his winning
    // expectancies add up to his E and the games' shares K (S - E) to his change before bonus;
    // nothing for the special formula, which weighs the games together.
    void eachGameKeepsItsExpectationAndShare()
    {
        const rd::EventInput event = sectionEvent();
        const rd::Evaluation evaluation = rd::uscf::evaluate(event);
        QCOMPARE(evaluation.games.size(), event.chessGames.size());
        int standard = 0;
        for (std::size_t i = 0; i < event.players.size(); ++i) {
            const rd::PlayerEvaluation &player = evaluation.players[i];
            double expectations = 0.0;
            double changes = 0.0;
            int games = 0;
            bool kept = false;
            for (std::size_t g = 0; g < event.chessGames.size(); ++g) {
                const rd::ChessGame &game = event.chessGames[g];
                if (game.white != player.id && game.black != player.id)
                    continue;
                const rd::Fields &side
                    = object(evaluation.games[g], game.white == player.id ? "white" : "black");
                if (field(side, "expected").isNull())
                    continue;
                kept = true;
                expectations += number(side, "expected");
                changes += number(side, "change");
                ++games;
            }
            if (rd::test::text(player.details, "formula") != "standard") {
                QVERIFY2(!kept, player.id.c_str());
                continue;
            }
            ++standard;
            const double k = number(player.details, "K");
            const double e = number(player.details, "E");
            const double s = number(player.details, "S");
            QVERIFY2(std::fabs(expectations - e) <= 0.0005 * games + 0.0005, player.id.c_str());
            QVERIFY2(std::fabs(changes - k * (s - e)) <= 0.005 * games + k * 0.0005,
                qPrintable(QStringLiteral("%1: %2 vs %3")
                               .arg(QString::fromStdString(player.id))
                               .arg(changes)
                               .arg(k * (s - e))));
        }
        QVERIFY(standard > 0);
    }

    void stepThreeEstimatesUnratedPlayers()
    {
        // Current rules. U (unrated, nothing known: step 1 gives 750 on N 0) beats A (1500, N 30)
        // and B (1400, N 30); a forfeit and a bye are no games.
        // Step 3: N' = 1, special: PWe(R, 750) + PWe(R, 1500) + PWe(R, 1400) = 2 + 0.5; with
        //   1150 <= R <= 1800: 1 + (R - 1500)/800 + 0.5 + (R - 1400)/800 + 0.5 = 2.5 -> R = 1650.
        // Step 4, A: N* (1500) = 16.568 -> K = 800/17.568 = 45.536, E = We(1500, 1650) = 0.29661:
        //   1500 - 45.536 * 0.29661 = 1486.49. B: N* (1400) = 15.242, K = 49.255,
        //   E = We(1400, 1650) = 0.19168: 1390.56. U (N' 0): both wins -> [1900, inf) -> 1900.
        // Step 5, U: zero set from max(1486.49, 1390.56) + 400 = 1886.49 on -> 1886.49 (without
        //   step 3, A would have met 750 in step 4: 1455.06, and U would get 1855.06).
        //   A: E = We(1500, 1900) = 0.090909: 1500 - 45.536 * 0.090909 = 1495.86.
        //   B: E = We(1400, 1900) = 0.053240: 1400 - 49.255 * 0.05324 = 1397.38.
        SectionBuilder builder("uscf-current", "2026-08-30");
        builder.unrated("U").rated("A", 1500, 30).rated("B", 1400, 30).rated("C", 1450, 30);
        builder.game("U", "A", "1-0").game("B", "U", "0-1").game("U", "C", "+--");
        const auto result = builder.rate();
        const auto &u = find(result, "U");
        QCOMPARE(QString::fromStdString(rd::toString(u.status)), QStringLiteral("first-rating"));
        QVERIFY(std::fabs(number(u.details, "step3") - 1650.0) < 0.005);
        QVERIFY(std::fabs(number(u.details, "step4") - 1900.0) < 0.005);
        QVERIFY(std::fabs(number(u.after, "rating") - 1886.49) < 0.005);
        QCOMPARE(number(u.after, "games"), 2.0);
        QCOMPARE(number(u.details, "initial"), 750.0);
        QVERIFY(std::fabs(number(find(result, "A").after, "rating") - 1495.86) < 0.005);
        QVERIFY(std::fabs(number(find(result, "B").after, "rating") - 1397.38) < 0.005);
        QCOMPARE(number(find(result, "A").after, "games"), 31.0);
        QVERIFY(isNull(find(result, "A").details, "step3"));
        // C only had a forfeit: not rated.
        QCOMPARE(QString::fromStdString(rd::toString(find(result, "C").status)),
            QStringLiteral("not-rated"));
    }

    void stepThreeOf2004UsesTheSpecialFormulaForEveryUnratedPlayer()
    {
        // Ruling (issue 16.6): under the 2004 rules step 3 rates every unrated player with the
        // special formula, whatever his N'. F has no US Chess rating but FIDE 2300: step 1
        // (2004) gives 2300 + 50 = 2350 on N = 10 games (above 2150), so N' = min(10, N*(2350)
        // = 50) = 10, and by his N alone he would take the standard formula.
        // Step 3, special, mixed history (uscf.md §5.1): R0' = 2350, S' = S + N'/2 = 1.5 + 5
        // = 6.5. Every rating lies within 400 of the result, so the linear form holds:
        // R = (N' R0' + sum Ri + 400 (2S - m)) / (N' + m)
        //   = (10 * 2350 + 2300 + 2200 + 400 * (3 - 2)) / 12 = 28400 / 12 = 2366.67.
        rd::UscfState fide;
        fide.fide = 2300;
        SectionBuilder seed("uscf-2004", "2004-10-01");
        seed.unrated("F", fide).rated("A", 2300, 100).rated("B", 2200, 100);
        seed.game("F", "A", "1-0").game("B", "F", "1/2-1/2");
        const auto seedResult = seed.rate();
        const auto &f = find(seedResult, "F");
        QCOMPARE(number(f.details, "initial"), 2350.0);
        QCOMPARE(number(f.details, "initial_games"), 10.0);
        QVERIFY2(std::fabs(number(f.details, "step3") - 28400.0 / 12.0) < 0.005,
            qPrintable(QString::number(number(f.details, "step3"))));
        // The current rules give step 3 only to unrated players with N = 0.
        SectionBuilder now("uscf-current", "2026-08-30");
        now.unrated("F", fide).rated("A", 2300, 100).rated("B", 2200, 100);
        now.game("F", "A", "1-0").game("B", "F", "1/2-1/2");
        QVERIFY(isNull(find(now.rate(), "F").details, "step3"));
    }

    void unknownAgeOfAnAdult()
    {
        // Ruling (issue 16.7), uscf.md §3.2: with neither a rating nor an age, the current rules
        // start a player known to be an adult at 1300, anyone else at 750; the 2004 rules have
        // only the plain default 750.
        rd::UscfState adult;
        adult.adult = true;
        SectionBuilder now("uscf-current", "2026-08-30");
        now.unrated("G", adult).unrated("H").rated("A", 1500, 30);
        now.game("G", "A", "0-1").game("H", "A", "0-1");
        const auto current = now.rate();
        QCOMPARE(number(find(current, "G").details, "initial"), 1300.0);
        QCOMPARE(
            std::get<std::string>(field(find(current, "G").details, "initial_source").storage()),
            std::string("adult"));
        QCOMPARE(number(find(current, "H").details, "initial"), 750.0);
        SectionBuilder seed("uscf-2004", "2004-10-01");
        seed.unrated("G", adult).rated("A", 1500, 30).game("G", "A", "0-1");
        QCOMPARE(number(find(seed.rate(), "G").details, "initial"), 750.0);
        // The flag is part of the player's uscf object in the event document.
        QList<rd::io::DocumentError> errors;
        const auto read
            = rd::io::DocumentPart<rd::UscfState>::read(rd::io::uscfStateToJson(adult), errors);
        QVERIFY(errors.isEmpty() && read && read->adult);
        QVERIFY(!rd::io::uscfStateToJson(rd::UscfState {}).contains(QStringLiteral("adult")));
    }

    void decimalsCarryToTheNextEvent()
    {
        // Ruling (issue 16.8), uscf.md §8: under the current rules the next event starts from
        // the unrounded rating. P (1500, N 100) draws Q (1510, N 100): 1500.61 as worked out in
        // directionalRoundingOf2004 (published 1501). The state carried and the JSON the store
        // keeps hold the full value, neither 1501 nor 1500.61.
        SectionBuilder now("uscf-current", "2026-08-30");
        now.rated("P", 1500, 100).rated("Q", 1510, 100).game("P", "Q", "1/2-1/2");
        const double unrounded = number(find(now.rate(), "P").after, "rating");
        QVERIFY(std::fabs(unrounded - 1500.61) < 0.005);
        QVERIFY(std::fabs(unrounded * 100.0 - std::round(unrounded * 100.0)) > 1e-6);
        const rd::UscfState carried = now.after("P");
        QCOMPARE(*carried.rating, unrounded);
        QCOMPARE(carried.games, std::optional<double>(101.0));
        QList<rd::io::DocumentError> errors;
        const auto stored
            = rd::io::DocumentPart<rd::UscfState>::read(rd::io::uscfStateToJson(carried), errors);
        QCOMPARE(*stored->rating, unrounded);
        // The 2004 rules store the integer (rounded up from 1500.505, see above).
        SectionBuilder seed("uscf-2004", "2004-10-01");
        seed.rated("P", 1500, 100).rated("Q", 1510, 100).game("P", "Q", "1/2-1/2");
        QCOMPARE(*seed.after("P").rating, 1501.0);
    }

    void halfKEventsKeepTheirHalves()
    {
        // Ruling (issue 16.9), uscf.md §2: a half-K event of the 2004 rules adds m/2 games
        // exactly. P (N 20) plays 3 games: N = 20 + 3/2 = 21.5, carried and stored as 21.5; a
        // second such event of 3 games gives 21.5 + 1.5 = 23.
        SectionBuilder first("uscf-2004", "2004-10-01");
        first.param("half_k", true).rated("P", 1500, 20);
        for (const char *id : { "O1", "O2", "O3" })
            first.rated(id, 1500, 100).game("P", id, "1/2-1/2");
        QCOMPARE(number(find(first.rate(), "P").after, "games"), 21.5);
        const rd::UscfState carried = first.after("P");
        QCOMPARE(carried.games, std::optional<double>(21.5));
        QList<rd::io::DocumentError> errors;
        const auto stored
            = rd::io::DocumentPart<rd::UscfState>::read(rd::io::uscfStateToJson(carried), errors);
        QVERIFY(errors.isEmpty());
        QCOMPARE(stored->games, std::optional<double>(21.5));
        SectionBuilder second("uscf-2004", "2004-11-01");
        second.param("half_k", true).unrated("P", *stored);
        for (const char *id : { "O1", "O2", "O3" })
            second.rated(id, 1500, 100).game("P", id, "1/2-1/2");
        QCOMPARE(number(find(second.rate(), "P").after, "games"), 23.0);
        // A count that is neither whole nor half is refused.
        rd::io::DocumentPart<rd::UscfState>::read(
            QJsonObject { { "rating", 1500 }, { "games", 20.25 } }, errors);
        QCOMPARE(errors.value(0).code, rd::io::ReadCode::NotWholeOrHalf);
    }

    void aPlayerWithoutGamesSaysSo()
    {
        // Ruling (issue 16.10): a player with no game in the section keeps his rating
        // (after = before), and his details say that he played none.
        SectionBuilder now("uscf-current", "2026-08-30");
        now.rated("P", 1500, 100).rated("Q", 1510, 100).rated("R", 1600, 40);
        now.game("P", "Q", "1/2-1/2").game("R", "P", "+--");
        const auto result = now.rate();
        const auto &r = find(result, "R");
        QCOMPARE(QString::fromStdString(rd::toString(r.status)), QStringLiteral("not-rated"));
        QCOMPARE(number(r.after, "rating"), 1600.0);
        QCOMPARE(number(r.after, "games"), 40.0);
        QCOMPARE(number(r.details, "m"), 0.0);
        QCOMPARE(std::get<std::string>(field(r.details, "formula").storage()), std::string("none"));
    }

    void personalAbsoluteFloor()
    {
        // uscf.md §9.2 [DATA]: an unrated player losing 3 games gets 100 + 0 + 0 + 1 = 101.
        // Against 300s the special formula gives (-inf, -100] -> -100, the absolute floor 100,
        // then the personal floor 101.
        SectionBuilder builder("uscf-current", "2026-08-30");
        builder.unrated("U").rated("A", 300, 30).rated("B", 300, 30).rated("C", 300, 30);
        builder.game("U", "A", "0-1").game("U", "B", "0-1").game("U", "C", "0-1");
        const auto result = builder.rate();
        const auto &u = find(result, "U");
        QCOMPARE(number(u.after, "rating"), 101.0);
        QCOMPARE(number(u.details, "floor"), 101.0);
    }

    void establishedFloors()
    {
        // uscf.md §9.3: floor = peak - 200 down to a multiple of 100, 2004 set 1400 ... 2100.
        // P (1750, N 100, peak 1941: floor 1700) loses to four 1400s (N 100):
        // 2004: N* (1750) = 50/sqrt(1 + 450^2/100000) = 28.75, K = 800/32.75 = 24.43; the
        // opponents' step 4: N* (1400) = 18.38, K = 41.28, 1400 + 41.28 (1 - 0.1177) = 1436.4;
        // step 5: E = 4 We(1750, 1436.4) = 3.42 -> 1750 - 24.43 * 3.42 = 1666.4 < 1700 -> 1700.
        SectionBuilder seed("uscf-2004", "2004-10-01");
        seed.rated("P", 1750, 100, 1941.0);
        for (const char *id : { "O1", "O2", "O3", "O4" })
            seed.rated(id, 1400, 100).game(id, "P", "1-0");
        const auto seedResult = seed.rate();
        const auto &p = find(seedResult, "P");
        QCOMPARE(number(p.after, "rating"), 1700.0);
        QCOMPARE(number(p.details, "floor"), 1700.0);
        // Peak 1588: 1388 -> 1300, not in the 2004 set, so no floor; the current set has 1300.
        SectionBuilder low2004("uscf-2004", "2004-10-01");
        low2004.rated("P", 1350, 100, 1588.0);
        for (const char *id : { "O1", "O2", "O3", "O4" })
            low2004.rated(id, 1000, 100).game(id, "P", "1-0");
        QVERIFY(number(find(low2004.rate(), "P").after, "rating") < 1300.0);
        SectionBuilder lowNow("uscf-current", "2026-08-30");
        lowNow.rated("P", 1350, 100, 1588.0);
        for (const char *id : { "O1", "O2", "O3", "O4" })
            lowNow.rated(id, 1000, 100).game(id, "P", "1-0");
        QCOMPARE(number(find(lowNow.rate(), "P").after, "rating"), 1300.0);
    }

    void directionalRoundingOf2004()
    {
        // uscf.md §8: the 2004 rules store integers, rounded away from the pre-event rating:
        // 1500 (N 100) draws 1510 (N 100): N* (1500) = 20.585, K = 800/21.585 = 37.06,
        // E = We(1500, 1510) = 0.48561 (step 5 uses the opponent's step-4 rating 1509.47):
        // E = 0.48637, change = 37.06 * 0.01363 = +0.505 -> 1500.505 rounded up to 1501; the
        // opponent moves down by about as much -> rounded down to 1509.
        SectionBuilder builder("uscf-2004", "2004-10-01");
        builder.rated("P", 1500, 100).rated("Q", 1510, 100).game("P", "Q", "1/2-1/2");
        const auto result = builder.rate();
        QCOMPARE(number(find(result, "P").after, "rating"), 1501.0);
        QCOMPARE(number(find(result, "Q").after, "rating"), 1509.0);
        // The current rules keep the decimal value and publish it rounded: N* (1500) = 16.568,
        // K = 45.536; Q's step 4 (N* 16.713, K 45.165): 1510 - 45.165 * 0.01439 = 1509.35;
        // P: E = We(1500, 1509.35) = 0.48655 -> 1500 + 45.536 * 0.01345 = 1500.61 -> 1501.
        SectionBuilder now("uscf-current", "2026-08-30");
        now.rated("P", 1500, 100).rated("Q", 1510, 100).game("P", "Q", "1/2-1/2");
        const auto current = now.rate();
        QVERIFY(std::fabs(number(find(current, "P").after, "rating") - 1500.61) < 0.005);
        QCOMPARE(number(find(current, "P").after, "rating_rounded"), 1501.0);
    }

    void blitzAndQuickSections()
    {
        // A Blitz section rates the blitz ratings given; a Quick section imputes a Regular rating
        // for a player without a Quick one (N = min(10, 40) = 10 -> standard formula).
        SectionBuilder blitz("uscf-current", "2026-08-30", rd::UscfSystem::Blitz);
        blitz.rated("P", 1500, 100).rated("Q", 1500, 100).game("P", "Q", "1-0");
        const auto blitzResult = blitz.rate();
        QVERIFY(number(find(blitzResult, "P").after, "rating") > 1500.0);

        rd::EventInput event;
        event.system = rd::RatingSystem::Uscf;
        event.ruleset = "uscf-current";
        event.event.endDate = *rd::Date::fromIso("2026-08-30");
        event.event.uscf = { rd::UscfSystem::Quick, false };
        rd::PlayerInput p;
        p.id = std::string("P");
        rd::UscfState state;
        state.regular = rd::UscfRatingState {};
        state.regular->rating = 1600;
        state.regular->games = 40;
        p.uscf = state;
        rd::PlayerInput q;
        q.id = std::string("Q");
        rd::UscfState quick;
        quick.rating = 1600;
        quick.games = 100;
        q.uscf = quick;
        event.players = { p, q };
        event.chessGames.push_back({ 1, "P", "Q", rd::GameResult::Draw });
        const auto result = rd::uscf::evaluate(event);
        const auto &imputed = find(result, "P");
        QCOMPARE(std::get<std::string>(field(imputed.details, "initial_source").storage()),
            std::string("regular"));
        QCOMPARE(std::get<std::string>(field(imputed.details, "formula").storage()),
            std::string("standard"));
        QCOMPARE(number(imputed.after, "games"), 11.0);
    }

    // uscf-report.md "TSEXPORT.DBF": each section of an event is rated on its own, in its own
    // system. A Regular section "Main" as in directionalRoundingOf2004 (1500 draws 1510, both N
    // 100: 1500.61 by the hand calculation there) and a Quick section "Side", where a player
    // without a Quick rating starts from his Regular one as in blitzAndQuickSections; rated
    // Regular, as the event is, he would have had no rating to start from.
    void eachSectionIsRatedInItsSystem()
    {
        rd::EventInput event;
        event.system = rd::RatingSystem::Uscf;
        event.ruleset = "uscf-current";
        event.event.endDate = *rd::Date::fromIso("2026-08-30");
        event.event.uscf = { rd::UscfSystem::Regular, false };
        rd::EventSection main;
        main.name = "Main";
        rd::EventSection side;
        side.name = "Side";
        side.uscf = { rd::UscfSystem::Quick, false };
        event.event.properties.sections = { main, side };
        const auto player = [](const char *id, const char *section, rd::UscfState state) {
            rd::PlayerInput entry;
            entry.id = id;
            entry.section = section;
            entry.uscf = std::move(state);
            return entry;
        };
        rd::UscfState established;
        established.rating = 1500;
        established.games = 100;
        rd::UscfState stronger = established;
        stronger.rating = 1510;
        rd::UscfState regularOnly;
        regularOnly.regular = rd::UscfRatingState {};
        regularOnly.regular->rating = 1600;
        regularOnly.regular->games = 40;
        rd::UscfState quick;
        quick.rating = 1600;
        quick.games = 100;
        event.players = { player("P", "Main", established), player("R", "Side", regularOnly),
            player("Q", "Main", stronger), player("S", "Side", quick) };
        event.chessGames
            = { { 1, "P", "Q", rd::GameResult::Draw }, { 1, "R", "S", rd::GameResult::Draw } };
        const auto result = rd::uscf::evaluate(event);
        QCOMPARE(result.players.size(), std::size_t(4));
        QCOMPARE(result.players[1].id, std::string("R")); // the event's order
        QVERIFY(std::fabs(number(find(result, "P").after, "rating") - 1500.61) < 0.005);
        const auto &imputed = find(result, "R");
        QCOMPARE(std::get<std::string>(field(imputed.details, "initial_source").storage()),
            std::string("regular"));
        QCOMPARE(number(imputed.after, "games"), 11.0);
    }

    void ratingWithoutGamesIsAnInputError()
    {
        // A rated player must say how many games the rating rests on (or be established).
        rd::EventInput event = [] {
            rd::EventInput copy;
            copy.system = rd::RatingSystem::Uscf;
            copy.ruleset = "uscf-current";
            copy.event.endDate = *rd::Date::fromIso("2026-08-30");
            rd::PlayerInput player;
            player.id = std::string("P");
            rd::UscfState state;
            state.rating = 1500;
            player.uscf = state;
            copy.players = { player };
            return copy;
        }();
        try {
            rd::uscf::evaluate(event);
            QFAIL("accepted a rating without games");
        } catch (const rd::InputError &error) {
            QCOMPARE(error.path(), std::string("players[0].uscf.games"));
        }
    }
};

QTEST_APPLESS_MAIN(TestUscfSection)
#include "tst_uscfsection.moc"
