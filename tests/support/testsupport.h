// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// Shared by every test executable: where the shared corpus and schemas are,
// temporary fixtures, running sitemap-tool, validating with xmllint, and the id
// of a process that is gone.

#include <QByteArray>
#include <QList>
#include <QString>
#include <QStringList>

class SitemapDocument;

class SitemapDocument;

namespace TestSupport {

// ../shared next to the checkout; empty when it is absent.
QString sharedDir();
QString corpusDir();  // empty when absent
QString schemasDir(); // empty when absent

// For the GUI tests: the window's settings (recent files, remembered sitemap URLs)
// and its autosave journals go to folders of the test's own, never the user's.
// settingsDir must outlive the test.
void isolateUserState(const QString &settingsDir);

// Reads bytes as a file named name into doc, as one reset of the document (the
// way the editor loads a file); returns the file's index.
int readDocument(SitemapDocument &doc, const QByteArray &bytes, const QString &name);

// Writes bytes to dir/name and returns the full path.
QString writeFile(const QString &dir, const QString &name, const QByteArray &bytes);
QByteArray gzip(const QByteArray &bytes);
// The bytes of a gzip stream; empty when it does not decompress to its end.
QByteArray gunzip(const QByteArray &bytes);
// A file's bytes (empty when unreadable), and its uncompressed bytes for a .gz name.
QByteArray readAll(const QString &path);
QByteArray content(const QString &path);
// Files by their bytes, for names that are not UTF-8 (a Latin-1 caf\xe9.xml), which
// Qt's own calls cannot name: written (false when the file system refuses the
// name), read (empty when unreadable), a folder's entries sorted, and a tree removed
// (QTemporaryDir cannot remove such a name).
bool writeRaw(const QByteArray &path, const QByteArray &bytes);
QByteArray readRaw(const QByteArray &path);
QList<QByteArray> rawNames(const QByteArray &folder);
void removeRawTree(const QByteArray &root);

// A written sitemap or index against the schema its root needs (gunzipped into
// scratch first): "" when valid, the reason when not, "skip: ..." as validateWithSchema.
QString schemaCheck(const QString &path);

// The id of a process that has ended and was reaped (a child forked for it):
// kill(pid, 0) fails with ESRCH, as for a save that was killed.
qint64 deadProcessId();

struct ToolResult
{
    int exitCode = -1;
    QByteArray out;
    QByteArray err;
};
ToolResult runTool(const QStringList &arguments);
// sitemap-tool run with the locale variables LANGUAGE, LC_ALL, LC_MESSAGES and LANG
// set as given (name=value pairs) and the other ones of them removed.
ToolResult runToolInLocale(const QStringList &arguments, const QStringList &localeVariables);

// The libraries an ELF program or library names as NEEDED in its dynamic section
// (readelf -d, else objdump -p). Empty and *skip set when neither tool is there;
// empty and *error set when they cannot read the file.
QStringList neededLibraries(const QString &elf, QString *skip, QString *error);

// xmllint --noout --nonet --schema; returns an empty string when valid, the
// output when not, and a message starting with "skip:" when xmllint or the
// schemas are missing.
QString validateWithSchema(const QString &file, const QString &schemaName);

} // namespace TestSupport
