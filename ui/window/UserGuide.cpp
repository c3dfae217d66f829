#include "ui/window/UserGuide.h"

#include <QFile>
#include <QHBoxLayout>
#include <QListWidget>
#include <QLocale>
#include <QSplitter>
#include <QTextBrowser>

namespace rd::ui {

UserGuide::UserGuide(QWidget *parent)
    : QDialog(parent)
    , m_sections(readSections())
    , m_chapters(new QListWidget(this))
    , m_text(new QTextBrowser(this))
{
    setObjectName(QStringLiteral("userGuide"));
    setWindowTitle(tr("ratingdesk – User guide"));
    m_chapters->setObjectName(QStringLiteral("guideChapters"));
    m_chapters->setAccessibleName(tr("Chapters"));
    m_text->setObjectName(QStringLiteral("guideText"));
    m_text->setOpenExternalLinks(true);
    for (const Section &section : m_sections)
        m_chapters->addItem(section.title);
    connect(m_chapters, &QListWidget::currentRowChanged, this, &UserGuide::showSection);

    auto *splitter = new QSplitter(Qt::Horizontal, this);
    splitter->addWidget(m_chapters);
    splitter->addWidget(m_text);
    // The chapters' titles whole, the text the rest.
    const int listWidth = m_chapters->sizeHintForColumn(0) + 2 * m_chapters->frameWidth() + 8;
    splitter->setStretchFactor(1, 1);
    splitter->setSizes({ listWidth, 900 - listWidth });
    auto *layout = new QHBoxLayout(this);
    layout->addWidget(splitter);
    resize(900, 640);
}

UserGuide *UserGuide::open(QWidget *window, Chapter chapter)
{
    auto *guide = window->findChild<UserGuide *>(QString(), Qt::FindDirectChildrenOnly);
    if (!guide) {
        guide = new UserGuide(window);
        guide->setAttribute(Qt::WA_DeleteOnClose);
    }
    guide->showChapter(chapter);
    guide->show();
    guide->raise();
    guide->activateWindow();
    return guide;
}

// The text is read where the cursor can scroll it with the keys; Tab leads to the chapters.
void UserGuide::showChapter(Chapter chapter)
{
    m_chapters->setCurrentRow(static_cast<int>(chapter));
    m_text->setFocus();
}

QStringList UserGuide::chapterTitles() const
{
    QStringList titles;
    for (const Section &section : m_sections)
        titles << section.title;
    return titles;
}

std::vector<UserGuide::Section> UserGuide::readSections()
{
    // The program speaks German where the locale is German (ApplicationSetup).
    QFile file(QLocale().language() == QLocale::German ? QStringLiteral(":/guide/user-guide.de.md")
                                                       : QStringLiteral(":/guide/user-guide.md"));
    if (!file.open(QIODevice::ReadOnly))
        return {};
    std::vector<Section> sections;
    const QString heading = QStringLiteral("## ");
    for (const QString &line : QString::fromUtf8(file.readAll()).split(QLatin1Char('\n'))) {
        if (line.startsWith(heading))
            sections.push_back({ line.mid(heading.size()).trimmed(), QString() });
        else if (!sections.empty())
            sections.back().markdown += line + QLatin1Char('\n');
    }
    return sections;
}

void UserGuide::showSection(int row)
{
    if (row < 0 || row >= static_cast<int>(m_sections.size()))
        return;
    const Section &section = m_sections[static_cast<std::size_t>(row)];
    m_text->setMarkdown(
        QStringLiteral("# ") + section.title + QLatin1Char('\n') + section.markdown);
}

} // namespace rd::ui
