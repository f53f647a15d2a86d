// SPDX-License-Identifier: GPL-3.0-or-later
#include "pendingeditgate.h"

#include "documentsession.h"

#include <QCoreApplication>
#include <QCursor>
#include <QEvent>
#include <QGuiApplication>

PendingEditGate::PendingEditGate(DocumentSession *session, QObject *parent)
    : QObject(parent), m_session(session)
{
    connect(session, &DocumentSession::pendingEditChanged, this, &PendingEditGate::setPending);
}

PendingEditGate::~PendingEditGate()
{
    setPending(false);
}

void PendingEditGate::setPending(bool pending)
{
    if (pending == m_pending)
        return;
    m_pending = pending;
    if (pending) {
        QCoreApplication::instance()->installEventFilter(this);
        QGuiApplication::setOverrideCursor(Qt::BusyCursor);
    } else {
        QCoreApplication::instance()->removeEventFilter(this);
        QGuiApplication::restoreOverrideCursor();
    }
}

bool PendingEditGate::eventFilter(QObject *watched, QEvent *event)
{
    switch (event->type()) {
    case QEvent::ShortcutOverride:
    case QEvent::KeyPress:
    case QEvent::MouseButtonPress:
    case QEvent::MouseButtonDblClick:
    case QEvent::Drop:
    case QEvent::InputMethod:
    case QEvent::TouchBegin:
    case QEvent::TabletPress:
    case QEvent::Close:
        m_session->settlePendingEdit();
        break;
    default:
        break;
    }
    return QObject::eventFilter(watched, event);
}
