// SPDX-License-Identifier: GPL-3.0-or-later
#include "findreplacedialog.h"

#include "documentsession.h"

#include "mainwindow.h"
#include "messageboxes.h"
#include "sitemapdocument.h"
#include "urltools.h"

#include <QApplication>
#include <QCheckBox>
#include <QDialogButtonBox>
#include <QFormLayout>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QScopeGuard>
#include <QTimer>
#include <QUndoCommand>
#include <QUndoStack>
#include <QVBoxLayout>

#include <memory>
#include <utility>

namespace {

// The sitemap URL as one step of an undo macro: undone and redone with the URLs
// that moved.
class SitemapUrlCommand : public QUndoCommand
{
public:
    SitemapUrlCommand(MainWindow *window, QString before, QString after)
        : m_window(window), m_before(std::move(before)), m_after(std::move(after))
    {
    }
    void redo() override { m_window->setSitemapUrl(m_after); }
    void undo() override { m_window->setSitemapUrl(m_before); }

private:
    MainWindow *m_window;
    QString m_before;
    QString m_after;
};

} // namespace

FindReplaceDialog::FindReplaceDialog(MainWindow *window) : QDialog(window), m_window(window)
{
    setObjectName(QStringLiteral("findReplaceDialog"));
    setWindowTitle(tr("Find and Replace"));
    auto *layout = new QVBoxLayout(this);
    auto *form = new QFormLayout;
    m_find = new QLineEdit(this);
    m_find->setPlaceholderText(tr("http://www.example.com"));
    form->addRow(tr("&Find in URLs:"), m_find);
    m_replace = new QLineEdit(this);
    m_replace->setPlaceholderText(tr("https://example.com"));
    m_replace->setToolTip(tr("With a regular expression, \\1 or $1 is the text of the first "
                             "group in parentheses, \\0 the whole match."));
    form->addRow(tr("&Replace with:"), m_replace);
    // Room for a whole URL in either field.
    for (QLineEdit *edit : {m_find, m_replace})
        edit->setMinimumWidth(edit->fontMetrics().averageCharWidth() * 48);
    layout->addLayout(form);

    m_regex = new QCheckBox(tr("Regular e&xpression"), this);
    m_matchCase = new QCheckBox(tr("&Match case"), this);
    m_selection = new QCheckBox(tr("Only in the &selected rows"), this);
    m_indexLocs = new QCheckBox(tr("Also in the sitemap &index's own URLs"), this);
    m_indexLocs->setToolTip(tr("The <loc>s of the index that name its sitemap files."));
    m_extensionUrls = new QCheckBox(tr("Also in ima&ge, video and hreflang URLs"), this);
    m_extensionUrls->setToolTip(
        tr("The <image:loc>, the <video:thumbnail_loc>, "
           "<video:content_loc> and <video:player_loc>, and the href of "
           "the <xhtml:link> alternates; the rest of them stays as it is."));
    for (QCheckBox *box : {m_regex, m_matchCase, m_selection, m_indexLocs, m_extensionUrls})
        layout->addWidget(box);

    m_preview = new QLabel(this);
    m_preview->setObjectName(QStringLiteral("replacePreview"));
    m_preview->setWordWrap(true);
    // The longest preview: the count (two lines in German), duplicates, empty URLs,
    // and the extension URLs.
    m_preview->setMinimumHeight(m_preview->fontMetrics().lineSpacing() * 5);
    m_preview->setAlignment(Qt::AlignLeft | Qt::AlignTop);
    layout->addWidget(m_preview);
    // Grows with a longer preview instead of cutting it off.
    layout->setSizeConstraint(QLayout::SetMinimumSize);

    auto *buttons = new QDialogButtonBox(QDialogButtonBox::Close, this);
    m_replaceButton = buttons->addButton(tr("Replace &All"), QDialogButtonBox::ApplyRole);
    m_replaceButton->setObjectName(QStringLiteral("replaceAllButton"));
    layout->addWidget(buttons);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    connect(m_replaceButton, &QPushButton::clicked, this, [this] {
        if (isReplacing())
            stopReplacing();
        else
            replaceAll();
    });

    m_replanTimer = new QTimer(this);
    m_replanTimer->setSingleShot(true);
    connect(m_replanTimer, &QTimer::timeout, this, &FindReplaceDialog::startReplacing);

    // Counting runs over every URL: once the user pauses typing.
    m_previewTimer = new QTimer(this);
    m_previewTimer->setSingleShot(true);
    m_previewTimer->setInterval(200);
    connect(m_previewTimer, &QTimer::timeout, this, &FindReplaceDialog::updatePreview);
    auto later = [this] { previewLater(); };
    connect(m_find, &QLineEdit::textChanged, this, later);
    connect(m_replace, &QLineEdit::textChanged, this, later);
    for (QCheckBox *box : {m_regex, m_matchCase, m_selection, m_indexLocs, m_extensionUrls})
        connect(box, &QCheckBox::toggled, this, later);
    // The document changes under the dialog (edits, undo, another file).
    SitemapDocument *doc = window->document();
    connect(doc, &SitemapDocument::valuesChanged, this, later);
    connect(doc, &SitemapDocument::extensionsChanged, this, later);
    connect(doc, &SitemapDocument::entriesInserted, this, later);
    connect(doc, &SitemapDocument::entriesRemoved, this, later);
    connect(doc, &SitemapDocument::resetDone, this, later);
    // A count on its thread must not read the document while it changes.
    connect(doc, &SitemapDocument::aboutToChange, this, [this] {
        if (m_replacing.isRunning()) {
            m_replacing.stop();
            // Made again over the document as the change leaves it.
            m_replanTimer->start(0);
        }
        if (!m_counting.isRunning())
            return;
        m_counting.stop();
        previewLater();
    });
    // Another document: the plan was of the one before.
    connect(doc, &SitemapDocument::aboutToReset, this, &FindReplaceDialog::stopReplacing);
    updatePreview();
}

void FindReplaceDialog::previewLater()
{
    // Closed, the dialog counts nothing (a count over a large set takes the cores
    // for a second after every edit): it counts again once it is shown.
    if (isVisible())
        m_previewTimer->start();
    else
        m_previewStale = true;
}

void FindReplaceDialog::showEvent(QShowEvent *event)
{
    QDialog::showEvent(event);
    if (std::exchange(m_previewStale, false))
        updatePreview();
}

void FindReplaceDialog::hideEvent(QHideEvent *event)
{
    QDialog::hideEvent(event);
    if (isPreviewPending()) {
        m_previewTimer->stop();
        m_counting.stop();
        m_previewStale = true;
    }
}

ReplaceOptions FindReplaceDialog::options() const
{
    ReplaceOptions o;
    o.find = m_find->text();
    o.replacement = m_replace->text();
    o.regularExpression = m_regex->isChecked();
    o.matchCase = m_matchCase->isChecked();
    o.indexLocs = m_indexLocs->isChecked();
    o.extensionUrls = m_extensionUrls->isChecked();
    return o;
}

bool FindReplaceDialog::selectionOnly() const
{
    return m_selection->isChecked();
}

ReplacePlan FindReplaceDialog::makePlan(const UrlReplacer &replacer,
                                        UrlReplacer::Detail detail) const
{
    // Over a large set this takes a moment (a second or more at a million URLs),
    // during which the window cannot answer: the cursor says so.
    QApplication::setOverrideCursor(Qt::WaitCursor);
    const auto restore = qScopeGuard([] { QApplication::restoreOverrideCursor(); });
    if (!selectionOnly())
        return replacer.plan(*m_window->document(), nullptr, detail);
    const std::vector<std::pair<int, int>> scope = m_window->selectedEntries();
    return replacer.plan(*m_window->document(), &scope, detail);
}

qint64 FindReplaceDialog::s_backgroundCountFrom = 100000;

void FindReplaceDialog::updatePreview()
{
    m_previewTimer->stop();
    m_counting.stop();
    const UrlReplacer replacer(options());
    if (!replacer.isValid()) {
        m_preview->setText(m_find->text().isEmpty() ? QString() : replacer.error());
        m_replaceButton->setEnabled(false);
        return;
    }
    const SitemapDocument *doc = m_window->document();
    if (doc->totalEntryCount() < s_backgroundCountFrom) {
        showCount(makePlan(replacer, UrlReplacer::Detail::Counts));
        return;
    }
    // A large set is counted on a thread of its own, the document only read: any
    // change of it stops the count first (aboutToChange), and a new count follows.
    auto scope = std::make_shared<std::vector<std::pair<int, int>>>();
    const bool scoped = selectionOnly();
    if (scoped)
        *scope = m_window->selectedEntries();
    auto counted = std::make_shared<ReplacePlan>();
    m_counting.start(
        this,
        [replacer, doc, scope, scoped, counted, cancel = m_counting.cancelFlag()] {
            *counted = replacer.plan(*doc, scoped ? scope.get() : nullptr,
                                     UrlReplacer::Detail::Counts, cancel);
        },
        [this, counted] { showCount(*counted); });
    m_preview->setText(tr("Counting the URLs that match…"));
}

void FindReplaceDialog::showCount(const ReplacePlan &plan)
{
    QStringList lines;
    if (plan.matchingValues == 0 && plan.matchingExtensionUrls == 0) {
        lines << tr("No URL matches.");
    } else if (plan.matchingValues > 0) {
        lines << tr("%Ln URL(s) match", nullptr, int(plan.matchingValues)) +
                     tr(" (%Ln match(es)); ", nullptr, int(plan.matches)) +
                     tr("Replace All changes %Ln.", nullptr, int(plan.changed));
        if (plan.newDuplicates > 0)
            lines << tr("%Ln URL(s) would then be a duplicate of another.", nullptr,
                        int(plan.newDuplicates));
        if (plan.emptied > 0)
            lines << tr("%Ln URL(s) would be empty.", nullptr, int(plan.emptied));
    }
    if (plan.matchingExtensionUrls > 0)
        lines << tr("%Ln image, video or hreflang URL(s) match; ", nullptr,
                    int(plan.matchingExtensionUrls)) +
                     tr("Replace All changes %Ln.", nullptr, int(plan.changedExtensionUrls));
    m_preview->setText(lines.join(QLatin1Char('\n')));
    m_replaceButton->setEnabled((plan.changed > 0 || plan.changedExtensionUrls > 0) &&
                                !m_window->isSaving());
}

bool FindReplaceDialog::isPreviewPending() const
{
    return m_previewTimer->isActive() || m_counting.isRunning();
}

int FindReplaceDialog::replaceAll()
{
    const UrlReplacer replacer(options());
    if (!replacer.isValid() || m_window->isSaving() || isReplacing())
        return 0;
    m_counting.stop();
    m_previewTimer->stop();
    if (m_window->document()->totalEntryCount() >= s_backgroundCountFrom) {
        m_replaceOptions = options();
        startReplacing();
        return -1;
    }
    ReplacePlan plan = makePlan(replacer, UrlReplacer::Detail::EditsOnly);
    return applyPlan(plan);
}

bool FindReplaceDialog::isReplacing() const
{
    return m_replacing.isRunning() || m_replanTimer->isActive();
}

void FindReplaceDialog::startReplacing()
{
    auto scope = std::make_shared<std::vector<std::pair<int, int>>>();
    const bool scoped = selectionOnly();
    if (scoped)
        *scope = m_window->selectedEntries();
    auto planned = std::make_shared<ReplacePlan>();
    const SitemapDocument *doc = m_window->document();
    m_replacing.start(
        this,
        [replacer = UrlReplacer(m_replaceOptions), doc, scope, scoped, planned,
         cancel = m_replacing.cancelFlag()] {
            *planned = replacer.plan(*doc, scoped ? scope.get() : nullptr,
                                     UrlReplacer::Detail::EditsOnly, cancel);
        },
        [this, planned] {
            // A save (or its options dialog) holds the document now: the plan is made
            // again once it is through, over the document the save leaves.
            if (!m_window->session()->takesEdits()) {
                m_replanTimer->start(200);
                return;
            }
            showReplacing(false);
            applyPlan(*planned);
        });
    showReplacing(true);
}

void FindReplaceDialog::stopReplacing()
{
    if (!isReplacing())
        return;
    m_replacing.stop();
    m_replanTimer->stop();
    showReplacing(false);
    m_window->showStatus(tr("Replace All stopped; no URL was changed."), 5000);
    updatePreview();
}

void FindReplaceDialog::reject()
{
    stopReplacing();
    QDialog::reject();
}

void FindReplaceDialog::showReplacing(bool replacing)
{
    for (QWidget *input : std::initializer_list<QWidget *>{
             m_find, m_replace, m_regex, m_matchCase, m_selection, m_indexLocs, m_extensionUrls})
        input->setEnabled(!replacing);
    m_replaceButton->setText(replacing ? tr("&Stop") : tr("Replace &All"));
    if (replacing) {
        m_replaceButton->setEnabled(true);
        m_preview->setText(tr("Working out the replacements…"));
    }
}

int FindReplaceDialog::applyPlan(ReplacePlan &plan)
{
    const int count = int(plan.changed + plan.changedExtensionUrls);
    if (count == 0) {
        updatePreview();
        emit replaced(0);
        return 0;
    }
    SitemapDocument *doc = m_window->document();
    QUndoStack *undo = m_window->undoStack();
    QApplication::setOverrideCursor(Qt::WaitCursor);
    const auto restore = qScopeGuard([] { QApplication::restoreOverrideCursor(); });
    const QString sitemapUrl = m_window->sitemapUrl();
    const QString moved = movedSitemapUrl(sitemapUrl, plan);
    bool move = false;
    if (!moved.isEmpty()) {
        QApplication::restoreOverrideCursor();
        move = MessageBoxes::question(
                   this, tr("Find and Replace"),
                   tr("The URLs move to %1. Move the sitemap URL along, from %2 to %3? "
                      "Otherwise every moved URL is on another host than the sitemap.")
                       .arg(UrlTools::originKey(moved), sitemapUrl, moved),
                   QMessageBox::Yes | QMessageBox::No, QMessageBox::Yes) == QMessageBox::Yes;
        QApplication::setOverrideCursor(Qt::WaitCursor);
    }
    doc->addPoolRoom(std::move(plan.poolRoom));
    undo->beginMacro(tr("Replace in %n URL(s)", nullptr, count));
    // Moved in: each edit of a million URLs holds megabytes of entry numbers.
    for (DocumentEdit &edit : plan.edits)
        doc->submit(std::move(edit));
    for (DocumentEdit &edit : plan.extensionEdits)
        doc->submit(std::move(edit));
    if (move)
        undo->push(new SitemapUrlCommand(m_window, sitemapUrl, moved));
    undo->endMacro();
    m_window->showStatus(tr("Replaced in %Ln URL(s).", nullptr, count), 5000);
    updatePreview();
    emit replaced(count);
    return count;
}

QString FindReplaceDialog::movedSitemapUrl(const QString &sitemapUrl, const ReplacePlan &plan)
{
    const QString url = sitemapUrl.trimmed();
    const QString from = UrlTools::originKey(url);
    const UrlTools::Parts parts = UrlTools::split(url);
    if (from.isEmpty() || parts.pathStart < 0)
        return {};
    // The hosts the URLs of the sitemap's host go to: one, and another than its own.
    QString to;
    for (const DocumentEdit &edit : plan.edits) {
        if (edit.kind != DocumentEdit::Kind::SetValues || edit.field != Field::Loc)
            continue;
        for (size_t i = 0; i < edit.targets.size(); ++i) {
            const std::optional<QString> before = edit.distinct.value(edit.beforeOf[i]);
            const std::optional<QString> after = edit.distinct.value(edit.afterOf[i]);
            if (!before || !after || UrlTools::originKey(*before) != from)
                continue;
            const QString origin = UrlTools::originKey(*after);
            if (origin == from)
                continue;
            if (origin.isEmpty() || (!to.isEmpty() && origin != to))
                return {};
            to = origin;
        }
    }
    if (to.isEmpty())
        return {};
    return to + url.mid(parts.pathStart);
}
