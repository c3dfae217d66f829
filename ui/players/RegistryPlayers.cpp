#include "ui/players/RegistryPlayers.h"

#include "engine/lists/ListedPlayer.h"
#include "engine/model/ListedPlayers.h"
#include "engine/model/TypedPlayer.h"

#include <QAbstractItemView>
#include <QCoreApplication>
#include <QStyle>

#include <algorithm>

namespace rd::ui {

namespace {

QStandardItem *suggestion(const QString &label, qint64 id, const QString &name, const QString &club)
{
    auto *item = new QStandardItem(label);
    item->setData(id, RegistryPlayers::kIdRole);
    item->setData(name, RegistryPlayers::kNameRole);
    item->setData(QStringList { label, lists::searchKey(name), lists::searchKey(club) }.join(
                      QLatin1Char('\n')),
        RegistryPlayers::kSearchRole);
    return item;
}

} // namespace

QString registryPlayerLabel(const model::PlayerSummary &player)
{
    QStringList details = model::detailsShownOf(player);
    if (details.isEmpty())
        details << QCoreApplication::translate("rd::ui::RegistryPlayers", "no. %1").arg(player.id);
    return QStringLiteral("%1 (%2)").arg(player.name, details.join(QStringLiteral(", ")));
}

QString listEntryLabel(const model::ListedMatch &entry)
{
    const model::PlayerDetails listed = model::listedPlayerDetails(entry);
    model::PlayerSummary summary { 0, listed.name, std::nullopt, listed.birthYear, {},
        listed.club };
    for (const auto &[kind, value] : listed.federationIds)
        summary.federationIds << kind + QLatin1Char(':') + value;
    const QString list = entry.kind == QLatin1String("dsb")
        ? QCoreApplication::translate("rd::ui::RegistryPlayers", "DSB list")
        : QCoreApplication::translate("rd::ui::RegistryPlayers", "FIDE list");
    QString label = QCoreApplication::translate("rd::ui::RegistryPlayers", "%1 – %2")
                        .arg(registryPlayerLabel(summary), list);
    if (entry.player.dwz)
        label = QCoreApplication::translate("rd::ui::RegistryPlayers", "%1, DWZ %2")
                    .arg(label)
                    .arg(*entry.player.dwz);
    return label;
}

RegistryPlayers::RegistryPlayers(QObject *parent)
    : QStandardItemModel(parent)
{
}

void RegistryPlayers::setPlayers(const std::vector<model::PlayerSummary> &players)
{
    clear();
    m_listEntries.clear();
    m_players = players;
    for (const model::PlayerSummary &player : players)
        appendRow(suggestion(registryPlayerLabel(player), player.id, player.name, player.club));
    m_registryRows = rowCount();
}

void RegistryPlayers::setListEntries(const std::vector<model::ListedMatch> &entries)
{
    if (rowCount() > m_registryRows)
        removeRows(m_registryRows, rowCount() - m_registryRows);
    m_listEntries = entries;
    for (std::size_t i = 0; i < entries.size(); ++i) {
        const model::ListedMatch &entry = entries[i];
        QStandardItem *item = suggestion(listEntryLabel(entry), 0,
            model::listedPlayerDetails(entry).name, entry.player.clubName);
        item->setData(static_cast<int>(i), kListEntryRole);
        appendRow(item);
    }
}

std::optional<model::ListedMatch> RegistryPlayers::listEntry(const QModelIndex &suggestion) const
{
    const QVariant entry = suggestion.data(kListEntryRole);
    if (!entry.isValid() || entry.toInt() < 0 || entry.toInt() >= int(m_listEntries.size()))
        return std::nullopt;
    return m_listEntries[static_cast<std::size_t>(entry.toInt())];
}

// A rating list's entry is the one whose label its suggestion put into the field; a registry
// player is the one the typed text means by the engine's rule (model::playersMeantBy).
std::optional<int> RegistryPlayers::typedPlayer(const QString &typed, QString &namesakes) const
{
    namesakes.clear();
    for (int row = m_registryRows; row < rowCount(); ++row) {
        if (item(row)->text() == typed)
            return row;
    }
    const std::vector<model::PlayerSummary> meant = model::playersMeantBy(typed, m_players);
    if (meant.size() == 1) {
        const auto row = std::find_if(m_players.begin(), m_players.end(),
            [&](const model::PlayerSummary &player) { return player.id == meant.front().id; });
        return static_cast<int>(row - m_players.begin());
    }
    if (meant.size() > 1) {
        QStringList labels;
        for (const model::PlayerSummary &player : meant)
            labels << registryPlayerLabel(player);
        namesakes = QCoreApplication::translate("rd::ui::RegistryPlayers",
            "%1 players are named %2: %3. Choose one from the suggestions with the "
            "arrow keys.")
                        .arg(meant.size())
                        .arg(typed.simplified(), labels.join(QStringLiteral("; ")));
    }
    return std::nullopt;
}

PlayerCompleter::PlayerCompleter(RegistryPlayers *players, QObject *parent)
    : QCompleter(players, parent)
{
    setCaseSensitivity(Qt::CaseInsensitive);
    setFilterMode(Qt::MatchContains);
    setCompletionRole(RegistryPlayers::kSearchRole);
    connect(players, &QAbstractItemModel::rowsInserted, this,
        [this](const QModelIndex &, int first, int last) { widenPopup(first, last); });
    connect(players, &QAbstractItemModel::modelReset, this, [this] { m_widest = 0; });
}

void PlayerCompleter::widenPopup(int first, int last)
{
    const QFontMetrics metrics = popup()->fontMetrics();
    for (int row = first; row <= last; ++row)
        m_widest = std::max(
            m_widest, metrics.horizontalAdvance(model()->index(row, 0).data().toString()));
    const QStyle *style = popup()->style();
    const int margins = style->pixelMetric(QStyle::PM_ScrollBarExtent)
        + 4 * style->pixelMetric(QStyle::PM_DefaultFrameWidth) + metrics.averageCharWidth() * 2;
    popup()->setMinimumWidth(std::min(m_widest + margins, metrics.averageCharWidth() * 100));
}

QString PlayerCompleter::pathFromIndex(const QModelIndex &index) const
{
    return index.data(Qt::DisplayRole).toString();
}

QModelIndex soleSuggestion(const QCompleter &completer)
{
    const QAbstractItemView *list = completer.popup();
    if (!list->isVisible() || list->currentIndex().isValid() || completer.completionCount() != 1)
        return {};
    return completer.completionModel()->index(0, 0);
}

} // namespace rd::ui
