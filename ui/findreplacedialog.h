// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// Edit ▸ Find and Replace: replaces text in the URLs of the document, plain or by
// a regular expression with capture groups, with or without case, in the selected
// rows or everywhere, optionally in an index's own <loc>s and in the URLs of the
// entries' images, videos and hreflang links. It says how many URLs
// match before anything changes; Replace All is one undo step, and the validator
// judges the new URLs like any edit (duplicates it creates are flagged, and
// counted beforehand). The computing is UrlReplacer's.
//
// When the replacement moves the URLs from the host of the sitemap URL to another
// host, it offers to move the sitemap URL along (else every moved URL would be a
// loc-host-mismatch); the move is part of the same undo step.

#include "backgroundwork.h"
#include "urlreplace.h"

#include <QDialog>

class MainWindow;
class QCheckBox;
class QLabel;
class QLineEdit;
class QPushButton;
class QTimer;

class FindReplaceDialog : public QDialog
{
    Q_OBJECT

public:
    explicit FindReplaceDialog(MainWindow *window);

    ReplaceOptions options() const;
    bool selectionOnly() const;
    // The preview: how many URLs match, and what Replace All would do. From
    // backgroundCountFrom() entries on, counted on a thread of its own ("Counting…"
    // meanwhile); a change of the document stops that count, and a new one follows.
    void updatePreview();
    static qint64 backgroundCountFrom() { return s_backgroundCountFrom; }
    static void setBackgroundCountFrom(qint64 entries) { s_backgroundCountFrom = entries; }
    // Replaces in one undo step and tells replaced(count). In a set of
    // backgroundCountFrom() entries or more the plan is made on a thread of its own
    // (isReplacing(); the button stops it), and replaced() follows once it is
    // through: then -1, else the number of URLs changed. A change of the document
    // meanwhile makes the plan again, over the changed document.
    int replaceAll();
    bool isReplacing() const;
    // A key was typed and the preview is still to follow it, or it is being counted.
    bool isPreviewPending() const;
    // Where the sitemap URL moves when the plan's edits move URLs from its host to
    // one other host (the same path on that host); empty when they do not.
    static QString movedSitemapUrl(const QString &sitemapUrl, const ReplacePlan &plan);

    QLineEdit *findEdit() const { return m_find; }
    QLineEdit *replaceEdit() const { return m_replace; }
    QCheckBox *regexBox() const { return m_regex; }
    QCheckBox *matchCaseBox() const { return m_matchCase; }
    QCheckBox *selectionBox() const { return m_selection; }
    QCheckBox *indexLocsBox() const { return m_indexLocs; }
    QCheckBox *extensionUrlsBox() const { return m_extensionUrls; }
    QLabel *previewLabel() const { return m_preview; }
    QPushButton *replaceButton() const { return m_replaceButton; }

    // Closing the dialog stops a plan under way.
    void reject() override;

protected:
    void showEvent(QShowEvent *event) override;
    void hideEvent(QHideEvent *event) override;

signals:
    void replaced(int count);

private:
    // The preview counted again once the typing pauses, or once the dialog is shown.
    void previewLater();
    void startReplacing();
    void stopReplacing();
    void showReplacing(bool replacing);
    // Submits the plan's edits, moved out of it (its pool room taken too).
    int applyPlan(ReplacePlan &plan);
    ReplacePlan makePlan(const UrlReplacer &replacer, UrlReplacer::Detail detail) const;
    void showCount(const ReplacePlan &plan);

    MainWindow *m_window;
    QLineEdit *m_find;
    QLineEdit *m_replace;
    QCheckBox *m_regex;
    QCheckBox *m_matchCase;
    QCheckBox *m_selection;
    QCheckBox *m_indexLocs;
    QCheckBox *m_extensionUrls;
    QLabel *m_preview;
    QPushButton *m_replaceButton;
    QTimer *m_previewTimer;
    BackgroundWork m_counting;       // the preview's count of a large set
    bool m_previewStale = false;     // a change came while the dialog was closed
    BackgroundWork m_replacing;      // Replace All's plan over a large set
    ReplaceOptions m_replaceOptions; // of the plan m_replacing makes
    QTimer *m_replanTimer;           // the plan again, once a change or a save is through
    static qint64 s_backgroundCountFrom;
};
