// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// The run of one save or plan (SitemapWriter::save, SitemapWriter::plan), shared by
// the files that carry out its steps:
//   sitemapwriter.cpp  the public API and run(): the steps in order
//   savechecks.cpp     what stops a save, what it repairs and notes (file and entry
//                      checks against the validator's verdicts)
//   savelayout.cpp     laying out the files: the groups of a file's entries, the
//                      split into parts, their names, the index
//   savepreserve.cpp   a file written as its own bytes (preservingcopy.h), or why
//                      it is written in the standard form
//   entrywriter.cpp    one entry in the standard form: its values serialized
//   savecommit.cpp     writing the files and committing them: the folder lock,
//                      recovery of an interrupted commit, stale and obsolete files
// Private to the writer: nothing outside core/format/ includes it.

#include "atomicfileset.h"
#include "extensionfragment.h"
#include "fileaccess.h"
#include "preservingcopy.h"
#include "problem.h"
#include "rules.h"
#include "sequencefixer.h"
#include "sitemapdocument.h"
#include "sitemapwriter.h"
#include "xmlescape.h"

#include <QByteArray>
#include <QByteArrayView>
#include <QFileInfo>
#include <QHash>
#include <QSet>
#include <QString>
#include <QStringList>
#include <QThread>

#include <deque>
#include <future>
#include <map>
#include <optional>
#include <vector>

class Validator;

namespace Writing {

constexpr qsizetype NoteCap = 200; // notes kept per rule; the counts stay exact

// Helpers the parts of the save share (each defined, with its comment, in the
// file named).
QByteArrayView trimmedView(QByteArrayView v);           // entrywriter.cpp
QString lastPathSegment(const QString &url);            // savelayout.cpp
QString stripSitemapExtension(const QString &fileName); // savelayout.cpp
QString urlName(const QString &fileName);               // savelayout.cpp
QString nativePath(const QString &path);                // savechecks.cpp
QString fileLabel(const SitemapFile &f);                // savechecks.cpp
RuleMask copyChangingRules();                           // savechecks.cpp

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
    bool lockFolder();
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
    // A plan whose options.stopPlan said stop: every file after is skipped.
    bool planStopped();

    // What the copy decided about an entry, before anything is noted in the report.
    struct EntryDecision
    {
        Writing::PreservingCopy::Decision decision = Writing::PreservingCopy::Decision::Write;
        bool excluded = false;
        std::vector<Problem> blockers; // kept as written when decision is KeepAsWritten
    };
    EntryDecision decideEntry(int file, int entry, bool indexEntries) const;
    // Entries kept as written, and the problems they keep, until the copy knows
    // whether each is untouched.
    struct KeptEntries
    {
        std::vector<std::vector<Problem>> problems;
        QHash<int, size_t> of;
    };
    Writing::PreservingCopy::Decision noteDecision(int entry, bool indexEntries,
                                                   EntryDecision decision, KeptEntries &kept);
    Writing::PreservingCopy::Decision noteTouchedKept(int entry, KeptEntries &kept);
    // The children of an index are copied ahead, on threads of their own, a few at a
    // time (they only read the document): each copy records what its decisions and
    // repairs would note, and tryPreserve() notes them when the file's turn comes, in
    // the order a copy made here notes them. A copy that needs the run's own thread
    // (an entry written anew in the standard form) is not usable: made here again.
    struct CopyEffect
    {
        enum Kind : quint8
        {
            Decided,
            TouchedKept,
            Repaired
        } kind;
        int entry;
        EntryDecision decision; // Decided
        const char *rule;       // Repaired
        QString message;        // Repaired
    };
    struct CopyAhead
    {
        bool usable = false;
        QByteArray raw; // the file as read, uncompressed
        Writing::PreservingCopy::Result result;
        std::vector<CopyEffect> effects;
    };
    // The file's text (uncompressed) when it is still what was read: its size as read,
    // its text as long; nothing otherwise (changed on disk, unreadable).
    static std::optional<QByteArray> readAsRead(const SitemapFile &f);
    // The file read and copied as tryPreserve() would, without noting anything.
    CopyAhead copyAhead(int file) const;
    // Starts copies of the files in m_aheadOrder, up to m_maxInFlight at a time.
    void startAhead();
    // The copy made ahead of file, when one was started (waits for it).
    std::optional<CopyAhead> takeAhead(int file);
    // Whether a child is copied (tryPreserve() reads it): then it may be copied ahead.
    bool copiedLater(int file) const;
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
    // Writes head + body + foot to target on a writing thread; copyOf: the document
    // file the bytes are a copy of (WriteOptions::writtenCopy), -1 for none, and
    // how the copy laid it out.
    // Whether a copy records its layout: for WriteOptions::writtenCopy, which is
    // given the bytes of copies not gzipped.
    bool recordsLayout() const { return m_write && m_options.writtenCopy && !m_options.gzip; }
    void submit(QString target, QByteArray head, QByteArray body, QByteArray foot, int copyOf = -1,
                WrittenLayout layout = {});
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
    bool m_planStopped = false;
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
    // Copies made ahead (copyAhead()): the files in the order they come, the next to
    // start, and those started. Last, so that the copies still running are waited
    // for before anything they read goes.
    // The pages of one file's buffers serve the next's: the read, the copy and the
    // bytes given to writtenCopy, for the files copied at the same time.
    FileAccess::BufferReuse m_reuse{4};
    std::vector<int> m_aheadOrder;
    size_t m_aheadNext = 0;
    std::map<int, std::future<CopyAhead>> m_ahead;
};

} // namespace Writing
