// SPDX-License-Identifier: GPL-3.0-or-later
#include "audittestserver.h"

#include <QDateTime>
#include <QMutex>
#include <QPointer>
#include <QTcpServer>
#include <QTcpSocket>
#include <QThread>
#include <QTimer>

QByteArray AuditTestServer::Request::header(QByteArrayView name) const
{
    for (const auto &[key, value] : headers) {
        if (QByteArrayView(key).compare(name, Qt::CaseInsensitive) == 0)
            return value;
    }
    return {};
}

struct AuditTestServer::Private
{
    Handler handler;
    QThread thread;
    QTcpServer *server = nullptr; // lives in thread
    quint16 port = 0;
    mutable QMutex mutex;
    QList<Request> requests;
    qint64 sent = 0;
    int open = 0;
    int peak = 0;

    void opened(int delta)
    {
        QMutexLocker lock(&mutex);
        open += delta;
        peak = qMax(peak, open);
    }

    void serve(QTcpSocket *socket)
    {
        auto buffer = std::make_shared<QByteArray>();
        QObject::connect(socket, &QTcpSocket::readyRead, socket, [this, socket, buffer] {
            buffer->append(socket->readAll());
            const qsizetype end = buffer->indexOf("\r\n\r\n");
            if (end < 0 || socket->property("answered").toBool())
                return;
            socket->setProperty("answered", true);
            Request request;
            request.ms = QDateTime::currentMSecsSinceEpoch();
            const QList<QByteArray> lines = buffer->left(end).split('\n');
            const QList<QByteArray> first = lines.value(0).trimmed().split(' ');
            request.method = first.value(0);
            request.path = QString::fromLatin1(first.value(1));
            for (qsizetype i = 1; i < lines.size(); ++i) {
                const qsizetype colon = lines[i].indexOf(':');
                if (colon > 0)
                    request.headers.append(
                        {lines[i].left(colon).trimmed(), lines[i].mid(colon + 1).trimmed()});
            }
            {
                QMutexLocker lock(&mutex);
                requests.append(request);
            }
            opened(1);
            socket->setProperty("counted", true);
            const Reply reply = handler(request);
            if (reply.mode == Reply::Silent)
                return;
            QByteArray head = "HTTP/1.1 " + QByteArray::number(reply.status) + " Status\r\n";
            for (const auto &[name, value] : reply.headers)
                head += name + ": " + value + "\r\n";
            head += "Connection: close\r\n";
            if (reply.mode == Reply::Normal) {
                head += "Content-Length: " + QByteArray::number(reply.body.size()) + "\r\n\r\n";
                const QByteArray all = head + reply.body;
                QPointer<QTcpSocket> guard(socket);
                const auto send = [guard, all] {
                    if (!guard)
                        return;
                    guard->write(all);
                    guard->disconnectFromHost();
                };
                if (reply.delayMs > 0)
                    QTimer::singleShot(reply.delayMs, socket, send);
                else
                    send();
                return;
            }
            head += "Content-Length: " + QByteArray::number(reply.fillBytes) + "\r\n\r\n";
            socket->write(head + reply.body);
            auto left = std::make_shared<qint64>(reply.fillBytes - reply.body.size());
            const QByteArray chunk(64 * 1024, ' ');
            auto more = [this, socket, chunk, left] {
                while (*left > 0 && socket->state() == QAbstractSocket::ConnectedState &&
                       socket->bytesToWrite() < 2 * chunk.size()) {
                    const qint64 n = qMin<qint64>(*left, chunk.size());
                    socket->write(chunk.left(n));
                    *left -= n;
                    QMutexLocker lock(&mutex);
                    sent += n;
                }
                if (*left == 0)
                    socket->disconnectFromHost();
            };
            QObject::connect(socket, &QTcpSocket::bytesWritten, socket, more);
            more();
        });
        QObject::connect(socket, &QTcpSocket::disconnected, socket, [this, socket] {
            if (socket->property("counted").toBool())
                opened(-1);
            socket->deleteLater();
        });
    }
};

AuditTestServer::AuditTestServer(Handler handler) : d(std::make_unique<Private>())
{
    d->handler = std::move(handler);
    d->thread.start();
    auto *context = new QObject;
    context->moveToThread(&d->thread);
    QMetaObject::invokeMethod(
        context,
        [this, context] {
            d->server = new QTcpServer;
            QObject::connect(d->server, &QTcpServer::newConnection, d->server, [this] {
                while (QTcpSocket *socket = d->server->nextPendingConnection())
                    d->serve(socket);
            });
            d->server->listen(QHostAddress::LocalHost, 0);
            d->port = d->server->serverPort();
            delete context;
        },
        Qt::BlockingQueuedConnection);
}

AuditTestServer::~AuditTestServer()
{
    QMetaObject::invokeMethod(
        d->server,
        [this] {
            for (QTcpSocket *socket : d->server->findChildren<QTcpSocket *>())
                socket->abort();
            delete d->server;
        },
        Qt::BlockingQueuedConnection);
    d->thread.quit();
    d->thread.wait();
}

QString AuditTestServer::url(const QString &path) const
{
    return QStringLiteral("http://127.0.0.1:%1%2").arg(d->port).arg(path);
}

quint16 AuditTestServer::port() const
{
    return d->port;
}

QList<AuditTestServer::Request> AuditTestServer::requests() const
{
    QMutexLocker lock(&d->mutex);
    return d->requests;
}

qint64 AuditTestServer::bytesSent() const
{
    QMutexLocker lock(&d->mutex);
    return d->sent;
}

int AuditTestServer::peakOpen() const
{
    QMutexLocker lock(&d->mutex);
    return d->peak;
}
