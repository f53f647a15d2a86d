// SPDX-License-Identifier: GPL-3.0-or-later
#include "sitescanner.h"

#include "fileaccess.h"
#include "urltools.h"

#include <QDir>
#include <QHash>
#include <QProcess>
#include <QRegularExpression>
#include <QSet>
#include <QStandardPaths>
#include <QUrl>

#include <algorithm>

namespace {

// How much of a page is looked at for its robots meta: the head comes first.
constexpr qint64 HeadBytes = 256 * 1024;

bool isPageName(const QString &name)
{
    return name.endsWith(QLatin1String(".html"), Qt::CaseInsensitive) ||
           name.endsWith(QLatin1String(".htm"), Qt::CaseInsensitive);
}

bool isIndexName(const QString &name)
{
    return name.compare(QLatin1String("index.html"), Qt::CaseInsensitive) == 0 ||
           name.compare(QLatin1String("index.htm"), Qt::CaseInsensitive) == 0;
}

// A glob as an anchored regular expression: '**' any text, '*' and '?' within a name.
QRegularExpression globExpression(const QString &glob)
{
    QString rx = QStringLiteral("\\A");
    for (qsizetype i = 0; i < glob.size(); ++i) {
        const QChar c = glob[i];
        if (c == QLatin1Char('*')) {
            if (i + 1 < glob.size() && glob[i + 1] == QLatin1Char('*')) {
                ++i;
                // "**/" also matches no folder at all.
                if (i + 1 < glob.size() && glob[i + 1] == QLatin1Char('/')) {
                    ++i;
                    rx += QStringLiteral("(?:.*/)?");
                } else {
                    rx += QStringLiteral(".*");
                }
            } else {
                rx += QStringLiteral("[^/]*");
            }
        } else if (c == QLatin1Char('?')) {
            rx += QStringLiteral("[^/]");
        } else if (c == QLatin1Char('[')) {
            const qsizetype close = glob.indexOf(QLatin1Char(']'), i + 1);
            if (close < 0) {
                rx += QStringLiteral("\\[");
                continue;
            }
            QString set = glob.mid(i + 1, close - i - 1);
            if (set.startsWith(QLatin1Char('!')))
                set[0] = QLatin1Char('^');
            set.replace(QLatin1String("\\"), QLatin1String("\\\\"));
            rx += QLatin1Char('[') + set + QLatin1Char(']');
            i = close;
        } else {
            rx += QRegularExpression::escape(QString(c));
        }
    }
    rx += QStringLiteral("\\z");
    return QRegularExpression(rx);
}

bool runGit(const QString &folder, const QStringList &arguments, QByteArray *out, QString *error)
{
    QProcess git;
    git.setWorkingDirectory(folder);
    git.start(QStringLiteral("git"),
              QStringList{QStringLiteral("-c"), QStringLiteral("core.quotePath=false")} +
                  arguments);
    if (!git.waitForStarted()) {
        *error = QStringLiteral("git could not be started");
        return false;
    }
    git.closeWriteChannel();
    QByteArray bytes;
    while (git.state() != QProcess::NotRunning) {
        git.waitForReadyRead(1000);
        bytes += git.readAllStandardOutput();
    }
    git.waitForFinished();
    bytes += git.readAllStandardOutput();
    if (git.exitStatus() != QProcess::NormalExit || git.exitCode() != 0) {
        *error = QString::fromLocal8Bit(git.readAllStandardError()).trimmed();
        return false;
    }
    *out = bytes;
    return true;
}

} // namespace

QString SiteScanner::folderOf(const QString &baseUrl)
{
    QString base = baseUrl.trimmed();
    const UrlTools::Parts parts = UrlTools::split(base);
    if (!parts.absolute)
        return {};
    const QUrl url(base);
    if (!url.isValid() || url.host().isEmpty())
        return {};
    // Query and fragment say nothing about where pages live.
    const qsizetype cut = base.indexOf(QRegularExpression(QStringLiteral("[?#]")));
    if (cut >= 0)
        base.truncate(cut);
    if (!base.endsWith(QLatin1Char('/')))
        base += QLatin1Char('/');
    return base;
}

QString SiteScanner::urlFor(const QString &baseUrl, const QString &relativePath)
{
    const QString base = folderOf(baseUrl);
    const UrlTools::Parts parts = UrlTools::split(base);
    if (base.isEmpty() ||
        (parts.scheme != QLatin1String("http") && parts.scheme != QLatin1String("https")))
        return {};
    QStringList segments = relativePath.split(QLatin1Char('/'), Qt::SkipEmptyParts);
    const bool index = !segments.isEmpty() && isIndexName(segments.last());
    if (index)
        segments.removeLast();
    QString url = base;
    for (qsizetype i = 0; i < segments.size(); ++i) {
        // By the name's bytes: a Latin-1 byte is %E9 as the server sees it.
        url += QString::fromLatin1(
            FileAccess::encodeName(segments[i]).toPercentEncoding("!$&'()*+,;=:@~"));
        if (i + 1 < segments.size() || index)
            url += QLatin1Char('/');
    }
    return url;
}

bool SiteScanner::hasNoindex(QByteArrayView html)
{
    // <meta name="robots" content="noindex, follow">, in either attribute order,
    // with either quote or none, in any case.
    static const QRegularExpression meta(QStringLiteral("<meta\\b[^>]*>"),
                                         QRegularExpression::CaseInsensitiveOption);
    static const QRegularExpression name(
        QStringLiteral("\\bname\\s*=\\s*(?:\"\\s*robots\\s*\"|'\\s*robots\\s*'|robots\\b)"),
        QRegularExpression::CaseInsensitiveOption);
    static const QRegularExpression content(
        QStringLiteral("\\bcontent\\s*=\\s*(?:\"([^\"]*)\"|'([^']*)'|([^\\s>]+))"),
        QRegularExpression::CaseInsensitiveOption);
    static const QRegularExpression directive(
        QStringLiteral("(?:^|[\\s,])(noindex|none)(?:$|[\\s,])"),
        QRegularExpression::CaseInsensitiveOption);
    const QString text = QString::fromUtf8(html);
    QRegularExpressionMatchIterator it = meta.globalMatch(text);
    while (it.hasNext()) {
        const QString tag = it.next().captured(0);
        if (!name.match(tag).hasMatch())
            continue;
        const QRegularExpressionMatch c = content.match(tag);
        if (!c.hasMatch())
            continue;
        QString value = c.captured(1);
        if (value.isNull())
            value = c.captured(2);
        if (value.isNull())
            value = c.captured(3);
        if (directive.match(value.trimmed()).hasMatch())
            return true;
    }
    return false;
}

bool SiteScanner::excludes(const QString &pattern, const QString &relativePath)
{
    QString glob = pattern.trimmed();
    while (glob.startsWith(QLatin1String("./")))
        glob.remove(0, 2);
    if (glob.startsWith(QLatin1Char('/')))
        glob.remove(0, 1);
    if (glob.endsWith(QLatin1Char('/')))
        glob.chop(1);
    if (glob.isEmpty())
        return false;
    const QRegularExpression rx = globExpression(glob);
    const QStringList segments = relativePath.split(QLatin1Char('/'), Qt::SkipEmptyParts);
    const bool bare = !glob.contains(QLatin1Char('/'));
    QString prefix;
    for (const QString &segment : segments) {
        prefix = prefix.isEmpty() ? segment : prefix + QLatin1Char('/') + segment;
        if (rx.match(prefix).hasMatch() || (bare && rx.match(segment).hasMatch()))
            return true;
    }
    return false;
}

QString SiteScanner::lastmodOf(const QDateTime &time)
{
    return time.toUTC().toString(QStringLiteral("yyyy-MM-dd'T'HH:mm:ss'+00:00'"));
}

bool SiteScanner::gitTimes(const QString &folder, QHash<QString, QString> *times,
                           QSet<QString> *changed, QString *reason)
{
    if (QStandardPaths::findExecutable(QStringLiteral("git")).isEmpty()) {
        *reason = QStringLiteral("git is not installed");
        return false;
    }
    QByteArray out;
    QString error;
    if (!runGit(folder, {QStringLiteral("rev-parse"), QStringLiteral("--is-inside-work-tree")},
                &out, &error) ||
        out.trimmed() != "true") {
        *reason = QStringLiteral("the folder is not in a git work tree");
        return false;
    }
    // One walk of the history, newest first: the first commit that names a file
    // is the one `git log -1 -- FILE` gives.
    if (!runGit(folder,
                {QStringLiteral("log"), QStringLiteral("--format=%x01%cI"),
                 QStringLiteral("--name-only"), QStringLiteral("-z"),
                 QStringLiteral("--no-renames"), QStringLiteral("--relative"), QStringLiteral("--"),
                 QStringLiteral(".")},
                &out, &error)) {
        // A repository without a commit yet has no history to give.
        *reason = error.isEmpty() ? QStringLiteral("git log failed") : error;
        return false;
    }
    QString date;
    for (const QByteArray &part : out.split('\0')) {
        QByteArrayView item(part);
        // Each commit's line (\x01 and the date, a newline) runs into its first name.
        while (!item.isEmpty() && (item.front() == '\n'))
            item = item.sliced(1);
        if (item.startsWith('\x01')) {
            const qsizetype newline = item.indexOf('\n');
            date = QString::fromLatin1(item.sliced(1, (newline < 0 ? item.size() : newline) - 1));
            item = newline < 0 ? QByteArrayView() : item.sliced(newline + 1);
            while (!item.isEmpty() && item.front() == '\n')
                item = item.sliced(1);
        }
        if (item.isEmpty() || date.isEmpty())
            continue;
        const QString path = FileAccess::decodeName(item);
        if (!times->contains(path))
            times->insert(path, date);
    }
    // Files changed since their last commit: their own time is newer.
    if (runGit(folder,
               {QStringLiteral("diff"), QStringLiteral("HEAD"), QStringLiteral("--name-only"),
                QStringLiteral("-z"), QStringLiteral("--relative")},
               &out, &error)) {
        for (const QByteArray &part : out.split('\0')) {
            QByteArrayView item(part);
            if (!item.isEmpty())
                changed->insert(FileAccess::decodeName(item));
        }
    }
    return true;
}

namespace {

// The pages below root in name order, depth first, as paths relative to root;
// hidden names (.git, .cache) are not walked: a static site's generator keeps its
// own files there, and search engines are not meant to find them. Links to
// folders are not followed; links to files outside root only when asked. False
// when the walk was cancelled.
struct Walk
{
    QString root;
    QString canonicalRoot;
    bool followSymlinks = false;
    const std::atomic<bool> *cancel = nullptr;
    QStringList *pages = nullptr;
    QStringList *linksOutside = nullptr;
    QStringList *unreadable = nullptr;
};

bool walkPages(const Walk &walk, const QString &relative)
{
    const QString folder = relative.isEmpty() ? walk.root : walk.root + QLatin1Char('/') + relative;
    const QString prefix = relative.isEmpty() ? QString() : relative + QLatin1Char('/');
    if (!FileAccess::canList(folder)) {
        *walk.unreadable << (relative.isEmpty() ? QStringLiteral(".") : relative);
        return true;
    }
    const QStringList plain = FileAccess::fileNames(folder, false);
    for (const QString &name : FileAccess::fileNames(folder, true)) {
        if (name.startsWith(QLatin1Char('.')) || !isPageName(name))
            continue;
        if (!walk.followSymlinks && !std::binary_search(plain.begin(), plain.end(), name)) {
            // A link: a page when what it leads to is inside the folder.
            const QString target = FileAccess::canonicalPath(folder + QLatin1Char('/') + name);
            if (target.isEmpty() || !target.startsWith(walk.canonicalRoot + QLatin1Char('/'))) {
                *walk.linksOutside << prefix + name;
                continue;
            }
        }
        *walk.pages << prefix + name;
    }
    for (const QString &name : FileAccess::folderNames(folder)) {
        if (walk.cancel && walk.cancel->load(std::memory_order_relaxed))
            return false;
        if (!name.startsWith(QLatin1Char('.')) && !walkPages(walk, prefix + name))
            return false;
    }
    return true;
}

} // namespace

ScanResult SiteScanner::scan(const QString &folder, const ScanOptions &options)
{
    ScanResult result;
    // By the folder's bytes, and every name below it by its own (FileAccess).
    const QString shown = FileAccess::shownName(QDir::toNativeSeparators(folder));
    if (!FileAccess::exists(folder)) {
        result.error = QStringLiteral("%1 does not exist").arg(shown);
        return result;
    }
    if (!FileAccess::isFolder(folder)) {
        result.error = QStringLiteral("%1 is not a folder").arg(shown);
        return result;
    }
    const QString root = FileAccess::absolutePath(folder);
    if (!FileAccess::canList(root)) {
        result.error = QStringLiteral("%1 cannot be read").arg(shown);
        return result;
    }
    if (folderOf(options.baseUrl).isEmpty()) {
        result.error =
            QStringLiteral("%1 is not an absolute http or https URL").arg(options.baseUrl);
        return result;
    }
    result.ok = true;

    QHash<QString, QString> commitTimes;
    QSet<QString> changed;
    if (options.useGit) {
        result.gitUsed = gitTimes(root, &commitTimes, &changed, &result.gitNote);
    }

    QHash<QString, int> byUrl;
    QStringList pages;
    Walk walk;
    walk.root = root;
    walk.canonicalRoot = FileAccess::canonicalPath(root);
    walk.followSymlinks = options.followSymlinks;
    walk.cancel = options.cancel;
    walk.pages = &pages;
    walk.linksOutside = &result.linksOutside;
    walk.unreadable = &result.unreadableFolders;
    result.cancelled = !walkPages(walk, QString());
    for (const QString &relative : std::as_const(pages)) {
        if (options.cancel && options.cancel->load(std::memory_order_relaxed)) {
            result.cancelled = true;
            break;
        }
        bool skip = false;
        for (const QString &pattern : options.excludes) {
            if (excludes(pattern, relative)) {
                skip = true;
                break;
            }
        }
        if (skip) {
            result.excluded << relative;
            continue;
        }
        const QString path = root + QLatin1Char('/') + relative;
        const FileAccess::ReadResult head =
            FileAccess::readFile(path, HeadBytes - 1, HeadBytes - 1, false);
        if (head.ok && hasNoindex(head.bytes)) {
            result.noindex << relative;
            continue;
        }
        ScannedPage scanned;
        scanned.path = relative;
        scanned.url = urlFor(options.baseUrl, relative);
        const auto commit = commitTimes.constFind(relative);
        const QDateTime committed = commit != commitTimes.constEnd()
                                        ? QDateTime::fromString(*commit, Qt::ISODate)
                                        : QDateTime();
        if (committed.isValid() && !changed.contains(relative)) {
            // As git gives it, in the committer's offset.
            scanned.modified = committed.toUTC();
            scanned.fromGit = true;
            scanned.lastmod = *commit;
        } else {
            scanned.modified = FileAccess::lastModified(path);
            scanned.lastmod = lastmodOf(scanned.modified);
        }
        const auto seen = byUrl.constFind(scanned.url);
        if (seen != byUrl.constEnd()) {
            // index.html wins over index.htm; otherwise the first name in order.
            ScannedPage &first = result.pages[size_t(*seen)];
            const bool replace = relative.endsWith(QLatin1String(".html"), Qt::CaseInsensitive) &&
                                 !first.path.endsWith(QLatin1String(".html"), Qt::CaseInsensitive);
            result.duplicates << (replace ? first.path : relative);
            if (replace)
                first = scanned;
            continue;
        }
        byUrl.insert(scanned.url, int(result.pages.size()));
        result.pages.push_back(std::move(scanned));
    }
    std::sort(result.pages.begin(), result.pages.end(),
              [](const ScannedPage &a, const ScannedPage &b) { return a.url < b.url; });
    result.noindex.sort();
    result.excluded.sort();
    result.duplicates.sort();
    result.linksOutside.sort();
    return result;
}
