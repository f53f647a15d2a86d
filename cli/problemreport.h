// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// The problems of check and audit as they print them (PROTOCOL.md section 6): like
// a compiler ("file:line:column: severity: message [rule]"), as one JSON object, or
// as a SARIF log. Written as they come, file by file, into a ByteStream, so that a
// report of a million problems is never held and costs little per line.

#include "bytestream.h"
#include "problem.h"
#include "sarif.h"

#include <QString>

#include <optional>
#include <string>

struct SitemapFile;

class ProblemReport
{
public:
    enum class Format
    {
        Text,
        Json,
        Sarif
    };
    // format is the --format value ("text", "json" or "sarif"); command names the
    // command in the messages on err.
    ProblemReport(const QString &format, const char *command, QTextStream &out, QTextStream &err);

    // Starts the problems of a file, shown as the user named it. JSON: the file's
    // object with its path, kind and number of entries, with sourceFacts also its
    // namespace and whether it was gzipped.
    void beginFile(const QString &shown, const SitemapFile &file, qint64 entries, bool sourceFacts);
    void add(const Problem &problem);
    // The same, its message put together here, straight into the output.
    void add(const ProblemLine &problem);
    // Ends the file; JSON: jsonMembers (each starting with a comma) after its issues.
    void endFile(QByteArrayView jsonMembers = {});
    // Begins a file whose problems come later: what follows (the files after it) is
    // held, and after resumeDeferred() the file's problems are added and
    // endDeferred() ends it and writes the held files after it. For an index whose
    // rules wait for its children, which print after it. cancelDeferred() drops
    // all of it, as if nothing had been begun.
    void beginDeferredFile(const QString &shown, const SitemapFile &file, qint64 entries);
    bool deferring() const { return m_deferred.has_value(); }
    void resumeDeferred();
    void endDeferred(QByteArrayView jsonMembers = {});
    void cancelDeferred();
    // A file that could not be read: said on err, and a notification in SARIF.
    void unreadable(const QString &shown, const QString &reason);

    // The summary: text "N errors, N warnings, N infos" and textTail; JSON the
    // counts and jsonMembers (each starting with a comma). Flushes the output.
    void finish(const QString &textTail, QByteArrayView jsonMembers = {});

    // "1 file", "2 files": n with the word for one or for many.
    static QString plural(qint64 n, const char *one, const char *many);

    int errors() const { return m_errors; }
    bool anyUnreadable() const { return m_unreadable; }
    ByteStream &stream() { return m_out; }

private:
    Format m_format = Format::Text;
    const char *m_command;
    ByteStream m_out;
    QTextStream &m_err;
    std::optional<SarifLog> m_sarif;
    QByteArray m_shown; // text: the file's name as UTF-8; SARIF: its quoted URI
    RuleMessage::Writer m_messages;
    std::string m_message; // the message being written
    int m_errors = 0;
    int m_warnings = 0;
    int m_infos = 0;
    int m_files = 0;
    bool m_firstIssue = true;
    bool m_unreadable = false;
    // The deferred file's state while the files after it are held.
    struct Deferred
    {
        int errors = 0, warnings = 0, infos = 0, files = 0; // the counts before it
        QByteArray shown;
        bool firstIssue = true;
        qsizetype headEnd = 0;     // the held bytes up to here are its head
        bool sarifFirst = false;   // no result before the deferred file's
        qsizetype sarifComma = -1; // where the first held result lacks its comma
        QByteArray held;
        bool heldHasResult = false;
        QList<std::pair<QString, QString>> unreadable; // said when it ends
    };
    std::optional<Deferred> m_deferred;
};
