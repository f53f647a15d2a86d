// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// A tiny HTTP/1.1 server on 127.0.0.1 for the fetching tests, on a thread of its
// own (so that a test may block in sitemap-tool while it answers). Each path
// answers as its route says: a body with a status and headers, a redirect, a
// response that stalls after a few bytes, or one that never ends. Nothing
// leaves the machine.

#include <QByteArray>
#include <QList>
#include <QPair>
#include <QString>

#include <memory>

class TestHttpServer
{
public:
    struct Route
    {
        enum Mode
        {
            Normal,  // status, headers, body, then the connection closes
            Stall,   // headers promise the body, a few bytes come, then nothing
            Endless, // a body that never ends
            Trickle, // the body one byte at a time, every 100 ms, then the close
        };
        int status = 200;
        QByteArray body;
        QList<QPair<QByteArray, QByteArray>> headers;
        Mode mode = Normal;
    };

    TestHttpServer();
    ~TestHttpServer();
    TestHttpServer(const TestHttpServer &) = delete;
    TestHttpServer &operator=(const TestHttpServer &) = delete;

    void setRoute(const QString &path, const Route &route);
    void setBody(const QString &path, const QByteArray &body)
    {
        setRoute(path, Route{200, body, {}, Route::Normal});
    }
    void setRedirect(const QString &path, const QString &target, int status = 301);
    // http://127.0.0.1:PORT + path
    QString url(const QString &path) const;
    quint16 port() const;
    // How many requests asked for path so far.
    int hits(const QString &path) const;

private:
    struct Private;
    std::unique_ptr<Private> d;
};
