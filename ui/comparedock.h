// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// File > Compare With...: the open document against another file or index set
// (an older version, usually). The table marks the rows added since and the
// cells changed (their tooltip gives the old value) and can show only one kind
// of change; this dock sums it up and lists the URLs the other file has and the
// open one no longer does. The comparison follows the user's edits.

#include "sitemapcompare.h"

#include <QDockWidget>
#include <QPointer>

#include <memory>

class SitemapDocument;
class SitemapTableModel;
class CompareOverlay;
class QAction;
class QComboBox;
class QLabel;
class QTableView;
class QPushButton;
class QThread;
class QTimer;
class RemovedListModel;

class CompareDock : public QDockWidget
{
    Q_OBJECT

public:
    // Which rows the table shows while a comparison is on.
    enum class Show
    {
        All,
        AddedOrChanged,
        Added,
        Changed,
        Unchanged
    };

    CompareDock(SitemapDocument *document, SitemapTableModel *model, QWidget *parent = nullptr);
    ~CompareDock() override;

    // File > Compare With... (asks for the file).
    QAction *compareAction() const { return m_compareAction; }

    // Reads path (in the background, how far it is in the dock, with Cancel) and
    // compares the open document against it, in slices between the window's events;
    // compared() tells each time the marks are there, after the first pass and after
    // each pass that follows an edit.
    void compareWith(const QString &path);
    void closeComparison();
    bool isComparing() const { return m_other != nullptr; }
    bool isLoading() const { return m_loadThread != nullptr; }
    // Reading the file, or a pass over the open document under way or due.
    bool isBusy() const;
    QString otherPath() const { return m_otherPath; }

    void setShow(Show show);
    Show shownRows() const { return m_show; }
    const Compare::Result &result() const { return m_result; }
    QTableView *removedView() const { return m_removedView; }
    QComboBox *showBox() const { return m_showBox; }
    QLabel *summaryLabel() const { return m_summary; }

    // For tests: slices of at most entries each (0: slices by time), and taken only
    // by nextSliceForTesting() when byHand.
    void setSliceForTesting(qint64 entries, bool byHand)
    {
        m_sliceEntries = entries;
        m_slicesByHand = byHand;
    }
    void nextSliceForTesting() { runSteps(); }
    // For tests: answer the file dialog without showing it.
    void setFileNameProvider(std::function<QString()> provider)
    {
        m_fileNameProvider = std::move(provider);
    }

signals:
    void compared();
    void failed(const QString &reason);

private:
    void chooseFile();
    void loadDone();
    void recompute();
    void runSteps();
    void showResult();
    void showProgress(int percent);
    void showReading();
    void cancelReading();
    void dropWorkedOut();
    void updateSummary();
    void scheduleRecompute();

    SitemapDocument *m_doc;
    QPointer<SitemapTableModel> m_model; // the window may delete it before its docks
    std::unique_ptr<SitemapDocument> m_other;
    std::unique_ptr<SitemapDocument> m_loading;
    std::unique_ptr<Compare::Comparison> m_comparison; // reads m_other
    std::unique_ptr<Compare::Comparison> m_loadingComparison;
    std::atomic<bool> m_cancelLoad{false};
    std::atomic<qint64> m_readDone{0}; // the reader's progress, from its threads
    std::atomic<qint64> m_readTotal{0};
    QString m_otherPath;
    QString m_loadingPath;
    QThread *m_loadThread = nullptr;
    Compare::Result m_result;
    std::unique_ptr<CompareOverlay> m_overlay;
    // A pass's result and the table's marks for it, worked out and shown next.
    Compare::Result m_nextResult;
    std::unique_ptr<CompareOverlay> m_nextOverlay;
    bool m_resultWorkedOut = false;
    Show m_show = Show::All;

    QAction *m_compareAction;
    QLabel *m_summary;
    QComboBox *m_showBox;
    QTableView *m_removedView;
    RemovedListModel *m_removedModel;
    QPushButton *m_closeButton;
    QTimer *m_recomputeTimer;
    QTimer *m_stepTimer;
    QTimer *m_readTimer; // the reader's progress, shown while it reads
    qint64 m_sliceEntries = 0;
    bool m_slicesByHand = false;
    bool m_passMatched = false; // the pass is through; its result is shown next

    std::function<QString()> m_fileNameProvider;
};
