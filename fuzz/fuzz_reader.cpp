// SPDX-License-Identifier: GPL-3.0-or-later
// libFuzzer target for the reader: every input goes through SitemapReader::readBytes
// (as XML, text and gzip, whatever the bytes are) and through the export and check
// commands on a file, so that everything sitemap-tool prints about a hostile file,
// the validator's verdicts among it, is exercised.
// Each input is read twice more split on two threads, in two pieces and in as many
// as the reader makes, which must agree, and once more cut where XmlShapeCheck
// says the text stops being well-formed (what a local read keeps), which must be
// read as the whole text is.
// The last byte picks the name (.xml, .gz, .txt) so that the .gz checks run too.
// Each input is also fetched content (PROTOCOL.md section 6.1): a robots.txt body and
// a fetched sitemap or index, through the source loader as sitemap-tool check loads
// URLs, with a RemoteSource of the target's own (no network): whatever the bytes
// say, nothing but an http(s) URL may be asked for, and an index's children only
// on its own host.

#include "remotesource.h"
#include "sitemapdocument.h"
#include "sitemapreader.h"
#include "sourceloader.h"
#include "toolcommands.h"
#include "xmlshape.h"

#include <QCoreApplication>
#include <QFile>
#include <QString>
#include <QTemporaryDir>
#include <QTextStream>

#include <cstddef>
#include <cstdint>
#include <memory>

namespace {

// Touches every value the way the table, the validator and export do, so that a
// bad TextRef or a broken UTF-8 value shows up under ASan.
void walk(const SitemapDocument &doc)
{
    for (int f = 0; f < doc.fileCount(); ++f) {
        const SitemapFile &file = doc.file(f);
        (void)fileKindName(file.kind);
        (void)file.fullyRead();
        for (int e = 0; e < doc.entryCount(f); ++e) {
            const EntryData data = doc.entryData(f, e);
            for (int k = 0; k < FieldCount; ++k) {
                if (data.values[k] && data.values[k]->size() > (1 << 26))
                    __builtin_trap(); // a value larger than the input can be is a reader bug
            }
        }
    }
}

// The split read (two threads, ReadOptions::splitMinBytes and splitPieceBytes) must
// give what one thread gives: any difference is a reader bug.
bool sameRead(const SitemapDocument &a, const SitemapDocument &b)
{
    if (a.fileCount() != b.fileCount())
        return false;
    for (int f = 0; f < a.fileCount(); ++f) {
        const SitemapFile &x = a.file(f);
        const SitemapFile &y = b.file(f);
        const auto samePos = [](const TextPosition &p, const TextPosition &q) {
            return p.line == q.line && p.column == q.column;
        };
        if (x.kind != y.kind || x.malformed != y.malformed ||
            !samePos(x.errorPosition, y.errorPosition) || x.errorMessage != y.errorMessage ||
            x.strayElements != y.strayElements || x.firstStrayElement != y.firstStrayElement ||
            !samePos(x.firstStrayPosition, y.firstStrayPosition) ||
            x.entries.size() != y.entries.size())
            return false;
        for (size_t e = 0; e < x.entries.size(); ++e) {
            const Entry &p = x.entries[e];
            const Entry &q = y.entries[e];
            if (p.line != q.line || p.column != q.column || p.present != q.present ||
                p.repeated != q.repeated || p.flags != q.flags ||
                p.extensionCount != q.extensionCount ||
                a.pool().view(p.extensions) != b.pool().view(q.extensions))
                return false;
            for (int k = 0; k < FieldCount; ++k) {
                if (a.pool().view(p.values[k]) != b.pool().view(q.values[k]))
                    return false;
            }
            // Where each child element starts (positions at the element at fault).
            for (int k = 0; k < FixedSpotCount; ++k) {
                if (!samePos(x.spot(p, Spot(k)), y.spot(q, Spot(k))))
                    return false;
            }
            for (quint32 k = 0; k < p.extensionCount && k < 64; ++k) {
                if (!samePos(x.spot(p, Spot::Extension, int(k)),
                             y.spot(q, Spot::Extension, int(k))))
                    return false;
            }
        }
        if (x.undeclaredPrefixes != y.undeclaredPrefixes ||
            !samePos(x.undeclaredPrefixAt, y.undeclaredPrefixAt) ||
            !samePos(x.doctype, y.doctype) || x.entityDeclared != y.entityDeclared ||
            x.feed != y.feed || !samePos(x.rootPosition, y.rootPosition))
            return false;
    }
    return a.namespaces().declarations() == b.namespaces().declarations();
}

// Hands out the input as whatever is fetched: the robots.txt's body, the sitemap
// or index at any URL. An index's children are chosen as SitemapFetcher chooses
// them, and recorded as not fetched.
class FuzzRemote final : public RemoteSource
{
public:
    QByteArray input;

    std::unique_ptr<SitemapDocument> fetch(const QString &url, const FetchOptions &options,
                                           QStringList *notes, QString *) override
    {
        if (!RemoteUrls::isFetchable(url))
            __builtin_trap(); // fetched content led somewhere that is no http(s) URL
        auto doc = std::make_unique<SitemapDocument>();
        ReadOptions read;
        read.maxBytes = 4 << 20;
        const int main = SitemapReader::readBytes(*doc, input, url, read);
        doc->fileRef(main).ownUrl = url;
        if (!options.followIndex || !doc->file(main).isIndex())
            return doc;
        const QUrl indexUrl(url);
        RemoteUrls::IndexChildren chosen = RemoteUrls::indexChildren(*doc, main, indexUrl);
        if (chosen.entryChild.size() != size_t(doc->entryCount(main)))
            __builtin_trap();
        std::vector<int> fileOf;
        for (const QUrl &child : chosen.urls) {
            if (!RemoteUrls::isFetchable(child.toString()) ||
                !RemoteUrls::sameOrigin(child, indexUrl))
                __builtin_trap(); // a child off the index's host, or no http(s) URL
            SitemapFile file;
            file.path = child.toString();
            file.ownUrl = file.path;
            file.unreadable = true;
            file.readError = QStringLiteral("not fetched by the fuzz target");
            file.kind = FileKind::Unknown;
            file.parentFile = main;
            fileOf.push_back(doc->addFile(std::move(file)));
        }
        std::vector<int> childFile(chosen.entryChild.size(), -2);
        for (size_t i = 0; i < chosen.entryChild.size(); ++i) {
            const int c = chosen.entryChild[i];
            if (c >= int(fileOf.size()))
                __builtin_trap();
            childFile[i] = c >= 0 ? fileOf[size_t(c)] : c == -3 ? main : -2;
        }
        doc->fileRef(main).childFile = std::move(childFile);
        if (notes)
            *notes = chosen.notes;
        return doc;
    }
    QByteArray fetchBytes(const QString &url, const FetchOptions &, QStringList *,
                          QString *) override
    {
        if (!RemoteUrls::isFetchable(url))
            __builtin_trap();
        return input;
    }
};

FuzzRemote &fuzzRemote()
{
    static FuzzRemote remote;
    return remote;
}

QString &scratchFile()
{
    static std::unique_ptr<QTemporaryDir> dir;
    static QString path;
    if (!dir) {
        dir = std::make_unique<QTemporaryDir>();
        path = dir->filePath(QStringLiteral("input.xml"));
    }
    return path;
}

} // namespace

extern "C" int LLVMFuzzerInitialize(int *argc, char ***argv)
{
    static QCoreApplication app(*argc, *argv);
    SourceLoader::setRemoteSourceProvider([](QString *) { return &fuzzRemote(); });
    return 0;
}

extern "C" int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    if (size > (1 << 20))
        return -1; // larger inputs add nothing but time
    const QByteArray bytes =
        QByteArray::fromRawData(reinterpret_cast<const char *>(data), qsizetype(size));
    static const QString names[] = {QStringLiteral("s.xml"), QStringLiteral("s.xml.gz"),
                                    QStringLiteral("s.txt")};
    const QString &name = names[size > 0 ? data[size - 1] % 3 : 0];

    // The reader in memory, with a small limit so that gzip bombs stay cheap.
    {
        SitemapDocument doc;
        ReadOptions options;
        options.maxBytes = 4 << 20;
        options.splitMinBytes = 0;
        SitemapReader::readBytes(doc, bytes, name, options);
        walk(doc);

        options.splitMinBytes = 1;
        // With a progress callback, as the editor reads: the pieces report in turn.
        options.progress = [](qint64 done, qint64 total) {
            if (done < 0 || done > total)
                __builtin_trap();
        };
        for (const qint64 pieceBytes : {ReadOptions().splitPieceBytes, qint64(1)}) {
            SitemapDocument split;
            options.splitPieceBytes = pieceBytes;
            SitemapReader::readBytes(split, bytes, name, options);
            if (!sameRead(doc, split))
                __builtin_trap();
        }

        // A local read keeps the bytes up to where the shape check says the text is
        // malformed: those bytes must give the parser's verdict on the whole text.
        if (name != names[1]) {
            const qsizetype end = XmlShapeCheck::malformedEnd(bytes);
            if (end >= 0) {
                SitemapDocument kept;
                options.splitMinBytes = 0;
                options.progress = {};
                SitemapReader::readBytes(kept, bytes.first(end), name, options);
                if (!sameRead(doc, kept))
                    __builtin_trap();
            }
        }
    }

    // The export command on a real file, as sitemap-tool runs it (default limits).
    {
        QFile f(scratchFile());
        if (!f.open(QIODevice::WriteOnly | QIODevice::Truncate))
            return 0;
        f.write(bytes);
        f.close();
        QString outText;
        QString errText;
        QTextStream out(&outText);
        QTextStream err(&errText);
        const int status = ToolCommands::exportEntries(
            {QStringLiteral("--format"), size % 2 ? QStringLiteral("csv") : QStringLiteral("jsonl"),
             scratchFile()},
            out, err);
        if (status < 0 || status > 2)
            __builtin_trap(); // the exit status contract: 0, 1 or 2
        // The check command on the same file: the validator's full pass and every
        // problem's message and position.
        outText.clear();
        errText.clear();
        const int checked = ToolCommands::check(
            {QStringLiteral("--format"), size % 2 ? QStringLiteral("json") : QStringLiteral("text"),
             scratchFile()},
            out, err);
        if (checked < 0 || checked > 2)
            __builtin_trap();
    }

    // The input as fetched content: a robots.txt's body (each sitemap it lists is
    // then the input again) and a fetched sitemap or index.
    {
        fuzzRemote().input = bytes;
        QString outText;
        QString errText;
        QTextStream out(&outText);
        QTextStream err(&errText);
        bool failed = false;
        const QStringList listed =
            SourceLoader::expandRobots({QStringLiteral("https://fuzz.example/robots.txt")},
                                       QStringLiteral("check"), err, &failed);
        for (const QString &url : listed) {
            if (!RemoteUrls::isFetchable(url))
                __builtin_trap(); // a robots.txt led to a local name
        }
        for (const QString &url : {QStringLiteral("https://fuzz.example/robots.txt"),
                                   QStringLiteral("https://fuzz.example/sets/index.xml")}) {
            const int status = ToolCommands::check(
                {QStringLiteral("--format"), QStringLiteral("json"), url}, out, err);
            if (status < 0 || status > 2)
                __builtin_trap();
        }
    }
    return 0;
}
