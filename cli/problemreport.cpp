// SPDX-License-Identifier: GPL-3.0-or-later
#include "problemreport.h"

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
    switch (m_format) {
    case Format::Sarif:
        m_sarif->addResult(m_shown, p);
        break;
    case Format::Json:
        m_out << (m_firstIssue ? "" : ",") << "{\"rule\":";
        m_out.jsonQuoted(p.rule);
        m_out << ",\"severity\":\"" << severityWord(p.severity) << '"';
        if (p.entry >= 0)
            m_out << ",\"entry\":" << p.entry;
        if (p.line > 0)
            m_out << ",\"line\":" << p.line;
        if (p.line > 0 && p.column > 0)
            m_out << ",\"column\":" << p.column;
        m_out << ",\"message\":";
        m_out.jsonQuoted(p.message);
        m_out << '}';
        break;
    case Format::Text:
        m_out << QByteArrayView(m_shown);
        if (p.line > 0) {
            m_out << ':' << p.line;
            if (p.column > 0)
                m_out << ':' << p.column;
        }
        m_out << ": " << severityWord(p.severity) << ": " << p.message << " [" << p.rule << "]\n";
        break;
    }
    m_firstIssue = false;
}

void ProblemReport::endFile(QByteArrayView jsonMembers)
{
    if (m_format == Format::Json)
        m_out << ']' << jsonMembers << '}';
}

void ProblemReport::unreadable(const QString &shown, const QString &reason)
{
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
