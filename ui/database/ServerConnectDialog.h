#pragma once

#include "desktop/DatabaseLocation.h"

#include <QDialog>

class QDialogButtonBox;
class QLineEdit;

namespace rd::ui {

class NumberField;

// Where a database on a PostgreSQL server is: server, port, database and user, with a password
// when neither PGPASSWORD nor ~/.pgpass gives one. Hands back the URL (desktop::ServerAddress) and
// the password apart; OK waits for a server, a database and a user.
class ServerConnectDialog : public QDialog {
    Q_OBJECT

public:
    // Filled in from `given` when it is on a server, else with the usual defaults.
    explicit ServerConnectDialog(
        const desktop::ServerAddress &given = {}, QWidget *parent = nullptr);

    QString url() const;
    QString password() const;
    void clearPassword();

private:
    void updateOk();

    QLineEdit *m_server;
    NumberField *m_port;
    QLineEdit *m_database;
    QLineEdit *m_user;
    QLineEdit *m_password;
    QDialogButtonBox *m_buttons;
};

} // namespace rd::ui
