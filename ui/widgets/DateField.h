#pragma once

#include <QDate>
#include <QLocale>
#include <QWidget>

#include <optional>

class QLineEdit;
class QToolButton;

namespace rd::ui {

// A date as people write it: in the locale's short form with the year in full (24.11.2026 in
// German, 11/24/2026 in US English) or with two digits as lists and tables show it (24.11.26,
// 11/24/26), or as ISO (2026-11-24), or picked from a calendar (the button, Alt+Down or F4). Once
// typed it is shown in the locale's form; text that is no date is marked, with the expected form in
// its tooltip, and changes nothing.
class DateField : public QWidget {
    Q_OBJECT

public:
    explicit DateField(QWidget *parent = nullptr);

    // The date shown; nothing while the field is empty or holds text that is no date.
    std::optional<QDate> date() const;
    // Shows `date` (an invalid one empties the field) without announcing a change.
    void setDate(const QDate &date);
    // As setDate, but typed text that is no date stays while `date` is the one shown already:
    // it is part of what the user typed, kept until it is corrected.
    void followDate(const QDate &date);
    QLineEdit *lineEdit() const { return m_edit; }
    // Shown and copied, not changed.
    void setReadOnly(bool readOnly);
    // A field that must hold a date: emptied, it is marked as text that is no date is, and the
    // emptiness is kept until a date is typed.
    void setRequired(bool required);
    bool isRequired() const { return m_required; }
    // A date typed but not yet entered (neither Enter pressed nor the field left) is entered
    // now, as Enter would; other text stays as typed.
    void enterTyped();

    // A date in the locale's form or as ISO; nothing for anything else. A two-digit year is the
    // one of the hundred years up to ten years after `today` (in 2026: 37 is 1937, 36 is 2036),
    // so that both birth dates and the dates of coming events read.
    static std::optional<QDate> parse(
        const QString &text, const QLocale &locale, const QDate &today = QDate::currentDate());

signals:
    // A date was typed (and Enter pressed or the field left) or picked.
    void dateChanged(const QDate &date);

private:
    void textEdited(const QString &text);
    void showCalendar();
    void markUnreadable(bool unreadable);

    QLineEdit *m_edit;
    QToolButton *m_pick;
    QDate m_shown; // the date last set or announced
    bool m_required = false;
};

// The fields of an event's first and last day ("startDate", "endDate", the names by which a
// problem's place finds them), as both editors show them: an event has a last day, its start
// may be left out.
struct EventDateFields {
    DateField *start;
    DateField *end;
};
EventDateFields eventDateFields(QWidget *parent);

} // namespace rd::ui
