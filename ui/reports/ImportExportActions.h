#pragma once

#include "desktop/DesktopFwd.h"
#include "desktop/ImportOperations.h"
#include "engine/edit/EditResult.h"
#include "engine/io/ExchangeFormats.h"

#include <QObject>

#include <functional>
#include <optional>

class QAction;
class QMainWindow;

namespace rd::ui {

class EditedEvent;
class EventChoice;

// The File menu's ways in and out: Import… (event files as drafts, CSV player lists after their
// columns are chosen), Export event… in the exchange formats, and Load rating list….
class ImportExportActions : public QObject {
    Q_OBJECT

public:
    // `showPlace` leads to a place of an event that the submission check names.
    using PlaceShower = std::function<void(qint64 eventId, const edit::Location &place)>;

    ImportExportActions(QMainWindow *window, desktop::DatabaseSession &session,
        desktop::EventOperations &events, EditedEvent &edited, EventChoice &choice,
        PlaceShower showPlace);

    QAction *import() const { return m_import; }
    QAction *exportEvent() const { return m_export; }
    QAction *loadList() const { return m_loadList; }

    // Adds an event file (event document, TRF, .h9) as a draft, or a CSV player list to the
    // registry; false (with the reasons shown) when it is invalid.
    bool importFile(const QString &path);
    // Writes the current event in `format`, or else in the format of the file's suffix.
    bool exportCurrent(const QString &path, std::optional<io::ExchangeFormat> format);
    void chooseImport();

private:
    void update();
    void chooseExport();
    bool importPlayerList(
        desktop::ImportOperations &imports, const desktop::ImportPreview &guessed);

    QMainWindow *m_window;
    desktop::DatabaseSession &m_session;
    desktop::EventOperations &m_events;
    EditedEvent &m_edited;
    EventChoice &m_choice;
    PlaceShower m_showPlace;
    QAction *m_import;
    QAction *m_export;
    QAction *m_loadList;
};

} // namespace rd::ui
