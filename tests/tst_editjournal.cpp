// SPDX-License-Identifier: GPL-3.0-or-later
// EditJournal: unsaved edits survive a kill of the editor and are offered back,
// but never applied to a file that changed on disk since.

#include "documentloader.h"
#include "editjournal.h"
#include "sitemapdocument.h"
#include "testsupport.h"

#include <QDataStream>
#include <QDateTime>
#include <QDir>
#include <QFile>
#include <QSignalSpy>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>
#include <QThreadPool>

#include <memory>

using namespace TestSupport;

namespace {

const QByteArray sitemap =
    "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
    "<urlset xmlns=\"http://www.sitemaps.org/schemas/sitemap/0.9\" "
    "xmlns:image=\"http://www.google.com/schemas/sitemap-image/1.1\">\n"
    "<url><loc>https://a.example/</loc><lastmod>2024-05-01</lastmod></url>\n"
    "<url><loc>https://a.example/b</loc><priority>0.5</priority>"
    "<image:image><image:loc>https://a.example/i.png</image:loc></image:image></url>\n"
    "<url><loc>https://a.example/c</loc><changefreq>daily</changefreq></url>\n"
    "</urlset>\n";

std::unique_ptr<SitemapDocument> open(const QString &path)
{
    auto doc = std::make_unique<SitemapDocument>();
    DocumentLoader::load(*doc, path);
    return doc;
}

// Applies an edit the way the editor does, and journals it.
void edit(SitemapDocument &doc, EditJournal &store, const DocumentEdit &e)
{
    doc.apply(e);
    store.record(e);
}

// The first URL typed over (https://a.example/edited), journalled and written.
bool editFirstUrlAndFlush(SitemapDocument &doc, EditJournal &store)
{
    edit(doc, store,
         DocumentEdit::setValue(0, 0, Field::Loc, doc.value(0, 0, Field::Loc),
                                QStringLiteral("https://a.example/edited")));
    return store.flush();
}

void compareDocuments(const SitemapDocument &a, const SitemapDocument &b)
{
    QCOMPARE(a.fileCount(), b.fileCount());
    for (int f = 0; f < a.fileCount(); ++f) {
        QCOMPARE(a.entryCount(f), b.entryCount(f));
        for (int i = 0; i < a.entryCount(f); ++i) {
            for (int k = 0; k < FieldCount; ++k)
                QCOMPARE(a.optionalValue(f, i, Field(k)), b.optionalValue(f, i, Field(k)));
            QCOMPARE(a.extensionsXml(f, i), b.extensionsXml(f, i));
            QCOMPARE(a.entry(f, i).extensionCount, b.entry(f, i).extensionCount);
        }
    }
}

// A journal's header as written (its magic, version, document, time and the
// fingerprints of its files), to write a journal of another version around it.
struct JournalHeader
{
    quint32 magic = 0;
    quint16 version = 0;
    QString path;
    QDateTime written;
    std::vector<std::tuple<QString, qint64, qint64, QByteArray>> files;
    bool ok = false;

    static JournalHeader read(const QString &journal)
    {
        JournalHeader h;
        QFile in(journal);
        if (!in.open(QIODevice::ReadOnly))
            return h;
        QDataStream ds(&in);
        ds.setVersion(QDataStream::Qt_6_4);
        quint32 count = 0;
        ds >> h.magic >> h.version >> h.path >> h.written >> count;
        for (quint32 i = 0; i < count && ds.status() == QDataStream::Ok; ++i) {
            QString file;
            qint64 size = 0, mtime = 0;
            QByteArray sha;
            ds >> file >> size >> mtime >> sha;
            h.files.emplace_back(file, size, mtime, sha);
        }
        h.ok = ds.status() == QDataStream::Ok;
        return h;
    }
    void write(QDataStream &out, quint16 asVersion) const
    {
        out << magic << asVersion << path << written << quint32(files.size());
        for (const auto &[file, size, mtime, sha] : files)
            out << file << size << mtime << sha;
    }
};

bool rewrite(const QString &journal, const QByteArray &bytes)
{
    QFile out(journal);
    return out.open(QIODevice::WriteOnly | QIODevice::Truncate) && out.write(bytes) == bytes.size();
}

} // namespace

class TestEditJournal : public QObject
{
    Q_OBJECT

private slots:
    void singleValueOfAnOlderJournal();
    void valuesOfAVersion4Journal();
    void initTestCase();
    void init();
    void killAndRecover();
    void undoIsJournalledToo();
    void oneEditOverManyEntries();
    void anEditAppliedBackwardsIsJournalledAsItsInverse();
    void throttledWrite();
    void heldWhileSaving();
    void refusesChangedFile();
    void fileChangedBeforeTheFirstWrite();
    void mtimeAloneDoesNotRefuse();
    void cleanSaveAndCloseRemoveJournal();
    void corruptJournal();
    void editThatDoesNotApply();
    void unsavedDocumentIsNotJournalled();
    void defaultLocation();

private:
    // Someone else rewrites the sitemap: the same size, other content.
    void rewriteSameSize()
    {
        QByteArray other = sitemap;
        other.replace("https://a.example/c", "https://a.example/d");
        writeFile(m_dir->path(), QStringLiteral("sitemap.xml"), other);
    }

    QString m_sitemap;
    QString m_journals;
    std::unique_ptr<QTemporaryDir> m_dir;
};

void TestEditJournal::initTestCase()
{
    QStandardPaths::setTestModeEnabled(true);
}

void TestEditJournal::init()
{
    m_dir = std::make_unique<QTemporaryDir>();
    QVERIFY(m_dir->isValid());
    m_sitemap = writeFile(m_dir->path(), QStringLiteral("sitemap.xml"), sitemap);
    m_journals = m_dir->filePath(QStringLiteral("autosave"));
}

void TestEditJournal::killAndRecover()
{
    auto doc = open(m_sitemap);
    QCOMPARE(doc->entryCount(0), 3);
    {
        // The editor runs, edits, and its journal is written; then it is killed.
        // Nothing is pending after the write, so destroying the store here writes
        // nothing more: the folder holds what a kill would have left.
        auto store = std::make_unique<EditJournal>(m_journals);
        store->setInterval(60 * 60 * 1000);
        QVERIFY(store->begin(*doc));
        edit(*doc, *store,
             DocumentEdit::setValue(0, 0, Field::Loc, doc->value(0, 0, Field::Loc),
                                    QStringLiteral("https://a.example/caf\u00e9 & <more>")));
        edit(*doc, *store,
             DocumentEdit::setValue(0, 0, Field::LastMod, doc->value(0, 0, Field::LastMod),
                                    std::nullopt));
        EntryData added = EntryData::withLoc(QStringLiteral("https://a.example/new"));
        added.values[int(Field::Priority)] = QStringLiteral("0.9");
        edit(*doc, *store, DocumentEdit::insert(0, 1, {added}));
        edit(*doc, *store, DocumentEdit::remove(0, 3, {doc->entryData(0, 3)}));
        edit(*doc, *store,
             DocumentEdit::setValue(0, 2, Field::ChangeFreq, std::nullopt,
                                    QStringLiteral("weekly")));
        QVERIFY(store->flush());
        QCOMPARE(store->pendingEditCount(), 5);
        QVERIFY(QFile::exists(store->journalPath(m_sitemap)));
        const QDateTime written = QFileInfo(store->journalPath(m_sitemap)).lastModified();
        store.reset();
        QCOMPARE(QFileInfo(m_journals + QLatin1String("/") +
                           QFileInfo(EditJournal(m_journals).journalPath(m_sitemap)).fileName())
                     .lastModified(),
                 written);
    }

    // The next start.
    EditJournal store(m_journals);
    const auto pending = store.pendingRecoveries();
    QCOMPARE(pending.size(), 1);
    QCOMPARE(pending[0].path, QFileInfo(m_sitemap).canonicalFilePath());
    QCOMPARE(pending[0].editCount, 5);
    QVERIFY(!pending[0].changed);
    QVERIFY(pending[0].written.isValid());

    auto fresh = open(m_sitemap);
    QString message;
    QCOMPARE(store.recover(pending[0].path, *fresh, &message),
             EditJournal::RecoverResult::Recovered);
    QVERIFY(!message.isEmpty());
    compareDocuments(*fresh, *doc);
    QCOMPARE(fresh->value(0, 0, Field::Loc),
             QStringLiteral("https://a.example/caf\u00e9 & <more>"));
    QVERIFY(!fresh->entry(0, 0).has(Field::LastMod));
    QCOMPARE(fresh->value(0, 1, Field::Priority), QStringLiteral("0.9"));
    QCOMPARE(fresh->entryCount(0), 3);

    // Still unsaved after the recovery: the journal stays until a save.
    QCOMPARE(store.pendingEditCount(), 5);
    QCOMPARE(store.pendingRecoveries().size(), 1);
}

void TestEditJournal::undoIsJournalledToo()
{
    auto doc = open(m_sitemap);
    EditJournal store(m_journals);
    QVERIFY(store.begin(*doc));
    const DocumentEdit e =
        DocumentEdit::setValue(0, 1, Field::Priority, QStringLiteral("0.5"), QStringLiteral("0.7"));
    edit(*doc, store, e);
    const DocumentEdit removal = DocumentEdit::remove(0, 0, {doc->entryData(0, 0)});
    edit(*doc, store, removal);
    // Undo of the removal: its inverse is applied and journalled in turn.
    edit(*doc, store, removal.inverse());
    QVERIFY(store.flush());

    EditJournal next(m_journals);
    auto fresh = open(m_sitemap);
    QCOMPARE(next.recover(m_sitemap, *fresh), EditJournal::RecoverResult::Recovered);
    compareDocuments(*fresh, *doc);
    QCOMPARE(fresh->value(0, 0, Field::LastMod), QStringLiteral("2024-05-01"));
    QCOMPARE(fresh->value(0, 1, Field::Priority), QStringLiteral("0.7"));
}

void TestEditJournal::oneEditOverManyEntries()
{
    // Set Priority on every row is one edit value and one journal record; it and
    // its undo come back exactly, the absent priorities absent again.
    auto doc = open(m_sitemap);
    EditJournal store(m_journals);
    QVERIFY(store.begin(*doc));
    const DocumentEdit bulk =
        doc->setValuesEdit(0, Field::Priority, {0, 1, 2}, QStringLiteral("0.80"));
    QCOMPARE(bulk.kind, DocumentEdit::Kind::SetValues);
    QCOMPARE(bulk.size(), 3);
    edit(*doc, store, bulk);
    const DocumentEdit clear = doc->setValuesEdit(0, Field::ChangeFreq, {0, 1, 2}, std::nullopt);
    QCOMPARE(clear.size(), 1); // only entry 2 has one
    edit(*doc, store, clear);
    edit(*doc, store, clear.inverse());
    QVERIFY(store.flush());
    QCOMPARE(store.pendingEditCount(), 3);

    EditJournal next(m_journals);
    auto fresh = open(m_sitemap);
    QCOMPARE(next.recover(m_sitemap, *fresh), EditJournal::RecoverResult::Recovered);
    compareDocuments(*fresh, *doc);
    for (int i = 0; i < 3; ++i)
        QCOMPARE(fresh->value(0, i, Field::Priority), QStringLiteral("0.80"));
    QCOMPARE(fresh->value(0, 2, Field::ChangeFreq), QStringLiteral("daily"));

    // And the undo of the bulk edit, journalled, gives the file's values back.
    next.record(bulk.inverse());
    fresh->apply(bulk.inverse());
    QVERIFY(next.flush());
    EditJournal third(m_journals);
    auto again = open(m_sitemap);
    QCOMPARE(third.recover(m_sitemap, *again), EditJournal::RecoverResult::Recovered);
    QVERIFY(!again->entry(0, 0).has(Field::Priority));
    QCOMPARE(again->value(0, 1, Field::Priority), QStringLiteral("0.5"));
    QVERIFY(!again->entry(0, 2).has(Field::Priority));
}

void TestEditJournal::anEditAppliedBackwardsIsJournalledAsItsInverse()
{
    // An undo applies a SetValues edit backwards as it is, without a copy, and the
    // journal writes it as its inverse; an edit of another kind recorded backwards
    // is written as its inverse too. Recovered, the values are those of the undo.
    auto doc = open(m_sitemap);
    EditJournal store(m_journals);
    QVERIFY(store.begin(*doc));
    const auto bulk = std::make_shared<const DocumentEdit>(
        doc->setValuesEdit(0, Field::Priority, {0, 1, 2}, QStringLiteral("0.80")));
    edit(*doc, store, *bulk);
    const auto removal =
        std::make_shared<const DocumentEdit>(DocumentEdit::remove(0, 2, {doc->entryData(0, 2)}));
    edit(*doc, store, *removal);
    doc->applyInverse(*removal);
    store.record(removal, true);
    doc->applyInverse(*bulk);
    store.record(bulk, true);
    QVERIFY(!doc->entry(0, 0).has(Field::Priority));
    QCOMPARE(doc->value(0, 1, Field::Priority), QStringLiteral("0.5"));
    QCOMPARE(doc->entryCount(0), 3);
    QVERIFY(store.flush());
    QCOMPARE(store.pendingEditCount(), 4);

    EditJournal next(m_journals);
    auto fresh = open(m_sitemap);
    QCOMPARE(next.recover(m_sitemap, *fresh), EditJournal::RecoverResult::Recovered);
    compareDocuments(*fresh, *doc);
    QVERIFY(!fresh->entry(0, 0).has(Field::Priority));
    QCOMPARE(fresh->value(0, 1, Field::Priority), QStringLiteral("0.5"));
    QVERIFY(!fresh->entry(0, 2).has(Field::Priority));
    QCOMPARE(fresh->entryCount(0), 3);
}

void TestEditJournal::throttledWrite()
{
    auto doc = open(m_sitemap);
    EditJournal store(m_journals);
    store.setInterval(50);
    QVERIFY(store.begin(*doc));
    const QString journal = store.journalPath(m_sitemap);
    QVERIFY(!QFile::exists(journal)); // nothing to keep yet
    edit(*doc, store,
         DocumentEdit::setValue(0, 2, Field::Loc, doc->value(0, 2, Field::Loc),
                                QStringLiteral("https://a.example/z")));
    QTRY_VERIFY(QFile::exists(journal));
    QCOMPARE(store.pendingRecoveries().size(), 1);

    // The timer's write runs on a thread of its own (flush() is not called here);
    // what it wrote recovers, and an edit recorded after it is written by the next.
    const DocumentEdit second = DocumentEdit::setValue(
        0, 0, Field::Loc, doc->value(0, 0, Field::Loc), QStringLiteral("https://a.example/y"));
    edit(*doc, store, second);
    edit(*doc, store,
         DocumentEdit::setValue(0, 1, Field::Priority, doc->value(0, 1, Field::Priority),
                                QStringLiteral("0.9")));
    QTRY_VERIFY(!store.isWriting() && store.pendingRecoveries().value(0).editCount == 3);
    {
        EditJournal reader(m_journals);
        auto again = open(m_sitemap);
        QCOMPARE(reader.recover(m_sitemap, *again), EditJournal::RecoverResult::Recovered);
        QCOMPARE(again->value(0, 0, Field::Loc), QStringLiteral("https://a.example/y"));
        QCOMPARE(again->value(0, 1, Field::Priority), QStringLiteral("0.9"));
    }

    // A discard as the timer's write of a large edit runs (a save marks the document
    // clean): the write is given up without waiting for it (or was through), and no
    // journal is left, then or once its thread is through.
    std::vector<int> targets(300000, 1);
    EditValues values{QStringLiteral("0.1"), QStringLiteral("0.2")};
    const DocumentEdit large = DocumentEdit::setValues(0, Field::Priority, targets, values,
                                                       std::vector<quint32>(targets.size(), 0),
                                                       std::vector<quint32>(targets.size(), 1));
    store.record(large);
    QTest::qWait(store.interval() + 5);
    store.discard();
    QVERIFY(!QFile::exists(journal));
    QTRY_VERIFY(!store.isWriting());
    QTest::qWait(100);
    QVERIFY(!QFile::exists(journal));
    QVERIFY(store.pendingRecoveries().isEmpty());

    // The same as a save begins the next journal, then an edit after it: the journal
    // written holds that edit alone, never the large one given up.
    store.record(large);
    QTest::qWait(store.interval() + 5);
    QVERIFY(store.markSaved(*doc));
    edit(*doc, store,
         DocumentEdit::setValue(0, 1, Field::Priority, doc->value(0, 1, Field::Priority),
                                QStringLiteral("0.4")));
    QTRY_VERIFY(!store.isWriting() && QFile::exists(journal));
    QTRY_VERIFY(!store.isWriting() && store.pendingRecoveries().value(0).editCount == 1);
}

void TestEditJournal::heldWhileSaving()
{
    auto doc = open(m_sitemap);
    EditJournal store(m_journals);
    store.setInterval(50);
    QVERIFY(store.begin(*doc));
    const QString journal = store.journalPath(m_sitemap);
    edit(*doc, store,
         DocumentEdit::setValue(0, 2, Field::Loc, doc->value(0, 2, Field::Loc),
                                QStringLiteral("https://a.example/z")));
    QTRY_VERIFY(!store.isWriting() && store.pendingRecoveries().value(0).editCount == 1);

    // A save begins: an edit recorded just before it is not written while it runs.
    edit(*doc, store,
         DocumentEdit::setValue(0, 1, Field::Priority, doc->value(0, 1, Field::Priority),
                                QStringLiteral("0.9")));
    store.holdWrites(true);
    QTest::qWait(store.interval() * 4);
    QVERIFY(!store.isWriting());
    QCOMPARE(store.pendingRecoveries().value(0).editCount, 1);

    // Nor one recorded while it runs (a save refuses edits; the journal does not
    // count on that).
    edit(*doc, store,
         DocumentEdit::setValue(0, 0, Field::Priority, doc->value(0, 0, Field::Priority),
                                QStringLiteral("0.2")));
    QTest::qWait(store.interval() * 4);
    QVERIFY(!store.isWriting());
    QCOMPARE(store.pendingRecoveries().value(0).editCount, 1);

    // The save failed: released, every edit is written, and recovers.
    store.holdWrites(false);
    QTRY_VERIFY(!store.isWriting() && store.pendingRecoveries().value(0).editCount == 3);
    EditJournal reader(m_journals);
    auto again = open(m_sitemap);
    QCOMPARE(reader.recover(m_sitemap, *again), EditJournal::RecoverResult::Recovered);
    QCOMPARE(again->value(0, 1, Field::Priority), QStringLiteral("0.9"));
    QCOMPARE(again->value(0, 0, Field::Priority), QStringLiteral("0.2"));
    QVERIFY(QFile::exists(journal));
}

void TestEditJournal::refusesChangedFile()
{
    auto doc = open(m_sitemap);
    {
        EditJournal store(m_journals);
        QVERIFY(store.begin(*doc));
        QVERIFY(editFirstUrlAndFlush(*doc, store));
    }
    rewriteSameSize();

    EditJournal store(m_journals);
    auto fresh = open(m_sitemap);
    QString message;
    QCOMPARE(store.recover(m_sitemap, *fresh, &message), EditJournal::RecoverResult::FileChanged);
    QVERIFY(message.contains(QLatin1String("changed")));
    QCOMPARE(fresh->value(0, 0, Field::Loc), QStringLiteral("https://a.example/")); // untouched
    // The journal is kept: the user decides (remove() on "discard").
    QVERIFY(store.remove(m_sitemap));
    QCOMPARE(store.pendingRecoveries().size(), 0);
}

void TestEditJournal::fileChangedBeforeTheFirstWrite()
{
    // The journal takes the files' SHA-256 when it is first written: a file
    // rewritten after it was read and before that (here with the same size, a
    // second later) is not the file the edits were made to.
    auto doc = open(m_sitemap);
    {
        EditJournal store(m_journals);
        QVERIFY(store.begin(*doc));
        QTest::qWait(1100); // another modification time whatever its precision
        rewriteSameSize();
        QVERIFY(editFirstUrlAndFlush(*doc, store));
        QCOMPARE(store.pendingRecoveries().size(), 1);
    }
    EditJournal store(m_journals);
    auto fresh = open(m_sitemap);
    QCOMPARE(store.recover(m_sitemap, *fresh), EditJournal::RecoverResult::FileChanged);
    QCOMPARE(fresh->value(0, 0, Field::Loc), QStringLiteral("https://a.example/"));

    // Unchanged, the fingerprint the first write took lets the edits back in.
    QVERIFY(store.remove(m_sitemap));
    auto again = open(m_sitemap);
    {
        EditJournal writer(m_journals);
        QVERIFY(writer.begin(*again));
        QVERIFY(editFirstUrlAndFlush(*again, writer));
    }
    auto reopened = open(m_sitemap);
    QCOMPARE(store.recover(m_sitemap, *reopened), EditJournal::RecoverResult::Recovered);
    QCOMPARE(reopened->value(0, 0, Field::Loc), QStringLiteral("https://a.example/edited"));
}

void TestEditJournal::mtimeAloneDoesNotRefuse()
{
    auto doc = open(m_sitemap);
    {
        EditJournal store(m_journals);
        QVERIFY(store.begin(*doc));
        edit(*doc, store,
             DocumentEdit::setValue(0, 1, Field::Priority, QStringLiteral("0.5"),
                                    QStringLiteral("1.0")));
        QVERIFY(store.flush());
    }
    QFile f(m_sitemap);
    QVERIFY(f.open(QIODevice::ReadWrite));
    QVERIFY(
        f.setFileTime(QDateTime::currentDateTime().addDays(-3), QFileDevice::FileModificationTime));
    f.close();
    EditJournal store(m_journals);
    QVERIFY(store.pendingRecoveries().value(0).changed); // cheap check says "maybe"
    auto fresh = open(m_sitemap);
    QCOMPARE(store.recover(m_sitemap, *fresh), EditJournal::RecoverResult::Recovered);
    QCOMPARE(fresh->value(0, 1, Field::Priority), QStringLiteral("1.0"));
}

void TestEditJournal::cleanSaveAndCloseRemoveJournal()
{
    auto doc = open(m_sitemap);
    EditJournal store(m_journals);
    QVERIFY(store.begin(*doc));
    edit(*doc, store,
         DocumentEdit::setValue(0, 0, Field::Loc, doc->value(0, 0, Field::Loc),
                                QStringLiteral("https://a.example/1")));
    QVERIFY(store.flush());
    QCOMPARE(store.pendingRecoveries().size(), 1);

    // A clean save: the file changes, the journal goes, a new one begins.
    QByteArray saved = sitemap;
    saved.replace("<loc>https://a.example/</loc>", "<loc>https://a.example/1</loc>");
    writeFile(m_dir->path(), QStringLiteral("sitemap.xml"), saved);
    auto reloaded = open(m_sitemap);
    QVERIFY(store.markSaved(*reloaded));
    QCOMPARE(store.pendingRecoveries().size(), 0);
    QCOMPARE(store.pendingEditCount(), 0);

    // Edits after the save are journalled against the saved file.
    edit(*reloaded, store,
         DocumentEdit::setValue(0, 2, Field::ChangeFreq, QStringLiteral("daily"),
                                QStringLiteral("never")));
    QVERIFY(store.flush());
    QCOMPARE(store.pendingRecoveries().size(), 1);

    // Closing without saving (the user said "discard").
    store.discard();
    QCOMPARE(store.pendingRecoveries().size(), 0);
    QVERIFY(!QFile::exists(store.journalPath(m_sitemap)));
    // Removed on a thread of the pool under another name: nothing stays once it is
    // through, and a journal a crash left under such a name goes when the folder is
    // next looked at, never as a recovery.
    QThreadPool::globalInstance()->waitForDone();
    QCOMPARE(QDir(m_journals).entryList(QDir::Files), QStringList());
    writeFile(m_journals, QStringLiteral("x.journal.discarded1-1"), "left by a crash");
    QCOMPARE(store.pendingRecoveries().size(), 0);
    QCOMPARE(QDir(m_journals).entryList(QDir::Files), QStringList());
}

void TestEditJournal::corruptJournal()
{
    auto doc = open(m_sitemap);
    EditJournal store(m_journals);
    QVERIFY(store.begin(*doc));
    edit(*doc, store,
         DocumentEdit::setValue(0, 0, Field::Loc, doc->value(0, 0, Field::Loc),
                                QStringLiteral("https://a.example/x")));
    QVERIFY(store.flush());
    const QString journal = store.journalPath(m_sitemap);
    QFile f(journal);
    QVERIFY(f.open(QIODevice::ReadWrite));
    QVERIFY(f.resize(f.size() - 6)); // cut short
    f.close();

    EditJournal next(m_journals);
    QCOMPARE(next.pendingRecoveries().size(), 0);
    auto fresh = open(m_sitemap);
    QCOMPARE(next.recover(m_sitemap, *fresh), EditJournal::RecoverResult::Corrupt);
    QCOMPARE(fresh->value(0, 0, Field::Loc), QStringLiteral("https://a.example/"));
    QCOMPARE(next.recover(m_dir->filePath(QStringLiteral("other.xml")), *fresh),
             EditJournal::RecoverResult::NoJournal);
}

void TestEditJournal::editThatDoesNotApply()
{
    auto doc = open(m_sitemap);
    {
        EditJournal store(m_journals);
        QVERIFY(store.begin(*doc));
        store.record(DocumentEdit::setValue(0, 0, Field::Loc, QStringLiteral("https://a.example/"),
                                            QStringLiteral("https://a.example/ok")));
        store.record(DocumentEdit::setValue(0, 99, Field::Loc, std::nullopt,
                                            QStringLiteral("https://a.example/x")));
        QVERIFY(store.flush());
    }
    EditJournal store(m_journals);
    auto fresh = open(m_sitemap);
    QCOMPARE(store.recover(m_sitemap, *fresh), EditJournal::RecoverResult::DoesNotApply);
    QCOMPARE(fresh->value(0, 0, Field::Loc),
             QStringLiteral("https://a.example/")); // all or nothing
}

void TestEditJournal::unsavedDocumentIsNotJournalled()
{
    SitemapDocument doc;
    SitemapReader::readBytes(doc, sitemap, QString());
    EditJournal store(m_journals);
    QVERIFY(!store.begin(doc));
    QVERIFY(!store.errorString().isEmpty());
    store.record(DocumentEdit::setValue(0, 0, Field::Loc, std::nullopt, QStringLiteral("x")));
    QVERIFY(store.flush());
    QCOMPARE(store.pendingRecoveries().size(), 0);
}

void TestEditJournal::defaultLocation()
{
    EditJournal store;
    QVERIFY(store.directory().endsWith(QLatin1String("/autosave")));
    QVERIFY(store.directory().startsWith(
        QStandardPaths::writableLocation(QStandardPaths::AppLocalDataLocation)));
}

QTEST_GUILESS_MAIN(TestEditJournal)
#include "tst_editjournal.moc"

void TestEditJournal::singleValueOfAnOlderJournal()
{
    // Journals written before a single value became a SetValues of one hold it as
    // kind 0 with its value before and after: they are still recovered.
    auto doc = open(m_sitemap);
    EditJournal store(m_journals);
    QVERIFY(store.begin(*doc));
    edit(*doc, store,
         DocumentEdit::setValue(0, 2, Field::ChangeFreq, QStringLiteral("daily"),
                                QStringLiteral("weekly")));
    QVERIFY(store.flush());
    const QString file = store.journalPath(m_sitemap);
    // The header as written, then the edit in the form of version 3.
    const JournalHeader header = JournalHeader::read(file);
    QVERIFY(header.ok);
    QCOMPARE(header.version, quint16(5));
    QByteArray old;
    QDataStream out(&old, QIODevice::WriteOnly);
    out.setVersion(QDataStream::Qt_6_4);
    header.write(out, 3);
    out << quint32(1);                                                       // one edit
    out << quint8(0) << qint32(0) << qint32(2) << quint8(Field::ChangeFreq); // a single value
    out << true << QStringLiteral("daily") << true << QStringLiteral("weekly") << quint32(0);
    out << quint32(0x454e4421); // the end mark
    QVERIFY(rewrite(file, old));

    EditJournal next(m_journals);
    auto fresh = open(m_sitemap);
    QCOMPARE(next.recover(m_sitemap, *fresh), EditJournal::RecoverResult::Recovered);
    QCOMPARE(fresh->value(0, 2, Field::ChangeFreq), QStringLiteral("weekly"));
    QCOMPARE(fresh->value(0, 0, Field::LastMod), QStringLiteral("2024-05-01"));
}

// A SetValues of a version 4 journal holds its values as UTF-16 strings (version 5
// as the document's UTF-8): still recovered. A value of version 5 that is no UTF-8
// makes the journal one that cannot be read, not a value of the document.
void TestEditJournal::valuesOfAVersion4Journal()
{
    auto doc = open(m_sitemap);
    EditJournal store(m_journals);
    QVERIFY(store.begin(*doc));
    edit(*doc, store,
         DocumentEdit::setValue(0, 2, Field::ChangeFreq, QStringLiteral("daily"),
                                QStringLiteral("weekly")));
    QVERIFY(store.flush());
    const QString file = store.journalPath(m_sitemap);
    const JournalHeader header = JournalHeader::read(file);
    QVERIFY(header.ok);
    // One SetValues of entry 2's changefreq ("daily" to a value), written as version
    // writes it.
    const auto journal = [&](quint16 asVersion, const QByteArray &after) {
        QByteArray bytes;
        QDataStream out(&bytes, QIODevice::WriteOnly);
        out.setVersion(QDataStream::Qt_6_4);
        header.write(out, asVersion);
        out << quint32(1) << quint8(DocumentEdit::Kind::SetValues) << qint32(0) << qint32(0)
            << quint8(Field::ChangeFreq) << false << false << quint32(0);
        out << quint32(1) << qint32(2) << quint32(0) << quint32(1) << quint32(2);
        if (asVersion < 5) {
            out << true << QStringLiteral("daily") << true << QString::fromUtf8(after);
        } else {
            out << true;
            out.writeBytes("daily", 5);
            out << true;
            out.writeBytes(after.constData(), uint(after.size()));
        }
        out << quint32(0x454e4421);
        QVERIFY(rewrite(file, bytes));
    };
    struct Case
    {
        quint16 version;
        QByteArray after;
        EditJournal::RecoverResult result;
        QString value; // the changefreq after the recovery
    };
    const QString weekly = QStringLiteral("w\u00f6chentlich");
    const QByteArray utf8 = weekly.toUtf8();
    // The second byte of the o with diaeresis left out: no UTF-8.
    const QByteArray broken = utf8.left(2) + utf8.mid(3);
    const Case cases[] = {
        {4, utf8, EditJournal::RecoverResult::Recovered, weekly},
        {5, utf8, EditJournal::RecoverResult::Recovered, weekly},
        {5, broken, EditJournal::RecoverResult::Corrupt, QStringLiteral("daily")},
    };
    for (const Case &c : cases) {
        journal(c.version, c.after);
        EditJournal next(m_journals);
        auto fresh = open(m_sitemap);
        QCOMPARE(next.recover(m_sitemap, *fresh), c.result);
        QCOMPARE(fresh->value(0, 2, Field::ChangeFreq), c.value);
    }
}
