#include "ui/lists/RatingListSearch.h"

#include "engine/model/ListedPlayers.h"
#include "report/RatingStateText.h"
#include "ui/widgets/ErrorReport.h"

#include <QCoreApplication>
#include <QHeaderView>
#include <QKeyEvent>
#include <QLabel>
#include <QLineEdit>
#include <QStyledItemDelegate>
#include <QTreeWidget>
#include <QVBoxLayout>

namespace rd::ui {

namespace {

QString number(const std::optional<int> &value)
{
    return value ? QString::number(*value) : QString();
}

// The columns of a match, in the order of the list's header.
QStringList columnsOf(const model::ListedMatch &match)
{
    const model::ListedPlayer &player = match.player;
    const auto dwz = model::listedPlayerDetails(match).startingRatings.dwz;
    return { player.name, number(player.birthYear), player.clubName,
        dwz ? report::RatingStateText::of(DwzRating { dwz->rating, dwz->index }) : QString(),
        number(player.standard.rating), match.kind.toUpper() };
}

// Rows a little taller than the text, so that the dots of a capital Ö are not cut off.
class RoomyRows : public QStyledItemDelegate {
public:
    using QStyledItemDelegate::QStyledItemDelegate;

    QSize sizeHint(const QStyleOptionViewItem &option, const QModelIndex &index) const override
    {
        const QSize size = QStyledItemDelegate::sizeHint(option, index);
        return { size.width(), std::max(size.height(), option.fontMetrics.height() + 6) };
    }
};

} // namespace

RatingListSearch::RatingListSearch(desktop::DatabaseSession &session, QWidget *parent)
    : QWidget(parent)
    , m_lists(session)
    , m_edit(new QLineEdit(this))
    , m_matches(new QTreeWidget(this))
{
    m_edit->setObjectName(QStringLiteral("listSearch"));
    m_edit->setClearButtonEnabled(true);
    m_matches->setObjectName(QStringLiteral("listMatches"));
    m_matches->setRootIsDecorated(false);
    m_matches->setUniformRowHeights(true);
    m_matches->setItemDelegate(new RoomyRows(m_matches));
    m_matches->setAllColumnsShowFocus(true);
    m_matches->setHeaderLabels(
        { tr("Name"), tr("Born"), tr("Club"), tr("DWZ"), tr("FIDE"), tr("List") });
    m_matches->header()->setStretchLastSection(false);
    m_matches->header()->setSectionResizeMode(QHeaderView::ResizeToContents);
    m_matches->header()->setSectionResizeMode(2, QHeaderView::Stretch);
    m_matches->setMinimumHeight(m_matches->fontMetrics().height() * 7);
    m_matches->installEventFilter(this);
    m_edit->installEventFilter(this);
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(m_edit);
    layout->addWidget(m_matches);

    const auto loaded = m_lists.lists();
    QStringList names;
    if (ErrorReport::succeeded(this, tr("Looking for rating lists"), loaded)) {
        for (const model::RatingListInfo &list : *loaded)
            names << list.kind.toUpper();
    }
    m_edit->setPlaceholderText(names.isEmpty()
            ? tr("No rating list loaded: File > Load rating list…")
            : tr("Name, club or id in the %1 list").arg(names.join(QStringLiteral(" + "))));
    setEnabled(!names.isEmpty());

    m_pause.setSingleShot(true);
    m_pause.setInterval(kPauseMs);
    connect(&m_pause, &QTimer::timeout, this, &RatingListSearch::search);
    connect(m_edit, &QLineEdit::textEdited, this, [this] { m_pause.start(); });
    connect(m_matches, &QTreeWidget::itemActivated, this, &RatingListSearch::pickCurrent);
}

void RatingListSearch::search()
{
    m_found.clear();
    m_matches->clear();
    const QString text = m_edit->text().trimmed();
    if (text.size() < kMinimumText)
        return;
    auto found = m_lists.search(text);
    if (ErrorReport::succeeded(this, tr("Searching the rating lists"), found))
        m_found = std::move(*found);
    for (const model::ListedMatch &match : m_found)
        m_matches->addTopLevelItem(new QTreeWidgetItem(columnsOf(match)));
    if (!m_found.empty())
        m_matches->setCurrentItem(m_matches->topLevelItem(0));
}

void RatingListSearch::pickCurrent()
{
    const int row = m_matches->indexOfTopLevelItem(m_matches->currentItem());
    if (row >= 0 && std::size_t(row) < m_found.size())
        emit picked(m_found[std::size_t(row)]);
}

// Up, Down, Page Up and Page Down in the field move in the matches, so the typing goes on; Enter
// in either takes the chosen match instead of pressing the dialog's default button.
bool RatingListSearch::eventFilter(QObject *watched, QEvent *event)
{
    if (event->type() != QEvent::KeyPress)
        return QWidget::eventFilter(watched, event);
    const int key = static_cast<QKeyEvent *>(event)->key();
    if (key == Qt::Key_Return || key == Qt::Key_Enter) {
        if (m_pause.isActive()) {
            m_pause.stop();
            search();
        }
        if (!m_matches->currentItem())
            return QWidget::eventFilter(watched, event);
        pickCurrent();
        return true;
    }
    if (watched == m_edit
        && (key == Qt::Key_Up || key == Qt::Key_Down || key == Qt::Key_PageUp
            || key == Qt::Key_PageDown)) {
        QCoreApplication::sendEvent(m_matches, event);
        return true;
    }
    return QWidget::eventFilter(watched, event);
}

} // namespace rd::ui
