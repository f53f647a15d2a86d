// SPDX-License-Identifier: GPL-3.0-or-later
// The Entry Details dock through the real window: it follows the table's current
// row and shows the URL as written and as shown, the fields, alternates (in the
// set, linking back; activating one selects its entry), images, videos, news and
// other extensions with their problems. Alternates and images added, changed and
// removed there are each one undo step, journalled and judged at once; a cluster
// made consistent is one step over its members; a save keeps every byte of what
// was not edited.

#include "editjournal.h"
#include "entrydetailsdock.h"
#include "guitestcase.h"
#include "mainwindow.h"
#include "messageboxes.h"
#include "saveoptionsdialog.h"
#include "screenshots.h"
#include "sitemapdocument.h"
#include "sitemaptablemodel.h"
#include "testsupport.h"
#include "validator.h"

#include <QAction>
#include <QApplication>
#include <QDir>
#include <QGroupBox>
#include <QLineEdit>
#include <QMenuBar>
#include <QPlainTextEdit>
#include <QProcess>
#include <QPushButton>
#include <QScreen>
#include <QSignalSpy>
#include <QTableView>
#include <QTemporaryDir>
#include <QTest>
#include <QTreeWidget>
#include <QUndoStack>

#include <memory>

namespace {

const QByteArray Shop =
    "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
    "<urlset xmlns=\"http://www.sitemaps.org/schemas/sitemap/0.9\"\n"
    "        xmlns:image=\"http://www.google.com/schemas/sitemap-image/1.1\"\n"
    "        xmlns:video=\"http://www.google.com/schemas/sitemap-video/1.1\"\n"
    "        xmlns:news=\"http://www.google.com/schemas/sitemap-news/0.9\"\n"
    "        xmlns:xhtml=\"http://www.w3.org/1999/xhtml\"\n"
    "        xmlns:shop=\"https://shop.example.org/schema/1.0\">\n"
    "  <url>\n"
    "    <loc>https://www.beispiel-laden.de/en/teapots/k%C3%BCchen-edition</loc>\n"
    "    <lastmod>2026-10-02</lastmod>\n"
    "    <changefreq>weekly</changefreq>\n"
    "    <priority>0.8</priority>\n"
    "    <xhtml:link rel=\"alternate\" hreflang=\"en\" "
    "href=\"https://www.beispiel-laden.de/en/teapots/k%C3%BCchen-edition\"/>\n"
    "    <xhtml:link rel=\"alternate\" hreflang=\"de\" "
    "href=\"https://www.beispiel-laden.de/de/teekannen/kuechen-edition\"/>\n"
    "    <xhtml:link rel=\"alternate\" hreflang=\"fr\" "
    "href=\"https://www.beispiel-laden.de/fr/theieres/edition-cuisine\"/>\n"
    "    <xhtml:link rel=\"alternate\" hreflang=\"x-default\" "
    "href=\"https://www.beispiel-laden.de/en/teapots/k%C3%BCchen-edition\"/>\n"
    "    <image:image>\n"
    "      <image:loc>https://www.beispiel-laden.de/img/teapot-front.jpg</image:loc>\n"
    "      <image:caption>Teapot, front view</image:caption>\n"
    "    </image:image>\n"
    "    <image:image>\n"
    "      <image:loc>https://www.beispiel-laden.de/img/teapot-side.jpg</image:loc>\n"
    "    </image:image>\n"
    "    <video:video>\n"
    "      "
    "<video:thumbnail_loc>https://www.beispiel-laden.de/img/teapot-video.jpg</"
    "video:thumbnail_loc>\n"
    "      <video:title>Brewing with the kitchen edition</video:title>\n"
    "      <video:description>Three minutes from cold water to tea.</video:description>\n"
    "      <video:content_loc>https://www.beispiel-laden.de/video/teapot.mp4</video:content_loc>\n"
    "      <video:duration>185</video:duration>\n"
    "      <video:restriction relationship=\"allow\">DE AT CH</video:restriction>\n"
    "    </video:video>\n"
    "    <shop:stock level=\"12\">in stock</shop:stock>\n"
    "  </url>\n"
    "  <url>\n"
    "    <loc>https://www.beispiel-laden.de/de/teekannen/kuechen-edition</loc>\n"
    "    <lastmod>2026-10-02</lastmod>\n"
    "    <xhtml:link rel=\"alternate\" hreflang=\"de\" "
    "href=\"https://www.beispiel-laden.de/de/teekannen/kuechen-edition\"/>\n"
    "    <xhtml:link rel=\"alternate\" hreflang=\"en\" "
    "href=\"https://www.beispiel-laden.de/en/teapots/k%C3%BCchen-edition\"/>\n"
    "  </url>\n"
    "  <url>\n"
    "    <loc>https://www.beispiel-laden.de/fr/theieres/edition-cuisine</loc>\n"
    "    <lastmod>2026-10-01</lastmod>\n"
    "    <xhtml:link rel=\"alternate\" hreflang=\"fr\" "
    "href=\"https://www.beispiel-laden.de/fr/theieres/edition-cuisine\"/>\n"
    "  </url>\n"
    "  <url>\n"
    "    <loc>https://www.beispiel-laden.de/news/tea-festival</loc>\n"
    "    <news:news>\n"
    "      <news:publication>\n"
    "        <news:name>Beispiel-Laden Journal</news:name>\n"
    "        <news:language>en</news:language>\n"
    "      </news:publication>\n"
    "      <news:publication_date>2026-11-25T09:00:00+01:00</news:publication_date>\n"
    "      <news:title>Tea festival opens in Hamburg</news:title>\n"
    "    </news:news>\n"
    "  </url>\n"
    "</urlset>\n";

const QString En = QStringLiteral("https://www.beispiel-laden.de/en/teapots/k%C3%BCchen-edition");
const QString De = QStringLiteral("https://www.beispiel-laden.de/de/teekannen/kuechen-edition");
const QString Fr = QStringLiteral("https://www.beispiel-laden.de/fr/theieres/edition-cuisine");

// A set with nothing a save refuses: two pages listing each other, an image, a plain one.
const QByteArray Valid =
    "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
    "<urlset xmlns=\"http://www.sitemaps.org/schemas/sitemap/0.9\" "
    "xmlns:image=\"http://www.google.com/schemas/sitemap-image/1.1\" "
    "xmlns:xhtml=\"http://www.w3.org/1999/xhtml\">\n"
    "<url>\n"
    "  <loc>https://www.beispiel-laden.de/en/</loc>\n"
    "  <xhtml:link rel=\"alternate\" hreflang=\"en\" href=\"https://www.beispiel-laden.de/en/\"/>\n"
    "  <xhtml:link href=\"https://www.beispiel-laden.de/de/\" hreflang=\"de\" rel=\"alternate\"/>\n"
    "  <image:image>\n"
    "    <image:loc>https://www.beispiel-laden.de/img/a.jpg</image:loc>\n"
    "    <image:title>Kept &amp; as written</image:title>\n"
    "  </image:image>\n"
    "</url>\n"
    "<url>\n"
    "  <loc>https://www.beispiel-laden.de/de/</loc>\n"
    "  <xhtml:link rel=\"alternate\" hreflang=\"de\" href=\"https://www.beispiel-laden.de/de/\"/>\n"
    "  <xhtml:link rel=\"alternate\" hreflang=\"en\" href=\"https://www.beispiel-laden.de/en/\"/>\n"
    "</url>\n"
    "<url>\n"
    "  <loc>https://www.beispiel-laden.de/impressum</loc>\n"
    "  <lastmod>2026-09-30</lastmod>\n"
    "</url>\n"
    "</urlset>\n";

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

bool hasRule(const Validator *v, int entry, const char *rule)
{
    for (const Problem &p : v->entryProblems(0, entry)) {
        if (p.rule == QLatin1String(rule))
            return true;
    }
    return false;
}

QStringList columnTexts(const QTreeWidget *view, int column)
{
    QStringList out;
    for (int i = 0; i < view->topLevelItemCount(); ++i)
        out << view->topLevelItem(i)->text(column);
    return out;
}

QTreeWidgetItem *childNamed(QTreeWidgetItem *parent, const QString &prefix)
{
    for (int i = 0; i < parent->childCount(); ++i) {
        if (parent->child(i)->text(0).startsWith(prefix))
            return parent->child(i);
    }
    return nullptr;
}

} // namespace

class TestGuiDetails : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase()
    {
        QVERIFY(m_settings.isValid());
        TestSupport::isolateUserState(m_settings.path());
    }
    void init();
    void cleanup();

    void detailsOfEachKind();
    void alternateAddedUndoneRedone();
    void alternateChangedAndRemoved();
    void imageAddedChangedRemoved();
    void clusterMadeConsistent();
    void saveKeepsEveryOtherByte();
    // Not a check: the documentation's pictures, taken when SITEMAP_SCREENSHOT_DIR
    // names a folder and the window runs on a real display (see docs/editor.md).
    void screenshots();

private:
    void open(const QByteArray &bytes);
    void select(int row);
    QPushButton *button(const QString &text, QWidget *in) const;

    QTemporaryDir m_settings;
    std::unique_ptr<QTemporaryDir> m_dir;
    std::unique_ptr<MainWindow> m_window;
    EntryDetailsDock *m_dock = nullptr;
    QString m_path;
};

void TestGuiDetails::init()
{
    m_dir = std::make_unique<QTemporaryDir>();
    m_window = std::make_unique<MainWindow>();
    m_window->show();
    QVERIFY(QTest::qWaitForWindowExposed(m_window.get()));
    m_dock = m_window->detailsDock();
    QVERIFY(m_dock);
}

void TestGuiDetails::cleanup()
{
    MessageBoxes::setAutoAnswer(QMessageBox::Discard);
    m_window.reset();
    MessageBoxes::setAutoAnswer(QMessageBox::NoButton);
    m_dir.reset();
}

void TestGuiDetails::open(const QByteArray &bytes)
{
    m_path = TestSupport::writeFile(m_dir->path(), QStringLiteral("sitemap.xml"), bytes);
    QSignalSpy loaded(m_window.get(), &MainWindow::loadFinished);
    QVERIFY(m_window->openFile(m_path));
    QVERIFY(loaded.wait(10000));
    // View > Entry Details.
    QAction *toggle = m_window->findChild<QAction *>(QStringLiteral("actionEntryDetails"));
    QVERIFY(toggle);
    if (!m_dock->isVisible())
        toggle->trigger();
    QVERIFY(m_dock->isVisible());
}

void TestGuiDetails::select(int row)
{
    QTableView *table = m_window->table();
    table->setFocus();
    table->setCurrentIndex(m_window->model()->index(row, SitemapTableModel::LocColumn));
    QCOMPARE(m_dock->entry(), m_window->model()->entryAt(row));
    QApplication::processEvents();
}

QPushButton *TestGuiDetails::button(const QString &text, QWidget *in) const
{
    for (QPushButton *b : in->findChildren<QPushButton *>()) {
        if (b->text() == text)
            return b;
    }
    return nullptr;
}

void TestGuiDetails::detailsOfEachKind()
{
    open(Shop);
    QCOMPARE(m_window->model()->rowCount(), 4);
    select(0);

    // The URL as the file holds it and as the table shows it.
    QCOMPARE(m_dock->rawUrlEdit()->text(), En);
    QCOMPARE(m_dock->shownUrlEdit()->text(),
             QStringLiteral("https://www.beispiel-laden.de/en/teapots/küchen-edition"));
    QCOMPARE(columnTexts(m_dock->fieldsView(), 1),
             (QStringList{QStringLiteral("2026-10-02"), QStringLiteral("weekly"),
                          QStringLiteral("0.8")}));

    // Alternates: whether each URL is in the set and links back.
    QTreeWidget *alts = m_dock->alternatesView();
    QCOMPARE(columnTexts(alts, 0),
             (QStringList{QStringLiteral("en"), QStringLiteral("de"), QStringLiteral("fr"),
                          QStringLiteral("x-default")}));
    QCOMPARE(columnTexts(alts, 2), (QStringList{QStringLiteral("yes"), QStringLiteral("yes"),
                                                QStringLiteral("yes"), QStringLiteral("yes")}));
    QCOMPARE(columnTexts(alts, 3), (QStringList{QStringLiteral("yes"), QStringLiteral("yes"),
                                                QStringLiteral("no"), QStringLiteral("yes")}));
    // The problem of the French page is next to it.
    QVERIFY(!alts->topLevelItem(2)->icon(0).isNull());
    QVERIFY(alts->topLevelItem(2)->toolTip(1).contains(Fr));
    QVERIFY(alts->topLevelItem(1)->icon(0).isNull());
    QVERIFY2(m_dock->alternatesBox()->title().contains(QLatin1String("1 problem")),
             qPrintable(m_dock->alternatesBox()->title()));
    bool listed = false;
    for (int i = 0; i < m_dock->problemsView()->topLevelItemCount(); ++i)
        listed |= m_dock->problemsView()->topLevelItem(i)->data(0, Qt::UserRole).toString() ==
                  QLatin1String("hreflang-no-return");
    QVERIFY(listed);

    // Images with their deprecated fields.
    QTreeWidget *images = m_dock->imagesView();
    QCOMPARE(images->topLevelItemCount(), 2);
    QCOMPARE(images->topLevelItem(0)->text(0),
             QStringLiteral("https://www.beispiel-laden.de/img/teapot-front.jpg"));
    QCOMPARE(images->topLevelItem(0)->text(1), QStringLiteral("Teapot, front view"));
    QVERIFY(!images->topLevelItem(0)->icon(0).isNull()); // image-deprecated
    QCOMPARE(images->topLevelItem(1)->text(1), QString());

    // The video with every field, attributes included.
    QVERIFY(m_dock->videosBox()->isVisible());
    QTreeWidget *videos = m_dock->videosView();
    QCOMPARE(videos->topLevelItemCount(), 1);
    QTreeWidgetItem *video = videos->topLevelItem(0);
    QCOMPARE(video->text(1), QStringLiteral("Brewing with the kitchen edition"));
    QCOMPARE(video->childCount(), 6);
    QCOMPARE(childNamed(video, QStringLiteral("duration"))->text(1), QStringLiteral("185"));
    QCOMPARE(childNamed(video, QStringLiteral("restriction"))->text(0),
             QStringLiteral("restriction [relationship=allow]"));
    QCOMPARE(childNamed(video, QStringLiteral("restriction"))->text(1), QStringLiteral("DE AT CH"));
    QVERIFY(!m_dock->newsBox()->isVisible());

    // Other extensions: their XML, read-only.
    QVERIFY(m_dock->otherBox()->isVisible());
    QVERIFY(m_dock->otherView()->isReadOnly());
    QVERIFY2(m_dock->otherView()->toPlainText().contains(QLatin1String("level=\"12\">in stock</")),
             qPrintable(m_dock->otherView()->toPlainText()));

    // Activating an alternate selects its entry.
    QSignalSpy activated(m_dock, &EntryDetailsDock::entryActivated);
    alts->setCurrentItem(alts->topLevelItem(1));
    emit alts->itemActivated(alts->topLevelItem(1), 0);
    QCOMPARE(activated.size(), 1);
    QCOMPARE(m_window->model()->entryAt(m_window->table()->currentIndex().row()), 1);
    QCOMPARE(m_dock->entry(), 1);
    QCOMPARE(m_dock->rawUrlEdit()->text(), De);
    QCOMPARE(m_dock->alternatesView()->topLevelItemCount(), 2);
    QVERIFY(!m_dock->videosBox()->isVisible());
    QVERIFY(!m_dock->otherBox()->isVisible());

    // News.
    select(3);
    QVERIFY(m_dock->newsBox()->isVisible());
    QTreeWidget *news = m_dock->newsView();
    QCOMPARE(news->topLevelItemCount(), 1);
    QTreeWidgetItem *item = news->topLevelItem(0);
    QCOMPARE(item->text(1), QStringLiteral("Tea festival opens in Hamburg"));
    QTreeWidgetItem *publication = childNamed(item, QStringLiteral("publication"));
    QVERIFY(publication);
    QCOMPARE(childNamed(publication, QStringLiteral("name"))->text(1),
             QStringLiteral("Beispiel-Laden Journal"));
    QCOMPARE(childNamed(publication, QStringLiteral("language"))->text(1), QStringLiteral("en"));
    QCOMPARE(childNamed(item, QStringLiteral("publication_date"))->text(1),
             QStringLiteral("2026-11-25T09:00:00+01:00"));
    QCOMPARE(m_dock->alternatesView()->topLevelItemCount(), 0);
    QCOMPARE(m_dock->imagesView()->topLevelItemCount(), 0);
}

void TestGuiDetails::alternateAddedUndoneRedone()
{
    open(Shop);
    QUndoStack *undo = m_window->undoStack();
    const Validator *v = m_window->validator();
    QVERIFY(hasRule(v, 0, "hreflang-no-return"));
    select(2); // the French page lists itself only
    QCOMPARE(m_dock->alternatesView()->topLevelItemCount(), 1);
    QPushButton *add = button(QStringLiteral("Add"), m_dock->alternatesBox());
    QVERIFY(add);
    QVERIFY(!add->isEnabled());
    QTest::keyClicks(m_dock->languageEdit(), QStringLiteral("en"));
    QVERIFY(!add->isEnabled()); // a URL too
    QTest::keyClicks(m_dock->alternateUrlEdit(), En);
    QVERIFY(add->isEnabled());
    const int before = undo->count();
    const int journalled = m_window->journal()->pendingEditCount();
    QTest::mouseClick(add, Qt::LeftButton);

    // One undo step, journalled, judged at once: the English page's link to this one
    // now comes back.
    QCOMPARE(undo->count(), before + 1);
    QCOMPARE(undo->undoText(), QStringLiteral("Add alternate en"));
    QCOMPARE(m_window->journal()->pendingEditCount(), journalled + 1);
    QVERIFY(m_window->isWindowModified());
    QVERIFY(!hasRule(v, 0, "hreflang-no-return"));
    QTRY_COMPARE(m_dock->alternatesView()->topLevelItemCount(), 2);
    QCOMPARE(m_dock->alternatesView()->topLevelItem(1)->text(0), QStringLiteral("en"));
    QCOMPARE(m_dock->alternatesView()->topLevelItem(1)->text(3), QStringLiteral("yes"));
    const QString added = m_window->document()->extensionsXml(0, 2);
    QVERIFY2(
        added.endsWith(
            QStringLiteral("<xhtml:link rel=\"alternate\" hreflang=\"en\" href=\"%1\"/>").arg(En)),
        qPrintable(added));

    undo->undo();
    QTRY_COMPARE(m_dock->alternatesView()->topLevelItemCount(), 1);
    QVERIFY(hasRule(v, 0, "hreflang-no-return"));
    // Undone to the saved state: nothing left to recover.
    QVERIFY(!m_window->isWindowModified());
    QCOMPARE(m_window->journal()->pendingEditCount(), 0);
    undo->redo();
    QVERIFY(m_window->isWindowModified());
    QCOMPARE(m_window->journal()->pendingEditCount(), 1);
    QTRY_COMPARE(m_dock->alternatesView()->topLevelItemCount(), 2);
    QCOMPARE(m_window->document()->extensionsXml(0, 2), added);
    QVERIFY(!hasRule(v, 0, "hreflang-no-return"));
}

void TestGuiDetails::alternateChangedAndRemoved()
{
    open(Shop);
    QUndoStack *undo = m_window->undoStack();
    select(0);
    QTreeWidget *alts = m_dock->alternatesView();
    const QString before = m_window->document()->extensionsXml(0, 0);
    // Choosing one fills the form; Change writes its new values in place.
    alts->setCurrentItem(alts->topLevelItem(1));
    QCOMPARE(m_dock->languageEdit()->text(), QStringLiteral("de"));
    QCOMPARE(m_dock->alternateUrlEdit()->text(), De);
    m_dock->languageEdit()->selectAll();
    QTest::keyClicks(m_dock->languageEdit(), QStringLiteral("de-AT"));
    QTest::mouseClick(button(QStringLiteral("Change"), m_dock->alternatesBox()), Qt::LeftButton);
    QCOMPARE(undo->undoText(), QStringLiteral("Change alternate de-AT"));
    const QString changed = m_window->document()->extensionsXml(0, 0);
    QCOMPARE(changed, QString(before).replace(QStringLiteral("hreflang=\"de\""),
                                              QStringLiteral("hreflang=\"de-AT\"")));
    QTRY_COMPARE(alts->topLevelItem(1)->text(0), QStringLiteral("de-AT"));
    // The chosen one stays chosen after the change.
    QCOMPARE(alts->currentItem(), alts->topLevelItem(1));

    QTest::mouseClick(button(QStringLiteral("Remove"), m_dock->alternatesBox()), Qt::LeftButton);
    QCOMPARE(undo->undoText(), QStringLiteral("Remove alternate de-AT"));
    QTRY_COMPARE(alts->topLevelItemCount(), 3);
    QCOMPARE(columnTexts(alts, 0), (QStringList{QStringLiteral("en"), QStringLiteral("fr"),
                                                QStringLiteral("x-default")}));
    undo->undo();
    undo->undo();
    QCOMPARE(m_window->document()->extensionsXml(0, 0), before);
    QTRY_COMPARE(alts->topLevelItemCount(), 4);
}

void TestGuiDetails::imageAddedChangedRemoved()
{
    open(Shop);
    QUndoStack *undo = m_window->undoStack();
    select(3); // the news entry has no image
    QTreeWidget *images = m_dock->imagesView();
    QCOMPARE(images->topLevelItemCount(), 0);
    const QString before = m_window->document()->extensionsXml(0, 3);
    const int steps = undo->count();
    QTest::keyClicks(m_dock->imageUrlEdit(), QStringLiteral("https://www.beispiel-laden.de/f.jpg"));
    QTest::keyClick(m_dock->imageUrlEdit(), Qt::Key_Return);
    QCOMPARE(undo->count(), steps + 1);
    QCOMPARE(undo->undoText(), QStringLiteral("Add image"));
    QTRY_COMPARE(images->topLevelItemCount(), 1);
    QCOMPARE(m_window->document()->extensionsXml(0, 3),
             before + QStringLiteral("<image:image><image:loc>https://www.beispiel-laden.de/"
                                     "f.jpg</image:loc></image:image>"));
    QCOMPARE(m_window->document()->entry(0, 3).extensionCount, quint32(2));

    // An image URL that is not absolute is flagged at once.
    images->setCurrentItem(images->topLevelItem(0));
    m_dock->imageUrlEdit()->selectAll();
    QTest::keyClicks(m_dock->imageUrlEdit(), QStringLiteral("f2.jpg"));
    QTest::mouseClick(button(QStringLiteral("Change"), m_dock->imagesBox()), Qt::LeftButton);
    QCOMPARE(undo->count(), steps + 2);
    QTRY_COMPARE(images->topLevelItem(0)->text(0), QStringLiteral("f2.jpg"));
    QVERIFY(hasRule(m_window->validator(), 3, "image-loc-invalid"));
    QVERIFY2(m_dock->imagesBox()->title().contains(QLatin1String("problem")),
             qPrintable(m_dock->imagesBox()->title()));

    QTest::mouseClick(button(QStringLiteral("Remove"), m_dock->imagesBox()), Qt::LeftButton);
    QCOMPARE(undo->count(), steps + 3);
    QTRY_COMPARE(images->topLevelItemCount(), 0);
    QCOMPARE(m_window->document()->extensionsXml(0, 3), before);
    QVERIFY(!hasRule(m_window->validator(), 3, "image-loc-invalid"));
    undo->undo();
    QTRY_COMPARE(images->topLevelItemCount(), 1);
}

void TestGuiDetails::clusterMadeConsistent()
{
    open(Shop);
    QUndoStack *undo = m_window->undoStack();
    const Validator *v = m_window->validator();
    SitemapDocument *doc = m_window->document();
    QStringList before;
    for (int e = 0; e < 4; ++e)
        before << doc->extensionsXml(0, e);
    select(1); // from the German page: its cluster is found through who names it
    const int steps = undo->count();
    QVERIFY(m_dock->clusterButton()->isEnabled());
    QTest::mouseClick(m_dock->clusterButton(), Qt::LeftButton);
    QCOMPARE(undo->count(), steps + 1);
    QCOMPARE(undo->undoText(), QStringLiteral("Make hreflang cluster consistent"));
    // Every member lists every member and itself (x-default too).
    for (int e = 0; e < 3; ++e) {
        QStringList pairs;
        for (const auto &[lang, href] : {std::pair{"en", En}, std::pair{"de", De},
                                         std::pair{"fr", Fr}, std::pair{"x-default", En}}) {
            const QString link =
                QStringLiteral("hreflang=\"%1\" href=\"%2\"").arg(QLatin1String(lang), href);
            QVERIFY2(doc->extensionsXml(0, e).contains(link),
                     qPrintable(QString::number(e) + QLatin1Char(' ') + link));
        }
        QCOMPARE(doc->extensionsXml(0, e).count(QLatin1String("<xhtml:link")), 4);
        for (const char *rule : {"hreflang-no-return", "hreflang-cluster-mismatch",
                                 "hreflang-target-missing", "hreflang-no-self"})
            QVERIFY2(!hasRule(v, e, rule), rule);
    }
    // The complete page is left as it was, and so is the news entry.
    QCOMPARE(doc->extensionsXml(0, 0), before[0]);
    QCOMPARE(doc->extensionsXml(0, 3), before[3]);
    QTRY_COMPARE(m_dock->alternatesView()->topLevelItemCount(), 4);
    QCOMPARE(columnTexts(m_dock->alternatesView(), 3),
             (QStringList{QStringLiteral("yes"), QStringLiteral("yes"), QStringLiteral("yes"),
                          QStringLiteral("yes")}));
    // One undo step takes it all back.
    undo->undo();
    for (int e = 0; e < 4; ++e)
        QCOMPARE(doc->extensionsXml(0, e), before[e]);
    QVERIFY(hasRule(v, 0, "hreflang-no-return"));
}

void TestGuiDetails::saveKeepsEveryOtherByte()
{
    open(Valid);
    m_window->setSaveDialogHook([](SaveOptionsDialog *) { return true; });
    const QString plain = m_dir->filePath(QStringLiteral("plain.xml"));
    m_window->setSaveFileNameProvider([plain] { return plain; });
    QVERIFY(saveEnded(*m_window, m_window->saveAs()));
    const QByteArray unedited = TestSupport::readAll(plain);

    // An image added to the third entry, an alternate changed in the first.
    select(2);
    QTest::keyClicks(m_dock->imageUrlEdit(), QStringLiteral("https://www.beispiel-laden.de/i.jpg"));
    QTest::mouseClick(button(QStringLiteral("Add"), m_dock->imagesBox()), Qt::LeftButton);
    select(0);
    QTreeWidget *alts = m_dock->alternatesView();
    alts->setCurrentItem(alts->topLevelItem(0));
    m_dock->alternateUrlEdit()->selectAll();
    QTest::keyClicks(m_dock->alternateUrlEdit(),
                     QStringLiteral("https://www.beispiel-laden.de/en"));
    QTest::mouseClick(button(QStringLiteral("Change"), m_dock->alternatesBox()), Qt::LeftButton);
    QCOMPARE(m_window->undoStack()->count(), 2);

    const QString edited = m_dir->filePath(QStringLiteral("edited.xml"));
    m_window->setSaveFileNameProvider([edited] { return edited; });
    QVERIFY(saveEnded(*m_window, m_window->saveAs()));
    const QByteArray written = TestSupport::readAll(edited);
    const QList<QByteArray> a = urlElements(unedited);
    const QList<QByteArray> b = urlElements(written);
    QCOMPARE(a.size(), 3);
    QCOMPARE(b.size(), 3);
    // The untouched entry, byte for byte; the head of the file too.
    QCOMPARE(b[1], a[1]);
    QCOMPARE(written.left(written.indexOf("<url>")), unedited.left(unedited.indexOf("<url>")));
    // The edited entries: only the edited element differs.
    QCOMPARE(b[2], QByteArray(a[2]).replace(
                       "</url>", "  <image:image><image:loc>https://www.beispiel-laden.de/i.jpg"
                                 "</image:loc></image:image>\n</url>"));
    const QByteArray second = "<xhtml:link href=\"https://www.beispiel-laden.de/de/\" "
                              "hreflang=\"de\" rel=\"alternate\"/>";
    QVERIFY2(a[0].contains(second) && b[0].contains(second), b[0].constData());
    const QByteArray image = a[0].mid(a[0].indexOf("<image:image>"));
    QVERIFY(b[0].endsWith(image));
    QVERIFY2(b[0].contains("<xhtml:link rel=\"alternate\" hreflang=\"en\" "
                           "href=\"https://www.beispiel-laden.de/en\"/>"),
             b[0].constData());
    QVERIFY2(b[0].size() == a[0].size() - 1, (a[0] + "\n----\n" + b[0]).constData());
}

void TestGuiDetails::screenshots()
{
    const QString outDir = Screenshots::folder();
    if (outDir.isEmpty())
        QSKIP("SITEMAP_SCREENSHOT_DIR not set: no pictures wanted");
    if (QGuiApplication::platformName() != QLatin1String("xcb"))
        QSKIP("screenshots are taken of a real display (Xvfb): run with -platform xcb");
    const QString lang = Screenshots::language();
    QVERIFY(Screenshots::useLanguage(lang));
    // A window made in that language.
    m_window.reset();
    init();
    const QSize size = QGuiApplication::primaryScreen()->size();
    open(Shop);
    m_window->setGeometry(QRect(QPoint(0, 0), size));
    select(0);
    m_dock->alternatesView()->setCurrentItem(m_dock->alternatesView()->topLevelItem(2));
    QTest::qWait(500);
    const QString name = size.width() >= 1400 ? QStringLiteral("details-%1.png").arg(lang)
                                              : QStringLiteral("details-%1-1024.png").arg(lang);
    // The whole screen as X shows it.
    QProcess shot;
    shot.start(QStringLiteral("sh"),
               {QStringLiteral("-c"), QStringLiteral("xwd -root -silent | convert xwd:- png:'%1'")
                                          .arg(QDir(outDir).filePath(name))});
    QVERIFY(shot.waitForFinished(30000));
    QCOMPARE(shot.exitCode(), 0);
}

QTEST_MAIN(TestGuiDetails)
#include "tst_gui_details.moc"
