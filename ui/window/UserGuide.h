#pragma once

#include <QDialog>

class QListWidget;
class QTextBrowser;

namespace rd::ui {

// The user guide (docs/user-guide.md, in German docs/user-guide.de.md), shipped with the program
// and shown a chapter at a time beside the list of chapters: F1 opens it at the chapter of the
// window the user is in, in the language of the program's words. Escape closes it.
class UserGuide : public QDialog {
    Q_OBJECT

public:
    // The guide's chapters, in the order of its "## " headings in either language.
    enum class Chapter {
        GettingStarted,
        Importing,
        Crosstable,
        RecordSheet,
        Rating,
        Reports,
        PlayerView,
    };

    // Opens the guide of `window` at `chapter`, or brings the one already open there to the
    // front at that chapter.
    static UserGuide *open(QWidget *window, Chapter chapter);

    explicit UserGuide(QWidget *parent = nullptr);

    void showChapter(Chapter chapter);
    // The chapters' titles, in their order.
    QStringList chapterTitles() const;

private:
    struct Section {
        QString title;
        QString markdown;
    };
    // The guide's text in the program's language, cut at its "## " headings.
    static std::vector<Section> readSections();
    void showSection(int row);

    std::vector<Section> m_sections;
    QListWidget *m_chapters;
    QTextBrowser *m_text;
};

} // namespace rd::ui
