// SPDX-License-Identifier: GPL-3.0-or-later
#include "mainwindow.h"

#include "appicon.h"
#include "comparedock.h"
#include "editjournal.h"
#include "editorstatusbar.h"
#include "entrydetailsdock.h"
#include "entrytable.h"
#include "filecontroller.h"
#include "filespanel.h"
#include "openurlcontroller.h"
#include "overviewdock.h"
#include "pendingeditgate.h"
#include "problemlistmodel.h"
#include "problemsdock.h"
#include "robotshintbar.h"
#include "rowedits.h"
#include "shownrowsexport.h"
#include "sitemapdocument.h"
#include "sitemaptablemodel.h"
#include "tablecontextmenu.h"
#include "tablescope.h"
#include "validator.h"
#include "webauditcontroller.h"
#include "windowactions.h"
#include "windowstatekeeper.h"

#include <QAction>
#include <QCheckBox>
#include <QCloseEvent>
#include <QDragEnterEvent>
#include <QDropEvent>
#include <QHBoxLayout>
#include <QItemSelectionModel>
#include <QKeyEvent>
#include <QLineEdit>
#include <QMimeData>
#include <QScreen>
#include <QStatusTipEvent>
#include <QStyle>
#include <QTimer>
#include <QToolButton>
#include <QUndoStack>
#include <QUrl>
#include <QVBoxLayout>

#include <algorithm>

namespace {

// QLineEdit takes Ctrl+H as Backspace (its Emacs keys on X11). In the window's
// filter fields, which have the focus as a file opens, the window's shortcuts win.
class WindowShortcutsFirst : public QObject
{
public:
    WindowShortcutsFirst(QList<QKeySequence> keys, QObject *parent)
        : QObject(parent), m_keys(std::move(keys))
    {
    }
    bool eventFilter(QObject *watched, QEvent *event) override
    {
        if (event->type() == QEvent::ShortcutOverride &&
            m_keys.contains(QKeySequence(static_cast<QKeyEvent *>(event)->keyCombination())))
            return true; // not taken by the field: the shortcut is the window's
        return QObject::eventFilter(watched, event);
    }

private:
    QList<QKeySequence> m_keys;
};

} // namespace

MainWindow::MainWindow(QWidget *parent) : QMainWindow(parent)
{
    setObjectName(QStringLiteral("MainWindow"));
    setAcceptDrops(true);
    setWindowIcon(AppIcon::icon());
    // The document, its validator, undo stack and journal (a crash costs no work,
    // see offerRecovery()).
    m_session = new DocumentSession(this);
    m_doc = m_session->document();
    m_validator = m_session->validator();
    m_undo = m_session->undoStack();
    connect(m_session, &DocumentSession::editRefused, this,
            [this] { showStatus(tr("The sitemap cannot change while it is being saved."), 4000); });
    connect(m_session, &DocumentSession::pendingEditDropped, this, [this](int count) {
        showStatus(tr("The change of %Ln row(s) was not made: the sitemap changed before it "
                      "was worked out.",
                      nullptr, count),
                   8000);
    });
    new PendingEditGate(m_session, this);
    connect(m_session, &DocumentSession::pathChanged, this, &MainWindow::updateTitle);
    connect(m_session, &DocumentSession::readOnlyChanged, this, &MainWindow::updateActions);
    connect(m_session, &DocumentSession::saveStarted, this, &MainWindow::saveStarted);
    m_model = new SitemapTableModel(this);
    m_model->setDocument(m_doc, m_validator);
    m_problems = new ProblemListModel(this);
    m_problems->setValidator(m_doc, m_validator);

    setCentralWidget(createCentralWidget());
    // New content comes in the file's order.
    connect(m_session, &DocumentSession::aboutToReplaceContent, m_table,
            &EntryTable::showFileOrder);
    connect(m_filter, &QLineEdit::textChanged, m_model, &SitemapTableModel::setTextFilter);
    connect(m_problemsOnly, &QCheckBox::toggled, m_model, &SitemapTableModel::setProblemsOnly);
    connect(m_model, &SitemapTableModel::editRejected, this,
            [this](const QString &reason) { showStatus(reason, 5000); });

    // Status bar: messages, counts, and the progress of a load or a save.
    m_statusBar = new EditorStatusBar(this);
    m_statusBar->setSession(m_session, m_model);
    setStatusBar(m_statusBar);
    connect(m_table, &EntryTable::draftJudged, m_statusBar, &EditorStatusBar::showDraftVerdict);

    createDocks();
    m_scope =
        new TableScope(this, m_model, m_table, m_filesPanel, m_filter, m_problemsOnly, m_statusBar);
    m_files = new FileController(this, m_session, m_table, m_scope, m_statusBar, m_robotsHint);
    connect(m_files, &FileController::loadFinished, this, &MainWindow::loadFinished);
    connect(m_files, &FileController::saveFinished, this, &MainWindow::saveFinished);
    connect(m_files, &FileController::stateChanged, this, &MainWindow::updateActions);
    m_edits = new RowEdits(this, m_session, m_table, m_files, m_statusBar);
    m_shownRowsExport = new ShownRowsExport(this, m_model, m_statusBar);
    m_openUrl = new OpenUrlController(this);
    m_webAudit = new WebAuditController(this);
    m_actions = new WindowActions(this, m_files, m_edits, m_shownRowsExport, m_table);
    if (auto *replace = findChild<QAction *>(QStringLiteral("actionFindReplace"))) {
        auto *shortcuts = new WindowShortcutsFirst(replace->shortcuts(), this);
        m_filter->installEventFilter(shortcuts);
        m_problemsDock->filterEdit()->installEventFilter(shortcuts);
    }
    m_contextMenu = new TableContextMenu(this);
    updateActions();

    // The counts are read once the validator has settled a change (the document's
    // entries and the verdicts are then final), and when the rows the table shows
    // change (a filter, or the model's own rows of an edit).
    connect(m_validator, &Validator::settled, m_statusBar, &EditorStatusBar::updateCounts);
    connect(m_validator, &Validator::judgingChanged, m_statusBar, &EditorStatusBar::showJudging);
    connect(m_model, &QAbstractItemModel::modelReset, m_statusBar, &EditorStatusBar::updateCounts);
    connect(m_model, &QAbstractItemModel::layoutChanged, m_statusBar,
            &EditorStatusBar::updateCounts);
    connect(m_model, &QAbstractItemModel::rowsInserted, m_statusBar,
            &EditorStatusBar::updateCounts);
    connect(m_model, &QAbstractItemModel::rowsRemoved, m_statusBar, &EditorStatusBar::updateCounts);
    connect(m_undo, &QUndoStack::cleanChanged, this, &MainWindow::updateTitle);
    connect(m_undo, &QUndoStack::cleanChanged, this, &MainWindow::updateActions);
    connect(m_table->selectionModel(), &QItemSelectionModel::selectionChanged, this,
            &MainWindow::updateActions);
    connect(m_table->selectionModel(), &QItemSelectionModel::currentChanged, this,
            &MainWindow::updateActions);
    connect(m_table->selectionModel(), &QItemSelectionModel::currentChanged, this,
            [this](const QModelIndex &current) {
                if (current.isValid())
                    m_detailsDock->setEntry(m_model->fileAt(current.row()),
                                            m_model->entryAt(current.row()));
                else
                    m_detailsDock->setEntry(-1, -1);
            });

    newDocument();
    // Fit small screens: never larger than the screen's free area.
    const QSize available = screen()->availableGeometry().size();
    resize(std::min(1200, available.width()), std::min(780, available.height()));
}

MainWindow::~MainWindow()
{
    cancelLoading();
    // Children emit while QMainWindow tears them down (the undo stack, the
    // selection model): by then this is no MainWindow any more, so stop listening,
    // here and in the parts that listen for it.
    const QList<QObject *> listeners = {this,    m_statusBar, m_table,   m_scope,
                                        m_files, m_edits,     m_actions, m_shownRowsExport};
    const QList<QObject *> children = findChildren<QObject *>();
    for (QObject *child : children) {
        for (QObject *listener : listeners)
            QObject::disconnect(child, nullptr, listener, nullptr);
    }
    m_statusBar->setSession(nullptr, nullptr);
    // Everything that follows the document or the validator goes before them
    // (children would be deleted in creation order: the document first).
    delete m_filesPanel;
    delete m_problemsDock;
    delete m_overviewDock; // its counting thread reads the document
    delete m_detailsDock;
    delete m_model;
    delete m_problems;
    // Waits for a save that is running (only reachable when the window is deleted
    // from inside the save's event loop): the writer must not read a deleted document.
    delete m_session;
}

QWidget *MainWindow::createCentralWidget()
{
    // The table with its filter bar.
    auto *central = new QWidget(this);
    auto *layout = new QVBoxLayout(central);
    layout->setContentsMargins(0, 4, 0, 0);
    layout->setSpacing(4);
    auto *filterBar = new QHBoxLayout;
    filterBar->setContentsMargins(6, 0, 6, 0);
    m_filter = new QLineEdit(central);
    m_filter->setObjectName(QStringLiteral("filterEdit"));
    // The shortcut in the words of the language (Strg+F), as the menus show it.
    m_filter->setPlaceholderText(
        tr("Filter URLs, dates, frequencies and priorities (%1)")
            .arg(QKeySequence(QKeySequence::Find).toString(QKeySequence::NativeText)));
    m_filter->setClearButtonEnabled(true);
    filterBar->addWidget(m_filter, 1);
    // The bar of the overview that filters the table, with a way to end it.
    m_overviewFilter = new QToolButton(central);
    m_overviewFilter->setObjectName(QStringLiteral("overviewFilterButton"));
    m_overviewFilter->setToolButtonStyle(Qt::ToolButtonTextBesideIcon);
    m_overviewFilter->setIcon(style()->standardIcon(QStyle::SP_LineEditClearButton));
    m_overviewFilter->setAutoRaise(false);
    m_overviewFilter->setVisible(false);
    filterBar->addWidget(m_overviewFilter);
    m_problemsOnly = new QCheckBox(tr("Only rows with &problems"), central);
    m_problemsOnly->setObjectName(QStringLiteral("problemsOnlyBox"));
    filterBar->addWidget(m_problemsOnly);
    layout->addLayout(filterBar);

    m_table = new EntryTable(m_model, central);
    m_robotsHint = new RobotsHintBar(central);
    connect(m_doc, &SitemapDocument::resetDone, m_robotsHint, &QWidget::hide);
    // A save that split the file into a set, and its undo, change the document's
    // shape without a load (before the Files panel fills its list again).
    connect(m_doc, &SitemapDocument::resetDone, this, [this] { m_scope->showSetShape(); });
    m_robotsHint->setDocument(m_doc);
    connect(m_robotsHint, &RobotsHintBar::sitemapUrlWanted, this, [this] {
        m_files->askSitemapUrl();
        if (!sitemapUrl().isEmpty())
            m_robotsHint->showFor(sitemapUrl(), m_robotsHint->fileName());
    });
    layout->addWidget(m_robotsHint);
    layout->addWidget(m_table, 1);
    return central;
}

void MainWindow::createDocks()
{
    m_problemsDock = new ProblemsDock(m_problems, this);
    addDockWidget(Qt::BottomDockWidgetArea, m_problemsDock);
    connect(m_problemsDock, &ProblemsDock::problemActivated, this, &MainWindow::showProblem);

    m_filesPanel = new FilesPanel(m_doc, m_problems, this);
    addDockWidget(Qt::LeftDockWidgetArea, m_filesPanel);
    m_filesPanel->setVisible(false);
    connect(m_filesPanel, &FilesPanel::fileChosen, this,
            [this](int file) { m_scope->chooseFile(file); });
    m_compareDock = new CompareDock(m_doc, m_model, this);
    addDockWidget(Qt::RightDockWidgetArea, m_compareDock);
    m_compareDock->setVisible(false);
    m_overviewDock = new OverviewDock(m_doc, m_validator, m_model, this);
    addDockWidget(Qt::RightDockWidgetArea, m_overviewDock);
    tabifyDockWidget(m_compareDock, m_overviewDock);
    m_overviewDock->setVisible(false);
    connect(m_overviewDock, &OverviewDock::filterChanged, this, [this] {
        const QString text = m_overviewDock->filterText();
        m_overviewFilter->setVisible(!text.isEmpty());
        m_overviewFilter->setText(text);
        m_overviewFilter->setToolTip(
            tr("The table shows only the URLs of this bar of the overview. Click to show all "
               "rows."));
        m_overviewFilter->setAccessibleName(tr("End the overview filter: %1").arg(text));
    });
    connect(m_overviewFilter, &QToolButton::clicked, m_overviewDock, &OverviewDock::clearFilter);
    m_detailsDock = new EntryDetailsDock(m_doc, m_validator, this);
    addDockWidget(Qt::RightDockWidgetArea, m_detailsDock);
    m_detailsDock->setVisible(false);
    // Shown: room enough for its lists next to the table.
    connect(m_detailsDock->toggleViewAction(), &QAction::toggled, this, [this](bool shown) {
        if (shown)
            resizeDocks({m_detailsDock}, {std::max(360, width() * 2 / 5)}, Qt::Horizontal);
    });
    connect(m_detailsDock, &EntryDetailsDock::entryActivated, this,
            [this](int file, int entry) { showProblem(file, entry, -1); });
    // One action of the dock is one undo step, named for what it did.
    m_detailsDock->setSubmitter([this](const QString &text, std::vector<DocumentEdit> edits) {
        m_session->submitNamed(text, std::move(edits));
    });

    resizeDocks({m_problemsDock}, {170}, Qt::Vertical);
    resizeDocks({m_filesPanel}, {240}, Qt::Horizontal);
}

// --- the window's own events -----------------------------------------------------------

void MainWindow::resizeEvent(QResizeEvent *event)
{
    QMainWindow::resizeEvent(event);
    if (m_table->followsView())
        m_table->fitColumnsSoon();
}

void MainWindow::showEvent(QShowEvent *event)
{
    QMainWindow::showEvent(event);
    m_table->fitColumnsSoon();
}

bool MainWindow::event(QEvent *event)
{
    // The status tips of actions (menus, the recent files' paths) are messages too.
    if (event->type() == QEvent::StatusTip) {
        const QString tip = static_cast<QStatusTipEvent *>(event)->tip();
        if (tip.isEmpty())
            clearStatus();
        else
            showStatus(tip);
        return true;
    }
    return QMainWindow::event(event);
}

void MainWindow::closeEvent(QCloseEvent *event)
{
    if (isSaving()) {
        // Going now would stop the writer with its set half moved into place.
        m_files->closeAfterSave();
        showStatus(tr("The window closes when the save is finished."));
        event->ignore();
        return;
    }
    if (!m_files->maybeSave([this] { close(); })) {
        event->ignore();
        return;
    }
    cancelLoading();
    m_session->close();
    WindowStateKeeper(this, m_table).save(m_table->userColumnWidths());
    event->accept();
}

void MainWindow::dragEnterEvent(QDragEnterEvent *event)
{
    const QList<QUrl> urls = event->mimeData()->urls();
    if (!urls.isEmpty() && urls.first().isLocalFile())
        event->acceptProposedAction();
}

void MainWindow::dropEvent(QDropEvent *event)
{
    const QList<QUrl> urls = event->mimeData()->urls();
    if (urls.isEmpty() || !urls.first().isLocalFile())
        return;
    event->acceptProposedAction();
    const QString path = urls.first().toLocalFile();
    // Leave the drag's event loop before a question may be asked.
    QTimer::singleShot(0, this, [this, path] { openFile(path); });
}

void MainWindow::restoreWindowState()
{
    const QList<int> widths = WindowStateKeeper(this, m_table).restore();
    // The files panel belongs to a set, the comparison to a comparison: what the
    // document shows decides, not the last run.
    m_filesPanel->setVisible(m_scope->isSet());
    m_compareDock->setVisible(false);
    m_table->restoreColumnWidths(widths);
}

void MainWindow::updateTitle()
{
    setWindowTitle(tr("%1[*] — Sitemap Editor").arg(m_session->displayName()));
    setWindowModified(!m_undo->isClean());
}

void MainWindow::updateActions()
{
    if (!m_actions)
        return;
    m_actions->updateEnabled();
    // The document being replaced takes no more edits: they would be lost silently.
    centralWidget()->setEnabled(!isLoading());
    // Its problems are those of the document being replaced: shown greyed, like it.
    m_problemsDock->setEnabled(!isLoading());
    // One being saved can still be looked through, sorted and filtered.
    m_table->setEditable(!isSaving());
}

// --- what the parts do, for those who reach the window -----------------------------------

bool MainWindow::openFile(const QString &path)
{
    return m_files->openFile(path);
}

void MainWindow::openExample(const QByteArray &bytes, const QString &name)
{
    m_files->openExample(bytes, name);
}

void MainWindow::newDocument()
{
    m_files->newDocument();
}

bool MainWindow::closeDocument()
{
    return m_files->closeDocument();
}

bool MainWindow::revert()
{
    return m_files->revert();
}

void MainWindow::openFetched(SitemapDocument &fetched, const QString &url, const QStringList &notes)
{
    m_files->openFetched(fetched, url, notes);
}

bool MainWindow::isLoading() const
{
    return m_session->isLoading();
}

void MainWindow::cancelLoading()
{
    m_session->cancelLoading();
}

bool MainWindow::save()
{
    return m_files->save();
}

bool MainWindow::saveAs(const QString &path)
{
    return m_files->saveAs(path);
}

bool MainWindow::isSaving() const
{
    return m_session->isSaving();
}

bool MainWindow::isSaveRunning() const
{
    return m_files->isSaveRunning();
}

bool MainWindow::lastSaveWritten() const
{
    return m_files->lastSaveWritten();
}

bool MainWindow::offerRecovery()
{
    return m_files->offerRecovery();
}

QString MainWindow::currentPath() const
{
    return m_session->path();
}

void MainWindow::setSitemapUrl(const QString &url)
{
    m_files->setSitemapUrl(url);
}

QString MainWindow::sitemapUrl() const
{
    return m_session->sitemapUrl();
}

void MainWindow::showStatus(const QString &text, int timeout, const QStringList &details)
{
    m_statusBar->showStatus(text, timeout, details);
}

void MainWindow::clearStatus()
{
    m_statusBar->clearStatus();
}

QString MainWindow::statusText() const
{
    return m_statusBar->statusText();
}

void MainWindow::setSaveFileNameProvider(std::function<QString()> provider)
{
    m_files->setSaveFileNameProvider(std::move(provider));
}

void MainWindow::setSaveFolderProvider(std::function<QString()> provider)
{
    m_files->setSaveFolderProvider(std::move(provider));
}

void MainWindow::setSaveErrorsHook(std::function<void(SaveErrorsDialog *)> hook)
{
    m_files->setSaveErrorsHook(std::move(hook));
}

void MainWindow::setOpenFileNameProvider(std::function<QString()> provider)
{
    m_files->setOpenFileNameProvider(std::move(provider));
}

void MainWindow::setSaveDialogHook(std::function<bool(SaveOptionsDialog *)> hook)
{
    m_files->setSaveDialogHook(std::move(hook));
}

void MainWindow::setExportFileNameProvider(std::function<QString(QChar *)> provider)
{
    m_shownRowsExport->setFileNameProvider(std::move(provider));
}

QTableView *MainWindow::table() const
{
    return m_table;
}

QLabel *MainWindow::countsLabel() const
{
    return m_statusBar->countsLabel();
}

EditJournal *MainWindow::journal() const
{
    return m_session->journal();
}

std::vector<std::pair<int, int>> MainWindow::selectedEntries() const
{
    return m_table->selectedEntries();
}

void MainWindow::addRow()
{
    m_edits->addRow();
}

void MainWindow::deleteSelectedRows()
{
    m_edits->deleteSelectedRows();
}

void MainWindow::duplicateSelectedRows()
{
    m_edits->duplicateSelectedRows();
}

void MainWindow::pasteUrls(const QString &text)
{
    m_edits->pasteUrls(text);
}

void MainWindow::setFieldOfSelection(Field field, const std::optional<QString> &value)
{
    m_edits->setFieldOfSelection(field, value);
}

void MainWindow::setLastModToday()
{
    m_edits->setLastModToday();
}

bool MainWindow::isExportRunning() const
{
    return m_shownRowsExport->isRunning();
}

bool MainWindow::isCopyRunning() const
{
    return m_edits->isCopyRunning();
}

bool MainWindow::isEditPending() const
{
    return m_session->isEditPending();
}

void MainWindow::showProblem(int file, int entry, int field)
{
    m_scope->showEntry(file, entry, field);
}
