// The made-up federation history is lifelike: no one plays before he is six.
#include "engine/generator/HistoryGenerator.h"

#include <QTest>

class TestHistoryGenerator : public QObject {
    Q_OBJECT

private slots:
    void noOnePlaysBeforeHeIsSix()
    {
        int events = 0;
        int youngest = 200;
        rd::generateHistory({ 2000, 20000, 7 }, [&](const rd::EventInput &event) {
            ++events;
            for (const rd::PlayerInput &player : event.players) {
                QVERIFY(player.birthYear);
                youngest = std::min(youngest, event.event.endDate.year - *player.birthYear);
            }
        });
        QVERIFY(events > 50);
        // The age reached in the event's year; the generator's players start at six.
        QVERIFY2(youngest >= 6, qPrintable(QString::number(youngest)));
    }
};

QTEST_GUILESS_MAIN(TestHistoryGenerator)
#include "tst_historygenerator.moc"
