// SPDX-License-Identifier: GPL-3.0-or-later
#include "problemreport.h"

#include "rules.h"
#include "sitemapfile.h"

ProblemReport::ProblemReport(const QString &format, const char *command, QTextStream &out,
                             QTextStream &err)
    : m_command(command), m_out(out), m_err(err)
{
    if (format == QLatin1String("json"))
        m_format = Format::Json;
    if (format == QLatin1String("sarif")) {
        m_format = Format::Sarif;
        m_sarif.emplace(m_out);
    }
}

QString ProblemReport::plural(qint64 n, const char *one, const char *many)
{
    return QString::number(n) + QLatin1Char(' ') + QString::fromLatin1(n == 1 ? one : many);
}

void ProblemReport::beginFile(const QString &shown, const SitemapFile &file, qint64 entries,
                              bool sourceFacts)
{
    m_firstIssue = true;
    switch (m_format) {
    case Format::Text:
        m_shown = shown.toUtf8();
        break;
    case Format::Sarif:
        m_shown = SarifLog::quotedUri(shown);
        break;
    case Format::Json:
        m_out << (m_files ? "," : "{\"files\":[") << "{\"path\":";
        m_out.jsonQuoted(shown);
        m_out << ",\"kind\":";
        m_out.jsonQuoted(fileKindName(file.kind));
        if (sourceFacts) {
            m_out << ",\"namespace\":";
            m_out.jsonQuoted(file.rootNamespace);
            m_out << ",\"gzip\":" << (file.gzip ? "true" : "false");
        }
        m_out << ",\"entries\":" << entries << ",\"issues\":[";
        break;
    }
    ++m_files;
}

void ProblemReport::add(const Problem &p)
{
    add(ProblemLine::of(p));
}

void ProblemReport::add(const ProblemLine &p)
{
    switch (p.severity) {
    case Severity::Error:
        ++m_errors;
        break;
    case Severity::Warning:
        ++m_warnings;
        break;
    case Severity::Info:
        ++m_infos;
        break;
    }
    m_message.clear();
    m_messages.append(p.message, m_message);
    const QByteArrayView message(m_message.data(), qsizetype(m_message.size()));
    const auto rule = [&] {
        if (p.rule)
            m_out << Rules::idText(*p.rule);
        else
            m_out << p.ruleText;
    };
    switch (m_format) {
    case Format::Sarif:
        if (m_deferred && m_deferred->sarifComma < 0 && m_sarif->nextIsFirst())
            m_deferred->sarifComma = m_out.heldSize();
        m_sarif->addResult(m_shown, p, message);
        break;
    case Format::Json:
        m_out << (m_firstIssue ? "" : ",") << "{\"rule\":";
        if (p.rule)
            m_out.jsonQuotedUtf8(Rules::idText(*p.rule));
        else
            m_out.jsonQuoted(p.ruleText);
        m_out << ",\"severity\":\"" << severityWord(p.severity) << '"';
        if (p.entry >= 0)
            m_out << ",\"entry\":" << p.entry;
        if (p.line > 0)
            m_out << ",\"line\":" << p.line;
        if (p.line > 0 && p.column > 0)
            m_out << ",\"column\":" << p.column;
        m_out << ",\"message\":";
        m_out.jsonQuotedUtf8(message);
        m_out << '}';
        break;
    case Format::Text:
        m_out << QByteArrayView(m_shown);
        if (p.line > 0) {
            m_out << ':' << p.line;
            if (p.column > 0)
                m_out << ':' << p.column;
        }
        m_out << ": " << severityWord(p.severity) << ": " << message << " [";
        rule();
        m_out << "]\n";
        break;
    }
    m_firstIssue = false;
}

void ProblemReport::endFile(QByteArrayView jsonMembers)
{
    if (m_format == Format::Json)
        m_out << ']' << jsonMembers << '}';
}

void ProblemReport::beginDeferredFile(const QString &shown, const SitemapFile &file, qint64 entries)
{
    Deferred d;
    d.errors = m_errors;
    d.warnings = m_warnings;
    d.infos = m_infos;
    d.files = m_files;
    if (m_sarif)
        d.sarifFirst = m_sarif->nextIsFirst();
    m_out.hold();
    beginFile(shown, file, entries, true);
    d.shown = m_shown;
    d.firstIssue = m_firstIssue;
    d.headEnd = m_out.heldSize();
    m_deferred = std::move(d);
}

void ProblemReport::resumeDeferred()
{
    Deferred &d = *m_deferred;
    d.held = m_out.release();
    m_out << QByteArrayView(d.held).first(d.headEnd);
    m_shown = d.shown;
    m_firstIssue = d.firstIssue;
    if (m_sarif) {
        d.heldHasResult = d.sarifFirst && !m_sarif->nextIsFirst();
        m_sarif->setNextIsFirst(d.sarifFirst);
    }
}

void ProblemReport::endDeferred(QByteArrayView jsonMembers)
{
    endFile(jsonMembers);
    Deferred d = std::move(*m_deferred);
    m_deferred.reset();
    if (m_sarif && d.heldHasResult) {
        // The held results were written as the log's first ones; one of the deferred
        // file's came first after all: the first held result takes its comma.
        if (!m_sarif->nextIsFirst())
            d.held.insert(d.sarifComma, ',');
        m_sarif->setNextIsFirst(false);
    }
    m_out << QByteArrayView(d.held).sliced(d.headEnd);
    for (const auto &[shown, reason] : std::as_const(d.unreadable))
        unreadable(shown, reason);
}

void ProblemReport::cancelDeferred()
{
    const Deferred &d = *m_deferred;
    m_out.release();
    m_errors = d.errors;
    m_warnings = d.warnings;
    m_infos = d.infos;
    m_files = d.files;
    if (m_sarif)
        m_sarif->setNextIsFirst(d.sarifFirst);
    m_deferred.reset();
}

void ProblemReport::unreadable(const QString &shown, const QString &reason)
{
    if (m_deferred) {
        m_deferred->unreadable.append({shown, reason});
        return;
    }
    m_unreadable = true;
    m_err << "sitemap-tool " << m_command << ": " << shown << ": cannot read: " << reason << '\n';
    if (m_sarif)
        m_sarif->addUnreadable(shown, reason);
}

void ProblemReport::finish(const QString &textTail, QByteArrayView jsonMembers)
{
    switch (m_format) {
    case Format::Sarif:
        m_sarif->finish();
        break;
    case Format::Json:
        m_out << (m_files ? "" : "{\"files\":[") << "],\"summary\":{\"errors\":" << m_errors
              << ",\"warnings\":" << m_warnings << ",\"infos\":" << m_infos << jsonMembers
              << "}}\n";
        break;
    case Format::Text:
        m_out << plural(m_errors, "error", "errors") << ", "
              << plural(m_warnings, "warning", "warnings") << ", "
              << plural(m_infos, "info", "infos") << textTail << '\n';
        break;
    }
    m_out.flush();
    m_err.flush();
}
