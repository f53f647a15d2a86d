// SPDX-License-Identifier: GPL-3.0-or-later
// Hostile input: every file here is written by the test itself,
// read in-process through DocumentLoader (as the editor opens it) and run through
// the built sitemap-tool with its address space bounded to 1 GiB. Each must end in
// a clear verdict. Time is bounded by CTest, not asserted here: tests/CMakeLists.txt
// registers every test function as its own CTest test with a 20 s TIMEOUT.
//
// When a test function is added here, add its name to HOSTILE_CASES in
// tests/CMakeLists.txt as well.

#include "documentloader.h"
#include "sitemapdocument.h"
#include "testsupport.h"

#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QProcess>
#include <QRandomGenerator>
#include <QRegularExpression>
#include <QStringDecoder>
#include <QTemporaryDir>
#include <QTest>
#include <QUrl>

#include <sys/resource.h>
#include <sys/stat.h>
#include <unistd.h>
#include <zlib.h>

#include <memory>

using namespace TestSupport;

// ASan reserves terabytes of address space: RLIMIT_AS cannot apply under it.
#if defined(__SANITIZE_ADDRESS__)
#define HOSTILE_UNDER_ASAN 1
#elif defined(__has_feature)
#if __has_feature(address_sanitizer)
#define HOSTILE_UNDER_ASAN 1
#endif
#endif
#ifndef HOSTILE_UNDER_ASAN
#define HOSTILE_UNDER_ASAN 0
#endif

namespace {

const QByteArray decl = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n";
const QByteArray open09 = "<urlset xmlns=\"http://www.sitemaps.org/schemas/sitemap/0.9\">\n";
const QByteArray oneUrl = "<url><loc>https://a.example/</loc></url>\n";
constexpr qint64 ProtocolLimit = 52428800;
constexpr rlim_t AddressSpaceLimit = rlim_t(1) << 30;

// A literal with its embedded NUL bytes.
template <qsizetype N> QByteArray bytes(const char (&literal)[N])
{
    return QByteArray(literal, N - 1);
}

QByteArray urlset(const QByteArray &body)
{
    return decl + open09 + body + "</urlset>\n";
}

// Writes head + unit * count + tail without holding the whole file in memory.
QString writeRepeated(const QString &path, const QByteArray &head, const QByteArray &unit,
                      qint64 count, const QByteArray &tail)
{
    QFile f(path);
    if (!f.open(QIODevice::WriteOnly | QIODevice::Truncate))
        qFatal("cannot write %s", qPrintable(path));
    f.write(head);
    const qint64 perBlock = std::max<qint64>(1, (1 << 20) / std::max<qsizetype>(1, unit.size()));
    const QByteArray block = unit.repeated(qsizetype(std::min(perBlock, count)));
    qint64 left = count;
    while (left >= perBlock) {
        f.write(block);
        left -= perBlock;
    }
    f.write(unit.repeated(qsizetype(left)));
    f.write(tail);
    return path;
}

// gzip of head + filler * count + tail, deflated as a stream: a bomb of hundreds
// of MiB never exists uncompressed in this process.
QByteArray gzipStream(const QByteArray &head, const QByteArray &filler, qint64 count,
                      const QByteArray &tail)
{
    z_stream zs{};
    if (deflateInit2(&zs, 9, Z_DEFLATED, 15 + 16, 9, Z_DEFAULT_STRATEGY) != Z_OK)
        qFatal("deflateInit2 failed");
    QByteArray out;
    char buffer[1 << 16];
    auto feed = [&](const QByteArray &in, int flush) {
        zs.next_in = reinterpret_cast<Bytef *>(const_cast<char *>(in.data()));
        zs.avail_in = uInt(in.size());
        do {
            zs.next_out = reinterpret_cast<Bytef *>(buffer);
            zs.avail_out = sizeof buffer;
            deflate(&zs, flush);
            out.append(buffer, qsizetype(sizeof buffer - zs.avail_out));
        } while (zs.avail_out == 0);
    };
    feed(head, Z_NO_FLUSH);
    for (qint64 i = 0; i < count; ++i)
        feed(filler, Z_NO_FLUSH);
    feed(tail, Z_FINISH);
    deflateEnd(&zs);
    return out;
}

// What the reader made of a file, opened the way the editor opens it.
struct Loaded
{
    SitemapDocument doc;
    const SitemapFile &file() const { return doc.file(0); }
    int entries() const { return doc.entryCount(0); }
};

std::unique_ptr<Loaded> load(const QString &path)
{
    auto r = std::make_unique<Loaded>();
    DocumentLoader::load(r->doc, path);
    return r;
}

// A verdict the user can act on: the file is refused, stopped at an error with a
// position, not a sitemap, too large, or carries a flaw the validator reports.
QString describe(const SitemapFile &f)
{
    QStringList parts;
    if (f.unreadable)
        parts << QStringLiteral("unreadable: ") + f.readError;
    if (f.malformed)
        parts << QStringLiteral("malformed at %1:%2: %3")
                     .arg(f.errorPosition.line)
                     .arg(f.errorPosition.column)
                     .arg(f.errorMessage);
    if (!f.notSitemap.isEmpty())
        parts << QStringLiteral("not a sitemap: ") + f.notSitemap;
    if (f.tooLarge)
        parts << QStringLiteral("too large (%1 bytes read)").arg(f.uncompressedSize);
    if (f.gzipCorrupt)
        parts << QStringLiteral("gzip: ") + f.gzipError;
    if (f.invalidUtf8.line > 0)
        parts << QStringLiteral("invalid UTF-8 at %1:%2")
                     .arg(f.invalidUtf8.line)
                     .arg(f.invalidUtf8.column);
    if (f.utf16)
        parts << QStringLiteral("UTF-16");
    return parts.join(QLatin1String("; "));
}

struct ToolRun
{
    bool finished = false; // exited normally (no crash, no kill)
    int exitCode = -1;
    QByteArray out;
    QByteArray err;
    QString summary() const
    {
        return QStringLiteral("finished=%1 exit=%2 stderr=%3 stdout=%4")
            .arg(finished)
            .arg(exitCode)
            .arg(QString::fromUtf8(err.left(400)), QString::fromUtf8(out.left(400)));
    }
};

// sitemap-tool with RLIMIT_AS at 1 GiB (not under ASan). The wait here is only a
// safety net against a test that never ends; the time bound is CTest's TIMEOUT.
ToolRun runTool(const QStringList &arguments, bool keepStdout)
{
    QProcess p;
    if (!keepStdout)
        p.setStandardOutputFile(QProcess::nullDevice());
#if !HOSTILE_UNDER_ASAN
    p.setChildProcessModifier([] {
        const rlimit limit{AddressSpaceLimit, AddressSpaceLimit};
        setrlimit(RLIMIT_AS, &limit);
    });
#endif
    p.start(QString::fromUtf8(SITEMAP_TOOL_PATH), arguments);
    ToolRun r;
    if (!p.waitForStarted()) {
        r.err = "did not start";
        return r;
    }
    if (!p.waitForFinished(-1)) {
        p.kill();
        p.waitForFinished();
    }
    r.finished = p.exitStatus() == QProcess::NormalExit;
    r.exitCode = r.finished ? p.exitCode() : -1;
    r.out = p.readAllStandardOutput();
    r.err = p.readAllStandardError();
    return r;
}

bool hasRule(const QByteArray &json, const char *rule)
{
    const QRegularExpression re(QStringLiteral("\"rule\"\\s*:\\s*\"%1\"").arg(QLatin1String(rule)));
    return re.match(QString::fromUtf8(json)).hasMatch();
}

} // namespace

class TestHostile : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase();

    void billionLaughs();
    void quadraticBlowup();
    void externalEntities();
    void gzipBomb();
    void deepNesting();
    void hugeLine();
    void hugeLoc();
    void randomBytes();
    void nulBytes();
    void invalidUtf8();
    void utf16();
    void emptyFile();
    void directory();
    void missingFile();
    void unreadableFile();
    void twoMillionUrls();
    void truncatedGzip();
    void manyAttributes();
    void manyNamespacesOnePrefix();
    void manyExtensionElements();
    void millionComments();
    void millionProcessingInstructions();
    void fuzzFindings();

private:
    // Runs export (and check, when the binary has it) on path and verifies the
    // verdicts. exportCodes/checkCodes: the exit statuses the contract allows;
    // checkRules: rule ids of which check must report at least one.
    void toolVerdict(const QString &path, QList<int> exportCodes, QList<int> checkCodes,
                     const QList<const char *> &checkRules, bool keepExportStdout = false);
    QString path(const QString &name) const { return m_dir.filePath(name); }

    QTemporaryDir m_dir;
    bool m_haveTool = false;
    bool m_haveCheck = false;
};

void TestHostile::initTestCase()
{
    QVERIFY(m_dir.isValid());
    m_haveTool = QFileInfo(QString::fromUtf8(SITEMAP_TOOL_PATH)).isExecutable();
    if (!m_haveTool) {
        qWarning("sitemap-tool is not built: only the in-process verdicts are tested");
        return;
    }
    // check is written by another engineer; until it answers a valid file with 0,
    // only export is run.
    const QString ok = writeFile(m_dir.path(), QStringLiteral("ok.xml"), urlset(oneUrl));
    const ToolRun probe = runTool(
        {QStringLiteral("check"), QStringLiteral("--format"), QStringLiteral("json"), ok}, true);
    m_haveCheck = probe.finished && probe.exitCode == 0 && probe.out.contains("\"files\"");
    if (!m_haveCheck)
        qWarning("sitemap-tool check is not there yet (%s): only export is run",
                 qPrintable(probe.summary()));
    qInfo("sitemap-tool runs %s",
          HOSTILE_UNDER_ASAN ? "without an address space limit (ASan)" : "with RLIMIT_AS = 1 GiB");
}

void TestHostile::toolVerdict(const QString &file, QList<int> exportCodes, QList<int> checkCodes,
                              const QList<const char *> &checkRules, bool keepExportStdout)
{
    if (!m_haveTool)
        return;
    // check gives the verdict. export runs too where the file is small enough to
    // cost nothing: on the large inputs it would make CI slower, not safer.
    if (!m_haveCheck || QFileInfo(file).size() <= (8 << 20)) {
        const ToolRun ex = runTool({QStringLiteral("export"), file}, keepExportStdout);
        QVERIFY2(ex.finished, qPrintable(QStringLiteral("export: ") + ex.summary()));
        QVERIFY2(exportCodes.contains(ex.exitCode),
                 qPrintable(QStringLiteral("export: ") + ex.summary()));
        if (ex.exitCode != 0)
            QVERIFY2(!ex.err.trimmed().isEmpty(), "export failed without a message");
    }
    if (!m_haveCheck)
        return;
    const ToolRun ch = runTool(
        {QStringLiteral("check"), QStringLiteral("--format"), QStringLiteral("json"), file}, true);
    QVERIFY2(ch.finished, qPrintable(QStringLiteral("check: ") + ch.summary()));
    QVERIFY2(checkCodes.contains(ch.exitCode),
             qPrintable(QStringLiteral("check: ") + ch.summary()));
    if (ch.exitCode == 2) {
        QVERIFY2(!ch.err.trimmed().isEmpty(), "check exit 2 without a message");
        return;
    }
    bool any = checkRules.isEmpty();
    for (const char *rule : checkRules)
        any = any || hasRule(ch.out, rule);
    QVERIFY2(any,
             qPrintable(QStringLiteral("check names none of the expected rules: ") + ch.summary()));
}

// --- entities ---------------------------------------------------------------

void TestHostile::billionLaughs()
{
    QByteArray lol = "<?xml version=\"1.0\"?>\n<!DOCTYPE urlset [\n<!ENTITY l0 \"lol\">\n";
    for (int i = 1; i <= 9; ++i) {
        lol += "<!ENTITY l" + QByteArray::number(i) + " \"";
        for (int k = 0; k < 10; ++k)
            lol += "&l" + QByteArray::number(i - 1) + ';';
        lol += "\">\n";
    }
    lol += "]>\n" + open09 + "<url><loc>https://a.example/&l9;</loc></url></urlset>\n";
    const QString file = writeFile(m_dir.path(), QStringLiteral("laughs.xml"), lol);

    // The read stops at the DOCTYPE that declares entities: nothing is expanded.
    const auto r = load(file);
    QVERIFY2(r->file().entityDeclared, qPrintable(describe(r->file())));
    QCOMPARE(r->file().doctype.line, 2);
    QCOMPARE(r->file().kind, FileKind::Unknown);
    QCOMPARE(r->entries(), 0);
    toolVerdict(file, {1}, {1}, {"xml-entity-declared"});
}

void TestHostile::quadraticBlowup()
{
    // One 100 KB entity referenced 100,000 times: 10 GB if expanded.
    QByteArray q = "<?xml version=\"1.0\"?>\n<!DOCTYPE urlset [\n<!ENTITY a \"" +
                   QByteArray(100000, 'a') + "\">\n]>\n" + open09 + "<url><loc>https://a.example/";
    q += QByteArray("&a;").repeated(100000);
    q += "</loc></url></urlset>\n";
    const QString file = writeFile(m_dir.path(), QStringLiteral("quadratic.xml"), q);

    const auto r = load(file);
    QVERIFY2(r->file().entityDeclared, qPrintable(describe(r->file())));
    QCOMPARE(r->file().doctype.line, 2);
    QCOMPARE(r->entries(), 0);
    toolVerdict(file, {1}, {1}, {"xml-entity-declared"});
}

void TestHostile::externalEntities()
{
    const QString secret = writeFile(m_dir.path(), QStringLiteral("secret.txt"), "TOPSECRET");
    const QByteArray secretUrl = QUrl::fromLocalFile(secret).toEncoded();

    // A declared external entity is refused like every entity declaration.
    const QString declared = writeFile(
        m_dir.path(), QStringLiteral("external-entity.xml"),
        "<?xml version=\"1.0\"?>\n<!DOCTYPE urlset [\n<!ENTITY x SYSTEM \"" + secretUrl +
            "\">\n]>\n" + open09 + "<url><loc>https://a.example/&x;</loc></url></urlset>\n");
    {
        const auto r = load(declared);
        QVERIFY2(r->file().entityDeclared, qPrintable(describe(r->file())));
        QCOMPARE(r->entries(), 0);
    }
    toolVerdict(declared, {1}, {1}, {"xml-entity-declared"});

    // An external DTD is never fetched. A reference to an entity it might define
    // cannot be expanded: the reader stops there instead of dropping it silently.
    const QByteArray dtdRef = "<?xml version=\"1.0\"?>\n<!DOCTYPE urlset SYSTEM \"" + secretUrl +
                              "\">\n" + open09 +
                              "<url><loc>https://a.example/a</loc></url>\n"
                              "<url><loc>https://a.example/&x;</loc></url></urlset>\n";
    const QString referenced = writeFile(m_dir.path(), QStringLiteral("external-dtd.xml"), dtdRef);
    {
        const auto r = load(referenced);
        QVERIFY2(r->file().malformed, qPrintable(describe(r->file())));
        QVERIFY2(r->file().errorMessage.contains(QLatin1String("x")),
                 qPrintable(describe(r->file())));
        QCOMPARE(r->file().errorPosition.line, 5);
        QCOMPARE(r->entries(), 1);
        QCOMPARE(r->doc.value(0, 0, Field::Loc), QStringLiteral("https://a.example/a"));
    }
    toolVerdict(referenced, {1}, {1}, {"xml-malformed"});

    // In an attribute value expat drops such a reference without any event; the
    // reader finds it in the tag. Predefined entities and character references
    // in attributes stay fine.
    const QByteArray inAttribute =
        "<?xml version=\"1.0\"?>\n<!DOCTYPE urlset SYSTEM \"" + secretUrl + "\">\n" +
        "<urlset xmlns=\"http://www.sitemaps.org/schemas/sitemap/0.9\" "
        "xmlns:xhtml=\"http://www.w3.org/1999/xhtml\">\n"
        "<url><loc>https://a.example/a</loc><xhtml:link rel=\"alternate\" hreflang=\"de\" "
        "href=\"https://a.example/a?x=1&amp;y=&#50;\"/></url>\n"
        "<url><loc>https://a.example/b</loc>\n"
        "  <xhtml:link rel=\"alternate\" hreflang=\"de\" href=\"https://a.example/&lang;\"/>"
        "</url></urlset>\n";
    const QString attribute =
        writeFile(m_dir.path(), QStringLiteral("external-dtd-attribute.xml"), inAttribute);
    {
        const auto r = load(attribute);
        QVERIFY2(r->file().malformed, qPrintable(describe(r->file())));
        QVERIFY2(r->file().errorMessage.contains(QLatin1String("&lang;")),
                 qPrintable(describe(r->file())));
        QCOMPARE(r->file().errorPosition.line, 6);
        QCOMPARE(r->file().errorPosition.column, 69); // the '&'
        QCOMPARE(r->entries(), 1);
        QCOMPARE(r->doc.entry(0, 0).extensionCount, quint32(1));
    }
    toolVerdict(attribute, {1}, {1}, {"xml-malformed"});

    // Without a reference the file is fine; the DTD is still not read. A FIFO as the
    // DTD makes any attempt to open it hang the tool (and CTest's TIMEOUT fail it).
    const QString fifo = path(QStringLiteral("dtd.fifo"));
    QCOMPARE(mkfifo(QFile::encodeName(fifo).constData(), 0600), 0);
    const QString unused = writeFile(m_dir.path(), QStringLiteral("external-dtd-unused.xml"),
                                     "<?xml version=\"1.0\"?>\n<!DOCTYPE urlset SYSTEM \"" +
                                         QUrl::fromLocalFile(fifo).toEncoded() + "\">\n" + open09 +
                                         oneUrl + "</urlset>\n");
    {
        const auto r = load(unused);
        QVERIFY2(r->file().fullyRead(), qPrintable(describe(r->file())));
        QCOMPARE(r->entries(), 1);
    }
    if (m_haveTool) {
        const ToolRun ex = runTool({QStringLiteral("export"), unused, referenced}, true);
        QVERIFY2(ex.finished, qPrintable(ex.summary()));
        QVERIFY2(!ex.out.contains("TOPSECRET") && !ex.err.contains("TOPSECRET"),
                 qPrintable(ex.summary()));
    }
}

// --- size -------------------------------------------------------------------

void TestHostile::gzipBomb()
{
    // 160 MiB of whitespace after one entry deflates to about 160 KiB: the reader
    // must stop at its limit (60 MiB), whatever lies beyond.
    const QByteArray bomb =
        gzipStream(decl + open09 + oneUrl, QByteArray(1 << 20, ' '), 160, "</urlset>\n");
    const QString file = writeFile(m_dir.path(), QStringLiteral("bomb.xml.gz"), bomb);

    const auto r = load(file);
    const SitemapFile &f = r->file();
    QVERIFY(f.gzip);
    QVERIFY2(f.tooLarge && f.truncatedAtLimit, qPrintable(describe(f)));
    QVERIFY(f.uncompressedSize > ProtocolLimit);
    QVERIFY(f.uncompressedSize <= ReadOptions().maxBytes);
    QCOMPARE(r->entries(), 1); // what came before the limit is kept
    QVERIFY(!f.fullyRead());   // and a save can never overwrite the file
    toolVerdict(file, {1}, {1}, {"file-too-large"});
}

void TestHostile::deepNesting()
{
    const int levels = 1000000;
    // Inside an extension element of an entry, closed again: it loads.
    const QString closed = writeRepeated(
        path(QStringLiteral("deep-closed.xml")),
        decl + open09 + "<url><loc>https://a.example/</loc><x:a xmlns:x=\"urn:x\">", "<x:a>",
        levels, QByteArray("</x:a>").repeated(levels) + "</x:a></url></urlset>");
    {
        const auto r = load(closed);
        QVERIFY2(r->file().fullyRead(), qPrintable(describe(r->file())));
        QCOMPARE(r->entries(), 1);
        QCOMPARE(r->doc.entry(0, 0).extensionCount, quint32(1));
    }
    toolVerdict(closed, {0}, {0, 1}, {});

    // Never closed (a truncated file): stopped at the end with the entry before kept.
    const QString open = writeRepeated(path(QStringLiteral("deep-open.xml")),
                                       decl + open09 + oneUrl, "<url>", levels, {});
    {
        const auto r = load(open);
        QVERIFY2(r->file().malformed, qPrintable(describe(r->file())));
        QCOMPARE(r->entries(), 1);
    }
    toolVerdict(open, {1}, {1}, {"xml-malformed"});

    // A million levels without any sitemap root.
    const QString bare = writeRepeated(path(QStringLiteral("deep-bare.xml")), {}, "<a>", levels,
                                       QByteArray("</a>").repeated(levels));
    {
        const auto r = load(bare);
        QCOMPARE(r->file().kind, FileKind::Unknown);
        QVERIFY2(!r->file().notSitemap.isEmpty(), qPrintable(describe(r->file())));
    }
    toolVerdict(bare, {1}, {1}, {"not-a-sitemap"});
}

void TestHostile::hugeLine()
{
    // One 100 MB line: read up to the limit plus its margin, then flagged.
    const QString file = writeRepeated(path(QStringLiteral("line.txt")), "https://a.example/",
                                       QByteArray(1 << 20, 'a'), 100, "\n");
    {
        const auto r = load(file);
        const SitemapFile &f = r->file();
        QCOMPARE(f.kind, FileKind::Text);
        QVERIFY2(f.tooLarge && f.truncatedAtLimit, qPrintable(describe(f)));
        QVERIFY(!f.fullyRead());
        QCOMPARE(r->entries(), 1);
        QCOMPARE(qint64(r->doc.rawValue(0, 0, Field::Loc).size()), ReadOptions().maxBytes);
    }
    // export prints the part read; its status is checked against the contract by
    // check (file-too-large), not by export.
    toolVerdict(file, {0, 1}, {1}, {"file-too-large"});
    QFile::remove(file);
}

void TestHostile::hugeLoc()
{
    const QString file = writeRepeated(path(QStringLiteral("loc.xml")),
                                       decl + open09 + oneUrl + "<url><loc>https://a.example/",
                                       QByteArray(1 << 20, 'a'), 100, "</loc></url></urlset>\n");
    {
        const auto r = load(file);
        const SitemapFile &f = r->file();
        QVERIFY2(f.tooLarge && f.truncatedAtLimit, qPrintable(describe(f)));
        QVERIFY(f.malformed); // the limit cut the document
        QCOMPARE(r->entries(), 1);
    }
    toolVerdict(file, {1}, {1}, {"file-too-large", "xml-malformed"});
    QFile::remove(file);
}

// --- bytes ------------------------------------------------------------------

void TestHostile::randomBytes()
{
    for (quint32 seed : {1u, 7u, 4242u}) {
        QRandomGenerator rng(seed);
        QByteArray bytes(256 * 1024, Qt::Uninitialized);
        rng.fillRange(reinterpret_cast<quint32 *>(bytes.data()), bytes.size() / 4);
        const QString file =
            writeFile(m_dir.path(), QStringLiteral("random-%1.bin").arg(seed), bytes);
        const auto r = load(file);
        QVERIFY2(r->file().kind == FileKind::Unknown || r->file().malformed,
                 qPrintable(describe(r->file())));
        QCOMPARE(r->entries(), 0);
        toolVerdict(file, {1}, {1}, {"not-a-sitemap", "xml-malformed", "gzip-corrupt"});
    }
    // Random bytes behind a gzip header and behind an XML start.
    QRandomGenerator rng(99);
    QByteArray tail(64 * 1024, Qt::Uninitialized);
    rng.fillRange(reinterpret_cast<quint32 *>(tail.data()), tail.size() / 4);
    const QString gz = writeFile(m_dir.path(), QStringLiteral("random.gz"),
                                 QByteArray("\x1f\x8b\x08\x00", 4) + tail);
    {
        const auto r = load(gz);
        QVERIFY2(r->file().gzipCorrupt, qPrintable(describe(r->file())));
    }
    toolVerdict(gz, {1}, {1}, {"gzip-corrupt"});
    const QString xml =
        writeFile(m_dir.path(), QStringLiteral("random.xml"), decl + open09 + "<url><loc>" + tail);
    {
        const auto r = load(xml);
        QVERIFY2(r->file().malformed, qPrintable(describe(r->file())));
    }
    toolVerdict(xml, {1}, {1}, {"xml-malformed"});
}

void TestHostile::nulBytes()
{
    const QString zeros =
        writeFile(m_dir.path(), QStringLiteral("zeros.xml"), QByteArray(1 << 20, '\0'));
    {
        const auto r = load(zeros);
        QCOMPARE(r->file().kind, FileKind::Unknown);
        QVERIFY2(!r->file().notSitemap.isEmpty(), qPrintable(describe(r->file())));
    }
    toolVerdict(zeros, {1}, {1}, {"not-a-sitemap"});

    const QString inside =
        writeFile(m_dir.path(), QStringLiteral("nul-inside.xml"),
                  urlset(oneUrl + bytes("<url><loc>https://a.example/\0b</loc></url>\n")));
    {
        const auto r = load(inside);
        QVERIFY2(r->file().malformed, qPrintable(describe(r->file())));
        QCOMPARE(r->file().errorPosition.line, 4);
        QCOMPARE(r->entries(), 1);
    }
    toolVerdict(inside, {1}, {1}, {"xml-malformed"});

    const QString text = writeFile(m_dir.path(), QStringLiteral("nul.txt"),
                                   bytes("https://a.example/\nhttps://a.example/\0\n"));
    {
        const auto r = load(text);
        QVERIFY2(r->file().kind == FileKind::Unknown || r->entries() == 2,
                 qPrintable(describe(r->file())));
    }
    toolVerdict(text, {0, 1}, {1}, {"not-a-sitemap", "text-line-invalid", "loc-unescaped"});
}

void TestHostile::invalidUtf8()
{
    // Truncated, overlong, surrogate, beyond U+10FFFF, a stray continuation byte.
    const QByteArray bad[] = {"\xC3", "\xC0\xAF", "\xED\xA0\x80", "\xF4\x90\x80\x80",
                              "\x80", "\xFF\xFE"};
    QByteArray body;
    for (const QByteArray &b : bad)
        body += "<url><loc>https://a.example/" + b + "x</loc></url>\n";
    const QString file = writeFile(m_dir.path(), QStringLiteral("utf8.xml"), urlset(body));
    {
        const auto r = load(file);
        const SitemapFile &f = r->file();
        QCOMPARE(f.invalidUtf8.line, 3);
        QVERIFY2(!f.malformed, qPrintable(describe(f)));
        QCOMPARE(r->entries(), 6); // read on, the bad bytes replaced
        for (int i = 0; i < r->entries(); ++i)
            QVERIFY(r->doc.value(0, i, Field::Loc).contains(QChar::ReplacementCharacter));
    }
    toolVerdict(file, {0}, {1}, {"encoding-not-utf8"});

    // In a tag name: a verdict either way, never a crash.
    const QString inName = writeFile(m_dir.path(), QStringLiteral("utf8-name.xml"),
                                     urlset(oneUrl + "<url\xFF><loc>x</loc></url\xFF>\n"));
    {
        const auto r = load(inName);
        QVERIFY(r->file().invalidUtf8.line > 0);
    }
    toolVerdict(inName, {0, 1}, {1}, {"encoding-not-utf8"});

    const QString text = writeFile(m_dir.path(), QStringLiteral("utf8.txt"),
                                   "https://a.example/\nhttps://a.example/\xC3\x28\n");
    {
        const auto r = load(text);
        QCOMPARE(r->file().kind, FileKind::Text);
        QCOMPARE(r->file().invalidUtf8.line, 2);
        QCOMPARE(r->entries(), 2);
    }
    toolVerdict(text, {0}, {1}, {"encoding-not-utf8"});
}

void TestHostile::utf16()
{
    const QString xml =
        QString::fromUtf8("<?xml version=\"1.0\" encoding=\"UTF-16\"?>\n" + open09 + oneUrl +
                          "<url><loc>https://a.example/caf\xC3\xA9</loc></url>\n</urlset>\n");
    auto encode = [&](QStringConverter::Encoding e, bool bom) {
        QStringEncoder enc(e, bom ? QStringConverter::Flag::WriteBom
                                  : QStringConverter::Flag::Default);
        return QByteArray(enc(xml));
    };
    for (const bool bigEndian : {false, true}) {
        const QString file = writeFile(
            m_dir.path(), bigEndian ? QStringLiteral("utf16be.xml") : QStringLiteral("utf16le.xml"),
            encode(bigEndian ? QStringConverter::Utf16BE : QStringConverter::Utf16LE, true));
        const auto r = load(file);
        QVERIFY(r->file().utf16);
        QVERIFY2(!r->file().malformed, qPrintable(describe(r->file())));
        QCOMPARE(r->entries(), 2);
        QCOMPARE(r->doc.value(0, 1, Field::Loc), QStringLiteral("https://a.example/caf\u00e9"));
        toolVerdict(file, {0}, {1}, {"encoding-not-utf8"});
    }
    // Without a byte order mark: recognised by its first '<' (regression: expat
    // read it on its own and the file was not flagged as UTF-16).
    const QString noBom = writeFile(m_dir.path(), QStringLiteral("utf16-nobom.xml"),
                                    encode(QStringConverter::Utf16LE, false));
    {
        const auto r = load(noBom);
        QVERIFY2(r->file().utf16, qPrintable(describe(r->file())));
        QCOMPARE(r->entries(), 2);
        QCOMPARE(r->doc.value(0, 1, Field::Loc), QStringLiteral("https://a.example/caf\u00e9"));
    }
    toolVerdict(noBom, {0}, {1}, {"encoding-not-utf8"});
    // With a mark, an odd byte count and an unpaired surrogate.
    QByteArray odd = encode(QStringConverter::Utf16LE, true);
    odd.insert(40, QByteArray("\x00\xD8", 2));
    odd.chop(1);
    const QString oddFile = writeFile(m_dir.path(), QStringLiteral("utf16-odd.xml"), odd);
    {
        const auto r = load(oddFile);
        QVERIFY(r->file().utf16);
    }
    toolVerdict(oddFile, {0, 1}, {1}, {"encoding-not-utf8"});
}

// --- files ------------------------------------------------------------------

void TestHostile::emptyFile()
{
    const QString file = writeFile(m_dir.path(), QStringLiteral("empty.xml"), {});
    const auto r = load(file);
    QVERIFY2(r->file().fullyRead(), qPrintable(describe(r->file())));
    QCOMPARE(r->entries(), 0);
    // empty-sitemap is a warning (PROTOCOL.md): check exits 0 and says so.
    toolVerdict(file, {0}, {0, 1}, {"empty-sitemap"});
}

void TestHostile::directory()
{
    const QString dir = path(QStringLiteral("a-folder.xml"));
    QVERIFY(QDir().mkpath(dir));
    const auto r = load(dir);
    QVERIFY(r->file().unreadable);
    QVERIFY(r->file().readError.contains(QLatin1String("directory")));
    toolVerdict(dir, {2}, {2}, {});
}

void TestHostile::missingFile()
{
    const QString file = path(QStringLiteral("does-not-exist.xml"));
    const auto r = load(file);
    QVERIFY(r->file().unreadable);
    QVERIFY(!r->file().readError.isEmpty());
    toolVerdict(file, {2}, {2}, {});
}

void TestHostile::unreadableFile()
{
    if (geteuid() == 0)
        QSKIP("running as root: chmod 000 does not keep root out, so there is nothing to test");
    const QString file = writeFile(m_dir.path(), QStringLiteral("locked.xml"), urlset(oneUrl));
    QVERIFY(QFile::setPermissions(file, {}));
    const auto r = load(file);
    QVERIFY(r->file().unreadable);
    QVERIFY(!r->file().readError.isEmpty());
    toolVerdict(file, {2}, {2}, {});
    QFile::setPermissions(file, QFile::ReadOwner | QFile::WriteOwner);
}

void TestHostile::twoMillionUrls()
{
    // A text sitemap: the only form that holds 2,000,000 URLs under 50 MiB.
    const QString file = path(QStringLiteral("many.txt"));
    {
        QFile f(file);
        QVERIFY(f.open(QIODevice::WriteOnly));
        QByteArray block;
        for (int i = 0; i < 2000000; ++i) {
            block += "https://a.io/" + QByteArray::number(i) + '\n';
            if (block.size() > (1 << 20)) {
                f.write(block);
                block.clear();
            }
        }
        f.write(block);
    }
    {
        const auto r = load(file);
        QVERIFY2(r->file().fullyRead() && !r->file().tooLarge, qPrintable(describe(r->file())));
        QCOMPARE(r->entries(), 2000000);
        QCOMPARE(r->doc.value(0, 1999999, Field::Loc), QStringLiteral("https://a.io/1999999"));
    }
    toolVerdict(file, {0}, {1}, {"too-many-urls"});
    QFile::remove(file);
}

void TestHostile::truncatedGzip()
{
    QByteArray body;
    for (int i = 0; i < 5000; ++i)
        body += "<url><loc>https://a.example/page-" + QByteArray::number(i) + "</loc></url>\n";
    const QByteArray gz = gzip(urlset(body));
    const QString file =
        writeFile(m_dir.path(), QStringLiteral("truncated.xml.gz"), gz.left(gz.size() / 2));
    const auto r = load(file);
    QVERIFY(r->file().gzip);
    QVERIFY2(r->file().gzipCorrupt, qPrintable(describe(r->file())));
    QVERIFY(r->file().malformed);
    QVERIFY(r->entries() > 0 && r->entries() < 5000);
    QVERIFY(!r->file().fullyRead());
    toolVerdict(file, {1}, {1}, {"gzip-corrupt"});

    // Only the header, and a header cut in the middle.
    for (int n : {10, 5, 2}) {
        const QString stub =
            writeFile(m_dir.path(), QStringLiteral("stub-%1.xml.gz").arg(n), gz.left(n));
        const auto s = load(stub);
        QVERIFY2(s->file().gzipCorrupt, qPrintable(describe(s->file())));
        QCOMPARE(s->entries(), 0);
        toolVerdict(stub, {1}, {1}, {"gzip-corrupt"});
    }
}

void TestHostile::manyAttributes()
{
    QByteArray attrs;
    for (int i = 0; i < 100000; ++i)
        attrs += " a" + QByteArray::number(i) + "=\"v\"";
    // On an extension element (kept verbatim), on the <url>, on the root.
    const QString onExt = writeFile(
        m_dir.path(), QStringLiteral("attrs-ext.xml"),
        urlset("<url><loc>https://a.example/</loc><v:x xmlns:v=\"urn:v\"" + attrs + "/></url>\n"));
    {
        const auto r = load(onExt);
        QVERIFY2(r->file().fullyRead(), qPrintable(describe(r->file())));
        QCOMPARE(r->entries(), 1);
        QVERIFY(r->doc.extensionsXml(0, 0).contains(QLatin1String(" a99999=\"v\"")));
    }
    toolVerdict(onExt, {0}, {0, 1}, {});
    const QString onUrl =
        writeFile(m_dir.path(), QStringLiteral("attrs-url.xml"),
                  urlset("<url" + attrs + "><loc>https://a.example/</loc></url>\n"));
    {
        const auto r = load(onUrl);
        QVERIFY2(r->file().fullyRead(), qPrintable(describe(r->file())));
        QCOMPARE(r->entries(), 1);
    }
    toolVerdict(onUrl, {0}, {0, 1}, {});
    const QString onRoot =
        writeFile(m_dir.path(), QStringLiteral("attrs-root.xml"),
                  decl + "<urlset xmlns=\"http://www.sitemaps.org/schemas/sitemap/0.9\"" + attrs +
                      ">" + oneUrl + "</urlset>");
    {
        const auto r = load(onRoot);
        QVERIFY2(r->file().fullyRead(), qPrintable(describe(r->file())));
        QCOMPARE(r->entries(), 1);
    }
    toolVerdict(onRoot, {0}, {0, 1}, {});
    // A repeated attribute is not well-formed.
    const QString repeated =
        writeFile(m_dir.path(), QStringLiteral("attrs-repeated.xml"),
                  urlset(oneUrl + "<url" + attrs + " a5=\"w\"><loc>x</loc></url>"));
    {
        const auto r = load(repeated);
        QVERIFY2(r->file().malformed, qPrintable(describe(r->file())));
        QCOMPARE(r->entries(), 1);
    }
    toolVerdict(repeated, {1}, {1}, {"xml-malformed"});
    // 100,000 namespaced attributes, each in a namespace of its own.
    QByteArray nsAttrs;
    for (int i = 0; i < 100000; ++i) {
        const QByteArray n = QByteArray::number(i);
        nsAttrs += " xmlns:p" + n + "=\"urn:" + n + "\" p" + n + ":k=\"v\"";
    }
    const QString namespaced =
        writeFile(m_dir.path(), QStringLiteral("attrs-ns.xml"),
                  urlset("<url><loc>https://a.example/</loc><v:x xmlns:v=\"urn:v\"" + nsAttrs +
                         "/></url>\n"));
    {
        const auto r = load(namespaced);
        QVERIFY2(r->file().fullyRead(), qPrintable(describe(r->file())));
        QCOMPARE(r->entries(), 1);
    }
    toolVerdict(namespaced, {0}, {0, 1}, {});
}

void TestHostile::manyNamespacesOnePrefix()
{
    // Regression: 100,000 entries, each with an extension in a namespace of its own
    // under the same prefix, made prefix lookup quadratic in the count.
    const int count = 100000;
    QByteArray body;
    for (int i = 0; i < count; ++i)
        body += "<url><loc>https://a.example/" + QByteArray::number(i) +
                "</loc><p:x xmlns:p=\"urn:" + QByteArray::number(i) + "\"/></url>\n";
    const QString file = writeFile(m_dir.path(), QStringLiteral("namespaces.xml"), urlset(body));
    const auto r = load(file);
    QVERIFY2(r->file().fullyRead(), qPrintable(describe(r->file())));
    QCOMPARE(r->entries(), count);
    QCOMPARE(r->doc.entry(0, count - 1).extensionCount, quint32(1));
    toolVerdict(file, {0}, {0, 1}, {});
}

void TestHostile::manyExtensionElements()
{
    // Regression: 70,000 images in one URL wrapped the once 16-bit extension count
    // to 4,464 (export printed it). The count is 32 bits now and exact.
    const QString file =
        writeRepeated(path(QStringLiteral("images.xml")),
                      decl + "<urlset xmlns=\"http://www.sitemaps.org/schemas/sitemap/0.9\" "
                             "xmlns:image=\"http://www.google.com/schemas/sitemap-image/1.1\">\n"
                             "<url><loc>https://a.example/</loc>",
                      "<image:image><image:loc>https://a.example/i.png</image:loc></image:image>",
                      70000, "</url></urlset>\n");
    {
        const auto r = load(file);
        QVERIFY2(r->file().fullyRead(), qPrintable(describe(r->file())));
        QCOMPARE(r->entries(), 1);
        QCOMPARE(r->doc.entry(0, 0).extensionCount, quint32(70000));
    }
    if (m_haveTool) {
        const ToolRun ex = runTool({QStringLiteral("export"), file}, true);
        QVERIFY2(ex.finished && ex.exitCode == 0, qPrintable(ex.summary()));
        const QRegularExpression count(QStringLiteral("\"extensions\":(\\d+)"));
        const auto m = count.match(QString::fromUtf8(ex.out));
        QVERIFY2(m.hasMatch(), qPrintable(ex.summary()));
        QCOMPARE(m.captured(1).toInt(), 70000);
    }
    toolVerdict(file, {0}, {1}, {"image-too-many"});
}

void TestHostile::millionComments()
{
    const QString between =
        writeRepeated(path(QStringLiteral("comments.xml")), decl + open09 + oneUrl, "<!--c-->",
                      1000000, oneUrl + "</urlset>\n");
    {
        const auto r = load(between);
        QVERIFY2(r->file().fullyRead(), qPrintable(describe(r->file())));
        QCOMPARE(r->entries(), 2);
    }
    toolVerdict(between, {0}, {0, 1}, {});
    const QString inLoc = writeRepeated(path(QStringLiteral("comments-loc.xml")),
                                        decl + open09 + "<url><loc>https://a.example/", "<!--c-->x",
                                        1000000, "</loc></url></urlset>\n");
    {
        const auto r = load(inLoc);
        QVERIFY2(r->file().fullyRead(), qPrintable(describe(r->file())));
        QCOMPARE(r->entries(), 1);
        QCOMPARE(r->doc.rawValue(0, 0, Field::Loc).size(), qsizetype(18 + 1000000));
    }
    toolVerdict(inLoc, {0}, {1}, {"loc-too-long"});
    // Never closed.
    const QString unclosed = writeFile(m_dir.path(), QStringLiteral("comment-open.xml"),
                                       decl + open09 + oneUrl + "<!--" + QByteArray(1 << 20, '-'));
    {
        const auto r = load(unclosed);
        QVERIFY2(r->file().malformed, qPrintable(describe(r->file())));
        QCOMPARE(r->entries(), 1);
    }
    toolVerdict(unclosed, {1}, {1}, {"xml-malformed"});
}

void TestHostile::millionProcessingInstructions()
{
    const QString before =
        writeRepeated(path(QStringLiteral("pis.xml")), decl, "<?pi x?>\n", 1000000,
                      open09 + oneUrl + "<?pi y?>" + oneUrl + "</urlset>\n");
    {
        const auto r = load(before);
        QVERIFY2(r->file().fullyRead(), qPrintable(describe(r->file())));
        QCOMPARE(r->entries(), 2);
    }
    toolVerdict(before, {0}, {0, 1}, {});
    const QString inside =
        writeRepeated(path(QStringLiteral("pis-inside.xml")), decl + open09,
                      "<?xml-stylesheet href=\"s.xsl\"?>", 1000000, oneUrl + "</urlset>\n");
    {
        const auto r = load(inside);
        QVERIFY2(r->file().fullyRead(), qPrintable(describe(r->file())));
        QCOMPARE(r->entries(), 1);
    }
    toolVerdict(inside, {0}, {0, 1}, {});
}

// --- findings of fuzz/fuzz_reader -------------------------------------------

void TestHostile::fuzzFindings()
{
    // Inputs found by fuzz/fuzz_reader (see fuzz/README.md) and the edge cases
    // met while writing this suite, each kept as the bytes that showed it, with
    // the verdict it must get. The fuzzer has found no crash, hang or sanitizer
    // report so far; add its findings here as rows.
    struct Finding
    {
        const char *name;
        QByteArray bytes;
        bool malformed; // reading stops with an error position
        int entries;    // entries read
        bool utf16;     // recognised as UTF-16
    };
    QStringEncoder toUtf16be(QStringConverter::Utf16BE);
    const QByteArray u16be = toUtf16be(QStringLiteral("<urlset><url><loc>x</loc></url></urlset>"));
    const Finding findings[] = {
        // A parameter entity reference in the internal subset: nothing is read for it.
        {"parameter-entity", "<!DOCTYPE urlset [ %pe; ]><urlset><url><loc>a</loc></url></urlset>",
         false, 1, false},
        // UTF-16 without a mark, big-endian.
        {"utf16be-no-bom", u16be, false, 1, true},
        // UTF-16 inside gzip.
        {"gzip-utf16", gzip(QByteArray("\xFF\xFE<\0u\0r\0l\0s\0e\0t\0/\0>\0", 20)), false, 0, true},
        // Two gzip members (regression: the second was written over the first).
        {"gzip-two-members", gzip(urlset(oneUrl)) + gzip(urlset(oneUrl + oneUrl)), true, 1, false},
        // Two gzip members, the second cut short (regression: nothing was read).
        {"gzip-second-member-truncated", gzip(urlset(oneUrl)) + gzip(urlset(oneUrl)).left(12), true,
         1, false},
    };
    for (const Finding &finding : findings) {
        const QString file =
            writeFile(m_dir.path(), QStringLiteral("fuzz-%1").arg(QLatin1String(finding.name)),
                      finding.bytes);
        const auto r = load(file);
        const QString what =
            QLatin1String(finding.name) + QStringLiteral(": ") + describe(r->file());
        QVERIFY2(r->file().malformed == finding.malformed ||
                     (finding.malformed && r->file().gzipCorrupt),
                 qPrintable(what));
        QVERIFY2(r->entries() == finding.entries,
                 qPrintable(what + QStringLiteral(" entries %1").arg(r->entries())));
        QVERIFY2(r->file().utf16 == finding.utf16, qPrintable(what));
        for (int i = 0; i < r->entries(); ++i)
            (void)r->doc.entryData(0, i);
        toolVerdict(file, {0, 1}, {0, 1}, {});
    }
}

QTEST_GUILESS_MAIN(TestHostile)
#include "tst_hostile.moc"
