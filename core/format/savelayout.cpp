// SPDX-License-Identifier: GPL-3.0-or-later
// Laying out the files of a save: the target and its files, each file's entries in
// parts of at most the limits, their names, and the index that lists them.
#include "saverun.h"

#include "fileaccess.h"
#include "pagestorage.h"
#include "urltools.h"
#include "validator.h"

#include <QRegularExpression>

#include <cstring>

namespace Writing {

namespace {

const QByteArray XmlDeclaration = QByteArrayLiteral("<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n");

} // namespace

QString lastPathSegment(const QString &url)
{
    QString u = url;
    const qsizetype cut = u.indexOf(QRegularExpression(QStringLiteral("[?#]")));
    if (cut >= 0)
        u.truncate(cut);
    return u.mid(u.lastIndexOf(QLatin1Char('/')) + 1);
}

QString stripSitemapExtension(const QString &fileName)
{
    QString name = fileName;
    for (const char *ext : {".gz", ".xml", ".txt"}) {
        if (name.endsWith(QLatin1String(ext), Qt::CaseInsensitive) &&
            name.size() > qsizetype(std::strlen(ext)))
            name.chop(qsizetype(std::strlen(ext)));
    }
    return name;
}

// A file name as the last segment of its URL: a name whose bytes are not UTF-8
// (see FileAccess::decodeName) percent-encoded byte by byte.
QString urlName(const QString &fileName)
{
    const QByteArray bytes = FileAccess::encodeName(fileName);
    if (bytes.isValidUtf8())
        return fileName;
    return QString::fromLatin1(bytes.toPercentEncoding());
}

QByteArray SaveRun::header(bool index, quint64 mask, bool overflow) const
{
    QByteArray h = XmlDeclaration;
    h.append(m_stylesheet);
    h.append(index ? "<sitemapindex" : "<urlset");
    h.append(" xmlns=\"http://www.sitemaps.org/schemas/sitemap/0.9\"");
    for (size_t i = 0; i < m_declAttrs.size(); ++i) {
        if (overflow || (i < 64 && (mask & (quint64(1) << i))))
            h.append(m_declAttrs[i]);
    }
    h.append(">\n");
    return h;
}

qint64 SaveRun::headerSize(bool index, quint64 mask, bool overflow) const
{
    qint64 size = XmlDeclaration.size() + m_stylesheet.size() + (index ? 13 : 7) +
                  qint64(sizeof " xmlns=\"http://www.sitemaps.org/schemas/sitemap/0.9\"" - 1) + 2;
    for (size_t i = 0; i < m_declAttrs.size(); ++i) {
        if (overflow || (i < 64 && (mask & (quint64(1) << i))))
            size += m_declAttrs[i].size();
    }
    return size;
}

bool SaveRun::prepare(const QString &targetPath)
{
    m_main = m_doc.mainFile();
    if (m_main < 0) {
        m_report.status = SaveReport::Status::Refused;
        m_report.error = QStringLiteral("nothing to save: the document is empty");
        return false;
    }
    m_target = QFileInfo(FileAccess::absolutePath(targetPath));
    m_dir = m_target.absolutePath();
    m_name = stripSitemapExtension(m_target.fileName());
    m_files = {m_main};
    if (mainFile().isIndex()) {
        for (int child : mainFile().childFile) {
            if (child >= 0)
                m_files.push_back(child);
        }
    }
    if (!checkFiles(m_files)) {
        m_report.status = SaveReport::Status::Refused;
        m_report.error = m_report.blocking.empty() ? QStringLiteral("cannot save")
                                                   : m_report.blocking.front().message;
        return false;
    }
    return true;
}

QString SaveRun::partName(const QString &base, size_t part, size_t parts) const
{
    return parts == 1 ? base + ext() : QStringLiteral("%1-%2%3").arg(base).arg(part + 1).arg(ext());
}

bool SaveRun::layOutSitemap()
{
    GroupOutput group;
    if (!tryPreserve(m_main, m_name, false, group))
        writeGroup(m_main, m_name, false, group);
    if (group.parts.size() > 1) {
        if (m_baseFolder.isEmpty()) {
            collect(true);
            m_set.discard();
            m_report.status = SaveReport::Status::NeedsBaseUrl;
            m_report.error =
                QStringLiteral("%1 has to be split into %2 files plus an index, and an index "
                               "needs the URL the files are served at: give a base URL")
                    .arg(fileLabel(mainFile()))
                    .arg(group.parts.size());
            return false;
        }
        m_writeIndex = true;
        for (size_t p = 0; p < group.parts.size(); ++p) {
            const QString fileName = partName(m_name, p, group.parts.size());
            m_finals.push_back({group.provisional[p], fileName, group.parts[p]});
            appendIndexEntry(m_indexBody, m_baseFolder + urlName(fileName),
                             group.parts[p].lastmod.toUtf8(), {});
            ++m_indexEntries;
        }
    } else if (group.parts.size() == 1) {
        m_finals.push_back(
            {group.provisional[0], group.preserved ? group.name : m_name + ext(), group.parts[0]});
    }
    return true;
}

bool SaveRun::layOutIndexSet()
{
    m_writeIndex = true;
    const int main = m_main;
    const SitemapFile &index = mainFile();
    const int count = m_doc.entryCount(main);
    // Known before anything is written: an index over its limit, or one naming a
    // file twice (whose copies would be written under one name), is refused.
    {
        qint64 listed = 0;
        QSet<int> seen;
        for (int e = 0; e < count; ++e) {
            if (m_options.excluded.contains(WriteOptions::key(main, e)))
                continue;
            ++listed;
            const int child = e < int(index.childFile.size()) ? index.childFile[size_t(e)] : -2;
            if (child < 0 || child == main || m_doc.entryCount(child) == 0)
                continue;
            if (seen.contains(child))
                return refuse(SaveReport::Status::Refused,
                              QStringLiteral("%1 lists %2 more than once (entry %3); remove the "
                                             "repeated entries")
                                  .arg(fileLabel(index), fileLabel(m_doc.file(child)))
                                  .arg(e));
            seen.insert(child);
        }
        if (listed > m_options.maxSitemaps)
            return refuse(SaveReport::Status::Refused,
                          QStringLiteral("%1 lists %2 files, more than one index may hold (%3)")
                              .arg(fileLabel(index))
                              .arg(listed)
                              .arg(m_options.maxSitemaps));
    }
    // The children the save copies, in their order: copied ahead, a few at a time.
    if (m_options.parallel && (m_write || !m_saving)) {
        for (int e = 0; e < count; ++e) {
            const int child = e < int(index.childFile.size()) ? index.childFile[size_t(e)] : -2;
            if (child >= 0 && child != main &&
                !m_options.excluded.contains(WriteOptions::key(main, e)) && copiedLater(child))
                m_aheadOrder.push_back(child);
        }
    }
    ExtensionFragment frag;
    QByteArray lastmod;
    qint64 lastmodKey = 0;
    for (int e = 0; e < count; ++e) {
        if (m_options.excluded.contains(WriteOptions::key(main, e))) {
            ++m_report.excludedEntries;
            continue;
        }
        const int child = e < int(index.childFile.size()) ? index.childFile[size_t(e)] : -2;
        if (blockedByValidator(main, e, locWrittenAnew(main, e)))
            continue;
        QByteArray original;
        lastmod.clear();
        if (!appendEntry(main, e, true, original, frag, lastmod, lastmodKey))
            continue;
        m_indexMask |= frag.nsMask;
        if (child < 0) {
            // No file of ours behind it: keep the entry as it is.
            if (child == -1)
                note(m_report.leftOut, m_report.leftOutCounts,
                     QStringLiteral("index-child-missing"), main, e, [&] {
                         return QStringLiteral("entry %1 of %2 names a file that was not "
                                               "found next to it: the entry is kept, the "
                                               "file was not written")
                             .arg(e)
                             .arg(fileLabel(index));
                     });
            m_indexBody.append(original);
            ++m_indexEntries;
            continue;
        }
        const SitemapFile &childFile = m_doc.file(child);
        const QString childBase = stripSitemapExtension(QFileInfo(childFile.path).fileName());
        GroupOutput group;
        const bool preserved = tryPreserve(child, childBase, false, group);
        if (!preserved) {
            m_childrenPreserved = false;
            writeGroup(child, childBase, false, group);
        }
        if (group.parts.size() > 1)
            m_oldSetFiles << childFile.path; // replaced by its parts
        if (group.parts.empty()) {
            m_indexLeftOut.insert(e);
            note(m_report.leftOut, m_report.leftOutCounts, QStringLiteral("empty-sitemap"), main, e,
                 [&] {
                     return QStringLiteral("%1 has no entries to write; the index no longer "
                                           "lists it")
                         .arg(fileLabel(childFile));
                 });
            continue;
        }
        const QString oldLoc = UrlTools::trimXmlWhitespace(m_doc.value(main, e, Field::Loc));
        const QString folder =
            m_options.baseUrl.isEmpty() ? UrlTools::folderUrl(oldLoc) : m_baseFolder;
        for (size_t p = 0; p < group.parts.size(); ++p) {
            const QString fileName = partName(childBase, p, group.parts.size());
            m_finals.push_back({group.provisional[p], fileName, group.parts[p]});
            // The index entry names the file written already (under the base URL
            // when one is given): it stays as it was.
            const bool sameFile =
                group.parts.size() == 1 && lastPathSegment(oldLoc) == fileName &&
                (m_options.baseUrl.isEmpty() || oldLoc == folder + urlName(fileName));
            const WrittenFile &written = group.parts[p];
            if (!sameFile)
                m_childrenPreserved = false;
            else if (!written.lastmod.isEmpty() &&
                     (lastmod.isEmpty() || written.lastmodInstant > lastmodKey ||
                      (group.preserved && group.newestBefore != written.lastmod.toUtf8())))
                m_indexLastmod.insert(e, written.lastmod.toUtf8()); // follows its file
            if (sameFile && !written.lastmod.isEmpty() &&
                (lastmod.isEmpty() || written.lastmodInstant > lastmodKey)) {
                // index-lastmod-stale: the entry stays as it was but for its lastmod,
                // which becomes the newest of the entries written to its file.
                repaired("index-lastmod-stale", main, e, [&] {
                    return QStringLiteral("<lastmod> of %1 written as %2, the newest in that file")
                        .arg(fileName, written.lastmod);
                });
                m_indexBody.append(withLastmod(original, written.lastmod.toUtf8()));
            } else if (sameFile) {
                m_indexBody.append(original); // unchanged name: the entry stays as it was
            } else {
                QByteArray lm = group.parts[p].lastmod.toUtf8();
                if (lm.isEmpty() && group.parts.size() == 1)
                    lm = lastmod;
                // The entry's own extensions go with the first part, unless some of
                // them had to be left out (then the entry is rebuilt without them).
                const QByteArrayView ext =
                    frag.unknown.empty()
                        ? trimmedView(m_doc.pool().view(m_doc.entry(main, e).extensions))
                        : QByteArrayView();
                appendIndexEntry(m_indexBody, folder + urlName(fileName), lm,
                                 p == 0 ? ext : QByteArrayView());
            }
            ++m_indexEntries;
        }
    }
    return true;
}

void SaveRun::closePart(Part &part, bool indexPart, const QString &provisional, GroupOutput &group)
{
    WrittenFile wf;
    wf.index = indexPart;
    wf.entries = part.entries;
    const QByteArray head = header(indexPart, part.nsMask, part.nsOverflow);
    const QByteArray foot = footer(indexPart);
    wf.bytes = head.size() + part.body.size() + foot.size();
    wf.lastmod = QString::fromUtf8(part.newestLastmod);
    wf.lastmodInstant = part.newestKey;
    wf.path = provisional;
    group.parts.push_back(wf);
    group.provisional.push_back(provisional);
    submit(provisional, head, std::move(part.body), foot);
    part = Part();
}

// About the bytes appendEntry() writes for an entry, erring high: its text, an eighth
// more for escapes (a query's & is written &amp;) and the tags around it. Too little
// room costs a copy of the whole body; too much, pages taken in for nothing.
qint64 SaveRun::entryTextBytes(int file, int entry) const
{
    constexpr qint64 Tags = 112; // <url>, <loc>, <lastmod>, ... with their ends
    const Entry &e = m_doc.entry(file, entry);
    qint64 text = e.extensions.size;
    for (const TextRef &value : e.values)
        text += value.size;
    return Tags + text + text / 8;
}

// Room for a file's body of about bytes, capped at the largest file a part may be,
// taken in at once: the body is written from end to end, and grown by doubling it
// would be copied at every step into pages that each fault as first written (about
// ten times the copy's cost in a virtual machine).
void SaveRun::prepareBody(QByteArray &body, qint64 bytes) const
{
    body.reserve(qsizetype(std::min(bytes, m_options.maxBytes) + 1));
    PageStorage::adviseHuge(body.data(), size_t(body.capacity()));
    PageStorage::populate(body.data(), size_t(body.capacity()));
}

void SaveRun::writeGroup(int file, const QString &baseName, bool indexEntries, GroupOutput &group)
{
    if (planStopped())
        return;
    group.file = file;
    group.baseName = baseName;
    m_splitBases.insert(baseName);
    const int count = m_doc.entryCount(file);
    const qint64 footSize = footer(indexEntries).size();
    Part part;
    ExtensionFragment frag;
    QByteArray lastmod;
    qint64 lastmodKey = 0;
    auto provisional = [&]() {
        return finalPath(QStringLiteral("%1.part%2.xml").arg(baseName).arg(++m_provisionalCounter));
    };
    const bool report = m_saving && m_options.progress;
    // The text of the group's entries, ahead of the writing: each file's body gets
    // its room once, from what the entries that can go into it hold (at most a
    // file's count of URLs from its first one).
    std::vector<qint64> textAfter(size_t(count) + 1, 0);
    for (int i = count - 1; i >= 0; --i)
        textAfter[size_t(i)] = textAfter[size_t(i) + 1] + entryTextBytes(file, i);
    const auto textOfPartFrom = [&](int first) {
        const qint64 last = std::min<qint64>(count, first + m_options.maxUrls);
        return textAfter[size_t(first)] - textAfter[size_t(last)];
    };
    prepareBody(part.body, textOfPartFrom(0));
    for (int i = 0; i < count; ++i) {
        if (report && (i & 0xfff) == 0)
            m_options.progress(m_entriesDone + i, m_entriesTotal);
        if (m_options.excluded.contains(WriteOptions::key(file, i))) {
            ++m_report.excludedEntries;
            continue;
        }
        if (blockedByValidator(file, i))
            continue;
        const qsizetype before = part.body.size();
        lastmod.clear();
        if (!appendEntry(file, i, indexEntries, part.body, frag, lastmod, lastmodKey))
            continue;
        const qint64 entrySize = part.body.size() - before;
        const quint64 mask = part.nsMask | frag.nsMask;
        const bool overflow = part.nsOverflow || frag.nsOverflow;
        if (headerSize(indexEntries, frag.nsMask, frag.nsOverflow) + entrySize + footSize >
            m_options.maxBytes) {
            part.body.truncate(before);
            addBlocking(file, i, QStringLiteral("file-too-large"),
                        QStringLiteral("this entry alone (%1 bytes) does not fit in a file of "
                                       "at most %2 bytes")
                            .arg(entrySize)
                            .arg(m_options.maxBytes));
            continue;
        }
        const bool full = part.entries > 0 &&
                          (part.entries + 1 > m_options.maxUrls ||
                           headerSize(indexEntries, mask, overflow) + part.body.size() + footSize >
                               m_options.maxBytes ||
                           (frag.news > 0 && part.news + 1 > m_options.maxNewsUrls));
        if (full) {
            // The entry starts the next file: move its bytes over, close this one.
            QByteArray carried(part.body.constData() + before, entrySize);
            part.body.truncate(before);
            closePart(part, indexEntries, provisional(), group);
            prepareBody(part.body, textOfPartFrom(i));
            part.body.append(carried);
        }
        ++part.entries;
        part.nsMask |= frag.nsMask;
        part.nsOverflow |= frag.nsOverflow;
        part.news += frag.news > 0 ? 1 : 0;
        if (!lastmod.isEmpty() && (part.newestLastmod.isEmpty() || lastmodKey > part.newestKey)) {
            part.newestLastmod = lastmod;
            part.newestKey = lastmodKey;
        }
    }
    if (part.entries > 0)
        closePart(part, indexEntries, provisional(), group);
    m_entriesDone += count;
}

bool SaveRun::addIndexFile()
{
    // The index (split or the set's own) last.
    if (!m_writeIndex)
        return true;
    if (mainFile().isIndex() && m_childrenPreserved) {
        GroupOutput group;
        if (tryPreserve(m_main, m_name, true, group)) {
            m_finals.push_back({group.provisional[0], m_name + ext(), group.parts[0]});
            return true;
        }
    }
    const qint64 size =
        headerSize(true, m_indexMask, false) + m_indexBody.size() + footer(true).size();
    if (m_indexEntries > m_options.maxSitemaps || size > m_options.maxBytes)
        return refuse(SaveReport::Status::Refused,
                      QStringLiteral("the index would list %1 files in %2 bytes, more than "
                                     "one index may hold")
                          .arg(m_indexEntries)
                          .arg(size));
    if (m_indexEntries == 0)
        return refuse(
            SaveReport::Status::Refused,
            QStringLiteral("%1: no entries are left to write").arg(fileLabel(mainFile())));
    WrittenFile wf;
    wf.index = true;
    wf.entries = m_indexEntries;
    wf.bytes = size;
    const QString provisional = finalPath(QStringLiteral("%1.index.xml").arg(m_name));
    submit(provisional, header(true, m_indexMask, false), m_indexBody, footer(true));
    m_finals.push_back({provisional, m_name + ext(), wf});
    return true;
}

bool SaveRun::checkFileNames()
{
    // Two outputs under one name would overwrite each other.
    for (const Final &f : m_finals) {
        if (m_names.contains(f.name))
            return refuse(SaveReport::Status::Failed,
                          QStringLiteral("two files of the set would both be written as %1")
                              .arg(nativePath(finalPath(f.name))));
        m_names.insert(f.name);
    }
    return true;
}

} // namespace Writing
