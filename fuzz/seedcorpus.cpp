// SPDX-License-Identifier: GPL-3.0-or-later
// Writes the seed corpus for fuzz_reader into the folder given as the only
// argument: one small file per form and flaw the reader knows (PROTOCOL.md
// sections 1 and 2), plain and gzipped. The build runs it; nothing is copied
// from ../shared/corpus.

#include <QByteArray>
#include <QDir>
#include <QFile>
#include <QList>
#include <QString>

#include <zlib.h>

#include <cstdio>
#include <utility>

namespace {

QByteArray gzip(const QByteArray &bytes)
{
    z_stream zs{};
    if (deflateInit2(&zs, 9, Z_DEFLATED, 15 + 16, 8, Z_DEFAULT_STRATEGY) != Z_OK)
        return {};
    QByteArray out;
    out.resize(qsizetype(deflateBound(&zs, uLong(bytes.size()))) + 32);
    zs.next_in = reinterpret_cast<Bytef *>(const_cast<char *>(bytes.data()));
    zs.avail_in = uInt(bytes.size());
    zs.next_out = reinterpret_cast<Bytef *>(out.data());
    zs.avail_out = uInt(out.size());
    deflate(&zs, Z_FINISH);
    out.resize(qsizetype(zs.total_out));
    deflateEnd(&zs);
    return out;
}

const QByteArray decl = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n";
const QByteArray ns09 = "http://www.sitemaps.org/schemas/sitemap/0.9";

QByteArray urlset(const QByteArray &body, const QByteArray &extraNs = {})
{
    return decl + "<urlset xmlns=\"" + ns09 + "\"" + extraNs + ">\n" + body + "</urlset>\n";
}

QList<std::pair<QString, QByteArray>> seeds()
{
    const QByteArray full = "<url><loc>https://a.example/</loc><lastmod>2024-05-01</lastmod>"
                            "<changefreq>daily</changefreq><priority>0.8</priority></url>\n";
    QList<std::pair<QString, QByteArray>> s;
    const auto add = [&s](const char *name, const QByteArray &bytes) {
        s.append({QString::fromLatin1(name), bytes});
    };
    add("urlset", urlset(full + "<url><loc>https://a.example/b?x=1&amp;y=2</loc></url>\n"));
    add("index", decl + "<sitemapindex xmlns=\"" + ns09 +
                     "\"><sitemap><loc>https://a.example/s1.xml</loc>"
                     "<lastmod>2024-05-01T10:15:00+02:00</lastmod></sitemap>"
                     "</sitemapindex>\n");
    add("legacy", "<urlset xmlns=\"http://www.google.com/schemas/sitemap/0.84\">"
                  "<url><loc>https://a.example/</loc></url></urlset>");
    add("no-namespace", "<urlset ns=\"http://www.sitemaps.org/schemas/sitemap/0.9\">"
                        "<url><loc>https://a.example/</loc></url></urlset>");
    add("extensions",
        urlset("<url><loc>https://a.example/</loc>"
               "<image:image><image:loc>https://a.example/i.png</image:loc>"
               "<image:caption>Fish &amp; chips</image:caption></image:image>"
               "<video:video><video:title>t</video:title></video:video>"
               "<news:news><news:publication><news:name>n</news:name>"
               "<news:language>en</news:language></news:publication></news:news>"
               "<xhtml:link rel=\"alternate\" hreflang=\"de\" href=\"https://a.example/de\"/>"
               "<v:thing xmlns:v=\"urn:vendor\" a=\"1\">text<v:inner/></v:thing>"
               "</url>\n",
               " xmlns:image=\"http://www.google.com/schemas/sitemap-image/1.1\""
               " xmlns:video=\"http://www.google.com/schemas/sitemap-video/1.1\""
               " xmlns:news=\"http://www.google.com/schemas/sitemap-news/0.9\""
               " xmlns:xhtml=\"http://www.w3.org/1999/xhtml\""));
    add("comments-cdata-pi", decl +
                                 "<?xml-stylesheet type=\"text/xsl\" href=\"s.xsl\"?>\n"
                                 "<!-- a -->\n<urlset xmlns=\"" +
                                 ns09 +
                                 "\"><!-- b --><url><loc><![CDATA[https://a.example/"
                                 "?a&b]]></loc><?pi x?></url></urlset>\n<!-- c -->\n");
    add("bom-crlf", "\xEF\xBB\xBF" + decl + "<urlset xmlns=\"" + ns09 +
                        "\">\r\n<url>\r\n<loc>\r\n https://a.example/ \r\n</loc></url>"
                        "\r\n</urlset>\r\n");
    add("order-repeats", urlset("<url><priority>0.5</priority><loc>https://a.example/</loc>"
                                "<loc>https://a.example/2</loc><foo>x</foo></url>\n"));
    add("malformed", urlset(full + "<url><loc>https://a.example/?a=1&b=2</loc></url>\n"));
    add("truncated", urlset(full).left(80));
    add("leading-junk", "Warning: something in /var/www on line 3\n" + urlset(full));
    add("latin1", "<?xml version=\"1.0\" encoding=\"ISO-8859-1\"?>\n<urlset xmlns=\"" + ns09 +
                      "\"><url><loc>https://a.example/caf\xE9</loc></url></urlset>");
    add("invalid-utf8", urlset("<url><loc>https://a.example/\xC3\x28\xFF</loc></url>\n"));
    {
        const QString text = QString::fromUtf8(urlset(full));
        QByteArray utf16("\xFF\xFE", 2);
        utf16.append(reinterpret_cast<const char *>(text.utf16()), text.size() * 2);
        add("utf16le", utf16);
    }
    add("text", "https://a.example/\nhttps://a.example/b\n\n  ftp://a.example/c  \nnot a "
                "url\r\n");
    add("rss", "<?xml version=\"1.0\"?><rss version=\"2.0\"><channel><title>t</title>"
               "</channel></rss>");
    add("atom", "<feed xmlns=\"http://www.w3.org/2005/Atom\"><title>t</title></feed>");
    add("html", "<!DOCTYPE html><html><head><meta charset=utf-8></head><body><br></body>"
                "</html>");
    add("aspnet", "<?xml version=\"1.0\"?><siteMap><siteMapNode url=\"/\"/></siteMap>");
    add("json", "{\"urls\": [\"https://a.example/\"]}");
    add("entities", "<?xml version=\"1.0\"?>\n<!DOCTYPE urlset [\n<!ENTITY a \"aaaa\">\n"
                    "<!ENTITY b \"&a;&a;&a;&a;\">]>\n<urlset><url><loc>&b;</loc></url>"
                    "</urlset>");
    add("external-dtd", "<?xml version=\"1.0\"?>\n<!DOCTYPE urlset SYSTEM "
                        "\"file:///etc/passwd\">\n<urlset><url><loc>&x;</loc></url>"
                        "</urlset>");
    add("empty-root", urlset(""));
    add("whitespace", " \n\t\r\n");
    add("binary", QByteArray("\x00\x01\x02\x03\xfe\xff\x7f", 7));

    // Every XML seed once more gzipped, plus a truncated gzip stream and two members.
    const qsizetype plain = s.size();
    for (qsizetype i = 0; i < plain; ++i)
        s.append({s[i].first + QStringLiteral(".gz"), gzip(s[i].second)});
    const QByteArray gz = gzip(urlset(full));
    add("gzip-truncated", gz.left(gz.size() / 2));
    add("gzip-members", gz + gz);
    return s;
}

} // namespace

int main(int argc, char **argv)
{
    if (argc != 2) {
        std::fprintf(stderr, "usage: %s DIR\n", argv[0]);
        return 2;
    }
    const QString dir = QString::fromLocal8Bit(argv[1]);
    QDir().mkpath(dir);
    const auto all = seeds();
    for (qsizetype i = 0; i < all.size(); ++i) {
        QFile f(dir + QLatin1Char('/') + all[i].first);
        if (!f.open(QIODevice::WriteOnly | QIODevice::Truncate) || f.write(all[i].second) < 0) {
            std::fprintf(stderr, "cannot write %s\n", qPrintable(f.fileName()));
            return 1;
        }
    }
    return 0;
}
