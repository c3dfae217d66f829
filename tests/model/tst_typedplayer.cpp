// Which registry player a name typed into an editor's player field means (model::playersMeantBy),
// the one rule of the chess event's Add player and the Go sheet's name fields.
#include "engine/model/TypedPlayer.h"

#include <QTest>

using rd::Date;
using rd::model::playersMeantBy;
using rd::model::PlayerSummary;
using rd::model::sameName;

namespace {

// A made-up club's registry: two Jürgen Webers told apart by their years of birth, one known by
// his birth date and one by his year alone; umlauts, a club with a comma in its name, a name
// holding a bracket.
std::vector<PlayerSummary> registry()
{
    return {
        { 1, QStringLiteral("Weber, Jürgen"), Date { 1961, 3, 4 }, std::nullopt,
            { QStringLiteral("dsb:12345") }, QStringLiteral("SK Musterstadt") },
        { 2, QStringLiteral("Weber, Jürgen"), std::nullopt, 1987, {},
            QStringLiteral("SC Beispielhausen") },
        { 3, QStringLiteral("Müller, Jörg"), std::nullopt, 1975, {}, {} },
        { 4, QStringLiteral("Schulz, Anna"), std::nullopt, std::nullopt, {},
            QStringLiteral("SK Weiße Dame, Leipzig") },
        { 5, QStringLiteral("Park, Ji-hoon (Seoul)"), std::nullopt, 1990, {}, {} },
        { 6, QStringLiteral("Park, Ji-hoon"), std::nullopt, 1993, {}, {} },
    };
}

QList<qint64> idsMeantBy(const QString &typed)
{
    QList<qint64> ids;
    for (const PlayerSummary &player : playersMeantBy(typed, registry()))
        ids << player.id;
    return ids;
}

} // namespace

class TestTypedPlayer : public QObject {
    Q_OBJECT

private slots:
    void meant_data()
    {
        QTest::addColumn<QString>("typed");
        QTest::addColumn<QList<qint64>>("expected");
        // Namesakes: the name alone means both, to be chosen among.
        QTest::newRow("namesakes") << "Weber, Jürgen" << QList<qint64> { 1, 2 };
        QTest::newRow("case and spaces aside") << "  weber,   JÜRGEN " << QList<qint64> { 1, 2 };
        // The year of birth tells them apart: the first's comes from his birth date, the
        // second's is all the registry knows.
        QTest::newRow("born 1961") << "Weber, Jürgen (1961)" << QList<qint64> { 1 };
        QTest::newRow("born 1987") << "Weber, Jürgen (1987)" << QList<qint64> { 2 };
        QTest::newRow("born in another year") << "Weber, Jürgen (1970)" << QList<qint64> {};
        // The suggestion as it is put into the field: year, club and federation id.
        QTest::newRow("whole suggestion")
            << "Weber, Jürgen (1961, SK Musterstadt, dsb:12345)" << QList<qint64> { 1 };
        QTest::newRow("club alone") << "Weber, Jürgen (SC Beispielhausen)" << QList<qint64> { 2 };
        QTest::newRow("a detail not his")
            << "Weber, Jürgen (1987, SK Musterstadt)" << QList<qint64> {};
        // The registry's number, in English and German.
        QTest::newRow("number") << "Weber, Jürgen (no. 2)" << QList<qint64> { 2 };
        QTest::newRow("Nummer") << "Weber, Jürgen (Nr. 1)" << QList<qint64> { 1 };
        // Umlauts: in capitals, and as a vowel followed by its combining diaeresis (U+0308), as
        // some files write them; another spelling is another name.
        QTest::newRow("umlauts in capitals") << "MÜLLER, JÖRG" << QList<qint64> { 3 };
        QTest::newRow("umlauts decomposed")
            << QStringLiteral("Mu\u0308ller, Jo\u0308rg") << QList<qint64> { 3 };
        QTest::newRow("umlauts as ue") << "Mueller, Joerg" << QList<qint64> {};
        QTest::newRow("umlauts left out") << "Muller, Jorg" << QList<qint64> {};
        // A club whose name has a comma, as the suggestion shows it.
        QTest::newRow("club with a comma")
            << "Schulz, Anna (SK Weiße Dame, Leipzig)" << QList<qint64> { 4 };
        // A name with a bracket of its own is that player, and his details follow it.
        QTest::newRow("bracket in the name") << "Park, Ji-hoon (Seoul)" << QList<qint64> { 5 };
        QTest::newRow("bracket in the name and details")
            << "Park, Ji-hoon (Seoul) (1990)" << QList<qint64> { 5 };
        QTest::newRow("details of the shorter name")
            << "Park, Ji-hoon (1993)" << QList<qint64> { 6 };
        QTest::newRow("nobody") << "Neumann, Eva" << QList<qint64> {};
        QTest::newRow("nothing typed") << "  " << QList<qint64> {};
    }

    void meant()
    {
        QFETCH(QString, typed);
        QFETCH(QList<qint64>, expected);
        QCOMPARE(idsMeantBy(typed), expected);
    }

    void names()
    {
        QVERIFY(sameName(QStringLiteral("Müller, Jörg"), QStringLiteral(" müller,  jörg")));
        QVERIFY(sameName(QStringLiteral("Müller"), QStringLiteral("Mu\u0308ller")));
        QVERIFY(!sameName(QStringLiteral("Müller"), QStringLiteral("Mueller")));
        QVERIFY(!sameName(QStringLiteral("Weber, J."), QStringLiteral("Weber, Jürgen")));
    }
};

QTEST_GUILESS_MAIN(TestTypedPlayer)
#include "tst_typedplayer.moc"
