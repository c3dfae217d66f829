#include "ui/players/NewPlayerDialog.h"

#include "engine/io/document/EventDocumentReader.h"
#include "engine/io/document/StartingRatingsJson.h"
#include "report/DisplayNames.h"
#include "ui/players/RegistryPlayers.h"
#include "ui/widgets/DateField.h"
#include "ui/widgets/NumberField.h"
#include "ui/widgets/QtDates.h"
#include "ui/widgets/StatePalette.h"

#include <QComboBox>
#include <QDate>
#include <QDialogButtonBox>
#include <QFormLayout>
#include <QHBoxLayout>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QRegularExpression>
#include <QVBoxLayout>

#include <algorithm>
#include <limits>
#include <utility>

namespace rd::ui {

namespace {

QLabel *buddyLabel(const QString &text, QWidget *buddy, QWidget *parent)
{
    auto *label = new QLabel(text, parent);
    label->setBuddy(buddy);
    return label;
}

// What the document reader says of a value, without the place it names: the dialog names the
// field itself.
QString whatIsWrong(const io::DocumentError &error)
{
    const QString place = io::userPlace(error.path) + QStringLiteral(": ");
    const QString text = error.userText();
    return text.startsWith(place) ? text.mid(place.size()) : text;
}

// A starting value's field: read as the user writes numbers, its range checked as the event
// document's is (io::DocumentPart).
NumberField *startingValueField(const QString &what, int decimals, QWidget *parent)
{
    return new NumberField(what,
        edit::NumberRule { std::numeric_limits<double>::lowest(),
            std::numeric_limits<double>::max(), decimals, false },
        parent);
}

// A birth date as the field reads it, for the hints.
QString exampleDate(const QLocale &locale)
{
    return QDate(1980, 5, 1).toString(report::DisplayNames::dateFormat(locale));
}

} // namespace

NewPlayerDialog::NewPlayerDialog(const QString &name, RatingSystem system,
    std::vector<model::PlayerSummary> registry, QWidget *parent)
    : QDialog(parent)
    , m_name(name.simplified())
    , m_system(system)
    , m_registry(std::move(registry))
{
    setWindowTitle(tr("New player"));
    setMinimumWidth(fontMetrics().averageCharWidth() * 60);
    auto *intro = new QLabel(
        tr("%1 is not in the list of players. Add him as a new player with:").arg(m_name), this);
    intro->setWordWrap(true);

    m_birth = new QLineEdit(this);
    m_birth->setObjectName(QStringLiteral("birth"));
    m_birth->setPlaceholderText(tr("%1 or the year alone").arg(exampleDate(locale())));
    auto *form = new QFormLayout;
    form->addRow(buddyLabel(tr("&Birth date or year:"), m_birth, this), m_birth);
    // A Go player's rank and index are typed in the record sheet's player form.
    if (system != RatingSystem::Sagc) {
        m_rating = startingValueField(system == RatingSystem::Dwz ? tr("DWZ") : tr("Rating"),
            system == RatingSystem::Dwz ? 0 : 2, this);
        m_rating->setObjectName(QStringLiteral("rating"));
        m_rating->setPlaceholderText(tr("empty: none yet"));
    }
    if (system == RatingSystem::Dwz) {
        m_index = startingValueField(tr("Index"), 0, this);
        m_index->setObjectName(QStringLiteral("index"));
        form->addRow(buddyLabel(tr("&DWZ:"), m_rating, this), m_rating);
        form->addRow(buddyLabel(tr("I&ndex:"), m_index, this), m_index);
    } else if (m_rating) {
        form->addRow(buddyLabel(tr("&Rating:"), m_rating, this), m_rating);
    }

    m_problem = new QLabel(this);
    m_problem->setObjectName(QStringLiteral("problem"));
    m_problem->setWordWrap(true);
    StatePalette::setTextState(m_problem, State::Error);
    m_problem->hide();

    auto *buttons = new QDialogButtonBox(this);
    QPushButton *add = buttons->addButton(tr("&Add new player"), QDialogButtonBox::AcceptRole);
    add->setDefault(true);
    buttons->addButton(QDialogButtonBox::Cancel);
    connect(buttons, &QDialogButtonBox::accepted, this, &NewPlayerDialog::accept);
    connect(buttons, &QDialogButtonBox::rejected, this, &NewPlayerDialog::reject);

    auto *layout = new QVBoxLayout(this);
    layout->addWidget(intro);
    layout->addLayout(form);
    m_lookalikes = new QLabel(this);
    m_lookalikes->setObjectName(QStringLiteral("lookalikes"));
    m_lookalikes->setWordWrap(true);
    StatePalette::setTextState(m_lookalikes, State::Warning);
    layout->addWidget(m_lookalikes);
    m_listedChoice = new QComboBox(this);
    m_listedChoice->setObjectName(QStringLiteral("listedChoice"));
    m_take = new QPushButton(tr("&Take the listed player"), this);
    m_take->setObjectName(QStringLiteral("takeListed"));
    m_take->setAutoDefault(false);
    connect(m_take, &QPushButton::clicked, this, &NewPlayerDialog::takeListed);
    auto *takeRow = new QHBoxLayout;
    takeRow->addWidget(m_listedChoice, 1);
    takeRow->addWidget(m_take, 0, Qt::AlignRight);
    layout->addLayout(takeRow);
    connect(m_birth, &QLineEdit::textChanged, this, &NewPlayerDialog::showLookalikes);
    showLookalikes();
    layout->addWidget(m_problem);
    layout->addWidget(buttons);
    m_birth->setFocus();
}

void NewPlayerDialog::accept()
{
    QString problem;
    const std::optional<PlayerInput> player = read(problem);
    m_problem->setText(problem);
    m_problem->setVisible(!problem.isEmpty());
    if (!player)
        return;
    m_player = *player;
    QDialog::accept();
}

// The registry players who look like the one typed (model::looksLikeSamePlayer()); the birth
// year, as it is typed, may bring more.
void NewPlayerDialog::showLookalikes()
{
    model::PlayerDetails typed;
    typed.name = m_name;
    QString ignored;
    if (const std::optional<PlayerInput> player = read(ignored)) {
        typed.birthDate = player->birthDate;
        typed.birthYear = player->birthYear;
    }
    m_matches = model::likelyDuplicatesAmong(typed, m_registry);
    QStringList labels;
    for (const model::PlayerSummary &other : m_matches)
        labels << registryPlayerLabel(other);
    m_lookalikes->setText(tr("The list of players already has %1. Is he the same player?")
                              .arg(labels.join(QStringLiteral("; "))));
    m_listedChoice->clear();
    m_listedChoice->addItems(labels);
    m_lookalikes->setVisible(!m_matches.empty());
    m_listedChoice->setVisible(m_matches.size() > 1);
    m_take->setVisible(!m_matches.empty());
    // Tall enough for the sentence that came or went.
    adjustSize();
}

void NewPlayerDialog::takeListed()
{
    const int chosen = std::max(m_listedChoice->currentIndex(), 0);
    m_listed = m_matches[static_cast<std::size_t>(chosen)].id;
    done(TakeListed);
}

std::optional<PlayerInput> NewPlayerDialog::read(QString &problem) const
{
    PlayerInput player;
    player.name = m_name.toStdString();

    // The birth date in the locale's form, or the year alone as the event document allows it;
    // possible for a player entered today (io::isPossibleBirthDate()).
    const QDate today = QDate::currentDate();
    const Date latest = toDate(today);
    const QString birth = m_birth->text().trimmed();
    static const QRegularExpression year(QStringLiteral("^\\d{4}$"));
    if (year.match(birth).hasMatch()) {
        const int value = birth.toInt();
        if (!io::isPossibleBirthYear(value, latest)) {
            problem = tr("Birth year: %1 is not possible (%2 to %3).")
                          .arg(value)
                          .arg(io::kEarliestBirthYear)
                          .arg(latest.year);
            return std::nullopt;
        }
        player.birthYear = value;
    } else if (!birth.isEmpty()) {
        const auto typed = DateField::parse(birth, locale());
        if (!typed) {
            problem = tr("Birth date: \"%1\" is no birth date; write it as %2 or the year alone.")
                          .arg(birth, exampleDate(locale()));
            return std::nullopt;
        }
        const Date date = *Date::fromParts(typed->year(), typed->month(), typed->day());
        if (!io::isPossibleBirthDate(date, latest)) {
            problem = tr("Birth date: %1 is not possible (%2 to today).")
                          .arg(birth)
                          .arg(io::kEarliestBirthYear);
            return std::nullopt;
        }
        player.birthDate = date;
    }

    // The starting state, checked as the event document's `dwz` or `uscf` object is.
    for (const NumberField *field : { m_rating, m_index }) {
        if (field && !field->problem().isEmpty()) {
            problem = field->problem();
            return std::nullopt;
        }
    }
    const std::optional<double> rating = m_rating ? m_rating->value() : std::nullopt;
    const std::optional<double> index = m_index ? m_index->value() : std::nullopt;
    if (!rating && !index)
        return player;
    QList<io::DocumentError> errors;
    if (m_system == RatingSystem::Dwz) {
        if (!rating) {
            problem = tr("Index: an index needs the DWZ it belongs to.");
            return std::nullopt;
        }
        player.dwz = io::typedDwzState(rating, index, errors);
    } else {
        player.uscf = io::typedUscfState(rating, index, errors);
    }
    if (!errors.isEmpty()) {
        const bool ofIndex = errors.front().path.contains(QLatin1String("index"));
        const QString field = ofIndex       ? tr("Index")
            : m_system == RatingSystem::Dwz ? tr("DWZ")
                                            : tr("Rating");
        problem = tr("%1: %2.").arg(field, whatIsWrong(errors.front()));
        return std::nullopt;
    }
    return player;
}

} // namespace rd::ui
