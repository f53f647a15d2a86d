// SPDX-License-Identifier: GPL-3.0-or-later
// sitemap-audit-bench: the web audit's own cost. A child process serves HOSTS
// servers on 127.0.0.1 (each a host to the audit: its robots.txt missing, every
// page a small HTML head); this process audits URLS URLs spread over them at the
// fastest pace the audit allows (8 at a time, 50 ms per host) and prints its own
// CPU time (user + system, every thread: the network's too) per URL, the wall
// time, and its peak RSS. The server's work is the child's and is not counted.
//
//   sitemap-audit-bench [URLS [HOSTS]]        (default 10000 and 50)

#include "webaudit.h"

#include <QCoreApplication>
#include <QEventLoop>
#include <QTcpServer>
#include <QTcpSocket>
#include <QTimer>

#include <csignal>
#include <cstdio>
#include <sys/resource.h>
#include <sys/wait.h>
#include <unistd.h>

namespace {

// The child: answers every request at once, until its parent goes.
[[noreturn]] void serve(int hosts, int out)
{
    int argc = 1;
    char name[] = "sitemap-audit-bench-server";
    char *argv[] = {name, nullptr};
    QCoreApplication app(argc, argv);
    std::vector<QTcpServer *> servers;
    QByteArray ports;
    for (int i = 0; i < hosts; ++i) {
        auto *server = new QTcpServer(&app);
        if (!server->listen(QHostAddress::LocalHost, 0))
            _exit(3);
        QObject::connect(server, &QTcpServer::newConnection, server, [server] {
            while (QTcpSocket *socket = server->nextPendingConnection()) {
                QObject::connect(socket, &QTcpSocket::readyRead, socket, [socket] {
                    const QByteArray request = socket->readAll();
                    if (!request.contains("\r\n\r\n"))
                        return;
                    const bool robots = request.startsWith("GET /robots.txt ");
                    const QByteArray body =
                        robots ? QByteArray("no")
                               : QByteArray("<!DOCTYPE html><html><head><title>Page</title>"
                                            "<link rel=\"canonical\" href=\"/elsewhere\">"
                                            "</head><body>text</body></html>");
                    socket->write((robots ? "HTTP/1.1 404 Not Found\r\n" : "HTTP/1.1 200 OK\r\n") +
                                  QByteArray("Content-Type: text/html\r\nContent-Length: ") +
                                  QByteArray::number(body.size()) +
                                  "\r\nConnection: close\r\n\r\n" + body);
                    socket->disconnectFromHost();
                });
                QObject::connect(socket, &QTcpSocket::disconnected, socket, &QObject::deleteLater);
            }
        });
        ports += QByteArray::number(server->serverPort()) + '\n';
        servers.push_back(server);
    }
    if (write(out, ports.constData(), size_t(ports.size())) != ports.size())
        _exit(3);
    close(out);
    // The parent kills this process when it is done; a parent that died leaves it
    // reparented, which this notices.
    const pid_t parent = getppid();
    QTimer watch;
    QObject::connect(&watch, &QTimer::timeout, &app, [parent] {
        if (getppid() != parent)
            _exit(0);
    });
    watch.start(500);
    app.exec();
    _exit(0);
}

double seconds(const timeval &t)
{
    return double(t.tv_sec) + double(t.tv_usec) / 1e6;
}

} // namespace

int main(int argc, char **argv)
{
    const int urls = argc > 1 ? std::atoi(argv[1]) : 10000;
    const int hosts = argc > 2 ? std::atoi(argv[2]) : 50;
    int pipeFds[2];
    if (urls <= 0 || hosts <= 0 || pipe(pipeFds) != 0)
        return 2;
    const pid_t child = fork();
    if (child < 0)
        return 2;
    if (child == 0) {
        close(pipeFds[0]);
        serve(hosts, pipeFds[1]);
    }
    close(pipeFds[1]);
    QByteArray ports;
    char buffer[4096];
    for (ssize_t n; (n = read(pipeFds[0], buffer, sizeof buffer)) > 0;)
        ports.append(buffer, n);
    close(pipeFds[0]);
    const QList<QByteArray> portList = ports.trimmed().split('\n');
    if (portList.size() != hosts) {
        std::fprintf(stderr, "the servers did not start\n");
        kill(child, SIGTERM);
        return 2;
    }

    QCoreApplication app(argc, argv);
    QCoreApplication::setApplicationVersion(QStringLiteral("bench"));
    QStringList list;
    for (int i = 0; i < urls; ++i)
        list << QStringLiteral("http://127.0.0.1:%1/section-%2/page-%3.html?id=%4")
                    .arg(QString::fromLatin1(portList[i % hosts]))
                    .arg(i % 16)
                    .arg(i)
                    .arg(i * 7);
    rusage before{};
    getrusage(RUSAGE_SELF, &before);
    WebAuditOptions options;
    options.concurrency = WebAuditOptions::MaxConcurrency;
    options.delayMs = WebAuditOptions::MinDelayMs;
    WebAudit audit;
    audit.setOptions(options);
    int answered = 0, findings = 0;
    QObject::connect(&audit, &WebAudit::resultReady, &audit, [&](int index) {
        const WebResult &r = audit.result(index);
        answered += r.status == 200;
        findings += !r.canonical.isEmpty();
    });
    QEventLoop loop;
    QObject::connect(&audit, &WebAudit::finished, &loop, &QEventLoop::quit, Qt::QueuedConnection);
    QElapsedTimer wall;
    wall.start();
    audit.start(list);
    loop.exec();
    const double elapsed = double(wall.elapsed()) / 1000.0;
    rusage after{};
    getrusage(RUSAGE_SELF, &after);
    kill(child, SIGTERM);
    waitpid(child, nullptr, 0);
    const double cpu = seconds(after.ru_utime) - seconds(before.ru_utime) +
                       seconds(after.ru_stime) - seconds(before.ru_stime);
    std::printf("urls %d hosts %d answered %d canonical %d\n", urls, hosts, answered, findings);
    std::printf("wall %.2f s (%.0f URLs/s)\n", elapsed, urls / elapsed);
    std::printf("cpu %.2f s, %.1f us per URL\n", cpu, cpu * 1e6 / urls);
    std::printf("peak rss %.1f MiB\n", double(after.ru_maxrss) / 1024.0);
    return answered == urls ? 0 : 1;
}
