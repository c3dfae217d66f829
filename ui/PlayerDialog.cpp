#include "ui/PlayerDialog.h"

#include "engine/rating/sagc/GoRank.h"
#include "report/DisplayNames.h"
#include "ui/DateField.h"
#include "ui/ErrorReport.h"
#include "ui/StatePalette.h"

#include <QCheckBox>
#include <QDialogButtonBox>
#include <QDoubleSpinBox>
#include <QFormLayout>
#include <QHBoxLayout>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QSpinBox>

namespace rd::ui {

namespace {

QSpinBox *spinBox(int minimum, int maximum, int value, QWidget *parent)
{
    auto *box = new QSpinBox(parent);
    box->setRange(minimum, maximum);
    box->setValue(value);
    return box;
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

} // namespace

PlayerDialog::PlayerDialog(
    store::PlayerRepository &players, store::PlayerDetails player, QWidget *parent)
    : QDialog(parent)
    , m_players(players)
    , m_id(player.id)
    , m_name(new QLineEdit(player.name, this))
    , m_birthDate(new DateField(this))
    , m_hasDwz(new QCheckBox(tr("DWZ"), this))
    , m_dwzRating(spinBox(1, 3500, 1500, this))
    , m_dwzIndex(spinBox(0, 999, 1, this))
    , m_hasUscf(new QCheckBox(tr("US Chess"), this))
    , m_uscfRating(new QDoubleSpinBox(this))
    , m_uscfGames(spinBox(0, 100000, 0, this))
    , m_uscfAdult(new QCheckBox(tr("&Adult, age unknown"), this))
    , m_sagcRank(new QLineEdit(this))
    , m_sagcIndex(spinBox(-999, 999, 0, this))
    , m_problem(new QLabel(this))
    , m_duplicates(new QLabel(this))
    , m_buttons(new QDialogButtonBox(QDialogButtonBox::Save | QDialogButtonBox::Cancel, this))
{
    setWindowTitle(player.id ? tr("Edit player") : tr("Add player"));
    m_name->setObjectName(QStringLiteral("playerName"));
    m_name->setPlaceholderText(tr("Surname, Given name"));
    m_birthDate->setObjectName(QStringLiteral("birthDate"));
    m_birthDate->lineEdit()->setToolTip(tr("Empty when the birth date is not known."));
    if (player.birthDate)
        m_birthDate->setDate(
            QDate(player.birthDate->year, player.birthDate->month, player.birthDate->day));
    m_uscfRating->setRange(100, 3500);
    m_uscfRating->setDecimals(2);
    m_sagcRank->setObjectName(QStringLiteral("sagcRank"));
    m_sagcRank->setPlaceholderText(tr("e.g. 14k or 2d; empty: none"));
    m_problem->setObjectName(QStringLiteral("problem"));
    StatePalette::setTextState(m_problem, State::Error);
    m_duplicates->setObjectName(QStringLiteral("duplicates"));
    StatePalette::setTextState(m_duplicates, State::Warning);
    m_duplicates->setWordWrap(true);

    auto *form = new QFormLayout(this);
    form->addRow(tr("&Name"), m_name);
    form->addRow(tr("&Birth date"), row(this, { m_birthDate }));
    for (const auto &[kind, label] :
        { std::pair { "dsb", tr("&DSB id") }, std::pair { "uscf", tr("&US Chess id") },
            std::pair { "fide", tr("&FIDE id") }, std::pair { "sagc", tr("SAGC &handle") } }) {
        auto *edit = new QLineEdit(player.federationIds.count(QLatin1String(kind))
                ? player.federationIds.at(QLatin1String(kind))
                : QString(),
            this);
        edit->setObjectName(QLatin1String(kind) + QStringLiteral("Id"));
        m_ids[QLatin1String(kind)] = edit;
        form->addRow(label, edit);
        connect(edit, &QLineEdit::textChanged, this, &PlayerDialog::check);
    }
    form->addRow(tr("Starting DWZ"),
        row(this, { m_hasDwz, m_dwzRating, new QLabel(tr("index"), this), m_dwzIndex }));
    form->addRow(tr("Starting US Chess"),
        row(this, { m_hasUscf, m_uscfRating, new QLabel(tr("games"), this), m_uscfGames }));
    // US Chess step 1: without a rating or an age, an adult starts at 1300, anyone else at 750.
    m_uscfAdult->setObjectName(QStringLiteral("uscfAdult"));
    m_uscfAdult->setToolTip(
        tr("Without a rating or a birth date, US Chess starts an adult at 1300, others at 750."));
    form->addRow(QString(), m_uscfAdult);
    form->addRow(tr("Starting SAGC &rank"),
        row(this, { m_sagcRank, new QLabel(tr("index"), this), m_sagcIndex }));
    form->addRow(m_problem);
    form->addRow(m_duplicates);
    form->addRow(m_buttons);

    // The starting values the player already has.
    const QJsonObject dwz = player.startingStates.value(QStringLiteral("dwz")).toObject();
    m_hasDwz->setChecked(dwz.contains(QStringLiteral("rating")));
    m_dwzRating->setValue(dwz.value(QStringLiteral("rating")).toInt(1500));
    m_dwzIndex->setValue(dwz.value(QStringLiteral("index")).toInt(1));
    const QJsonObject uscf = player.startingStates.value(QStringLiteral("uscf")).toObject();
    m_hasUscf->setChecked(uscf.contains(QStringLiteral("rating")));
    m_uscfRating->setValue(uscf.value(QStringLiteral("rating")).toDouble(1000));
    m_uscfGames->setValue(uscf.value(QStringLiteral("games")).toInt(0));
    m_uscfAdult->setChecked(uscf.value(QStringLiteral("adult")).toBool());
    const QJsonObject sagc = player.startingStates.value(QStringLiteral("sagc")).toObject();
    m_sagcRank->setText(sagc.value(QStringLiteral("rank")).toString());
    m_sagcIndex->setValue(sagc.value(QStringLiteral("index")).toInt(0));

    connect(m_name, &QLineEdit::textChanged, this, &PlayerDialog::check);
    connect(m_sagcRank, &QLineEdit::textChanged, this, &PlayerDialog::check);
    connect(m_birthDate->lineEdit(), &QLineEdit::textChanged, this, &PlayerDialog::check);
    connect(m_buttons, &QDialogButtonBox::accepted, this, &QDialog::accept);
    connect(m_buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    // Tab follows the form from top to bottom, left to right.
    QList<QWidget *> chain { m_name, m_birthDate->lineEdit() };
    for (const char *kind : { "dsb", "uscf", "fide", "sagc" })
        chain << m_ids.at(QLatin1String(kind));
    chain << m_hasDwz << m_dwzRating << m_dwzIndex << m_hasUscf << m_uscfRating << m_uscfGames
          << m_uscfAdult << m_sagcRank << m_sagcIndex << m_buttons;
    for (qsizetype i = 1; i < chain.size(); ++i)
        setTabOrder(chain[i - 1], chain[i]);
    check();
}

QString PlayerDialog::problem() const
{
    if (m_name->text().trimmed().isEmpty())
        return tr("A player needs a name.");
    const QString rank = m_sagcRank->text().trimmed();
    if (!rank.isEmpty() && !sagc::GoRank::parse(rank.toStdString()))
        return tr("\"%1\" is not a rank: 30k ... 1k, 1d ... 9d.").arg(rank);
    const QString birthDate = m_birthDate->lineEdit()->text().trimmed();
    if (!birthDate.isEmpty() && !m_birthDate->date())
        return tr("\"%1\" is not a date: write the birth date as %2 or leave it empty.")
            .arg(birthDate, QDate(1980, 5, 1).toString(report::DisplayNames::dateFormat(locale())));
    return {};
}

QString PlayerDialog::duplicateWarning()
{
    QStringList names;
    ErrorReport::guard(this, tr("Looking for the same player"), [&] {
        for (const store::PlayerSummary &other : m_players.likelyDuplicates(player()))
            names << QStringLiteral("%1 (no. %2)").arg(other.name).arg(other.id);
    });
    return names.isEmpty()
        ? QString()
        : tr("Possibly the same player as: %1").arg(names.join(QStringLiteral(", ")));
}

void PlayerDialog::check()
{
    const QString text = problem();
    m_problem->setText(text);
    m_problem->setVisible(!text.isEmpty());
    const QString duplicates = text.isEmpty() ? duplicateWarning() : QString();
    m_duplicates->setText(duplicates);
    m_duplicates->setVisible(!duplicates.isEmpty());
    m_buttons->button(QDialogButtonBox::Save)->setEnabled(text.isEmpty());
}

store::PlayerDetails PlayerDialog::player() const
{
    store::PlayerDetails details;
    details.id = m_id;
    details.name = m_name->text().simplified();
    if (const auto date = m_birthDate->date())
        details.birthDate = Date { date->year(), date->month(), date->day() };
    for (const auto &[kind, edit] : m_ids)
        details.federationIds[kind] = edit->text().trimmed();
    if (m_hasDwz->isChecked())
        details.startingStates.insert(QStringLiteral("dwz"),
            QJsonObject { { "rating", m_dwzRating->value() }, { "index", m_dwzIndex->value() } });
    QJsonObject uscf;
    if (m_hasUscf->isChecked())
        uscf = { { "rating", m_uscfRating->value() }, { "games", m_uscfGames->value() } };
    if (m_uscfAdult->isChecked())
        uscf.insert(QStringLiteral("adult"), true);
    if (!uscf.isEmpty())
        details.startingStates.insert(QStringLiteral("uscf"), uscf);
    if (!m_sagcRank->text().trimmed().isEmpty())
        details.startingStates.insert(QStringLiteral("sagc"),
            QJsonObject {
                { "rank", m_sagcRank->text().trimmed() }, { "index", m_sagcIndex->value() } });
    return details;
}

} // namespace rd::ui
