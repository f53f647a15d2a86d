// SPDX-License-Identifier: GPL-3.0-or-later
#include "urlreplace.h"

#include "extensionedits.h"
#include "sitemapdocument.h"
#include "urltools.h"

#include <QCoreApplication>
#include <QSet>

#include <map>

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

ReplacePlan UrlReplacer::plan(const SitemapDocument &doc,
                              const std::vector<std::pair<int, int>> *scope) const
{
    ReplacePlan plan;
    if (!isValid())
        return plan;
    // Per file, the entries whose extension URLs change and their new XML.
    std::map<int, std::pair<std::vector<int>, std::vector<QString>>> extensions;
    auto consider = [&](int file, int entry) {
        if (m_options.extensionUrls && doc.entry(file, entry).extensionCount > 0) {
            if (std::optional<QString> xml =
                    replaceInExtensions(doc.extensionsXml(file, entry), doc.namespaces(),
                                        &plan.matchingExtensionUrls, &plan.changedExtensionUrls)) {
                auto &[entries, texts] = extensions[file];
                entries.push_back(entry);
                texts.push_back(std::move(*xml));
            }
        }
        if (!doc.entry(file, entry).has(Field::Loc))
            return;
        const QString before = doc.value(file, entry, Field::Loc);
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
        if (UrlTools::trimXmlWhitespace(*after).isEmpty())
            ++plan.emptied;
        plan.edits.push_back(
            DocumentEdit::setValue(file, entry, Field::Loc, before, std::move(*after)));
    };
    auto fileCounts = [&](int file) { return m_options.indexLocs || !doc.file(file).isIndex(); };
    if (scope) {
        for (const auto &[file, entry] : *scope) {
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
    for (const auto &[file, change] : extensions) {
        DocumentEdit edit = doc.setExtensionsEdit(file, change.first, change.second);
        if (!edit.targets.empty())
            plan.extensionEdits.push_back(std::move(edit));
    }
    if (plan.edits.empty())
        return plan;

    // Duplicates the replacement creates: new values equal to a value that stays,
    // or to another new value (compared as loc-duplicate compares them).
    QSet<std::pair<int, int>> changed;
    for (const DocumentEdit &e : plan.edits)
        changed.insert({e.file, e.entry});
    QSet<QString> keys;
    for (int f = 0; f < doc.fileCount(); ++f) {
        if (doc.file(f).isIndex())
            continue;
        for (int e = 0, n = doc.entryCount(f); e < n; ++e) {
            if (doc.entry(f, e).has(Field::Loc) && !changed.contains({f, e}))
                keys.insert(UrlTools::duplicateKey(doc.value(f, e, Field::Loc)));
        }
    }
    for (const DocumentEdit &e : plan.edits) {
        if (doc.file(e.file).isIndex())
            continue;
        const QString key = UrlTools::duplicateKey(*e.after);
        if (keys.contains(key))
            ++plan.newDuplicates;
        else
            keys.insert(key);
    }
    return plan;
}
