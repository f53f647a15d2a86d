// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// The window's status bar: its messages, the counts of the document (URLs, the
// rows shown, errors, warnings) and the progress of a load or a save with the
// load's Cancel button.
//
// A message is elided to the room the progress bar, Cancel and the counts leave
// it (again whenever that changes); the whole text and its details (one per line)
// are the bar's tooltip while it is shown. The counts take their short forms when
// the bar is narrow, the long ones in the counts' tooltip.

#include <QStatusBar>

#include <memory>

class DocumentSession;
class SitemapTableModel;
class WorkProgress;
class QLabel;
class QProgressBar;
class QPushButton;
class QTimer;

class EditorStatusBar : public QStatusBar
{
    Q_OBJECT

public:
    explicit EditorStatusBar(QWidget *parent = nullptr);

    // Where the counts and the progress come from; null while the window goes.
    void setSession(DocumentSession *session, SitemapTableModel *model);

    // timeout in ms, 0 until replaced.
    void showStatus(const QString &text, int timeout = 0, const QStringList &details = {});
    void clearStatus();
    // The whole text of the message shown now; empty when none.
    QString statusText() const { return m_statusText; }
    // What a cell editor's text would be judged, as the user types; an empty
    // verdict takes the last one away.
    void showDraftVerdict(const QString &verdict);

    void updateCounts();
    QLabel *countsLabel() const { return m_countsLabel; }

    // The progress of the load the session runs, with Cancel.
    void startLoadProgress();
    // The progress of the writer the session runs.
    void startSaveProgress();
    void stopProgress();
    // The progress of the validator's pass over an edit of many URLs
    // (Validator::isJudging()), while no load or save shows its own.
    void showJudging(bool judging);
    // The progress of work on a thread that the user may stop (a copy or an export
    // of many rows): shown with Cancel once it has run for s_workProgressDelay ms,
    // unless a load or a save shows its own; format as QProgressBar's ("%p%").
    // Cancel calls progress->cancel(); the work's owner says how it ended.
    void startWorkProgress(const QString &format, std::shared_ptr<WorkProgress> progress);
    // Ends the progress of that work, shown or not yet.
    void stopWorkProgress(const WorkProgress *progress);
    bool isWorkProgressShown() const { return m_workShown; }
    QPushButton *cancelButton() const { return m_cancelButton; }
    QProgressBar *progressBar() const { return m_progress; }

    // A copy or an export over in less does not flash a progress bar (tests: 0).
    static int s_workProgressDelay;

protected:
    bool eventFilter(QObject *watched, QEvent *event) override;

private:
    void fitStatus();
    int statusRoom() const;
    void showWorkProgress();
    void updateProgress();
    void showBar(const QString &format, bool cancel);

    DocumentSession *m_session = nullptr;
    SitemapTableModel *m_model = nullptr;
    QLabel *m_countsLabel;
    QProgressBar *m_progress;
    QPushButton *m_cancelButton;
    QTimer *m_statusTimer;
    bool m_judgingShown = false;
    std::shared_ptr<WorkProgress> m_work; // work that asked for progress, shown or not yet
    QString m_workFormat;
    bool m_workShown = false;
    QTimer *m_workDelay;
    QTimer *m_progressTimer;
    int m_loadFileNumber = 1;
    QString m_statusText;    // the message as given
    QString m_statusShown;   // as the status bar shows it, elided
    QString m_statusToolTip; // the whole text and its details
    QString m_draftVerdict;  // the verdict on a cell editor's text, while it is shown
    bool m_fittingStatus = false;
};
