// SPDX-License-Identifier: GPL-3.0-or-later
#include "urlreplace.h"

#include "extensionedits.h"
#include "sitemapdocument.h"
#include "urltools.h"

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
    if (!m_options.regularExpression)
        return;
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
}

namespace {

// The replacement with \N and $N (and ${N}) taken from the match; \\ and $$ are
// a backslash and a dollar.
QString expand(const QString &replacement, const QRegularExpressionMatch &match)
{
    QString out;
    out.reserve(replacement.size());
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
                out += match.captured(group);
                i = braced ? k : k - 1;
                continue;
            }
        }
        out += c;
    }
    return out;
}

} // namespace

std::optional<QString> UrlReplacer::replace(const QString &text, qint64 *count) const
{
    if (count)
        *count = 0;
    if (!isValid() || text.isEmpty())
        return std::nullopt;
    qint64 n = 0;
    QString out;
    if (!m_options.regularExpression) {
        const Qt::CaseSensitivity cs =
            m_options.matchCase ? Qt::CaseSensitive : Qt::CaseInsensitive;
        qsizetype from = 0;
        qsizetype at = text.indexOf(m_options.find, 0, cs);
        if (at < 0)
            return std::nullopt;
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
        QRegularExpressionMatchIterator it = m_regex.globalMatch(text);
        if (!it.hasNext())
            return std::nullopt;
        qsizetype from = 0;
        while (it.hasNext()) {
            const QRegularExpressionMatch m = it.next();
            out += QStringView(text).mid(from, m.capturedStart() - from);
            out += expand(m_options.replacement, m);
            from = m.capturedEnd();
            ++n;
        }
        out += QStringView(text).mid(from);
    }
    if (count)
        *count = n;
    return out;
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
        const QByteArrayView key = keyOf(url);
        if (m_keys.contains(key))
            return false;
        m_keys.insert(keep(key));
        return true;
    }
    // Takes the key of url out of the set; false when the set did not hold it.
    bool take(QByteArrayView url) { return !m_keys.isEmpty() && m_keys.remove(keyOf(url)); }

private:
    // Valid until the next call.
    QByteArrayView keyOf(QByteArrayView url)
    {
        const QByteArrayView trimmed = UrlTools::trimXmlWhitespace(url);
        UrlTools::AsciiParts parts;
        if (UrlTools::isPlainUri(trimmed) && UrlTools::splitAscii(trimmed, &parts)) {
            qsizetype originSize = 0;
            return UrlTools::duplicateKeyOf(trimmed, parts, &m_scratch, &originSize);
        }
        m_scratch = UrlTools::duplicateKey(QString::fromUtf8(trimmed)).toStdString();
        return QByteArrayView(m_scratch.data(), qsizetype(m_scratch.size()));
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

} // namespace

ReplacePlan UrlReplacer::plan(const SitemapDocument &doc,
                              const std::vector<std::pair<int, int>> *scope, Detail detail) const
{
    ReplacePlan plan;
    if (!isValid())
        return plan;
    const bool edits = detail == Detail::Edits;
    // The URLs that change, per file: the entries and their values before and after.
    struct FileChange
    {
        int file = -1;
        std::vector<int> targets;
        EditValues values; // before and after of each target
    };
    std::vector<FileChange> changes;
    // The keys of the new URLs, and how many of them (each new URL of a sitemap,
    // not of an index, which names files): for the duplicates they make.
    KeySet newKeys;
    qint64 newUrls = 0;
    // Per file, the entries whose extension URLs change and their new XML.
    std::map<int, std::pair<std::vector<int>, std::vector<QString>>> extensions;
    auto consider = [&](int file, int entry) {
        const Entry &e = doc.entry(file, entry);
        if (m_options.extensionUrls && e.extensionCount > 0) {
            if (std::optional<QString> xml =
                    replaceInExtensions(doc.extensionsXml(file, entry), doc.namespaces(),
                                        &plan.matchingExtensionUrls, &plan.changedExtensionUrls)) {
                if (edits) {
                    auto &[entries, texts] = extensions[file];
                    entries.push_back(entry);
                    texts.push_back(std::move(*xml));
                }
            }
        }
        if (!e.has(Field::Loc))
            return;
        const QByteArrayView beforeUtf8 = doc.rawValue(file, entry, Field::Loc);
        const QString before = QString::fromUtf8(beforeUtf8);
        qint64 n = 0;
        std::optional<QString> after = replace(before, &n);
        if (!after)
            return;
        ++plan.matchingValues;
        plan.matches += n;
        if (*after == before) {
            ++plan.unchanged;
            return;
        }
        const bool emptied = UrlTools::trimXmlWhitespace(*after).isEmpty();
        if (emptied)
            ++plan.emptied; // counted as such, not as duplicates of each other
        ++plan.changed;
        const QByteArray afterUtf8 = after->toUtf8();
        if (!emptied && !doc.file(file).isIndex()) {
            ++newUrls;
            if (!newKeys.add(QByteArrayView(afterUtf8)))
                ++plan.newDuplicates; // the same as another new URL
        }
        if (changes.empty() || changes.back().file != file)
            changes.push_back({file, {}, {}});
        FileChange &change = changes.back();
        change.targets.push_back(entry);
        if (edits) {
            change.values.appendUtf8(beforeUtf8);
            change.values.appendUtf8(afterUtf8);
        }
    };
    auto fileCounts = [&](int file) { return m_options.indexLocs || !doc.file(file).isIndex(); };
    if (scope) {
        std::vector<std::pair<int, int>> sorted;
        const std::vector<std::pair<int, int>> *entries = scope;
        if (!std::is_sorted(scope->begin(), scope->end())) {
            sorted = *scope;
            std::sort(sorted.begin(), sorted.end());
            sorted.erase(std::unique(sorted.begin(), sorted.end()), sorted.end());
            entries = &sorted;
        }
        for (const auto &[file, entry] : *entries) {
            if (fileCounts(file))
                consider(file, entry);
        }
    } else {
        for (int f = 0; f < doc.fileCount(); ++f) {
            if (!fileCounts(f))
                continue;
            for (int e = 0, n = doc.entryCount(f); e < n; ++e)
                consider(f, e);
        }
    }
    if (newUrls > 0) {
        // New URLs equal to a URL that stays (each such key once: the others counted
        // above as the same as another new URL). Before the edits take the targets.
        size_t next = 0; // the first change of a file not passed yet
        for (int f = 0; f < doc.fileCount(); ++f) {
            if (doc.file(f).isIndex())
                continue;
            while (next < changes.size() && changes[next].file < f)
                ++next;
            const std::vector<int> *changing =
                next < changes.size() && changes[next].file == f ? &changes[next].targets : nullptr;
            size_t at = 0; // the next changing entry
            for (int e = 0, n = doc.entryCount(f); e < n; ++e) {
                if (changing && at < changing->size() && (*changing)[at] == e) {
                    ++at;
                    continue;
                }
                if (doc.entry(f, e).has(Field::Loc) && newKeys.take(doc.rawValue(f, e, Field::Loc)))
                    ++plan.newDuplicates;
            }
        }
    }
    if (edits) {
        for (const auto &[file, change] : extensions) {
            DocumentEdit edit = doc.setExtensionsEdit(file, change.first, change.second);
            if (!edit.targets.empty())
                plan.extensionEdits.push_back(std::move(edit));
        }
        for (FileChange &change : changes) {
            const auto count = quint32(change.targets.size());
            std::vector<quint32> beforeOf(count);
            std::vector<quint32> afterOf(count);
            for (quint32 i = 0; i < count; ++i) {
                beforeOf[i] = 2 * i;
                afterOf[i] = 2 * i + 1;
            }
            plan.edits.push_back(DocumentEdit::setValues(
                change.file, Field::Loc, std::move(change.targets), std::move(change.values),
                std::move(beforeOf), std::move(afterOf)));
        }
    }
    return plan;
}
