// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// Checks a document against every rule of PROTOCOL.md section 4 and keeps the
// verdicts up to date as the document changes: after an edit to one entry only
// that entry's rules and the set rules it touches run again (counts per URL,
// per host, per priority and lastmod value), so an edit costs the same in a
// document of a thousand or a million entries.
//
// Used by the table model, the editor, the writer and sitemap-tool. Made of parts
// (docs/architecture.md): EntryJudge judges an entry's own rules, VerdictTable keeps
// the verdicts and counts, and one SetTracker per set rule keeps what that rule
// needs of the other entries.

#include "backgroundwork.h"
#include "problem.h"
#include "rules.h"

#include <QObject>

#include <atomic>
#include <functional>
#include <memory>
#include <optional>
#include <utility>
#include <vector>

class QTimer;
class SetMemory;
class SitemapDocument;

// Problems found outside the document's text (the web audit's findings, which the
// editor keeps per URL), shown with the validator's own: in entryProblems(), the
// problems of a file, the worst severities and the counts.
class ExtraProblemSource
{
public:
    virtual ~ExtraProblemSource() = default;
    virtual bool hasProblems(int file, int entry) const = 0;
    // Whether any entry has a problem from here: when none does, a walk over every
    // entry need not ask for each.
    virtual bool hasAnyProblems() const = 0;
    virtual void appendProblems(int file, int entry, std::vector<Problem> &out) const = 0;
    // The worst severity on the entry (field < 0) or on one field of it; -1 when none.
    virtual int worstSeverity(int file, int entry, int field) const = 0;
    virtual int count(Severity severity) const = 0;
};

class Validator : public QObject
{
    Q_OBJECT

    struct State;

public:
    // Follows doc's signals from now on; runs a full pass at once and after each reset.
    // Create it before the views of doc: it then updates before they redraw.
    explicit Validator(SitemapDocument *doc, QObject *parent = nullptr);
    // How many threads a pass judges a large file on, and lists many problems on:
    // two, or one where the caller has a thread of its own busy meanwhile (sitemap-tool
    // check reads a set's next file while it judges one).
    enum class Threads
    {
        Two,
        One
    };
    // The same for a document that follows the files earlier remembers in a set
    // judged one file at a time (SetMemory, not owned: it must outlive this). What
    // the memory cannot answer as the whole set would, it is told of.
    Validator(SitemapDocument *doc, const SetMemory *earlier, Threads threads = Threads::Two,
              QObject *parent = nullptr);
    ~Validator() override;

    const SitemapDocument *document() const { return m_doc; }

    // A full pass judged ahead, on the thread that read a document's content, for
    // the validator of the document that will take that content (the editor's
    // load): its GUI thread then does not judge a million entries itself.
    class Prepared
    {
    public:
        ~Prepared();
        Prepared(const Prepared &) = delete;
        Prepared &operator=(const Prepared &) = delete;

    private:
        friend class Validator;
        Prepared() = default;
        State *m_state = nullptr;
        const void *m_files = nullptr;
        int m_fileCount = 0;
        qint64 m_entryCount = 0;
    };
    // Judges content (any thread; nothing else may touch content meanwhile). After
    // each file progress is told the entries judged and their total; null when
    // *cancel became true (looked at between files).
    static std::unique_ptr<Prepared>
    prepare(SitemapDocument &content, const std::function<void(qint64, qint64)> &progress = {},
            const std::atomic<bool> *cancel = nullptr);
    // The document's next reset takes verdicts instead of a full pass, when the
    // content it takes (SitemapDocument::takeContent) is the one they judged;
    // otherwise they are dropped and the pass runs as ever.
    void adoptOnNextReset(std::unique_ptr<Prepared> verdicts);

    // Edits of the values of many entries (Find and Replace, a date set on every row,
    // their undo) are judged on a thread rather than one by one on the caller's: from
    // this many URLs changed before the event loop next runs (five values of another
    // field count as one URL), the validator keeps its verdicts from before those
    // edits (isJudging()) and judges the whole set afresh on a WorkerThread, taking
    // the result in on the event loop. Meanwhile further edits of values are left to
    // that pass too; any other change stops it, is judged as ever on the verdicts
    // from before, and the pass starts again. 0 (the default) never does this:
    // sitemap-tool and the tests judge every edit at once.
    void setBackgroundJudging(qint64 fromEntries);
    // The editor's threshold: one by one an edited URL costs about 2 µs on the
    // window's thread, so this many take some 40 ms.
    static constexpr qint64 EditorBackgroundJudging = 20000;
    // True from such an edit until its verdicts are in: what the validator gives
    // meanwhile are the verdicts from before it (each consistent with the others).
    bool isJudging() const { return m_pending; }
    // The entries the pass under way has judged and the set's total.
    std::pair<qint64, qint64> judgingProgress() const;
    // For a reader that needs the verdicts of every edit (a save): waits for the
    // pass under way, or judges at once when none runs yet.
    void finishJudging();

    // Problems of one entry (entry rules and the set rules that concern it), in rule order.
    // The file rules that concern one entry (index-nested, index-child-missing,
    // text-line-invalid) are reported here, with their entry.
    std::vector<Problem> entryProblems(int file, int entry) const;
    // The severities of entryProblems(file, entry), in its order, appended to out:
    // what a list of a million problems holds until it shows one. No message is made,
    // and the entry's facts are read only when a set or extension rule hit it.
    void entryProblemSeverities(int file, int entry, std::vector<Severity> *out) const;
    // The entries of file from first to last that have a problem (their own rules', the
    // set rules' or the extra source's), in order, appended to out: what a list of every
    // problem walks, reading each entry's rule bits in a row rather than asking for each
    // entry's severities.
    void entriesWithProblems(int file, int first, int last, std::vector<int> *out) const;
    // File rules of one file (entry == -1 in each).
    std::vector<Problem> fileProblems(int file) const;
    // Everything, file by file, in file order: what `sitemap-tool check` prints.
    std::vector<Problem> allProblems() const;
    // The same without the extra problems: what the writer judges a save by (the
    // web audit's findings are about the pages, not the file, and the writer's
    // thread never reads the editor's store).
    std::vector<Problem> ownEntryProblems(int file, int entry) const;
    int ownWorstSeverity(int file, int entry) const;
    // Worst severity on an entry, or on one field of it; -1 when none.
    int worstSeverity(int file, int entry) const;
    int worstSeverity(int file, int entry, Field field) const;

    int count(Severity severity) const;
    int errorCount() const { return count(Severity::Error); }
    // Entries that carry the rule (entry rules, and the file rules reported on an
    // entry); kept up to date with the masks, so asking costs nothing.
    qint64 entriesWith(RuleId rule) const;

    // Rule masks, problems in file order and what a pass did.
    // The rules that hit, as bits of ruleBit(RuleId) (rules.h): cheap, for views and tests.
    RuleMask entryRuleMask(int file, int entry) const;
    // The first entry of the set's sitemaps (not an index's own entries) whose URL
    // equals url as loc-duplicate compares them; from the keys the validator keeps,
    // so no pass over the URLs' text.
    std::optional<std::pair<int, int>> entryWithUrl(const QString &url) const;
    RuleMask fileRuleMask(int file) const;
    // Problems of one file, file rules first, then by line and column.
    std::vector<Problem> problemsOfFile(int file) const;
    // The same problems in the same order, handed to visit one at a time: for a file
    // whose entries are in the order of their positions (as read), entry by entry,
    // so that a million problems need not be held at once.
    // Their messages are not put together (ProblemLine): a report writes them.
    void forEachProblemOfFile(int file,
                              const std::function<void(const ProblemLine &)> &visit) const;
    // An entry's duplicate and near keys (0: none), as loc-duplicate and
    // loc-near-duplicate compare them.
    std::pair<quint64, quint64> entryKeys(int file, int entry) const;
    // The newest usable lastmod of a file (index-lastmod-stale compares with it) and
    // its text as written, quoted; NoInstant and "" when it has none.
    std::pair<qint64, QString> newestLastmod(int file) const;
    // Starts loading what an edit of the entry's field reads here (its verdicts, keys
    // and their counts) into the cache, so that the edit's waits for memory overlap
    // rather than follow one another. Changes nothing.
    void prefetchEntry(int file, int entry, Field field) const;

    // What the incremental path did, for the benchmark: entries whose rules ran,
    // and entries looked at by scans (duplicates, majority host, uniform values).
    struct Stats
    {
        quint64 entriesChecked = 0;
        quint64 entriesScanned = 0;
        quint64 fullPasses = 0;
        quint64 adoptedPasses = 0; // full passes judged ahead (prepare()) and taken
        quint64 fileRejudges = 0;  // saves whose files were judged again without a full pass
    };
    const Stats &stats() const;
    void resetStats();

    // The extra problems to show with the validator's (not owned; null: none).
    void setExtraProblems(const ExtraProblemSource *source);
    const ExtraProblemSource *extraProblems() const { return m_extra; }
    // The extra problems of entries first..last of file changed (file -1: of any
    // entry): the views are told as for the validator's own.
    void extraProblemsChanged(int file, int first, int last);

    // Tests: the "now" lastmod-future compares with (ms since the epoch; 0: the clock).
    static void setCurrentTimeForTesting(qint64 msecsSinceEpoch);
    // Tests: a file of at least this many entries is judged on two threads in a
    // full pass (0: the default, 8192).
    static void setParallelPassForTesting(int minEntries);

signals:
    // The problems of these entries changed (first..last inclusive).
    void entryProblemsChanged(int file, int first, int last);
    void fileProblemsChanged(int file);
    void countsChanged();
    // The validator has judged a change of the document (an edit, rows inserted or
    // removed, a new content, a file's facts) or of the extra problems: every
    // verdict and count it gives is up to date, whatever order the document's
    // listeners were connected in. Emitted once per such change, after the signals
    // above. What shows verdicts or counts (the window's counts, the Problems dock,
    // the overview) reads them here rather than on the document's signals.
    void settled();
    // isJudging() changed.
    void judgingChanged(bool judging);

private:
    bool adoptPrepared();
    void adoptState(State *judged);
    // Whether an edit of the weight n (see setBackgroundJudging()) is left to the pass
    // on a thread.
    bool leaveToBackground(qint64 n);
    void startJudging();
    void judged(State *state);
    // The verdicts are every edit's again: judgingChanged(false), then settled().
    void endJudging();

    SitemapDocument *m_doc;
    const ExtraProblemSource *m_extra = nullptr;
    State *d;
    Threads m_threads = Threads::Two;
    std::unique_ptr<Prepared> m_prepared;

    qint64 m_backgroundFrom = 0;
    qint64 m_editedThisTurn = 0; // URLs (or five other values) edited since the event loop last ran
    bool m_pending = false;      // edits not judged yet (isJudging())
    bool m_skipping = false;     // between valuesAboutToChange and valuesChanged of one
    QTimer *m_judgeTimer = nullptr;
    std::atomic<qint64> m_judged{0};
    qint64 m_judgeTotal = 0;
    BackgroundWork m_judging;
};
