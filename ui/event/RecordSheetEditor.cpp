#include "ui/event/RecordSheetEditor.h"

#include "desktop/RecordSheetRating.h"
#include "engine/checks/RatingReadiness.h"
#include "engine/edit/GoEventEdit.h"
#include "report/DisplayNames.h"
#include "report/EventReport.h"
#include "ui/event/EventDraft.h"
#include "ui/event/GoGameLineModel.h"
#include "ui/event/ProblemsPanel.h"
#include "ui/event/RecordSheetPanel.h"
#include "ui/players/NewPlayerDialog.h"
#include "ui/players/RegistryPlayers.h"
#include "ui/standings/StandingsModel.h"
#include "ui/widgets/DateField.h"
#include "ui/widgets/LayoutMemory.h"
#include "ui/widgets/MessageLabel.h"
#include "ui/widgets/NumberField.h"
#include "ui/widgets/QtDates.h"
#include "ui/widgets/StatePalette.h"

#include <QAbstractItemView>
#include <QAction>
#include <QComboBox>
#include <QCompleter>
#include <QDate>
#include <QDateEdit>
#include <QGridLayout>
#include <QGroupBox>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QKeyEvent>
#include <QLabel>
#include <QLineEdit>
#include <QPrintDialog>
#include <QPrinter>
#include <QPushButton>
#include <QSplitter>
#include <QStringListModel>
#include <QStyledItemDelegate>
#include <QTableView>
#include <QTableWidget>
#include <QToolBar>
#include <QVBoxLayout>

#include <algorithm>
#include <array>
#include <functional>
#include <set>
#include <tuple>
#include <utility>

namespace rd::ui {

namespace {

const QString kDateFormat = QStringLiteral("yyyy-MM-dd");

// Finds the typed text anywhere in a name, letter case aside ("thabo" finds "Dube, Thabo").
QCompleter *nameCompleter(QStringListModel *names, QObject *parent)
{
    auto *completer = new QCompleter(names, parent);
    completer->setCaseSensitivity(Qt::CaseInsensitive);
    completer->setFilterMode(Qt::MatchContains);
    return completer;
}

void fillWinners(QComboBox *combo)
{
    for (const GoWinner winner : GoGameLineModel::kWinners)
        combo->addItem(report::DisplayNames::goWinner(winner), static_cast<int>(winner));
}

void fillStatuses(QComboBox *combo)
{
    for (const GoGameStatus status : GoGameLineModel::kStatuses)
        combo->addItem(report::DisplayNames::goGameType(status), static_cast<int>(status));
}

bool isReturn(const QEvent *event)
{
    if (event->type() != QEvent::KeyPress)
        return false;
    const int key = static_cast<const QKeyEvent *>(event)->key();
    return key == Qt::Key_Return || key == Qt::Key_Enter;
}

// Editors of the lines table: player names with completion, the choices as combo boxes,
// handicap and komi as the user writes numbers, ISO dates. A number that cannot be read keeps its
// cell open with the reason, instead of being entered.
class LineDelegate : public QStyledItemDelegate {
public:
    using Refusal = std::function<void(const QString &problem)>;

    LineDelegate(QStringListModel *names, Refusal refuse, QObject *parent)
        : QStyledItemDelegate(parent)
        , m_names(names)
        , m_refuse(std::move(refuse))
    {
    }

    QWidget *createEditor(QWidget *parent, const QStyleOptionViewItem &option,
        const QModelIndex &index) const override
    {
        switch (index.column()) {
        case GoGameLineModel::White:
        case GoGameLineModel::Black: {
            auto *edit = new QLineEdit(parent);
            edit->setCompleter(nameCompleter(m_names, edit));
            return edit;
        }
        case GoGameLineModel::Handicap:
        case GoGameLineModel::Komi:
            return numberField(index.column(), parent);
        case GoGameLineModel::Winner:
        case GoGameLineModel::Status: {
            auto *combo = new QComboBox(parent);
            if (index.column() == GoGameLineModel::Winner)
                fillWinners(combo);
            else
                fillStatuses(combo);
            return combo;
        }
        case GoGameLineModel::Date: {
            auto *edit = new QDateEdit(parent);
            edit->setDisplayFormat(kDateFormat);
            return edit;
        }
        }
        return QStyledItemDelegate::createEditor(parent, option, index);
    }

    void setEditorData(QWidget *editor, const QModelIndex &index) const override
    {
        if (auto *combo = qobject_cast<QComboBox *>(editor)) {
            combo->setCurrentIndex(combo->findData(index.data(Qt::EditRole)));
            return;
        }
        if (auto *date = qobject_cast<QDateEdit *>(editor)) {
            const QDate value = index.data(Qt::EditRole).toDate();
            date->setDate(value.isValid() ? value : QDate::currentDate());
            return;
        }
        if (auto *number = qobject_cast<NumberField *>(editor)) {
            number->setValue(index.data(Qt::EditRole).toDouble());
            return;
        }
        QStyledItemDelegate::setEditorData(editor, index);
    }

    void setModelData(
        QWidget *editor, QAbstractItemModel *model, const QModelIndex &index) const override
    {
        m_refused = false;
        if (auto *combo = qobject_cast<QComboBox *>(editor)) {
            model->setData(index, combo->currentData());
            return;
        }
        if (auto *number = qobject_cast<NumberField *>(editor)) {
            model->setData(index, number->text()); // read by the model, as typed
            return;
        }
        if (auto *line = qobject_cast<QLineEdit *>(editor)) {
            m_refused = !model->setData(index, line->text(), Qt::EditRole);
            return;
        }
        QStyledItemDelegate::setModelData(editor, model, index);
    }

protected:
    bool eventFilter(QObject *object, QEvent *event) override
    {
        auto *number = qobject_cast<NumberField *>(object);
        if (number && event->type() == QEvent::KeyPress && !number->problem().isEmpty()) {
            const int key = static_cast<QKeyEvent *>(event)->key();
            if (key == Qt::Key_Return || key == Qt::Key_Enter || key == Qt::Key_Tab
                || key == Qt::Key_Backtab) {
                m_refuse(number->problem());
                return true;
            }
        }
        // Enter enters a name; one the line refuses (a player against himself) stays in its open
        // cell to be corrected there, the reason below the entry row.
        auto *line = qobject_cast<QLineEdit *>(object);
        if (!line || number || !isReturn(event))
            return QStyledItemDelegate::eventFilter(object, event);
        emit commitData(line);
        if (!m_refused)
            emit closeEditor(line, NoHint);
        return true;
    }

private:
    static NumberField *numberField(int column, QWidget *parent)
    {
        if (column == GoGameLineModel::Handicap)
            return new NumberField(GoGameLineModel::tr("Handicap"), edit::kHandicapRule, parent);
        auto *komi = new NumberField(GoGameLineModel::tr("Komi"), edit::kKomiRule, parent);
        komi->setSingleStep(0.5);
        return komi;
    }

    QStringListModel *m_names;
    Refusal m_refuse;
    mutable bool m_refused = false;
};

// The states of the lines typed (desktop::rateTypedLines); an input only the engine recognises as
// wrong gives its message.
std::optional<Evaluation> evaluateSagc(const EventInput &event, QString *error)
{
    desktop::Outcome<Evaluation> evaluation = desktop::rateTypedLines(event);
    if (evaluation)
        return std::move(*evaluation);
    *error = evaluation.failure().sentence;
    return std::nullopt;
}

} // namespace

RecordSheetEditor::RecordSheetEditor(EventDraft *draft, QWidget *parent)
    : EventEditor(parent)
    , m_draft(draft)
    , m_lineModel(new GoGameLineModel(draft, this))
    , m_names(new QStringListModel(this))
    , m_lineNames(new QStringListModel(this))
{
    auto *toolBar = new QToolBar(this);
    toolBar->setToolButtonStyle(Qt::ToolButtonTextBesideIcon);
    m_preview = new QAction(QIcon::fromTheme(QStringLiteral("view-preview")), tr("&Preview"), this);
    m_preview->setObjectName(QStringLiteral("previewAction"));
    m_preview->setShortcut(QKeySequence(Qt::Key_F5));
    m_preview->setToolTip(tr("Rate the lines and show every player's record sheet (F5)"));
    connect(m_preview, &QAction::triggered, this, &RecordSheetEditor::preview);
    // Wherever the focus is while the record sheet is shown, e.g. still in the events list
    // after a rated event was opened.
    m_preview->setShortcutContext(Qt::WindowShortcut);
    addAction(m_preview);
    toolBar->addAction(m_preview);
    toolBar->addSeparator();
    toolBar->addWidget(createNameRow());

    m_entryRow = createEntryRow();
    auto *lines = new QGroupBox(tr("Lines in entry order"), this);
    auto *linesLayout = new QVBoxLayout(lines);
    m_lines = new QTableView(lines);
    m_lines->setObjectName(QStringLiteral("linesView"));
    m_lines->setModel(m_lineModel);
    m_lines->setItemDelegate(new LineDelegate(
        m_names, [this](const QString &problem) { m_entryMessage->setText(problem); }, m_lines));
    m_lines->setAlternatingRowColors(true);
    m_lines->setSelectionBehavior(QAbstractItemView::SelectRows);
    m_lines->setEditTriggers(QAbstractItemView::DoubleClicked | QAbstractItemView::EditKeyPressed
        | QAbstractItemView::AnyKeyPressed);
    m_lines->horizontalHeader()->setSectionResizeMode(QHeaderView::ResizeToContents);
    m_lines->setWordWrap(false);
    m_lines->verticalHeader()->setSectionResizeMode(QHeaderView::ResizeToContents);
    linesLayout->addWidget(m_lines, 3);

    m_problems = new ProblemsPanel(lines);
    connect(m_problems, &ProblemsPanel::problemChosen, this, &RecordSheetEditor::showPlace);
    linesLayout->addWidget(m_problems, 1);

    auto *split = LayoutMemory::keptSplitter(Qt::Horizontal, QStringLiteral("recordSheetSplitter"),
        { { lines, 3 }, { createPlayerList(), 2 }, { createStandings(), 0 } }, this);
    m_sheetPanel = new RecordSheetPanel(this);
    connect(m_sheetPanel, &RecordSheetPanel::printRequested, this,
        &RecordSheetEditor::printRecordSheet);
    auto *vertical = LayoutMemory::keptSplitter(Qt::Vertical,
        QStringLiteral("recordSheetVerticalSplitter"), { { split, 0 }, { m_sheetPanel, 0 } }, this);
    vertical->setChildrenCollapsible(false);

    auto *layout = new QVBoxLayout(this);
    layout->addWidget(toolBar);
    layout->addWidget(m_entryRow);
    layout->addWidget(vertical, 1);

    connect(m_lineModel, &GoGameLineModel::changeRefused, this,
        [this](const edit::Problem &problem) { m_entryMessage->setText(problem.message); });
    connect(m_draft, &EventDraft::changed, this, &RecordSheetEditor::takeDraft);
    connect(m_draft, &EventDraft::readOnlyChanged, this, &RecordSheetEditor::showReadOnly);
    takeDraft();
    showReadOnly(m_draft->isReadOnly());
    const auto &games = m_draft->event().goGames;
    const std::optional<rd::Date> lastDate = games.empty() ? std::nullopt : games.back().date;
    m_date->setDate(lastDate ? toQDate(*lastDate) : QDate::currentDate());
}

RecordSheetModel *RecordSheetEditor::sheetModel() const
{
    return m_sheetPanel->model();
}

// The event's name, beside the toolbar's Preview.
QWidget *RecordSheetEditor::createNameRow()
{
    auto *row = new QWidget(this);
    m_name = new QLineEdit(row);
    m_name->setObjectName(QStringLiteral("eventName"));
    m_name->setMinimumWidth(m_name->fontMetrics().horizontalAdvance(QLatin1Char('x')) * 40);
    connect(m_name, &QLineEdit::editingFinished, this, &RecordSheetEditor::setEventName);
    const EventDateFields dates = eventDateFields(row);
    m_startDate = dates.start;
    m_endDate = dates.end;
    for (DateField *field : { m_startDate, m_endDate })
        connect(field, &DateField::dateChanged, this, &RecordSheetEditor::setDates);
    // Without mnemonics, as every letter is taken: Shift+Tab from White comes to the last day,
    // the start and the name, in this order.
    const auto label = [row](const QString &text, QWidget *buddy) {
        auto *l = new QLabel(text, row);
        l->setBuddy(buddy);
        return l;
    };
    auto *fields = new QHBoxLayout;
    fields->addWidget(label(tr("Event name:"), m_name));
    fields->addWidget(m_name, 1);
    fields->addSpacing(12);
    fields->addWidget(label(tr("Start:"), m_startDate->lineEdit()));
    fields->addWidget(m_startDate);
    fields->addSpacing(12);
    fields->addWidget(label(tr("Last day:"), m_endDate->lineEdit()));
    fields->addWidget(m_endDate);
    // What is wrong with the dates, in words, under them; hidden while they are right.
    m_dateProblem = messageLabel(QStringLiteral("dateProblem"), row);
    m_dateProblem->hide();
    auto *layout = new QVBoxLayout(row);
    layout->setContentsMargins(6, 0, 0, 0);
    layout->addLayout(fields);
    layout->addWidget(m_dateProblem);
    return row;
}

void RecordSheetEditor::setEventName()
{
    const std::string name = m_name->text().trimmed().toStdString();
    if (name == m_draft->event().event.name)
        return;
    m_draft->apply(tr("Event name"), [&](EventInput &event) { event.event.name = name; });
}

// Both dates as the fields show them; an end before the start is refused with a message.
void RecordSheetEditor::setDates()
{
    const auto end = m_endDate->date();
    if (!end)
        return;
    const auto start = m_startDate->date();
    const edit::EditResult result = m_draft->apply([&](EventInput &event) {
        return edit::GoEventEdit(event).setDates(
            start ? std::optional(toDate(*start)) : std::nullopt, toDate(*end));
    });
    if (result.kind == edit::EditResult::Kind::Refused)
        m_entryMessage->setText(result.problem.message);
}

QWidget *RecordSheetEditor::createEntryRow()
{
    auto *box = new QGroupBox(tr("New line"), this);
    auto *layout = new QVBoxLayout(box);

    const auto playerField = [this, box](const QString &name, QLabel *&state) {
        auto *edit = new QLineEdit(box);
        edit->setObjectName(name + QStringLiteral("Edit"));
        QCompleter *completer = nameCompleter(m_lineNames, edit);
        edit->setCompleter(completer);
        edit->setPlaceholderText(tr("player name"));
        state = new QLabel(box);
        state->setObjectName(name + QStringLiteral("State"));
        state->setMinimumWidth(
            state->fontMetrics().horizontalAdvance(tr("not in the player list")));
        connect(
            edit, &QLineEdit::textChanged, this, [this, edit, state] { showState(edit, state); });
        connect(edit, &QLineEdit::returnPressed, this, [this, edit] { enterInPlayerField(edit); });
        // Once the completer has put the chosen name in.
        connect(
            completer, qOverload<const QModelIndex &>(&QCompleter::activated), this, [this, edit] {
                QMetaObject::invokeMethod(
                    this, [this, edit] { finishPlayerField(edit); }, Qt::QueuedConnection);
            });
        return edit;
    };
    const auto label = [box](const QString &text, QWidget *buddy) {
        auto *label = new QLabel(text, box);
        label->setBuddy(buddy);
        return label;
    };

    m_white = playerField(QStringLiteral("white"), m_whiteState);
    m_black = playerField(QStringLiteral("black"), m_blackState);
    m_handicap = new NumberField(tr("Handicap"), edit::kHandicapRule, box);
    m_handicap->setObjectName(QStringLiteral("handicapField"));
    m_handicap->setValue(GoGame::kEvenGame); // sagc.md §2.4
    m_handicap->setHint(tr("Black stones before White's first move; 1 = even game"));
    m_komi = new NumberField(tr("Komi"), edit::kKomiRule, box);
    m_komi->setObjectName(QStringLiteral("komiField"));
    m_komi->setSingleStep(0.5);
    m_komi->setValue(GoGame::kUsualKomi);
    m_komi->setHint(tr("Komi to White; negative: komi to Black"));
    m_winner = new QComboBox(box);
    m_winner->setObjectName(QStringLiteral("winnerCombo"));
    fillWinners(m_winner);
    m_status = new QComboBox(box);
    m_status->setObjectName(QStringLiteral("statusCombo"));
    fillStatuses(m_status);
    m_date = new DateField(box);
    m_date->setObjectName(QStringLiteral("dateEdit"));
    m_date->setToolTip(tr("The date the game was played, the line's last field: Enter adds "
                          "the line"));
    m_addLine = new QPushButton(tr("Add &line"), box);
    m_addLine->setObjectName(QStringLiteral("addLineButton"));
    connect(m_addLine, &QPushButton::clicked, this, &RecordSheetEditor::addLine);
    for (QWidget *field : std::initializer_list<QWidget *> {
             m_handicap, m_komi, m_winner, m_status, m_date->lineEdit() })
        field->installEventFilter(this);
    m_entryMessage = messageLabel(QStringLiteral("entryMessage"), box);

    auto *players = new QHBoxLayout;
    players->addWidget(label(tr("&White"), m_white));
    players->addWidget(m_white, 1);
    players->addWidget(m_whiteState);
    players->addSpacing(24);
    players->addWidget(label(tr("&Black"), m_black));
    players->addWidget(m_black, 1);
    players->addWidget(m_blackState);
    auto *game = new QHBoxLayout;
    // Each field with its label; the date's label names the field's text part.
    const std::initializer_list<std::tuple<QString, QWidget *, QWidget *>> fields {
        { tr("Handi&cap"), m_handicap, m_handicap }, { tr("&Komi"), m_komi, m_komi },
        { tr("Wi&nner"), m_winner, m_winner }, { tr("Game ty&pe"), m_status, m_status },
        { tr("Played &on"), m_date, m_date->lineEdit() }
    };
    for (const auto &[text, field, buddy] : fields) {
        game->addWidget(label(text, buddy));
        game->addWidget(field);
        game->addSpacing(12);
    }
    game->addStretch(1);
    game->addWidget(m_addLine);
    layout->addLayout(players);
    layout->addLayout(game);
    layout->addWidget(m_entryMessage);
    return box;
}

QWidget *RecordSheetEditor::createPlayerList()
{
    auto *box = new QGroupBox(tr("Players"), this);
    auto *layout = new QVBoxLayout(box);
    m_players = new QTableWidget(0, 4, box);
    m_players->setObjectName(QStringLiteral("playersTable"));
    // The titles of the short numbers on two lines, so that they leave the name its room.
    m_players->setHorizontalHeaderLabels(
        { tr("Name"), tr("Start\nrank"), tr("Start\nindex"), tr("After the\nlines") });
    m_players->setEditTriggers(QAbstractItemView::NoEditTriggers);
    m_players->setSelectionBehavior(QAbstractItemView::SelectRows);
    m_players->setAlternatingRowColors(true);
    m_players->verticalHeader()->hide();
    // One line a player: the name takes the room the numbers leave and is shortened with "…"
    // when it is longer (whole in its tooltip).
    m_players->setWordWrap(false);
    m_players->setTextElideMode(Qt::ElideRight);
    m_players->verticalHeader()->setSectionResizeMode(QHeaderView::ResizeToContents);
    m_players->horizontalHeader()->setSectionResizeMode(QHeaderView::ResizeToContents);
    m_players->horizontalHeader()->setSectionResizeMode(0, QHeaderView::Stretch);
    layout->addWidget(m_players);

    m_playerForm = new QWidget(box);
    auto *form = new QGridLayout(m_playerForm);
    form->setContentsMargins(0, 0, 0, 0);
    m_playerName = new QLineEdit(box);
    m_playerName->setObjectName(QStringLiteral("playerNameEdit"));
    m_playerName->setPlaceholderText(tr("name"));
    m_playerRank = new QLineEdit(box);
    m_playerRank->setObjectName(QStringLiteral("playerRankEdit"));
    m_playerRank->setPlaceholderText(tr("e.g. 14k"));
    // Wide enough for its hint and any rank, in every language.
    m_playerRank->setFixedWidth(
        std::max(m_playerRank->fontMetrics().horizontalAdvance(m_playerRank->placeholderText()),
            m_playerRank->fontMetrics().horizontalAdvance(QStringLiteral("30k")) * 3)
        + m_playerRank->fontMetrics().averageCharWidth() * 2);
    m_playerIndex = new NumberField(tr("Index"), edit::kSagcIndexRule, box);
    m_playerIndex->setObjectName(QStringLiteral("playerIndexField"));
    m_playerIndex->setValue(0);
    m_playerIndex->installEventFilter(this);
    m_addPlayer = new QPushButton(tr("Add pla&yer"), box);
    m_addPlayer->setObjectName(QStringLiteral("addPlayerButton"));
    connect(m_addPlayer, &QPushButton::clicked, this, &RecordSheetEditor::addPlayer);
    connect(m_playerName, &QLineEdit::returnPressed, this, [this] {
        // Enter on a suggestion is the completer's: the player is picked, not typed; so is the
        // one suggestion shown.
        if (m_registryCompleter->popup()->isVisible()
            && m_registryCompleter->popup()->currentIndex().isValid())
            return;
        if (const QModelIndex only = soleSuggestion(*m_registryCompleter); only.isValid()) {
            m_registryCompleter->popup()->hide();
            pickRegistryPlayer(only);
            return;
        }
        addPlayer();
    });
    m_registryPlayers = new RegistryPlayers(this);
    m_registryCompleter = new PlayerCompleter(m_registryPlayers, this);
    m_playerName->setCompleter(m_registryCompleter);
    connect(m_registryCompleter, qOverload<const QModelIndex &>(&QCompleter::activated), this,
        &RecordSheetEditor::pickRegistryPlayer);
    connect(m_playerName, &QLineEdit::textEdited, this, [this] { m_pickedId.reset(); });
    connect(m_playerRank, &QLineEdit::returnPressed, this, &RecordSheetEditor::addPlayer);
    const auto label = [box](const QString &text, QWidget *buddy) {
        auto *label = new QLabel(text, box);
        label->setBuddy(buddy);
        return label;
    };
    // The name on a line of its own, so that it stays readable in a narrow list.
    form->addWidget(label(tr("Na&me"), m_playerName), 0, 0);
    form->addWidget(m_playerName, 0, 1, 1, 5);
    form->addWidget(label(tr("&Rank"), m_playerRank), 1, 0);
    form->addWidget(m_playerRank, 1, 1);
    form->addWidget(label(tr("&Index"), m_playerIndex), 1, 2);
    form->addWidget(m_playerIndex, 1, 3);
    form->setColumnStretch(4, 1);
    form->addWidget(m_addPlayer, 1, 5);
    layout->addWidget(m_playerForm);
    m_playerMessage = messageLabel(QStringLiteral("playerMessage"), box);
    layout->addWidget(m_playerMessage);
    return box;
}

// Wins, SOS, SOSOS and SODOS of the evening so far, again after every line.
QWidget *RecordSheetEditor::createStandings()
{
    auto *box = new QGroupBox(tr("Standings"), this);
    auto *layout = new QVBoxLayout(box);
    QTableView *view = createStandingsView(*m_draft, box);
    layout->addWidget(view);
    layout->addWidget(createStandingsNotes(*view, box));
    return box;
}

void RecordSheetEditor::addLine()
{
    // A number that cannot be read is put right where it was typed; nothing is added.
    for (NumberField *field : { m_handicap, m_komi }) {
        if (!field->problem().isEmpty()) {
            m_entryMessage->setText(field->problem());
            field->setFocus();
            field->selectAll();
            return;
        }
    }
    for (QLineEdit *player : { m_white, m_black }) {
        if (!takeRegistryPlayerInLine(player))
            return;
    }
    const edit::GoLineEntry entry { m_white->text(), m_black->text(), *m_handicap->wholeValue(),
        *m_komi->value(), static_cast<GoWinner>(m_winner->currentData().toInt()),
        static_cast<GoGameStatus>(m_status->currentData().toInt()), gameDate() };
    const edit::EditResult result = m_draft->apply(
        [&entry](EventInput &event) { return edit::GoEventEdit(event).addLine(entry); });
    if (!result.applied()) {
        // What was typed stays; the field to put right gets the focus.
        m_entryMessage->setText(result.problem.message);
        QLineEdit *field = m_white->text().trimmed().isEmpty() ? m_white : m_black;
        field->setFocus();
        field->selectAll();
        return;
    }
    const int line = static_cast<int>(m_draft->event().goGames.size());
    const QStringList problems = m_lineModel->problems(line - 1);
    m_entryMessage->setText(problems.isEmpty()
            ? tr("Line %1 added.").arg(line)
            : tr("Line %1 added, but: %2").arg(line).arg(problems.join(QLatin1Char(' '))));
    m_lines->scrollToBottom();
    m_white->clear();
    m_black->clear();
    m_handicap->setValue(GoGame::kEvenGame);
    m_komi->setValue(GoGame::kUsualKomi);
    m_white->setFocus();
}

void RecordSheetEditor::setRegistry(Registry registry)
{
    m_registryAccess = std::move(registry);
}

void RecordSheetEditor::setRegistryPlayers(const std::vector<model::PlayerSummary> &players)
{
    m_registryPlayers->setPlayers(players);
    m_registry = players;
    fillLineNames();
}

void RecordSheetEditor::fillLineNames()
{
    QStringList names = m_names->stringList();
    std::set<qint64> inEvent;
    for (const PlayerInput &player : m_draft->event().players) {
        if (player.registryId)
            inEvent.insert(*player.registryId);
    }
    for (const model::PlayerSummary &player : m_registry) {
        if (!inEvent.contains(player.id))
            names << registryPlayerLabel(player);
    }
    m_lineNames->setStringList(names);
}

void RecordSheetEditor::enterInPlayerField(QLineEdit *field)
{
    QCompleter *completer = field->completer();
    if (completer->popup()->isVisible()) {
        // Enter on a suggestion chosen with the arrow keys is the completer's: it is taken, and
        // finishPlayerField() follows.
        if (completer->popup()->currentIndex().isValid())
            return;
        if (const QModelIndex only = soleSuggestion(*completer); only.isValid())
            field->setText(only.data(completer->completionRole()).toString());
        completer->popup()->hide();
    }
    finishPlayerField(field);
}

void RecordSheetEditor::finishPlayerField(QLineEdit *field)
{
    if (!takeRegistryPlayerInLine(field))
        return;
    if (field == m_white) {
        m_black->setFocus();
        m_black->selectAll();
    } else {
        m_handicap->setFocus();
        m_handicap->selectAll();
    }
}

bool RecordSheetEditor::takeRegistryPlayerInLine(QLineEdit *field)
{
    const QString typed = field->text().trimmed();
    const EventInput &event = m_draft->event();
    if (typed.isEmpty() || event.findPlayer(edit::goPlayerIdFor(event, typed)))
        return true;
    QString namesakes;
    const std::optional<int> row = m_registryPlayers->typedPlayer(typed, namesakes);
    if (!row) {
        // A name nobody has: the line may wait for him (marked, "not in the player list").
        if (namesakes.isEmpty())
            return true;
        m_entryMessage->setText(namesakes);
        field->setFocus();
        return false;
    }
    const QModelIndex found = m_registryPlayers->index(*row, 0);
    const qint64 id = found.data(RegistryPlayers::kIdRole).toLongLong();
    const QString name = found.data(RegistryPlayers::kNameRole).toString();
    for (const PlayerInput &player : event.players) {
        if (player.registryId == id) {
            field->setText(QString::fromStdString(player.name));
            return true;
        }
    }
    field->setText(name);
    const std::optional<SagcState> state
        = m_registryAccess.sagcStateOf ? m_registryAccess.sagcStateOf(id) : std::nullopt;
    if (!state) {
        takeRegistryPlayer(id, name); // the player form asks for his rank
        return false;
    }
    const edit::EditResult result = m_draft->apply([&](EventInput &edited) {
        return edit::GoEventEdit(edited).addPlayer(
            name, QString::fromStdString(state->rank.toString()), state->index, id);
    });
    if (!result.applied()) {
        m_entryMessage->setText(result.problem.message);
        field->setFocus();
        return false;
    }
    const PlayerInput &added = m_draft->event().players.back();
    m_entryMessage->setText(tr("%1 added to the players: %2, index %3.")
                                .arg(QString::fromStdString(added.name),
                                    QString::fromStdString(added.sagc->rank.toString()))
                                .arg(added.sagc->index));
    return true;
}

// The chosen player's name, rank and index are put in; with a rank known he is added at once,
// else the rank is asked for.
void RecordSheetEditor::pickRegistryPlayer(const QModelIndex &suggestion)
{
    const qint64 id = suggestion.data(RegistryPlayers::kIdRole).toLongLong();
    const QString name = suggestion.data(RegistryPlayers::kNameRole).toString();
    // After the completer has put the label in the field.
    QMetaObject::invokeMethod(
        this, [this, id, name] { takeRegistryPlayer(id, name); }, Qt::QueuedConnection);
}

// A registry player comes with the rank and index the database gives him for this event; without
// one, with the rank typed beside his name, or else the rank is asked for.
void RecordSheetEditor::takeRegistryPlayer(qint64 id, const QString &name)
{
    const std::optional<SagcState> state
        = m_registryAccess.sagcStateOf ? m_registryAccess.sagcStateOf(id) : std::nullopt;
    m_playerName->setText(name);
    m_pickedId = id;
    if (state) {
        m_playerRank->setText(QString::fromStdString(state->rank.toString()));
        m_playerIndex->setValue(state->index);
    } else if (m_playerRank->text().trimmed().isEmpty()) {
        m_playerMessage->setText(
            tr("%1 has no Go rank in the database yet: enter his rank.").arg(name));
        m_playerRank->setFocus();
        return;
    }
    addPlayer();
}

void RecordSheetEditor::showPlayerRefusal(const edit::Problem &problem, const QString &name)
{
    m_playerMessage->setText(problem.message);
    // A missing or taken name is put right in the name field, anything else in the rank.
    QLineEdit *field = name.trimmed().isEmpty() || problem.location.startNumber > 0 ? m_playerName
                                                                                    : m_playerRank;
    field->setFocus();
    field->selectAll();
}

std::optional<PlayerInput> RecordSheetEditor::confirmNewPlayer(const QString &name)
{
    NewPlayerDialog dialog(name, RatingSystem::Sagc, m_registry, this);
    const int outcome = dialog.exec();
    m_playerName->setFocus();
    if (outcome == NewPlayerDialog::TakeListed) {
        for (const model::PlayerSummary &player : m_registry) {
            if (player.id == *dialog.listedPlayer())
                takeRegistryPlayer(player.id, player.name);
        }
        return std::nullopt;
    }
    if (outcome != QDialog::Accepted)
        return std::nullopt;
    return dialog.player();
}

void RecordSheetEditor::addPlayer()
{
    if (!m_playerIndex->problem().isEmpty()) {
        m_playerMessage->setText(m_playerIndex->problem());
        m_playerIndex->setFocus();
        m_playerIndex->selectAll();
        return;
    }
    const QString name = m_playerName->text();
    const std::optional<qint64> picked = m_pickedId;
    const int index = *m_playerIndex->wholeValue();
    const auto add = [&](EventInput &event) {
        return edit::GoEventEdit(event).addPlayer(name, m_playerRank->text(), index, picked);
    };
    std::optional<PlayerInput> newPlayer;
    if (!picked) {
        // What the form holds is checked first, so that a rank to put right asks nothing.
        EventInput trial = m_draft->event();
        if (const edit::EditResult checked = add(trial); !checked.applied()) {
            showPlayerRefusal(checked.problem, name);
            return;
        }
        QString namesakes;
        if (const auto row = m_registryPlayers->typedPlayer(name, namesakes)) {
            const QModelIndex index = m_registryPlayers->index(*row, 0);
            takeRegistryPlayer(index.data(RegistryPlayers::kIdRole).toLongLong(),
                index.data(RegistryPlayers::kNameRole).toString());
            return;
        }
        if (!namesakes.isEmpty()) {
            m_playerMessage->setText(namesakes);
            m_playerName->setFocus();
            return;
        }
        newPlayer = confirmNewPlayer(name);
        if (!newPlayer)
            return;
    }
    const edit::EditResult result = m_draft->apply([&](EventInput &event) {
        const edit::EditResult added = add(event);
        // The birth the director gave the new player tells him from namesakes later.
        if (added.applied() && newPlayer) {
            event.players.back().birthDate = newPlayer->birthDate;
            event.players.back().birthYear = newPlayer->birthYear;
        }
        return added;
    });
    if (!result.applied()) {
        showPlayerRefusal(result.problem, name);
        return;
    }
    const PlayerInput &added = m_draft->event().players.back();
    m_playerMessage->setText(tr("%1 added: %2, index %3.")
                                 .arg(QString::fromStdString(added.name),
                                     QString::fromStdString(added.sagc->rank.toString()))
                                 .arg(added.sagc->index));
    m_playerName->clear();
    m_pickedId.reset();
    m_playerRank->clear();
    m_playerIndex->setValue(0);
    m_playerName->setFocus();
}

// The sheets of the event as the store rates it for Save evaluation (Registry::preview), which
// is what the window's preview shows.
void RecordSheetEditor::preview()
{
    QStringList wrong;
    for (int row = 0; row < m_lineModel->rowCount(); ++row) {
        wrong << m_lineModel->problems(row);
    }
    QString error;
    std::optional<model::Plan> plan;
    if (m_draft->event().goGames.empty())
        error = tr("There are no lines to rate yet.");
    else if (!wrong.isEmpty())
        error = tr("Correct the marked lines first:\n%1").arg(wrong.join(QLatin1Char('\n')));
    else if (m_registryAccess.preview)
        plan = m_registryAccess.preview(&error);
    if (plan) {
        const model::PlannedEvaluation &rated = plan->evaluations.front();
        m_sheetPanel->showEvaluation(rated.input, rated.evaluation);
    } else {
        m_sheetPanel->showNone(error);
    }
}

bool RecordSheetEditor::eventFilter(QObject *watched, QEvent *event)
{
    if (!isReturn(event))
        return QWidget::eventFilter(watched, event);
    if (watched == m_playerIndex)
        addPlayer();
    else
        enterPressedInLine(watched);
    return true;
}

// Enter moves through the line as Tab does, so that every value of it has been seen; in the
// date, its last field, it adds the line once both players are named and starts the next one at
// White; before that it goes to the player still missing. A number that cannot be read keeps
// the cursor, with the reason.
void RecordSheetEditor::enterPressedInLine(QObject *field)
{
    const std::array<QWidget *, 5> order { m_handicap, m_komi, m_winner, m_status,
        m_date->lineEdit() };
    const auto at = std::find(order.begin(), order.end(), field);
    if (auto *number = qobject_cast<NumberField *>(field); number && !number->problem().isEmpty()) {
        m_entryMessage->setText(number->problem());
        number->selectAll();
        return;
    }
    if (at != order.end() && std::next(at) != order.end()) {
        (*std::next(at))->setFocus();
        return;
    }
    for (QLineEdit *player : { m_white, m_black }) {
        if (player->text().trimmed().isEmpty()) {
            player->setFocus();
            return;
        }
    }
    addLine();
}

std::optional<rd::Date> RecordSheetEditor::gameDate() const
{
    const auto date = m_date->date();
    if (!date)
        return std::nullopt;
    return rd::Date { date->year(), date->month(), date->day() };
}

void RecordSheetEditor::printRecordSheet()
{
    QPrinter printer;
    QPrintDialog dialog(&printer, this);
    if (dialog.exec() != QDialog::Accepted)
        return;
    const report::EventReport report(m_draft->event(), report::ReportKind::RecordSheet);
    printer.setPageOrientation(report.orientation());
    report.print(printer);
}

void RecordSheetEditor::focusFirstField()
{
    if (m_draft->isReadOnly())
        m_lines->setFocus();
    else
        m_white->setFocus();
}

void RecordSheetEditor::showPlace(const edit::Location &place)
{
    if (place.line == 0 && place.startNumber >= 1 && place.startNumber <= m_players->rowCount()) {
        m_players->setCurrentCell(place.startNumber - 1, 0);
        m_players->setFocus();
        return;
    }
    if (place.line < 1 || place.line > m_lineModel->rowCount())
        return;
    const QModelIndex cell
        = m_lineModel->index(place.line - 1, GoGameLineModel::columnOf(place.field));
    // A cell still being typed into keeps its text: the cursor goes into its editor.
    if (QWidget *typing = m_lines->indexWidget(cell)) {
        typing->setFocus();
        return;
    }
    m_lines->setCurrentIndex(cell);
    m_lines->setFocus();
}

void RecordSheetEditor::showRefusal(const QString &sentence)
{
    m_entryMessage->setText(sentence);
}

// A rated event's lines are shown as they are: nothing of the entry row or the player form.
void RecordSheetEditor::showReadOnly(bool readOnly)
{
    for (QWidget *part : { m_entryRow, m_playerForm })
        part->setVisible(!readOnly);
    m_name->setReadOnly(readOnly);
    for (DateField *field : { m_startDate, m_endDate })
        field->setReadOnly(readOnly);
    m_lines->setEditTriggers(readOnly ? QAbstractItemView::NoEditTriggers
                                      : QAbstractItemView::DoubleClicked
                | QAbstractItemView::EditKeyPressed | QAbstractItemView::AnyKeyPressed);
}

void RecordSheetEditor::takeDraft()
{
    const EventInput &event = m_draft->event();
    EventInput rated = event;
    // Only the lines that can be rated move the players' states.
    rated.goGames.clear();
    for (int line = 1; line <= static_cast<int>(event.goGames.size()); ++line) {
        if (edit::checkGoLine(event, line).empty())
            rated.goGames.push_back(event.goGames[static_cast<std::size_t>(line - 1)]);
    }
    // Dates out of order are said under the dates (showDateProblem); the engine, which refuses
    // them, would say it again in its own words.
    const bool datesInOrder = !checks::datesOutOfOrder(event);
    QString error;
    const std::optional<Evaluation> evaluation
        = datesInOrder ? evaluateSagc(rated, &error) : std::nullopt;
    m_current = evaluation ? RecordSheetModel::sheetsFrom(rated, *evaluation)
                           : RecordSheetModel::Sheets();
    if (!evaluation && datesInOrder)
        m_entryMessage->setText(error);

    if (const QString name = QString::fromStdString(event.event.name); m_name->text() != name)
        m_name->setText(name);
    m_endDate->followDate(toQDate(event.event.endDate));
    m_startDate->followDate(event.event.startDate ? toQDate(*event.event.startDate) : QDate());
    showDateProblem(m_dateProblem, event);
    QStringList names;
    for (const PlayerInput &player : event.players)
        names << QString::fromStdString(player.name);
    m_names->setStringList(names);
    fillLineNames();
    m_problems->setProblems(edit::checkGoEvent(event));
    fillPlayers();
    showState(m_white, m_whiteState);
    showState(m_black, m_blackState);

    // A preview shown is the preview of the lines before this change.
    m_sheetPanel->showOutdated();
}

std::optional<sagc::PlayerState> RecordSheetEditor::currentState(const std::string &id) const
{
    const auto sheet = m_current.find(id);
    if (sheet != m_current.end() && !sheet->second.empty())
        return sagc::PlayerState { sheet->second.back().newRank, sheet->second.back().newIndex };
    const PlayerInput *player = m_draft->event().findPlayer(id);
    if (!player || !player->sagc)
        return std::nullopt;
    return sagc::PlayerState { player->sagc->rank, player->sagc->index };
}

void RecordSheetEditor::showState(const QLineEdit *field, QLabel *label) const
{
    const QString text = field->text().trimmed();
    if (text.isEmpty()) {
        label->clear();
        return;
    }
    const EventInput &event = m_draft->event();
    const std::string id = edit::goPlayerIdFor(event, text);
    if (!event.findPlayer(id)) {
        label->setText(tr("not in the player list"));
        StatePalette::setTextState(label, State::Error);
        return;
    }
    label->setPalette(QPalette());
    const std::optional<sagc::PlayerState> state = currentState(id);
    label->setText(state ? tr("%1, index %2")
                               .arg(QString::fromStdString(state->rank.toString()))
                               .arg(state->index)
                         : tr("no SAGC rank"));
}

void RecordSheetEditor::fillPlayers()
{
    const EventInput &event = m_draft->event();
    m_players->setRowCount(static_cast<int>(event.players.size()));
    const auto stateText = [this](const std::optional<sagc::PlayerState> &state) {
        return state ? tr("%1, index %2")
                           .arg(QString::fromStdString(state->rank.toString()))
                           .arg(state->index)
                     : QString();
    };
    for (int row = 0; row < m_players->rowCount(); ++row) {
        const PlayerInput &player = event.players[static_cast<std::size_t>(row)];
        const QStringList cells { QString::fromStdString(player.name),
            player.sagc ? QString::fromStdString(player.sagc->rank.toString()) : QString(),
            player.sagc ? QString::number(player.sagc->index) : QString(),
            stateText(currentState(player.id)) };
        for (int column = 0; column < cells.size(); ++column) {
            auto *item = new QTableWidgetItem(cells[column]);
            if (column == 0)
                item->setToolTip(cells[column]);
            if (column == 1 || column == 2)
                item->setTextAlignment(Qt::AlignRight | Qt::AlignVCenter);
            m_players->setItem(row, column, item);
        }
    }
}

} // namespace rd::ui
