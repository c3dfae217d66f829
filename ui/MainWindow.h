#pragma once

#include "engine/store/Database.h"
#include "engine/store/EvaluationService.h"
#include "engine/store/ImportService.h"

#include <QMainWindow>
#include <QTimer>

#include <memory>
#include <optional>

class QLineEdit;
class QMenu;
class QStandardItemModel;
class QTabWidget;
class QTableView;

namespace rd::ui {

class EventDraft;
class PlayerHistoryView;
class WelcomePage;
class PreviewPanel;

// The application's main window: players (found as you type), events and the work areas, on
// one database named in the status bar.
class MainWindow : public QMainWindow {
    Q_OBJECT

public:
    // Opens `databasePath` (the default database when empty).
    explicit MainWindow(const QString &databasePath = {}, QWidget *parent = nullptr);
    ~MainWindow() override;

    // The text of Help > About: name, version, purpose and licence.
    static QString aboutText();

    QString databasePath() const;
    bool openDatabase(const QString &path);
    // Adds an event file (event document, TRF, .h9) as a draft, or a CSV player list to the
    // registry; false (with the reasons shown) when it is invalid.
    bool importEventDocument(const QString &path);
    // Writes the chosen event in the format of the file's suffix (.json, .trf, .txt, .xml, .h9).
    bool exportEvent(const QString &path);
    void selectEvent(qint64 eventId);
    void showPlayer(qint64 playerId);
    // Opens a draft event in its editor (chess crosstable or Go record sheet); every change is
    // saved to the database as it is made and the preview follows it.
    bool editEvent(qint64 eventId);
    // A new empty draft of `system`, opened in its editor.
    qint64 newEvent(RatingSystem system);
    EventDraft *draft() const { return m_draft.get(); }
    // False when the user keeps the window open because an evaluation is not saved.
    bool confirmClose();
    bool saveEvaluation();
    // The evaluation report of the chosen event as a PDF file.
    bool exportReport(const QString &path);

private:
    bool openEditor(qint64 eventId);
    qint64 createEvent(RatingSystem system);
    void createMenus();
    void createWorkArea();
    void refreshPlayers();
    void showWelcomeIfEmpty();
    void openDemo();
    void refreshEvents();
    void refreshRecentMenu();
    void rememberRecent(const QString &path);
    void showPreview();
    void newDatabase();
    void chooseDatabase();
    void chooseImport();
    void chooseExport();
    bool importPlayerList(store::ImportService &service, const store::ImportPlan &guessed);
    void printReport();
    void chooseReportFile();
    void showAbout();
    void editPlayer(qint64 playerId);
    std::optional<qint64> selectedEvent() const;
    void saveDraft();

protected:
    void closeEvent(QCloseEvent *event) override;

private:
    std::unique_ptr<store::Database> m_database;
    std::optional<store::Plan> m_plan;
    QLineEdit *m_search = nullptr;
    QStandardItemModel *m_players = nullptr;
    QStandardItemModel *m_events = nullptr;
    QTableView *m_eventTable = nullptr;
    QTabWidget *m_tabs = nullptr;
    PreviewPanel *m_preview = nullptr;
    PlayerHistoryView *m_history = nullptr;
    WelcomePage *m_welcome = nullptr;
    std::unique_ptr<EventDraft> m_draft;
    qint64 m_draftEvent = 0;
    QWidget *m_editor = nullptr;
    QTimer m_autosave;
    QMenu *m_recentMenu = nullptr;
};

} // namespace rd::ui
