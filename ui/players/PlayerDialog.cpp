#include "ui/players/PlayerDialog.h"

#include "engine/model/ListedPlayers.h"
#include "engine/rating/EventInput.h"
#include "engine/rating/InputLimits.h"
#include "engine/rating/sagc/GoRank.h"
#include "report/DisplayNames.h"
#include "report/RatingStateText.h"
#include "ui/lists/RatingListSearch.h"
#include "ui/players/RegistryPlayers.h"
#include "ui/widgets/DateField.h"
#include "ui/widgets/ErrorReport.h"
#include "ui/widgets/NumberField.h"
#include "ui/widgets/QtDates.h"
#include "ui/widgets/StatePalette.h"

#include <QCheckBox>
#include <QComboBox>
#include <QDialogButtonBox>
#include <QFormLayout>
#include <QHBoxLayout>
#include <QInputDialog>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QRegularExpressionValidator>
#include <QTreeWidget>

namespace rd::ui {

namespace {

// A number field named `objectName` for a starting value within `bounds`, with `decimals`.
NumberField *numberField(const QString &what, const QString &objectName, limits::Bounds bounds,
    QWidget *parent, int decimals = 0)
{
    auto *field = new NumberField(what,
        edit::NumberRule { double(bounds.minimum), double(bounds.maximum), decimals, true },
        parent);
    field->setObjectName(objectName);
    return field;
}

QWidget *row(QWidget *parent, std::initializer_list<QWidget *> widgets)
{
    auto *container = new QWidget(parent);
    auto *layout = new QHBoxLayout(container);
    layout->setContentsMargins(0, 0, 0, 0);
    for (QWidget *widget : widgets)
        layout->addWidget(widget);
    layout->addStretch();
    return container;
}

QLabel *buddyLabel(const QString &text, QWidget *buddy, QWidget *parent)
{
    auto *label = new QLabel(text, parent);
    label->setBuddy(buddy);
    return label;
}

std::optional<QDate> qDate(const std::optional<Date> &date)
{
    return date ? std::optional(toQDate(*date)) : std::nullopt;
}

QString yearText(const std::optional<int> &year)
{
    return year ? QString::number(*year) : QStringLiteral("-");
}

// A starting DWZ as the history writes it.
QString dwzText(const DwzState &dwz)
{
    return report::RatingStateText::of(DwzRating { dwz.rating, dwz.index });
}

} // namespace

PlayerDialog::PlayerDialog(
    desktop::DatabaseSession &session, model::PlayerDetails player, QWidget *parent)
    : QDialog(parent)
    , m_session(session)
    , m_players(session)
    , m_id(player.id)
    , m_name(new QLineEdit(this))
    , m_birthDate(new DateField(this))
    , m_birthYearNote(new QLabel(this))
    , m_sex(new QComboBox(this))
    , m_title(new QComboBox(this))
    , m_federation(new QLineEdit(this))
    , m_club(new QLineEdit(this))
    , m_hasDwz(new QCheckBox(tr("DWZ"), this))
    , m_dwzRating(
          numberField(tr("DWZ"), QStringLiteral("dwzRating"), { 1, limits::kRating.maximum }, this))
    , m_dwzIndex(numberField(tr("DWZ index"), QStringLiteral("dwzIndex"), limits::kDwzIndex, this))
    , m_dwzEvaluated(new DateField(this))
    , m_hasUscf(new QCheckBox(tr("US Chess"), this))
    , m_uscfRating(numberField(tr("US Chess rating"), QStringLiteral("uscfRating"),
          { 100, limits::kRating.maximum }, this, 2))
    , m_uscfGames(
          numberField(tr("US Chess games"), QStringLiteral("uscfGames"), limits::kUscfGames, this))
    , m_uscfAdult(new QCheckBox(tr("&Adult, age unknown"), this))
    , m_sagcRank(new QLineEdit(this))
    , m_sagcIndex(
          numberField(tr("SAGC index"), QStringLiteral("sagcIndex"), limits::kSagcIndex, this))
    , m_problem(new QLabel(this))
    , m_duplicates(new QLabel(this))
    , m_merge(new QPushButton(tr("Mer&ge the same player into this one…"), this))
    , m_buttons(new QDialogButtonBox(QDialogButtonBox::Save | QDialogButtonBox::Cancel, this))
    , m_form(new QFormLayout(this))
{
    setWindowTitle(player.id ? tr("Edit player") : tr("Add player"));
    m_name->setObjectName(QStringLiteral("playerName"));
    m_name->setPlaceholderText(tr("Surname, Given name"));
    m_birthDate->setObjectName(QStringLiteral("birthDate"));
    m_birthDate->lineEdit()->setToolTip(tr("Empty when the birth date is not known."));
    m_birthYearNote->setObjectName(QStringLiteral("birthYearNote"));
    m_sex->setObjectName(QStringLiteral("sex"));
    m_sex->addItem(tr("not known"), QString());
    m_sex->addItem(tr("male"), QStringLiteral("m"));
    m_sex->addItem(tr("female"), QStringLiteral("f"));
    m_title->setObjectName(QStringLiteral("title"));
    m_title->addItem(tr("none"), QString());
    for (const std::string_view title : kFideTitles)
        m_title->addItem(QString::fromLatin1(title.data(), qsizetype(title.size())),
            QString::fromLatin1(title.data(), qsizetype(title.size())));
    m_federation->setObjectName(QStringLiteral("federation"));
    m_federation->setValidator(new QRegularExpressionValidator(
        QRegularExpression(QStringLiteral("[A-Za-z]{0,3}")), m_federation));
    m_federation->setPlaceholderText(tr("e.g. GER"));
    // Three letters; wide enough for the example it shows while empty.
    m_federation->setFixedWidth(m_federation->fontMetrics().horizontalAdvance(
        m_federation->placeholderText() + QStringLiteral("MMM")));
    m_club->setObjectName(QStringLiteral("club"));
    m_dwzEvaluated->setObjectName(QStringLiteral("dwzEvaluated"));
    m_dwzEvaluated->lineEdit()->setToolTip(tr("The day of the last DWZ evaluation, if known."));
    m_sagcRank->setObjectName(QStringLiteral("sagcRank"));
    m_sagcRank->setPlaceholderText(tr("e.g. 14k or 2d; empty: none"));
    m_problem->setObjectName(QStringLiteral("problem"));
    StatePalette::setTextState(m_problem, State::Error);
    m_duplicates->setObjectName(QStringLiteral("duplicates"));
    StatePalette::setTextState(m_duplicates, State::Warning);
    m_duplicates->setWordWrap(true);

    m_form->addRow(tr("&Name"), m_name);
    m_form->addRow(tr("&Birth date"), row(this, { m_birthDate, m_birthYearNote }));
    m_form->addRow(tr("Se&x"),
        row(this,
            { m_sex, buddyLabel(tr("&Title"), m_title, this), m_title,
                buddyLabel(tr("Fed&eration"), m_federation, this), m_federation }));
    m_form->addRow(tr("&Club"), m_club);
    for (const auto &[kind, label] :
        { std::pair { "dsb", tr("&DSB id") }, std::pair { "uscf", tr("&US Chess id") },
            std::pair { "fide", tr("&FIDE id") }, std::pair { "sagc", tr("SAGC &handle") } }) {
        auto *edit = new QLineEdit(this);
        edit->setObjectName(QLatin1String(kind) + QStringLiteral("Id"));
        m_ids[QLatin1String(kind)] = edit;
        m_form->addRow(label, edit);
        connect(edit, &QLineEdit::textChanged, this, &PlayerDialog::check);
    }
    m_form->addRow(tr("Starting DWZ"),
        row(this,
            { m_hasDwz, m_dwzRating, new QLabel(tr("index"), this), m_dwzIndex,
                new QLabel(tr("last evaluated"), this), m_dwzEvaluated }));
    m_form->addRow(tr("Starting US Chess"),
        row(this, { m_hasUscf, m_uscfRating, new QLabel(tr("games"), this), m_uscfGames }));
    // US Chess step 1: without a rating or an age, an adult starts at 1300, anyone else at 750.
    m_uscfAdult->setObjectName(QStringLiteral("uscfAdult"));
    m_uscfAdult->setToolTip(
        tr("Without a rating or a birth date, US Chess starts an adult at 1300, others at 750."));
    m_form->addRow(QString(), m_uscfAdult);
    m_form->addRow(tr("Starting SAGC &rank"),
        row(this, { m_sagcRank, new QLabel(tr("index"), this), m_sagcIndex }));
    m_form->addRow(m_problem);
    m_form->addRow(m_duplicates);
    // Only a player of the registry takes another one in.
    m_merge->setObjectName(QStringLiteral("mergeButton"));
    m_merge->setVisible(false);
    connect(m_merge, &QPushButton::clicked, this, &PlayerDialog::chooseMerge);
    m_form->addRow(QString(), m_merge);
    m_form->addRow(m_buttons);
    showPlayer(player);

    connect(m_name, &QLineEdit::textChanged, this, &PlayerDialog::check);
    connect(m_sagcRank, &QLineEdit::textChanged, this, &PlayerDialog::check);
    connect(m_birthDate->lineEdit(), &QLineEdit::textChanged, this, &PlayerDialog::check);
    connect(m_dwzEvaluated->lineEdit(), &QLineEdit::textChanged, this, &PlayerDialog::check);
    for (NumberField *field : { m_dwzRating, m_dwzIndex, m_uscfRating, m_uscfGames, m_sagcIndex })
        connect(field, &QLineEdit::textChanged, this, &PlayerDialog::check);
    for (QCheckBox *box : { m_hasDwz, m_hasUscf })
        connect(box, &QCheckBox::toggled, this, &PlayerDialog::check);
    connect(m_buttons, &QDialogButtonBox::accepted, this, &QDialog::accept);
    connect(m_buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    // Tab follows the form from top to bottom, left to right.
    QList<QWidget *> chain { m_name, m_birthDate->lineEdit(), m_sex, m_title, m_federation,
        m_club };
    for (const char *kind : { "dsb", "uscf", "fide", "sagc" })
        chain << m_ids.at(QLatin1String(kind));
    chain << m_hasDwz << m_dwzRating << m_dwzIndex << m_dwzEvaluated->lineEdit() << m_hasUscf
          << m_uscfRating << m_uscfGames << m_uscfAdult << m_sagcRank << m_sagcIndex << m_buttons;
    for (qsizetype i = 1; i < chain.size(); ++i)
        setTabOrder(chain[i - 1], chain[i]);
    check();
}

// The fields as `player` has them.
void PlayerDialog::showPlayer(const model::PlayerDetails &player)
{
    m_id = player.id;
    setWindowTitle(player.id ? tr("Edit player") : tr("Add player"));
    m_name->setText(player.name);
    m_birthDate->setDate(qDate(player.birthDate).value_or(QDate()));
    m_birthYear = player.birthDate ? std::nullopt : player.birthYear;
    m_birthYearNote->setText(
        m_birthYear ? tr("born %1; the day is not known").arg(*m_birthYear) : QString());
    m_sex->setCurrentIndex(std::max(
        0, m_sex->findData(player.sex == QLatin1String("w") ? QStringLiteral("f") : player.sex)));
    m_title->setCurrentIndex(std::max(0, m_title->findData(player.title)));
    m_federation->setText(player.federation);
    m_club->setText(player.club);
    for (const auto &[kind, edit] : m_ids) {
        const auto id = player.federationIds.find(kind);
        edit->setText(id == player.federationIds.end() ? QString() : id->second);
    }
    // The starting values the player already has.
    const DwzState dwz = player.startingRatings.dwz.value_or(DwzState {});
    m_hasDwz->setChecked(dwz.rating.has_value());
    m_dwzRating->setValue(dwz.rating.value_or(1500));
    m_dwzIndex->setValue(dwz.rating ? dwz.index : 1);
    m_dwzEvaluated->setDate(qDate(dwz.lastEvaluated).value_or(QDate()));
    const UscfState uscf = player.startingRatings.uscf.value_or(UscfState {});
    m_hasUscf->setChecked(uscf.rating.has_value());
    m_uscfRating->setValue(uscf.rating.value_or(1000));
    m_uscfGames->setValue(static_cast<int>(uscf.games.value_or(0)));
    m_uscfAdult->setChecked(uscf.adult);
    const auto &sagc = player.startingRatings.sagc;
    m_sagcRank->setText(sagc ? QString::fromStdString(sagc->rank.toString()) : QString());
    m_sagcIndex->setValue(sagc ? sagc->index : 0);
}

void PlayerDialog::offerRatingLists()
{
    m_search = new RatingListSearch(m_session, this);
    m_search->setObjectName(QStringLiteral("ratingListSearch"));
    m_listMatch = new QLabel(this);
    m_listMatch->setObjectName(QStringLiteral("listMatch"));
    m_listMatch->setWordWrap(true);
    StatePalette::setTextState(m_listMatch, State::Warning);
    m_editMatched = new QPushButton(this);
    m_editMatched->setObjectName(QStringLiteral("editMatchedPlayer"));
    m_editMatched->setAutoDefault(false);
    auto *label = new QLabel(tr("Find in rating &lists"), this);
    label->setBuddy(m_search->lineEdit());
    m_form->insertRow(0, label, m_search);
    m_form->insertRow(1, m_listMatch);
    m_form->insertRow(2, QString(), m_editMatched);
    m_listMatch->hide();
    m_editMatched->hide();
    connect(m_search, &RatingListSearch::picked, this, &PlayerDialog::take);
    connect(m_editMatched, &QPushButton::clicked, this, &PlayerDialog::editMatchedPlayer);
    setTabOrder(m_search->lineEdit(), m_search->matches());
    setTabOrder(m_search->matches(), m_editMatched);
    setTabOrder(m_editMatched, m_name);
    if (m_search->isEnabled())
        m_search->lineEdit()->setFocus();
}

// A list entry whose FIDE or DSB id no other registry player has fills the fields; otherwise
// the differences are shown and the fields stay as they are.
void PlayerDialog::take(const model::ListedMatch &match)
{
    const auto compared = m_players.compareWithRegistry(match);
    const std::optional<model::RegistryComparison> comparison
        = ErrorReport::succeeded(this, tr("Looking for the same player"), compared) ? *compared
                                                                                    : std::nullopt;
    m_matchedPlayer = comparison ? comparison->playerId : 0;
    m_matchedEntry = match;
    const QString text = comparison ? comparisonText(*comparison, match) : QString();
    m_listMatch->setText(text);
    m_listMatch->setVisible(!text.isEmpty());
    const bool another = comparison && comparison->playerId != m_id;
    m_editMatched->setText(another
            ? tr("&Open player %1 with the list's values").arg(comparison->playerId)
            : QString());
    m_editMatched->setVisible(another);
    if (another)
        return;
    fillFromList(match);
    m_name->setFocus();
}

// The list's values in the fields; the starting DWZ only for a player whose DWZ no rated
// event of ours has carried on.
void PlayerDialog::fillFromList(const model::ListedMatch &match)
{
    const model::PlayerDetails listed = model::listedPlayerDetails(match);
    m_name->setText(listed.name);
    if (listed.birthYear
        && (!m_birthDate->date() || m_birthDate->date()->year() != *listed.birthYear)) {
        m_birthDate->setDate(QDate());
        m_birthYear = listed.birthYear;
        m_birthYearNote->setText(tr("born %1; the day is not known").arg(*m_birthYear));
    }
    if (!listed.sex.isEmpty())
        m_sex->setCurrentIndex(std::max(0, m_sex->findData(listed.sex)));
    m_title->setCurrentIndex(std::max(0, m_title->findData(listed.title)));
    if (!listed.federation.isEmpty())
        m_federation->setText(listed.federation);
    if (!listed.club.isEmpty())
        m_club->setText(listed.club);
    for (const auto &[kind, value] : listed.federationIds)
        m_ids.at(kind)->setText(value);
    const auto &dwz = listed.startingRatings.dwz;
    if (!dwz || (m_id && hasDwzHistory(m_id)))
        return;
    m_hasDwz->setChecked(true);
    m_dwzRating->setValue(dwz->rating.value_or(0));
    m_dwzIndex->setValue(dwz->index);
    m_dwzEvaluated->setDate(qDate(dwz->lastEvaluated).value_or(QDate()));
}

// The registry player who has the list entry's id, in the dialog with the list's values: the
// user sees them next to the comparison and saves, or cancels and nothing changes.
void PlayerDialog::editMatchedPlayer()
{
    if (!m_matchedPlayer || !m_matchedEntry)
        return;
    const auto stored = m_players.player(m_matchedPlayer);
    if (!ErrorReport::succeeded(this, tr("Opening the player"), stored))
        return;
    showPlayer(*stored);
    fillFromList(*m_matchedEntry);
    m_editMatched->hide();
    m_name->setFocus();
    check();
}

bool PlayerDialog::hasDwzHistory(qint64 playerId)
{
    const auto found = m_players.hasHistory(playerId, RatingSystem::Dwz);
    return ErrorReport::succeeded(this, tr("Reading the player's history"), found) && *found;
}

QString PlayerDialog::comparisonText(
    const model::RegistryComparison &comparison, const model::ListedMatch &match)
{
    const model::PlayerDetails &stored = comparison.stored;
    const model::PlayerDetails &listed = comparison.listed;
    // His DWZ now: after his last rated event, else the one he started with.
    QString ours;
    if (comparison.lastDwz)
        ours = tr("DWZ %1 after \"%2\"")
                   .arg(report::RatingStateText::of(comparison.lastDwz->after),
                       comparison.lastDwz->eventName);
    else if (const auto &dwz = stored.startingRatings.dwz)
        ours = tr("starting DWZ %1").arg(dwzText(*dwz));
    else
        ours = tr("no DWZ");
    const auto &listedDwz = listed.startingRatings.dwz;
    QString theirs = tr("list: no DWZ");
    if (listedDwz && match.player.dwzYear && match.player.dwzWeek)
        theirs = tr("list: %1, week %2/%3")
                     .arg(dwzText(*listedDwz))
                     .arg(*match.player.dwzYear)
                     .arg(*match.player.dwzWeek, 2, 10, QLatin1Char('0'));
    else if (listedDwz)
        theirs = tr("list: %1").arg(dwzText(*listedDwz));
    QStringList differences;
    if (comparison.nameDiffers)
        differences << tr("name \"%1\"").arg(listed.name);
    if (comparison.birthYearDiffers)
        differences
            << tr("born %1 (here %2)").arg(*listed.birthYear).arg(yearText(stored.yearOfBirth()));
    if (comparison.titleDiffers)
        differences << tr("title %1 (here %2)")
                           .arg(listed.title.isEmpty() ? tr("none") : listed.title,
                               stored.title.isEmpty() ? tr("none") : stored.title);
    if (comparison.federationDiffers)
        differences << tr("federation %1 (here %2)")
                           .arg(listed.federation,
                               stored.federation.isEmpty() ? tr("none") : stored.federation);
    QString text = tr("In the database as player %1 \"%2\": %3 (%4).")
                       .arg(comparison.playerId)
                       .arg(stored.name, ours, theirs);
    if (!differences.isEmpty())
        text += QLatin1Char(' ')
            + tr("The list differs: %1.").arg(differences.join(QStringLiteral(", ")));
    return text;
}

QString PlayerDialog::problem() const
{
    if (m_name->text().trimmed().isEmpty())
        return tr("A player needs a name.");
    const QString rank = m_sagcRank->text().trimmed();
    if (!rank.isEmpty() && !sagc::GoRank::parse(rank.toStdString()))
        return tr("\"%1\" is not a rank: 30k ... 1k, 1d ... 9d.").arg(rank);
    const QString example = QDate(1980, 5, 1).toString(report::DisplayNames::dateFormat(locale()));
    const QString birthDate = m_birthDate->lineEdit()->text().trimmed();
    if (!birthDate.isEmpty() && !m_birthDate->date())
        return tr("\"%1\" is not a date: write the birth date as %2 or leave it empty.")
            .arg(birthDate, example);
    // The numbers of the starting values given; a field of one not given is not read.
    const std::initializer_list<std::pair<bool, const NumberField *>> numbers {
        { m_hasDwz->isChecked(), m_dwzRating }, { m_hasDwz->isChecked(), m_dwzIndex },
        { m_hasUscf->isChecked(), m_uscfRating }, { m_hasUscf->isChecked(), m_uscfGames },
        { !rank.isEmpty(), m_sagcIndex }
    };
    for (const auto &[given, field] : numbers) {
        if (given && !field->problem().isEmpty())
            return field->problem();
    }
    const QString evaluated = m_dwzEvaluated->lineEdit()->text().trimmed();
    if (!evaluated.isEmpty() && !m_dwzEvaluated->date())
        return tr("\"%1\" is not a date: write the day of the last DWZ evaluation as %2 or leave "
                  "it empty.")
            .arg(evaluated, example);
    return {};
}

QString PlayerDialog::duplicateWarning()
{
    QStringList names;
    m_likelyDuplicates.clear();
    auto found = m_players.likelyDuplicates(player());
    if (ErrorReport::succeeded(this, tr("Looking for the same player"), found))
        m_likelyDuplicates = std::move(*found);
    for (const model::PlayerSummary &other : m_likelyDuplicates)
        names << QStringLiteral("%1, no. %2").arg(registryPlayerLabel(other)).arg(other.id);
    return names.isEmpty()
        ? QString()
        : tr("Possibly the same player as: %1").arg(names.join(QStringLiteral(", ")));
}

void PlayerDialog::check()
{
    // A birth year known without the day is kept until a birth date is typed.
    m_birthYearNote->setVisible(m_birthYear && !m_birthDate->date());
    const QString text = problem();
    m_problem->setText(text);
    m_problem->setVisible(!text.isEmpty());
    const QString duplicates = text.isEmpty() ? duplicateWarning() : QString();
    m_duplicates->setText(duplicates);
    m_duplicates->setVisible(!duplicates.isEmpty());
    m_merge->setVisible(m_id != 0 && !duplicates.isEmpty());
    m_buttons->button(QDialogButtonBox::Save)->setEnabled(text.isEmpty());
}

// The player to merge into this one: the one possible duplicate, or the one chosen of several.
void PlayerDialog::chooseMerge()
{
    if (m_likelyDuplicates.empty())
        return;
    QStringList labels;
    for (const model::PlayerSummary &other : m_likelyDuplicates)
        labels << QStringLiteral("%1, no. %2").arg(registryPlayerLabel(other)).arg(other.id);
    bool chosen = true;
    const QString label = labels.size() == 1
        ? labels.front()
        : QInputDialog::getItem(this, tr("Merge players"), tr("The player to merge into this one:"),
            labels, 0, false, &chosen);
    if (!chosen)
        return;
    m_mergeWith = m_likelyDuplicates[static_cast<std::size_t>(labels.indexOf(label))].id;
    done(MergeRequested);
}

model::PlayerDetails PlayerDialog::player() const
{
    model::PlayerDetails details;
    details.id = m_id;
    details.name = m_name->text().simplified();
    if (const auto date = m_birthDate->date())
        details.birthDate = toDate(*date);
    else
        details.birthYear = m_birthYear;
    details.sex = m_sex->currentData().toString();
    details.title = m_title->currentData().toString();
    details.federation = m_federation->text().trimmed().toUpper();
    details.club = m_club->text().simplified();
    for (const auto &[kind, edit] : m_ids)
        details.federationIds[kind] = edit->text().trimmed();
    if (m_hasDwz->isChecked()) {
        DwzState &dwz = details.startingRatings.dwz.emplace();
        dwz.rating = m_dwzRating->wholeValue().value_or(0);
        dwz.index = m_dwzIndex->wholeValue().value_or(0);
        if (const auto evaluated = m_dwzEvaluated->date())
            dwz.lastEvaluated = toDate(*evaluated);
    }
    if (m_hasUscf->isChecked() || m_uscfAdult->isChecked()) {
        UscfState &uscf = details.startingRatings.uscf.emplace();
        if (m_hasUscf->isChecked()) {
            uscf.rating = m_uscfRating->value().value_or(0.0);
            uscf.games = m_uscfGames->wholeValue().value_or(0);
        }
        uscf.adult = m_uscfAdult->isChecked();
    }
    if (const auto rank = sagc::GoRank::parse(m_sagcRank->text().trimmed().toStdString()))
        details.startingRatings.sagc
            = SagcState { *rank, m_sagcIndex->wholeValue().value_or(0), {} };
    return details;
}

} // namespace rd::ui
