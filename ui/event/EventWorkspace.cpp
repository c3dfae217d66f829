#include "ui/event/EventWorkspace.h"

#include "desktop/EventOperations.h"
#include "engine/checks/RatingReadiness.h"
#include "engine/io/document/EventChecks.h"
#include "report/DisplayNames.h"
#include "ui/event/ChessEventEditor.h"
#include "ui/event/RecordSheetEditor.h"
#include "ui/event/UnfinishedEntries.h"
#include "ui/widgets/DateField.h"
#include "ui/widgets/ErrorReport.h"
#include "ui/widgets/ShortcutText.h"
#include "ui/widgets/StatePalette.h"

#include <QHBoxLayout>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QStyle>
#include <QVBoxLayout>

namespace rd::ui {

namespace {

// A date field as the sentences about it name it.
QString dateFieldName(const QString &objectName)
{
    if (objectName == QLatin1String("startDate"))
        return EventWorkspace::tr("The start date");
    if (objectName == QLatin1String("endDate"))
        return EventWorkspace::tr("The last day");
    return EventWorkspace::tr("The date of the game");
}

} // namespace

EventWorkspace::EventWorkspace(desktop::DatabaseSession &session, desktop::EventOperations &events,
    qint64 eventId, io::EventFile event, Mode mode, QWidget *parent)
    : QWidget(parent)
    , m_editing(session, eventId)
    , m_events(events)
    , m_eventId(eventId)
    , m_mode(mode)
    , m_draft(std::move(event))
{
    setObjectName(QStringLiteral("eventWorkspace"));
    m_banner = new QLabel(this);
    m_banner->setObjectName(QStringLiteral("eventBanner"));
    m_banner->setWordWrap(true);
    m_banner->setAutoFillBackground(true);
    m_banner->setMargin(6);
    m_correct = new QPushButton(tr("Correct…"), this);
    m_correct->setObjectName(QStringLiteral("correctButton"));
    connect(m_correct, &QPushButton::clicked, this, &EventWorkspace::correctRequested);
    m_discard = new QPushButton(tr("Discard the correction"), this);
    m_discard->setObjectName(QStringLiteral("discardCorrectionButton"));
    connect(m_discard, &QPushButton::clicked, this, &EventWorkspace::discardCorrectionRequested);

    if (m_draft.event().system == RatingSystem::Sagc) {
        m_editor = new RecordSheetEditor(&m_draft, this);
    } else {
        m_editor = new ChessEventEditor(m_draft, this);
    }
    m_unfinished = new UnfinishedEntries(m_editor);
    m_editor->followUnfinishedEntries(m_unfinished);
    m_editor->setRegistry({ [this](const QString &text) { return listEntriesFor(text); },
        [this](const model::ListedMatch &entry) { return registerListEntry(entry); },
        [this](qint64 playerId) { return sagcStateOf(playerId); },
        [this](QString *why) { return plan(why); } });
    auto *bannerRow = new QHBoxLayout;
    // The buttons keep the editor's margin from the window's edge.
    bannerRow->setContentsMargins(0, 0, style()->pixelMetric(QStyle::PM_LayoutRightMargin), 0);
    bannerRow->addWidget(m_banner, 1);
    bannerRow->addWidget(m_correct);
    bannerRow->addWidget(m_discard);
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addLayout(bannerRow);
    layout->addWidget(m_editor, 1);

    m_storeTimer.setSingleShot(true);
    m_storeTimer.setInterval(250);
    connect(&m_storeTimer, &QTimer::timeout, this, &EventWorkspace::storeContent);
    // What was typed is written with each change; the content (and the preview) a moment later.
    connect(&m_draft, &EventDraft::changed, this, &EventWorkspace::keepTyped);
    connect(m_unfinished, &UnfinishedEntries::changed, this, &EventWorkspace::keepTyped);
    connect(&m_draft, &EventDraft::changed, &m_storeTimer, qOverload<>(&QTimer::start));
    setMode(mode);
}

EventWorkspace::~EventWorkspace()
{
    // The last change is stored even when the tab goes; nobody listens any more.
    blockSignals(true);
    m_unfinished->disconnect(this);
    flush();
}

QString EventWorkspace::title() const
{
    const QString name = QString::fromStdString(m_draft.event().event.name);
    if (isEditedElsewhere())
        return tr("Read-only: %1").arg(name);
    switch (m_mode) {
    case Mode::Draft:
        return tr("Edit: %1").arg(name);
    case Mode::Rated:
        return tr("Rated: %1").arg(name);
    case Mode::Correction:
        return tr("Correct: %1").arg(name);
    }
    return name;
}

void EventWorkspace::setMode(Mode mode)
{
    flush();
    m_mode = mode;
    m_draft.setReadOnly(mode == Mode::Rated || m_readOnlyDatabase || isEditedElsewhere());
    showBanner();
}

void EventWorkspace::setReadOnlyDatabase(bool readOnly)
{
    m_readOnlyDatabase = readOnly;
    setMode(m_mode);
}

void EventWorkspace::setEditedElsewhere(const QString &sentence)
{
    m_editedElsewhere = sentence;
    setMode(m_mode);
}

void EventWorkspace::showBanner()
{
    QString text;
    State state = State::Warning;
    switch (m_mode) {
    case Mode::Draft:
        text = tr("Draft: every change is kept as you type. Save evaluation (%1) rates it.")
                   .arg(shortcutText(QKeySequence::Save));
        state = State::Gain;
        break;
    case Mode::Rated:
        text = tr("This event is rated and is shown read-only. To change a result, choose "
                  "Correct…: nothing changes until the corrected evaluation is saved, and every "
                  "later rating it changes is shown first.");
        break;
    case Mode::Correction:
        text = tr("Correcting a rated event: the stored evaluation stays until Save evaluation "
                  "(%1), which first shows every later rating the correction changes.")
                   .arg(shortcutText(QKeySequence::Save));
        break;
    }
    if (isEditedElsewhere()) {
        text = m_editedElsewhere;
        state = State::Warning;
    }
    if (m_readOnlyDatabase)
        text = tr("The database is open read-only: nothing can be changed in this session.");
    const bool writable = !m_readOnlyDatabase && !isEditedElsewhere();
    m_banner->setText(text);
    QPalette palette = m_banner->palette();
    palette.setColor(QPalette::Window, StatePalette::background(state, palette));
    m_banner->setPalette(palette);
    m_correct->setVisible(m_mode == Mode::Rated && writable);
    m_discard->setVisible(m_mode == Mode::Correction && writable);
}

void EventWorkspace::showPlace(const edit::Location &place)
{
    // A field of the event (a date): the cursor goes into it.
    if (place.startNumber == 0 && place.round == 0 && place.line == 0 && !place.field.isEmpty()) {
        if (auto *field = m_editor->findChild<DateField *>(place.field)) {
            field->lineEdit()->setFocus();
            field->lineEdit()->selectAll();
        }
        return;
    }
    m_editor->showPlace(place);
}

void EventWorkspace::showRefusal(const edit::Problem &problem)
{
    m_editor->showRefusal(problem.message);
    showPlace(problem.location);
}

void EventWorkspace::setRegistryPlayers(const std::vector<model::PlayerSummary> &players)
{
    m_editor->setRegistryPlayers(players);
}

std::vector<model::ListedMatch> EventWorkspace::listEntriesFor(const QString &text)
{
    auto found = m_editing.searchRatingLists(text);
    if (!found) {
        emit saveFailed(ErrorReport::sentence(tr("Searching the rating lists"), found.failure()));
        return {};
    }
    return std::move(*found);
}

// The entry made a registry player; the editor's suggestions and the window's players follow.
std::optional<qint64> EventWorkspace::registerListEntry(const model::ListedMatch &entry)
{
    const auto id = m_editing.registerListEntry(entry);
    const auto registry = id ? m_editing.registryPlayers() : id.failure();
    if (!registry) {
        emit saveFailed(ErrorReport::sentence(
            tr("Taking %1 from the rating list").arg(entry.player.name), registry.failure()));
        return std::nullopt;
    }
    setRegistryPlayers(*registry);
    return *id;
}

// The Go rank and index a registry player takes into this event: from his last rated event
// before it, else his starting state; none when the database knows neither.
std::optional<SagcState> EventWorkspace::sagcStateOf(qint64 playerId)
{
    const auto state = m_editing.sagcStateOf(playerId);
    if (!state) {
        emit saveFailed(ErrorReport::sentence(tr("Reading the player's rank"), state.failure()));
        return std::nullopt;
    }
    return *state;
}

void EventWorkspace::focusFirstField()
{
    m_editor->focusFirstField();
}

QStringList EventWorkspace::unreadableFields() const
{
    QStringList sentences;
    for (const edit::Problem &problem : unreadableFieldProblems())
        sentences << problem.message;
    return sentences;
}

// Each at its field (Location::field, the field's name), where showPlace() puts the cursor.
std::vector<edit::Problem> EventWorkspace::unreadableFieldProblems() const
{
    std::vector<edit::Problem> problems;
    const QDate example(2026, 11, 24);
    const auto add = [&](const DateField *field, const QString &sentence) {
        problems.push_back({ edit::Severity::Error, sentence, { 0, 0, 0, field->objectName() } });
    };
    for (const DateField *field : m_editor->findChildren<DateField *>()) {
        const QString text = field->lineEdit()->text().trimmed();
        if (field->date() || (text.isEmpty() && !field->isRequired()))
            continue;
        if (text.isEmpty()) {
            add(field,
                tr("%1 is empty; write it as %2 or %3.")
                    .arg(dateFieldName(field->objectName()),
                        example.toString(report::DisplayNames::dateFormat(field->locale())),
                        example.toString(Qt::ISODate)));
            continue;
        }
        add(field,
            tr("%1 \"%2\" is not a date; write it as %3 or %4.")
                .arg(dateFieldName(field->objectName()), text,
                    example.toString(report::DisplayNames::dateFormat(field->locale())),
                    example.toString(Qt::ISODate)));
    }
    return problems;
}

std::vector<edit::Problem> EventWorkspace::ratingBlockers() const
{
    std::vector<edit::Problem> blockers = unreadableFieldProblems();
    const std::vector<edit::Problem> rule
        = checks::ratingBlockers(m_draft.event(), checks::typedCellsOf(m_unfinished->entries()));
    blockers.insert(blockers.end(), rule.begin(), rule.end());
    if (blockers.empty()) {
        // What the editors do not check themselves, as the document reader words it.
        for (const io::DocumentError &error : io::validate(m_draft.event(), m_draft.details()))
            blockers.push_back({ edit::Severity::Error, error.userText(), {} });
    }
    return blockers;
}

std::optional<EventInput> EventWorkspace::validEvent(QStringList *problems) const
{
    const std::vector<edit::Problem> blockers = ratingBlockers();
    if (blockers.empty())
        return m_draft.event();
    if (problems) {
        problems->clear();
        for (const edit::Problem &problem : blockers)
            *problems << problem.message;
    }
    return std::nullopt;
}

std::optional<EventInput> EventWorkspace::storableEvent() const
{
    if (!io::validate(m_draft.event(), m_draft.details()).isEmpty())
        return std::nullopt;
    return m_draft.event();
}

// One short write per change, so that a crash loses at most the change being made.
void EventWorkspace::keepTyped()
{
    if (m_draft.isReadOnly())
        return;
    const auto kept = m_editing.keepTyped(m_draft.file(), m_unfinished->entries());
    if (!kept)
        emit saveFailed(ErrorReport::sentence(tr("Keeping the draft"), kept.failure()));
}

void EventWorkspace::restoreUnfinishedEntries(const QMap<QString, QString> &entries)
{
    if (!m_draft.isReadOnly())
        m_unfinished->restore(entries);
}

void EventWorkspace::flush()
{
    // A date typed without Enter counts as the user sees it: in the event before it is
    // stored, rated or written anywhere.
    if (!m_draft.isReadOnly()) {
        for (DateField *field : m_editor->findChildren<DateField *>())
            field->enterTyped();
        // So is a result typed into a cell without Enter.
        m_editor->enterTyped();
    }
    if (m_storeTimer.isActive()) {
        m_storeTimer.stop();
        storeContent();
    }
}

std::optional<model::Plan> EventWorkspace::plan(QString *why)
{
    std::optional<desktop::Outcome<model::Plan>> plan;
    if (m_mode == Mode::Rated) {
        plan = m_events.preview(m_eventId);
    } else {
        flush(); // what is typed, also a date without Enter, is what is rated
        QStringList problems;
        const std::optional<EventInput> event = validEvent(&problems);
        if (!event) {
            if (why)
                *why = tr("Kept as typed; it cannot be rated yet: %1")
                           .arg(problems.join(QLatin1Char(' ')));
            return std::nullopt;
        }
        // The event as the editor holds it is rated, not read back from the database.
        plan = m_mode == Mode::Correction ? m_events.previewCorrection(m_eventId, *event)
                                          : m_events.previewDraft(m_eventId, *event);
    }
    if (*plan)
        return **plan;
    if (why)
        *why = tr("This event cannot be rated: %1").arg(plan->failure().sentence);
    return std::nullopt;
}

// A valid draft is stored as the event's content, which Save evaluation rates; a correction stays
// typed only, so that the rated event is unchanged until its evaluation is saved.
void EventWorkspace::storeContent()
{
    if (m_draft.isReadOnly())
        return;
    if (m_mode == Mode::Draft) {
        const std::optional<EventInput> event = storableEvent();
        if (event) {
            const auto stored = m_editing.storeContent({ *event, m_draft.details() });
            if (!stored) {
                emit saveFailed(ErrorReport::sentence(tr("Saving the draft"), stored.failure()));
                return;
            }
        }
    }
    emit contentSaved();
}

} // namespace rd::ui
