#include "ui/event/ChessEventEditor.h"

#include "engine/checks/RatingReadiness.h"
#include "engine/edit/ChessEventEdit.h"
#include "engine/model/ListedPlayers.h"
#include "engine/model/TypedPlayer.h"
#include "engine/rating/RuleSets.h"
#include "report/DisplayNames.h"
#include "ui/event/CrosstableModel.h"
#include "ui/event/PairingModel.h"
#include "ui/event/ProblemsPanel.h"
#include "ui/event/UnfinishedEntries.h"
#include "ui/players/NewPlayerDialog.h"
#include "ui/players/RegistryPlayers.h"
#include "ui/standings/StandingsModel.h"
#include "ui/standings/StandingsRoundChoice.h"
#include "ui/widgets/DateField.h"
#include "ui/widgets/FrozenColumns.h"
#include "ui/widgets/LayoutMemory.h"
#include "ui/widgets/MessageLabel.h"
#include "ui/widgets/NumberField.h"
#include "ui/widgets/QtDates.h"
#include "ui/widgets/StatePalette.h"

#include <QAbstractItemView>
#include <QAction>
#include <QCheckBox>
#include <QComboBox>
#include <QCompleter>
#include <QCoreApplication>
#include <QGridLayout>
#include <QGroupBox>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QKeyEvent>
#include <QLabel>
#include <QLineEdit>
#include <QListWidget>
#include <QMessageBox>
#include <QPersistentModelIndex>
#include <QPointer>
#include <QPushButton>
#include <QSignalBlocker>
#include <QSplitter>
#include <QStyledItemDelegate>
#include <QTabWidget>
#include <QTableView>
#include <QTreeWidget>
#include <QUndoStack>
#include <QVBoxLayout>
#include <QValidator>

#include <algorithm>
#include <functional>

namespace rd::ui {

namespace {

using Acceptor = std::function<bool(const QString &)>;
using UndoStep = std::function<void()>;

// Text the model will take is Acceptable; anything else stays editable but is not committed.
class EntryValidator : public QValidator {
public:
    EntryValidator(Acceptor accept, QObject *parent)
        : QValidator(parent)
        , m_accept(std::move(accept))
    {
    }

    State validate(QString &input, int &) const override
    {
        return m_accept(input) ? Acceptable : Intermediate;
    }

private:
    Acceptor m_accept;
};

// Cell editors that keep text the model would reject open (shown in red); Enter commits and
// moves on like Tab; undo takes back the typing, and once there is none closes the cell and
// undoes the last step of the draft.
class EntryDelegate : public QStyledItemDelegate {
public:
    EntryDelegate(Acceptor accept, UndoStep undo, QObject *parent)
        : QStyledItemDelegate(parent)
        , m_accept(std::move(accept))
        , m_undo(std::move(undo))
    {
    }

    QWidget *createEditor(QWidget *parent, const QStyleOptionViewItem &option,
        const QModelIndex &index) const override
    {
        QWidget *editor = QStyledItemDelegate::createEditor(parent, option, index);
        if (auto *line = qobject_cast<QLineEdit *>(editor)) {
            line->setValidator(new EntryValidator(m_accept, line));
            const QPalette normal = line->palette();
            QObject::connect(line, &QLineEdit::textChanged, line, [line, normal] {
                QPalette palette = normal;
                if (!line->hasAcceptableInput())
                    palette.setColor(QPalette::Text, StatePalette::text(State::Error, normal));
                line->setPalette(palette);
            });
        }
        return editor;
    }

protected:
    bool eventFilter(QObject *object, QEvent *event) override
    {
        auto *line = qobject_cast<QLineEdit *>(object);
        if (line && event->type() == QEvent::KeyPress) {
            if (static_cast<QKeyEvent *>(event)->matches(QKeySequence::Undo)
                && !line->isUndoAvailable()) {
                emit closeEditor(line, NoHint);
                m_undo();
                return true;
            }
            const int key = static_cast<QKeyEvent *>(event)->key();
            if (key == Qt::Key_Return || key == Qt::Key_Enter || key == Qt::Key_Tab
                || key == Qt::Key_Backtab) {
                if (line->hasAcceptableInput() && entered(line))
                    emit closeEditor(
                        line, key == Qt::Key_Backtab ? EditPreviousItem : EditNextItem);
                return true;
            }
            // Up and Down always, Left and Right at the ends of the text, leave the cell like
            // in a spreadsheet: what was typed is entered when it can be.
            const bool leaves = key == Qt::Key_Up || key == Qt::Key_Down
                || (key == Qt::Key_Left && line->cursorPosition() == 0 && !line->hasSelectedText())
                || (key == Qt::Key_Right && line->cursorPosition() == line->text().size()
                    && !line->hasSelectedText());
            auto *view = qobject_cast<QAbstractItemView *>(parent());
            if (leaves && view && (line->text().isEmpty() || line->hasAcceptableInput())) {
                if (!line->text().isEmpty() && !entered(line))
                    return true;
                emit closeEditor(line, NoHint);
                QKeyEvent move(QEvent::KeyPress, key, Qt::NoModifier);
                QCoreApplication::sendEvent(view, &move);
                return true;
            }
        }
        return QStyledItemDelegate::eventFilter(object, event);
    }

public:
    void setModelData(
        QWidget *editor, QAbstractItemModel *model, const QModelIndex &index) const override
    {
        m_refusedEditor = nullptr;
        m_entering = true;
        QStyledItemDelegate::setModelData(editor, model, index);
        m_entering = false;
        if (m_refused) {
            m_refused = false;
            m_refusedEditor = editor;
            m_refusedText = qobject_cast<QLineEdit *>(editor)
                ? static_cast<QLineEdit *>(editor)->text()
                : QString();
            m_refusedAt = index;
        }
    }

    // The entry being entered was refused by the model (the cell's own problem, e.g. a player
    // paired with himself): its cell stays open with the text, for the director to put right.
    void refuse()
    {
        if (m_entering)
            m_refused = true;
    }

    // The cell editor still holds the text the model refused: closing it would lose that text.
    bool holdsRefusedText(QWidget *editor) const
    {
        auto *line = qobject_cast<QLineEdit *>(editor);
        return line && editor == m_refusedEditor && line->text() == m_refusedText;
    }
    QModelIndex refusedCell() const { return m_refusedAt; }

private:
    // Enters the text of `line`; false when it was refused.
    bool entered(QLineEdit *line)
    {
        emit commitData(line);
        if (!holdsRefusedText(line))
            return true;
        line->selectAll();
        return false;
    }

    Acceptor m_accept;
    UndoStep m_undo;
    mutable bool m_entering = false;
    mutable bool m_refused = false;
    mutable QPointer<QWidget> m_refusedEditor;
    mutable QString m_refusedText;
    mutable QPersistentModelIndex m_refusedAt;
};

// A table for keyboard entry: typing starts editing, Tab and Enter go to the next editable
// cell (row after row), Delete clears a cell.
class EntryView : public QTableView {
public:
    EntryView(Acceptor accept, UndoStep undo, QWidget *parent)
        : QTableView(parent)
    {
        m_delegate = new EntryDelegate(std::move(accept), std::move(undo), this);
        setItemDelegate(m_delegate);
        setEditTriggers(AnyKeyPressed | EditKeyPressed | DoubleClicked);
        setSelectionMode(SingleSelection);
        setTabKeyNavigation(true);
    }

    EntryDelegate *entryDelegate() const { return m_delegate; }

    // An entry the model refused stays in its own open cell with its text, for the rule of rating
    // to find it there (checks::typedCellsOf); only Escape, which takes the typing back, or a
    // text changed closes it. The cursor, moved to another cell meanwhile, goes back into it.
    void closeEditor(QWidget *editor, QAbstractItemDelegate::EndEditHint hint) override
    {
        if (hint == QAbstractItemDelegate::RevertModelCache
            || !m_delegate->holdsRefusedText(editor)) {
            QTableView::closeEditor(editor, hint);
            return;
        }
        if (!hasFocus())
            return;
        QMetaObject::invokeMethod(
            this,
            [this, line = QPointer<QLineEdit>(qobject_cast<QLineEdit *>(editor))] {
                if (!line || !m_delegate->refusedCell().isValid())
                    return;
                setCurrentIndex(m_delegate->refusedCell());
                line->setFocus();
                line->selectAll();
            },
            Qt::QueuedConnection);
    }

    // The text of an open cell editor is entered as Enter would enter it, when it can be.
    void enterTyped()
    {
        auto *line = state() == EditingState
            ? qobject_cast<QLineEdit *>(indexWidget(currentIndex()))
            : nullptr;
        if (line && line->hasAcceptableInput()) {
            // As the cell's delegate says it on Enter, so that whoever follows the cell hears it.
            emit itemDelegate()->commitData(line);
            emit itemDelegate()->closeEditor(line, QAbstractItemDelegate::NoHint);
        }
    }

protected:
    QModelIndex moveCursor(CursorAction action, Qt::KeyboardModifiers modifiers) override
    {
        const QModelIndex current = currentIndex();
        if ((action != MoveNext && action != MovePrevious) || !current.isValid())
            return QTableView::moveCursor(action, modifiers);
        const int columns = model()->columnCount();
        const int cells = model()->rowCount() * columns;
        const int step = action == MoveNext ? 1 : -1;
        for (int cell = current.row() * columns + current.column() + step;
             cell >= 0 && cell < cells; cell += step) {
            const QModelIndex candidate = model()->index(cell / columns, cell % columns);
            // A round after the last one planned is not reached by moving on.
            if ((candidate.flags() & Qt::ItemIsEditable)
                && !candidate.data(CrosstableModel::kAfterPlanRole).toBool())
                return candidate;
        }
        return {};
    }

    void keyPressEvent(QKeyEvent *event) override
    {
        if (state() != EditingState && currentIndex().isValid()
            && editTriggers() != NoEditTriggers) {
            const int key = event->key();
            if (key == Qt::Key_Return || key == Qt::Key_Enter) {
                const QModelIndex next = moveCursor(MoveNext, event->modifiers());
                if (next.isValid())
                    setCurrentIndex(next);
                return;
            }
            if (key == Qt::Key_Delete && (currentIndex().flags() & Qt::ItemIsEditable)) {
                model()->setData(currentIndex(), QString());
                return;
            }
        }
        QTableView::keyPressEvent(event);
    }

private:
    EntryDelegate *m_delegate;
};

QLabel *hintLabel(const QString &text, QWidget *parent)
{
    auto *label = new QLabel(text, parent);
    label->setWordWrap(true);
    QPalette palette = label->palette();
    palette.setColor(QPalette::WindowText, palette.color(QPalette::PlaceholderText));
    label->setPalette(palette);
    return label;
}

} // namespace

ChessEventEditor::ChessEventEditor(EventDraft &draft, QWidget *parent)
    : EventEditor(parent)
    , m_draft(draft)
    , m_crosstable(new CrosstableModel(draft, this))
    , m_pairings(new PairingModel(draft, this))
{
    m_tabs = new QTabWidget(this);
    m_tabs->addTab(createCrosstableTab(), tr("&Crosstable"));
    m_tabs->addTab(createPairingTab(), tr("&Pairings"));

    auto *splitter = new QSplitter(Qt::Horizontal, this);
    splitter->addWidget(createPlayersBox());
    splitter->addWidget(m_tabs);
    splitter->setStretchFactor(1, 1);
    splitter->setSizes({ 260, 740 });
    splitter->setObjectName(QStringLiteral("chessPlayersSplitter"));
    LayoutMemory::keep(splitter);

    // Why an entry was not taken, in the user's words; gone with the next change.
    m_message = messageLabel(QStringLiteral("editorMessage"), this);
    StatePalette::setTextState(m_message, State::Error);
    connect(&m_draft, &EventDraft::changed, m_message, &QLabel::clear);
    connect(
        m_crosstable, &CrosstableModel::entryRefused, this, [this](const edit::Problem &problem) {
            m_message->setText(problem.message);
            static_cast<EntryView *>(m_crosstableView)->entryDelegate()->refuse();
        });
    connect(m_crosstable, &CrosstableModel::entryConflicts, this, &ChessEventEditor::askToReplace);

    auto *layout = new QVBoxLayout(this);
    layout->addWidget(createEventBox());
    layout->addWidget(splitter, 1);
    layout->addWidget(m_message);

    // Tab in reading order: the event, the players, then the crosstable, the standings and the
    // problems.
    const QList<QWidget *> chain { m_name, m_startDate->lineEdit(), m_endDate->lineEdit(), m_system,
        m_ruleSet, m_uscfSystem, m_dualRated, m_players, m_addPlayer, m_removePlayer,
        m_crosstableView, m_standingsView, m_problems->list() };
    for (qsizetype i = 1; i < chain.size(); ++i)
        setTabOrder(chain[i - 1], chain[i]);

    connect(&m_draft, &EventDraft::changed, this, &ChessEventEditor::updateFromDraft);
    connect(&m_draft, &EventDraft::readOnlyChanged, this, &ChessEventEditor::showReadOnly);
    updateFromDraft();
    showReadOnly(m_draft.isReadOnly());
}

// The cells' editors close as the editor goes: what they leave unfinished is nothing to show.
ChessEventEditor::~ChessEventEditor()
{
    if (m_unfinished)
        disconnect(m_unfinished, nullptr, this, nullptr);
}

QWidget *ChessEventEditor::createEventBox()
{
    auto *box = new QGroupBox(tr("Event"), this);

    m_name = new QLineEdit(box);
    m_name->setObjectName(QStringLiteral("eventName"));
    connect(m_name, &QLineEdit::editingFinished, this, &ChessEventEditor::setEventName);

    const EventDateFields dates = eventDateFields(box);
    m_startDate = dates.start;
    m_endDate = dates.end;
    for (DateField *field : { m_startDate, m_endDate })
        connect(field, &DateField::dateChanged, this, &ChessEventEditor::setDates);

    m_system = new QComboBox(box);
    m_system->setObjectName(QStringLiteral("system"));
    for (RatingSystem system : { RatingSystem::Dwz, RatingSystem::Uscf })
        m_system->addItem(
            report::DisplayNames::system(system), QString::fromStdString(toString(system)));
    connect(m_system, &QComboBox::activated, this, &ChessEventEditor::setSystem);

    m_ruleSet = new QComboBox(box);
    m_ruleSet->setObjectName(QStringLiteral("ruleSet"));
    m_ruleSet->setSizeAdjustPolicy(QComboBox::AdjustToContents);
    m_ruleSet->setToolTip(tr("The rule set marked as default follows the end date; "
                             "any other stays as chosen."));
    connect(m_ruleSet, &QComboBox::activated, this, &ChessEventEditor::setRuleSet);

    m_uscfRow = new QWidget(box);
    m_uscfSystem = new QComboBox(m_uscfRow);
    m_uscfSystem->setObjectName(QStringLiteral("uscfSystem"));
    m_uscfSystem->addItem(tr("Regular"), static_cast<int>(UscfSystem::Regular));
    m_uscfSystem->addItem(tr("Quick"), static_cast<int>(UscfSystem::Quick));
    m_uscfSystem->addItem(tr("Blitz"), static_cast<int>(UscfSystem::Blitz));
    connect(m_uscfSystem, &QComboBox::activated, this, &ChessEventEditor::setUscfSystem);
    m_dualRated = new QCheckBox(tr("Dual &rated"), m_uscfRow);
    m_dualRated->setObjectName(QStringLiteral("dualRated"));
    connect(m_dualRated, &QCheckBox::clicked, this, &ChessEventEditor::setDualRated);
    auto *uscfLayout = new QHBoxLayout(m_uscfRow);
    uscfLayout->setContentsMargins(0, 0, 0, 0);
    uscfLayout->addWidget(m_uscfSystem);
    uscfLayout->addWidget(m_dualRated);

    const auto label = [box](const QString &text, QWidget *buddy) {
        auto *l = new QLabel(text, box);
        l->setBuddy(buddy);
        return l;
    };
    m_uscfLabel = label(tr("US Chess:"), m_uscfSystem);

    // The name on its own line; dates, system and rule set below it, left aligned.
    auto *details = new QHBoxLayout;
    details->addWidget(m_startDate);
    details->addSpacing(12);
    details->addWidget(label(tr("&Last day:"), m_endDate->lineEdit()));
    details->addWidget(m_endDate);
    details->addSpacing(12);
    details->addWidget(label(tr("S&ystem:"), m_system));
    details->addWidget(m_system);
    details->addSpacing(12);
    details->addWidget(label(tr("R&ule set:"), m_ruleSet));
    details->addWidget(m_ruleSet);
    details->addStretch();

    auto *grid = new QGridLayout(box);
    grid->addWidget(label(tr("&Name:"), m_name), 0, 0);
    grid->addWidget(m_name, 0, 1);
    grid->addWidget(label(tr("&Start:"), m_startDate->lineEdit()), 1, 0);
    grid->addLayout(details, 1, 1);
    // What is wrong with the dates, in words, under them; hidden while they are right.
    m_dateProblem = messageLabel(QStringLiteral("dateProblem"), box);
    m_dateProblem->hide();
    grid->addWidget(m_dateProblem, 2, 1);
    // US Chess only: a line of its own, so that the window stays usable at 1280 pixels.
    grid->addWidget(m_uscfLabel, 3, 0);
    grid->addWidget(m_uscfRow, 3, 1, Qt::AlignLeft);
    return box;
}

QWidget *ChessEventEditor::createPlayersBox()
{
    auto *box = new QGroupBox(tr("Players"), this);

    m_players = new QTreeWidget(box);
    m_players->setObjectName(QStringLiteral("players"));
    m_players->setColumnCount(3);
    // The year of birth tells namesakes apart; it is shown only for them.
    m_players->setHeaderLabels({ tr("No."), tr("Name"), tr("Born") });
    m_players->setRootIsDecorated(false);
    m_players->setUniformRowHeights(true);
    m_players->setEditTriggers(
        QAbstractItemView::DoubleClicked | QAbstractItemView::EditKeyPressed);
    m_players->header()->setSectionResizeMode(0, QHeaderView::ResizeToContents);
    m_players->header()->setSectionResizeMode(2, QHeaderView::ResizeToContents);
    m_players->header()->setStretchLastSection(false);
    m_players->header()->setSectionResizeMode(1, QHeaderView::Stretch);
    connect(m_players, &QTreeWidget::itemChanged, this, &ChessEventEditor::renamePlayer);

    m_registryPlayers = new RegistryPlayers(this);
    auto *completer = new PlayerCompleter(m_registryPlayers, this);
    m_completer = completer;
    connect(completer, qOverload<const QModelIndex &>(&QCompleter::activated), this,
        &ChessEventEditor::addSuggestion);

    m_addPlayer = new QLineEdit(box);
    m_addPlayer->setObjectName(QStringLiteral("addPlayer"));
    m_addPlayer->setPlaceholderText(tr("Add player: type a name, Enter"));
    m_addPlayer->setToolTip(
        tr("Type a name, a club or an id and choose the player with the arrow keys and Enter: "
           "from the list of players or, marked so, from the loaded rating lists. A name that "
           "neither has is a new player."));
    m_addPlayer->setCompleter(completer);
    connect(m_addPlayer, &QLineEdit::returnPressed, this, &ChessEventEditor::addPlayer);
    connect(m_addPlayer, &QLineEdit::textEdited, this, &ChessEventEditor::offerListEntries);

    m_removePlayer = new QPushButton(tr("Re&move player"), box);
    m_removePlayer->setObjectName(QStringLiteral("removePlayer"));
    m_removePlayer->setEnabled(false);
    connect(m_removePlayer, &QPushButton::clicked, this, &ChessEventEditor::removeSelectedPlayer);
    connect(m_players, &QTreeWidget::itemSelectionChanged, this,
        [this] { m_removePlayer->setEnabled(!m_players->selectedItems().isEmpty()); });

    auto *layout = new QVBoxLayout(box);
    layout->addWidget(m_players, 1);
    layout->addWidget(m_addPlayer);
    layout->addWidget(m_removePlayer, 0, Qt::AlignRight);
    return box;
}

QWidget *ChessEventEditor::createCrosstableTab()
{
    auto *tab = new QWidget(this);
    m_crosstableView = new EntryView(
        [](const QString &text) { return edit::parseCrosstableEntry(text).has_value(); },
        [this] { m_draft.undoStack()->undo(); }, tab);
    m_crosstableView->setObjectName(QStringLiteral("crosstableView"));
    m_crosstableView->setModel(m_crosstable);
    m_crosstableView->verticalHeader()->hide();
    m_crosstableView->setAlternatingRowColors(true);
    m_crosstableView->verticalHeader()->setDefaultSectionSize(
        m_crosstableView->fontMetrics().height() + 10);
    QHeaderView *header = m_crosstableView->horizontalHeader();
    header->setMinimumSectionSize(24);
    header->setDefaultSectionSize(
        m_crosstableView->fontMetrics().horizontalAdvance(QStringLiteral("000w\u00bd")) + 18);
    header->setSectionResizeMode(CrosstableModel::NumberColumn, QHeaderView::ResizeToContents);
    header->setSectionResizeMode(CrosstableModel::NameColumn, QHeaderView::ResizeToContents);

    m_withoutRound = new QLabel(tab);
    m_withoutRound->setObjectName(QStringLiteral("withoutRound"));

    m_problems = new ProblemsPanel(tab);
    connect(m_problems, &ProblemsPanel::problemChosen, this, &ChessEventEditor::showPlace);
    // Beside the crosstable: the standings as results are typed, after the round chosen, and
    // the problems.
    auto *standings = new QWidget(tab);
    m_standingsView = createStandingsView(m_draft, standings);
    auto *round = new StandingsRoundChoice(
        *qobject_cast<StandingsModel *>(m_standingsView->model()), standings);
    auto *roundLabel = new QLabel(tr("Stan&dings after:"), standings);
    roundLabel->setBuddy(round);
    auto *roundRow = new QHBoxLayout;
    roundRow->addWidget(roundLabel);
    roundRow->addWidget(round);
    roundRow->addStretch(1);
    auto *standingsLayout = new QVBoxLayout(standings);
    standingsLayout->setContentsMargins(0, 0, 0, 0);
    standingsLayout->addLayout(roundRow);
    standingsLayout->addWidget(m_standingsView, 1);
    standingsLayout->addWidget(createStandingsNotes(*m_standingsView, standings));
    auto *side = LayoutMemory::keptSplitter(Qt::Vertical, QStringLiteral("standingsSplitter"),
        { { standings, 2 }, { m_problems, 1 } }, tab);
    // Room for rank, name, points and the first tie-breaks beside the crosstable.
    auto *split = LayoutMemory::keptSplitter(Qt::Horizontal, QStringLiteral("crosstableSplitter"),
        { { m_crosstableView, 3 }, { side, 2 } }, tab);
    LayoutMemory::keepColumnWidths(header, QStringLiteral("crosstableColumns"));
    // Number and name stay beside the rounds however far they scroll.
    new FrozenColumns(m_crosstableView, CrosstableModel::FirstRoundColumn);

    auto *layout = new QVBoxLayout(tab);
    layout->addWidget(hintLabel(tr("Type each result from the row's side: opponent, colour, score "
                                   "(5w1, 12b\u00bd, 3b=, 7w+ forfeit win, 7w- forfeit loss, "
                                   "bye). Enter, Tab or the arrows move on, Delete clears a cell."),
        tab));
    layout->addWidget(split, 1);
    layout->addWidget(m_withoutRound);
    return tab;
}

QWidget *ChessEventEditor::createPairingTab()
{
    auto *tab = new QWidget(this);
    m_round = new NumberField(tr("Round"), edit::NumberRule { 1, 1, 0, true }, tab);
    m_round->setObjectName(QStringLiteral("round"));
    m_round->setValue(1);
    connect(m_round, &QLineEdit::textChanged, this, [this] {
        if (const auto round = m_round->wholeValue())
            m_pairings->setRound(*round);
    });

    m_pairingView
        = new EntryView([](const QString &text) { return parsePairingResult(text).has_value(); },
            [this] { m_draft.undoStack()->undo(); }, tab);
    m_pairingView->setObjectName(QStringLiteral("pairingView"));
    m_pairingView->setModel(m_pairings);
    m_pairingView->setAlternatingRowColors(true);
    m_pairingView->verticalHeader()->setDefaultSectionSize(
        m_pairingView->fontMetrics().height() + 10);
    QHeaderView *header = m_pairingView->horizontalHeader();
    header->setSectionResizeMode(PairingModel::WhiteColumn, QHeaderView::Stretch);
    header->setSectionResizeMode(PairingModel::BlackColumn, QHeaderView::Stretch);
    header->setSectionResizeMode(PairingModel::ResultColumn, QHeaderView::Fixed);
    header->resizeSection(PairingModel::ResultColumn,
        m_pairingView->fontMetrics().horizontalAdvance(tr("Result")) + 48);

    auto *roundLabel = new QLabel(tr("R&ound:"), tab);
    roundLabel->setBuddy(m_round);
    auto *roundRow = new QHBoxLayout;
    roundRow->addWidget(roundLabel);
    roundRow->addWidget(m_round);
    roundRow->addWidget(
        hintLabel(tr("Results: 1-0, 0-1, \u00bd-\u00bd or =, forfeits +--, --+, ---. "
                     "Enter moves to the next board."),
            tab),
        1);

    auto *layout = new QVBoxLayout(tab);
    layout->addLayout(roundRow);
    layout->addWidget(m_pairingView, 1);
    return tab;
}

void ChessEventEditor::focusFirstField()
{
    m_name->setFocus();
    m_name->selectAll();
}

void ChessEventEditor::followUnfinishedEntries(const UnfinishedEntries *entries)
{
    m_unfinished = entries;
    connect(entries, &UnfinishedEntries::changed, this, &ChessEventEditor::showProblems);
    showProblems();
}

// The text being typed into a cell comes first: it is where the director is.
void ChessEventEditor::showProblems()
{
    std::vector<edit::Problem> problems;
    if (m_unfinished) {
        for (const checks::TypedCell &cell : checks::typedCellsOf(m_unfinished->entries())) {
            if (const auto problem = edit::unreadableEntry(
                    m_draft.event(), cell.place.startNumber, cell.place.round, cell.text))
                problems.push_back(*problem);
        }
    }
    const std::vector<edit::Problem> &others = m_crosstable->problems();
    problems.insert(problems.end(), others.begin(), others.end());
    m_problems->setProblems(problems);
}

// A rated event is shown as it is: every field stays readable and can be copied, nothing edits.
void ChessEventEditor::showReadOnly(bool readOnly)
{
    m_name->setReadOnly(readOnly);
    for (DateField *field : { m_startDate, m_endDate })
        field->setReadOnly(readOnly);
    for (QWidget *field : std::initializer_list<QWidget *> {
             m_system, m_ruleSet, m_uscfSystem, m_dualRated, m_addPlayer, m_removePlayer })
        field->setEnabled(!readOnly);
    m_players->setEditTriggers(readOnly
            ? QAbstractItemView::NoEditTriggers
            : QAbstractItemView::DoubleClicked | QAbstractItemView::EditKeyPressed);
    const auto entryTriggers = readOnly ? QAbstractItemView::NoEditTriggers
                                        : QAbstractItemView::AnyKeyPressed
            | QAbstractItemView::EditKeyPressed | QAbstractItemView::DoubleClicked;
    m_crosstableView->setEditTriggers(entryTriggers);
    m_pairingView->setEditTriggers(entryTriggers);
}

void ChessEventEditor::setRegistryPlayers(const std::vector<model::PlayerSummary> &players)
{
    m_registry = players;
    m_registryPlayers->setPlayers(players);
    updatePlayers();
}

void ChessEventEditor::setRegistry(Registry registry)
{
    m_registryAccess = std::move(registry);
}

// The rating lists' entries for the text typed so far join the suggestions; the popup is shown
// again, since they come after the completer has looked at the text.
void ChessEventEditor::offerListEntries(const QString &text)
{
    if (!m_registryAccess.searchLists)
        return;
    const QString typed = text.trimmed();
    m_registryPlayers->setListEntries(typed.size() < kListSearchLength
            ? std::vector<model::ListedMatch> {}
            : m_registryAccess.searchLists(typed));
    if (!typed.isEmpty() && m_addPlayer->hasFocus())
        m_completer->complete();
}

void ChessEventEditor::updateFromDraft()
{
    const EventInput &event = m_draft.event();
    const QSignalBlocker blockName(m_name);
    const QSignalBlocker blockSystem(m_system);
    const QSignalBlocker blockUscf(m_uscfSystem);
    const QSignalBlocker blockDual(m_dualRated);
    const QSignalBlocker blockRound(m_round);

    const QString name = QString::fromStdString(event.event.name);
    if (m_name->text() != name)
        m_name->setText(name);
    m_endDate->followDate(toQDate(event.event.endDate));
    m_startDate->followDate(event.event.startDate ? toQDate(*event.event.startDate) : QDate());
    showDateProblem(m_dateProblem, event);
    m_system->setCurrentIndex(m_system->findData(QString::fromStdString(toString(event.system))));
    updateRuleSets();

    const bool uscf = event.system == RatingSystem::Uscf;
    m_uscfLabel->setVisible(uscf);
    m_uscfRow->setVisible(uscf);
    m_uscfSystem->setCurrentIndex(
        m_uscfSystem->findData(static_cast<int>(event.event.uscf.system)));
    m_dualRated->setChecked(event.event.uscf.dualRated);

    updatePlayers();
    showProblems();

    m_round->setRange(1, std::max(1, m_crosstable->rounds()));
    const int withoutRound = m_crosstable->gamesWithoutRound();
    m_withoutRound->setVisible(withoutRound > 0);
    m_withoutRound->setText(
        tr("%n game(s) without a round number count for the points but have no cell.", nullptr,
            withoutRound));
}

void ChessEventEditor::updatePlayers()
{
    // Items are changed in place: a rename arrives while its item is being edited.
    const QSignalBlocker blocker(m_players);
    const auto &players = m_draft.event().players;
    const int count = static_cast<int>(players.size());
    while (m_players->topLevelItemCount() > count)
        delete m_players->takeTopLevelItem(m_players->topLevelItemCount() - 1);
    while (m_players->topLevelItemCount() < count) {
        auto *item = new QTreeWidgetItem(m_players);
        item->setFlags(item->flags() | Qt::ItemIsEditable);
        item->setTextAlignment(0, Qt::AlignRight | Qt::AlignVCenter);
    }
    for (int i = 0; i < count; ++i) {
        const PlayerInput &player = players[static_cast<std::size_t>(i)];
        QTreeWidgetItem *item = m_players->topLevelItem(i);
        item->setText(0, QString::number(i + 1));
        item->setText(1, QString::fromStdString(player.name));
        item->setText(2, hasNamesake(player) ? birthYearText(player) : QString());
    }
}

// Another player of the event, or another registry player, with his name (model::sameName).
bool ChessEventEditor::hasNamesake(const PlayerInput &player) const
{
    const QString name = QString::fromStdString(player.name);
    for (const PlayerInput &other : m_draft.event().players) {
        if (other.id != player.id && model::sameName(QString::fromStdString(other.name), name))
            return true;
    }
    return std::any_of(m_registry.begin(), m_registry.end(), [&](const auto &listed) {
        return listed.id != player.registryId.value_or(0) && model::sameName(listed.name, name);
    });
}

// The birth year the event gives, or the one of the registry player he was picked as.
QString ChessEventEditor::birthYearText(const PlayerInput &player) const
{
    std::optional<int> year = player.knownBirthYear();
    for (const model::PlayerSummary &listed : m_registry) {
        if (!year && player.registryId && listed.id == *player.registryId)
            year = listed.birthDate ? std::optional(listed.birthDate->year) : listed.birthYear;
    }
    return year ? QString::number(*year) : tr("not known");
}

void ChessEventEditor::updateRuleSets()
{
    const EventInput &event = m_draft.event();
    const QSignalBlocker blocker(m_ruleSet);
    const std::string &fallback = defaultRuleSet(event.system, event.event.endDate).name;
    m_ruleSet->clear();
    for (const auto &ruleSet : ruleSets()) {
        if (ruleSet.system != event.system)
            continue;
        const QString name = QString::fromStdString(ruleSet.name);
        const QString title = report::DisplayNames::ruleSet(ruleSet.name);
        m_ruleSet->addItem(ruleSet.name == fallback ? tr("%1 (default)").arg(title) : title, name);
        m_ruleSet->setItemData(
            m_ruleSet->count() - 1, QString::fromStdString(ruleSet.description), Qt::ToolTipRole);
    }
    m_ruleSet->setCurrentIndex(m_ruleSet->findData(QString::fromStdString(event.ruleset)));
}

void ChessEventEditor::setEventName()
{
    const std::string name = m_name->text().trimmed().toStdString();
    m_draft.apply(tr("Event name"), [&](EventInput &e) { e.event.name = name; });
}

// Both dates as the fields show them; an end before the start is refused with a message.
void ChessEventEditor::setDates()
{
    const auto end = m_endDate->date();
    if (!end)
        return;
    const auto start = m_startDate->date();
    apply([&](edit::ChessEventEdit &edit) {
        return edit.setDates(start ? std::optional(toDate(*start)) : std::nullopt, toDate(*end));
    });
}

void ChessEventEditor::setSystem()
{
    const auto system = parseRatingSystem(m_system->currentData().toString().toStdString());
    if (!system)
        return;
    m_draft.apply(tr("Rating system %1").arg(m_system->currentText()), [&](EventInput &e) {
        if (e.system == *system)
            return;
        e.system = *system;
        e.ruleset = defaultRuleSet(*system, e.event.endDate).name;
    });
}

void ChessEventEditor::setRuleSet()
{
    const std::string name = m_ruleSet->currentData().toString().toStdString();
    m_draft.apply(tr("Rule set %1").arg(QString::fromStdString(name)),
        [&](EventInput &e) { e.ruleset = name; });
}

void ChessEventEditor::setUscfSystem()
{
    const auto system = static_cast<UscfSystem>(m_uscfSystem->currentData().toInt());
    m_draft.apply(tr("US Chess system %1").arg(m_uscfSystem->currentText()),
        [&](EventInput &e) { e.event.uscf.system = system; });
}

void ChessEventEditor::setDualRated()
{
    const bool dual = m_dualRated->isChecked();
    m_draft.apply(dual ? tr("Dual rated") : tr("Not dual rated"),
        [&](EventInput &e) { e.event.uscf.dualRated = dual; });
}

// An entry that contradicts another cell: asked once the cell editor has closed, applied only
// when the director says so.
void ChessEventEditor::askToReplace(
    const QModelIndex &index, const QString &text, const edit::Problem &problem)
{
    const QPersistentModelIndex cell(index);
    QMetaObject::invokeMethod(
        this,
        [this, cell, text, problem] {
            m_message->setText(problem.message);
            // A round after the rounds planned is begun only when the director says so.
            const bool newRound = problem.location.field == QLatin1String("rounds_planned");
            const auto answer = newRound
                ? QMessageBox::question(this, tr("Round after the rounds planned"),
                    tr("%1\n\nBegin round %2 with \"%3\"?")
                        .arg(problem.message)
                        .arg(problem.location.round)
                        .arg(text),
                    QMessageBox::Yes | QMessageBox::No, QMessageBox::No)
                : QMessageBox::question(this, tr("Contradicting entry"),
                    tr("%1\n\nReplace that with \"%2\"?").arg(problem.message, text));
            if (answer == QMessageBox::Yes && cell.isValid())
                m_crosstable->enterResult(cell, text, edit::Resolution::Replace);
        },
        Qt::QueuedConnection);
}

// Runs an operation of the engine on the draft; a refusal is shown and false returned.
bool ChessEventEditor::apply(
    const std::function<edit::EditResult(edit::ChessEventEdit &)> &operation)
{
    const edit::EditResult result = m_draft.apply([&](EventInput &event) {
        edit::ChessEventEdit edit(event);
        return operation(edit);
    });
    if (!result.applied())
        m_message->setText(result.problem.message);
    return result.applied();
}

// Enter on a suggestion is the completer's (addRegistryPlayer). A typed name that the registry
// has is that player, or, with namesakes, one of them to be chosen from the suggestions; only a
// name the registry does not have is a new player.
void ChessEventEditor::addPlayer()
{
    if (m_completer->popup()->isVisible() && m_completer->popup()->currentIndex().isValid())
        return;
    // The one suggestion shown is the player meant.
    if (const QModelIndex only = soleSuggestion(*m_completer); only.isValid()) {
        addSuggestion(only);
        return;
    }
    const QString name = m_addPlayer->text().trimmed();
    if (name.isEmpty())
        return;
    QString namesakes;
    if (const auto row = m_registryPlayers->typedPlayer(name, namesakes)) {
        addSuggestion(m_registryPlayers->index(*row, 0));
        return;
    }
    if (!namesakes.isEmpty()) {
        m_message->setText(namesakes);
        return;
    }
    addNewPlayer(name);
}

// A registry player is added as he is; a rating list's entry first becomes a registry player.
void ChessEventEditor::addSuggestion(const QModelIndex &suggestion)
{
    if (const auto entry = m_registryPlayers->listEntry(suggestion)) {
        // Once the completer is done with the key that chose him: a question may be asked.
        QMetaObject::invokeMethod(
            this, [this, entry] { addListEntry(*entry); }, Qt::QueuedConnection);
        return;
    }
    addRegistryPlayer(suggestion);
}

// A rating list's entry becomes a registry player with what the list says of him and is added
// to the event. When the registry has someone who looks like him without his ids
// (model::likelyDuplicatesAmong), the director says whether that is he, so that nobody is in the
// registry twice.
void ChessEventEditor::addListEntry(const model::ListedMatch &entry)
{
    m_completer->popup()->hide();
    const model::PlayerDetails listed = model::listedPlayerDetails(entry);
    const std::vector<model::PlayerSummary> lookalikes
        = model::likelyDuplicatesAmong(listed, m_registry);
    if (!lookalikes.empty()) {
        QStringList labels;
        for (const model::PlayerSummary &other : lookalikes)
            labels << registryPlayerLabel(other);
        // The registry player named first is the default: Enter adds nobody twice.
        QMessageBox question(QMessageBox::Question, tr("Player from the rating list"),
            tr("From the rating list: %1.\n\nThe list of players already has %2. Is that the "
               "same player?")
                .arg(listEntryLabel(entry), labels.join(QStringLiteral("; "))),
            QMessageBox::NoButton, this);
        std::vector<std::pair<QPushButton *, const model::PlayerSummary *>> takes;
        for (const model::PlayerSummary &other : lookalikes)
            takes.emplace_back(question.addButton(tr("Take %1").arg(registryPlayerLabel(other)),
                                   QMessageBox::AcceptRole),
                &other);
        QPushButton *newPlayer
            = question.addButton(tr("Add as a new player"), QMessageBox::ActionRole);
        question.addButton(QMessageBox::Cancel);
        question.setDefaultButton(takes.front().first);
        question.exec();
        m_addPlayer->setFocus();
        for (const auto &[button, other] : takes) {
            if (question.clickedButton() == button) {
                const QString name = other->name;
                const qint64 takenId = other->id;
                if (apply(
                        [&](edit::ChessEventEdit &edit) { return edit.addPlayer(name, takenId); }))
                    m_addPlayer->clear();
                return;
            }
        }
        if (question.clickedButton() != newPlayer)
            return;
    }
    const std::optional<qint64> id = m_registryAccess.registerListEntry
        ? m_registryAccess.registerListEntry(entry)
        : std::nullopt;
    // Not written: the reason is shown where the workspace shows what failed.
    if (!id)
        return;
    if (apply([&](edit::ChessEventEdit &edit) { return edit.addPlayer(listed.name, *id); }))
        m_addPlayer->clear();
}

// A name the registry does not have is a new player only when the director says so and gives
// what the rules need of him; a registry player who looks like him may be taken instead.
void ChessEventEditor::addNewPlayer(const QString &name)
{
    m_completer->popup()->hide();
    NewPlayerDialog dialog(name, m_draft.event().system, m_registry, this);
    const int outcome = dialog.exec();
    m_addPlayer->setFocus();
    if (outcome == NewPlayerDialog::TakeListed) {
        for (int row = 0; row < m_registryPlayers->rowCount(); ++row) {
            const QModelIndex index = m_registryPlayers->index(row, 0);
            if (index.data(RegistryPlayers::kIdRole).toLongLong() == *dialog.listedPlayer())
                addRegistryPlayer(index);
        }
        return;
    }
    // Cancelled, or a refused name: the name stays in the field to be put right.
    if (outcome != QDialog::Accepted
        || !apply([&](edit::ChessEventEdit &edit) { return edit.addPlayer(dialog.player()); }))
        return;
    // Cleared once the completer, which sees the Enter after us, has put its choice in.
    QMetaObject::invokeMethod(m_addPlayer, &QLineEdit::clear, Qt::QueuedConnection);
}

void ChessEventEditor::addRegistryPlayer(const QModelIndex &suggestion)
{
    const QString name = suggestion.data(RegistryPlayers::kNameRole).toString();
    const qint64 id = suggestion.data(RegistryPlayers::kIdRole).toLongLong();
    if (!apply([&](edit::ChessEventEdit &edit) { return edit.addPlayer(name, id); }))
        return;
    QMetaObject::invokeMethod(m_addPlayer, &QLineEdit::clear, Qt::QueuedConnection);
}

void ChessEventEditor::removeSelectedPlayer()
{
    const QList<QTreeWidgetItem *> selected = m_players->selectedItems();
    if (selected.isEmpty())
        return;
    const int number = m_players->indexOfTopLevelItem(selected.first()) + 1;
    apply([&](edit::ChessEventEdit &edit) { return edit.removePlayer(number); });
}

void ChessEventEditor::renamePlayer(QTreeWidgetItem *item, int column)
{
    const int row = m_players->indexOfTopLevelItem(item);
    const auto &players = m_draft.event().players;
    if (column == 2) // the birth year is the registry's, not typed here
        updatePlayers();
    if (column != 1 || row < 0 || row >= static_cast<int>(players.size()))
        return;
    const QString name = item->text(1);
    if (!apply([&](edit::ChessEventEdit &edit) { return edit.renamePlayer(row + 1, name); })) {
        const QSignalBlocker blocker(m_players);
        item->setText(1, QString::fromStdString(players[static_cast<std::size_t>(row)].name));
    }
}

void ChessEventEditor::showPlace(const edit::Location &place)
{
    const QModelIndex cell = m_crosstable->indexOf(place);
    if (!cell.isValid())
        return;
    m_tabs->setCurrentIndex(0);
    // A cell still being typed into keeps its text: the cursor goes into its editor.
    if (QWidget *typing = m_crosstableView->indexWidget(cell)) {
        typing->setFocus();
        return;
    }
    m_crosstableView->setCurrentIndex(cell);
    m_crosstableView->setFocus();
}

void ChessEventEditor::enterTyped()
{
    static_cast<EntryView *>(m_crosstableView)->enterTyped();
    static_cast<EntryView *>(m_pairingView)->enterTyped();
}

void ChessEventEditor::showRefusal(const QString &sentence)
{
    m_message->setText(sentence);
}

} // namespace rd::ui
