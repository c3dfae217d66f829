// The ids editors give new players.
#include "engine/edit/PlayerIds.h"

#include <QTest>

using rd::EventInput;
using rd::PlayerInput;
using rd::edit::nextFreePlayerId;

namespace {

EventInput withIds(std::initializer_list<const char *> ids)
{
    EventInput event;
    for (const char *id : ids) {
        PlayerInput player;
        player.id = id;
        event.players.push_back(player);
    }
    return event;
}

} // namespace

Q_DECLARE_METATYPE(rd::EventInput)

class TestPlayerIds : public QObject {
    Q_OBJECT

private slots:
    void smallestFreeNumber_data()
    {
        QTest::addColumn<EventInput>("event");
        QTest::addColumn<QString>("expected");
        QTest::newRow("empty event") << withIds({}) << "1";
        QTest::newRow("after 1 and 2") << withIds({ "1", "2" }) << "3";
        // A removed player leaves a gap that the next new player fills.
        QTest::newRow("gap") << withIds({ "1", "3" }) << "2";
        // Ids of imported documents need not be numbers; they are never reused.
        QTest::newRow("imported ids") << withIds({ "anna", "1" }) << "2";
    }

    void smallestFreeNumber()
    {
        QFETCH(EventInput, event);
        QFETCH(QString, expected);
        QCOMPARE(QString::fromStdString(nextFreePlayerId(event)), expected);
    }
};

QTEST_GUILESS_MAIN(TestPlayerIds)
#include "tst_playerids.moc"
