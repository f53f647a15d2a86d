// SPDX-License-Identifier: GPL-3.0-or-later
// sitemap-tool audit (PROTOCOL.md sections 4.2 and 6): loads each named file like
// check, requests every distinct http(s) URL of the sitemaps' entries (not an
// index's own <sitemap> entries) through the web audit, and prints the web-*
// findings at their entries like check prints problems.

#include "auditcommand.h"

#include "commandline.h"
#include "documentloader.h"
#include "jsontext.h"
#include "positions.h"
#include "problemreport.h"
#include "rules.h"
#include "sitemapdocument.h"
#include "sourceloader.h"
#include "toolcommands.h"
#include "urltools.h"
#include "webauditrunner.h"
#include "webrules.h"

#include <QFileInfo>
#include <QHash>
#include <QSet>

#include <cstdio>
#include <limits>
#include <memory>
#include <optional>
#include <vector>

#ifdef Q_OS_UNIX
#include <unistd.h>
#endif

namespace {

AuditCommand::RunnerProvider &provider()
{
    static AuditCommand::RunnerProvider p;
    return p;
}

bool stderrIsTerminal()
{
#ifdef Q_OS_UNIX
    return isatty(fileno(stderr)) != 0;
#else
    return false;
#endif
}

bool pageKind(FileKind kind)
{
    return kind == FileKind::UrlSet || kind == FileKind::Text || kind == FileKind::Feed;
}

struct Loaded
{
    QString argument;
    std::unique_ptr<SitemapDocument> doc;
};

} // namespace

namespace AuditCommand {

void setRunnerProvider(RunnerProvider p)
{
    provider() = std::move(p);
}

} // namespace AuditCommand

namespace ToolCommands {

int audit(const QStringList &arguments, QTextStream &out, QTextStream &err)
{
    QCommandLineParser parser;
    if (const int status = CommandLine::parse(parser, "audit", arguments, out, err); status >= 0)
        return status;
    const QString format = parser.value(QStringLiteral("format"));
    WebAuditOptions options;
    qint64 limit = WebAuditOptions::DefaultLimit;
    const auto number = [&](const QString &option, qint64 min, qint64 max, qint64 *value,
                            const char *what) {
        if (!parser.isSet(option))
            return true;
        bool ok = false;
        const qint64 v = parser.value(option).toLongLong(&ok);
        if (!ok || v < min || v > max) {
            CommandLine::usageError(
                "audit",
                QStringLiteral("--%1 must be %2, not '%3'")
                    .arg(option, QString::fromLatin1(what), parser.value(option)),
                err);
            return false;
        }
        *value = v;
        return true;
    };
    qint64 concurrency = options.concurrency, delay = options.delayMs;
    if (!number(QStringLiteral("limit"), 1, std::numeric_limits<int>::max(), &limit,
                "a number of at least 1") ||
        !number(QStringLiteral("concurrency"), 1, WebAuditOptions::MaxConcurrency, &concurrency,
                "a number from 1 to 8") ||
        !number(QStringLiteral("delay"), WebAuditOptions::MinDelayMs, WebAuditOptions::MaxDelayMs,
                &delay, "a number of milliseconds from 50 to 60000"))
        return 2;
    options.concurrency = int(concurrency);
    options.delayMs = int(delay);
    const QString baseUrl = parser.value(QStringLiteral("base-url"));
    QStringList paths = parser.positionalArguments();
    if (paths.isEmpty())
        return CommandLine::usageError("audit", QStringLiteral("no FILE given"), err);

    bool robotsFailed = false;
    paths = SourceLoader::expandRobots(paths, QStringLiteral("audit"), err, &robotsFailed);
    std::vector<Loaded> sets;
    // The distinct URLs in set order, and each entry's URL index (-1: not checked).
    QStringList urls;
    QHash<QString, int> urlIndex;
    QSet<QString> skipped;                               // distinct URLs beyond --limit
    std::vector<std::vector<std::vector<int>>> entryUrl; // per set, file, entry
    for (const QString &path : std::as_const(paths)) {
        Loaded set{path, std::make_unique<SitemapDocument>()};
        const QString ownUrl = DocumentLoader::resolveOwnUrl(baseUrl, QFileInfo(path).fileName());
        SourceLoader::load(*set.doc, path, ownUrl, QStringLiteral("audit"), err);
        const SitemapDocument &doc = *set.doc;
        auto &files = entryUrl.emplace_back(size_t(doc.fileCount()));
        for (int f = 0; f < doc.fileCount(); ++f) {
            const SitemapFile &file = doc.file(f);
            auto &entries = files[size_t(f)];
            entries.assign(size_t(doc.entryCount(f)), -1);
            if (file.unreadable || !pageKind(file.kind))
                continue;
            for (int e = 0; e < doc.entryCount(f); ++e) {
                const QString loc = UrlTools::trimXmlWhitespace(doc.value(f, e, Field::Loc));
                const UrlTools::Parts parts = UrlTools::split(loc);
                if (!parts.absolute || (parts.scheme != QLatin1String("http") &&
                                        parts.scheme != QLatin1String("https")))
                    continue;
                const QString key = UrlTools::duplicateKey(loc);
                auto it = urlIndex.constFind(key);
                if (it == urlIndex.constEnd()) {
                    if (urls.size() >= limit) {
                        skipped.insert(key);
                        continue;
                    }
                    it = urlIndex.insert(key, int(urls.size()));
                    urls << UrlTools::toUriForm(loc);
                }
                entries[size_t(e)] = *it;
            }
        }
        sets.push_back(std::move(set));
    }

    std::vector<std::optional<WebResult>> results(size_t(urls.size()));
    if (!urls.isEmpty()) {
        static WebAuditRunner *runner = nullptr;
        static QString runnerError;
        if (!runner && runnerError.isEmpty()) {
            if (provider())
                runner = provider()(&runnerError);
            else
                runnerError = QStringLiteral("this program cannot go online");
        }
        if (!runner) {
            err << "sitemap-tool audit: " << runnerError << '\n';
            return 2;
        }
        const bool progress = stderrIsTerminal();
        int done = 0;
        runner->run(urls, options,
                    [&](int index, const WebResult &result) {
                        results[size_t(index)] = result;
                        ++done;
                        if (progress) {
                            err << "\raudit: " << done << " of " << urls.size() << " URLs checked";
                            err.flush();
                        }
                    },
                    {});
        if (progress)
            err << '\n';
    }

    const bool json = format == QLatin1String("json");
    ProblemReport report(format, "audit", out, err);
    for (size_t s = 0; s < sets.size(); ++s) {
        const SitemapDocument &doc = *sets[s].doc;
        for (int f = 0; f < doc.fileCount(); ++f) {
            const SitemapFile &file = doc.file(f);
            const QString shown = SourceLoader::displayPath(sets[s].argument, doc, f);
            if (file.unreadable) {
                report.unreadable(shown, file.readError);
                continue;
            }
            report.beginFile(shown, file, doc.entryCount(f), false);
            QString web; // JSON: the checked entries
            for (int e = 0; e < doc.entryCount(f); ++e) {
                const int u = entryUrl[s][size_t(f)][size_t(e)];
                if (u < 0 || !results[size_t(u)])
                    continue;
                const WebResult &result = *results[size_t(u)];
                const QString loc = UrlTools::trimXmlWhitespace(doc.value(f, e, Field::Loc));
                if (json) {
                    web += (web.isEmpty() ? QString() : QStringLiteral(",")) +
                           QStringLiteral("{\"entry\":%1,\"loc\":%2,\"web\":{\"status\":%3,"
                                          "\"location\":%4,\"ms\":%5}}")
                               .arg(e)
                               .arg(JsonText::quoted(loc))
                               .arg(result.status)
                               .arg(JsonText::quoted(result.location))
                               .arg(result.ms);
                }
                const QString lastmod =
                    UrlTools::trimXmlWhitespace(doc.value(f, e, Field::LastMod));
                for (const WebRules::Finding &finding : WebRules::findings(result, loc, lastmod)) {
                    Problem p;
                    p.rule = Rules::idString(finding.rule);
                    p.severity = finding.severity;
                    p.file = f;
                    p.entry = e;
                    const TextPosition at = Rules::entryPosition(p.rule, doc, f, e);
                    p.line = at.line;
                    p.column = at.column;
                    p.message = finding.message;
                    report.add(p);
                }
            }
            report.endFile(json ? (QStringLiteral(",\"urls\":[") + web + QLatin1Char(']')).toUtf8()
                                : QByteArray());
        }
    }
    const qint64 notChecked = skipped.size();
    qint64 checked = 0;
    for (const auto &r : results)
        checked += r.has_value();
    QString textTail =
        QStringLiteral("; ") + ProblemReport::plural(checked, "URL checked", "URLs checked");
    if (notChecked > 0)
        textTail += QStringLiteral(", %1 not checked (--limit %2)").arg(notChecked).arg(limit);
    report.finish(
        textTail,
        QStringLiteral(",\"checked\":%1,\"notChecked\":%2").arg(checked).arg(notChecked).toUtf8());
    if (report.anyUnreadable() || robotsFailed)
        return 2;
    return report.errors() > 0 ? 1 : 0;
}

} // namespace ToolCommands
