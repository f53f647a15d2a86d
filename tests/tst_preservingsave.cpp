// SPDX-License-Identifier: GPL-3.0-or-later
// The save that changes only what was edited (PROTOCOL.md section 5.1), over every
// file of ../shared/corpus and hand-written fixtures with comments, CRLF, tabs,
// single quotes, a prefixed sitemap namespace, a stylesheet instruction, CDATA, a
// one-line file and gzip: an unedited file is not written; one changed field of one
// entry changes bytes inside that entry only; a removed entry takes exactly its
// element and the whitespace before it; an added entry goes after the last one;
// what is read back is what the document held. Files with a file-level repair are
// written in the standard form, and the plan says so first.

#include "documentedit.h"
#include "documentloader.h"
#include "preservingcopy.h"
#include "protocol.h"
#include "savedform.h"
#include "sitemapdocument.h"
#include "sitemapreader.h"
#include "sitemapwriter.h"
#include "testsupport.h"
#include "validator.h"
#include "writtenfacts.h"

#include <QDir>
#include <QFileInfo>
#include <QMutex>
#include <QRandomGenerator>
#include <QTemporaryDir>
#include <QTest>

using namespace TestSupport;

namespace {

// The entry's element in the file's text: [wsBegin, end) in the uncompressed bytes.
struct Span
{
    qsizetype wsBegin = -1;
    qsizetype begin = -1;
    qsizetype end = -1;
};

Span spanOf(const SitemapDocument &doc, int entry, const QByteArray &text)
{
    const SitemapFile &f = doc.file(0);
    const qint64 offset = f.sourceOffset(doc.entry(0, entry));
    Span s;
    if (offset < 0)
        return s;
    const qsizetype at = qsizetype(f.source.bodyOffset + offset);
    if (f.kind == FileKind::Text) {
        s.begin = s.wsBegin = text.lastIndexOf('\n', at - 1) + 1;
        const qsizetype nl = text.indexOf('\n', at);
        s.end = nl < 0 ? text.size() : nl + 1;
        return s;
    }
    Writing::SourceEntry e;
    if (!Writing::scanElement(QByteArrayView(text), at, &e))
        return s;
    s.wsBegin = e.self.wsBegin;
    s.begin = e.self.begin;
    s.end = e.self.end;
    return s;
}

QString newValue(Field field, const QString &old, int round)
{
    switch (field) {
    case Field::Loc: // on the same host and path: no new host or path rule applies
        return old.trimmed() + (old.contains(QLatin1Char('?')) ? QStringLiteral("&edited=%1&b=2")
                                                               : QStringLiteral("?edited=%1&b=2"))
                                   .arg(round);
    case Field::LastMod:
        return old == QLatin1String("2031-02-03") ? QStringLiteral("2031-02-04")
                                                  : QStringLiteral("2031-02-03");
    case Field::ChangeFreq:
        return old.trimmed() == QLatin1String("weekly") ? QStringLiteral("monthly")
                                                        : QStringLiteral("weekly");
    case Field::Priority:
        return old.trimmed() == QLatin1String("0.3") ? QStringLiteral("0.4")
                                                     : QStringLiteral("0.3");
    }
    return {};
}

struct Loaded
{
    std::unique_ptr<SitemapDocument> doc = std::make_unique<SitemapDocument>();
    std::unique_ptr<Validator> validator;
};

Loaded load(const QString &path)
{
    Loaded l;
    ReadOptions options;
    options.parallel = false;
    SitemapReader::readFile(*l.doc, path, options);
    l.validator = std::make_unique<Validator>(l.doc.get());
    return l;
}

// Every blocking rule of the file kept as written, so that a file with errors
// elsewhere can still be saved around an edit.
WriteOptions keepingErrors(const Loaded &l, const QString &path)
{
    WriteOptions options;
    options.gzip = l.doc->file(0).gzip;
    const SaveReport plan = SitemapWriter::plan(*l.doc, *l.validator, path, options);
    for (const Problem &p : plan.blocking)
        options.keepAsWritten.insert(p.rule);
    return options;
}

// What the document holds, as the writer writes each value, against a file read back.
void compareReadBack(const SitemapDocument &doc, const QString &path)
{
    Loaded back = load(path);
    QCOMPARE(back.doc->entryCount(0), doc.entryCount(0));
    for (int e = 0; e < doc.entryCount(0); ++e) {
        for (int f = 0; f < FieldCount; ++f) {
            const std::optional<QString> want = doc.optionalValue(0, e, Field(f));
            const std::optional<QString> got = back.doc->optionalValue(0, e, Field(f));
            QCOMPARE(got.has_value(), want.has_value());
            if (want)
                QCOMPARE(SitemapWriter::writtenValue(Field(f), *got),
                         SitemapWriter::writtenValue(Field(f), *want));
        }
    }
}

// What the document takes in from a copy's record (WrittenFacts::fromCopy()) against
// a read of the bytes written: every entry's position, spots and flags, and the edits
// to the saved form. Every save of this test gives its copies to it
// (WriteOptions::writtenCopy, on the writing threads); cleanup() says what differed.
struct TakenInCheck
{
    QMutex mutex;
    QStringList mismatches;
    int taken = 0;
    int declined = 0;
};
TakenInCheck g_takenIn;

QStringList described(const std::vector<DocumentEdit> &edits)
{
    QStringList out;
    for (const DocumentEdit &e : edits) {
        if (e.kind == DocumentEdit::Kind::RemoveEntries) {
            out << QStringLiteral("remove %1 from %2").arg(e.entries.size()).arg(e.entry);
            continue;
        }
        for (size_t i = 0; i < e.targets.size(); ++i) {
            const std::optional<QString> before = e.distinct.value(e.beforeOf[i]);
            const std::optional<QString> after = e.distinct.value(e.afterOf[i]);
            out << QStringLiteral("field %1 entry %2: %3 -> %4")
                       .arg(int(e.field))
                       .arg(e.targets[i])
                       .arg(before.value_or(QStringLiteral("(none)")),
                            after.value_or(QStringLiteral("(none)")));
        }
    }
    return out;
}

QString takenInMismatch(const SitemapDocument &doc, int file, const QByteArray &bytes,
                        const Writing::WrittenLayout &layout, bool *taken)
{
    const std::optional<WrittenFacts::Taken> recorded =
        WrittenFacts::fromCopy(doc, file, bytes, layout);
    *taken = recorded.has_value();
    if (!recorded)
        return {};
    SitemapDocument read;
    ReadOptions options;
    options.parallel = false;
    SitemapReader::readBytes(read, bytes, QString(), options);
    const QString name = QFileInfo(doc.file(file).path).fileName();
    const SitemapFile &r = read.file(0);
    const SitemapFile &p = recorded->positions;
    if (r.source.bodyOffset != p.source.bodyOffset || r.uncompressedSize != p.uncompressedSize)
        return name + QLatin1String(": body offset or size");
    const std::vector<EntryPlace> &places = recorded->places;
    if (r.entries.size() != places.size())
        return QStringLiteral("%1: %2 entries recorded, %3 read")
            .arg(name)
            .arg(places.size())
            .arg(r.entries.size());
    for (size_t e = 0; e < r.entries.size(); ++e) {
        const EntryPlace &a = places[e];
        const Entry &b = r.entries[e];
        if (a.line != b.line || a.column != b.column || a.spots != b.spots ||
            a.spotMask != b.spotMask || a.flags != b.flags || a.repeated != b.repeated)
            return QStringLiteral("%1: entry %2 recorded at %3:%4 mask %5 flags %6 repeated %7, "
                                  "read at %8:%9 mask %10 flags %11 repeated %12")
                .arg(name)
                .arg(e)
                .arg(a.line)
                .arg(a.column)
                .arg(a.spotMask)
                .arg(a.flags)
                .arg(a.repeated)
                .arg(b.line)
                .arg(b.column)
                .arg(b.spotMask)
                .arg(b.flags)
                .arg(b.repeated);
    }
    if (!std::equal(p.spots.begin(), p.spots.end(), r.spots.begin(), r.spots.end()))
        return name + QLatin1String(": the spots differ");
    const QStringList mine = described(recorded->edits);
    const QStringList theirs = described(SavedForm::editsToSavedForm(doc, file, read, 0));
    if (mine != theirs)
        return QStringLiteral("%1: edits recorded\n  %2\nread\n  %3")
            .arg(name, mine.join(QLatin1String("\n  ")), theirs.join(QLatin1String("\n  ")));
    return {};
}

SaveReport saveChecked(const SitemapDocument &doc, const Validator &validator, const QString &path,
                       WriteOptions options = {})
{
    options.writtenCopy = [&doc](int file, const QByteArray &bytes,
                                 const Writing::WrittenLayout &layout) {
        bool taken = false;
        const QString why = takenInMismatch(doc, file, bytes, layout, &taken);
        QMutexLocker lock(&g_takenIn.mutex);
        ++(taken ? g_takenIn.taken : g_takenIn.declined);
        if (!why.isEmpty())
            g_takenIn.mismatches << why;
    };
    return SitemapWriter::save(doc, validator, path, options);
}

// The whole exercise on one file, copied into dir first.
void exercise(const QString &source, const QString &dir)
{
    const QString name = QFileInfo(source).fileName();
    const QString path = QDir(dir).filePath(name);
    QFile::remove(path);
    QVERIFY(QFile::copy(source, path));
    QFile::setPermissions(path, QFile::ReadOwner | QFile::WriteOwner);
    Loaded l = load(path);
    if (!l.doc->file(0).isSitemap() || !l.doc->file(0).fullyRead() || l.doc->entryCount(0) == 0)
        return; // nothing a save would keep
    WriteOptions options = keepingErrors(l, path);
    const SaveReport plan = SitemapWriter::plan(*l.doc, *l.validator, path, options);
    if (!plan.ok())
        return; // refused for reasons of the whole file (not-a-sitemap, an index too long)
    QVERIFY(!plan.files.empty());
    if (plan.files.back().standardForm) {
        // A file-level repair: the plan says so before anything is written.
        QVERIFY(!plan.files.back().standardFormReason.isEmpty());
        QVERIFY(
            plan.summaryLines().join(QLatin1Char('\n')).contains(QLatin1String("standard form")));
        return;
    }
    // First save: repairs only (or nothing at all).
    const QByteArray original = content(path);
    const QDateTime modified = QFileInfo(path).lastModified();
    SaveReport first = saveChecked(*l.doc, *l.validator, path, options);
    QVERIFY2(first.status == SaveReport::Status::Written,
             qPrintable(name + QLatin1String(": ") + first.error));
    if (first.repairCounts.isEmpty()) {
        QVERIFY2(first.files.back().unchanged, qPrintable(name));
        QCOMPARE(content(path), original);
        QCOMPARE(QFileInfo(path).lastModified(), modified);
    }
    const QByteArray base = content(path);

    // One field of one valid entry, each in turn.
    l = load(path);
    options = keepingErrors(l, path);
    int target = -1;
    for (int e = l.doc->entryCount(0) / 2; e < l.doc->entryCount(0) && target < 0; ++e) {
        if (l.validator->worstSeverity(0, e) < int(Severity::Error))
            target = e;
    }
    if (target < 0)
        return;
    const bool text = l.doc->file(0).kind == FileKind::Text;
    const int fields = text ? 1 : (l.doc->file(0).isIndex() ? 2 : FieldCount);
    for (int f = 0; f < fields; ++f) {
        QVERIFY(writeFile(dir, name, l.doc->file(0).gzip ? gzip(base) : base) == path);
        Loaded edited = load(path);
        const Span span = spanOf(*edited.doc, target, base);
        QVERIFY2(span.begin >= 0, qPrintable(name));
        const std::optional<QString> before = edited.doc->optionalValue(0, target, Field(f));
        edited.doc->apply(DocumentEdit::setValue(
            0, target, Field(f), before, newValue(Field(f), before.value_or(QString()), f)));
        // Errors the edit causes elsewhere (a return link) keep those entries as written.
        const WriteOptions o = keepingErrors(edited, path);
        const SaveReport saved = saveChecked(*edited.doc, *edited.validator, path, o);
        const bool ownError =
            std::any_of(saved.blocking.begin(), saved.blocking.end(),
                        [&](const Problem &p) { return p.file == 0 && p.entry == target; });
        if (saved.status == SaveReport::Status::Refused && ownError) {
            // The new value gives the entry an error (a changed URL breaks its hreflang
            // return links): refused, nothing written.
            QCOMPARE(content(path), base);
            continue;
        }
        QVERIFY2(saved.status == SaveReport::Status::Written,
                 qPrintable(name + QLatin1String(": ") + saved.error +
                            (saved.blocking.empty()
                                 ? QString()
                                 : QLatin1Char(' ') + saved.blocking[0].rule + QLatin1Char(' ') +
                                       saved.blocking[0].message)));
        const QByteArray out = content(path);
        const QByteArray head = base.first(span.begin);
        const QByteArray tail = base.sliced(span.end);
        QVERIFY2(out.startsWith(head) && out.endsWith(tail),
                 qPrintable(QStringLiteral("%1 field %2: bytes outside entry %3 changed")
                                .arg(name)
                                .arg(f)
                                .arg(target)));
        compareReadBack(*edited.doc, path);
    }

    // A removed entry takes its element and the whitespace before it, nothing else.
    {
        QVERIFY(writeFile(dir, name, l.doc->file(0).gzip ? gzip(base) : base) == path);
        Loaded edited = load(path);
        const Span span = spanOf(*edited.doc, target, base);
        edited.doc->apply(DocumentEdit::remove(0, target, {edited.doc->entryData(0, target)}));
        const WriteOptions o = keepingErrors(edited, path);
        const SaveReport saved = saveChecked(*edited.doc, *edited.validator, path, o);
        if (edited.doc->entryCount(0) > 0) {
            QVERIFY2(saved.status == SaveReport::Status::Written,
                     qPrintable(name + QLatin1String(": ") + saved.error));
            QByteArray expected = base;
            expected.remove(span.wsBegin, span.end - span.wsBegin);
            QCOMPARE(content(path), expected);
            compareReadBack(*edited.doc, path);
        }
    }

    // An added entry goes after the last entry; the bytes before and after stay.
    if (!l.doc->file(0).isIndex() && l.doc->entryCount(0) < Protocol::MaxUrlsPerSitemap) {
        QVERIFY(writeFile(dir, name, l.doc->file(0).gzip ? gzip(base) : base) == path);
        Loaded edited = load(path);
        const int last = edited.doc->entryCount(0) - 1;
        const Span span = spanOf(*edited.doc, last, base);
        const QString lastLoc = edited.doc->value(0, last, Field::Loc).trimmed();
        EntryData added = EntryData::withLoc(lastLoc + (lastLoc.contains(QLatin1Char('?'))
                                                            ? QStringLiteral("&added=1")
                                                            : QStringLiteral("?added=1")));
        edited.doc->apply(DocumentEdit::insert(0, last + 1, {added}));
        const WriteOptions o = keepingErrors(edited, path);
        const SaveReport saved = saveChecked(*edited.doc, *edited.validator, path, o);
        QVERIFY2(saved.status == SaveReport::Status::Written,
                 qPrintable(name + QLatin1String(": ") + saved.error));
        const QByteArray out = content(path);
        QVERIFY2(out.startsWith(base.first(span.end)) && out.endsWith(base.sliced(span.end)),
                 qPrintable(name + QLatin1String(": an added entry changed other bytes")));
        QVERIFY(out.contains("added=1"));
        compareReadBack(*edited.doc, path);
    }
}

} // namespace

class TestPreservingSave : public QObject
{
    Q_OBJECT

private slots:
    void cleanup();
    void corpus();
    void fixtures_data();
    void fixtures();
    void fileLevelRepairWritesStandardForm();
    void keepAsWritten();
    void refusedSaveReportsWhatThePlanFinds();
    void childrenCopiedAheadAsOneAfterAnother();
    void unchangedFileIsNotTouched();
    void tagOrderMovesOnlyTheChild();
    void decodedViewReadsAsTheParser_data();
    void decodedViewReadsAsTheParser();
    void takenInFromTheCopyAsRead();
};

void TestPreservingSave::cleanup()
{
    QMutexLocker lock(&g_takenIn.mutex);
    const QStringList mismatches = std::exchange(g_takenIn.mismatches, {});
    QVERIFY2(mismatches.isEmpty(), qPrintable(mismatches.join(u'\n')));
}

// Saves after random edits of every kind (values typed over, cleared and added, a
// URL the writer escapes, entries removed and added, extension elements added and
// removed, several at once) of the corpus and of files laid out in unusual ways:
// each copy taken in from its record is what a read of its bytes gives
// (takenInMismatch(), checked in cleanup()).
void TestPreservingSave::takenInFromTheCopyAsRead()
{
    const QByteArray ns = "http://www.sitemaps.org/schemas/sitemap/0.9";
    const QByteArray image = "http://www.google.com/schemas/sitemap-image/1.1";
    QMap<QString, QByteArray> files;
    files.insert(QStringLiteral("wide.xml"),
                 "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<urlset xmlns=\"" + ns +
                     "\" xmlns:image=\"" + image +
                     "\">\n"
                     "<url><loc>https://example.com/%C3%BC</loc><!-- über --><lastmod>2024-01-01"
                     "</lastmod><image:image><image:loc>https://example.com/ä.png</image:loc>"
                     "</image:image><priority>0.5</priority></url><url>\r<loc>"
                     "https://example.com/b</loc>\r<changefreq>daily</changefreq>\r</url>\n"
                     "  <url>\n    <lastmod>2024-02-02</lastmod>\n    <loc>https://example.com/c"
                     "</loc>\n    <lastmod/>\n  </url>\n"
                     "  <url>\n    <loc>https://example.com/d</loc>\n    <image:image>"
                     "<image:loc>https://example.com/d.png</image:loc></image:image>\n"
                     "    <mobile>yes</mobile>\n  </url>\n"
                     "  <url>\n    <loc>https://example.com/e</loc>\n    <priority>0.3</priority>\n"
                     "    <priority>0.4</priority>\n  </url>\n"
                     "  <url>\n    <loc> https://example.com/f </loc>\n    <changefreq>Daily"
                     "</changefreq>\n  </url>\n</urlset>\n");
    // A child that declares a namespace: read again, not taken from the record.
    files.insert(QStringLiteral("declares.xml"),
                 "<urlset xmlns=\"" + ns +
                     "\">\n  <url>\n    <loc>https://example.com/a</loc>\n    <image:image "
                     "xmlns:image=\"" +
                     image +
                     "\"><image:loc>https://example.com/a.png</image:loc></image:image>\n"
                     "  </url>\n  <url><loc>https://example.com/b</loc></url>\n</urlset>\n");
    files.insert(
        QStringLiteral("bom.xml"),
        "\xEF\xBB\xBF<?xml version=\"1.0\" encoding=\"UTF-8\"?>\r\n<sm:urlset xmlns:sm=\"" + ns +
            "\">\r\n\t<sm:url><sm:loc>https://example.com/a</sm:loc></sm:url>\r\n"
            "\t<sm:url><sm:loc>https://example.com/b</sm:loc><sm:priority>0.2"
            "</sm:priority></sm:url>\r\n\t<sm:url><sm:loc>https://example.com/c"
            "</sm:loc></sm:url>\r\n</sm:urlset>\r\n");
    files.insert(QStringLiteral("index.xml"),
                 "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<sitemapindex xmlns=\"" + ns +
                     "\">\n  <sitemap>\n    <loc>https://example.com/s1.xml</loc>\n"
                     "    <lastmod>2024-01-01</lastmod>\n  </sitemap>\n  <sitemap><loc>"
                     "https://example.com/s2.xml</loc></sitemap>\n  <sitemap>\n    <loc>"
                     "https://example.com/s3.xml</loc>\n  </sitemap>\n</sitemapindex>\n");
    if (!corpusDir().isEmpty()) {
        for (const QString &name : QDir(corpusDir()).entryList(QDir::Files, QDir::Name)) {
            if (name != QLatin1String("MANIFEST.tsv"))
                files.insert(name, readAll(QDir(corpusDir()).filePath(name)));
        }
    }
    const int takenBefore = g_takenIn.taken;
    QTemporaryDir dir;
    QRandomGenerator random(36);
    for (auto it = files.cbegin(); it != files.cend(); ++it) {
        const QString path = writeFile(dir.path(), it.key(), it.value());
        for (int round = 0; round < 4; ++round) {
            Loaded l = load(path);
            SitemapDocument &doc = *l.doc;
            if (!doc.file(0).isSitemap() || !doc.file(0).fullyRead() || doc.entryCount(0) < 2)
                break;
            const int edits = 1 + int(random.bounded(6));
            for (int k = 0; k < edits && doc.entryCount(0) > 1; ++k) {
                const int e = int(random.bounded(doc.entryCount(0)));
                const int fields = doc.file(0).isIndex() ? 2 : FieldCount;
                const Field field = Field(random.bounded(fields));
                const std::optional<QString> before = doc.optionalValue(0, e, field);
                switch (random.bounded(7)) {
                case 0:
                case 1: // typed over, or into an empty cell
                    doc.apply(DocumentEdit::setValue(
                        0, e, field, before, newValue(field, before.value_or(QString()), k)));
                    break;
                case 2: // cleared, or a URL the writer escapes
                    doc.apply(DocumentEdit::setValue(
                        0, e, field, before,
                        field == Field::Loc
                            ? std::optional<QString>(doc.value(0, e, Field::Loc).trimmed() +
                                                     QStringLiteral("/ü b"))
                            : std::nullopt));
                    break;
                case 3:
                    doc.apply(DocumentEdit::remove(0, e, {doc.entryData(0, e)}));
                    break;
                case 4:
                    doc.apply(DocumentEdit::insert(
                        0, e + 1,
                        {EntryData::withLoc(doc.value(0, e, Field::Loc).trimmed() +
                                            QStringLiteral("?added=%1").arg(k))}));
                    break;
                case 5: { // an image added to what the entry has
                    if (doc.file(0).isIndex())
                        break;
                    const QString prefix = doc.extensionPrefix(QString::fromLatin1(image));
                    const QString added =
                        QStringLiteral("<%1:image><%1:loc>https://example.com/i%2.png</%1:loc>"
                                       "</%1:image>")
                            .arg(prefix)
                            .arg(k);
                    doc.apply(doc.setExtensionsEdit(0, {e}, {doc.extensionsXml(0, e) + added}));
                    break;
                }
                case 6: // its extension elements removed
                    doc.apply(doc.setExtensionsEdit(0, {e}, {QString()}));
                    break;
                }
            }
            // Refused or written: what was copied is checked either way.
            saveChecked(doc, *l.validator, path, keepingErrors(l, path));
            if (QTest::currentTestFailed())
                return;
        }
    }
    QMutexLocker lock(&g_takenIn.mutex);
    // Most copies are taken in from their records.
    QVERIFY2(g_takenIn.taken - takenBefore >= int(files.size()),
             qPrintable(QStringLiteral("%1 taken in").arg(g_takenIn.taken - takenBefore)));
}

void TestPreservingSave::corpus()
{
    if (corpusDir().isEmpty())
        QSKIP("../shared/corpus is absent: the corpus test needs it next to the checkout");
    QTemporaryDir dir;
    const QStringList files = QDir(corpusDir()).entryList(QDir::Files, QDir::Name);
    int exercised = 0;
    for (const QString &file : files) {
        if (file == QLatin1String("MANIFEST.tsv"))
            continue;
        exercise(QDir(corpusDir()).filePath(file), dir.path());
        if (QTest::currentTestFailed())
            return;
        ++exercised;
    }
    QVERIFY(exercised > 20);
}

void TestPreservingSave::fixtures_data()
{
    QTest::addColumn<QString>("name");
    QTest::addColumn<QByteArray>("bytes");
    const QByteArray ns = "http://www.sitemaps.org/schemas/sitemap/0.9";
    QTest::newRow("comments") << QStringLiteral("comments.xml")
                              << QByteArray("<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
                                            "<!-- before the root -->\n"
                                            "<urlset xmlns=\"" +
                                            ns +
                                            "\">\n"
                                            "  <!-- section: blog -->\n"
                                            "  <url>\n"
                                            "    <!-- inside -->\n"
                                            "    <loc>https://example.com/a</loc>\n"
                                            "    <lastmod>2024-01-01</lastmod>\n"
                                            "  </url>\n\n"
                                            "  <url>\n"
                                            "    <loc>https://example.com/b</loc>\n"
                                            "    <changefreq>daily</changefreq>\n"
                                            "    <priority>0.5</priority>\n"
                                            "  </url>\n"
                                            "  <!-- end of blog -->\n"
                                            "  <url><loc>https://example.com/c</loc></url>\n"
                                            "</urlset>\n"
                                            "<!-- after the root -->\n");
    QTest::newRow("crlf-tabs-quotes")
        << QStringLiteral("crlf.xml")
        << QByteArray("<?xml version='1.0' encoding='UTF-8'?>\r\n"
                      "<urlset xmlns='" +
                      ns +
                      "'\r\n\txmlns:image='http://www.google.com/schemas/sitemap-image/1.1'>\r\n"
                      "\t<url>\r\n\t\t<loc>https://example.com/a</loc>\r\n"
                      "\t\t<image:image><image:loc  "
                      ">https://example.com/i.png</image:loc></image:image>\r\n"
                      "\t</url>\r\n"
                      "\t<url>\r\n\t\t<loc>https://example.com/b</loc>\r\n\t\t<lastmod>2024-02-02</"
                      "lastmod>\r\n\t</url>\r\n"
                      "\t<url>\r\n\t\t<loc>https://example.com/c</loc>\r\n\t</url>\r\n"
                      "</urlset>\r\n");
    QTest::newRow("prefixed")
        << QStringLiteral("prefixed.xml")
        << QByteArray("<?xml version=\"1.0\"?>\n"
                      "<?xml-stylesheet type=\"text/xsl\" href=\"s.xsl\"?>\n"
                      "<sm:urlset xmlns:sm=\"" +
                      ns +
                      "\">\n"
                      " <sm:url>\n  <sm:loc>https://example.com/a</sm:loc>\n </sm:url>\n"
                      " <sm:url>\n  <sm:loc><![CDATA[https://example.com/b?x=1&y=2]]></sm:loc>\n"
                      "  <sm:priority>0.9</sm:priority>\n </sm:url>\n"
                      " <sm:url>\n  <sm:loc>https://example.com/c</sm:loc>\n </sm:url>\n"
                      "</sm:urlset>\n");
    QTest::newRow("one-line")
        << QStringLiteral("oneline.xml")
        << QByteArray(
               "<?xml version=\"1.0\" encoding=\"UTF-8\"?><urlset xmlns=\"" + ns +
               "\"><url><loc>https://example.com/a</loc><lastmod>2024-01-01</lastmod></url>"
               "<url><loc>https://example.com/b</loc></url><url><loc>https://example.com/c</loc>"
               "<priority>0.1</priority></url></urlset>");
    QTest::newRow("gzip")
        << QStringLiteral("zipped.xml.gz")
        << gzip("<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<urlset xmlns=\"" + ns +
                "\">\n<!-- c -->\n<url>\n <loc>https://example.com/a</loc>\n</url>\n"
                "<url>\n <loc>https://example.com/b</loc>\n <lastmod>2024-01-01</lastmod>\n</url>\n"
                "<url>\n <loc>https://example.com/c</loc>\n</url>\n</urlset>\n");
    QTest::newRow("text") << QStringLiteral("urls.txt")
                          << QByteArray("https://example.com/a\r\n\r\nhttps://example.com/b\r\n"
                                        "https://example.com/c\r\n");
}

void TestPreservingSave::fixtures()
{
    QFETCH(QString, name);
    QFETCH(QByteArray, bytes);
    QTemporaryDir source;
    QTemporaryDir dir;
    const QString path = writeFile(source.path(), name, bytes);
    exercise(path, dir.path());
    if (QTest::currentTestFailed())
        return;
    // The fixture went through every step: it is no standard-form case.
    Loaded l = load(path);
    const SaveReport plan = SitemapWriter::plan(*l.doc, *l.validator, path, keepingErrors(l, path));
    QVERIFY(!plan.files.back().standardForm);
}

void TestPreservingSave::fileLevelRepairWritesStandardForm()
{
    QTemporaryDir dir;
    const QString path =
        writeFile(dir.path(), QStringLiteral("legacy.xml"),
                  "<?xml version=\"1.0\"?>\n<!-- one -->\n"
                  "<urlset xmlns=\"http://www.google.com/schemas/sitemap/0.84\">\n"
                  "  <!-- two -->\n  <url><loc>https://example.com/a</loc></url>\n</urlset>\n");
    Loaded l = load(path);
    const SaveReport plan = SitemapWriter::plan(*l.doc, *l.validator, path);
    QVERIFY(plan.ok());
    QVERIFY(plan.files.back().standardForm);
    QCOMPARE(plan.files.back().commentsDropped, qint64(2));
    QVERIFY(plan.summaryLines().join(QLatin1Char('\n')).contains(QLatin1String("2 comment(s)")));
    const SaveReport saved = saveChecked(*l.doc, *l.validator, path);
    QVERIFY(saved.status == SaveReport::Status::Written);
    QVERIFY(content(path).contains("http://www.sitemaps.org/schemas/sitemap/0.9"));
    QVERIFY(!content(path).contains("<!--"));
}

void TestPreservingSave::keepAsWritten()
{
    QTemporaryDir dir;
    const QByteArray bad = "  <url>\n    <loc>https://example.com/bad</loc>\n"
                           "    <priority>high</priority><!-- kept -->\n  </url>\n";
    const QByteArray bytes = "<?xml version=\"1.0\"?>\n"
                             "<urlset xmlns=\"http://www.sitemaps.org/schemas/sitemap/0.9\">\n" +
                             bad +
                             "  <url>\n    <loc>https://example.com/ok</loc>\n  </url>\n"
                             "</urlset>\n";
    const QString path = writeFile(dir.path(), QStringLiteral("s.xml"), bytes);
    Loaded l = load(path);
    l.doc->apply(
        DocumentEdit::setValue(0, 1, Field::Priority, std::nullopt, QStringLiteral("0.7")));
    SaveReport refused = saveChecked(*l.doc, *l.validator, path);
    QCOMPARE(refused.status, SaveReport::Status::Refused);
    QVERIFY(!refused.blocking.empty());
    WriteOptions options;
    options.keepAsWritten.insert(refused.blocking.front().rule);
    const SaveReport saved = saveChecked(*l.doc, *l.validator, path, options);
    QVERIFY2(saved.status == SaveReport::Status::Written, qPrintable(saved.error));
    QCOMPARE(saved.keptAsWritten, qint64(1));
    QVERIFY(saved.summaryLines().join(QLatin1Char('\n')).contains(QLatin1String("stays invalid")));
    const QByteArray out = content(path);
    QVERIFY(out.contains(bad));
    QVERIFY(
        out.contains("<loc>https://example.com/ok</loc>\n    <priority>0.7</priority>\n  </url>"));

    // A touched entry with an error is never written as it is.
    Loaded again = load(path);
    again.doc->apply(DocumentEdit::setValue(0, 0, Field::Loc,
                                            again.doc->optionalValue(0, 0, Field::Loc),
                                            QStringLiteral("https://example.com/bad2")));
    const SaveReport touched = saveChecked(*again.doc, *again.validator, path, options);
    QCOMPARE(touched.status, SaveReport::Status::Refused);
    QCOMPARE(content(path), out);
}

// A save sure to be refused (errors it may not write, none of them dropped) tells
// which entries block it without copying the files: what it reports is what a plan
// of the same save finds, entry for entry, including an entry kept as written that
// was edited and edited back (the copy tells it is untouched).
void TestPreservingSave::refusedSaveReportsWhatThePlanFinds()
{
    QTemporaryDir dir;
    QByteArray body;
    for (int i = 0; i < 12; ++i) {
        body += "  <url>\n    <loc>https://example.com/p" + QByteArray::number(i) + "</loc>\n";
        if (i % 3 == 0)
            body += "    <priority>high</priority>\n"; // priority-invalid: an error
        if (i % 4 == 1)
            body += "    <changefreq>sometimes</changefreq>\n"; // changefreq-invalid
        body += "  </url>\n";
    }
    const QByteArray bytes = "<?xml version=\"1.0\"?>\n"
                             "<urlset xmlns=\"http://www.sitemaps.org/schemas/sitemap/0.9\">\n" +
                             body + "</urlset>\n";
    const QString path = writeFile(dir.path(), QStringLiteral("s.xml"), bytes);
    Loaded l = load(path);
    // Entry 0 edited and edited back, entry 3 edited: both keep their priority error.
    const std::optional<QString> loc0 = l.doc->optionalValue(0, 0, Field::Loc);
    l.doc->apply(DocumentEdit::setValue(0, 0, Field::Loc, loc0, QStringLiteral("https://x.test/")));
    l.doc->apply(DocumentEdit::setValue(0, 0, Field::Loc, QStringLiteral("https://x.test/"), loc0));
    l.doc->apply(DocumentEdit::setValue(0, 3, Field::Loc, l.doc->optionalValue(0, 3, Field::Loc),
                                        QStringLiteral("https://example.com/moved")));
    const auto same = [&](const WriteOptions &options, int blockedEntries) {
        const SaveReport refused = saveChecked(*l.doc, *l.validator, path, options);
        const SaveReport planned = SitemapWriter::plan(*l.doc, *l.validator, path, options);
        QCOMPARE(refused.status, SaveReport::Status::Refused);
        QCOMPARE(refused.blockingEntries, qint64(blockedEntries));
        QCOMPARE(refused.blockingEntries, planned.blockingEntries);
        QCOMPARE(refused.excludedEntries, planned.excludedEntries);
        QCOMPARE(refused.blocking.size(), planned.blocking.size());
        for (size_t i = 0; i < refused.blocking.size(); ++i) {
            QCOMPARE(refused.blocking[i].rule, planned.blocking[i].rule);
            QCOMPARE(refused.blocking[i].entry, planned.blocking[i].entry);
            QCOMPARE(refused.blocking[i].line, planned.blocking[i].line);
        }
        QCOMPARE(content(path), bytes);
    };
    // Every entry with an error blocks: 0, 3, 6, 9 (priority), 1, 5, 9 (changefreq).
    same(WriteOptions(), 6);
    // Entry 6 excluded; the priority errors kept as written but for the touched entry 3.
    WriteOptions options;
    options.excluded.insert(WriteOptions::key(0, 6));
    options.keepAsWritten.insert(saveChecked(*l.doc, *l.validator, path).blocking.front().rule);
    QCOMPARE(*options.keepAsWritten.begin(), QStringLiteral("priority-invalid"));
    same(options, 4);
}

// The children of an index are copied ahead on threads of their own: the files
// written, the report (repairs in their order, entries left out, excluded and
// blocking) and a plan are those of the copies made one after another, including a
// child whose copy needs the run's own thread (an entry written anew) and one kept
// as it was.
void TestPreservingSave::childrenCopiedAheadAsOneAfterAnother()
{
    const auto child = [](int c) {
        QByteArray body = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
                          "<urlset xmlns=\"http://www.sitemaps.org/schemas/sitemap/0.9\">\n";
        for (int i = 0; i < 40; ++i) {
            const QByteArray loc =
                "https://example.com/c" + QByteArray::number(c) + "/" + QByteArray::number(i);
            if (c == 1 && i % 7 == 3) // tag-order: repaired where it is copied
                body += "  <url><priority>0.5</priority><loc>" + loc + "</loc></url>\n";
            else if (c == 2 && i % 9 == 4) // whitespace around the URL: repaired
                body += "  <url>\n    <loc> " + loc + " </loc>\n  </url>\n";
            else if (c == 3 && i == 5) // an element the protocol does not define: anew
                body += "  <url><loc>" + loc + "</loc><mobile>yes</mobile></url>\n";
            else if (c == 4 && i % 10 == 6) // an error, left out
                body += "  <url><loc>" + loc + "</loc><priority>high</priority></url>\n";
            else
                body += "  <url><loc>" + loc + "</loc><lastmod>2024-0" +
                        QByteArray::number(1 + (i + c) % 9) + "-01</lastmod></url>\n";
        }
        return body + "</urlset>\n";
    };
    const auto writeSet = [&](const QString &folder) {
        QByteArray index = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
                           "<sitemapindex xmlns=\"http://www.sitemaps.org/schemas/sitemap/0.9\">\n";
        for (int c = 0; c < 6; ++c) {
            const QString name = QStringLiteral("c%1.xml").arg(c);
            writeFile(folder, name, child(c));
            index += "<sitemap><loc>https://example.com/" + name.toUtf8() + "</loc></sitemap>\n";
        }
        return writeFile(folder, QStringLiteral("index.xml"), index + "</sitemapindex>\n");
    };
    struct Saved
    {
        SaveReport plan;
        SaveReport report;
        QMap<QString, QByteArray> files;
        QStringList summaries; // the plan's, then the save's, the folder named DIR
    };
    const auto saveSet = [&](bool parallel) {
        QTemporaryDir dir;
        const QString path = writeSet(dir.path());
        SitemapDocument doc;
        ReadOptions readOptions;
        readOptions.parallel = false;
        DocumentLoader::load(doc, path, QStringLiteral("https://example.com/index.xml"),
                             readOptions);
        Validator validator(&doc);
        // c2 changed on disk since it was read: written in the standard form, its copy
        // made ahead dropped.
        writeFile(dir.path(), QStringLiteral("c2.xml"),
                  readAll(dir.filePath(QStringLiteral("c2.xml"))) + "<!-- changed -->\n");
        for (int f = 0; f < doc.fileCount(); ++f) {
            if (doc.file(f).isIndex() || doc.file(f).path.endsWith(QLatin1String("c5.xml")))
                continue; // c5 stays as it was
            for (int e = 0; e < doc.entryCount(f); e += 3)
                doc.apply(DocumentEdit::setValue(f, e, Field::Priority,
                                                 doc.optionalValue(f, e, Field::Priority),
                                                 QStringLiteral("0.%1").arg(e % 10)));
            doc.apply(DocumentEdit::setValue(f, 1, Field::Loc, doc.optionalValue(f, 1, Field::Loc),
                                             doc.value(f, 1, Field::Loc) + QStringLiteral("?a b")));
        }
        WriteOptions options;
        options.parallel = parallel;
        options.dropInvalid = true;
        options.exclude(2, 7);
        Saved saved;
        saved.plan = SitemapWriter::plan(doc, validator, path, options);
        saved.report = saveChecked(doc, validator, path, options);
        for (const QString &name : QDir(dir.path()).entryList(QDir::Files))
            saved.files.insert(name, readAll(dir.filePath(name)));
        saved.summaries = saved.plan.summaryLines() + saved.report.summaryLines();
        saved.summaries.replaceInStrings(dir.path(), QStringLiteral("DIR"));
        return saved;
    };
    const int aheadBefore = SitemapWriter::copiesMadeAhead();
    const Saved serial = saveSet(false);
    QCOMPARE(SitemapWriter::copiesMadeAhead(), aheadBefore);
    const Saved ahead = saveSet(true);
    // Twice each of three children (the plan and the save): c2 changed on disk, c3
    // needs the run's thread.
    QCOMPARE(SitemapWriter::copiesMadeAhead(), aheadBefore + 6);
    QCOMPARE(ahead.report.status, SaveReport::Status::Written);
    QCOMPARE(ahead.files, serial.files);
    QCOMPARE(ahead.summaries, serial.summaries);
    QVERIFY(ahead.files.value(QStringLiteral("c1.xml"))
                .contains("<loc>https://example.com/c1/3</loc>"
                          "<priority>"));
    for (const auto &[a, b] :
         {std::pair{&ahead.report, &serial.report}, std::pair{&ahead.plan, &serial.plan}}) {
        QCOMPARE(a->repaired.size(), b->repaired.size());
        for (size_t i = 0; i < a->repaired.size(); ++i) {
            QCOMPARE(a->repaired[i].rule, b->repaired[i].rule);
            QCOMPARE(a->repaired[i].file, b->repaired[i].file);
            QCOMPARE(a->repaired[i].entry, b->repaired[i].entry);
            QCOMPARE(a->repaired[i].message, b->repaired[i].message);
        }
        QCOMPARE(a->repairCounts, b->repairCounts);
        QCOMPARE(a->excludedEntries, b->excludedEntries);
        QCOMPARE(a->blockingEntries, b->blockingEntries);
        QCOMPARE(a->blocking.size(), b->blocking.size());
        QCOMPARE(a->files.size(), b->files.size());
        for (size_t i = 0; i < a->files.size(); ++i) {
            QCOMPARE(a->files[i].entries, b->files[i].entries);
            QCOMPARE(a->files[i].bytes, b->files[i].bytes);
            QCOMPARE(a->files[i].lastmod, b->files[i].lastmod);
            QCOMPARE(a->files[i].unchanged, b->files[i].unchanged);
        }
    }
    QVERIFY(ahead.report.repairCounts.value(QStringLiteral("tag-order")) > 0);
    QVERIFY(!ahead.files.value(QStringLiteral("c2.xml")).contains("changed"));
    QVERIFY(ahead.report.repairCounts.value(QStringLiteral("loc-whitespace")) > 0);
    QCOMPARE(ahead.report.excludedEntries, qint64(1));
}

// tag-order is repaired by moving the misplaced core child to its place; the
// extension elements before it keep their lines and attribute spacing.
void TestPreservingSave::tagOrderMovesOnlyTheChild()
{
    QTemporaryDir dir;
    const QByteArray head = "<?xml version=\"1.0\"?>\n<urlset "
                            "xmlns=\"http://www.sitemaps.org/schemas/sitemap/0.9\" "
                            "xmlns:xhtml=\"http://www.w3.org/1999/xhtml\">\n";
    const QByteArray link = "\n    <xhtml:link rel=\"alternate\" hreflang=\"de\"   "
                            "href=\"https://example.com/de\"/>";
    const QString path = writeFile(dir.path(), QStringLiteral("s.xml"),
                                   head + "  <url>\n    <loc>https://example.com/de</loc>" + link +
                                       "\n    <priority>1.0</priority>\n  </url>\n</urlset>\n");
    Loaded l = load(path);
    l.doc->apply(DocumentEdit::setValue(0, 0, Field::Priority, QStringLiteral("1.0"),
                                        QStringLiteral("0.3")));
    const SaveReport saved = saveChecked(*l.doc, *l.validator, path);
    QVERIFY2(saved.status == SaveReport::Status::Written, qPrintable(saved.error));
    QCOMPARE(readAll(path), head +
                                "  <url>\n    <loc>https://example.com/de</loc>\n    "
                                "<priority>0.3</priority>" +
                                link + "\n  </url>\n</urlset>\n");
}

void TestPreservingSave::unchangedFileIsNotTouched()
{
    QTemporaryDir dir;
    const QString path = writeFile(dir.path(), QStringLiteral("s.xml"),
                                   "<?xml version=\"1.0\"?>\n<urlset "
                                   "xmlns=\"http://www.sitemaps.org/schemas/sitemap/0.9\">\n"
                                   "<url><loc>https://example.com/a</loc></url>\n</urlset>\n");
    Loaded l = load(path);
    // An edit and its undo: the same bytes, nothing written.
    const std::optional<QString> before = l.doc->optionalValue(0, 0, Field::Loc);
    const DocumentEdit edit =
        DocumentEdit::setValue(0, 0, Field::Loc, before, QStringLiteral("https://example.com/z"));
    l.doc->apply(edit);
    l.doc->revert(edit);
    QFile::setPermissions(path, QFile::ReadOwner); // a write would fail
    const SaveReport saved = saveChecked(*l.doc, *l.validator, path);
    QFile::setPermissions(path, QFile::ReadOwner | QFile::WriteOwner);
    QVERIFY2(saved.status == SaveReport::Status::Written, qPrintable(saved.error));
    QVERIFY(saved.files.back().unchanged);

    // Changed on disk since it was read: written in the standard form, and said so.
    writeFile(dir.path(), QStringLiteral("s.xml"),
              "<?xml version=\"1.0\"?>\n<!-- new -->\n<urlset "
              "xmlns=\"http://www.sitemaps.org/schemas/sitemap/0.9\">\n"
              "<url><loc>https://example.com/a</loc></url>\n<url><loc>https://example.com/b</loc></"
              "url>\n</urlset>\n");
    const SaveReport stale = SitemapWriter::plan(*l.doc, *l.validator, path);
    QVERIFY(stale.files.back().standardForm);
    QVERIFY(stale.files.back().standardFormReason.contains(QLatin1String("changed on disk")));
}

void TestPreservingSave::decodedViewReadsAsTheParser_data()
{
    QTest::addColumn<QByteArray>("inner");
    QTest::addColumn<QByteArray>("decoded");
    QTest::addColumn<bool>("same"); // read in place, nothing decoded
    QTest::newRow("plain") << QByteArray("https://www.example.com/a?b=1")
                           << QByteArray("https://www.example.com/a?b=1") << true;
    QTest::newRow("empty") << QByteArray() << QByteArray() << true;
    QTest::newRow("spaces kept") << QByteArray("  0.5\n ") << QByteArray("  0.5\n ") << true;
    QTest::newRow("reference") << QByteArray("a?b=1&amp;c=2") << QByteArray("a?b=1&c=2") << false;
    QTest::newRow("character reference")
        << QByteArray("M&#xFC;nchen &#252;") << QByteArray("M\xC3\xBCnchen \xC3\xBC") << false;
    QTest::newRow("CDATA") << QByteArray("<![CDATA[a&b]]>") << QByteArray("a&b") << false;
    QTest::newRow("comment") << QByteArray("0.<!-- x -->5") << QByteArray("0.5") << false;
    QTest::newRow("CRLF") << QByteArray("a\r\nb\rc") << QByteArray("a\nb\nc") << false;
}

void TestPreservingSave::decodedViewReadsAsTheParser()
{
    // The copy compares a file's text with the document's value through this view:
    // it must read every text as decodeText() does, and copy only what needs decoding.
    QFETCH(QByteArray, inner);
    QFETCH(QByteArray, decoded);
    QFETCH(bool, same);
    QCOMPARE(Writing::decodeText(inner), decoded);
    QByteArray storage;
    const QByteArrayView view = Writing::decodedView(inner, storage);
    QCOMPARE(view.toByteArray(), decoded);
    if (!inner.isEmpty())
        QCOMPARE(view.data() == inner.constData(), same);
    QCOMPARE(storage.isEmpty(), same);
}

QTEST_GUILESS_MAIN(TestPreservingSave)
#include "tst_preservingsave.moc"
