// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// `sitemap-tool check --format sarif`: one SARIF 2.1.0 log (OASIS Static Analysis
// Results Interchange Format), which CI systems read for code-scanning
// annotations. One run; its driver lists every rule of the catalogue with the
// reference's one-line summary; one result per problem; a file that could not be
// read is a tool execution notification. Results are written as they come, so a
// check of a million URLs does not hold its log in memory.

#include "problem.h"

#include <QByteArray>
#include <QString>
#include <QStringList>

class ByteStream;

class SarifLog
{
public:
    // Writes the log's head (the tool and its rules) to out.
    explicit SarifLog(ByteStream &out);

    // uri is quotedUri() of the file as the user named it (or of the child of an
    // index as check prints it), made once per file.
    // message: the problem's message in UTF-8.
    void addResult(QByteArrayView uri, const ProblemLine &problem, QByteArrayView message);
    static QByteArray quotedUri(const QString &path);
    void addUnreadable(const QString &path, const QString &reason);
    // Writes the invocation and closes the log.
    void finish();

    // Whether the next result is the log's first (written without a comma), and
    // setting it: a result written out of order (ProblemReport::resumeDeferred()).
    bool nextIsFirst() const { return m_firstResult; }
    void setNextIsFirst(bool first) { m_firstResult = first; }

    // The artifact URI of a path: a relative URI reference, percent-encoded; an
    // http(s) URL stays the URL it is.
    static QString artifactUri(const QString &path);
    // "error", "warning" or "note".
    static QString level(Severity severity);

private:
    ByteStream &m_out;
    bool m_firstResult = true;
    QStringList m_notifications;
    bool m_finished = false;
};
