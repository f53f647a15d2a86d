// SPDX-License-Identifier: GPL-3.0-or-later
#include "sarif.h"

#include "bytestream.h"
#include "jsontext.h"
#include "rulereference.h"
#include "rules.h"

#include <QUrl>

namespace {

const char schemaUri[] = "https://json.schemastore.org/sarif-2.1.0.json";

} // namespace

SarifLog::SarifLog(ByteStream &out) : m_out(out)
{
    m_out << "{\"$schema\":\"" << schemaUri << "\",\"version\":\"2.1.0\",\"runs\":[{"
          << "\"tool\":{\"driver\":{\"name\":\"sitemap-tool\",\"version\":\"" << SITEMAP_VERSION
          << "\",\"semanticVersion\":\"" << SITEMAP_VERSION << "\",\"rules\":[";
    for (int i = 0; i < RuleCount; ++i) {
        const RuleId rule = RuleId(i);
        const QString id = Rules::idString(rule);
        const RuleReference::Section *section = RuleReference::find(id);
        m_out << (i ? "," : "") << "{\"id\":";
        m_out.jsonQuoted(id);
        m_out << ",\"shortDescription\":{\"text\":";
        m_out.jsonQuoted(section ? section->summary : id);
        m_out << '}';
        if (section) {
            m_out << ",\"help\":{\"text\":";
            m_out.jsonQuoted(section->body);
            m_out << ",\"markdown\":";
            m_out.jsonQuoted(section->body);
            m_out << '}';
        }
        m_out << ",\"defaultConfiguration\":{\"level\":\"" << level(Rules::severity(rule))
              << "\"}}";
    }
    // Columns count Unicode characters, as everywhere in the tool (SARIF's default is
    // UTF-16 code units).
    m_out << "]}},\"columnKind\":\"unicodeCodePoints\",\"results\":[";
}

void SarifLog::addResult(QByteArrayView uri, const ProblemLine &problem, QByteArrayView message)
{
    m_out << (m_firstResult ? "" : ",") << "{\"ruleId\":";
    if (problem.rule)
        m_out.jsonQuotedUtf8(Rules::idText(*problem.rule));
    else
        m_out.jsonQuoted(problem.ruleText);
    m_firstResult = false;
    if (problem.rule)
        m_out << ",\"ruleIndex\":" << int(*problem.rule);
    m_out << ",\"level\":\"" << level(problem.severity) << "\",\"message\":{\"text\":";
    m_out.jsonQuotedUtf8(message);
    m_out << "},\"locations\":[{\"physicalLocation\":{\"artifactLocation\":{\"uri\":" << uri << '}';
    if (problem.line > 0) {
        m_out << ",\"region\":{\"startLine\":" << problem.line;
        if (problem.column > 0)
            m_out << ",\"startColumn\":" << problem.column;
        m_out << '}';
    }
    m_out << "}}]";
    if (problem.entry >= 0)
        m_out << ",\"properties\":{\"entry\":" << problem.entry << '}';
    m_out << '}';
}

QByteArray SarifLog::quotedUri(const QString &path)
{
    return JsonText::quoted(artifactUri(path)).toUtf8();
}

void SarifLog::addUnreadable(const QString &path, const QString &reason)
{
    m_notifications << QLatin1String("{\"level\":\"error\",\"message\":{\"text\":") +
                           JsonText::quoted(path + QLatin1String(": cannot read: ") + reason) +
                           QLatin1String("},\"locations\":[{\"physicalLocation\":{"
                                         "\"artifactLocation\":{\"uri\":") +
                           JsonText::quoted(artifactUri(path)) + QLatin1String("}}}]}");
}

void SarifLog::finish()
{
    if (m_finished)
        return;
    m_finished = true;
    m_out << "],\"invocations\":[{\"executionSuccessful\":"
          << (m_notifications.isEmpty() ? "true" : "false");
    if (!m_notifications.isEmpty())
        m_out << ",\"toolExecutionNotifications\":[" << m_notifications.join(QLatin1Char(','))
              << ']';
    m_out << "}]}]}\n";
}

QString SarifLog::artifactUri(const QString &path)
{
    if (path.startsWith(QLatin1String("http://"), Qt::CaseInsensitive) ||
        path.startsWith(QLatin1String("https://"), Qt::CaseInsensitive))
        return QUrl(path).toString(QUrl::FullyEncoded);
    // Everything but the unreserved characters and '/' is encoded, so that neither a
    // ':' (which would read as a scheme) nor '%', '#', '?' or a space change the meaning.
    return QString::fromLatin1(QUrl::toPercentEncoding(path, QByteArrayLiteral("/")));
}

QString SarifLog::level(Severity severity)
{
    switch (severity) {
    case Severity::Error:
        return QStringLiteral("error");
    case Severity::Warning:
        return QStringLiteral("warning");
    case Severity::Info:
        break;
    }
    return QStringLiteral("note");
}
