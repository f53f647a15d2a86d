// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// The Entry Details dock: everything of the table's current entry. The URL as the
// file holds it and as the table shows it, the four fields, and each extension in
// its own form: hreflang alternates (language, URL, whether the URL is in the set
// and whether it links back), images, videos, news, and other extensions as their
// XML. The entry's problems go next to what they are about. Alternates and images
// can be added, changed and removed here, and an hreflang cluster made
// consistent: each action is one edit handed to the submitter (one undo step).

#include "documentedit.h"

#include <QDockWidget>

#include <functional>
#include <memory>
#include <vector>

namespace ExtensionEdits {
class LocLookup;
}
class SitemapDocument;
class Validator;
class QGroupBox;
class QLabel;
class QLineEdit;
class QPlainTextEdit;
class QPushButton;
class QTreeWidget;

class EntryDetailsDock : public QDockWidget
{
    Q_OBJECT

public:
    EntryDetailsDock(SitemapDocument *doc, Validator *validator, QWidget *parent = nullptr);
    ~EntryDetailsDock() override;

    // Submits the edits of one user action as one undo step named text.
    using Submitter = std::function<void(const QString &text, std::vector<DocumentEdit> edits)>;
    void setSubmitter(Submitter submitter) { m_submit = std::move(submitter); }

    // The entry shown; file -1 for none.
    void setEntry(int file, int entry);
    int file() const { return m_file; }
    int entry() const { return m_entry; }

    // Editing, as the buttons do (for the buttons and for tests): the values are those
    // of the forms below the lists.
    void addAlternate();
    void changeAlternate();
    void removeAlternate();
    void addImage();
    void changeImage();
    void removeImage();
    void makeClusterConsistent();

    // The widgets, for tests.
    QLineEdit *rawUrlEdit() const { return m_rawUrl; }
    QLineEdit *shownUrlEdit() const { return m_shownUrl; }
    QTreeWidget *fieldsView() const { return m_fields; }
    QTreeWidget *alternatesView() const { return m_alternates; }
    QTreeWidget *imagesView() const { return m_images; }
    QTreeWidget *videosView() const { return m_videos; }
    QTreeWidget *newsView() const { return m_news; }
    QPlainTextEdit *otherView() const { return m_other; }
    QTreeWidget *problemsView() const { return m_problems; }
    QLineEdit *languageEdit() const { return m_language; }
    QLineEdit *alternateUrlEdit() const { return m_alternateUrl; }
    QLineEdit *imageUrlEdit() const { return m_imageUrl; }
    QPushButton *clusterButton() const { return m_cluster; }
    QGroupBox *alternatesBox() const { return m_alternatesBox; }
    QGroupBox *imagesBox() const { return m_imagesBox; }
    QGroupBox *videosBox() const { return m_videosBox; }
    QGroupBox *newsBox() const { return m_newsBox; }
    QGroupBox *otherBox() const { return m_otherBox; }

protected:
    void showEvent(QShowEvent *event) override;

signals:
    // An alternate whose URL is an entry of the set was activated: show that entry.
    void entryActivated(int file, int entry);

private:
    void refresh();
    void scheduleRefresh();
    void updateButtons();
    bool editable() const;
    const ExtensionEdits::LocLookup &lookup();
    void submitXml(const QString &text, const QString &xml);
    int currentChild(QTreeWidget *view) const;

    SitemapDocument *m_doc;
    Validator *m_validator;
    Submitter m_submit;
    int m_file = -1;
    int m_entry = -1;
    bool m_refreshPending = false;
    bool m_stale = true; // changed while hidden: refreshed when shown
    std::unique_ptr<ExtensionEdits::LocLookup> m_lookup;

    QLabel *m_title;
    QLineEdit *m_rawUrl;
    QLineEdit *m_shownUrl;
    QTreeWidget *m_fields;
    QTreeWidget *m_problems;
    QGroupBox *m_alternatesBox;
    QTreeWidget *m_alternates;
    QLineEdit *m_language;
    QLineEdit *m_alternateUrl;
    QPushButton *m_addAlternate;
    QPushButton *m_changeAlternate;
    QPushButton *m_removeAlternate;
    QPushButton *m_cluster;
    QGroupBox *m_imagesBox;
    QTreeWidget *m_images;
    QLineEdit *m_imageUrl;
    QPushButton *m_addImage;
    QPushButton *m_changeImage;
    QPushButton *m_removeImage;
    QGroupBox *m_videosBox;
    QTreeWidget *m_videos;
    QGroupBox *m_newsBox;
    QTreeWidget *m_news;
    QGroupBox *m_otherBox;
    QPlainTextEdit *m_other;
};
