// Issue target: the preview follows a change of a 500-player event in under 200 ms — what the
// main window does after an edit: save the draft, rate it, show every player's row.
#include "engine/store/EvaluationService.h"
#include "tests/bench/SwissPairing.h"
#include "ui/ratings/EvaluationTableModel.h"
#include "ui/ratings/PreviewPanel.h"

#include <QApplication>
#include <QTemporaryDir>
#include <QTest>

using namespace rd::store;

class BenchPreviewUpdate : public QObject {
    Q_OBJECT

private slots:
    void saveRateAndShowA500PlayerDraft()
    {
        QTemporaryDir dir;
        Database database(
            dir.filePath(QStringLiteral("club.sqlite")), Database::Opening::CreateIfMissing);
        rd::EventInput event;
        event.system = rd::RatingSystem::Dwz;
        event.ruleset = "dwz-2016";
        event.event.name = "Big Open";
        event.event.endDate = rd::Date { 2026, 3, 29 };
        std::vector<double> strength;
        for (int i = 0; i < 500; ++i) {
            rd::PlayerInput player;
            player.id = std::to_string(i);
            player.name = "Player " + std::to_string(i);
            if (i % 5 != 0) // one in five is a newcomer
                player.dwz = rd::DwzState { 1000 + (i * 37) % 1300, 1 + i % 40, {}, {}, {} };
            event.players.push_back(player);
            strength.push_back((i * 37) % 1300);
        }
        rd::bench::playSwiss(strength, 9, [&](int round, int white, int black) {
            const auto result = strength[white] > strength[black] ? rd::GameResult::WhiteWins
                                                                  : rd::GameResult::Draw;
            event.chessGames.push_back(
                { round, std::to_string(white), std::to_string(black), result });
            return std::pair { rd::whitePoints(result), rd::blackPoints(result) };
        });
        EventRepository events(database);
        const qint64 id = events.importEvent(event);
        EvaluationService service(database);
        rd::ui::PreviewPanel panel;
        int round = 0;
        QBENCHMARK
        {
            // One result changed, as a director would type it.
            event.chessGames[static_cast<std::size_t>(round++ % 200)].result
                = rd::GameResult::BlackWins;
            {
                Transaction transaction(database);
                events.replaceEvent(id, event);
                transaction.commit();
            }
            panel.showPlan(service.preview(id));
        }
        QCOMPARE(panel.model()->rowCount(), 500);
    }
};

QTEST_MAIN(BenchPreviewUpdate)
#include "bench_previewupdate.moc"
