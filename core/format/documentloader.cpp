// SPDX-License-Identifier: GPL-3.0-or-later
#include "documentloader.h"

#include "atomicfileset.h"
#include "documentjoin.h"
#include "fileaccess.h"
#include "sitemapdocument.h"
#include "urltools.h"
#include "workerthread.h"

#include <QDir>
#include <QFileInfo>
#include <QRegularExpression>
#include <QUrl>

#include <algorithm>
#include <atomic>
#include <memory>
#include <mutex>
#include <thread>
#include <vector>

using Reading::joinApart;
using Reading::prefixesAgree;

QString DocumentLoader::findChild(const QString &indexDir, const QString &loc)
{
    QString url = loc.trimmed();
    const qsizetype cut = url.indexOf(QRegularExpression(QStringLiteral("[?#]")));
    if (cut >= 0)
        url.truncate(cut);
    const qsizetype slash = url.lastIndexOf(QLatin1Char('/'));
    const QString segment = url.mid(slash + 1);
    const QString name = FileAccess::decodeName(QByteArray::fromPercentEncoding(segment.toUtf8()));
    if (name.isEmpty() || name == QLatin1String(".") || name == QLatin1String("..") ||
        name.contains(QLatin1Char('/')) || name.contains(QLatin1Char('\\')) ||
        name.contains(QChar(0)))
        return {};
    QStringList candidates{name};
    if (name.endsWith(QLatin1String(".gz")))
        candidates << name.chopped(3);
    else
        candidates << name + QLatin1String(".gz");
    const QString dirCanonical = FileAccess::canonicalPath(indexDir);
    for (const QString &candidate : std::as_const(candidates)) {
        const QFileInfo info(QDir(indexDir).filePath(candidate));
        if (!FileAccess::isFile(info.filePath()))
            continue;
        // A link that leads out of the index's folder is not followed.
        if (QFileInfo(FileAccess::canonicalPath(info.filePath())).absolutePath() != dirCanonical)
            continue;
        return info.absoluteFilePath();
    }
    return {};
}

QString DocumentLoader::resolveOwnUrl(const QString &baseUrl, const QString &fileName)
{
    if (baseUrl.isEmpty())
        return {};
    // A folder (ending in '/', or a host with an empty path: its root folder) holds
    // the file; any other URL is the file's own.
    if (UrlTools::isFolderUrl(baseUrl))
        return UrlTools::folderUrl(baseUrl) + fileName;
    return baseUrl;
}

namespace {

// The child files of an index, read ahead in parallel, each into a document of
// its own; take() moves one into the loader's document as if it had been read
// there (same file index, same namespace prefixes, text moved, not copied).
class ChildReadAhead
{
public:
    ChildReadAhead(const QStringList &paths, const ReadOptions &options)
        : m_paths(paths), m_options(options), m_docs(size_t(paths.size())),
          m_status(size_t(paths.size()), Pending)
    {
        m_options.parallel = false; // the threads are busy with a file each
        if (options.progress) {
            // All the children together: each file's share by its size on disk.
            m_progress = options.progress;
            m_sizes.resize(size_t(paths.size()));
            m_done.assign(size_t(paths.size()), 0);
            for (qsizetype k = 0; k < paths.size(); ++k) {
                m_sizes[size_t(k)] = std::max<qint64>(1, FileAccess::fileSize(paths[k]));
                m_totalBytes += m_sizes[size_t(k)];
            }
        }

        for (auto &d : m_docs)
            d = std::make_unique<SitemapDocument>(); // created here: owned by this thread
        const unsigned threads = std::min<unsigned>(
            {4u, std::max(1u, std::thread::hardware_concurrency()), unsigned(paths.size())});
        std::vector<std::unique_ptr<WorkerThread>> workers;
        for (unsigned t = 1; t < threads; ++t)
            workers.push_back(std::make_unique<WorkerThread>([this] { work(); }));
        work();
        for (auto &w : workers)
            w->join();
        if (m_progress)
            m_progress(m_totalBytes, m_totalBytes);
    }

    int take(SitemapDocument &doc, int k, ReadStatus *status)
    {
        SitemapDocument &own = *m_docs[size_t(k)];
        if (m_status[size_t(k)] == Pending || !prefixesAgree(doc.namespaces(), own.namespaces())) {
            m_docs[size_t(k)].reset();
            return SitemapReader::readFile(doc, m_paths[k], m_options, status);
        }
        *status = m_status[size_t(k)] == Cancelled ? ReadStatus::Cancelled : ReadStatus::Ok;
        SitemapFile file = std::move(own.fileRef(0));
        joinApart(doc, own, file.entries);
        m_docs[size_t(k)].reset();
        return doc.addFile(std::move(file));
    }

private:
    enum State : quint8
    {
        Pending, // not read (reading was cancelled before it started)
        Read,
        Cancelled
    };

    void work()
    {
        for (size_t k = m_next++; k < m_docs.size(); k = m_next++) {
            // Once cancelled, the serial loader reads no further child: neither do we.
            if (m_options.cancel && m_options.cancel->load(std::memory_order_relaxed))
                continue;
            ReadStatus st = ReadStatus::Ok;
            ReadOptions options = m_options;
            if (m_progress)
                options.progress = [this, k](qint64 done, qint64 total) { report(k, done, total); };
            SitemapReader::readFile(*m_docs[k], m_paths[qsizetype(k)], options, &st);
            m_status[k] = st == ReadStatus::Cancelled ? Cancelled : Read;
        }
    }

    void report(size_t k, qint64 done, qint64 total)
    {
        std::lock_guard lock(m_progressMutex);
        m_done[k] = total > 0 ? qint64(double(done) / double(total) * double(m_sizes[k])) : 0;
        qint64 sum = 0;
        for (const qint64 d : m_done)
            sum += d;
        m_progress(std::min(sum, m_totalBytes), m_totalBytes);
    }

    const QStringList &m_paths;
    ReadOptions m_options; // one thread a file; the workers report through report()
    std::function<void(qint64, qint64)> m_progress;
    std::vector<qint64> m_sizes; // on disk
    std::vector<qint64> m_done;  // of m_sizes, as the files report
    qint64 m_totalBytes = 0;
    std::mutex m_progressMutex;
    std::vector<std::unique_ptr<SitemapDocument>> m_docs;
    std::vector<State> m_status; // each written by one worker, read after join()
    std::atomic<size_t> m_next{0};
};

} // namespace

namespace {

// A save into this folder that was killed mid-commit is completed first, so that
// the set read is the whole new one (when no save holds the folder now).
void recoverFolder(const QString &path)
{
    const QString folder = QFileInfo(FileAccess::absolutePath(path)).absolutePath();
    if (FileAccess::exists(folder + QLatin1Char('/') + AtomicFileSet::journalName())) {
        FolderLock lock;
        if (lock.lock(folder, 0, nullptr))
            AtomicFileSet::recover(folder);
    }
}

// The child files an index names: which file each entry names, and the distinct
// children in the order they are read (each once; the index itself never).
struct ChildPlan
{
    std::vector<QString> named; // per index entry; empty: none found
    QStringList readOrder;
    QHash<QString, int> readIndex; // canonical path -> position in readOrder
    QString indexCanonical;
    QString folderUrl; // where the children are served, when the index's URL is known

    ChildPlan(const SitemapDocument &doc, int main, const QString &ownUrl)
    {
        const QString dir = QFileInfo(doc.file(main).path).absolutePath();
        indexCanonical = FileAccess::canonicalPath(doc.file(main).path);
        if (!ownUrl.isEmpty())
            folderUrl = UrlTools::folderUrl(ownUrl);
        const int count = doc.entryCount(main);
        named.resize(size_t(count));
        for (int i = 0; i < count; ++i) {
            named[size_t(i)] = DocumentLoader::findChild(dir, doc.value(main, i, Field::Loc));
            if (named[size_t(i)].isEmpty())
                continue;
            const QString canonical = FileAccess::canonicalPath(named[size_t(i)]);
            if (canonical != indexCanonical && !readIndex.contains(canonical)) {
                readIndex.insert(canonical, int(readOrder.size()));
                readOrder << named[size_t(i)];
            }
        }
    }

    // Walks the index's entries in order: read(child path, position in readOrder,
    // status) gives the file number of each child read the first time it is named
    // (and its read status); the index's childFile follows. Stops early when a
    // read is cancelled or read() returns -1 (then false).
    template <typename Read> bool follow(SitemapDocument &doc, int main, const Read &read) const
    {
        std::vector<int> children;
        children.reserve(named.size());
        QHash<QString, int> loaded;
        bool complete = true;
        for (const QString &child : named) {
            if (child.isEmpty()) {
                children.push_back(-1);
                continue;
            }
            const QString canonical = FileAccess::canonicalPath(child);
            if (canonical == indexCanonical) {
                children.push_back(main); // lists itself: nested, not followed
                continue;
            }
            auto it = loaded.constFind(canonical);
            if (it != loaded.constEnd()) {
                children.push_back(*it);
                continue;
            }
            ReadStatus status = ReadStatus::Ok;
            const int index = read(child, readIndex.value(canonical), &status);
            if (index < 0) {
                complete = false;
                break;
            }
            doc.fileRef(index).parentFile = main;
            if (!folderUrl.isEmpty())
                doc.fileRef(index).ownUrl = folderUrl + QFileInfo(child).fileName();
            loaded.insert(canonical, index);
            children.push_back(index);
            if (status == ReadStatus::Cancelled) {
                complete = false;
                break;
            }
        }
        children.resize(named.size(), -2);
        doc.fileRef(main).childFile = std::move(children);
        return complete;
    }
};

} // namespace

ReadStatus DocumentLoader::load(SitemapDocument &doc, const QString &path, const QString &ownUrl,
                                const ReadOptions &options, bool followIndex)
{
    recoverFolder(path);
    SitemapDocument scratch; // built apart, then moved in with one reset
    ReadStatus status = ReadStatus::Ok;
    const int main = SitemapReader::readFile(scratch, path, options, &status);
    scratch.fileRef(main).ownUrl = ownUrl;

    if (status == ReadStatus::Ok && followIndex && scratch.file(main).isIndex()) {
        const ChildPlan plan(scratch, main, ownUrl);
        // A child is read from the file opened, checked to be in the index's folder
        // then, whatever its name leads to by the time it is read. The children are
        // read ahead in parallel and joined in the plan's order (progress then
        // counts all of them together).
        ReadOptions childOptions = options;
        childOptions.confineToFolder = true;
        // A child's read buffer serves the next child instead of fresh pages, which
        // the system zeroes (a 1M set: 20 buffers of 11 MB, one on each thread).
        const FileAccess::BufferReuse reuse(2);
        std::unique_ptr<ChildReadAhead> ahead;
        if (options.parallel && plan.readOrder.size() >= 2 &&
            std::thread::hardware_concurrency() > 1)
            ahead = std::make_unique<ChildReadAhead>(plan.readOrder, childOptions);
        const bool complete =
            plan.follow(scratch, main, [&](const QString &child, int k, ReadStatus *childStatus) {
                return ahead ? ahead->take(scratch, k, childStatus)
                             : SitemapReader::readFile(scratch, child, childOptions, childStatus);
            });
        if (!complete)
            status = ReadStatus::Cancelled;
    }

    doc.takeContent(scratch);
    return status;
}

bool DocumentLoader::loadChildByChild(SitemapDocument &indexDoc, const QString &path,
                                      const QString &ownUrl, const ReadOptions &options,
                                      const IndexVisit &visitIndex, const ChildVisit &visit)
{
    recoverFolder(path);
    SitemapDocument scratch;
    ReadStatus status = ReadStatus::Ok;
    const int main = SitemapReader::readFile(scratch, path, options, &status);
    scratch.fileRef(main).ownUrl = ownUrl;
    bool complete = true;
    if (status == ReadStatus::Ok && scratch.file(main).isIndex()) {
        const ChildPlan plan(scratch, main, ownUrl);
        visitIndex(scratch, plan.readOrder);
        ReadOptions childOptions = options;
        childOptions.confineToFolder = true;
        // The next child is read on a thread of its own while visit() judges this one:
        // on one thread, as the two share the processors. The first is read while
        // nothing is judged yet: on two, as a file alone is.
        childOptions.parallel = false;
        struct Ahead
        {
            int k = -1;
            std::unique_ptr<SitemapDocument> doc;
            ReadStatus status = ReadStatus::Ok;
            std::unique_ptr<WorkerThread> reader;
        } ahead;
        const auto readAhead = [&](int k) {
            if (k >= plan.readOrder.size())
                return;
            ahead.k = k;
            ahead.doc = std::make_unique<SitemapDocument>(); // created here: owned by this thread
            ReadOptions readOptions = childOptions;
            readOptions.parallel = k == 0 && options.parallel;
            ahead.reader = std::make_unique<WorkerThread>([&ahead, &plan, readOptions, k] {
                SitemapReader::readFile(*ahead.doc, plan.readOrder[k], readOptions, &ahead.status);
            });
        };
        readAhead(0);
        complete = plan.follow(scratch, main, [&](const QString &child, int k, ReadStatus *st) {
            std::unique_ptr<SitemapDocument> own;
            if (ahead.k == k) {
                ahead.reader->join();
                own = std::move(ahead.doc);
                *st = ahead.status;
            } else {
                own = std::make_unique<SitemapDocument>();
                SitemapReader::readFile(*own, child, childOptions, st);
            }
            readAhead(k + 1);
            const int f = 0;
            // The facts the whole set's document would give the child (follow() sets
            // them on the shell below too).
            if (!plan.folderUrl.isEmpty())
                own->fileRef(f).ownUrl = plan.folderUrl + QFileInfo(child).fileName();
            const int setFile = scratch.fileCount();
            if (!visit(*own, setFile, scratch, ahead.k == k + 1))
                return -1;
            // What the index's rules read of a child: its facts, not its entries.
            SitemapFile shell = std::move(own->fileRef(f));
            decltype(shell.entries)().swap(shell.entries); // "= {}" would keep the room
            decltype(shell.spots)().swap(shell.spots);
            return scratch.addFile(std::move(shell));
        });
        if (ahead.reader)
            ahead.reader->join(); // a read begun for a set that stopped early
    }
    indexDoc.takeContent(scratch);
    return complete;
}
