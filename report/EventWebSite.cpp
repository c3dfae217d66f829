#include "report/EventWebSite.h"

#include "engine/model/Rounds.h"
#include "engine/standings/Standings.h"
#include "report/EventReport.h"
#include "report/PairingList.h"
#include "report/ReportHtml.h"

#include <QCoreApplication>
#include <QDir>
#include <QFileInfo>
#include <QLocale>
#include <QSaveFile>

namespace rd::report {

namespace {

// A screen, not a page: a larger face, a measure that stays readable, wide tables scrolling.
const QString kScreenRules = QStringLiteral(
    "\nbody { font-family: sans-serif; font-size: 11pt; margin: 1em auto; max-width: 60em;"
    " padding: 0 0.5em; } nav { margin-bottom: 1em; } nav a { margin-right: 1em; }"
    " div.wide { overflow-x: auto; } td, th { padding: 3px 6px; }\n");

QString roundPageName(int round)
{
    return QStringLiteral("round-%1.html").arg(round);
}

// A page the site links to: a report of the event, for pairings of its round.
struct Link {
    QString fileName;
    QString title;
    ReportKind kind;
    int round = 0;
};

class SiteWriter {
    Q_DECLARE_TR_FUNCTIONS(rd::report::EventWebSite)

public:
    explicit SiteWriter(const EventInput &event)
        : m_event(event)
    {
        const bool chess = m_event.system != RatingSystem::Sagc;
        if (chess) {
            for (int round = 1; round <= model::lastPairedRound(m_event); ++round)
                m_links.push_back({ roundPageName(round), tr("Round %1").arg(round),
                    ReportKind::Pairings, round });
        }
        m_links.push_back(
            { QStringLiteral("standings.html"), tr("Standings"), ReportKind::Standings });
        if (chess && standings::lastRound(m_event) > 0)
            m_links.push_back(
                { QStringLiteral("crosstable.html"), tr("Crosstable"), ReportKind::Crosstable });
    }

    std::vector<WebPage> pages() const
    {
        std::vector<WebPage> pages;
        pages.push_back({ QStringLiteral("style.css"), (styleRules() + kScreenRules).toUtf8() });
        pages.push_back(page(QStringLiteral("index.html"), QString(), index()));
        for (const Link &link : m_links)
            pages.push_back(page(link.fileName, link.title, content(link)));
        return pages;
    }

private:
    QString index() const
    {
        QString items;
        for (const Link &link : m_links)
            items += QStringLiteral("<li><a href='%1'>%2</a></li>")
                         .arg(link.fileName, link.title.toHtmlEscaped());
        return QStringLiteral("<h1>%1</h1><ul>%2</ul>").arg(escaped(m_event.event.name), items);
    }

    // A round's page holds its pairings by board and then by name.
    QString content(const Link &link) const
    {
        EventReport report(m_event, link.kind);
        if (link.kind != ReportKind::Pairings)
            return report.content();
        report.setRound(link.round);
        EventReport byName(m_event, ReportKind::PairingsByName);
        byName.setRound(link.round);
        return report.content() + QStringLiteral("<h2>%1</h2>").arg(byName.title().toHtmlEscaped())
            + PairingList(m_event, link.round).byName();
    }

    // The page `title` of the event (none: its overview) with the links to every page.
    WebPage page(const QString &fileName, const QString &title, const QString &body) const
    {
        const QString name = QString::fromStdString(m_event.event.name);
        const QString fullTitle
            = title.isEmpty() ? name : name + QStringLiteral(" \u2013 ") + title;
        QString navigation = QStringLiteral("<a href='index.html'>%1</a>").arg(tr("Overview"));
        for (const Link &link : m_links)
            navigation += QStringLiteral("<a href='%1'>%2</a>")
                              .arg(link.fileName, link.title.toHtmlEscaped());
        const QString html
            = QStringLiteral("<!DOCTYPE html>\n<html lang='%1'><head><meta charset='utf-8'>"
                             "<meta name='viewport' content='width=device-width, initial-scale=1'>"
                             "<title>%2</title><link rel='stylesheet' href='style.css'></head>\n"
                             "<body><nav>%3</nav><div class='wide'>%4</div></body></html>\n")
                  .arg(QLocale().bcp47Name().section(QLatin1Char('-'), 0, 0),
                      fullTitle.toHtmlEscaped(), navigation, body);
        return { fileName, html.toUtf8() };
    }

    const EventInput &m_event;
    std::vector<Link> m_links;
};

} // namespace

std::vector<WebPage> eventWebSite(const EventInput &event)
{
    return SiteWriter(event).pages();
}

std::optional<QString> saveWebSite(const std::vector<WebPage> &pages, const QString &folder)
{
    const QFileInfo place(folder);
    if (!QFileInfo(place.absolutePath()).isDir())
        return QCoreApplication::translate(
            "rd::report::EventWebSite", "The folder %1 does not exist; nothing was written.")
            .arg(QDir::toNativeSeparators(place.absolutePath()));
    if (!QDir().mkpath(folder))
        return QCoreApplication::translate(
            "rd::report::EventWebSite", "The folder %1 cannot be made; nothing was written.")
            .arg(QDir::toNativeSeparators(folder));
    for (const WebPage &page : pages) {
        QSaveFile file(QDir(folder).filePath(page.fileName));
        if (!file.open(QIODevice::WriteOnly) || file.write(page.content) < 0 || !file.commit())
            return QCoreApplication::translate(
                "rd::report::EventWebSite", "%1 cannot be written (%2).")
                .arg(QDir::toNativeSeparators(file.fileName()), file.errorString());
    }
    return std::nullopt;
}

} // namespace rd::report
