#include "ui/database/ServerConnectDialog.h"

#include "ui/widgets/NumberField.h"

#include <QDialogButtonBox>
#include <QFormLayout>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>

namespace rd::ui {

namespace {

QLineEdit *field(const QString &value, const QString &name, QWidget *parent)
{
    auto *edit = new QLineEdit(value, parent);
    edit->setObjectName(name);
    return edit;
}

} // namespace

ServerConnectDialog::ServerConnectDialog(const desktop::ServerAddress &given, QWidget *parent)
    : QDialog(parent)
    , m_server(field(QStringLiteral("localhost"), QStringLiteral("serverEdit"), this))
    , m_port(new NumberField(tr("Port"), edit::NumberRule { 1, 65535, 0, true }, this))
    , m_database(field({}, QStringLiteral("databaseEdit"), this))
    , m_user(field(desktop::ServerAddress::defaultUser(), QStringLiteral("userEdit"), this))
    , m_password(field({}, QStringLiteral("passwordEdit"), this))
    , m_buttons(new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel, this))
{
    setWindowTitle(tr("Connect to server"));
    m_port->setObjectName(QStringLiteral("portField"));
    m_port->setValue(desktop::ServerAddress::kDefaultPort);
    if (!given.host.isEmpty())
        m_server->setText(given.host);
    if (given.port > 0)
        m_port->setValue(given.port);
    m_database->setText(given.databaseName);
    if (!given.user.isEmpty())
        m_user->setText(given.user);
    m_server->setPlaceholderText(tr("a host name, an address or a socket directory"));
    m_password->setEchoMode(QLineEdit::Password);
    auto *hint = new QLabel(tr("Leave the password empty when PGPASSWORD or ~/.pgpass gives it. "
                               "A password typed here is kept only until ratingdesk quits."),
        this);
    hint->setObjectName(QStringLiteral("passwordHint"));
    hint->setWordWrap(true);
    connect(m_buttons, &QDialogButtonBox::accepted, this, &QDialog::accept);
    connect(m_buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    for (QLineEdit *required :
        std::initializer_list<QLineEdit *> { m_server, m_port, m_database, m_user })
        connect(required, &QLineEdit::textChanged, this, &ServerConnectDialog::updateOk);
    auto *form = new QFormLayout(this);
    form->addRow(tr("&Server"), m_server);
    form->addRow(tr("P&ort"), m_port);
    form->addRow(tr("&Database"), m_database);
    form->addRow(tr("&User"), m_user);
    form->addRow(tr("Pass&word"), m_password);
    form->addRow(hint);
    form->addRow(m_buttons);
    updateOk();
    setMinimumWidth(440);
}

QString ServerConnectDialog::url() const
{
    return desktop::ServerAddress { m_server->text().trimmed(),
        m_port->wholeValue().value_or(desktop::ServerAddress::kDefaultPort),
        m_user->text().trimmed(), m_database->text().trimmed() }
        .url();
}

QString ServerConnectDialog::password() const
{
    return m_password->text();
}

void ServerConnectDialog::clearPassword()
{
    m_password->clear();
}

void ServerConnectDialog::updateOk()
{
    const bool filled = !m_server->text().trimmed().isEmpty()
        && !m_database->text().trimmed().isEmpty() && !m_user->text().trimmed().isEmpty()
        && m_port->problem().isEmpty();
    m_buttons->button(QDialogButtonBox::Ok)->setEnabled(filled);
}

} // namespace rd::ui
