// SPDX-License-Identifier: GPL-3.0-or-later
#include "sitemapwriter.h"

#include "fileaccess.h"
#include "lastmod.h"
#include "rules.h"
#include "saverun.h"
#include "stylesheet.h"
#include "urltools.h"
#include "xmlescape.h"

#include <QDir>
#include <QFileInfo>
#include <QRegularExpression>

using Writing::fileLabel;
using Writing::nativePath;
using Writing::NoteCap;
using Writing::SaveRun;
using Writing::stripSitemapExtension;
using Writing::trimmedView;

namespace Writing {

SaveReport SaveRun::run(const QString &targetPath)
{
    if (!prepare(targetPath))
        return m_report;
    if (m_write && !m_options.dropInvalid && isSureToBeRefused())
        m_write = false; // a save that will be refused writes nothing: known before compressing
    if (m_write && !lockFolder())
        return m_report; // another save holds the folder
    for (int file : m_files) {
        if (!m_doc.file(file).isIndex())
            m_entriesTotal += m_doc.entryCount(file);
    }
    if (!m_options.baseUrl.isEmpty())
        m_baseFolder = UrlTools::folderUrl(m_options.baseUrl);
    else if (!mainFile().ownUrl.isEmpty())
        m_baseFolder = UrlTools::folderUrl(mainFile().ownUrl);

    if (!(mainFile().isIndex() ? layOutIndexSet() : layOutSitemap()))
        return m_report;
    if (m_planStopped) {
        refuse(SaveReport::Status::Failed, QStringLiteral("the plan was stopped"));
        return m_report;
    }
    m_report.notValidated = QStringList(m_notValidated.begin(), m_notValidated.end());
    m_report.notValidated.sort();
    if (!checkBlocking() || !addIndexFile() || !checkFileNames())
        return m_report;
    for (const Final &f : m_finals) {
        WrittenFile wf = f.info;
        wf.path = finalPath(f.name);
        const auto standard = m_standardForm.constFind(f.name);
        if (standard != m_standardForm.constEnd()) {
            wf.standardForm = true;
            wf.standardFormWhy = standard->reason;
            wf.standardFormReason = standard->detail.isEmpty()
                                        ? standardFormText(standard->reason)
                                        : standardFormText(standard->reason) +
                                              QStringLiteral(" (") + standard->detail +
                                              QLatin1Char(')');
            wf.commentsDropped = standard->comments;
        }
        m_report.files.push_back(wf);
    }
    if (!m_write) {
        if (m_saving) { // the pre-check expected a refusal the entries did not confirm
            refuse(SaveReport::Status::Failed,
                   QStringLiteral("%1: the entries changed while saving; save again")
                       .arg(fileLabel(mainFile())));
            return m_report;
        }
        m_report.status = SaveReport::Status::Planned;
        return m_report;
    }
    if (!commit())
        return m_report;
    m_report.removedFiles = m_set.removed();
    m_report.notRemoved = m_set.notRemoved();
    m_report.status = SaveReport::Status::Written;
    return m_report;
}

} // namespace Writing

QString standardFormText(StandardFormReason reason)
{
    switch (reason) {
    case StandardFormReason::NotPreserved:
        return QStringLiteral("the standard form was asked for");
    case StandardFormReason::PlaceUnknown:
        return QStringLiteral("where its entries are in the file is not known");
    case StandardFormReason::NotReadToEnd:
        return QStringLiteral("it was not read to its end");
    case StandardFormReason::Feed:
        return QStringLiteral("a feed is written as an XML sitemap (feed-sitemap)");
    case StandardFormReason::Namespace:
        return QStringLiteral("its sitemap namespace is repaired (namespace-*)");
    case StandardFormReason::Encoding:
        return QStringLiteral("it is written as UTF-8 (encoding-not-utf8)");
    case StandardFormReason::LeadingContent:
        return QStringLiteral("the content before the XML is left out (leading-content)");
    case StandardFormReason::GzipName:
        return QStringLiteral("its name is made to match its compression (gzip-mislabelled)");
    case StandardFormReason::Doctype:
        return QStringLiteral("the DOCTYPE is left out (doctype-present)");
    case StandardFormReason::PrefixUndeclared:
        return QStringLiteral("what uses an undeclared prefix is left out (prefix-undeclared)");
    case StandardFormReason::StrayElements:
        return QStringLiteral("elements directly under the root that are not entries are left "
                              "out");
    case StandardFormReason::Gzipped:
        return QStringLiteral("it is gzipped");
    case StandardFormReason::NotGzipped:
        return QStringLiteral("it is no longer gzipped");
    case StandardFormReason::Stylesheet:
        return QStringLiteral("a stylesheet instruction is added");
    case StandardFormReason::TextValues:
        return QStringLiteral("a text sitemap cannot hold a value other than the URL");
    case StandardFormReason::Split:
        return QStringLiteral("it is split");
    case StandardFormReason::ChangedOnDisk:
        return QStringLiteral("it changed on disk since it was read");
    case StandardFormReason::LayoutLost:
        return QStringLiteral("its layout could not be followed");
    }
    return {};
}

QStringList SaveReport::summaryLines() const
{
    QStringList lines;
    const bool planned = status == Status::Planned;
    for (const WrittenFile &f : files) {
        if (f.unchanged) {
            lines << QStringLiteral("%1 unchanged (not written)").arg(nativePath(f.path));
            continue;
        }
        if (f.standardForm)
            lines << QStringLiteral("%1 is written in the standard form because %2; %3 comment(s) "
                                    "in it will not be kept")
                         .arg(nativePath(f.path), f.standardFormReason)
                         .arg(f.commentsDropped);
        lines << QStringLiteral("%1 %2 (%3 %4, %5 bytes)")
                     .arg(planned ? QStringLiteral("will write") : QStringLiteral("wrote"),
                          nativePath(f.path))
                     .arg(f.entries)
                     .arg(f.index
                              ? (f.entries == 1 ? QStringLiteral("sitemap")
                                                : QStringLiteral("sitemaps"))
                              : (f.entries == 1 ? QStringLiteral("URL") : QStringLiteral("URLs")))
                     .arg(f.bytes);
    }
    for (auto it = keptAsWrittenCounts.cbegin(); it != keptAsWrittenCounts.cend(); ++it)
        lines << QStringLiteral("kept %1 entries with %2 as written: the file stays invalid there")
                     .arg(it.value())
                     .arg(it.key());
    for (auto it = repairCounts.cbegin(); it != repairCounts.cend(); ++it) {
        QString example;
        for (const WriteNote &n : repaired) {
            if (n.rule == it.key()) {
                example = n.message;
                break;
            }
        }
        lines
            << QStringLiteral("repaired %1 x %2 (e.g. %3)").arg(it.value()).arg(it.key(), example);
    }
    for (const WriteNote &n : leftOut)
        lines << QStringLiteral("left out: %1").arg(n.message);
    for (auto it = leftOutCounts.cbegin(); it != leftOutCounts.cend(); ++it) {
        if (it.value() > NoteCap)
            lines << QStringLiteral("left out %1 x %2 in all").arg(it.value()).arg(it.key());
    }
    if (excludedEntries > 0)
        lines << QStringLiteral("excluded %1 entries").arg(excludedEntries);
    for (const QString &s : incompleteInputs)
        lines << s;
    for (const QString &uri : notValidated)
        lines << QStringLiteral("not validated: extension namespace %1 written as it was").arg(uri);
    for (const QString &path : removedFiles)
        lines << QStringLiteral("removed %1 (no longer part of the set)").arg(nativePath(path));
    for (const QString &failure : notRemoved)
        lines << QStringLiteral("could not remove %1 (no longer part of the set)").arg(failure);
    for (const QString &line : recovered)
        lines << line;
    for (const QString &path : staleRemoved)
        lines << QStringLiteral("removed %1 (left by a save that was interrupted)")
                     .arg(nativePath(path));
    static const QRegularExpression backupName(QStringLiteral("^\\.(.+)\\.bak-"));
    for (const QString &path : staleKept) {
        const QRegularExpressionMatch backup = backupName.match(QFileInfo(path).fileName());
        lines << (backup.hasMatch()
                      ? QStringLiteral("kept %1: an earlier version of %2 that a save which was "
                                       "interrupted had replaced; remove it when it is not needed")
                            .arg(nativePath(path), backup.captured(1))
                      : QStringLiteral("kept %1: a file of a save that was interrupted while "
                                       "moving its files into place; remove it when it is not "
                                       "needed")
                            .arg(nativePath(path)));
    }
    if (!stylesheetPath.isEmpty() && stylesheetKept)
        lines << QStringLiteral("kept %1, which differs from the project's stylesheet, and "
                                "linked it")
                     .arg(nativePath(stylesheetPath));
    else if (!stylesheetPath.isEmpty())
        lines << QStringLiteral("wrote %1 (the stylesheet)").arg(nativePath(stylesheetPath));
    if (!stylesheetError.isEmpty())
        lines << QStringLiteral("stylesheet not written: %1").arg(stylesheetError);
    if (dropped)
        lines << QStringLiteral("dropped %1 invalid %2:")
                     .arg(blockingEntries)
                     .arg(blockingEntries == 1 ? QStringLiteral("entry")
                                               : QStringLiteral("entries"));
    return lines;
}

SaveReport SitemapWriter::save(const SitemapDocument &doc, const Validator &validator,
                               const QString &targetPath, const WriteOptions &options)
{
    if (options.writeStylesheet && options.stylesheetHref.isEmpty()) {
        WriteOptions linked = options;
        linked.stylesheetHref = Stylesheet::fileName();
        return save(doc, validator, targetPath, linked);
    }
    if (const QString problem = Stylesheet::hrefProblem(options.stylesheetHref);
        !problem.isEmpty()) {
        SaveReport refused;
        refused.status = SaveReport::Status::Failed;
        refused.error = problem;
        return refused;
    }
    SaveRun run(doc, validator, options, true);
    SaveReport report = run.run(targetPath);
    if (options.writeStylesheet && report.status == SaveReport::Status::Written) {
        const QString folder = QFileInfo(FileAccess::absolutePath(targetPath)).absolutePath();
        const Stylesheet::Written written = Stylesheet::writeInto(folder, &report.stylesheetError);
        if (written != Stylesheet::Written::Failed)
            report.stylesheetPath = QDir(folder).filePath(Stylesheet::fileName());
        report.stylesheetKept = written == Stylesheet::Written::Kept;
    }
    return report;
}

SaveReport SitemapWriter::plan(const SitemapDocument &doc, const Validator &validator,
                               const QString &targetPath, const WriteOptions &options)
{
    if (const QString problem = Stylesheet::hrefProblem(options.stylesheetHref);
        !problem.isEmpty()) {
        SaveReport refused;
        refused.status = SaveReport::Status::Failed;
        refused.error = problem;
        return refused;
    }
    SaveRun run(doc, validator, options, false);
    return run.run(targetPath);
}

QString SitemapWriter::writtenValue(Field field, const QString &value)
{
    return QString::fromUtf8(writtenUtf8(field, value.toUtf8()));
}

QByteArray SitemapWriter::writtenUtf8(Field field, QByteArrayView value)
{
    const QByteArrayView v = trimmedView(value);
    switch (field) {
    case Field::Loc:
        return UrlTools::isPlainUri(v) ? v.toByteArray()
                                       : UrlTools::toUriForm(QString::fromUtf8(v)).toUtf8();
    case Field::LastMod: {
        const LastMod::Verdict verdict = LastMod::check(v).verdict;
        return verdict == LastMod::Verdict::Valid || verdict == LastMod::Verdict::Imprecise
                   ? LastMod::schemaForm(v)
                   : v.toByteArray();
    }
    case Field::ChangeFreq: {
        const QString lower = QString::fromUtf8(v).toLower();
        return Rules::isChangefreqValue(lower) ? lower.toUtf8() : v.toByteArray();
    }
    case Field::Priority:
        break;
    }
    return v.toByteArray();
}

QByteArray SitemapWriter::stylesheetInstruction(const QString &href)
{
    if (href.isEmpty())
        return {};
    QByteArray pi = QByteArrayLiteral("<?xml-stylesheet type=\"text/xsl\" href=\"");
    // Escaped like an attribute; '>' as &gt; also keeps "?>" out of the instruction.
    XmlEscape::appendEscaped(pi, href.toUtf8());
    pi.append("\"?>\n");
    return pi;
}

QString SitemapWriter::outputName(const QString &fileName, bool gzip)
{
    return stripSitemapExtension(fileName) +
           (gzip ? QStringLiteral(".xml.gz") : QStringLiteral(".xml"));
}
