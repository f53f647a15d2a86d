// SPDX-License-Identifier: GPL-3.0-or-later
#include "testhttpserver.h"

#include <QHash>
#include <QMutex>
#include <QTcpServer>
#include <QTcpSocket>
#include <QThread>
#include <QTimer>

struct TestHttpServer::Private
{
    QThread thread;
    QTcpServer *server = nullptr; // lives in thread
    quint16 port = 0;
    mutable QMutex mutex;
    QHash<QString, Route> routes;
    QHash<QString, int> hits;

    Route routeFor(const QString &path)
    {
        QMutexLocker lock(&mutex);
        ++hits[path];
        const auto it = routes.constFind(path);
        if (it != routes.constEnd())
            return *it;
        return Route{404, "not found\n", {}, Route::Normal};
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
            const QList<QByteArray> requestLine = buffer->left(buffer->indexOf("\r\n")).split(' ');
            QString path = requestLine.size() > 1 ? QString::fromLatin1(requestLine[1]) : QString();
            const Route route = routeFor(path);
            QByteArray head = "HTTP/1.1 " + QByteArray::number(route.status) + ' ' +
                              (route.status == 200   ? "OK"
                               : route.status == 404 ? "Not Found"
                               : route.status < 400  ? "Moved"
                                                     : "Error") +
                              "\r\n";
            for (const auto &[name, value] : route.headers)
                head += name + ": " + value + "\r\n";
            head += "Connection: close\r\n";
            switch (route.mode) {
            case Route::Normal:
                head += "Content-Length: " + QByteArray::number(route.body.size()) + "\r\n\r\n";
                socket->write(head + route.body);
                socket->disconnectFromHost();
                break;
            case Route::Stall:
                head += "Content-Length: " + QByteArray::number(route.body.size() + 100000) +
                        "\r\n\r\n";
                socket->write(head + route.body); // and then nothing
                break;
            case Route::Trickle: {
                head += "Content-Length: " + QByteArray::number(route.body.size()) + "\r\n\r\n";
                socket->write(head);
                auto *timer = new QTimer(socket);
                auto sent = std::make_shared<qsizetype>(0);
                QObject::connect(timer, &QTimer::timeout, socket, [socket, timer, sent, route] {
                    if (*sent >= route.body.size() ||
                        socket->state() != QAbstractSocket::ConnectedState) {
                        timer->stop();
                        socket->disconnectFromHost();
                        return;
                    }
                    socket->write(route.body.mid((*sent)++, 1));
                });
                timer->start(100);
                break;
            }
            case Route::Endless: {
                socket->write(head + "\r\n");
                const QByteArray chunk(64 * 1024, 'x');
                auto more = [socket, chunk] {
                    if (socket->state() == QAbstractSocket::ConnectedState &&
                        socket->bytesToWrite() < 4 * chunk.size())
                        socket->write(chunk);
                };
                QObject::connect(socket, &QTcpSocket::bytesWritten, socket, more);
                more();
                break;
            }
            }
        });
        QObject::connect(socket, &QTcpSocket::disconnected, socket, &QObject::deleteLater);
    }
};

TestHttpServer::TestHttpServer() : d(std::make_unique<Private>())
{
    d->thread.start();
    auto *context = new QObject; // runs the set-up in the server's thread
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

TestHttpServer::~TestHttpServer()
{
    QMetaObject::invokeMethod(
        d->server, [this] { delete d->server; }, Qt::BlockingQueuedConnection);
    d->thread.quit();
    d->thread.wait();
}

void TestHttpServer::setRoute(const QString &path, const Route &route)
{
    QMutexLocker lock(&d->mutex);
    d->routes.insert(path, route);
}

void TestHttpServer::setRedirect(const QString &path, const QString &target, int status)
{
    setRoute(path, Route{status, {}, {{"Location", target.toUtf8()}}, Route::Normal});
}

QString TestHttpServer::url(const QString &path) const
{
    return QStringLiteral("http://127.0.0.1:%1%2").arg(d->port).arg(path);
}

quint16 TestHttpServer::port() const
{
    return d->port;
}

int TestHttpServer::hits(const QString &path) const
{
    QMutexLocker lock(&d->mutex);
    return d->hits.value(path);
}
