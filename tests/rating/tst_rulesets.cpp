#include "engine/rating/Evaluator.h"
#include "engine/rating/RuleSets.h"

#include <QTest>

using rd::Date;
using rd::RatingSystem;

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
