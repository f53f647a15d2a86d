// SPDX-License-Identifier: GPL-3.0-or-later
#include "editjournal.h"

#include "bytedecoding.h"
#include "fileaccess.h"
#include "sha256.h"
#include "sitemapdocument.h"

#include <QCoreApplication>
#include <QCryptographicHash>
#include <QDataStream>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QSaveFile>
#include <QStandardPaths>
#include <QThreadPool>
#include <QtEndian>

#if defined(Q_OS_UNIX)
#include <unistd.h>
#endif

#include <algorithm>
#include <atomic>
#include <mutex>

namespace {

constexpr quint32 Magic = 0x534d4a31; // "SMJ1"
constexpr quint32 EndMark = 0x454e4421;
// 2: 32-bit extension counts; 3: the namespaces of inserted and removed entries;
// 4: whole files replaced (ReplaceFiles); a single value is a SetValues of one (kind 0,
// a single value of older journals, is still read); 5: a SetValues' values in UTF-8,
// as the document holds them (a million URLs took the journal's thread a second as
// UTF-16). Journals of versions 2 to 4 are read.
constexpr quint16 FormatVersion = 5;
constexpr quint16 OldestFormatVersion = 2;
constexpr auto StreamVersion = QDataStream::Qt_6_4;
// The kind of a single value's edit in journals before version 4, read as a
// SetValues of one.
constexpr quint8 SingleValue = 0;

void writeOptional(QDataStream &ds, const std::optional<QString> &v)
{
    ds << bool(v.has_value());
    if (v)
        ds << *v;
}

std::optional<QString> readOptional(QDataStream &ds)
{
    bool has = false;
    ds >> has;
    if (!has)
        return std::nullopt;
    QString s;
    ds >> s;
    return s;
}

void writeEntry(QDataStream &ds, const EntryData &e)
{
    for (const auto &v : e.values)
        writeOptional(ds, v);
    ds << e.extensionsXml << e.extensionCount << e.repeated << e.flags << e.line << e.column;
}

EntryData readEntry(QDataStream &ds)
{
    EntryData e;
    for (auto &v : e.values)
        v = readOptional(ds);
    ds >> e.extensionsXml >> e.extensionCount >> e.repeated >> e.flags >> e.line >> e.column;
    return e;
}

void writeNamespaces(QDataStream &ds, const DocumentEdit &e)
{
    ds << quint32(e.namespaces.size());
    for (const auto &[prefix, uri] : e.namespaces)
        ds << prefix << uri;
}

void readNamespaces(QDataStream &ds, DocumentEdit &e)
{
    // Read as far as the stream holds: a damaged count cannot make a huge allocation.
    quint32 namespaces = 0;
    ds >> namespaces;
    e.namespaces.clear();
    for (quint32 i = 0; i < namespaces && ds.status() == QDataStream::Ok; ++i) {
        QString prefix, uri;
        ds >> prefix >> uri;
        e.namespaces.emplace_back(std::move(prefix), std::move(uri));
    }
}

// Many small values in QDataStream's encoding (big-endian; a byte array as its
// 32-bit length and its bytes), gathered in memory and handed to the stream in
// chunks: the stream's device costs more per call than a value's bytes.
class Gathered
{
public:
    explicit Gathered(QDataStream &ds) : m_ds(ds) {}
    ~Gathered() { flush(); }
    Gathered(const Gathered &) = delete;
    Gathered &operator=(const Gathered &) = delete;

    void u8(quint8 v) { m_bytes.append(char(v)); }
    void u32(quint32 v)
    {
        const quint32 big = qToBigEndian(v);
        m_bytes.append(reinterpret_cast<const char *>(&big), sizeof big);
    }
    void bytes(QByteArrayView v)
    {
        u32(quint32(v.size()));
        m_bytes.append(v);
        if (m_bytes.size() >= 1 << 20)
            flush();
    }
    void flush()
    {
        if (!m_bytes.isEmpty())
            m_ds.writeRawData(m_bytes.constData(), int(m_bytes.size()));
        m_bytes.resize(0);
    }

private:
    QDataStream &m_ds;
    QByteArray m_bytes;
};

// Stops early (the journal then of no use) once cancel is set, asked every 65,536
// values of a large edit.
// inverse: writes e.inverse() (a SetValues edit with its indexes before and after
// traded, without a copy).
void writeEdit(QDataStream &ds, const DocumentEdit &e, bool inverse,
               const std::atomic<bool> *cancel = nullptr)
{
    if (inverse && e.kind != DocumentEdit::Kind::SetValues) {
        writeEdit(ds, e.inverse(), false, cancel);
        return;
    }
    const auto stopped = [cancel](size_t i) {
        return (i & 0xffff) == 0xffff && cancel && cancel->load(std::memory_order_relaxed);
    };
    ds << quint8(e.kind) << qint32(e.file) << qint32(e.entry) << quint8(e.field);
    // Where a single value's before and after were (kind 0, still read).
    writeOptional(ds, std::nullopt);
    writeOptional(ds, std::nullopt);
    ds << quint32(e.entries.size());
    for (const EntryData &d : e.entries)
        writeEntry(ds, d);
    if (e.kind == DocumentEdit::Kind::InsertEntries ||
        e.kind == DocumentEdit::Kind::RemoveEntries) {
        writeNamespaces(ds, e);
        return;
    }
    if (e.kind == DocumentEdit::Kind::ReplaceFiles) {
        ds << quint32(e.files.size());
        for (const FileData &f : e.files) {
            ds << f.path << f.ownUrl << f.kind << f.gzip << qint32(f.parentFile)
               << quint32(f.childFile.size());
            for (int child : f.childFile)
                ds << qint32(child);
            ds << quint32(f.entries.size());
            for (const EntryData &d : f.entries)
                writeEntry(ds, d);
        }
        writeNamespaces(ds, e);
        return;
    }
    if (e.kind == DocumentEdit::Kind::SetExtensions) {
        ds << quint32(e.targets.size());
        for (size_t i = 0; i < e.targets.size(); ++i) {
            const DocumentEdit::ExtensionsChange &c = e.extensionChanges[i];
            ds << qint32(e.targets[i]) << c.before << c.after << c.countBefore << c.countAfter
               << c.spotsBefore << c.spotsAfter;
        }
        writeNamespaces(ds, e);
        return;
    }
    if (e.kind != DocumentEdit::Kind::SetValues)
        return;
    Gathered out(ds);
    out.u32(quint32(e.targets.size()));
    for (size_t i = 0; i < e.targets.size(); ++i) {
        if (stopped(i))
            return;
        out.u32(quint32(e.targets[i]));
        out.u32(inverse ? e.afterOf[i] : e.beforeOf[i]);
        out.u32(inverse ? e.beforeOf[i] : e.afterOf[i]);
        if ((i & 0xffff) == 0xffff)
            out.flush();
    }
    out.u32(e.distinct.size());
    for (quint32 v = 0; v < e.distinct.size(); ++v) {
        if (stopped(v))
            return;
        const bool set = e.distinct.isSet(v);
        out.u8(set ? 1 : 0);
        if (set)
            out.bytes(e.distinct.utf8(v));
    }
}

// A SetValues' value of a version 5 journal: UTF-8, refused when it is not.
bool readUtf8Value(QDataStream &ds, EditValues &values)
{
    bool set = false;
    ds >> set;
    if (!set) {
        values.appendAbsent();
        return ds.status() == QDataStream::Ok;
    }
    QByteArray utf8;
    ds >> utf8;
    if (ds.status() != QDataStream::Ok || Reading::firstInvalidUtf8(utf8) >= 0)
        return false;
    values.appendUtf8(utf8);
    return true;
}

bool readExtensionsChanges(QDataStream &ds, DocumentEdit &e)
{
    // Read as far as the stream holds: a damaged count cannot make a huge allocation.
    quint32 targets = 0;
    ds >> targets;
    e.targets.clear();
    e.extensionChanges.clear();
    for (quint32 i = 0; i < targets && ds.status() == QDataStream::Ok; ++i) {
        qint32 target = 0;
        DocumentEdit::ExtensionsChange c;
        ds >> target >> c.before >> c.after >> c.countBefore >> c.countAfter >> c.spotsBefore >>
            c.spotsAfter;
        e.targets.push_back(target);
        e.extensionChanges.push_back(std::move(c));
    }
    readNamespaces(ds, e);
    if (ds.status() != QDataStream::Ok)
        return false;
    for (size_t i = 0; i < e.targets.size(); ++i) {
        if (e.targets[i] < 0 || (i > 0 && e.targets[i] <= e.targets[i - 1]))
            return false;
    }
    return true;
}

bool readFiles(QDataStream &ds, DocumentEdit &e)
{
    // Read as far as the stream holds: a damaged count cannot make a huge allocation.
    quint32 files = 0;
    ds >> files;
    e.files.clear();
    for (quint32 i = 0; i < files && ds.status() == QDataStream::Ok; ++i) {
        FileData f;
        qint32 parent = -1;
        quint32 children = 0;
        ds >> f.path >> f.ownUrl >> f.kind >> f.gzip >> parent >> children;
        f.parentFile = parent;
        for (quint32 c = 0; c < children && ds.status() == QDataStream::Ok; ++c) {
            qint32 child = -2;
            ds >> child;
            f.childFile.push_back(child);
        }
        quint32 entries = 0;
        ds >> entries;
        for (quint32 n = 0; n < entries && ds.status() == QDataStream::Ok; ++n)
            f.entries.push_back(readEntry(ds));
        e.files.push_back(std::move(f));
    }
    readNamespaces(ds, e);
    if (ds.status() != QDataStream::Ok)
        return false;
    // Every file named by another is one of them.
    const int count = int(e.files.size());
    for (const FileData &f : e.files) {
        if (f.parentFile < -1 || f.parentFile >= count)
            return false;
        for (int child : f.childFile) {
            if (child < -2 || child >= count)
                return false;
        }
    }
    return true;
}

bool readEdit(QDataStream &ds, DocumentEdit &e, quint16 version)
{
    quint8 kind = 0;
    qint32 file = 0;
    qint32 entry = 0;
    quint8 field = 0;
    ds >> kind >> file >> entry >> field;
    if (kind > quint8(DocumentEdit::Kind::ReplaceFiles) || field >= FieldCount)
        return false;
    std::optional<QString> valueBefore = readOptional(ds);
    std::optional<QString> valueAfter = readOptional(ds);
    if (kind == SingleValue) {
        quint32 none = 0;
        ds >> none;
        if (ds.status() != QDataStream::Ok || none != 0)
            return false;
        e = DocumentEdit::setValue(file, entry, Field(field), std::move(valueBefore),
                                   std::move(valueAfter));
        return true;
    }
    e.kind = DocumentEdit::Kind(kind);
    e.file = file;
    e.entry = entry;
    e.field = Field(field);
    quint32 count = 0;
    ds >> count;
    if (ds.status() != QDataStream::Ok)
        return false;
    e.entries.clear();
    for (quint32 i = 0; i < count && ds.status() == QDataStream::Ok; ++i)
        e.entries.push_back(readEntry(ds));
    if (version >= 3 && (e.kind == DocumentEdit::Kind::InsertEntries ||
                         e.kind == DocumentEdit::Kind::RemoveEntries)) {
        readNamespaces(ds, e);
        return ds.status() == QDataStream::Ok;
    }
    if (e.kind == DocumentEdit::Kind::SetExtensions)
        return readExtensionsChanges(ds, e);
    if (e.kind == DocumentEdit::Kind::ReplaceFiles)
        return readFiles(ds, e);
    if (e.kind != DocumentEdit::Kind::SetValues)
        return ds.status() == QDataStream::Ok;
    // Read as far as the stream holds: a damaged count cannot make a huge allocation.
    quint32 targets = 0;
    ds >> targets;
    e.targets.clear();
    e.beforeOf.clear();
    e.afterOf.clear();
    for (quint32 i = 0; i < targets && ds.status() == QDataStream::Ok; ++i) {
        qint32 target = 0;
        quint32 before = 0, after = 0;
        ds >> target >> before >> after;
        e.targets.push_back(target);
        e.beforeOf.push_back(before);
        e.afterOf.push_back(after);
    }
    quint32 distinct = 0;
    ds >> distinct;
    e.distinct = EditValues();
    for (quint32 i = 0; i < distinct && ds.status() == QDataStream::Ok; ++i) {
        if (version < 5)
            e.distinct.append(readOptional(ds));
        else if (!readUtf8Value(ds, e.distinct))
            return false;
    }
    if (ds.status() != QDataStream::Ok)
        return false;
    // Every index names a distinct value, and the targets ascend.
    for (size_t i = 0; i < e.targets.size(); ++i) {
        if (e.beforeOf[i] >= e.distinct.size() || e.afterOf[i] >= e.distinct.size() ||
            e.targets[i] < 0 || (i > 0 && e.targets[i] <= e.targets[i - 1]))
            return false;
    }
    return true;
}

struct Journal
{
    QString path;
    QDateTime written;
    struct File
    {
        QString path;
        qint64 size = -1;
        qint64 mtimeMs = 0;
        QByteArray sha256;
    };
    std::vector<File> files;
    std::vector<DocumentEdit> edits;
};

// Reads a journal; false when it is missing, of another format or cut short.
bool readJournal(const QString &file, Journal &j)
{
    QFile f(file);
    if (!f.open(QIODevice::ReadOnly))
        return false;
    QDataStream ds(&f);
    ds.setVersion(StreamVersion);
    quint32 magic = 0;
    quint16 version = 0;
    ds >> magic >> version;
    if (magic != Magic || version < OldestFormatVersion || version > FormatVersion)
        return false;
    quint32 files = 0;
    ds >> j.path >> j.written >> files;
    if (ds.status() != QDataStream::Ok || files > 1000000)
        return false;
    for (quint32 i = 0; i < files && ds.status() == QDataStream::Ok; ++i) {
        Journal::File jf;
        ds >> jf.path >> jf.size >> jf.mtimeMs >> jf.sha256;
        j.files.push_back(std::move(jf));
    }
    quint32 edits = 0;
    ds >> edits;
    for (quint32 i = 0; i < edits && ds.status() == QDataStream::Ok; ++i) {
        DocumentEdit e;
        if (!readEdit(ds, e, version))
            return false;
        j.edits.push_back(std::move(e));
    }
    quint32 end = 0;
    ds >> end;
    return ds.status() == QDataStream::Ok && end == EndMark && !j.files.empty();
}

QString documentKeyPath(const QString &path)
{
    const QFileInfo info(path);
    const QString canonical = info.canonicalFilePath();
    return canonical.isEmpty() ? QDir::cleanPath(info.absoluteFilePath()) : canonical;
}

} // namespace

EditJournal::EditJournal(QObject *parent)
    : EditJournal(QStandardPaths::writableLocation(QStandardPaths::AppLocalDataLocation) +
                      QStringLiteral("/autosave"),
                  parent)
{
}

EditJournal::EditJournal(const QString &directory, QObject *parent)
    : QObject(parent), m_directory(directory)
{
    m_timer.setSingleShot(true);
    m_timer.setInterval(2000);
    connect(&m_timer, &QTimer::timeout, this, &EditJournal::writeInBackground);
}

EditJournal::~EditJournal()
{
    if (m_dirty)
        flush();
}

QString EditJournal::journalPath(const QString &documentPath) const
{
    const QByteArray key =
        QCryptographicHash::hash(documentKeyPath(documentPath).toUtf8(), QCryptographicHash::Sha256)
            .toHex()
            .left(32);
    return m_directory + QLatin1Char('/') + QString::fromLatin1(key) + QStringLiteral(".journal");
}

bool EditJournal::fingerprint(const QString &path, Fingerprint &out)
{
    QFile f(path);
    if (!f.open(QIODevice::ReadOnly))
        return false;
    const QFileInfo info(path);
    Sha256 hash;
    if (!hash.addData(&f))
        return false;
    const FileAccess::Stamp stamp = FileAccess::stamp(path);
    out.path = info.absoluteFilePath();
    out.size = stamp.size;
    out.mtimeMs = stamp.modifiedMs;
    out.sha256 = hash.result();
    return true;
}

bool EditJournal::fingerprintAll(const SitemapDocument &doc, std::vector<Fingerprint> &out)
{
    out.clear();
    for (int i = 0; i < doc.fileCount(); ++i) {
        const SitemapFile &file = doc.file(i);
        Fingerprint fp;
        // The file as it was read, while it still is: its SHA-256 is taken by the
        // journal's first write, on its thread (hashing every file of a large set as
        // it opens cost the load a tenth of its time, for a journal only an edit
        // needs).
        const FileAccess::Stamp now = file.path.isEmpty() || file.unreadable
                                          ? FileAccess::Stamp()
                                          : FileAccess::stamp(file.path);
        if (now.size >= 0 && now.size == file.source.size &&
            now.modifiedMs == file.source.modifiedMs) {
            fp.path = QFileInfo(file.path).absoluteFilePath();
            fp.size = now.size;
            fp.mtimeMs = now.modifiedMs;
        } else if (file.path.isEmpty() || file.unreadable || !fingerprint(file.path, fp)) {
            m_error = file.path.isEmpty()
                          ? QStringLiteral("the document has not been saved to a file yet")
                          : QStringLiteral("cannot read %1 to note its state").arg(file.path);
            return false;
        }
        out.push_back(std::move(fp));
    }
    if (out.empty()) {
        m_error = QStringLiteral("the document is empty");
        return false;
    }
    return true;
}

bool EditJournal::begin(const SitemapDocument &doc)
{
    giveUpWriting();
    m_edits.clear();
    m_dirty = false;
    m_path.clear();
    m_error.clear();
    if (!fingerprintAll(doc, m_files))
        return false;
    m_path = documentKeyPath(doc.file(doc.mainFile()).path);
    return true;
}

void EditJournal::record(DocumentEdit edit)
{
    if (!m_path.isEmpty())
        record(std::make_shared<const DocumentEdit>(std::move(edit)));
}

void EditJournal::record(std::shared_ptr<const DocumentEdit> edit, bool inverse)
{
    if (m_path.isEmpty())
        return;
    m_edits.push_back({std::move(edit), inverse});
    ++m_recorded;
    m_dirty = true;
    if (!m_timer.isActive() && !m_held)
        m_timer.start();
}

void EditJournal::holdWrites(bool held)
{
    m_held = held;
    if (held)
        giveUpWriting();
    else if (m_dirty && !m_path.isEmpty() && !m_timer.isActive())
        m_timer.start();
}

EditJournal::Snapshot EditJournal::snapshot() const
{
    return {m_directory, journalPath(m_path), m_path, m_files, m_edits};
}

bool EditJournal::completeFingerprints(std::vector<Fingerprint> &files,
                                       const std::atomic<bool> *cancel)
{
    for (Fingerprint &fp : files) {
        if (!fp.sha256.isEmpty())
            continue;
        if (cancel && cancel->load(std::memory_order_relaxed))
            return false;
        // Only the bytes the document was read from: a file changed since keeps no
        // fingerprint, and its edits are never applied to it (recover()).
        Fingerprint now;
        if (fingerprint(fp.path, now) && now.size == fp.size && now.mtimeMs == fp.mtimeMs)
            fp.sha256 = now.sha256;
        else
            fp.sha256 = QByteArrayLiteral("changed since read"); // never a file's SHA-256
    }
    return true;
}

void EditJournal::keepFingerprints(const std::vector<Fingerprint> &taken)
{
    for (Fingerprint &fp : m_files) {
        if (!fp.sha256.isEmpty())
            continue;
        for (const Fingerprint &t : taken) {
            if (t.path == fp.path && t.size == fp.size && t.mtimeMs == fp.mtimeMs)
                fp.sha256 = t.sha256;
        }
    }
}

QString EditJournal::write(Snapshot &journal, WriteGate *gate)
{
    const std::atomic<bool> *cancel = gate ? &gate->givenUp : nullptr;
    if (!completeFingerprints(journal.files, cancel))
        return {}; // given up: nothing committed
    if (!QDir().mkpath(journal.directory))
        return QStringLiteral("cannot create the autosave folder %1").arg(journal.directory);
    QSaveFile f(journal.file);
    if (!f.open(QIODevice::WriteOnly))
        return f.errorString();
    QDataStream ds(&f);
    ds.setVersion(StreamVersion);
    ds << Magic << FormatVersion << journal.path << QDateTime::currentDateTimeUtc()
       << quint32(journal.files.size());
    for (const Fingerprint &fp : journal.files)
        ds << fp.path << fp.size << fp.mtimeMs << fp.sha256;
    ds << quint32(journal.edits.size());
    for (const Recorded &e : journal.edits) {
        if (cancel && cancel->load(std::memory_order_relaxed))
            return {}; // not committed: the journal on disk stays as it was
        writeEdit(ds, *e.edit, e.inverse, cancel);
    }
    if (cancel && cancel->load(std::memory_order_relaxed))
        return {};
    ds << EndMark;
    if (ds.status() != QDataStream::Ok)
        return f.errorString();
    if (!gate)
        return f.commit() ? QString() : f.errorString();
    // The bytes reach the disk before the lock is taken, so that a window giving the
    // write up meanwhile waits at most for the commit's rename, not for the disk.
    if (!f.flush())
        return f.errorString();
#if defined(Q_OS_UNIX)
    ::fdatasync(f.handle());
#endif
    const std::lock_guard lock(gate->commit);
    if (gate->givenUp.load())
        return {}; // not committed: the journal was discarded meanwhile
    return f.commit() ? QString() : f.errorString();
}

void EditJournal::writeInBackground()
{
    if (m_path.isEmpty() || !m_dirty || m_held)
        return;
    if (m_writing.isRunning()) {
        m_timer.start(); // again once this write is through
        return;
    }
    auto error = std::make_shared<QString>();
    const quint64 recorded = m_recorded;
    m_gate = std::make_shared<WriteGate>();
    auto journal = std::make_shared<Snapshot>(snapshot());
    m_writing.start(
        this, [journal, error, gate = m_gate] { *error = write(*journal, gate.get()); },
        [this, journal, error, recorded, gate = m_gate] {
            if (gate->givenUp.load())
                return; // given up: it wrote nothing, and the journal is another one now
            keepFingerprints(journal->files);
            if (!error->isEmpty()) {
                m_error = *error;
                emit writeFailed(m_error);
            } else if (recorded == m_recorded) {
                m_dirty = false;
            }
        });
}

void EditJournal::giveUpWriting()
{
    m_timer.stop();
    if (m_gate) {
        const std::lock_guard lock(m_gate->commit);
        m_gate->givenUp = true;
    }
}

void EditJournal::stopWriting()
{
    giveUpWriting();
    m_writing.stop();
}

bool EditJournal::flush()
{
    m_timer.stop();
    m_writing.finish();
    if (m_path.isEmpty() || !m_dirty)
        return true;
    Snapshot journal = snapshot();
    const QString error = write(journal);
    keepFingerprints(journal.files);
    if (!error.isEmpty()) {
        m_error = error;
        emit writeFailed(m_error);
        return false;
    }
    m_dirty = false;
    return true;
}

bool EditJournal::markSaved(const SitemapDocument &doc)
{
    discard();
    return begin(doc);
}

namespace {

// What a journal is renamed to while it is removed (removeAside()).
const QString asideSuffix = QStringLiteral(".discarded");

// The journal of a large edit is hundreds of megabytes, and removing it frees its
// pages: tens of milliseconds the window would wait. It is renamed out of the way
// at once (the next journal may take its name) and removed on a thread of the
// pool, which the application waits for as it ends. One a crash left meanwhile is
// removed when the folder is next looked at (removeLeftAside()).
void removeAside(const QString &journal)
{
    if (!QFile::exists(journal))
        return;
    static std::atomic<quint64> serial{0};
    const QString aside = journal + asideSuffix +
                          QString::number(QCoreApplication::applicationPid()) + QLatin1Char('-') +
                          QString::number(++serial);
    if (!QFile::rename(journal, aside)) {
        QFile::remove(journal);
        return;
    }
    QThreadPool::globalInstance()->start([aside] { QFile::remove(aside); });
}

} // namespace

void EditJournal::removeLeftAside() const
{
    const QDir dir(m_directory);
    const QString mine =
        asideSuffix + QString::number(QCoreApplication::applicationPid()) + QLatin1Char('-');
    const QStringList names =
        dir.entryList({QLatin1Char('*') + asideSuffix + QLatin1Char('*')}, QDir::Files);
    for (const QString &name : names) {
        if (!name.contains(mine)) // this process's own are being removed
            QFile::remove(dir.filePath(name));
    }
}

void EditJournal::discard()
{
    giveUpWriting();
    if (!m_path.isEmpty())
        removeAside(journalPath(m_path));
    m_edits.clear();
    m_dirty = false;
}

void EditJournal::retire()
{
    discard();
    m_path.clear();
    m_files.clear();
}

bool EditJournal::remove(const QString &path)
{
    if (!m_path.isEmpty() && documentKeyPath(path) == m_path) {
        stopWriting();
        m_edits.clear();
        m_dirty = false;
    }
    const QString journal = journalPath(path);
    return !QFile::exists(journal) || QFile::remove(journal);
}

QList<EditJournal::Recovery> EditJournal::pendingRecoveries() const
{
    removeLeftAside();
    QList<Recovery> list;
    const QDir dir(m_directory);
    const QStringList names = dir.entryList({QStringLiteral("*.journal")}, QDir::Files, QDir::Name);
    for (const QString &name : names) {
        Journal j;
        if (!readJournal(dir.filePath(name), j) || j.edits.empty())
            continue;
        Recovery r;
        r.path = j.path;
        r.written = j.written;
        r.editCount = int(j.edits.size());
        for (const Journal::File &f : j.files) {
            const FileAccess::Stamp now = FileAccess::stamp(f.path);
            if (!FileAccess::isFile(f.path) || now.size != f.size || now.modifiedMs != f.mtimeMs)
                r.changed = true;
        }
        list << r;
    }
    std::sort(list.begin(), list.end(),
              [](const Recovery &a, const Recovery &b) { return a.written < b.written; });
    return list;
}

EditJournal::RecoverResult EditJournal::recover(const QString &path, SitemapDocument &doc,
                                                QString *message)
{
    auto fail = [message](RecoverResult r, const QString &text) {
        if (message)
            *message = text;
        return r;
    };
    const QString journal = journalPath(path);
    if (!QFile::exists(journal))
        return fail(RecoverResult::NoJournal, QStringLiteral("no unsaved edits were kept"));
    Journal j;
    if (!readJournal(journal, j))
        return fail(RecoverResult::Corrupt,
                    QStringLiteral("the recovery file %1 cannot be read").arg(journal));

    // The edits name files by their index in the document: the document must
    // hold the same files, and each must be byte for byte what it was. The
    // modification time alone does not refuse: a copy that kept the content is fine.
    if (int(j.files.size()) != doc.fileCount())
        return fail(RecoverResult::DoesNotApply,
                    QStringLiteral("the document now holds other files than when the edits "
                                   "were made"));
    std::vector<Fingerprint> now;
    for (size_t i = 0; i < j.files.size(); ++i) {
        const Journal::File &was = j.files[i];
        Fingerprint fp;
        if (QFileInfo(doc.file(int(i)).path).absoluteFilePath() != was.path)
            return fail(RecoverResult::DoesNotApply,
                        QStringLiteral("the document now holds other files than when the "
                                       "edits were made"));
        if (!fingerprint(was.path, fp) || fp.size != was.size || fp.sha256 != was.sha256)
            return fail(RecoverResult::FileChanged,
                        QStringLiteral("%1 changed on disk after the unsaved edits were made; "
                                       "they are not applied to a different file")
                            .arg(was.path));
        now.push_back(std::move(fp));
    }

    // Every edit must fit the entries there will be when it is applied.
    std::vector<qint64> counts;
    for (int f = 0; f < doc.fileCount(); ++f)
        counts.push_back(doc.entryCount(f));
    for (const DocumentEdit &e : j.edits) {
        if (e.kind == DocumentEdit::Kind::ReplaceFiles) {
            counts.clear();
            for (const FileData &f : e.files)
                counts.push_back(qint64(f.entries.size()));
            continue;
        }
        if (e.file < 0 || size_t(e.file) >= counts.size() || e.entry < 0)
            return fail(RecoverResult::DoesNotApply, QStringLiteral("an edit names no file"));
        qint64 &count = counts[size_t(e.file)];
        const auto n = qint64(e.entries.size());
        bool fits = false;
        switch (e.kind) {
        case DocumentEdit::Kind::SetValues:
        case DocumentEdit::Kind::SetExtensions:
            fits = e.targets.empty() || e.targets.back() < count;
            break;
        case DocumentEdit::Kind::InsertEntries:
            fits = e.entry <= count;
            break;
        case DocumentEdit::Kind::RemoveEntries:
            fits = e.entry + n <= count;
            break;
        case DocumentEdit::Kind::ReplaceFiles:
            break;
        }
        if (!fits)
            return fail(RecoverResult::DoesNotApply,
                        QStringLiteral("an edit names an entry the document does not have"));
        if (e.kind == DocumentEdit::Kind::InsertEntries)
            count += n;
        else if (e.kind == DocumentEdit::Kind::RemoveEntries)
            count -= n;
    }

    for (const DocumentEdit &e : j.edits)
        doc.apply(e);

    // Journalling goes on from here: the recovered edits are still unsaved.
    stopWriting();
    m_path = documentKeyPath(path);
    m_files = std::move(now);
    m_edits.clear();
    for (DocumentEdit &e : j.edits)
        m_edits.push_back({std::make_shared<const DocumentEdit>(std::move(e)), false});
    m_dirty = false;
    if (message)
        *message = tr("%Ln unsaved edit(s) recovered", nullptr, int(m_edits.size()));
    return RecoverResult::Recovered;
}
