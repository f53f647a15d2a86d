// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// While a step over many rows is worked out on a thread (DocumentSession::
// startSetField), the window goes on, and the user's next key press, click, drop or
// close waits for the step: it is pushed first, so that whatever the input does
// comes after it, as the user did it after. The pointer says that work goes on.

#include <QObject>

class DocumentSession;

class PendingEditGate : public QObject
{
    Q_OBJECT

public:
    PendingEditGate(DocumentSession *session, QObject *parent);
    ~PendingEditGate() override;

protected:
    bool eventFilter(QObject *watched, QEvent *event) override;

private:
    void setPending(bool pending);

    DocumentSession *m_session;
    bool m_pending = false;
};
