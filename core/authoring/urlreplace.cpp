// SPDX-License-Identifier: GPL-3.0-or-later
#include "urlreplace.h"

#include "extensionedits.h"
#include "sitemapdocument.h"
#include "urltools.h"
#include "workerthread.h"

#include <QCoreApplication>
#include <QSet>

#include <algorithm>
#include <map>
#include <string>

UrlReplacer::UrlReplacer(ReplaceOptions options) : m_options(std::move(options))
{
    if (m_options.find.isEmpty()) {
        m_error = QCoreApplication::translate("UrlReplacer", "Enter the text to find.");
        return;
    }
    if (!m_options.regularExpression) {
        setPlainFind(m_options.find);
        return;
    }
    QRegularExpression::PatternOptions flags = QRegularExpression::UseUnicodePropertiesOption;
    if (!m_options.matchCase)
        flags |= QRegularExpression::CaseInsensitiveOption;
    m_regex.setPattern(m_options.find);
    m_regex.setPatternOptions(flags);
    if (!m_regex.isValid()) {
        m_error = QCoreApplication::translate("UrlReplacer",
                                              "The regular expression is not valid: %1 (at %2).")
                      .arg(m_regex.errorString())
                      .arg(m_regex.patternErrorOffset() + 1);
        return;
    }
    m_regex.optimize();
    m_literalReplacement = !m_options.replacement.contains(QLatin1Char('\\')) &&
                           !m_options.replacement.contains(QLatin1Char('$'));
    if (const std::optional<QString> literal = anchoredLiteral(m_options.find);
        literal && m_literalReplacement) {
        m_anchoredFind = true;
        setPlainFind(*literal);
    }
}

// The text a pattern matches when it is "^" and then plain characters only (a
// character other than \^$.|?*+()[]{}, or a backslash before punctuation), as a
// search for a URL's scheme and host mostly is; nullopt for any other pattern.
std::optional<QString> UrlReplacer::anchoredLiteral(const QString &pattern)
{
    if (pattern.size() < 2 || pattern.front() != QLatin1Char('^'))
        return std::nullopt;
    static const QString special = QStringLiteral("\\^$.|?*+()[]{}");
    QString literal;
    for (qsizetype i = 1; i < pattern.size(); ++i) {
        QChar c = pattern[i];
        if (c == QLatin1Char('\\')) {
            if (++i == pattern.size())
                return std::nullopt;
            c = pattern[i];
            // \d, \w, \Q, \1 and the like are not one character.
            if (c.unicode() >= 0x80 || c.isLetterOrNumber())
                return std::nullopt;
        } else if (special.contains(c)) {
            return std::nullopt;
        }
        literal += c;
    }
    return literal;
}

void UrlReplacer::setPlainFind(const QString &find)
{
    m_findUtf8 = find.toUtf8();
    m_replacementUtf8 = m_options.replacement.toUtf8();
    m_asciiFind = std::all_of(m_findUtf8.cbegin(), m_findUtf8.cend(),
                              [](char c) { return (uchar(c) & 0x80) == 0; });
    if (!m_options.matchCase && m_asciiFind)
        m_findUtf8 = m_findUtf8.toLower();
}

namespace {

// Appends the replacement with \N and $N (and ${N}) taken from the match; \\ and $$
// are a backslash and a dollar.
void appendExpanded(QString &out, const QString &replacement, const QRegularExpressionMatch &match)
{
    for (qsizetype i = 0; i < replacement.size(); ++i) {
        const QChar c = replacement[i];
        if ((c == QLatin1Char('\\') || c == QLatin1Char('$')) && i + 1 < replacement.size()) {
            const QChar next = replacement[i + 1];
            if (next == c) {
                out += c;
                ++i;
                continue;
            }
            qsizetype j = i + 1;
            const bool braced = c == QLatin1Char('$') && next == QLatin1Char('{');
            if (braced)
                ++j;
            int group = -1;
            qsizetype k = j;
            while (k < replacement.size() && replacement[k].isDigit() && k - j < 2) {
                group = (group < 0 ? 0 : group * 10) + replacement[k].digitValue();
                ++k;
            }
            // Two digits only when that group exists: \12 is group 1 and a '2' otherwise.
            if (group >= 10 && group > match.lastCapturedIndex()) {
                group /= 10;
                --k;
            }
            if (group >= 0 &&
                (!braced || (k < replacement.size() && replacement[k] == QLatin1Char('}')))) {
                out += match.capturedView(group);
                i = braced ? k : k - 1;
                continue;
            }
        }
        out += c;
    }
}

// text = utf8 as UTF-16, in text's own storage when utf8 is ASCII (as URLs are).
void setFromUtf8(QString &text, QByteArrayView utf8)
{
    text.resize(utf8.size());
    char16_t *out = reinterpret_cast<char16_t *>(text.data());
    uchar seen = 0;
    for (qsizetype i = 0; i < utf8.size(); ++i) {
        const auto c = uchar(utf8[i]);
        seen |= c;
        out[i] = c;
    }
    if (seen & 0x80)
        text = QString::fromUtf8(utf8);
}

// utf8 = text in UTF-8, in utf8's own storage when text is ASCII.
void setToUtf8(QByteArray &utf8, const QString &text)
{
    utf8.resize(text.size());
    char *out = utf8.data();
    char16_t seen = 0;
    const auto *in = reinterpret_cast<const char16_t *>(text.utf16());
    for (qsizetype i = 0; i < text.size(); ++i) {
        seen |= in[i];
        out[i] = char(in[i]);
    }
    if (seen >= 0x80)
        utf8 = text.toUtf8();
}

} // namespace

UrlReplacer::ByteResult UrlReplacer::replaceUtf8(QByteArrayView text, QByteArray *out,
                                                 qint64 *count) const
{
    *count = 0;
    if ((m_options.regularExpression && !m_anchoredFind) || !isValid() ||
        (!m_options.matchCase && !m_asciiFind))
        return ByteResult::AsText;
    const QByteArrayView find(m_findUtf8);
    const qsizetype m = find.size();
    // Byte positions in UTF-8 text match where the texts match: no sequence of a
    // character begins inside another's.
    if (!m_options.matchCase &&
        std::any_of(text.begin(), text.end(), [](char c) { return (uchar(c) & 0x80) != 0; })) {
        return ByteResult::AsText;
    }
    const auto lower = [](uchar c) { return c >= 'A' && c <= 'Z' ? uchar(c + 32) : c; };
    const auto matchesAt = [&](qsizetype i) {
        if (m_options.matchCase)
            return text.sliced(i).startsWith(find);
        qsizetype k = 0;
        while (k < m && lower(uchar(text[i + k])) == uchar(find[k]))
            ++k;
        return k == m;
    };
    const auto next = [&](qsizetype from) -> qsizetype {
        if (m_anchoredFind) // "^": at the start only, once
            return from == 0 && m <= text.size() && matchesAt(0) ? 0 : -1;
        if (m_options.matchCase)
            return text.indexOf(find, from);
        for (qsizetype i = from; i + m <= text.size(); ++i) {
            if (matchesAt(i))
                return i;
        }
        return -1;
    };
    qsizetype at = text.isEmpty() ? -1 : next(0);
    if (at < 0)
        return ByteResult::NoMatch;
    out->clear();
    out->reserve(text.size() + m_replacementUtf8.size());
    qsizetype from = 0;
    while (at >= 0) {
        out->append(text.sliced(from, at - from)).append(m_replacementUtf8);
        ++*count;
        from = at + m;
        at = next(from);
    }
    out->append(text.sliced(from));
    return ByteResult::Replaced;
}

std::optional<QString> UrlReplacer::replace(const QString &text, qint64 *count) const
{
    return replaceWith(m_regex, text, count);
}

std::optional<QString> UrlReplacer::replaceWith(const QRegularExpression &regex,
                                                const QString &text, qint64 *count) const
{
    QString out;
    if (!replaceInto(regex, text, &out, count))
        return std::nullopt;
    return out;
}

bool UrlReplacer::replaceInto(const QRegularExpression &regex, const QString &text, QString *into,
                              qint64 *count) const
{
    if (count)
        *count = 0;
    if (!isValid() || text.isEmpty())
        return false;
    qint64 n = 0;
    QString &out = *into;
    out.resize(0); // its storage kept
    if (!m_options.regularExpression) {
        const Qt::CaseSensitivity cs =
            m_options.matchCase ? Qt::CaseSensitive : Qt::CaseInsensitive;
        qsizetype from = 0;
        qsizetype at = text.indexOf(m_options.find, 0, cs);
        if (at < 0)
            return false;
        out.reserve(text.size());
        while (at >= 0) {
            out += QStringView(text).mid(from, at - from);
            out += m_options.replacement;
            ++n;
            from = at + m_options.find.size();
            at = text.indexOf(m_options.find, from, cs);
        }
        out += QStringView(text).mid(from);
    } else {
        QRegularExpressionMatchIterator it = regex.globalMatch(text);
        if (!it.hasNext())
            return false;
        qsizetype from = 0;
        while (it.hasNext()) {
            const QRegularExpressionMatch m = it.next();
            out += QStringView(text).mid(from, m.capturedStart() - from);
            if (m_literalReplacement)
                out += m_options.replacement;
            else
                appendExpanded(out, m_options.replacement, m);
            from = m.capturedEnd();
            ++n;
        }
        out += QStringView(text).mid(from);
    }
    if (count)
        *count = n;
    return true;
}

std::optional<QString> UrlReplacer::replaceInExtensions(const QString &xml,
                                                        const NamespaceTable &namespaces,
                                                        qint64 *matching, qint64 *changed) const
{
    QString out;
    qsizetype from = 0;
    for (const ExtensionEdits::UrlSpot &spot : ExtensionEdits::urlSpots(xml, namespaces)) {
        const QString value =
            ExtensionEdits::decodedText(QStringView(xml).sliced(spot.begin, spot.end - spot.begin));
        const std::optional<QString> after = replace(value);
        if (!after)
            continue;
        ++*matching;
        if (*after == value)
            continue;
        ++*changed;
        out += QStringView(xml).sliced(from, spot.begin - from);
        out += ExtensionEdits::encodedText(*after, spot.quote);
        from = spot.end;
    }
    if (from == 0)
        return std::nullopt;
    out += QStringView(xml).sliced(from);
    return out;
}

namespace {

// Keys of URLs as loc-duplicate compares them: duplicateKey() of the trimmed loc, in
// UTF-8, each held once.
class KeySet
{
public:
    // Adds the key of url; false when the set held it already.
    bool add(QByteArrayView url)
    {
        const QByteArrayView key = keyOf(url, &m_scratch);
        if (m_keys.contains(key))
            return false;
        m_keys.insert(keep(key));
        return true;
    }
    // The key of url when the set holds it (valid until the next call with scratch),
    // else a null view. For several threads at once, each with a scratch of its
    // own, while nothing changes the set.
    QByteArrayView find(QByteArrayView url, std::string *scratch) const
    {
        if (m_keys.isEmpty())
            return {};
        const QByteArrayView key = keyOf(url, scratch);
        return m_keys.contains(key) ? key : QByteArrayView();
    }
    // Room for n keys: a set that grows is rehashed whole at each step, a tenth of
    // a second at a million keys, which a cancel cannot break into.
    void reserve(qint64 n) { m_keys.reserve(qsizetype(n)); }
    // Takes key (a key find() gave) out of the set; false when it was not there.
    bool takeKey(QByteArrayView key) { return m_keys.remove(key); }
    // Takes other's keys in; returns how many this set held already. Stops early
    // (the count then of no use) once cancel is set, asked every 4,096 keys.
    qint64 absorb(KeySet &&other, const std::atomic<bool> *cancel)
    {
        qint64 held = 0;
        qint64 seen = 0;
        for (const QByteArrayView key : std::as_const(other.m_keys)) {
            if ((++seen & 0xfff) == 0 && cancel && cancel->load(std::memory_order_relaxed))
                break;
            if (m_keys.contains(key))
                ++held;
            else
                m_keys.insert(key);
        }
        // The views point into other's blocks: they are kept with this set's.
        for (QByteArray &block : other.m_blocks)
            m_blocks.push_back(std::move(block));
        other.m_keys.clear();
        other.m_blocks.clear();
        return held;
    }

private:
    // Valid until the next call with scratch.
    static QByteArrayView keyOf(QByteArrayView url, std::string *scratch)
    {
        const QByteArrayView trimmed = UrlTools::trimXmlWhitespace(url);
        UrlTools::AsciiParts parts;
        if (UrlTools::isPlainUri(trimmed) && UrlTools::splitAscii(trimmed, &parts)) {
            qsizetype originSize = 0;
            return UrlTools::duplicateKeyOf(trimmed, parts, scratch, &originSize);
        }
        *scratch = UrlTools::duplicateKey(QString::fromUtf8(trimmed)).toStdString();
        return QByteArrayView(scratch->data(), qsizetype(scratch->size()));
    }

    // A copy of key in the set's own blocks, which never move.
    QByteArrayView keep(QByteArrayView key)
    {
        constexpr qsizetype BlockBytes = 1 << 20;
        if (m_blocks.empty() || m_blocks.back().size() + key.size() > m_blocks.back().capacity()) {
            m_blocks.emplace_back();
            m_blocks.back().reserve(std::max(BlockBytes, key.size()));
        }
        QByteArray &block = m_blocks.back();
        const qsizetype at = block.size();
        block.append(key); // within its capacity: the views taken before stay valid
        return QByteArrayView(block.constData() + at, key.size());
    }

    QSet<QByteArrayView> m_keys;
    std::vector<QByteArray> m_blocks;
    std::string m_scratch;
};

// From this many entries a plan over the whole document is made on two threads.
constexpr qint64 ParallelPlanEntries = 65536;

// The first file of the second half of the entries of files [0, count): 0 when
// the split would leave one side empty.
int middleFile(const SitemapDocument &doc)
{
    const qint64 half = doc.totalEntryCount() / 2;
    qint64 sum = 0;
    for (int f = 0; f < doc.fileCount(); ++f) {
        if (sum >= half)
            return f;
        sum += doc.entryCount(f);
    }
    return 0;
}

} // namespace

ReplacePlan UrlReplacer::plan(const SitemapDocument &doc,
                              const std::vector<std::pair<int, int>> *scope, Detail detail,
                              const std::atomic<bool> *cancel) const
{
    ReplacePlan plan;
    if (!isValid())
        return plan;
    // Asked every 4,096 entries: a millisecond or so of work.
    const auto stopped = [cancel](int entry) {
        return (entry & 0xfff) == 0 && cancel && cancel->load(std::memory_order_relaxed);
    };
    const auto cancelled = [] {
        ReplacePlan none;
        none.cancelled = true;
        return none;
    };
    const bool edits = detail != Detail::Counts;
    const bool duplicates = detail != Detail::EditsOnly;
    // The URLs before are kept as the pool's references, not copied: the pin keeps
    // their bytes for the undo and the journal, whatever happens to the document.
    const std::shared_ptr<const StringPool::Pin> pin = edits ? doc.pool().pin() : nullptr;
    // The URLs that change, per file: the entries and their values before and after.
    struct FileChange
    {
        int file = -1;
        std::vector<int> targets;
        // The values before of the targets, then the values after: the values before
        // are the pool's references (EditValues::appendPinned) in a row, kept as a
        // table of their own.
        EditValues values;
        EditValues after;
    };
    // What one thread works out over its entries.
    struct Part
    {
        ReplacePlan counts;
        std::vector<FileChange> changes;
        // The keys of the new URLs, and how many of them (each new URL of a sitemap,
        // not of an index, which names files): for the duplicates they make.
        KeySet newKeys;
        qint64 newUrls = 0;
        qint64 afterBytes = 0; // of the new URLs
        // Per file, the entries whose extension URLs change and their new XML.
        std::map<int, std::pair<std::vector<int>, std::vector<QString>>> extensions;
        QByteArray afterUtf8;                      // the URL after the replacement, its room kept
        QString text;                              // the URL before as text, its room kept
        QString afterText;                         // the URL after as text, its room kept
        const QRegularExpression *regex = nullptr; // the thread's own
    };
    auto consider = [&](Part &part, int file, int entry) {
        ReplacePlan &counts = part.counts;
        const Entry &e = doc.entry(file, entry);
        if (m_options.extensionUrls && e.extensionCount > 0) {
            if (std::optional<QString> xml = replaceInExtensions(
                    doc.extensionsXml(file, entry), doc.namespaces(), &counts.matchingExtensionUrls,
                    &counts.changedExtensionUrls)) {
                if (edits) {
                    auto &[entries, texts] = part.extensions[file];
                    entries.push_back(entry);
                    texts.push_back(std::move(*xml));
                }
            }
        }
        if (!e.has(Field::Loc))
            return;
        const QByteArrayView beforeUtf8 = doc.rawValue(file, entry, Field::Loc);
        QByteArray &afterUtf8 = part.afterUtf8;
        qint64 n = 0;
        ByteResult result = replaceUtf8(beforeUtf8, &afterUtf8, &n);
        if (result == ByteResult::AsText) {
            setFromUtf8(part.text, beforeUtf8);
            const bool replaced = replaceInto(*part.regex, part.text, &part.afterText, &n);
            result = replaced ? ByteResult::Replaced : ByteResult::NoMatch;
            if (replaced)
                setToUtf8(afterUtf8, part.afterText);
        }
        if (result == ByteResult::NoMatch)
            return;
        ++counts.matchingValues;
        counts.matches += n;
        if (QByteArrayView(afterUtf8) == beforeUtf8) {
            ++counts.unchanged;
            return;
        }
        const bool emptied = std::all_of(afterUtf8.cbegin(), afterUtf8.cend(), [](char c) {
            return c == ' ' || c == '\t' || c == '\r' || c == '\n';
        });
        if (emptied)
            ++counts.emptied; // counted as such, not as duplicates of each other
        ++counts.changed;
        if (duplicates && !emptied && !doc.file(file).isIndex()) {
            ++part.newUrls;
            if (!part.newKeys.add(QByteArrayView(afterUtf8)))
                ++counts.newDuplicates; // the same as another new URL
        }
        if (part.changes.empty() || part.changes.back().file != file)
            part.changes.push_back({file, {}, {}, {}});
        FileChange &change = part.changes.back();
        change.targets.push_back(entry);
        if (edits) {
            change.values.appendPinned(e.value(Field::Loc), pin);
            change.after.appendUtf8(afterUtf8);
            part.afterBytes += afterUtf8.size();
        }
    };
    auto fileCounts = [&](int file) { return m_options.indexLocs || !doc.file(file).isIndex(); };
    const auto considerFiles = [&](Part &part, int from, int to) {
        for (int f = from; f < to; ++f) {
            if (!fileCounts(f))
                continue;
            for (int e = 0, n = doc.entryCount(f); e < n; ++e) {
                if (stopped(e))
                    return;
                consider(part, f, e);
            }
        }
    };
    // A large document is planned on two threads, a half of its files each (the
    // document is only read); the second half's findings are then added to the first's.
    const int split = !scope && doc.totalEntryCount() >= ParallelPlanEntries ? middleFile(doc) : 0;
    Part whole;
    whole.regex = &m_regex;
    // The new URLs' keys have room for every entry looked at (the second half's
    // are taken in by the first's at the end).
    const auto entriesOf = [&doc](int from, int to) {
        qint64 n = 0;
        for (int f = from; f < to; ++f)
            n += doc.entryCount(f);
        return n;
    };
    if (duplicates)
        whole.newKeys.reserve(scope ? qint64(scope->size()) : doc.totalEntryCount());
    if (scope) {
        std::vector<std::pair<int, int>> sorted;
        const std::vector<std::pair<int, int>> *entries = scope;
        if (!std::is_sorted(scope->begin(), scope->end())) {
            sorted = *scope;
            std::sort(sorted.begin(), sorted.end());
            sorted.erase(std::unique(sorted.begin(), sorted.end()), sorted.end());
            entries = &sorted;
        }
        int done = 0;
        for (const auto &[file, entry] : *entries) {
            if (stopped(++done))
                return cancelled();
            if (fileCounts(file))
                consider(whole, file, entry);
        }
    } else if (split > 0) {
        Part later;
        QRegularExpression ownRegex;
        if (m_options.regularExpression) {
            ownRegex = QRegularExpression(m_regex.pattern(), m_regex.patternOptions());
            ownRegex.optimize();
        }
        later.regex = &ownRegex;
        if (duplicates)
            later.newKeys.reserve(entriesOf(split, doc.fileCount()));
        {
            WorkerThread second([&] { considerFiles(later, split, doc.fileCount()); });
            considerFiles(whole, 0, split);
            second.join();
        }
        ReplacePlan &a = whole.counts;
        const ReplacePlan &b = later.counts;
        a.changed += b.changed;
        a.matchingValues += b.matchingValues;
        a.matches += b.matches;
        a.unchanged += b.unchanged;
        a.emptied += b.emptied;
        a.newDuplicates += b.newDuplicates + whole.newKeys.absorb(std::move(later.newKeys), cancel);
        a.matchingExtensionUrls += b.matchingExtensionUrls;
        a.changedExtensionUrls += b.changedExtensionUrls;
        whole.newUrls += later.newUrls;
        whole.afterBytes += later.afterBytes;
        for (FileChange &change : later.changes)
            whole.changes.push_back(std::move(change));
        whole.extensions.merge(later.extensions);
    } else {
        considerFiles(whole, 0, doc.fileCount());
    }
    if (cancel && cancel->load())
        return cancelled();
    plan = std::move(whole.counts);
    std::vector<FileChange> &changes = whole.changes;
    if (whole.newUrls > 0) {
        // New URLs equal to a URL that stays (each such key once: the others counted
        // above as the same as another new URL). Before the edits take the targets.
        // The staying URLs whose key is a new URL's are found on two threads for a
        // large document (the set is only read), then taken out one by one.
        const auto staying = [&](int from, int to, std::vector<std::string> *found) {
            std::string scratch;
            auto next =
                std::lower_bound(changes.begin(), changes.end(), from,
                                 [](const FileChange &c, int file) { return c.file < file; });
            for (int f = from; f < to; ++f) {
                if (doc.file(f).isIndex())
                    continue;
                while (next != changes.end() && next->file < f)
                    ++next;
                const std::vector<int> *changing =
                    next != changes.end() && next->file == f ? &next->targets : nullptr;
                size_t at = 0; // the next changing entry
                for (int e = 0, n = doc.entryCount(f); e < n; ++e) {
                    if (stopped(e))
                        return;
                    if (changing && at < changing->size() && (*changing)[at] == e) {
                        ++at;
                        continue;
                    }
                    if (!doc.entry(f, e).has(Field::Loc))
                        continue;
                    const QByteArrayView key =
                        whole.newKeys.find(doc.rawValue(f, e, Field::Loc), &scratch);
                    if (!key.isNull())
                        found->emplace_back(key.data(), size_t(key.size()));
                }
            }
        };
        std::vector<std::string> found;
        if (split > 0) {
            std::vector<std::string> foundLater;
            {
                WorkerThread second([&] { staying(split, doc.fileCount(), &foundLater); });
                staying(0, split, &found);
                second.join();
            }
            found.insert(found.end(), foundLater.begin(), foundLater.end());
        } else {
            staying(0, doc.fileCount(), &found);
        }
        if (cancel && cancel->load())
            return cancelled();
        for (const std::string &key : found) {
            if (whole.newKeys.takeKey(QByteArrayView(key.data(), qsizetype(key.size()))))
                ++plan.newDuplicates;
        }
    }
    // The new URLs' keys are counted: their bytes (70 MB for a million URLs) go
    // before the pool's room for the new values is taken.
    whole.newKeys = KeySet();
    auto &extensions = whole.extensions;
    if (edits) {
        for (const auto &[file, change] : extensions) {
            DocumentEdit edit = doc.setExtensionsEdit(file, change.first, change.second);
            if (!edit.targets.empty())
                plan.extensionEdits.push_back(std::move(edit));
        }
        // The pages for a megabyte or more of new URLs are taken in here, on the
        // plan's thread, not by the edit on the document's.
        constexpr qint64 RoomFrom = 1 << 20;
        if (whole.afterBytes >= RoomFrom)
            plan.poolRoom = StringPool::makeRoom(whole.afterBytes);
        for (FileChange &change : changes) {
            const auto count = quint32(change.targets.size());
            std::vector<quint32> beforeOf(count);
            std::vector<quint32> afterOf(count);
            for (quint32 i = 0; i < count; ++i) {
                beforeOf[i] = i;
                afterOf[i] = count + i;
            }
            change.values.appendValues(std::move(change.after));
            plan.edits.push_back(DocumentEdit::setValues(
                change.file, Field::Loc, std::move(change.targets), std::move(change.values),
                std::move(beforeOf), std::move(afterOf)));
            // Its table of the values' references in the pool is made here as well
            // (60 MB at 2.6 million URLs, which its first apply took in on the
            // window's thread), with where the pool holds each URL before: the
            // entry's own reference, so that the first apply need not compare a
            // million URLs' bytes to learn it.
            if (whole.afterBytes >= RoomFrom) {
                const DocumentEdit &edit = plan.edits.back();
                EditValues::PooledRefs &pooled = edit.distinct.pooled(doc.pool().id());
                for (quint32 i = 0; i < count; ++i) {
                    pooled.refs[i] = doc.entry(edit.file, edit.targets[i]).value(Field::Loc);
                    pooled.known[i] = true;
                }
            }
        }
    }
    return plan;
}
