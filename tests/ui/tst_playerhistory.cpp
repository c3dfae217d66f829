// The player history view: table model texts and sorting, the chart's series and SAGC strength
// scale, PNG export and the system filter, on a database with events in three systems.
#include "desktop/DatabaseSession.h"
#include "desktop/PlayerQueries.h"
#include "engine/io/document/EventDocumentReader.h"
#include "engine/rating/sagc/GoRank.h"
#include "engine/store/EvaluationService.h"
#include "ui/ratings/HistoryChart.h"
#include "ui/ratings/HistoryTableModel.h"
#include "ui/ratings/PlayerHistory.h"
#include "ui/ratings/PlayerHistoryView.h"

#include <QAbstractItemModel>
#include <QComboBox>
#include <QFile>
#include <QFileInfo>
#include <QImage>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QLabel>
#include <QLocale>
#include <QProcess>
#include <QPushButton>
#include <QRegularExpression>
#include <QStandardPaths>
#include <QTableView>
#include <QTemporaryDir>
#include <QTest>

#include <memory>

using namespace rd::store;
using rd::RatingSystem;
using rd::ui::HistoryChart;
using rd::ui::HistoryEntry;
using rd::ui::HistoryTableModel;

namespace {

const QString kAnna = QStringLiteral("Meyer, Anna");

QJsonObject player(const QString &id, const QString &system, const QJsonObject &state)
{
    return { { "id", id }, { "name", id == "a" ? kAnna : id }, { "birth_year", 1970 },
        { system, state } };
}

QByteArray document(const QString &system, const QString &name, const QString &endDate,
    const QJsonArray &players, const QJsonArray &games)
{
    return QJsonDocument(
        QJsonObject { { "format", "ratingdesk-event" }, { "version", 1 }, { "system", system },
            { "event", QJsonObject { { "name", name }, { "end_date", endDate } } },
            { "players", players }, { "games", games } })
        .toJson();
}

// Anna ("a") against Bernd and Clara: `games` as {white, black, result}.
QByteArray dwzEvent(const QString &name, const QString &endDate, const QList<QStringList> &games)
{
    const QJsonArray players { player("a", "dwz", { { "rating", 1650 }, { "index", 12 } }),
        player("Bernd", "dwz", { { "rating", 1580 }, { "index", 30 } }),
        player("Clara", "dwz", { { "rating", 1500 }, { "index", 5 } }) };
    QJsonArray array;
    for (const QStringList &game : games)
        array.append(
            QJsonObject { { "white", game[0] }, { "black", game[1] }, { "result", game[2] } });
    return document("dwz", name, endDate, players, array);
}

QByteArray uscfEvent(const QString &name, const QString &endDate)
{
    const QJsonArray players { player("a", "uscf", { { "rating", 1500 }, { "games", 10 } }),
        player("Quinn", "uscf", { { "rating", 1450 }, { "games", 30 } }) };
    const QJsonArray games { QJsonObject { { "round", 1 }, { "white", "a" }, { "black", "Quinn" },
                                 { "result", "1-0" } },
        QJsonObject {
            { "round", 2 }, { "white", "Quinn" }, { "black", "a" }, { "result", "1/2-1/2" } } };
    return document("uscf", name, endDate, players, games);
}

// One game of Anna (White, 14k/200 in the document) against Ben (16k/-100).
QByteArray sagcEvent(const QString &name, const QString &date, const QString &winner)
{
    const QJsonArray players { player("a", "sagc", { { "rank", "14k" }, { "index", 200 } }),
        player("Ben", "sagc", { { "rank", "16k" }, { "index", -100 } }) };
    const QJsonArray games { QJsonObject {
        { "white", "a" }, { "black", "Ben" }, { "winner", winner }, { "date", date } } };
    return document("sagc", name, date, players, games);
}

void importAndCommit(Database &database, const QByteArray &json)
{
    const auto read = rd::io::readEventDocument(json);
    if (!read.event)
        qFatal("invalid test document: %s", qPrintable(read.errors.first().toString()));
    EventRepository events(database);
    qint64 id = 0;
    {
        Transaction transaction(database);
        id = events.importEvent(*read.event);
        transaction.commit();
    }
    EvaluationService service(database);
    service.commit(service.preview(id));
}

QStringList column(const QAbstractItemModel &model, int column)
{
    QStringList texts;
    for (int row = 0; row < model.rowCount(); ++row)
        texts << model.index(row, column).data().toString();
    return texts;
}

// sagc.md §1: s(rank) + index / 1000.
double strengthOf(const rd::RatingState &state)
{
    const auto &sagc = std::get<rd::SagcRating>(state);
    return sagc.rank->strength() + sagc.index / 1000.0;
}

int colouredPixels(const QImage &image)
{
    int count = 0;
    for (int y = 0; y < image.height(); ++y) {
        for (int x = 0; x < image.width(); ++x) {
            const QColor colour = image.pixelColor(x, y);
            count += colour.saturation() > 100 ? 1 : 0;
        }
    }
    return count;
}

double msecsOf(const QDate &date)
{
    return static_cast<double>(date.startOfDay().toMSecsSinceEpoch());
}

} // namespace

class TestPlayerHistory : public QObject {
    Q_OBJECT

private slots:
    void initTestCase()
    {
        // Dates and numbers as US English writes them in lists: 4/1/25, 1523.45.
        QLocale::setDefault(QLocale(QLocale::English, QLocale::UnitedStates));
        QVERIFY(m_dir.isValid());
        QVERIFY(*m_session.open(
            m_dir.filePath("club.sqlite"), rd::desktop::Opening::CreateIfMissing, {}));
        m_database = &m_session.database();
        Database &database = *m_database;
        importAndCommit(database,
            dwzEvent("Spring Open", "2025-04-01",
                { { "a", "Bernd", "1-0" }, { "Clara", "a", "1-0" }, { "Bernd", "Clara", "1-0" } }));
        importAndCommit(database, uscfEvent("Club Quads", "2025-06-14"));
        importAndCommit(database, uscfEvent("Summer Swiss", "2025-08-09"));
        importAndCommit(database,
            dwzEvent("Autumn Cup", "2025-10-01",
                { { "Bernd", "a", "1-0" }, { "a", "Clara", "1/2-1/2" },
                    { "Clara", "Bernd", "1/2-1/2" } }));
        importAndCommit(database,
            dwzEvent("Winter Open", "2026-01-20",
                { { "a", "Clara", "1-0" }, { "Bernd", "a", "0-1" }, { "Bernd", "Clara", "0-1" } }));
        importAndCommit(database, sagcEvent("Club night March", "2026-03-01", "black"));
        importAndCommit(database, sagcEvent("Club night April", "2026-04-05", "white"));
        importAndCommit(database, sagcEvent("Club night May", "2026-05-03", "white"));
        const auto players = PlayerRepository(database).players(kAnna);
        QCOMPARE(players.size(), std::size_t { 1 });
        m_anna = players.front().id;
    }

    void loadsEveryEventByDate()
    {
        const auto entries = *rd::ui::loadPlayerHistory(m_queries, m_anna);
        QCOMPARE(entries.size(), std::size_t { 8 });
        QStringList names;
        for (const HistoryEntry &entry : entries)
            names << entry.line.eventName;
        QCOMPARE(names,
            QStringList({ "Spring Open", "Club Quads", "Summer Swiss", "Autumn Cup", "Winter Open",
                "Club night March", "Club night April", "Club night May" }));
    }

    void modelShowsRowsColumnsAndTexts()
    {
        HistoryTableModel model;
        model.setEntries(*rd::ui::loadPlayerHistory(m_queries, m_anna));
        QCOMPARE(model.rowCount(), 8);
        QCOMPARE(model.columnCount(), 6);
        QStringList headers;
        for (int section = 0; section < model.columnCount(); ++section)
            headers << model.headerData(section, Qt::Horizontal).toString();
        QCOMPARE(headers, QStringList({ "Date", "Event", "System", "Before", "After", "Change" }));

        QCOMPARE(column(model, HistoryTableModel::DateColumn).first(), QStringLiteral("4/1/25"));
        QCOMPARE(column(model, HistoryTableModel::SystemColumn),
            QStringList({ "DWZ", "US Chess", "US Chess", "DWZ", "DWZ", "SAGC", "SAGC", "SAGC" }));

        // DWZ: rating-index; the next event starts where the last one ended.
        const QStringList before = column(model, HistoryTableModel::BeforeColumn);
        const QStringList after = column(model, HistoryTableModel::AfterColumn);
        const QStringList change = column(model, HistoryTableModel::ChangeColumn);
        QCOMPARE(before[0], QStringLiteral("1650-12"));
        QVERIFY(QRegularExpression("^\\d{4}-13$").match(after[0]).hasMatch());
        QCOMPARE(before[3], after[0]);
        QCOMPARE(change[0].toInt(), after[0].left(4).toInt() - 1650);

        // US Chess: the rating with two decimals, after an event also the published integer.
        QCOMPARE(before[1], QStringLiteral("1500.00"));
        const auto uscf = QRegularExpression("^(\\d{4}\\.\\d\\d) \\((\\d{4})\\)$").match(after[1]);
        QVERIFY2(uscf.hasMatch(), qPrintable(after[1]));
        QVERIFY(qAbs(uscf.captured(1).toDouble() - uscf.captured(2).toDouble()) <= 1);
        QVERIFY(QRegularExpression("^\\+\\d+\\.\\d\\d$").match(change[1]).hasMatch());
        QCOMPARE(before[2], after[1].left(7));

        // SAGC, sagc.md §7: the 14k (index +200) loses to the 16k and falls to -865.
        QCOMPARE(before[5], QStringLiteral("14k/200"));
        QCOMPARE(after[5], QStringLiteral("14k/-865"));
        QCOMPARE(change[5], QStringLiteral("-1065"));
        QCOMPARE(before[6], after[5]);
        QCOMPARE(model.index(5, HistoryTableModel::ChangeColumn)
                     .data(HistoryTableModel::SortRole)
                     .toDouble(),
            -1065.0);
        QCOMPARE(model.index(5, 0).data(HistoryTableModel::SystemRole).toString(),
            QStringLiteral("sagc"));
        QCOMPARE(model.index(0, HistoryTableModel::DateColumn)
                     .data(HistoryTableModel::SortRole)
                     .toDate(),
            QDate(2025, 4, 1));
    }

    void tableSortsDatesAndNumbers()
    {
        rd::ui::PlayerHistoryView view;
        QVERIFY(view.showPlayer(m_session, m_anna));
        auto *table = view.findChild<QTableView *>(QStringLiteral("historyTable"));
        QVERIFY(table);
        QAbstractItemModel &rows = *table->model();
        QCOMPARE(table->editTriggers(), QAbstractItemView::NoEditTriggers);

        // Newest first by default.
        QCOMPARE(rows.index(0, HistoryTableModel::EventColumn).data().toString(),
            QStringLiteral("Club night May"));
        // Dates sort by the day, not by the text (1/20/26 comes after 10/1/25).
        table->sortByColumn(HistoryTableModel::DateColumn, Qt::AscendingOrder);
        QCOMPARE(column(rows, HistoryTableModel::EventColumn),
            QStringList({ "Spring Open", "Club Quads", "Summer Swiss", "Autumn Cup", "Winter Open",
                "Club night March", "Club night April", "Club night May" }));
        QCOMPARE(column(rows, HistoryTableModel::DateColumn).first(), QStringLiteral("4/1/25"));

        // After as numbers: SAGC strengths (negative) below the chess ratings, 1500-odd US
        // Chess ratings below the 1600-odd DWZ.
        table->sortByColumn(HistoryTableModel::AfterColumn, Qt::AscendingOrder);
        QCOMPARE(column(rows, HistoryTableModel::SystemColumn),
            QStringList({ "SAGC", "SAGC", "SAGC", "US Chess", "US Chess", "DWZ", "DWZ", "DWZ" }));
        QCOMPARE(rows.index(0, HistoryTableModel::AfterColumn).data().toString(),
            QStringLiteral("14k/-865"));
    }

    void chartDrawsOneSeriesPerSystem()
    {
        const auto entries = *rd::ui::loadPlayerHistory(m_queries, m_anna);
        HistoryChart chart;
        chart.setEntries(entries);
        QCOMPARE(chart.systems(),
            std::vector<RatingSystem>(
                { RatingSystem::Dwz, RatingSystem::Uscf, RatingSystem::Sagc }));
        QCOMPARE(chart.points(RatingSystem::Dwz).size(), 3);
        QCOMPARE(chart.points(RatingSystem::Uscf).size(), 2);

        const QList<QPointF> sagc = chart.points(RatingSystem::Sagc);
        QCOMPARE(sagc.size(), 3);
        QCOMPARE(sagc[0], QPointF(msecsOf(QDate(2026, 3, 1)), -13.865)); // 14k/-865
        for (int i = 0; i < 3; ++i) {
            const HistoryEntry &entry = entries[static_cast<std::size_t>(5 + i)];
            QCOMPARE(sagc[i].x(), msecsOf(entry.date()));
            QCOMPARE(sagc[i].y(), strengthOf(entry.line.after));
        }
        QVERIFY(sagc[2].y() > sagc[0].y()); // two wins after the loss

        const QList<QPointF> uscf = chart.points(RatingSystem::Uscf);
        QCOMPARE(uscf[1].y(), *std::get<rd::UscfRating>(entries[2].line.after).rating);

        chart.setEntries({});
        QVERIFY(chart.systems().empty());
    }

    void exportsAPngOfTheRequestedSize()
    {
        HistoryChart chart;
        chart.setEntries(*rd::ui::loadPlayerHistory(m_queries, m_anna));
        QTemporaryDir dir;
        const QString path = dir.filePath("chart.png");
        QVERIFY(chart.exportPng(path, QSize(800, 500)));
        QVERIFY(QFileInfo(path).size() > 0);
        QImage image(path, "PNG");
        QCOMPARE(image.size(), QSize(800, 500));
        QVERIFY(colouredPixels(image) > 1000); // the lines, not an empty page

        const QString large = dir.filePath("large.png");
        QVERIFY(chart.exportPng(large));
        QCOMPARE(QImage(large).size(), QSize(1200, 700));
        QVERIFY(!chart.exportPng(dir.filePath("missing/folder/chart.png")));
    }

    void systemFilterLimitsTableAndChart()
    {
        rd::ui::PlayerHistoryView view;
        auto *filter = view.findChild<QComboBox *>(QStringLiteral("systemFilter"));
        auto *table = view.findChild<QTableView *>(QStringLiteral("historyTable"));
        auto *chart = view.findChild<HistoryChart *>(QStringLiteral("historyChart"));
        auto *exportButton = view.findChild<QPushButton *>(QStringLiteral("exportButton"));
        QVERIFY(filter && table && chart && exportButton);
        QVERIFY(!exportButton->isEnabled()); // nothing to export yet
        QVERIFY(exportButton->text().contains(QLatin1Char('&')));

        QVERIFY(view.showPlayer(m_session, m_anna));
        QVERIFY(exportButton->isEnabled());
        QCOMPARE(table->model()->rowCount(), 8);
        QCOMPARE(chart->systems().size(), std::size_t { 3 });

        filter->setCurrentIndex(filter->findText(QStringLiteral("DWZ")));
        QCOMPARE(table->model()->rowCount(), 3);
        QCOMPARE(column(*table->model(), HistoryTableModel::SystemColumn),
            QStringList({ "DWZ", "DWZ", "DWZ" }));
        QCOMPARE(chart->systems(), std::vector<RatingSystem>({ RatingSystem::Dwz }));

        filter->setCurrentIndex(filter->findText(QStringLiteral("SAGC")));
        QCOMPARE(table->model()->rowCount(), 3);
        QCOMPARE(chart->systems(), std::vector<RatingSystem>({ RatingSystem::Sagc }));

        filter->setCurrentIndex(0);
        QCOMPARE(table->model()->rowCount(), 8);
        QCOMPARE(chart->systems().size(), std::size_t { 3 });
    }

    void aPlayerCardToTakeHome()
    {
        // The card carries the name, the table of all 8 rated events and the page count.
        rd::ui::PlayerHistoryView view;
        QVERIFY(view.showPlayer(m_session, m_anna));
        QTemporaryDir dir;
        const QString pdf = dir.filePath("card.pdf");
        QVERIFY(view.writePlayerCard(pdf));
        QProcess text;
        text.start(QStandardPaths::findExecutable(QStringLiteral("pdftotext")),
            { QStringLiteral("-layout"), pdf, QStringLiteral("-") });
        QVERIFY(text.waitForFinished(30000));
        const QString card = QString::fromUtf8(text.readAllStandardOutput());
        for (const QString &field : { kAnna, QStringLiteral("Spring Open"),
                 QStringLiteral("Club night May"), QStringLiteral("Page 1 of ") })
            QVERIFY2(card.contains(field), qPrintable(field + QStringLiteral(" in\n") + card));
        QVERIFY(!view.writePlayerCard(dir.filePath("missing/folder/card.pdf")));
        // RD_SCREENSHOT_DIR=/tmp keeps the card (card.pdf) to look at.
        const QString folder = qEnvironmentVariable("RD_SCREENSHOT_DIR");
        if (!folder.isEmpty())
            QVERIFY(QFile::copy(pdf, folder + QStringLiteral("/card.pdf"))
                || QFile::exists(folder + QStringLiteral("/card.pdf")));
    }

    void rendersOffscreen()
    {
        // RD_SCREENSHOT_DIR=/tmp keeps pictures of the view (history.png) and of the exported
        // chart (history-chart.png) to look at.
        rd::ui::PlayerHistoryView view;
        view.resize(1100, 800);
        QVERIFY(view.showPlayer(m_session, m_anna));
        view.show();
        QVERIFY(QTest::qWaitForWindowExposed(&view));
        const QPixmap picture = view.grab();
        QCOMPARE(picture.size(), QSize(1100, 800));
        const QString folder = qEnvironmentVariable("RD_SCREENSHOT_DIR");
        if (!folder.isEmpty()) {
            QVERIFY(picture.save(folder + QStringLiteral("/history.png")));
            QVERIFY(view.findChild<HistoryChart *>()->exportPng(
                folder + QStringLiteral("/history-chart.png")));
        }
    }

    // The title tells Anna from a namesake: her birth year (1970, as the events give it) and her
    // federation ids.
    void theTitleNamesThePlayerWithBirthYearAndIds()
    {
        PlayerRepository(*m_database)
            .addFederationId(m_anna, QStringLiteral("dsb"), QStringLiteral("12345"));
        rd::ui::PlayerHistoryView view;
        QVERIFY(view.showPlayer(m_session, m_anna));
        QCOMPARE(view.findChild<QLabel *>(QStringLiteral("historyTitle"))->text(),
            QStringLiteral("Meyer, Anna (1970, dsb:12345)"));
    }

private:
    QTemporaryDir m_dir;
    rd::desktop::DatabaseSession m_session;
    rd::desktop::PlayerQueries m_queries { m_session };
    Database *m_database = nullptr; // the session's
    qint64 m_anna = 0;
};

QTEST_MAIN(TestPlayerHistory)
#include "tst_playerhistory.moc"
