// SPDX-License-Identifier: GPL-3.0-or-later
#include "sitemapwriter.h"

#include "bytedecoding.h"
#include "extensionfragment.h"
#include "fileaccess.h"
#include "lastmod.h"
#include "namespaces.h"
#include "pagestorage.h"
#include "preservingcopy.h"
#include "rules.h"
#include "sequencefixer.h"
#include "sitemapdocument.h"
#include "sitemapreader.h"
#include "stylesheet.h"
#include "urltools.h"
#include "validator.h"
#include "xmlescape.h"

#include <QDir>
#include <QFile>
#include <QFileDevice>
#include <QFileInfo>
#include <QHash>
#include <QRegularExpression>
#include <QThread>
#include <QUrl>

#include <cstring>
#include <deque>
#include <future>
#include <limits>
#include <system_error>
#include <unistd.h>
#include <zlib.h>

namespace {

constexpr qsizetype NoteCap = 200;    // notes kept per rule; the counts stay exact
constexpr size_t ProblemCap = 100000; // blocking problems kept in a report

const QByteArray XmlDeclaration = QByteArrayLiteral("<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n");

// --- values -----------------------------------------------------------------

using Writing::ExtensionFragment;
using Writing::isXmlSpace;
using Writing::PrefixTable;
using Writing::scanFragment;
using Writing::SequenceFixer;

QByteArrayView trimmedView(QByteArrayView v)
{
    qsizetype b = 0;
    qsizetype e = v.size();
    while (b < e && isXmlSpace(v[b]))
        ++b;
    while (e > b && isXmlSpace(v[e - 1]))
        --e;
    return v.sliced(b, e - b);
}

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

// --- output files -------------------------------------------------------------

// A file being filled: its body, and what its header needs.
struct Part
{
    QByteArray body;
    qint64 entries = 0;
    quint64 nsMask = 0;
    bool nsOverflow = false;
    int news = 0;
    qint64 newestKey = 0;
    QByteArray newestLastmod;
};

// The output of one group: a source file's entries (or an index's own entries).
struct GroupOutput
{
    int file = -1;    // document file the entries come from
    QString baseName; // NAME of NAME.xml / NAME-1.xml
    std::vector<WrittenFile> parts;
    std::vector<QString> provisional; // targets the parts were written under (empty: unchanged)
    bool preserved = false;           // the file's own bytes were kept (one part)
    QByteArray newestBefore;          // then: the newest lastmod of the file as read
    QString name;                     // then: the name it is written under
};

// Writes header + body + footer to the device, deflated when gzip; empty or the reason.
QString writeDevice(QIODevice *device, const QByteArray &header, const QByteArray &body,
                    const QByteArray &footer, bool gzip)
{
    auto put = [device](const char *data, qint64 size) -> bool {
        while (size > 0) {
            const qint64 n = device->write(data, size);
            if (n <= 0)
                return false;
            data += n;
            size -= n;
        }
        return true;
    };
    auto deviceError = [device]() {
        const QString e = device->errorString();
        return e.isEmpty() || e == QLatin1String("Unknown error") ? QStringLiteral("write failed")
                                                                  : e;
    };
    if (!gzip) {
        if (!put(header.constData(), header.size()) || !put(body.constData(), body.size()) ||
            !put(footer.constData(), footer.size()))
            return deviceError();
        return {};
    }
    z_stream zs{};
    if (deflateInit2(&zs, 6, Z_DEFLATED, 15 + 16, 8, Z_DEFAULT_STRATEGY) != Z_OK)
        return QStringLiteral("cannot start gzip compression");
    constexpr int OutSize = 1 << 18;
    std::unique_ptr<char[]> buffer(new char[OutSize]);
    QString error;
    const QByteArray *pieces[] = {&header, &body, &footer};
    for (int p = 0; p < 3 && error.isEmpty(); ++p) {
        const QByteArray &piece = *pieces[p];
        qsizetype offset = 0;
        const bool last = p == 2;
        do {
            // zlib counts in uInt: feed a large body in slices.
            const qsizetype slice = std::min<qsizetype>(piece.size() - offset, 1 << 30);
            zs.next_in = reinterpret_cast<Bytef *>(const_cast<char *>(piece.constData() + offset));
            zs.avail_in = uInt(slice);
            offset += slice;
            const int flush = last && offset == piece.size() ? Z_FINISH : Z_NO_FLUSH;
            int rc = Z_OK;
            do {
                zs.next_out = reinterpret_cast<Bytef *>(buffer.get());
                zs.avail_out = OutSize;
                rc = deflate(&zs, flush);
                if (rc == Z_STREAM_ERROR) {
                    error = QStringLiteral("gzip compression failed (zlib %1)").arg(rc);
                    break;
                }
                if (!put(buffer.get(), OutSize - zs.avail_out)) {
                    error = deviceError();
                    break;
                }
            } while (zs.avail_out == 0 || (flush == Z_FINISH && rc != Z_STREAM_END));
        } while (offset < piece.size() && error.isEmpty());
    }
    deflateEnd(&zs);
    return error;
}

// Flushes to the disk and closes: a file is complete only once its bytes are stored.
QString closeDevice(QIODevice *device)
{
    if (auto *file = qobject_cast<QFileDevice *>(device)) {
        if (!file->flush())
            return file->errorString();
        if (file->handle() >= 0 && ::fsync(file->handle()) != 0)
            return QString::fromLocal8Bit(std::strerror(errno));
        file->close();
        if (file->error() != QFileDevice::NoError)
            return file->errorString();
        return {};
    }
    device->close();
    return {};
}

QString nativePath(const QString &path)
{
    return FileAccess::shownName(QDir::toNativeSeparators(path));
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

QString fileLabel(const SitemapFile &f)
{
    return f.path.isEmpty() ? QStringLiteral("the new sitemap") : nativePath(f.path);
}

// How much of a file that was not read to its end is missing.
QString describeIncomplete(const SitemapFile &f)
{
    QString what;
    if (f.malformed)
        what = QStringLiteral("is not well-formed at line %1, column %2 (%3)")
                   .arg(f.errorPosition.line)
                   .arg(f.errorPosition.column)
                   .arg(f.errorMessage);
    else if (f.gzipCorrupt)
        what = QStringLiteral("is a damaged gzip file (%1)").arg(f.gzipError);
    else
        what = QStringLiteral("is larger than the reading limit");
    QString amount;
    // Measured in pieces, never held whole: the file may be gigabytes of nothing.
    qint64 offset = 0;
    qint64 size = 0;
    bool sizeKnown = true;
    if (f.malformed && f.errorPosition.line > 0 &&
        Reading::measurePosition(f.path, f.errorPosition.line, f.errorPosition.column,
                                 qint64(1) << 30, &offset, &size, &sizeKnown) &&
        size > 0) {
        const qint64 missing = size - offset;
        amount = sizeKnown
                     ? QStringLiteral("; the rest of the file from there was not read: %1 of %2 "
                                      "bytes (%3%)")
                           .arg(missing)
                           .arg(size)
                           .arg(100.0 * double(missing) / double(size), 0, 'f', 1)
                     : QStringLiteral("; the rest of the file from there was not read: more "
                                      "than %1 bytes")
                           .arg(missing);
    }
    if (amount.isEmpty())
        amount = QStringLiteral("; the rest of the file after that point was not read");
    return QStringLiteral("%1 %2: only the %3 entries before that point were read%4")
        .arg(fileLabel(f), what)
        .arg(f.entries.size())
        .arg(amount);
}

// File rules the writer makes true by writing: they never stop a save.
bool isFileRuleFixedByWriting(const QString &rule)
{
    static const QSet<QString> rules = {
        QStringLiteral("namespace-missing"), QStringLiteral("namespace-legacy"),
        QStringLiteral("namespace-wrong"),   QStringLiteral("encoding-not-utf8"),
        QStringLiteral("leading-content"),   QStringLiteral("gzip-mislabelled"),
        QStringLiteral("too-many-urls"),     QStringLiteral("too-many-sitemaps"),
        QStringLiteral("file-too-large"),    QStringLiteral("news-too-many"),
        QStringLiteral("empty-sitemap"),     QStringLiteral("xml-malformed"),
        QStringLiteral("gzip-corrupt"),      QStringLiteral("index-child-missing"),
    };
    return rules.contains(rule);
}

// What changes the bytes of an entry a save copies as it is: an error (left out
// or kept as asked) and the values a copy repairs (PreservingCopy's repairOf).
RuleMask copyChangingRules()
{
    static const RuleMask rules =
        Rules::severityMask(Severity::Error) | ruleBit(RuleId::LocWhitespace) |
        ruleBit(RuleId::LocPercentInvalid) | ruleBit(RuleId::LocUnescaped) |
        ruleBit(RuleId::LastmodImprecise) | ruleBit(RuleId::ChangefreqInvalid);
    return rules;
}

// Entry rules the writer repairs whatever the validator's fixedOnSave says.
bool isEntryRuleFixedByWriting(const QString &rule)
{
    static const QSet<QString> rules = {
        QStringLiteral("loc-unescaped"), QStringLiteral("loc-whitespace"),
        QStringLiteral("tag-order"),     QStringLiteral("lastmod-imprecise"),
        QStringLiteral("tag-unknown"),
    };
    return rules.contains(rule);
}

// --- the save --------------------------------------------------------------

class SaveRun
{
public:
    SaveRun(const SitemapDocument &doc, const Validator &validator, const WriteOptions &options,
            bool write)
        : m_doc(doc), m_validator(validator), m_options(options), m_saving(write), m_write(write),
          m_prefixes(doc.namespaces()), m_sequences(m_prefixes),
          m_stylesheet(SitemapWriter::stylesheetInstruction(options.stylesheetHref)),
          m_set(options.hooks)
    {
        m_maxInFlight = std::max(1, QThread::idealThreadCount());
        const auto &decls = m_prefixes.decls();
        for (const auto &d : decls) {
            QByteArray attr = " xmlns:" + d.first + "=\"";
            XmlEscape::appendEscaped(attr, d.second);
            attr.append('"');
            m_declAttrs.push_back(attr);
        }
    }

    SaveReport run(const QString &targetPath);

private:
    // The steps of run(), in order; a step that returns false has set the report.
    bool prepare(const QString &targetPath);
    bool isSureToBeRefused() const;
    void removeStaleFiles();
    bool layOutSitemap();
    bool layOutIndexSet();
    bool checkBlocking();
    bool addIndexFile();
    bool checkFileNames();
    bool commit();
    void readPreviousIndexes();
    QStringList obsoleteFiles() const;
    bool isInput(const QString &path) const;
    // Ends the run without writing: status and error in the report; false.
    bool refuse(SaveReport::Status status, const QString &error);

    const SitemapFile &mainFile() const { return m_doc.file(m_main); }
    QString partName(const QString &base, size_t part, size_t parts) const;

    bool checkFiles(const std::vector<int> &files);
    // The save that keeps the file's own bytes (preservingcopy.h): false when the
    // file has to be written in the standard form (the report says why).
    bool tryPreserve(int file, const QString &baseName, bool indexEntries, GroupOutput &group);
    std::optional<StandardFormReason> standardFormReason(int file) const;
    bool unchangedWithoutReading(int file, const QString &baseName, GroupOutput &group);
    void noteStandardForm(int file, const QString &baseName, StandardFormReason reason,
                          const QString &detail = {});
    std::vector<Problem> blockersOf(int file, int entry) const;
    void noteFileRepairs(int file);
    // locAnew: the entry's loc is not written as it is (an index entry of a
    // file of the set saved under a base URL), so the loc's errors do not block it.
    bool blockedByValidator(int file, int entry, bool locAnew = false);
    bool locWrittenAnew(int file, int entry) const;
    void block(Problem p);
    void addBlocking(int file, int entry, const QString &rule, const QString &message);

    template <typename Message>
    void note(std::vector<WriteNote> &list, QMap<QString, qint64> &counts, const QString &rule,
              int file, int entry, Message message)
    {
        qint64 &count = counts[rule];
        if (count++ < NoteCap)
            list.push_back({rule, file, entry, message()});
    }
    template <typename Message>
    void repaired(const char *rule, int file, int entry, Message message)
    {
        note(m_report.repaired, m_report.repairCounts, QString::fromLatin1(rule), file, entry,
             message);
    }

    // Serializes entry into out; false (out unchanged) when it may not be written.
    bool appendEntry(int file, int entry, bool indexEntry, QByteArray &out, ExtensionFragment &frag,
                     QByteArray &lastmodOut, qint64 &lastmodKey);
    void writeGroup(int file, const QString &baseName, bool indexEntries, GroupOutput &group);
    void closePart(Part &part, bool indexPart, const QString &provisional, GroupOutput &group);
    qint64 entryTextBytes(int file, int entry) const;
    void prepareBody(QByteArray &body, qint64 bytes) const;
    QByteArray header(bool index, quint64 mask, bool overflow) const;
    qint64 headerSize(bool index, quint64 mask, bool overflow) const;
    static QByteArray footer(bool index)
    {
        return index ? QByteArrayLiteral("</sitemapindex>\n") : QByteArrayLiteral("</urlset>\n");
    }
    void submit(QString target, QByteArray head, QByteArray body, QByteArray foot);
    void collect(bool all);
    QString finalPath(const QString &name) const { return m_dir + QLatin1Char('/') + name; }
    QString ext() const
    {
        return m_options.gzip ? QStringLiteral(".xml.gz") : QStringLiteral(".xml");
    }
    static QByteArray withLastmod(const QByteArray &entry, const QByteArray &lastmod);
    void appendIndexEntry(QByteArray &out, const QString &loc, QByteArrayView lastmod,
                          QByteArrayView extensions);

    const SitemapDocument &m_doc;
    const Validator &m_validator;
    const WriteOptions &m_options;
    const bool m_saving; // save(), not plan()
    bool m_write;        // files are written (false for plan() and a save sure to be refused)
    PrefixTable m_prefixes;
    SequenceFixer m_sequences;
    std::vector<QByteArray> m_declAttrs;
    const QByteArray m_stylesheet; // the xml-stylesheet instruction, empty when none
    AtomicFileSet m_set;
    SaveReport m_report;
    QString m_dir;
    QString m_ioError;
    std::deque<std::future<QString>> m_inFlight;
    int m_maxInFlight = 1;
    int m_provisionalCounter = 0;
    QSet<qint64> m_blocked;
    QHash<qint64, std::vector<Problem>> m_fileEntryProblems;
    QSet<QString> m_notValidated;
    QByteArray m_lastmodScratch;
    QSet<QString> m_splitBases; // NAME of every NAME-n.xml this save may write
    qint64 m_entriesDone = 0;   // for options.progress
    qint64 m_entriesTotal = 0;

    // What run() lays out, step by step.
    struct Final
    {
        QString provisional;
        QString name;
        WrittenFile info;
    };
    int m_main = -1;
    QFileInfo m_target;
    QString m_name;              // NAME of NAME.xml
    std::vector<int> m_files;    // the main file, then an index's children
    QString m_baseFolder;        // folder URL the written files are served at, if known
    std::vector<Final> m_finals; // every file to write, the index last
    QSet<QString> m_names;       // their final names
    QByteArray m_indexBody;      // the index's entries, when one is written
    qint64 m_indexEntries = 0;
    quint64 m_indexMask = 0; // prefixes the index's entries use
    bool m_writeIndex = false;
    QStringList m_oldSetFiles; // the set's own files that a new split replaces by its parts
    FolderLock m_lock;         // held from before the old set is read until the end
    // What the indexes in the folder under the target's names (NAME.xml, NAME.xml.gz)
    // listed before the save: the only split parts the save may remove.
    QStringList m_previousParts;
    QString m_otherIndex; // the index in the other form (gzip or not), replaced by ours
    // Per written file name: a file of the set written in the standard form, why.
    struct StandardForm
    {
        StandardFormReason reason;
        QString detail;
        qint64 comments;
    };
    QHash<QString, StandardForm> m_standardForm;
    // Index entries whose child's newest lastmod moved: the lastmod it now has.
    QHash<int, QByteArray> m_indexLastmod;
    bool m_childrenPreserved = true; // every child of an index kept its own bytes and name
    QSet<int> m_indexLeftOut;        // index entries the index no longer lists
};

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

void SaveRun::block(Problem p)
{
    if (p.entry >= 0) {
        const qint64 k = WriteOptions::key(p.file, p.entry);
        if (!m_blocked.contains(k)) {
            m_blocked.insert(k);
            ++m_report.blockingEntries;
        }
    }
    if (m_report.blocking.size() < ProblemCap)
        m_report.blocking.push_back(std::move(p));
}

void SaveRun::addBlocking(int file, int entry, const QString &rule, const QString &message)
{
    Problem p;
    p.rule = rule;
    p.severity = Severity::Error;
    p.file = file;
    p.entry = entry;
    if (entry >= 0) {
        const Entry &e = m_doc.entry(file, entry);
        p.line = int(e.line);
        p.column = int(e.column);
    }
    p.message = message;
    block(std::move(p));
}

bool SaveRun::blockedByValidator(int file, int entry, bool locAnew)
{
    bool blocked = false;
    if (m_validator.ownWorstSeverity(file, entry) >= int(Severity::Error)) {
        for (Problem &p : m_validator.ownEntryProblems(file, entry)) {
            if (locAnew && p.field == int(Field::Loc))
                continue;
            if (p.severity == Severity::Error && !p.fixedOnSave &&
                !isEntryRuleFixedByWriting(p.rule)) {
                block(std::move(p));
                blocked = true;
            }
        }
    }
    const auto it = m_fileEntryProblems.constFind(WriteOptions::key(file, entry));
    if (it != m_fileEntryProblems.constEnd()) {
        for (const Problem &p : *it)
            block(p);
        blocked = true;
    }
    return blocked;
}

void SaveRun::noteFileRepairs(int file)
{
    const SitemapFile &f = m_doc.file(file);
    const QString label = fileLabel(f);
    switch (f.namespaceKind) {
    case NamespaceKind::Standard:
        break;
    case NamespaceKind::Legacy:
        repaired("namespace-legacy", file, -1, [&] {
            return QStringLiteral("%1: legacy namespace %2 written as the 0.9 namespace")
                .arg(label, f.rootNamespace);
        });
        break;
    case NamespaceKind::Missing:
        repaired("namespace-missing", file, -1,
                 [&] { return QStringLiteral("%1: the sitemap namespace was added").arg(label); });
        break;
    case NamespaceKind::Wrong:
        repaired("namespace-wrong", file, -1, [&] {
            return QStringLiteral("%1: namespace %2 written as the 0.9 namespace")
                .arg(label, f.rootNamespace);
        });
        break;
    }
    const QString enc = f.declaredEncoding.toLower().remove(QLatin1Char('-'));
    if (f.utf16 || f.invalidUtf8.line > 0 ||
        (!enc.isEmpty() && enc != QLatin1String("utf8") && enc != QLatin1String("usascii") &&
         enc != QLatin1String("ascii")))
        repaired("encoding-not-utf8", file, -1,
                 [&] { return QStringLiteral("%1: written as UTF-8").arg(label); });
    if (f.leadingContent.line > 0)
        repaired("leading-content", file, -1, [&] {
            return QStringLiteral("%1: the content before the XML was left out").arg(label);
        });
    const bool gzName = f.path.endsWith(QLatin1String(".gz"), Qt::CaseInsensitive);
    if (!f.path.isEmpty() && gzName != f.gzip)
        repaired("gzip-mislabelled", file, -1, [&] {
            return QStringLiteral("%1: the new file's name matches its compression").arg(label);
        });
    if (f.strayElements > 0)
        note(m_report.leftOut, m_report.leftOutCounts, QStringLiteral("tag-unknown"), file, -1,
             [&] {
                 return QStringLiteral("%1: %2 element(s) directly under the root that are not "
                                       "entries were left out (the first: <%3> at line %4)")
                     .arg(label)
                     .arg(f.strayElements)
                     .arg(f.firstStrayElement)
                     .arg(f.firstStrayPosition.line);
             });
    if (!f.undeclaredPrefixes.isEmpty())
        repaired("prefix-undeclared", file, -1, [&] {
            return QStringLiteral("%1: what uses the undeclared prefix(es) %2 was left out")
                .arg(label, f.undeclaredPrefixes.join(QLatin1String(", ")));
        });
    if (f.doctype.line > 0)
        repaired("doctype-present", file, -1,
                 [&] { return QStringLiteral("%1: the DOCTYPE was left out").arg(label); });
    if (f.kind == FileKind::Feed)
        repaired("feed-sitemap", file, -1,
                 [&] { return QStringLiteral("%1: feed written as an XML sitemap").arg(label); });
}

std::vector<Problem> SaveRun::blockersOf(int file, int entry) const
{
    std::vector<Problem> found;
    if (m_validator.ownWorstSeverity(file, entry) >= int(Severity::Error)) {
        for (Problem &p : m_validator.ownEntryProblems(file, entry)) {
            if (p.severity == Severity::Error && !p.fixedOnSave &&
                !isEntryRuleFixedByWriting(p.rule))
                found.push_back(std::move(p));
        }
    }
    const auto it = m_fileEntryProblems.constFind(WriteOptions::key(file, entry));
    if (it != m_fileEntryProblems.constEnd())
        found.insert(found.end(), it->begin(), it->end());
    return found;
}

std::optional<StandardFormReason> SaveRun::standardFormReason(int file) const
{
    const SitemapFile &f = m_doc.file(file);
    if (!f.fullyRead())
        return StandardFormReason::NotReadToEnd;
    if (f.kind == FileKind::Feed)
        return StandardFormReason::Feed;
    if (f.namespaceKind != NamespaceKind::Standard)
        return StandardFormReason::Namespace;
    const QString enc = f.declaredEncoding.toLower().remove(QLatin1Char('-'));
    if (f.utf16 || f.invalidUtf8.line > 0 ||
        (!enc.isEmpty() && enc != QLatin1String("utf8") && enc != QLatin1String("usascii") &&
         enc != QLatin1String("ascii")))
        return StandardFormReason::Encoding;
    if (f.leadingContent.line > 0)
        return StandardFormReason::LeadingContent;
    if (f.path.endsWith(QLatin1String(".gz"), Qt::CaseInsensitive) != f.gzip)
        return StandardFormReason::GzipName;
    if (f.doctype.line > 0)
        return StandardFormReason::Doctype;
    if (!f.undeclaredPrefixes.isEmpty())
        return StandardFormReason::PrefixUndeclared;
    if (f.strayElements > 0)
        return StandardFormReason::StrayElements;
    if (f.gzip != m_options.gzip)
        return m_options.gzip ? StandardFormReason::Gzipped : StandardFormReason::NotGzipped;
    if (!m_stylesheet.isEmpty())
        return StandardFormReason::Stylesheet;
    if (f.kind == FileKind::Text) {
        for (int e = 0, n = m_doc.entryCount(file); e < n; ++e) {
            const Entry &entry = m_doc.entry(file, e);
            if ((entry.present & ~fieldBit(Field::Loc)) || entry.extensions.size > 0)
                return StandardFormReason::TextValues;
        }
    }
    return std::nullopt; // a split shows in what the copy writes (tryPreserve)
}

void SaveRun::noteStandardForm(int file, const QString &baseName, StandardFormReason reason,
                               const QString &detail)
{
    const SitemapFile &f = m_doc.file(file);
    if (f.kind == FileKind::Text)
        repaired("text-sitemap", file, -1, [&] {
            return QStringLiteral("%1: text sitemap written as an XML sitemap").arg(fileLabel(f));
        });
    if (!m_options.preserve || f.path.isEmpty() || f.unreadable)
        return;
    qint64 comments = 0;
    if (f.kind != FileKind::Text) {
        const FileAccess::ReadResult read =
            FileAccess::readFile(f.path, std::numeric_limits<qint64>::max() / 2,
                                 std::numeric_limits<qint64>::max() / 2, false);
        if (read.ok) {
            const QByteArray bytes =
                f.gzip ? Reading::gunzip(read.bytes, f.uncompressedSize + 1) : read.bytes;
            comments = bytes.count("<!--");
        }
    }
    m_standardForm.insert(baseName + ext(), {reason, detail, comments});
}

// A sitemap file not edited since it was read or saved, still as it was on disk,
// whose entries a copy would write byte for byte (no error, nothing a save
// repairs, nothing excluded, no split) is not written and not even read: a save
// with nothing changed costs a look at each entry's rule bits.
bool SaveRun::unchangedWithoutReading(int file, const QString &baseName, GroupOutput &group)
{
    const SitemapFile &f = m_doc.file(file);
    const int count = m_doc.entryCount(file);
    if (f.edits != 0 || f.kind == FileKind::Text || count > m_options.maxUrls ||
        f.uncompressedSize - f.source.bodyOffset > m_options.maxBytes)
        return false;
    const QString target = finalPath(baseName + ext());
    if (FileAccess::canonicalPath(target) != FileAccess::canonicalPath(f.path))
        return false;
    const QFileInfo info(f.path);
    if (info.size() != f.source.size ||
        info.lastModified().toMSecsSinceEpoch() != f.source.modifiedMs)
        return false;
    for (const qint64 key : m_options.excluded) {
        if (int(key >> 32) == file)
            return false;
    }
    // The index entry that lists it keeps its lastmod unless that is stale.
    QByteArray lastmod;
    qint64 lastmodKey = 0;
    if (f.parentFile >= 0) {
        const SitemapFile &parent = m_doc.file(f.parentFile);
        const auto it = std::find(parent.childFile.begin(), parent.childFile.end(), file);
        if (it == parent.childFile.end())
            return false;
        const int e = int(it - parent.childFile.begin());
        if ((m_validator.entryRuleMask(f.parentFile, e) & ruleBit(RuleId::IndexLastmodStale)) !=
            RuleMask())
            return false;
        lastmod = trimmedView(m_doc.rawValue(f.parentFile, e, Field::LastMod)).toByteArray();
        const LastMod::Result r = LastMod::check(lastmod);
        if (r.verdict == LastMod::Verdict::Valid || r.verdict == LastMod::Verdict::Imprecise)
            lastmodKey = r.msecsSinceEpoch;
    }
    const RuleMask changing = copyChangingRules();
    constexpr quint8 rewritten = Entry::OutOfOrder | Entry::HasUnknownElements;
    for (int e = 0; e < count; ++e) {
        const Entry &entry = m_doc.entry(file, e);
        if ((entry.flags & rewritten) || entry.repeated ||
            (m_validator.entryRuleMask(file, e) & changing) != RuleMask())
            return false;
    }
    WrittenFile wf;
    wf.entries = count;
    wf.bytes = f.uncompressedSize;
    wf.lastmod = QString::fromUtf8(lastmod);
    wf.lastmodInstant = lastmodKey;
    wf.unchanged = true;
    wf.path = target;
    group.file = file;
    group.baseName = baseName;
    group.preserved = true;
    group.newestBefore = lastmod;
    group.name = baseName + ext();
    m_splitBases.insert(baseName);
    group.parts.push_back(wf);
    group.provisional.push_back(QString());
    return true;
}

bool SaveRun::tryPreserve(int file, const QString &baseName, bool indexEntries, GroupOutput &group)
{
    const SitemapFile &f = m_doc.file(file);
    if (!m_options.preserve || f.path.isEmpty()) {
        noteStandardForm(file, baseName, StandardFormReason::NotPreserved);
        return false;
    }
    if (f.source.size < 0) {
        noteStandardForm(file, baseName, StandardFormReason::PlaceUnknown);
        return false;
    }
    std::optional<StandardFormReason> why = standardFormReason(file);
    if (!why && !indexEntries && unchangedWithoutReading(file, baseName, group))
        return true;
    QByteArray raw;
    if (!why) {
        const QFileInfo info(f.path);
        FileAccess::ReadResult read;
        if (info.size() == f.source.size &&
            info.lastModified().toMSecsSinceEpoch() == f.source.modifiedMs)
            read = FileAccess::readFile(f.path, std::numeric_limits<qint64>::max() / 2,
                                        std::numeric_limits<qint64>::max() / 2, false);
        if (!read.ok || read.bytes.size() != f.source.size)
            why = StandardFormReason::ChangedOnDisk;
        else
            raw = f.gzip ? Reading::gunzip(read.bytes, f.uncompressedSize + 1)
                         : std::move(read.bytes);
        if (!why && (raw.size() != f.uncompressedSize || f.source.bodyOffset > raw.size()))
            why = StandardFormReason::ChangedOnDisk;
    }
    if (why) {
        noteStandardForm(file, baseName, *why);
        return false;
    }
    // What the copy decides is undone when it cannot be made: the standard form
    // then decides again.
    SaveReport before = m_report;
    const QSet<qint64> blockedBefore = m_blocked;
    std::vector<std::vector<Problem>> pending;
    QHash<int, size_t> pendingOf;
    Writing::PreservingCopy::Hooks hooks;
    using Decision = Writing::PreservingCopy::Decision;
    hooks.decide = [&](int e) {
        if (m_options.excluded.contains(WriteOptions::key(file, e))) {
            if (!indexEntries)
                ++m_report.excludedEntries;
            return Decision::LeaveOut;
        }
        if (indexEntries)
            return m_blocked.contains(WriteOptions::key(file, e)) || m_indexLeftOut.contains(e)
                       ? Decision::LeaveOut
                       : Decision::Write;
        std::vector<Problem> blockers = blockersOf(file, e);
        if (blockers.empty())
            return Decision::Write;
        const bool keep = std::all_of(blockers.begin(), blockers.end(), [&](const Problem &p) {
            return m_options.keepAsWritten.contains(p.rule);
        });
        if (keep) {
            pendingOf.insert(e, pending.size());
            pending.push_back(std::move(blockers));
            return Decision::KeepAsWritten;
        }
        for (Problem &p : blockers)
            block(std::move(p));
        return Decision::LeaveOut;
    };
    hooks.touchedKept = [&](int e) {
        const auto it = pendingOf.constFind(e);
        if (it != pendingOf.constEnd()) {
            for (const Problem &p : pending[*it])
                block(p);
            pending[*it].clear();
        }
        return Decision::LeaveOut;
    };
    hooks.standardEntry = [&](int e, QByteArray &out) {
        ExtensionFragment frag;
        QByteArray lastmod;
        qint64 key = 0;
        return appendEntry(file, e, indexEntries, out, frag, lastmod, key);
    };
    hooks.repaired = [&](const char *rule, int e, const QString &message) {
        repaired(rule, file, e, [&] { return message; });
    };
    if (!indexEntries) {
        hooks.verbatim = [&](int e) {
            const Entry &entry = m_doc.entry(file, e);
            return !(entry.flags &
                     (Entry::Edited | Entry::OutOfOrder | Entry::HasUnknownElements)) &&
                   !entry.repeated &&
                   (m_validator.entryRuleMask(file, e) & copyChangingRules()) == RuleMask();
        };
    }
    if (indexEntries) {
        hooks.lastmodOverride = [&](int e) -> std::optional<QByteArray> {
            const auto it = m_indexLastmod.constFind(e);
            if (it == m_indexLastmod.constEnd())
                return std::nullopt;
            return *it;
        };
    }
    const QByteArrayView body = QByteArrayView(raw).sliced(f.source.bodyOffset);
    Writing::PreservingCopy::Result result =
        Writing::PreservingCopy::copy(m_doc, file, body, hooks);
    const qint64 size = f.source.bodyOffset + result.bytes.size();
    const bool split =
        result.ok && (size > m_options.maxBytes || result.entries > m_options.maxUrls);
    if (!result.ok || split) {
        m_report = std::move(before);
        m_blocked = blockedBefore;
        noteStandardForm(file, baseName,
                         split ? StandardFormReason::Split : StandardFormReason::LayoutLost,
                         split ? QString() : result.whyNot);
        return false;
    }
    if (result.entries == 0 && !indexEntries) {
        // Nothing left to write: as the standard form, no file.
        group.file = file;
        group.baseName = baseName;
        return true;
    }
    for (const std::vector<Problem> &kept : pending) {
        if (kept.empty())
            continue;
        ++m_report.keptAsWritten;
        QSet<QString> rules;
        for (const Problem &p : kept)
            rules.insert(p.rule);
        for (const QString &rule : std::as_const(rules))
            ++m_report.keptAsWrittenCounts[rule];
    }
    group.file = file;
    group.baseName = baseName;
    group.preserved = true;
    group.newestBefore = result.newestBefore;
    m_splitBases.insert(baseName);
    WrittenFile wf;
    wf.index = indexEntries;
    wf.entries = result.entries;
    wf.bytes = size;
    wf.lastmod = QString::fromUtf8(result.newestLastmod);
    wf.lastmodInstant = result.newestKey;
    // A text sitemap stays text, under the name it is saved as.
    group.name =
        f.kind == FileKind::Text && file == m_main ? m_target.fileName() : baseName + ext();
    const QString target = finalPath(group.name);
    const bool samePath = FileAccess::canonicalPath(target) == FileAccess::canonicalPath(f.path);
    if (!result.changed && samePath) {
        wf.unchanged = true;
        wf.path = target;
        group.parts.push_back(wf);
        group.provisional.push_back(QString());
        return true;
    }
    const QString provisional =
        finalPath(QStringLiteral("%1.part%2.xml").arg(baseName).arg(++m_provisionalCounter));
    wf.path = provisional;
    group.parts.push_back(wf);
    group.provisional.push_back(provisional);
    submit(provisional, raw.first(f.source.bodyOffset), std::move(result.bytes), QByteArray());
    return true;
}

bool SaveRun::checkFiles(const std::vector<int> &files)
{
    bool ok = true;
    for (int file : files) {
        const SitemapFile &f = m_doc.file(file);
        if (f.unreadable) {
            addBlocking(file, -1, QStringLiteral("file-unreadable"),
                        QStringLiteral("%1 could not be read: %2").arg(fileLabel(f), f.readError));
            ok = false;
            continue;
        }
        if (f.kind == FileKind::Unknown) {
            addBlocking(file, -1, QStringLiteral("not-a-sitemap"),
                        QStringLiteral("%1 is not a sitemap (%2)")
                            .arg(fileLabel(f), f.notSitemap.isEmpty()
                                                   ? QStringLiteral("unknown root")
                                                   : f.notSitemap));
            ok = false;
            continue;
        }
        if (!f.fullyRead() || f.gzipCorrupt) {
            const QString text = describeIncomplete(f);
            m_report.incompleteInputs << text;
            if (!m_options.allowIncompleteInput) {
                addBlocking(file, -1,
                            f.malformed ? QStringLiteral("xml-malformed")
                                        : (f.gzipCorrupt ? QStringLiteral("gzip-corrupt")
                                                         : QStringLiteral("file-too-large")),
                            text + QStringLiteral("; saving would lose the unread part"));
                ok = false;
            }
        }
        {
            for (Problem &p : m_validator.fileProblems(file)) {
                if (p.severity != Severity::Error || p.fixedOnSave ||
                    isFileRuleFixedByWriting(p.rule))
                    continue;
                if (p.entry >= 0) {
                    // A file rule about one entry (text-line-invalid, index-nested).
                    m_fileEntryProblems[WriteOptions::key(file, p.entry)].push_back(p);
                } else {
                    block(std::move(p));
                    ok = false;
                }
            }
        }
        noteFileRepairs(file);
    }
    return ok;
}

bool SaveRun::appendEntry(int file, int entry, bool indexEntry, QByteArray &out,
                          ExtensionFragment &frag, QByteArray &lastmodOut, qint64 &lastmodKey)
{
    // The validator has judged the entry (blockedByValidator): every value here is
    // valid or has the one repair section 5 allows.
    const Entry &e = m_doc.entry(file, entry);
    const qsizetype start = out.size();
    auto fail = [&](const char *rule, const QString &message) {
        out.truncate(start);
        addBlocking(file, entry, QString::fromLatin1(rule), message);
        return false;
    };

    out.append(indexEntry ? "<sitemap>\n  <loc>" : "<url>\n  <loc>");
    // loc
    const QByteArrayView rawLoc = m_doc.rawValue(file, entry, Field::Loc);
    const QByteArrayView loc = trimmedView(rawLoc);
    if (loc.size() != rawLoc.size())
        repaired("loc-whitespace", file, entry,
                 [] { return QStringLiteral("whitespace around <loc> trimmed"); });
    QByteArrayView uri = loc;
    QByteArray encoded;
    if (!UrlTools::isPlainUri(loc)) {
        const QString text = QString::fromUtf8(loc);
        encoded = UrlTools::toUriForm(text).toUtf8();
        uri = encoded;
        const bool strayPercent = UrlTools::hasInvalidPercent(text);
        if (strayPercent)
            repaired("loc-percent-invalid", file, entry,
                     [] { return QStringLiteral("a % that encodes nothing written as %25"); });
        if (UrlTools::hasUnescapedCharacters(text) || (encoded != loc && !strayPercent))
            repaired("loc-unescaped", file, entry,
                     [] { return QStringLiteral("<loc> percent-encoded"); });
    }
    XmlEscape::appendEscaped(out, uri);
    out.append("</loc>\n");

    // lastmod
    if (e.has(Field::LastMod)) {
        QByteArrayView raw = trimmedView(m_doc.rawValue(file, entry, Field::LastMod));
        // An RSS pubDate is written as the W3C form of the same instant.
        QByteArray fromPubDate;
        if (m_doc.file(file).feed == FeedKind::Rss2) {
            fromPubDate = LastMod::rfc822ToW3c(QString::fromUtf8(raw)).toUtf8();
            if (!fromPubDate.isEmpty())
                raw = fromPubDate;
        }
        const LastMod::Result verdict = LastMod::check(raw);
        m_lastmodScratch = LastMod::schemaForm(raw);
        if (verdict.verdict == LastMod::Verdict::Imprecise)
            repaired("lastmod-imprecise", file, entry, [&] {
                return QStringLiteral("<lastmod> %1 written as %2")
                    .arg(QString::fromUtf8(raw), QString::fromUtf8(m_lastmodScratch));
            });
        out.append("  <lastmod>").append(m_lastmodScratch).append("</lastmod>\n");
        const qint64 key = verdict.msecsSinceEpoch;
        if (lastmodOut.isEmpty() || key > lastmodKey) {
            lastmodOut = m_lastmodScratch;
            lastmodKey = key;
        }
    }
    // changefreq
    if (e.has(Field::ChangeFreq)) {
        const QByteArrayView raw = trimmedView(m_doc.rawValue(file, entry, Field::ChangeFreq));
        const QByteArray lower = raw.toByteArray().toLower();
        if (lower != raw)
            repaired("changefreq-invalid", file, entry, [&] {
                return QStringLiteral("<changefreq> %1 written as %2")
                    .arg(QString::fromUtf8(raw), QString::fromUtf8(lower));
            });
        out.append("  <changefreq>").append(lower).append("</changefreq>\n");
    }
    // priority
    if (e.has(Field::Priority)) {
        const QByteArrayView raw = trimmedView(m_doc.rawValue(file, entry, Field::Priority));
        out.append("  <priority>").append(raw).append("</priority>\n");
    }
    if (e.flags & Entry::OutOfOrder)
        repaired("tag-order", file, entry,
                 [] { return QStringLiteral("children written in the schema's order"); });

    // extensions, verbatim after the core children
    frag = ExtensionFragment();
    const QByteArrayView ext = trimmedView(m_doc.pool().view(e.extensions));
    if (!ext.isEmpty()) {
        scanFragment(ext, m_prefixes, frag);
        if (!frag.undeclaredPrefix.isEmpty())
            return fail("extension-undeclared",
                        QStringLiteral("an extension element uses the prefix %1, which no "
                                       "namespace is declared for")
                            .arg(frag.undeclaredPrefix));
        QByteArray kept;
        QByteArrayView written = ext;
        if (!frag.unknown.empty() || !frag.undeclared.empty()) {
            // Both lists are in document order; a span inside one already left out
            // (an undeclared attribute of an unknown element) is skipped.
            std::vector<const ExtensionFragment::Span *> spans;
            for (const ExtensionFragment::Span &span : frag.unknown)
                spans.push_back(&span);
            for (const ExtensionFragment::Span &span : frag.undeclared)
                spans.push_back(&span);
            std::stable_sort(spans.begin(), spans.end(),
                             [](const ExtensionFragment::Span *a,
                                const ExtensionFragment::Span *b) { return a->begin < b->begin; });
            qsizetype at = 0;
            for (const ExtensionFragment::Span *span : spans) {
                if (span->begin < at)
                    continue;
                kept.append(ext.sliced(at, span->begin - at));
                at = span->end;
                if (span->name.isEmpty())
                    continue;
                note(m_report.leftOut, m_report.leftOutCounts, QStringLiteral("tag-unknown"), file,
                     entry, [&] {
                         return QStringLiteral("<%1> in entry %2 of %3 is not a sitemap element "
                                               "and was left out")
                             .arg(span->name)
                             .arg(entry)
                             .arg(fileLabel(m_doc.file(file)));
                     });
            }
            kept.append(ext.sliced(at));
            written = trimmedView(kept);
            if (!frag.undeclared.empty())
                repaired("prefix-undeclared", file, entry, [&] {
                    return QStringLiteral("%1 element(s) or attribute(s) with an undeclared prefix "
                                          "in entry %2 of %3 were left out")
                        .arg(frag.undeclared.size())
                        .arg(entry)
                        .arg(fileLabel(m_doc.file(file)));
                });
        }
        if (frag.nsMask & m_sequences.mask()) {
            QByteArray ordered = m_sequences.fix(written);
            if (!ordered.isEmpty()) {
                kept = std::move(ordered);
                written = kept;
                repaired("tag-order", file, entry, [] {
                    return QStringLiteral("children of extension elements written in the "
                                          "schema's order");
                });
            }
        }
        if (!written.isEmpty())
            out.append("  ").append(written).append('\n');
        for (size_t i = 0; i < m_prefixes.decls().size(); ++i) {
            if (frag.nsOverflow || (i < 64 && (frag.nsMask & (quint64(1) << i)))) {
                const QString nsUri = QString::fromUtf8(m_prefixes.decls()[i].second);
                if (nsUri != Ns::Image && nsUri != Ns::Video && nsUri != Ns::News &&
                    nsUri != Ns::Xhtml)
                    m_notValidated.insert(nsUri);
            }
        }
    }
    out.append(indexEntry ? "</sitemap>\n" : "</url>\n");
    return true;
}

void SaveRun::submit(QString target, QByteArray head, QByteArray body, QByteArray foot)
{
    if (!m_write || !m_ioError.isEmpty())
        return;
    collect(false);
    const bool gzip = m_options.gzip;
    AtomicFileSet *set = &m_set;
    auto job = [set, gzip, target = std::move(target), head = std::move(head),
                body = std::move(body), foot = std::move(foot)]() -> QString {
        QString error;
        std::unique_ptr<QIODevice> device = set->create(target, &error);
        if (!device)
            return error;
        QString why = writeDevice(device.get(), head, body, foot, gzip);
        if (why.isEmpty())
            why = closeDevice(device.get());
        if (!why.isEmpty())
            return QStringLiteral("cannot write %1: %2").arg(nativePath(target), why);
        set->finished(target);
        return QString();
    };
    try {
        m_inFlight.push_back(std::async(std::launch::async, job));
    } catch (const std::system_error &) {
        // No thread to be had (a limit such as ulimit -u): written when collected.
        m_inFlight.push_back(std::async(std::launch::deferred, std::move(job)));
    }
}

void SaveRun::collect(bool all)
{
    while (!m_inFlight.empty() && (all || int(m_inFlight.size()) >= m_maxInFlight)) {
        const QString error = m_inFlight.front().get();
        m_inFlight.pop_front();
        if (!error.isEmpty() && m_ioError.isEmpty())
            m_ioError = error;
    }
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

// An entry as appendEntry() wrote it, with its <lastmod> line replaced by (or, when
// it has none, given after its <loc> line) one holding lastmod.
QByteArray SaveRun::withLastmod(const QByteArray &entry, const QByteArray &lastmod)
{
    static constexpr QByteArrayView LocEnd("</loc>\n"), LastmodEnd("</lastmod>\n");
    const QByteArray line = "  <lastmod>" + lastmod + "</lastmod>\n";
    QByteArray out = entry;
    const qsizetype at = out.indexOf(LocEnd) + LocEnd.size(); // the line after the loc's
    if (QByteArrayView(out).sliced(at).startsWith("  <lastmod>")) {
        const qsizetype end = out.indexOf(LastmodEnd, at) + LastmodEnd.size();
        out.replace(at, end - at, line);
    } else {
        out.insert(at, line);
    }
    return out;
}

void SaveRun::appendIndexEntry(QByteArray &out, const QString &loc, QByteArrayView lastmod,
                               QByteArrayView extensions)
{
    out.append("<sitemap>\n  <loc>");
    XmlEscape::appendEscaped(out, UrlTools::toUriForm(loc).toUtf8());
    out.append("</loc>\n");
    if (!lastmod.isEmpty())
        out.append("  <lastmod>").append(lastmod).append("</lastmod>\n");
    if (!extensions.isEmpty())
        out.append("  ").append(extensions).append('\n');
    out.append("</sitemap>\n");
}

SaveReport SaveRun::run(const QString &targetPath)
{
    if (!prepare(targetPath))
        return m_report;
    if (m_write && !m_options.dropInvalid && isSureToBeRefused())
        m_write = false; // a save that will be refused writes nothing: known before compressing
    if (m_write) {
        // Two saves into one folder take turns; what a killed one left is completed
        // or tidied before this one starts.
        QString lockError;
        if (!m_lock.lock(m_dir, 30000, &lockError)) {
            refuse(SaveReport::Status::Failed, lockError + QStringLiteral("; nothing was changed"));
            return m_report;
        }
        m_report.recovered = AtomicFileSet::recover(m_dir);
        removeStaleFiles();
    }
    for (int file : m_files) {
        if (!m_doc.file(file).isIndex())
            m_entriesTotal += m_doc.entryCount(file);
    }
    if (!m_options.baseUrl.isEmpty())
        m_baseFolder = UrlTools::folderUrl(m_options.baseUrl);
    else if (!mainFile().ownUrl.isEmpty())
        m_baseFolder = UrlTools::folderUrl(mainFile().ownUrl);

    if (!(mainFile().isIndex() ? layOutIndexSet() : layOutSitemap()))
        return m_report;
    m_report.notValidated = QStringList(m_notValidated.begin(), m_notValidated.end());
    m_report.notValidated.sort();
    if (!checkBlocking() || !addIndexFile() || !checkFileNames())
        return m_report;
    for (const Final &f : m_finals) {
        WrittenFile wf = f.info;
        wf.path = finalPath(f.name);
        const auto standard = m_standardForm.constFind(f.name);
        if (standard != m_standardForm.constEnd()) {
            wf.standardForm = true;
            wf.standardFormWhy = standard->reason;
            wf.standardFormReason = standard->detail.isEmpty()
                                        ? standardFormText(standard->reason)
                                        : standardFormText(standard->reason) +
                                              QStringLiteral(" (") + standard->detail +
                                              QLatin1Char(')');
            wf.commentsDropped = standard->comments;
        }
        m_report.files.push_back(wf);
    }
    if (!m_write) {
        if (m_saving) { // the pre-check expected a refusal the entries did not confirm
            refuse(SaveReport::Status::Failed,
                   QStringLiteral("%1: the entries changed while saving; save again")
                       .arg(fileLabel(mainFile())));
            return m_report;
        }
        m_report.status = SaveReport::Status::Planned;
        return m_report;
    }
    if (!commit())
        return m_report;
    m_report.removedFiles = m_set.removed();
    m_report.notRemoved = m_set.notRemoved();
    m_report.status = SaveReport::Status::Written;
    return m_report;
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

bool SaveRun::locWrittenAnew(int file, int entry) const
{
    const SitemapFile &f = m_doc.file(file);
    return f.isIndex() && !m_options.baseUrl.isEmpty() && entry < int(f.childFile.size()) &&
           f.childFile[size_t(entry)] >= 0;
}

bool SaveRun::isSureToBeRefused() const
{
    for (int file : m_files) {
        for (int e = 0, n = m_doc.entryCount(file); e < n; ++e) {
            if (m_validator.ownWorstSeverity(file, e) < int(Severity::Error) ||
                m_options.excluded.contains(WriteOptions::key(file, e)))
                continue;
            const bool locAnew = locWrittenAnew(file, e);
            for (const Problem &p : m_validator.ownEntryProblems(file, e)) {
                if (locAnew && p.field == int(Field::Loc))
                    continue;
                if (p.severity == Severity::Error && !p.fixedOnSave &&
                    !isEntryRuleFixedByWriting(p.rule) &&
                    !(m_options.preserve && m_options.keepAsWritten.contains(p.rule)))
                    return true;
            }
        }
    }
    return false;
}

void SaveRun::removeStaleFiles()
{
    // A save that was killed left its files here: tidy up before adding ours.
    // Never one of the files being saved, whatever it is called.
    QStringList inputs;
    for (int f = 0; f < m_doc.fileCount(); ++f)
        inputs << QFileInfo(m_doc.file(f).path).absoluteFilePath();
    const StaleFiles stale = AtomicFileSet::removeStale(
        m_dir,
        [](const QString &fileName) {
            return fileName.endsWith(QLatin1String(".xml")) ||
                   fileName.endsWith(QLatin1String(".xml.gz"));
        },
        inputs);
    m_report.staleRemoved = stale.removed;
    m_report.staleKept = stale.kept;
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

bool SaveRun::refuse(SaveReport::Status status, const QString &error)
{
    collect(true);
    m_set.discard();
    m_report.files.clear();
    m_report.status = status;
    m_report.error = error;
    return false;
}

bool SaveRun::checkBlocking()
{
    if (m_report.blockingEntries > 0 || !m_report.blocking.empty()) {
        if (!m_options.dropInvalid)
            return refuse(SaveReport::Status::Refused,
                          QStringLiteral("%1: %2 %3 errors that cannot be repaired on save; fix or "
                                         "exclude them")
                              .arg(fileLabel(mainFile()))
                              .arg(m_report.blockingEntries)
                              .arg(m_report.blockingEntries == 1 ? QStringLiteral("entry has")
                                                                 : QStringLiteral("entries have")));
        m_report.dropped = true;
    }
    if (m_finals.empty() && m_indexEntries == 0)
        return refuse(
            SaveReport::Status::Refused,
            QStringLiteral("%1: no entries are left to write").arg(fileLabel(mainFile())));
    return true;
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

bool SaveRun::commit()
{
    collect(true);
    if (!m_ioError.isEmpty()) {
        // The file was written under a provisional name: say which file it is.
        QString error = m_ioError;
        for (const Final &f : m_finals) {
            if (!f.provisional.isEmpty())
                error.replace(nativePath(f.provisional), nativePath(finalPath(f.name)));
        }
        return refuse(SaveReport::Status::Failed, error + QStringLiteral("; nothing was changed"));
    }
    QStringList order;
    for (const Final &f : m_finals) {
        if (f.provisional.isEmpty())
            continue; // unchanged: not written
        m_set.retarget(f.provisional, finalPath(f.name));
        order << finalPath(f.name);
    }
    m_set.setCommitOrder(order); // the files before the index that names them
    if (m_options.progress)
        m_options.progress(m_entriesTotal, m_entriesTotal);
    readPreviousIndexes();
    m_set.removeWithCommit(obsoleteFiles());
    bool restored = true;
    const QString commitError = m_set.commit(&restored);
    if (!commitError.isEmpty()) {
        m_report.files.clear();
        m_report.status = SaveReport::Status::Failed;
        m_report.error =
            restored ? commitError + QStringLiteral("; the previous files were left as they were")
                     : commitError;
        return false;
    }
    return true;
}

bool SaveRun::isInput(const QString &path) const
{
    const QString canonical = FileAccess::canonicalPath(path);
    for (int f = 0; f < m_doc.fileCount(); ++f) {
        const QString input = FileAccess::canonicalPath(m_doc.file(f).path);
        if (!input.isEmpty() && input == canonical)
            return true;
    }
    return false;
}

void SaveRun::readPreviousIndexes()
{
    // The parts an older split wrote are known from the index that listed them,
    // never from their names alone: a file the index does not list is not ours.
    const QString ourIndex = m_name + ext();
    const QString otherIndex =
        m_name + (m_options.gzip ? QStringLiteral(".xml") : QStringLiteral(".xml.gz"));
    for (const QString &name : {ourIndex, otherIndex}) {
        const QString path = finalPath(name);
        if (!FileAccess::exists(path))
            continue;
        const bool other = name == otherIndex;
        if (other && isInput(path))
            continue; // an input stays, and so do the files it lists
        SitemapDocument previous;
        ReadOptions options;
        options.parallel = false;
        options.confineToFolder = true;
        SitemapReader::readFile(previous, path, options);
        if (previous.fileCount() == 0 || !previous.file(0).isIndex())
            continue;
        if (other)
            m_otherIndex = path;
        for (int e = 0, n = previous.entryCount(0); e < n; ++e) {
            const QString part = FileAccess::decodeName(QByteArray::fromPercentEncoding(
                lastPathSegment(UrlTools::trimXmlWhitespace(previous.value(0, e, Field::Loc)))
                    .toUtf8()));
            if (!part.isEmpty() && !part.contains(QLatin1Char('/')) && part != name)
                m_previousParts << part;
        }
    }
}

QStringList SaveRun::obsoleteFiles() const
{
    // Removed by the commit once the new set is complete: the files of an older
    // split (NAME-n.xml[.gz] not written this time) and, when saving a set in
    // place, its old files that the new set does not use (an index or a file whose
    // name changed form, a file replaced by its parts).
    QStringList obsolete;
    const QDir dir(m_dir);
    const QFileInfo mainInfo(mainFile().path);
    const bool inPlace =
        mainInfo.absoluteFilePath() == m_target.absoluteFilePath() ||
        (mainInfo.absolutePath() == m_dir && stripSitemapExtension(mainInfo.fileName()) == m_name);
    // A file of the set saved in place that the new set writes in the other gzip
    // form (NAME.xml for NAME.xml.gz, or the reverse). Another kind of input (a
    // text file, a feed) is converted, not replaced: it stays.
    auto otherForm = [this](const QFileInfo &info) {
        const QString name = info.fileName();
        const bool xml =
            name.endsWith(QLatin1String(".xml")) || name.endsWith(QLatin1String(".xml.gz"));
        return xml && info.absolutePath() == m_dir && !m_names.contains(name) &&
               m_names.contains(stripSitemapExtension(name) + ext());
    };
    // The old index in the other form first: it names the parts removed after it.
    if (!m_otherIndex.isEmpty())
        obsolete << m_otherIndex;
    if (inPlace && otherForm(mainInfo) && !obsolete.contains(mainInfo.absoluteFilePath()) &&
        FileAccess::isFile(mainInfo.filePath()))
        obsolete << mainInfo.absoluteFilePath();
    const QRegularExpression splitName(QStringLiteral("^(.*)-[0-9]+\\.xml(\\.gz)?$"));
    for (const QString &entryName : std::as_const(m_previousParts)) {
        const QRegularExpressionMatch m = splitName.match(entryName);
        const QString path = dir.filePath(entryName);
        if (m.hasMatch() && m_splitBases.contains(m.captured(1)) && !m_names.contains(entryName) &&
            !obsolete.contains(path) && FileAccess::isFile(path) && !isInput(path))
            obsolete << path;
    }
    if (inPlace) {
        QStringList oldSet;
        for (int file : m_files) {
            if (otherForm(QFileInfo(m_doc.file(file).path)))
                oldSet << m_doc.file(file).path;
        }
        oldSet << m_oldSetFiles;
        for (const QString &old : std::as_const(oldSet)) {
            if (old.isEmpty())
                continue;
            const QFileInfo info(old);
            if (info.absolutePath() == m_dir && !m_names.contains(info.fileName()) &&
                !obsolete.contains(info.absoluteFilePath()) && FileAccess::isFile(old))
                obsolete << info.absoluteFilePath();
        }
    }
    return obsolete;
}

} // namespace

QString standardFormText(StandardFormReason reason)
{
    switch (reason) {
    case StandardFormReason::NotPreserved:
        return QStringLiteral("the standard form was asked for");
    case StandardFormReason::PlaceUnknown:
        return QStringLiteral("where its entries are in the file is not known");
    case StandardFormReason::NotReadToEnd:
        return QStringLiteral("it was not read to its end");
    case StandardFormReason::Feed:
        return QStringLiteral("a feed is written as an XML sitemap (feed-sitemap)");
    case StandardFormReason::Namespace:
        return QStringLiteral("its sitemap namespace is repaired (namespace-*)");
    case StandardFormReason::Encoding:
        return QStringLiteral("it is written as UTF-8 (encoding-not-utf8)");
    case StandardFormReason::LeadingContent:
        return QStringLiteral("the content before the XML is left out (leading-content)");
    case StandardFormReason::GzipName:
        return QStringLiteral("its name is made to match its compression (gzip-mislabelled)");
    case StandardFormReason::Doctype:
        return QStringLiteral("the DOCTYPE is left out (doctype-present)");
    case StandardFormReason::PrefixUndeclared:
        return QStringLiteral("what uses an undeclared prefix is left out (prefix-undeclared)");
    case StandardFormReason::StrayElements:
        return QStringLiteral("elements directly under the root that are not entries are left "
                              "out");
    case StandardFormReason::Gzipped:
        return QStringLiteral("it is gzipped");
    case StandardFormReason::NotGzipped:
        return QStringLiteral("it is no longer gzipped");
    case StandardFormReason::Stylesheet:
        return QStringLiteral("a stylesheet instruction is added");
    case StandardFormReason::TextValues:
        return QStringLiteral("a text sitemap cannot hold a value other than the URL");
    case StandardFormReason::Split:
        return QStringLiteral("it is split");
    case StandardFormReason::ChangedOnDisk:
        return QStringLiteral("it changed on disk since it was read");
    case StandardFormReason::LayoutLost:
        return QStringLiteral("its layout could not be followed");
    }
    return {};
}

QStringList SaveReport::summaryLines() const
{
    QStringList lines;
    const bool planned = status == Status::Planned;
    for (const WrittenFile &f : files) {
        if (f.unchanged) {
            lines << QStringLiteral("%1 unchanged (not written)").arg(nativePath(f.path));
            continue;
        }
        if (f.standardForm)
            lines << QStringLiteral("%1 is written in the standard form because %2; %3 comment(s) "
                                    "in it will not be kept")
                         .arg(nativePath(f.path), f.standardFormReason)
                         .arg(f.commentsDropped);
        lines << QStringLiteral("%1 %2 (%3 %4, %5 bytes)")
                     .arg(planned ? QStringLiteral("will write") : QStringLiteral("wrote"),
                          nativePath(f.path))
                     .arg(f.entries)
                     .arg(f.index
                              ? (f.entries == 1 ? QStringLiteral("sitemap")
                                                : QStringLiteral("sitemaps"))
                              : (f.entries == 1 ? QStringLiteral("URL") : QStringLiteral("URLs")))
                     .arg(f.bytes);
    }
    for (auto it = keptAsWrittenCounts.cbegin(); it != keptAsWrittenCounts.cend(); ++it)
        lines << QStringLiteral("kept %1 entries with %2 as written: the file stays invalid there")
                     .arg(it.value())
                     .arg(it.key());
    for (auto it = repairCounts.cbegin(); it != repairCounts.cend(); ++it) {
        QString example;
        for (const WriteNote &n : repaired) {
            if (n.rule == it.key()) {
                example = n.message;
                break;
            }
        }
        lines
            << QStringLiteral("repaired %1 x %2 (e.g. %3)").arg(it.value()).arg(it.key(), example);
    }
    for (const WriteNote &n : leftOut)
        lines << QStringLiteral("left out: %1").arg(n.message);
    for (auto it = leftOutCounts.cbegin(); it != leftOutCounts.cend(); ++it) {
        if (it.value() > NoteCap)
            lines << QStringLiteral("left out %1 x %2 in all").arg(it.value()).arg(it.key());
    }
    if (excludedEntries > 0)
        lines << QStringLiteral("excluded %1 entries").arg(excludedEntries);
    for (const QString &s : incompleteInputs)
        lines << s;
    for (const QString &uri : notValidated)
        lines << QStringLiteral("not validated: extension namespace %1 written as it was").arg(uri);
    for (const QString &path : removedFiles)
        lines << QStringLiteral("removed %1 (no longer part of the set)").arg(nativePath(path));
    for (const QString &failure : notRemoved)
        lines << QStringLiteral("could not remove %1 (no longer part of the set)").arg(failure);
    for (const QString &line : recovered)
        lines << line;
    for (const QString &path : staleRemoved)
        lines << QStringLiteral("removed %1 (left by a save that was interrupted)")
                     .arg(nativePath(path));
    static const QRegularExpression backupName(QStringLiteral("^\\.(.+)\\.bak-"));
    for (const QString &path : staleKept) {
        const QRegularExpressionMatch backup = backupName.match(QFileInfo(path).fileName());
        lines << (backup.hasMatch()
                      ? QStringLiteral("kept %1: an earlier version of %2 that a save which was "
                                       "interrupted had replaced; remove it when it is not needed")
                            .arg(nativePath(path), backup.captured(1))
                      : QStringLiteral("kept %1: a file of a save that was interrupted while "
                                       "moving its files into place; remove it when it is not "
                                       "needed")
                            .arg(nativePath(path)));
    }
    if (!stylesheetPath.isEmpty() && stylesheetKept)
        lines << QStringLiteral("kept %1, which differs from the project's stylesheet, and "
                                "linked it")
                     .arg(nativePath(stylesheetPath));
    else if (!stylesheetPath.isEmpty())
        lines << QStringLiteral("wrote %1 (the stylesheet)").arg(nativePath(stylesheetPath));
    if (!stylesheetError.isEmpty())
        lines << QStringLiteral("stylesheet not written: %1").arg(stylesheetError);
    if (dropped)
        lines << QStringLiteral("dropped %1 invalid %2:")
                     .arg(blockingEntries)
                     .arg(blockingEntries == 1 ? QStringLiteral("entry")
                                               : QStringLiteral("entries"));
    return lines;
}

SaveReport SitemapWriter::save(const SitemapDocument &doc, const Validator &validator,
                               const QString &targetPath, const WriteOptions &options)
{
    if (options.writeStylesheet && options.stylesheetHref.isEmpty()) {
        WriteOptions linked = options;
        linked.stylesheetHref = Stylesheet::fileName();
        return save(doc, validator, targetPath, linked);
    }
    if (const QString problem = Stylesheet::hrefProblem(options.stylesheetHref);
        !problem.isEmpty()) {
        SaveReport refused;
        refused.status = SaveReport::Status::Failed;
        refused.error = problem;
        return refused;
    }
    SaveRun run(doc, validator, options, true);
    SaveReport report = run.run(targetPath);
    if (options.writeStylesheet && report.status == SaveReport::Status::Written) {
        const QString folder = QFileInfo(FileAccess::absolutePath(targetPath)).absolutePath();
        const Stylesheet::Written written = Stylesheet::writeInto(folder, &report.stylesheetError);
        if (written != Stylesheet::Written::Failed)
            report.stylesheetPath = QDir(folder).filePath(Stylesheet::fileName());
        report.stylesheetKept = written == Stylesheet::Written::Kept;
    }
    return report;
}

SaveReport SitemapWriter::plan(const SitemapDocument &doc, const Validator &validator,
                               const QString &targetPath, const WriteOptions &options)
{
    if (const QString problem = Stylesheet::hrefProblem(options.stylesheetHref);
        !problem.isEmpty()) {
        SaveReport refused;
        refused.status = SaveReport::Status::Failed;
        refused.error = problem;
        return refused;
    }
    SaveRun run(doc, validator, options, false);
    return run.run(targetPath);
}

QString SitemapWriter::writtenValue(Field field, const QString &value)
{
    const QByteArray utf8 = value.toUtf8();
    const QByteArrayView v = trimmedView(utf8);
    switch (field) {
    case Field::Loc:
        return UrlTools::isPlainUri(v) ? QString::fromUtf8(v)
                                       : UrlTools::toUriForm(QString::fromUtf8(v));
    case Field::LastMod: {
        const LastMod::Verdict verdict = LastMod::check(v).verdict;
        return verdict == LastMod::Verdict::Valid || verdict == LastMod::Verdict::Imprecise
                   ? QString::fromUtf8(LastMod::schemaForm(v))
                   : QString::fromUtf8(v);
    }
    case Field::ChangeFreq: {
        const QString lower = QString::fromUtf8(v).toLower();
        return Rules::isChangefreqValue(lower) ? lower : QString::fromUtf8(v);
    }
    case Field::Priority:
        break;
    }
    return QString::fromUtf8(v);
}

QByteArray SitemapWriter::stylesheetInstruction(const QString &href)
{
    if (href.isEmpty())
        return {};
    QByteArray pi = QByteArrayLiteral("<?xml-stylesheet type=\"text/xsl\" href=\"");
    // Escaped like an attribute; '>' as &gt; also keeps "?>" out of the instruction.
    XmlEscape::appendEscaped(pi, href.toUtf8());
    pi.append("\"?>\n");
    return pi;
}

QString SitemapWriter::outputName(const QString &fileName, bool gzip)
{
    return stripSitemapExtension(fileName) +
           (gzip ? QStringLiteral(".xml.gz") : QStringLiteral(".xml"));
}
