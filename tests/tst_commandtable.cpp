// SPDX-License-Identifier: GPL-3.0-or-later
// The command table of sitemap-tool (cli/commandtable.h) against everything that
// names the commands: the rule book's synopsis (PROTOCOL.md section 6), the
// tool's overview and each command's --help, the parser of each command, the
// manual page's synopsis and options, the bash completion and the README's
// synopsis. Each is compared with the table, so that none drifts from it.

#include "commandtable.h"
#include "commandusage.h"
#include "testsupport.h"

#include <QDir>
#include <QProcess>
#include <QRegularExpression>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>

#include <set>

using CommandTable::Command;
using CommandTable::Option;

namespace {

QString latin1(const char *text)
{
    return QString::fromLatin1(text);
}

QString sourceFile(const char *path)
{
    return QDir(QStringLiteral(SITEMAP_SOURCE_DIR)).filePath(latin1(path));
}

// Every run of whitespace as one space.
QString simplified(const QString &text)
{
    return text.simplified();
}

// "sitemap-tool NAME ITEMS" as the table gives it, on one line.
QString tableSynopsis(const Command &command)
{
    return simplified(QLatin1String("sitemap-tool ") + latin1(command.name) + QLatin1Char(' ') +
                      CommandUsage::synopsisItems(command).join(QLatin1Char(' ')));
}

// Synopsis lines ("sitemap-tool NAME ...", continued on indented lines) as one
// line per command, by name.
QMap<QString, QString> synopsesOf(const QStringList &lines)
{
    QMap<QString, QString> synopses;
    QString current;
    for (const QString &line : lines) {
        const QString trimmed = line.trimmed();
        if (trimmed.startsWith(QLatin1String("sitemap-tool "))) {
            current = trimmed.section(QLatin1Char(' '), 1, 1);
            synopses[current] = trimmed;
        } else if (!current.isEmpty() && !trimmed.isEmpty()) {
            synopses[current] += QLatin1Char(' ') + trimmed;
        }
    }
    for (QString &synopsis : synopses)
        synopsis = simplified(synopsis);
    return synopses;
}

// A synopsis split into its items, brackets and parentheses kept whole.
QStringList items(const QString &synopsis)
{
    QStringList result;
    QString item;
    int depth = 0;
    for (const QChar c : synopsis) {
        if (c == QLatin1Char('[') || c == QLatin1Char('('))
            ++depth;
        else if (c == QLatin1Char(']') || c == QLatin1Char(')'))
            --depth;
        if (c == QLatin1Char(' ') && depth == 0) {
            if (!item.isEmpty())
                result << item;
            item.clear();
        } else {
            item += c;
        }
    }
    if (!item.isEmpty())
        result << item;
    return result;
}

// The names a user types for option: --name, and -x for a short name.
QStringList typedNames(const Option &option)
{
    QStringList names{QLatin1String("--") + latin1(option.name)};
    if (option.shortName)
        names << QLatin1Char('-') + latin1(option.shortName);
    return names;
}

// The arguments of a troff macro line (after the macro), quotes removed.
QStringList macroArguments(const QString &rest)
{
    QStringList arguments;
    static const QRegularExpression argument(QStringLiteral("\"([^\"]*)\"|(\\S+)"));
    for (const QRegularExpressionMatch &m : argument.globalMatch(rest))
        arguments << (m.hasCaptured(1) ? m.captured(1) : m.captured(2));
    return arguments;
}

// The plain text of the man page's lines: .B/.I words, .BR/.RB/.IR/.RI
// alternating fonts without spaces between, escapes resolved; ".br" as a line
// break.
QStringList manText(const QStringList &lines)
{
    QStringList text{QString()};
    for (const QString &line : lines) {
        if (line == QLatin1String(".br")) {
            text << QString();
            continue;
        }
        QString plain;
        if (line.startsWith(QLatin1String(".B ")) || line.startsWith(QLatin1String(".I ")))
            plain = line.mid(3);
        else if (QRegularExpression(QStringLiteral("^\\.(BR|RB|IR|RI|BI|IB) "))
                     .match(line)
                     .hasMatch())
            plain = macroArguments(line.mid(4)).join(QString());
        else if (!line.startsWith(QLatin1Char('.')))
            plain = line;
        plain.remove(QRegularExpression(QStringLiteral("\\\\f[BIRP]")));
        plain.replace(QLatin1String("\\-"), QLatin1String("-"));
        text.last() += QLatin1Char(' ') + plain;
    }
    for (QString &line : text)
        line = simplified(line);
    return text;
}

struct Completion
{
    bool ran = false;
    QStringList words;
    QString error;
};

} // namespace

class TestCommandTable : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase();
    void tableIsWhole();
    void ruleBookSynopsis();
    void overview();
    void everyCommandHelp();
    void everyOptionParses();
    void choicesChecked();
    void manPage();
    void readmeSynopsis();
    void bashCompletion();

private:
    Completion complete(const QStringList &words);

    QString m_bash;
    QTemporaryDir m_dir;
};

void TestCommandTable::initTestCase()
{
    QVERIFY(m_dir.isValid());
    m_bash = QStandardPaths::findExecutable(QStringLiteral("bash"));
}

void TestCommandTable::tableIsWhole()
{
    // Every command of the rule book (and scan) is there once, runs a function,
    // and names each option once; a group has two options at least.
    QStringList names;
    for (const Command &command : CommandTable::commands()) {
        const QString name = latin1(command.name);
        QVERIFY2(!names.contains(name), qPrintable(name));
        names << name;
        QVERIFY2(command.run, qPrintable(name));
        QVERIFY2(command.summary && *command.summary, qPrintable(name));
        QVERIFY2(command.description && *command.description, qPrintable(name));
        QCOMPARE(CommandTable::find(name), &command);
        std::set<QString> optionNames;
        QMap<int, int> groupSizes;
        for (const Option &option : command.options) {
            for (const QString &typed : typedNames(option))
                QVERIFY2(optionNames.insert(typed).second,
                         qPrintable(name + QLatin1Char(' ') + typed));
            QVERIFY2(option.description ||
                         std::all_of(option.choices.begin(), option.choices.end(),
                                     [](const CommandTable::Choice &c) { return c.description; }),
                     option.name);
            if (option.group)
                ++groupSizes[option.group];
            QCOMPARE(CommandTable::findOption(command, latin1(option.name)), &option);
        }
        QVERIFY2(!optionNames.count(QStringLiteral("--help")), qPrintable(name));
        for (int size : std::as_const(groupSizes))
            QVERIFY(size >= 2);
    }
    QCOMPARE(
        names,
        QStringList({QStringLiteral("check"), QStringLiteral("export"), QStringLiteral("convert"),
                     QStringLiteral("diff"), QStringLiteral("rules"), QStringLiteral("explain"),
                     QStringLiteral("scan"), QStringLiteral("edit"), QStringLiteral("audit")}));
    QVERIFY(!CommandTable::find(u"no-such-command"));
}

void TestCommandTable::ruleBookSynopsis()
{
    // Each item of a command's synopsis in the rule book is in the table's, in
    // the same order: the table may add options (--timeout), never lose one.
    const QString shared = TestSupport::sharedDir();
    if (shared.isEmpty())
        QSKIP("../shared (the rule book) is absent beside the checkout");
    QString book = QString::fromUtf8(TestSupport::readAll(shared + QLatin1String("/PROTOCOL.md")));
    const qsizetype start = book.indexOf(QLatin1String("## 6. Command-line contract"));
    QVERIFY(start >= 0);
    book = book.mid(start);
    QStringList lines;
    for (const QString &line : book.split(QLatin1Char('\n')).mid(1)) {
        if (line.startsWith(QLatin1String("- ")))
            break;
        if (line.startsWith(QLatin1String("    ")))
            lines << QString(line).remove(QRegularExpression(QStringLiteral("\\(v\\d\\)")));
    }
    const QMap<QString, QString> synopses = synopsesOf(lines);
    QVERIFY2(synopses.size() >= 8, qPrintable(synopses.keys().join(u' ')));
    for (auto it = synopses.cbegin(); it != synopses.cend(); ++it) {
        const Command *command = CommandTable::find(it.key());
        QVERIFY2(command, qPrintable(it.key()));
        const QStringList ours = items(tableSynopsis(*command)).mid(2);
        qsizetype at = 0;
        for (const QString &item : items(it.value()).mid(2)) {
            const qsizetype found = ours.indexOf(item, at);
            QVERIFY2(found >= 0, qPrintable(it.key() + QLatin1String(": ") + item +
                                            QLatin1String(" of the rule book is not in ") +
                                            ours.join(QLatin1Char(' '))));
            at = found + 1;
        }
    }
}

void TestCommandTable::overview()
{
    // sitemap-tool --help is the overview written from the table: every command's
    // synopsis and summary; with no arguments it goes to stderr and exits 2, as
    // after an unknown command.
    TestSupport::ToolResult t = TestSupport::runTool({QStringLiteral("--help")});
    QCOMPARE(t.exitCode, 0);
    const QString text = QString::fromUtf8(t.out);
    QCOMPARE(text, CommandUsage::overview());
    const QMap<QString, QString> synopses =
        synopsesOf(text.section(QLatin1String("\n\n"), 0, 0).split(QLatin1Char('\n')).mid(1));
    for (const Command &command : CommandTable::commands()) {
        QCOMPARE(synopses.value(latin1(command.name)), tableSynopsis(command));
        QVERIFY2(text.contains(QLatin1String("  ") + latin1(command.name)) &&
                     text.contains(latin1(command.summary)),
                 command.name);
    }
    for (const QString &line : text.split(QLatin1Char('\n')))
        QVERIFY2(line.size() <= 80, qPrintable(line));

    t = TestSupport::runTool({});
    QCOMPARE(t.exitCode, 2);
    QCOMPARE(QString::fromUtf8(t.err), CommandUsage::overview());
    QVERIFY(t.out.isEmpty());
    t = TestSupport::runTool({QStringLiteral("no-such-command")});
    QCOMPARE(t.exitCode, 2);
    QVERIFY(t.err.startsWith("sitemap-tool: unknown command 'no-such-command'\n"));
    QVERIFY(t.err.endsWith(CommandUsage::overview().toUtf8()));
}

void TestCommandTable::everyCommandHelp()
{
    // COMMAND --help prints the usage written from the table: the synopsis, the
    // description, and each option (each described choice) with its description.
    for (const Command &command : CommandTable::commands()) {
        const QString name = latin1(command.name);
        TestSupport::ToolResult t = TestSupport::runTool({name, QStringLiteral("--help")});
        QCOMPARE(t.exitCode, 0);
        const QString usage = QString::fromUtf8(t.out);
        QCOMPARE(usage, CommandUsage::usage(command));
        QVERIFY2(usage.startsWith(QLatin1String("usage: sitemap-tool ") + name + QLatin1Char(' ')),
                 qPrintable(usage));
        const QString synopsis = usage.section(QLatin1String("\n\n"), 0, 0);
        QCOMPARE(simplified(synopsis.mid(int(qstrlen("usage: ")))), tableSynopsis(command));
        QVERIFY(simplified(usage).contains(simplified(latin1(command.description))));
        const QString flat = simplified(usage);
        for (const Option &option : command.options) {
            QVERIFY2(usage.contains(QLatin1String("--") + latin1(option.name)), option.name);
            for (const CommandTable::Choice &choice : option.choices) {
                if (choice.description)
                    QVERIFY2(flat.contains(QLatin1String("--") + latin1(option.name) +
                                           QLatin1Char(' ') + latin1(choice.value) +
                                           QLatin1Char(' ') +
                                           simplified(latin1(choice.description))),
                             choice.value);
            }
            if (option.description)
                QVERIFY2(flat.contains(simplified(latin1(option.description))), option.name);
        }
        QVERIFY(usage.contains(QLatin1String("  --help")));
        for (const QString &line : usage.split(QLatin1Char('\n')))
            QVERIFY2(line.size() <= 80, qPrintable(name + QLatin1String(": ") + line));

        // A mistake prints it after the message, on stderr.
        t = TestSupport::runTool({name, QStringLiteral("--no-such-option")});
        QCOMPARE(t.exitCode, 2);
        QVERIFY(t.err.endsWith(CommandUsage::usage(command).toUtf8()));
        QVERIFY(t.out.isEmpty());
    }
}

void TestCommandTable::everyOptionParses()
{
    // Each command's parser takes exactly the table's options: every one of them
    // (with a value where it takes one) before --help is accepted, and an option
    // of another command is refused.
    std::set<QString> allOptions;
    for (const Command &command : CommandTable::commands()) {
        for (const Option &option : command.options)
            allOptions.insert(latin1(option.name));
    }
    for (const Command &command : CommandTable::commands()) {
        for (const Option &option : command.options) {
            for (const QString &typed : typedNames(option)) {
                QStringList arguments{typed};
                if (option.takesValue())
                    arguments << (option.choices.empty() ? QStringLiteral("1")
                                                         : latin1(option.choices.front().value));
                arguments << QStringLiteral("--help");
                QString outText, errText;
                QTextStream out(&outText), err(&errText);
                QCOMPARE(command.run(arguments, out, err), 0);
                out.flush();
                err.flush();
                QVERIFY2(errText.isEmpty(), qPrintable(errText));
                QCOMPARE(outText, CommandUsage::usage(command));
            }
        }
        for (const QString &other : allOptions) {
            if (CommandTable::findOption(command, other))
                continue;
            QString outText, errText;
            QTextStream out(&outText), err(&errText);
            QCOMPARE(command.run({QLatin1String("--") + other, QStringLiteral("--help")}, out, err),
                     2);
            err.flush();
            QVERIFY2(errText.contains(other), qPrintable(errText));
        }
    }
}

void TestCommandTable::choicesChecked()
{
    // A value outside an option's fixed set is a usage mistake that names the
    // values it takes.
    for (const Command &command : CommandTable::commands()) {
        for (const Option &option : command.options) {
            if (option.choices.empty())
                continue;
            QString outText, errText;
            QTextStream out(&outText), err(&errText);
            QCOMPARE(command.run({QLatin1String("--") + latin1(option.name),
                                  QStringLiteral("no-such-value"), QStringLiteral("x")},
                                 out, err),
                     2);
            err.flush();
            const QString first = errText.section(QLatin1Char('\n'), 0, 0);
            QVERIFY2(first.contains(QLatin1String("no-such-value")), qPrintable(first));
            for (const CommandTable::Choice &choice : option.choices)
                QVERIFY2(first.contains(latin1(choice.value)), qPrintable(first));
            QVERIFY(outText.isEmpty());
        }
    }
}

void TestCommandTable::manPage()
{
    // The manual page's synopsis is the table's, command by command, and its
    // OPTIONS section describes every option of the table.
    const QStringList lines =
        QString::fromUtf8(TestSupport::readAll(sourceFile("packaging/sitemap-tool.1.in")))
            .split(QLatin1Char('\n'));
    const qsizetype synopsis = lines.indexOf(QLatin1String(".SH SYNOPSIS"));
    const qsizetype description = lines.indexOf(QLatin1String(".SH DESCRIPTION"));
    const qsizetype options = lines.indexOf(QLatin1String(".SH OPTIONS"));
    QVERIFY(synopsis >= 0 && description > synopsis && options > description);
    const QMap<QString, QString> synopses =
        synopsesOf(manText(lines.mid(synopsis + 1, description - synopsis - 1)));
    std::set<QString> commands;
    for (const Command &command : CommandTable::commands()) {
        commands.insert(latin1(command.name));
        QCOMPARE(synopses.value(latin1(command.name)), tableSynopsis(command));
    }
    for (auto it = synopses.cbegin(); it != synopses.cend(); ++it) {
        if (!commands.count(it.key()))
            QCOMPARE(it.value(), QStringLiteral("sitemap-tool [--help | --version]"));
    }

    QStringList described; // the options the .TP paragraphs of OPTIONS name
    for (qsizetype i = options + 1; i + 1 < lines.size(); ++i) {
        if (lines.at(i).startsWith(QLatin1String(".SH")))
            break;
        if (lines.at(i) == QLatin1String(".TP"))
            described << manText({lines.at(i + 1)}).join(QString()).section(QLatin1Char(' '), 0, 0);
    }
    QStringList missing;
    for (const Command &command : CommandTable::commands()) {
        for (const Option &option : command.options) {
            const QStringList names = typedNames(option);
            if (std::none_of(names.begin(), names.end(),
                             [&](const QString &n) { return described.contains(n); }))
                missing << latin1(command.name) + QLatin1Char(' ') + names.first();
        }
    }
    QVERIFY2(missing.isEmpty(),
             qPrintable(QLatin1String("not in OPTIONS: ") + missing.join(u", ")));
}

void TestCommandTable::readmeSynopsis()
{
    // The README's block of synopses, below "## sitemap-tool", is the table's.
    const QString readme = QString::fromUtf8(TestSupport::readAll(sourceFile("README.md")));
    const qsizetype section = readme.indexOf(QLatin1String("\n## sitemap-tool\n"));
    QVERIFY(section >= 0);
    const qsizetype begin = readme.indexOf(QLatin1String("```\n"), section);
    const qsizetype end = readme.indexOf(QLatin1String("```\n"), begin + 4);
    QVERIFY(begin > section && end > begin);
    const QMap<QString, QString> synopses =
        synopsesOf(readme.mid(begin + 4, end - begin - 4).split(QLatin1Char('\n')));
    QCOMPARE(synopses.size(), qsizetype(CommandTable::commands().size()));
    for (const Command &command : CommandTable::commands())
        QCOMPARE(synopses.value(latin1(command.name)), tableSynopsis(command));
}

Completion TestCommandTable::complete(const QStringList &words)
{
    // The completion function run as bash runs it for the words typed so far (the
    // last one being completed), with bash-completion's helpers as stand-ins:
    // _filedir says what it would have offered.
    const QString script =
        QStringLiteral("_init_completion() { words=(\"${COMP_WORDS[@]}\"); cword=$COMP_CWORD;"
                       " cur=${words[cword]}; prev=${words[cword-1]}; }\n"
                       "_filedir() { COMPREPLY=(\"FILES:$*\"); }\n"
                       "complete() { :; }\n"
                       "source \"$1\"; shift\n"
                       "COMP_WORDS=(\"$@\"); COMP_CWORD=$(( $# - 1 ))\n"
                       "_sitemap_tool\n"
                       "printf '%s\\n' \"${COMPREPLY[@]}\"\n");
    QProcess bash;
    bash.start(m_bash, QStringList{QStringLiteral("-c"), script, QStringLiteral("complete"),
                                   sourceFile("packaging/sitemap-tool.bash-completion")} +
                           words);
    Completion result;
    if (!bash.waitForFinished(30000)) {
        bash.kill();
        bash.waitForFinished();
        result.error = QStringLiteral("bash did not finish");
        return result;
    }
    result.ran = bash.exitStatus() == QProcess::NormalExit && bash.exitCode() == 0;
    result.error = QString::fromUtf8(bash.readAllStandardError());
    result.words = QString::fromUtf8(bash.readAllStandardOutput())
                       .split(QLatin1Char('\n'), Qt::SkipEmptyParts);
    result.words.sort();
    return result;
}

void TestCommandTable::bashCompletion()
{
    // The completion offers the table's commands, each command's options, the
    // choices of an option of a fixed set, a folder where an option takes one,
    // nothing for another value, and the operands the table names.
    if (m_bash.isEmpty())
        QSKIP("no bash to run the completion in");
    const QString tool = QStringLiteral(SITEMAP_TOOL_PATH);
    QStringList expected{QStringLiteral("--help"), QStringLiteral("--version")};
    for (const Command &command : CommandTable::commands())
        expected << latin1(command.name);
    expected.sort();
    Completion c = complete({tool, QString()});
    QVERIFY2(c.ran, qPrintable(c.error));
    QCOMPARE(c.words, expected);

    for (const Command &command : CommandTable::commands()) {
        const QString name = latin1(command.name);
        QStringList options{QStringLiteral("--help")};
        for (const Option &option : command.options)
            options << typedNames(option);
        options.sort();
        c = complete({tool, name, QStringLiteral("-")});
        QVERIFY2(c.ran, qPrintable(c.error));
        QVERIFY2(c.words == options,
                 qPrintable(name + QLatin1String(": offers ") + c.words.join(u' ') +
                            QLatin1String(", the table ") + options.join(u' ')));

        for (const Option &option : command.options) {
            if (!option.takesValue())
                continue;
            for (const QString &typed : typedNames(option)) {
                c = complete({tool, name, typed, QString()});
                QVERIFY2(c.ran, qPrintable(c.error));
                QStringList values;
                if (option.folder)
                    values << QStringLiteral("FILES:-d");
                for (const CommandTable::Choice &choice : option.choices)
                    values << latin1(choice.value);
                values.sort();
                QVERIFY2(c.words == values,
                         qPrintable(name + QLatin1Char(' ') + typed + QLatin1String(": offers ") +
                                    c.words.join(u' ')));
            }
        }

        c = complete({tool, name, QString()});
        QVERIFY2(c.ran, qPrintable(c.error));
        switch (command.operandKind) {
        case CommandTable::Operands::SitemapFiles:
            QCOMPARE(c.words, QStringList{QStringLiteral("FILES:@(xml|xml.gz|gz|txt|rss|atom)")});
            break;
        case CommandTable::Operands::Folder:
            QCOMPARE(c.words, QStringList{QStringLiteral("FILES:-d")});
            break;
        case CommandTable::Operands::RuleId:
            // The rule ids, from the tool's rules command.
            QVERIFY2(c.words.contains(QStringLiteral("loc-not-absolute")),
                     qPrintable(c.words.join(u' ')));
            QVERIFY(!c.words.contains(QStringLiteral("--help")));
            break;
        case CommandTable::Operands::None:
            QCOMPARE(c.words, options);
            break;
        }
    }
}

QTEST_GUILESS_MAIN(TestCommandTable)
#include "tst_commandtable.moc"
