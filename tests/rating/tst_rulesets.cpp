#include "engine/rating/Evaluator.h"
#include "engine/rating/RuleSets.h"

#include <QTest>
#include <QVariant>

using rd::Date;
using rd::RatingSystem;

Q_DECLARE_METATYPE(rd::RatingSystem)

class TestRuleSets : public QObject {
    Q_OBJECT

private slots:
    void everyRuleSetOfTheDocumentIsKnown()
    {
        // event-document.md "ruleset".
        const std::pair<const char *, RatingSystem> expected[] = {
            { "dwz-1993", RatingSystem::Dwz },
            { "dwz-2002", RatingSystem::Dwz },
            { "dwz-2016", RatingSystem::Dwz },
            { "dwz-2026", RatingSystem::Dwz },
            { "uscf-2004", RatingSystem::Uscf },
            { "uscf-current", RatingSystem::Uscf },
            { "sagc", RatingSystem::Sagc },
        };
        QCOMPARE(rd::ruleSets().size(), std::size(expected));
        for (const auto &[name, system] : expected) {
            const auto *ruleSet = rd::findRuleSet(name);
            QVERIFY2(ruleSet, name);
            QVERIFY(ruleSet->system == system);
        }
        QVERIFY(!rd::findRuleSet("dwz-2010"));
    }

    void dwzDefaultFollowsTheEndDate_data()
    {
        QTest::addColumn<QString>("endDate");
        QTest::addColumn<QString>("ruleSet");
        // dwz.md §0: WO of 9 May 2002 (era B), 1 Aug 2016 (era C), ending >= 8 Jun 2026 (era D).
        QTest::newRow("1995") << "1995-06-01"
                              << "dwz-1993";
        QTest::newRow("day before 2002 WO") << "2002-05-08"
                                            << "dwz-1993";
        QTest::newRow("2002 WO") << "2002-05-09"
                                 << "dwz-2002";
        QTest::newRow("day before 2016") << "2016-07-31"
                                         << "dwz-2002";
        QTest::newRow("2016") << "2016-08-01"
                              << "dwz-2016";
        QTest::newRow("last era C day") << "2026-06-07"
                                        << "dwz-2016";
        QTest::newRow("era D") << "2026-06-08"
                               << "dwz-2026";
    }

    void dwzDefaultFollowsTheEndDate()
    {
        QFETCH(QString, endDate);
        QFETCH(QString, ruleSet);
        const auto date = Date::fromIso(endDate.toStdString());
        QCOMPARE(
            QString::fromStdString(rd::defaultRuleSet(RatingSystem::Dwz, *date).name), ruleSet);
    }

    void otherDefaults()
    {
        const Date date = *Date::fromIso("2004-01-01");
        QCOMPARE(rd::defaultRuleSet(RatingSystem::Uscf, date).name, std::string("uscf-current"));
        QCOMPARE(rd::defaultRuleSet(RatingSystem::Sagc, date).name, std::string("sagc"));
    }

    void namedParameters()
    {
        // event-document.md "params" examples: {"bonus_b": 12}, {"probability": "table-2dec"},
        // {"internet_gsf": 1.0}.
        const auto *probability = rd::findRuleSet("dwz-1993")->findParameter("probability");
        QVERIFY(probability);
        QVERIFY(probability->kind == rd::ParameterSpec::Kind::Choice);
        QCOMPARE(probability->choices.size(), std::size_t { 3 });
        QVERIFY(rd::findRuleSet("uscf-2004")->findParameter("bonus_b"));
        QVERIFY(rd::findRuleSet("sagc")->findParameter("internet_gsf"));
        QVERIFY(!rd::findRuleSet("sagc")->findParameter("bonus_b"));
    }

    // A parameter the rule set does not have, or a value of another kind or outside its range,
    // is refused naming the parameter (InputError), before any rule reads it: the database's
    // params column and a rule set or system changed in the desktop bypass the document reader's
    // check. The ranges and choices are those of the rule sets' ParameterSpecs.
    void parametersThatDoNotFitAreNamed_data()
    {
        QTest::addColumn<RatingSystem>("system");
        QTest::addColumn<QString>("ruleSet");
        QTest::addColumn<QString>("name");
        QTest::addColumn<QVariant>("value");
        QTest::addColumn<QString>("said");
        QTest::newRow("text for a number")
            << RatingSystem::Sagc << "sagc"
            << "free_gsf" << QVariant(QStringLiteral("abc"))
            << "params.free_gsf: free_gsf of the rule set sagc takes a number from 0 to 10";
        QTest::newRow("a number out of range")
            << RatingSystem::Sagc << "sagc"
            << "draw_grf" << QVariant(7.0)
            << "params.draw_grf: draw_grf of the rule set sagc takes a number from -5 to 5";
        QTest::newRow("a rank no choice has")
            << RatingSystem::Sagc << "sagc"
            << "strongest_rank" << QVariant(QStringLiteral("strong"))
            << "params.strongest_rank: strongest_rank of the rule set sagc takes one of 1d, 2d, "
               "3d, 4d, 5d, 6d, 7d, 8d, 9d";
        QTest::newRow("a number for a flag")
            << RatingSystem::Dwz << "dwz-1993"
            << "first_rating_at_extremes" << QVariant(1.0)
            << "params.first_rating_at_extremes: first_rating_at_extremes of the rule set "
               "dwz-1993 takes true or false";
        QTest::newRow("a DWZ parameter left in a US Chess event")
            << RatingSystem::Uscf << "uscf-current"
            << "probability" << QVariant(QStringLiteral("normal"))
            << "params.probability: the rule set uscf-current has no parameter probability; "
               "remove it from the event or choose the rule set it belongs to";
    }

    void parametersThatDoNotFitAreNamed()
    {
        QFETCH(RatingSystem, system);
        QFETCH(QString, ruleSet);
        QFETCH(QString, name);
        QFETCH(QVariant, value);
        QFETCH(QString, said);
        rd::EventInput event;
        event.system = system;
        event.ruleset = ruleSet.toStdString();
        event.event.endDate = Date { 2026, 11, 24 };
        rd::PlayerInput player;
        player.id = "1";
        player.name = "Ito, Ken";
        event.players.push_back(player);
        if (value.typeId() == QMetaType::QString)
            event.params[name.toStdString()] = value.toString().toStdString();
        else
            event.params[name.toStdString()] = value.toDouble();
        try {
            rd::evaluatorFor(system)->evaluate(event);
            QFAIL("evaluated");
        } catch (const rd::InputError &error) {
            QCOMPARE(QString::fromStdString(error.what()), said);
        }
    }

    void enginesOfThisBuild()
    {
        QVERIFY(rd::evaluatorFor(RatingSystem::Dwz) != nullptr);
        QVERIFY(rd::evaluatorFor(RatingSystem::Uscf) != nullptr);
        QVERIFY(rd::evaluatorFor(RatingSystem::Sagc) != nullptr);
    }

    void systemNames()
    {
        for (auto system : { RatingSystem::Dwz, RatingSystem::Uscf, RatingSystem::Sagc })
            QVERIFY(rd::parseRatingSystem(rd::toString(system)) == system);
        QVERIFY(!rd::parseRatingSystem("elo"));
    }
};

QTEST_APPLESS_MAIN(TestRuleSets)
#include "tst_rulesets.moc"
