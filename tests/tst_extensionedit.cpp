// SPDX-License-Identifier: GPL-3.0-or-later
// The SetExtensions edit: an entry's extension XML replaced as one edit value, its
// undo, its journal record, the verdicts it changes (its own and those of the
// entries naming it), the table model's signals, and a save that keeps every
// byte that was not edited.

#include "documentloader.h"
#include "editjournal.h"
#include "extensionedits.h"
#include "extensionelements.h"
#include "sitemapdocument.h"
#include "sitemaptablemodel.h"
#include "sitemapwriter.h"
#include "testsupport.h"
#include "validator.h"

#include <QAbstractItemModelTester>
#include <QSignalSpy>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>

#include <memory>

using namespace TestSupport;

namespace {

const QByteArray Sitemap =
    "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
    "<urlset xmlns=\"http://www.sitemaps.org/schemas/sitemap/0.9\" "
    "xmlns:image=\"http://www.google.com/schemas/sitemap-image/1.1\" "
    "xmlns:xhtml=\"http://www.w3.org/1999/xhtml\">\n"
    "<url><loc>https://a.example/en</loc>"
    "<xhtml:link rel=\"alternate\" hreflang=\"en\" href=\"https://a.example/en\"/>"
    "<xhtml:link rel=\"alternate\" hreflang=\"de\" href=\"https://a.example/de\"/>"
    "<image:image>\n  <image:loc>https://a.example/i.png</image:loc>\n"
    "  <image:caption>Fish &amp; chips</image:caption>\n</image:image></url>\n"
    "<url><loc>https://a.example/de</loc>"
    "<xhtml:link rel=\"alternate\" hreflang=\"de\" href=\"https://a.example/de\"/></url>\n"
    "<url><loc>https://a.example/plain</loc><priority>0.5</priority></url>\n"
    "</urlset>\n";

// The same set with every alternate returned: nothing a save refuses.
const QByteArray Valid = QByteArray(Sitemap).replace(
    "hreflang=\"de\" href=\"https://a.example/de\"/></url>",
    "hreflang=\"de\" href=\"https://a.example/de\"/>"
    "<xhtml:link rel=\"alternate\" hreflang=\"en\" href=\"https://a.example/en\"/></url>");

const QString DeBacklink =
    QStringLiteral("<xhtml:link rel=\"alternate\" hreflang=\"en\" href=\"https://a.example/en\"/>");

std::unique_ptr<SitemapDocument> open(const QString &path)
{
    auto doc = std::make_unique<SitemapDocument>();
    DocumentLoader::load(*doc, path);
    return doc;
}

bool hasRule(const Validator &v, int file, int entry, const QString &rule)
{
    for (const Problem &p : v.entryProblems(file, entry)) {
        if (p.rule == rule)
            return true;
    }
    return false;
}

// The <url> elements of a written sitemap, each as its bytes.
QList<QByteArray> urlElements(const QByteArray &bytes)
{
    QList<QByteArray> out;
    qsizetype at = 0;
    while ((at = bytes.indexOf("<url>", at)) >= 0) {
        const qsizetype end = bytes.indexOf("</url>", at) + 6;
        out << bytes.mid(at, end - at);
        at = end;
    }
    return out;
}

QByteArray saved(SitemapDocument &doc, const QString &target)
{
    Validator validator(&doc);
    const SaveReport report = SitemapWriter::save(doc, validator, target);
    if (report.status != SaveReport::Status::Written) {
        for (const Problem &p : report.blocking)
            qWarning() << p.rule << p.message;
        return {};
    }
    return readAll(target);
}

} // namespace

class TestExtensionEdit : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase() { QStandardPaths::setTestModeEnabled(true); }
    void init()
    {
        m_dir = std::make_unique<QTemporaryDir>();
        QVERIFY(m_dir->isValid());
        m_path = writeFile(m_dir->path(), QStringLiteral("sitemap.xml"), Sitemap);
        m_valid = writeFile(m_dir->path(), QStringLiteral("valid.xml"), Valid);
    }

    void splitFindsTopLevelElements()
    {
        auto doc = open(m_path);
        const QString xml = doc->extensionsXml(0, 0);
        const auto spans = ExtensionElements::split(xml);
        QCOMPARE(spans.size(), size_t(3));
        QCOMPARE(spans[0].prefix, QStringLiteral("xhtml"));
        QCOMPARE(spans[0].local, QStringLiteral("link"));
        QCOMPARE(spans[2].local, QStringLiteral("image"));
        QCOMPARE(spans[2].end, xml.size());
        QCOMPARE(ExtensionElements::extensionCount(spans), doc->entry(0, 0).extensionCount);
        ExtensionElements::Node image;
        QVERIFY(ExtensionElements::read(
            QStringView(xml).sliced(spans[2].begin, spans[2].end - spans[2].begin),
            doc->namespaces(), &image));
        QCOMPARE(image.uri, Ns::Image);
        QCOMPARE(image.childText(QStringLiteral("loc")), QStringLiteral("https://a.example/i.png"));
        QCOMPARE(image.childText(QStringLiteral("caption")), QStringLiteral("Fish & chips"));
    }

    void applyAndUndo()
    {
        auto doc = open(m_path);
        const QString before = doc->extensionsXml(0, 1);
        const DocumentEdit e = doc->setExtensionsEdit(0, {1, 2}, {before + DeBacklink, QString()});
        QCOMPARE(e.kind, DocumentEdit::Kind::SetExtensions);
        QCOMPARE(e.size(), 1); // entry 2 keeps its (empty) XML: left out
        QCOMPARE(e.targets, std::vector<int>{1});
        QCOMPARE(e.extensionChanges[0].countBefore, quint32(1));
        QCOMPARE(e.extensionChanges[0].countAfter, quint32(2));
        QSignalSpy about(doc.get(), &SitemapDocument::extensionsAboutToChange);
        QSignalSpy changed(doc.get(), &SitemapDocument::extensionsChanged);
        doc->apply(e);
        QCOMPARE(about.size(), 1);
        QCOMPARE(changed.size(), 1);
        QCOMPARE(doc->extensionsXml(0, 1), before + DeBacklink);
        QCOMPARE(doc->entry(0, 1).extensionCount, quint32(2));
        // Nothing else of the entry changes.
        QCOMPARE(doc->value(0, 1, Field::Loc), QStringLiteral("https://a.example/de"));
        doc->revert(e);
        QCOMPARE(doc->extensionsXml(0, 1), before);
        QCOMPARE(doc->entry(0, 1).extensionCount, quint32(1));
        QVERIFY(doc->setExtensionsEdit(0, {1}, {before}).targets.empty());
    }

    void extensionPositionsFollowTheEdit()
    {
        // The reader's positions of extension children hold for what it read: after
        // an edit a problem points at the entry, after the undo at the element again.
        auto doc = open(m_path);
        const SitemapFile &f = doc->file(0);
        const TextPosition read = f.spot(doc->entry(0, 0), Spot::Extension, 2);
        QVERIFY(read.column > int(doc->entry(0, 0).column) || read.line > 3);
        const DocumentEdit e =
            doc->setExtensionsEdit(0, {0}, {DeBacklink + doc->extensionsXml(0, 0)});
        doc->apply(e);
        const TextPosition edited = f.spot(doc->entry(0, 0), Spot::Extension, 2);
        QCOMPARE(edited.line, int(doc->entry(0, 0).line));
        QCOMPARE(edited.column, int(doc->entry(0, 0).column));
        doc->revert(e);
        QCOMPARE(f.spot(doc->entry(0, 0), Spot::Extension, 2).column, read.column);
    }

    void validatorJudgesAgain()
    {
        auto doc = open(m_path);
        Validator v(doc.get());
        // The German page does not link back to the English one.
        QVERIFY(hasRule(v, 0, 0, QStringLiteral("hreflang-no-return")));
        QVERIFY(!hasRule(v, 0, 1, QStringLiteral("image-loc-missing")));
        QSignalSpy problems(&v, &Validator::entryProblemsChanged);
        const QString before = doc->extensionsXml(0, 1);
        const QString after = before + DeBacklink +
                              QStringLiteral("<image:image><image:caption>x</image:caption>"
                                             "</image:image>");
        const DocumentEdit e = doc->setExtensionsEdit(0, {1}, {after});
        doc->apply(e);
        QVERIFY(!problems.isEmpty());
        // Its own rules and the set rules of the entry naming it.
        QVERIFY(hasRule(v, 0, 1, QStringLiteral("image-loc-missing")));
        QVERIFY(!hasRule(v, 0, 0, QStringLiteral("hreflang-no-return")));
        doc->revert(e);
        QVERIFY(!hasRule(v, 0, 1, QStringLiteral("image-loc-missing")));
        QVERIFY(hasRule(v, 0, 0, QStringLiteral("hreflang-no-return")));
        // The same as a validator that reads the document afresh.
        doc->apply(e);
        Validator fresh(doc.get());
        for (int entry = 0; entry < doc->entryCount(0); ++entry)
            QCOMPARE(v.entryRuleMask(0, entry), fresh.entryRuleMask(0, entry));
        QCOMPARE(v.fileRuleMask(0), fresh.fileRuleMask(0));
    }

    void newNamespaceIsDeclared()
    {
        auto doc = open(m_valid);
        QCOMPARE(doc->namespaces().uriFor(QStringLiteral("video")), QString());
        const QString prefix = doc->extensionPrefix(Ns::Video);
        QCOMPARE(prefix, QStringLiteral("video"));
        const QString video = QStringLiteral(
            "<video:video><video:thumbnail_loc>https://a.example/t.jpg</video:thumbnail_loc>"
            "<video:title>T</video:title><video:description>D</video:description>"
            "<video:content_loc>https://a.example/v.mp4</video:content_loc></video:video>");
        const DocumentEdit e = doc->setExtensionsEdit(0, {2}, {video});
        QCOMPARE(e.namespaces.size(), size_t(1));
        QCOMPARE(e.namespaces[0].second, Ns::Video);
        // A document that never registered it (a journal replayed on the file) gets it.
        auto other = open(m_valid);
        other->apply(e);
        QCOMPARE(other->namespaces().uriFor(QStringLiteral("video")), Ns::Video);
        const QByteArray out = saved(*other, m_dir->filePath(QStringLiteral("out.xml")));
        QVERIFY2(out.contains("xmlns:video=\"http://www.google.com/schemas/sitemap-video/1.1\""),
                 out.constData());
        QVERIFY(out.contains(video.toUtf8()));
    }

    void saveKeepsEverythingNotEdited()
    {
        auto doc = open(m_valid);
        const QByteArray plain = saved(*doc, m_dir->filePath(QStringLiteral("plain.xml")));
        // Change the second alternate of entry 0 only.
        const QString xml = doc->extensionsXml(0, 0);
        const auto spans = ExtensionElements::split(xml);
        const QString changed = xml.left(spans[1].begin) +
                                QStringLiteral("<xhtml:link rel=\"alternate\" hreflang=\"de-AT\" "
                                               "href=\"https://a.example/de\"/>") +
                                xml.mid(spans[1].end);
        doc->apply(doc->setExtensionsEdit(0, {0}, {changed}));
        const QByteArray edited = saved(*doc, m_dir->filePath(QStringLiteral("edited.xml")));
        const QList<QByteArray> a = urlElements(plain);
        const QList<QByteArray> b = urlElements(edited);
        QCOMPARE(a.size(), 3);
        QCOMPARE(b.size(), 3);
        QCOMPARE(b[1], a[1]);
        QCOMPARE(b[2], a[2]);
        QCOMPARE(edited.left(edited.indexOf("<url>")), plain.left(plain.indexOf("<url>")));
        // In the edited entry, the untouched elements keep their bytes.
        const QByteArray first = xml.left(spans[1].begin).toUtf8();
        const QByteArray image = xml.mid(spans[2].begin).toUtf8();
        QVERIFY(b[0].contains(first + "<xhtml:link rel=\"alternate\" hreflang=\"de-AT\""));
        QVERIFY(b[0].contains(image));
        QVERIFY(a[0].contains(image));
        QCOMPARE(b[0].size() - a[0].size(), qsizetype(3));
    }

    void journalledAndRecovered()
    {
        const QString journals = m_dir->filePath(QStringLiteral("autosave"));
        auto doc = open(m_path);
        DocumentEdit e;
        {
            EditJournal store(journals);
            QVERIFY(store.begin(*doc));
            e = doc->setExtensionsEdit(0, {0, 1},
                                       {QString(), doc->extensionsXml(0, 1) + DeBacklink});
            QCOMPARE(e.size(), 2);
            doc->apply(e);
            store.record(e);
            const DocumentEdit undo = e.inverse();
            doc->apply(undo);
            store.record(undo);
            doc->apply(e);
            store.record(e);
            QVERIFY(store.flush());
        }
        EditJournal next(journals);
        auto fresh = open(m_path);
        QCOMPARE(next.recover(m_path, *fresh), EditJournal::RecoverResult::Recovered);
        for (int entry = 0; entry < doc->entryCount(0); ++entry) {
            QCOMPARE(fresh->extensionsXml(0, entry), doc->extensionsXml(0, entry));
            QCOMPARE(fresh->entry(0, entry).extensionCount, doc->entry(0, entry).extensionCount);
        }
        QCOMPARE(fresh->extensionsXml(0, 0), QString());
    }

    void modelSignalsTheRows()
    {
        auto doc = open(m_path);
        Validator v(doc.get());
        SitemapTableModel model;
        model.setDocument(doc.get(), &v);
        QAbstractItemModelTester tester(&model,
                                        QAbstractItemModelTester::FailureReportingMode::QtTest);
        QSignalSpy changed(&model, &QAbstractItemModel::dataChanged);
        const DocumentEdit e = doc->setExtensionsEdit(
            0, {1}, {doc->extensionsXml(0, 1) + QStringLiteral("<image:image/>")});
        doc->apply(e);
        QVERIFY(!changed.isEmpty());
        bool rowOne = false;
        for (const QList<QVariant> &args : changed) {
            const auto top = args[0].value<QModelIndex>();
            const auto bottom = args[1].value<QModelIndex>();
            if (top.row() <= 1 && bottom.row() >= 1)
                rowOne = true;
        }
        QVERIFY(rowOne);
        QCOMPARE(model.rowCount(), 3);
        doc->revert(e);
        QCOMPARE(model.rowCount(), 3);
    }

    void elementEditsKeepTheRest()
    {
        const QString xml = QStringLiteral(
            "<xhtml:link rel=\"alternate\" hreflang=\"en\" href=\"https://a.example/en\"/>"
            "<image:image>\n  <image:loc> https://a.example/i.png </image:loc>"
            "<image:title>T</image:title></image:image><v:x a=\"1\">t</v:x>");
        // Added after the last element of its kind, or at the end.
        const QString link =
            ExtensionEdits::alternateXml(QStringLiteral("xhtml"), QStringLiteral("de"),
                                         QStringLiteral("https://a.example/d?a&b"));
        QCOMPARE(link, QStringLiteral("<xhtml:link rel=\"alternate\" hreflang=\"de\" "
                                      "href=\"https://a.example/d?a&amp;b\"/>"));
        const QString withLink =
            ExtensionEdits::added(xml, link, QStringLiteral("xhtml"), QStringLiteral("link"));
        QCOMPARE(withLink, xml.left(xml.indexOf(QLatin1String("<image:"))) + link +
                               xml.mid(xml.indexOf(QLatin1String("<image:"))));
        QCOMPARE(ExtensionEdits::added(xml, QStringLiteral("<news:news/>"), QStringLiteral("news"),
                                       QStringLiteral("news")),
                 xml + QStringLiteral("<news:news/>"));
        // Removed: the neighbours stay as they were.
        QCOMPARE(ExtensionEdits::replaced(withLink, 1, QString()), xml);
        // An image's loc text replaced in place, its other children kept.
        const auto spans = ExtensionElements::split(xml);
        const QString image = xml.mid(spans[1].begin, spans[1].end - spans[1].begin);
        QCOMPARE(*ExtensionEdits::withImageLoc(image, QStringLiteral("image"),
                                               QStringLiteral("https://a.example/j.png")),
                 QStringLiteral("<image:image>\n  <image:loc>https://a.example/j.png</image:loc>"
                                "<image:title>T</image:title></image:image>"));
        QCOMPARE(*ExtensionEdits::withImageLoc(QStringLiteral("<image:image/>"),
                                               QStringLiteral("image"), QStringLiteral("u")),
                 QStringLiteral("<image:image><image:loc>u</image:loc></image:image>"));
    }

    void clusterMadeConsistent()
    {
        // en lists en, de; de lists de only; fr is listed by nobody but lists en and
        // a wrong href for de.
        const QByteArray bytes =
            "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
            "<urlset xmlns=\"http://www.sitemaps.org/schemas/sitemap/0.9\" "
            "xmlns:xhtml=\"http://www.w3.org/1999/xhtml\">\n"
            "<url><loc>https://a.example/en</loc>"
            "<xhtml:link rel=\"alternate\" hreflang=\"en\" href=\"https://a.example/en\"/>"
            "<xhtml:link rel=\"alternate\" hreflang=\"de\" href=\"https://a.example/de\"/>"
            "<xhtml:link rel=\"alternate\" hreflang=\"fr\" href=\"https://a.example/fr\"/>"
            "</url>\n"
            "<url><loc>https://a.example/de</loc>"
            "<xhtml:link rel=\"alternate\" hreflang=\"de\" href=\"https://a.example/de\"/>"
            "</url>\n"
            "<url><loc>https://a.example/fr</loc><priority>0.3</priority>"
            "<xhtml:link rel=\"alternate\" hreflang=\"de\" href=\"https://a.example/wrong\"/>"
            "<xhtml:link rel=\"alternate\" hreflang=\"en\" href=\"https://a.example/en\"/>"
            "</url>\n"
            "<url><loc>https://a.example/other</loc></url>\n"
            "</urlset>\n";
        auto doc = open(writeFile(m_dir->path(), QStringLiteral("cluster.xml"), bytes));
        Validator v(doc.get());
        QVERIFY(hasRule(v, 0, 0, QStringLiteral("hreflang-no-return")));
        const QString enBefore = doc->extensionsXml(0, 0);
        const ExtensionEdits::LocLookup lookup(*doc);
        // The validator's keys find the same entries as an index of the URLs.
        const ExtensionEdits::LocLookup fast(*doc, &v);
        for (const char *url : {"https://a.example/de", "https://A.example/fr",
                                "http://a.example/en", "https://a.example/wrong", "relative/en"})
            QCOMPARE(fast.find(QLatin1String(url)), lookup.find(QLatin1String(url)));
        QCOMPARE(fast.find(QStringLiteral("https://a.example/de")), (std::pair<int, int>(0, 1)));
        const ExtensionEdits::ClusterPlan plan =
            ExtensionEdits::consistentCluster(*doc, 0, 1, lookup);
        QCOMPARE(plan.pairs.size(), size_t(3));
        QCOMPARE(plan.members.size(), size_t(3));
        QCOMPARE(plan.edits.size(), size_t(1));                    // one file: one edit
        QCOMPARE(plan.edits[0].targets, (std::vector<int>{1, 2})); // en is complete already
        doc->apply(plan.edits[0]);
        QCOMPARE(doc->extensionsXml(0, 0), enBefore);
        for (int e = 0; e < 3; ++e) {
            const auto alts = ExtensionEdits::alternates(*doc, 0, e);
            QCOMPARE(alts.size(), size_t(3));
            QStringList pairs;
            for (const auto &a : alts)
                pairs << a.hreflang + QLatin1Char(' ') + a.href;
            pairs.sort();
            QCOMPARE(pairs, (QStringList{QStringLiteral("de https://a.example/de"),
                                         QStringLiteral("en https://a.example/en"),
                                         QStringLiteral("fr https://a.example/fr")}));
        }
        // fr keeps its en link as written, before the added ones; the wrong de is gone.
        QVERIFY(doc->extensionsXml(0, 2).startsWith(QStringLiteral(
            "<xhtml:link rel=\"alternate\" hreflang=\"en\" href=\"https://a.example/en\"/>")));
        QCOMPARE(doc->value(0, 2, Field::Priority), QStringLiteral("0.3"));
        QCOMPARE(doc->extensionsXml(0, 3), QString());
        for (int e = 0; e < 3; ++e) {
            for (const char *rule : {"hreflang-no-return", "hreflang-target-missing",
                                     "hreflang-cluster-mismatch", "hreflang-no-self"})
                QVERIFY2(!hasRule(v, 0, e, QLatin1String(rule)), rule);
        }
        // Consistent now: nothing more to do.
        QVERIFY(ExtensionEdits::consistentCluster(*doc, 0, 0, ExtensionEdits::LocLookup(*doc))
                    .edits.empty());
    }

private:
    std::unique_ptr<QTemporaryDir> m_dir;
    QString m_path;
    QString m_valid;
};

QTEST_GUILESS_MAIN(TestExtensionEdit)
#include "tst_extensionedit.moc"
