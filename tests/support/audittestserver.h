// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// An HTTP/1.1 server on 127.0.0.1 for the web audit's tests, on a thread of its
// own: each request is answered by a handler the test gives, and recorded (path,
// headers, when it came), so that a test can check what was asked and at what
// pace. Two servers on two ports are two hosts to the audit. Nothing leaves the
// machine; the server stops with the object.

#include <QByteArray>
#include <QList>
#include <QPair>
#include <QString>

#include <functional>
#include <memory>

class AuditTestServer
{
public:
    struct Reply
    {
        enum Mode
        {
            Normal,  // status, headers, body, then the connection closes
            Silent,  // never answers
            Endless, // headers, body, then filler bytes up to fillBytes, written as read
        };
        int status = 200;
        QList<QPair<QByteArray, QByteArray>> headers;
        QByteArray body;
        Mode mode = Normal;
        qint64 fillBytes = 0; // Endless: the whole body's length
        int delayMs = 0;      // Normal: answer after this long
    };
    struct Request
    {
        QByteArray method;
        QString path;
        QList<QPair<QByteArray, QByteArray>> headers;
        qint64 ms = 0; // ms since the epoch, one clock for every server
        QByteArray header(QByteArrayView name) const;
    };
    using Handler = std::function<Reply(const Request &)>;

    explicit AuditTestServer(Handler handler);
    ~AuditTestServer();
    AuditTestServer(const AuditTestServer &) = delete;
    AuditTestServer &operator=(const AuditTestServer &) = delete;

    // http://127.0.0.1:PORT + path
    QString url(const QString &path) const;
    quint16 port() const;
    QList<Request> requests() const;
    // Bytes of Endless bodies actually handed to the network so far.
    qint64 bytesSent() const;
    // The most requests that were open at the same time.
    int peakOpen() const;

private:
    struct Private;
    std::unique_ptr<Private> d;
};
