// SPDX-License-Identifier: GPL-3.0-or-later
#include "entryfacts.h"

#include "protocol.h"
#include "rules.h"
#include "sitemapdocument.h"

#include <charconv>

namespace {

bool sameIgnoringCase(QByteArrayView a, const char *lower)
{
    qsizetype i = 0;
    for (; lower[i]; ++i) {
        if (i >= a.size())
            return false;
        char c = a[i];
        if (c >= 'A' && c <= 'Z')
            c = char(c + ('a' - 'A'));
        if (c != lower[i])
            return false;
    }
    return i == a.size();
}

bool isChangefreqBytes(QByteArrayView v)
{
    for (const char *value : Protocol::ChangefreqValues) {
        if (v == QByteArrayView(value))
            return true;
    }
    return false;
}

// isDecimal() for the usual shape, digits with an optional fraction ("0.5", "1"):
// std::from_chars rounds correctly, as QString::toDouble() does. False: let isDecimal()
// decide (signs, "5.", ".5", long values, anything else).
bool plainDecimal(QByteArrayView v, double *number)
{
    if (v.isEmpty() || v.size() > 24)
        return false;
    qsizetype i = 0;
    while (i < v.size() && v[i] >= '0' && v[i] <= '9')
        ++i;
    if (i == 0)
        return false;
    if (i < v.size()) {
        if (v[i] != '.' || i + 1 == v.size())
            return false;
        for (qsizetype j = i + 1; j < v.size(); ++j) {
            if (v[j] < '0' || v[j] > '9')
                return false;
        }
    }
    // Up to 15 digits with up to 22 after the point: the digits as an integer and the
    // power of ten are exact doubles, so one division rounds correctly (Clinger).
    if (v.size() <= 16) {
        static constexpr double powers[] = {1e0, 1e1, 1e2,  1e3,  1e4,  1e5,  1e6,  1e7,
                                            1e8, 1e9, 1e10, 1e11, 1e12, 1e13, 1e14, 1e15};
        quint64 digits = 0;
        int fraction = 0;
        for (qsizetype k = 0; k < v.size(); ++k) {
            if (v[k] == '.') {
                fraction = int(v.size() - k - 1);
                continue;
            }
            digits = digits * 10 + quint64(v[k] - '0');
        }
        if (digits < (quint64(1) << 53)) {
            *number = double(digits) / powers[fraction];
            return true;
        }
    }
    const auto r = std::from_chars(v.data(), v.data() + v.size(), *number);
    return r.ec == std::errc() && r.ptr == v.data() + v.size();
}

// lastmod-future of a judged lastmod.
bool isFuture(const LastMod::Result &r, const FileContext &ctx)
{
    return r.hasInstant && r.msecsSinceEpoch > ctx.nowMSecs + Protocol::LastmodFutureSlackMSecs;
}

// The facts of a loc of plain ASCII that needs no encoding, which most are: then
// the URL is its own URI form, and its parts and keys are views of its bytes.
void plainLocFacts(QByteArrayView loc, const UrlTools::AsciiParts &p, const FileContext &ctx,
                   EntryFacts &f, Rules::EntryKeys &keys)
{
    f.locUnescaped = false;
    f.locPercentInvalid = false;
    f.locUriLength = loc.size();
    f.url.absolute = p.absolute;
    f.url.hasFragment = p.hasFragment;
    f.httpScheme = sameIgnoringCase(p.scheme, "http") || sameIgnoringCase(p.scheme, "https");
    f.plainHost = p.host;
    if (p.absolute) {
        // The entries of a file mostly share their host: its verdicts are taken
        // from the entry before when it is the same.
        Rules::HostMemo &host = keys.host;
        if (!host.valid || QByteArrayView(host.name) != p.host) {
            const int local = UrlTools::isLocalHostAscii(p.host);
            host.local =
                local < 0 ? UrlTools::isLocalHost(QString::fromLatin1(p.host)) : local == 1;
            host.placeholder = UrlTools::isPlaceholderHostAscii(p.host);
            host.name.assign(p.host.data(), size_t(p.host.size()));
            host.valid = true;
        }
        f.locLocal = host.local;
        f.locPlaceholder = host.placeholder;
    }
    keys.key = UrlTools::duplicateKeyOf(loc, p, &keys.duplicateKey, &keys.originSize);
    keys.pathSize = p.path.size();
    if (keys.originSize > 0) {
        keys.origin = keys.key.first(keys.originSize);
        if (!ctx.ownOriginUtf8.isEmpty() && keys.origin == QByteArrayView(ctx.ownOriginUtf8)) {
            const QByteArrayView path = p.path.isEmpty() ? QByteArrayView("/") : p.path;
            f.outsidePath = !path.startsWith(ctx.ownFolderPathUtf8);
        }
    }
}

// The facts of any other loc: one the writer encodes (non-ASCII, a space, a stray
// '%', <>"{}|\^`), or whose port only QString::toInt() reads ("+1", a long run of
// digits). Its URI form, with an IDN host in punycode, decides its length, its
// duplicate key and its folder.
void encodedLocFacts(QByteArrayView bytes, const FileContext &ctx, EntryFacts &f,
                     Rules::EntryKeys &keys)
{
    const QString loc = QString::fromUtf8(bytes);
    const UrlTools::Parts url = UrlTools::split(loc);
    f.locUnescaped = UrlTools::hasUnescapedCharacters(loc);
    f.locPercentInvalid = UrlTools::hasInvalidPercent(loc);
    const QString uri = UrlTools::toUriForm(loc);
    f.locUriLength = uri.size();
    f.url.absolute = url.absolute;
    f.url.hasFragment = url.hasFragment;
    f.httpScheme = url.scheme == QLatin1String("http") || url.scheme == QLatin1String("https");
    f.locLocal = url.absolute && UrlTools::isLocalHost(url.host);
    f.locPlaceholder = url.absolute && UrlTools::isPlaceholderHost(url.host);
    keys.duplicateKey = UrlTools::duplicateKey(loc).toStdString();
    keys.key = QByteArrayView(keys.duplicateKey.data(), qsizetype(keys.duplicateKey.size()));
    keys.originSize = 0;
    keys.pathSize = 0;
    if (url.absolute && f.httpScheme) {
        // Not always the start of the key: the key's host is in its URI form.
        keys.originKey = UrlTools::originKey(loc).toStdString();
        keys.origin = QByteArrayView(keys.originKey.data(), qsizetype(keys.originKey.size()));
        if (!ctx.ownOriginUtf8.isEmpty() && keys.origin == QByteArrayView(ctx.ownOriginUtf8)) {
            QString path = UrlTools::split(uri).path;
            if (path.isEmpty())
                path = QStringLiteral("/");
            f.outsidePath = !path.startsWith(ctx.ownFolderPath);
        }
    }
}

void valueFactsOf(const Entry &e, const StringPool &pool, Field field, const FileContext &ctx,
                  EntryFacts &f, Rules::ValueMemo *memo)
{
    if (field == Field::Loc || !e.has(field))
        return;
    const TextRef ref = e.value(field);
    const auto work = [&] {
        Rules::ValueFacts v;
        const QByteArrayView value = UrlTools::trimXmlWhitespace(pool.view(ref));
        switch (field) {
        case Field::LastMod:
            v.lastmod = ctx.rssDates ? LastMod::checkRfc822(QString::fromUtf8(value))
                                     : LastMod::check(value);
            break;
        case Field::ChangeFreq:
            v.changefreqValid = isChangefreqBytes(value);
            break;
        case Field::Priority:
            v.priorityDecimal = Rules::isDecimal(value, &v.priorityValue);
            break;
        case Field::Loc:
            break;
        }
        return v;
    };
    const Rules::ValueFacts v = memo ? memo->fields[size_t(field)].get(ref, work) : work();
    switch (field) {
    case Field::LastMod:
        f.lastmodResult = v.lastmod;
        f.lastmodFuture = isFuture(f.lastmodResult, ctx);
        break;
    case Field::ChangeFreq:
        f.changefreqValid = v.changefreqValid;
        break;
    case Field::Priority:
        f.priorityDecimal = v.priorityDecimal;
        f.priorityValue = v.priorityValue;
        break;
    case Field::Loc:
        break;
    }
}

} // namespace

const QString &EntryFacts::text(Field field) const
{
    std::optional<QString> &text = m_text[size_t(field)];
    if (!text) {
        text.emplace();
        if (source && pool && source->has(field))
            *text =
                QString::fromUtf8(UrlTools::trimXmlWhitespace(pool->view(source->value(field))));
    }
    return *text;
}

MessageValue EntryFacts::value(Field field) const
{
    if (source && pool && source->has(field))
        return MessageValue::bytes(UrlTools::trimXmlWhitespace(pool->view(source->value(field))));
    return MessageValue::bytes({});
}

MessageValue EntryFacts::hostValue() const
{
    if (!source || !pool)
        return urlHost();
    if (!plainHost.isNull())
        return MessageValue::bytes(plainHost);
    // A plain ASCII loc's host is a view of its bytes, as schemeAndHost() reads it.
    const QByteArrayView bytes =
        source->has(Field::Loc) ? UrlTools::trimXmlWhitespace(pool->view(source->value(Field::Loc)))
                                : QByteArrayView();
    UrlTools::AsciiParts ascii;
    if (UrlTools::isPlainUri(bytes) && UrlTools::splitAscii(bytes, &ascii))
        return MessageValue::bytes(ascii.host);
    return urlHost();
}

const std::pair<QString, QString> &EntryFacts::schemeAndHost() const
{
    if (!m_schemeAndHost) {
        // A plain ASCII loc is split as its bytes, as entryFacts() reads it; any
        // other as a string.
        const QByteArrayView bytes =
            source && pool && source->has(Field::Loc)
                ? UrlTools::trimXmlWhitespace(pool->view(source->value(Field::Loc)))
                : QByteArrayView();
        UrlTools::AsciiParts ascii;
        if (UrlTools::isPlainUri(bytes) && UrlTools::splitAscii(bytes, &ascii)) {
            m_schemeAndHost.emplace(QString::fromLatin1(ascii.scheme).toLower(),
                                    QString::fromLatin1(ascii.host));
        } else {
            const UrlTools::Parts parts = UrlTools::split(loc());
            m_schemeAndHost.emplace(parts.scheme, parts.host);
        }
    }
    return *m_schemeAndHost;
}

namespace Rules {

bool isChangefreqValue(QStringView v)
{
    for (const char *value : Protocol::ChangefreqValues) {
        if (v == QLatin1String(value))
            return true;
    }
    return false;
}

bool isDecimal(QStringView v, double *number)
{
    // XSD decimal: optional sign, digits with an optional fraction, at least one digit.
    qsizetype i = 0;
    if (i < v.size() && (v[i] == QLatin1Char('+') || v[i] == QLatin1Char('-')))
        ++i;
    int digits = 0;
    bool dot = false;
    for (; i < v.size(); ++i) {
        if (v[i] >= QLatin1Char('0') && v[i] <= QLatin1Char('9'))
            ++digits;
        else if (v[i] == QLatin1Char('.') && !dot)
            dot = true;
        else
            return false;
    }
    if (digits == 0)
        return false;
    if (number)
        *number = v.toString().toDouble();
    return true;
}

bool isDecimal(QByteArrayView utf8, double *number)
{
    return plainDecimal(utf8, number) || isDecimal(QString::fromUtf8(utf8), number);
}

void valueFacts(const SitemapDocument &doc, int file, int entry, Field field,
                const FileContext &ctx, EntryFacts *facts, ValueMemo *memo)
{
    valueFactsOf(doc.entry(file, entry), doc.pool(), field, ctx, *facts, memo);
}

namespace {

// Where the entry is, which fields it has and repeats, and its file's kind.
void setShape(const Entry &e, const FileContext &ctx, EntryFacts &f)
{
    f.kind = ctx.kind;
    f.line = int(e.line);
    f.column = int(e.column);
    f.present = e.present;
    f.repeated = e.repeated;
    f.flags = e.flags;
}

} // namespace

void entryFacts(const SitemapDocument &doc, int file, int entry, const FileContext &ctx,
                EntryFacts *out, EntryKeys *keys, bool withExtensions)
{
    const Entry &e = doc.entry(file, entry);
    const StringPool &pool = doc.pool();
    EntryFacts &f = *out;
    setShape(e, ctx, f);
    keys->key = {};
    keys->origin = {};
    keys->originSize = 0;
    QByteArrayView loc;
    bool ascii = true;
    if (e.has(Field::Loc)) {
        const QByteArrayView raw = pool.view(e.value(Field::Loc));
        loc = UrlTools::trimXmlWhitespace(raw);
        f.locPadded = raw.size() != loc.size();
        if (!loc.isEmpty()) {
            f.locGiven = true;
            UrlTools::AsciiParts p;
            ascii = UrlTools::isPlainUri(loc);
            if (ascii && UrlTools::splitAscii(loc, &p))
                plainLocFacts(loc, p, ctx, f, *keys);
            else
                encodedLocFacts(loc, ctx, f, *keys);
        }
    }
    for (const Field field : {Field::LastMod, Field::ChangeFreq, Field::Priority})
        valueFactsOf(e, pool, field, ctx, f, keys->values.get());
    if (ctx.kind == FileKind::Index) {
        const SitemapFile &sf = doc.file(file);
        if (size_t(entry) < sf.childFile.size()) {
            f.child = sf.childFile[size_t(entry)];
            f.childIsIndex = f.child >= 0 && f.child < doc.fileCount() &&
                             doc.file(f.child).kind == FileKind::Index;
        }
    }
    if (withExtensions && ctx.kind == FileKind::UrlSet && !e.extensions.isEmpty() &&
        (e.extensionCount > 0 || (e.flags & Entry::HasUnknownElements)))
        f.ext = extensionFacts(pool.view(e.extensions),
                               ascii ? QAnyStringView(QLatin1StringView(loc))
                                     : QAnyStringView(QUtf8StringView(loc)),
                               ctx);
}

namespace {

const RuleMask &readExtensions()
{
    static const RuleMask mask = [] {
        RuleMask m;
        for (int r = int(FirstExtensionRule); r <= int(LastEntryRule); ++r)
            m |= ruleBit(RuleId(r));
        return m;
    }();
    return mask;
}

const RuleMask quoteOrigin = ruleBit(RuleId::LocHostMismatch) | ruleBit(RuleId::LocOutsidePath);

// The facts the messages that quote only the entry's text read: that text (made
// from its bytes when they ask), and which fields it has or repeats; what the checks
// found is not read again.
void setFieldFacts(const SitemapDocument &doc, int file, int entry, const FileContext &ctx,
                   EntryFacts &f)
{
    const Entry &e = doc.entry(file, entry);
    f.source = &e;
    f.pool = &doc.pool();
    setShape(e, ctx, f);
}

} // namespace

bool fieldFacts(const SitemapDocument &doc, int file, int entry, const FileContext &ctx,
                const RuleMask &wanted, EntryFacts &facts)
{
    if ((wanted & (readExtensions() | quoteOrigin)).any())
        return false;
    facts.clearMessageStrings();
    setFieldFacts(doc, file, entry, ctx, facts);
    return true;
}

EntryFacts entryFacts(const SitemapDocument &doc, int file, int entry, const FileContext &ctx,
                      const RuleMask *wanted)
{
    EntryFacts f;
    if (wanted && fieldFacts(doc, file, entry, ctx, *wanted, f))
        return f;
    const Entry &e = doc.entry(file, entry);
    f.source = &e;
    f.pool = &doc.pool();
    EntryKeys keys;
    entryFacts(doc, file, entry, ctx, &f, &keys, !wanted || (*wanted & readExtensions()).any());
    if (!keys.origin.isEmpty() && (!wanted || (*wanted & quoteOrigin).any()))
        f.origin = QString::fromUtf8(keys.origin);
    return f;
}

} // namespace Rules
