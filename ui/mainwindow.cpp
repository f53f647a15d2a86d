// SPDX-License-Identifier: GPL-3.0-or-later
#include "mainwindow.h"

#include "appicon.h"
#include "atomicfileset.h"
#include "editjournal.h"

#include "changefreqdelegate.h"
#include "comparedock.h"
#include "csvexport.h"
#include "csvimportdialog.h"
#include "dialogsavequestions.h"
#include "entrydetailsdock.h"
#include "externalchanges.h"
#include "fileaccess.h"
#include "filespanel.h"
#include "findreplacedialog.h"
#include "folderimportdialog.h"
#include "inputdialogs.h"
#include "lastmoddelegate.h"
#include "messageboxes.h"
#include "newsitemap.h"
#include "openurlcontroller.h"
#include "overviewdock.h"
#include "prioritydelegate.h"
#include "problemlistmodel.h"
#include "problemsdock.h"
#include "robotshintbar.h"
#include "saveerrorsdialog.h"
#include "saveoptionsdialog.h"
#include "savesummary.h"
#include "severitydelegate.h"
#include "sitemapdocument.h"
#include "sitemaptablemodel.h"
#include "tablecontextmenu.h"
#include "undoactions.h"
#include "urltools.h"
#include "validator.h"
#include "webauditcontroller.h"
#include "windowstatekeeper.h"

#include <QAction>
#include <QApplication>
#include <QCheckBox>
#include <QClipboard>
#include <QCloseEvent>
#include <QDate>
#include <QDir>
#include <QDragEnterEvent>
#include <QDropEvent>
#include <QFileDialog>
#include <QFileInfo>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QItemSelectionModel>
#include <QLabel>
#include <QLineEdit>
#include <QLocale>
#include <QMenuBar>
#include <QMimeData>
#include <QProgressBar>
#include <QPushButton>
#include <QResizeEvent>
#include <QScreen>
#include <QSettings>
#include <QStatusBar>
#include <QStatusTipEvent>
#include <QTableView>
#include <QTimer>
#include <QToolBar>
#include <QToolButton>
#include <QTreeWidget>
#include <QUndoStack>
#include <QUrl>
#include <QVBoxLayout>

#include <algorithm>
#include <array>
#include <map>
#include <set>

namespace {
const char RecentFilesKey[] = "recentFiles";
constexpr int MaxRecentFiles = 8;
constexpr QAbstractItemView::EditTriggers TableEditTriggers = QAbstractItemView::DoubleClicked |
                                                              QAbstractItemView::EditKeyPressed |
                                                              QAbstractItemView::AnyKeyPressed;

QString fileDialogFilter()
{
    return MainWindow::tr("Sitemaps (*.xml *.xml.gz *.gz *.txt);;All files (*)");
}
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
    connect(m_session, &DocumentSession::aboutToReplaceContent, this, &MainWindow::showFileOrder);
    connect(m_session, &DocumentSession::pathChanged, this, &MainWindow::updateTitle);
    connect(m_session, &DocumentSession::loadFinished, this, &MainWindow::finishLoading);
    connect(m_session, &DocumentSession::readOnlyChanged, this, &MainWindow::updateActions);
    connect(m_session, &DocumentSession::saveStarted, this, &MainWindow::saveStarted);
    // The save's questions are answered with dialogs; the flow owns the conversation.
    m_saveQuestions = std::make_unique<DialogSaveQuestions>(this);
    m_saveFlow = new SaveFlow(m_session, m_saveQuestions.get(), this);
    connect(m_saveFlow, &SaveFlow::writerStarted, this, [this](const QString &path) {
        m_progress->setValue(0);
        m_progress->setFormat(tr("Saving: %p%"));
        m_progress->setVisible(true);
        m_progressTimer->start();
        showStatus(tr("Saving %1…").arg(QFileInfo(path).fileName()));
        QApplication::setOverrideCursor(Qt::BusyCursor);
    });
    connect(m_saveFlow, &SaveFlow::writerFinished, this, [this] {
        QApplication::restoreOverrideCursor();
        m_progressTimer->stop();
        m_progress->setVisible(false);
        clearStatus();
        updateActions();
    });
    connect(m_saveFlow, &SaveFlow::finished, this, &MainWindow::saveEnded);
    m_externalChanges = new ExternalChanges(this, m_session);
    connect(m_externalChanges, &ExternalChanges::status, this,
            [this](const QString &text) { showStatus(text, 15000); });
    connect(m_externalChanges, &ExternalChanges::reloadRequested, this,
            [this](const QString &path) {
                m_undo->setClean(); // the user chose the version on disk
                openFile(path);
            });
    m_model = new SitemapTableModel(this);
    m_model->setDocument(m_doc, m_validator);
    m_problems = new ProblemListModel(this);
    m_problems->setValidator(m_doc, m_validator);

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

    m_table = new QTableView(central);
    m_table->setObjectName(QStringLiteral("entryTable"));
    m_table->setModel(m_model);
    m_table->setSortingEnabled(true);
    m_table->horizontalHeader()->setSortIndicator(-1, Qt::AscendingOrder);
    // A third click on a header returns to the order of the file.
    m_table->horizontalHeader()->setSortIndicatorClearable(true);
    // The columns follow the room the table gets (the files panel shown or hidden).
    m_table->viewport()->installEventFilter(this);
    m_table->setAlternatingRowColors(true);
    m_table->setSelectionBehavior(QAbstractItemView::SelectItems);
    m_table->setSelectionMode(QAbstractItemView::ExtendedSelection);
    m_table->setEditTriggers(TableEditTriggers);
    m_table->setWordWrap(false);
    m_table->setTextElideMode(Qt::ElideMiddle);
    // A million rows: fixed row heights, never measured per row.
    m_table->verticalHeader()->setSectionResizeMode(QHeaderView::Fixed);
    m_table->verticalHeader()->setDefaultSectionSize(m_table->fontMetrics().height() + 8);
    m_table->horizontalHeader()->setStretchLastSection(true);
    m_table->horizontalHeader()->setHighlightSections(false);
    // A header narrower than its title ("Change frequency" in a narrow window) shows
    // its start, not a piece of its middle.
    m_table->horizontalHeader()->setTextElideMode(Qt::ElideRight);
    m_table->setItemDelegate(new SeverityDelegate(m_table));
    m_table->setItemDelegateForColumn(SitemapTableModel::LastModColumn,
                                      new LastModDelegate(m_table));
    m_table->setItemDelegateForColumn(SitemapTableModel::ChangeFreqColumn,
                                      new ChangeFreqDelegate(m_table));
    m_table->setItemDelegateForColumn(SitemapTableModel::PriorityColumn,
                                      new PriorityDelegate(m_table));
    // What a cell editor's text would be judged, as the user types: in the status bar.
    for (auto *delegate : m_table->findChildren<SeverityDelegate *>()) {
        connect(delegate, &SeverityDelegate::draftJudged, this, [this](const QString &verdict) {
            if (!verdict.isEmpty()) {
                m_draftVerdict = verdict;
                showStatus(verdict);
            } else if (!m_draftVerdict.isEmpty()) {
                if (m_statusText == m_draftVerdict)
                    clearStatus();
                m_draftVerdict.clear();
            }
        });
    }
    m_table->setColumnWidth(SitemapTableModel::LocColumn, 460);
    m_table->setColumnWidth(SitemapTableModel::LastModColumn, 190);
    m_table->setColumnWidth(SitemapTableModel::ChangeFreqColumn, 130);
    m_table->setColumnWidth(SitemapTableModel::PriorityColumn, 80);
    m_table->setColumnWidth(SitemapTableModel::FileColumn, 150);
    auto *robotsHint = new RobotsHintBar(central);
    connect(m_doc, &SitemapDocument::resetDone, robotsHint, &QWidget::hide);
    // A save that split the file into a set, and its undo, change the document's
    // shape without a load.
    connect(m_doc, &SitemapDocument::resetDone, this, &MainWindow::showSetShape);
    robotsHint->setDocument(m_doc);
    connect(robotsHint, &RobotsHintBar::sitemapUrlWanted, this, [this, robotsHint] {
        askSitemapUrl();
        if (!sitemapUrl().isEmpty())
            robotsHint->showFor(sitemapUrl(), robotsHint->fileName());
    });
    layout->addWidget(robotsHint);
    layout->addWidget(m_table, 1);
    setCentralWidget(central);

    connect(m_filter, &QLineEdit::textChanged, m_model, &SitemapTableModel::setTextFilter);
    connect(m_problemsOnly, &QCheckBox::toggled, m_model, &SitemapTableModel::setProblemsOnly);
    // Columns follow the window until the user sizes one.
    connect(m_table->horizontalHeader(), &QHeaderView::sectionResized, this,
            [this](int column, int oldSize, int newSize) {
                // The last column stretches with the view by itself, and a column
                // hidden or shown (the file column of a set) is no width the user chose.
                if (!m_fittingColumns && column != SitemapTableModel::ProblemsColumn &&
                    oldSize != 0 && newSize != 0) {
                    m_autoFitColumns = false;
                    m_keepColumnWidths = true;
                }
            });
    connect(m_model, &SitemapTableModel::editRejected, this,
            [this](const QString &reason) { showStatus(reason, 5000); });

    // Status bar: counts, and the progress of a load.
    m_countsLabel = new QLabel(this);
    m_countsLabel->setObjectName(QStringLiteral("countsLabel"));
    m_progress = new QProgressBar(this);
    m_progress->setRange(0, 1000);
    m_progress->setMaximumWidth(220);
    m_progress->setVisible(false);
    m_cancelButton = new QPushButton(tr("Cancel"), this);
    m_cancelButton->setVisible(false);
    connect(m_cancelButton, &QPushButton::clicked, this, &MainWindow::cancelLoading);
    statusBar()->addPermanentWidget(m_progress);
    statusBar()->addPermanentWidget(m_cancelButton);
    statusBar()->addPermanentWidget(m_countsLabel);
    // Messages are elided to the room these leave (showStatus): when one of them
    // moves or the bar changes its width, the room changes.
    statusBar()->installEventFilter(this);
    for (QWidget *widget :
         {static_cast<QWidget *>(m_progress), static_cast<QWidget *>(m_cancelButton),
          static_cast<QWidget *>(m_countsLabel)})
        widget->installEventFilter(this);
    m_statusTimer = new QTimer(this);
    m_statusTimer->setSingleShot(true);
    connect(m_statusTimer, &QTimer::timeout, this, &MainWindow::clearStatus);
    // A message shown by someone else (Qt itself) replaces ours, tooltip and all.
    connect(statusBar(), &QStatusBar::messageChanged, this, [this](const QString &message) {
        if (m_statusText.isEmpty() || message == m_statusShown)
            return;
        m_statusText.clear();
        m_statusShown.clear();
        m_statusToolTip.clear();
        m_statusTimer->stop();
        statusBar()->setToolTip(QString());
    });
    m_progressTimer = new QTimer(this);
    m_progressTimer->setInterval(100);
    connect(m_progressTimer, &QTimer::timeout, this, [this] {
        if (isSaving()) {
            const auto [done, total] = m_session->saveProgress();
            m_progress->setValue(total > 0 ? int(done * 1000 / total) : 0);
            return;
        }
        // The reader reports the main file, then the files of an index (together
        // while they are read in parallel, one after the other on one core).
        const auto [done, total] = m_session->loadProgress();
        const int value = total > 0 ? int(done * 1000 / total) : 0;
        if (value < m_progress->value())
            ++m_loadFileNumber;
        m_progress->setFormat(m_loadFileNumber > 1 ? tr("Files of the index: %p%")
                                                   : QStringLiteral("%p%"));
        m_progress->setValue(value);
    });

    createDocks();
    createActions();

    // The counts are read once the validator has settled a change (the document's
    // entries and the verdicts are then final), and when the rows the table shows
    // change (a filter, or the model's own rows of an edit).
    connect(m_validator, &Validator::settled, this, &MainWindow::updateCounts);
    connect(m_model, &QAbstractItemModel::modelReset, this, &MainWindow::updateCounts);
    connect(m_model, &QAbstractItemModel::layoutChanged, this, &MainWindow::updateCounts);
    connect(m_model, &QAbstractItemModel::rowsInserted, this, &MainWindow::updateCounts);
    connect(m_model, &QAbstractItemModel::rowsRemoved, this, &MainWindow::updateCounts);
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

void MainWindow::fitColumns()
{
    if (!m_autoFitColumns)
        return;
    // Short columns fit their content (the view measures the rows in sight only);
    // the URL gets the room left but what the problems need, up to about a third.
    m_fittingColumns = true;
    QHeaderView *header = m_table->horizontalHeader();
    struct Short
    {
        int column;
        int cap;   // no wider than this
        int floor; // given up to this, at most, when room is short
    };
    // In the order they give up room when it is short: change frequency and
    // priority read in a few letters; a file name and a date are never cut.
    const std::array<Short, 4> shorts = {{{SitemapTableModel::PriorityColumn, 200, 48},
                                          {SitemapTableModel::ChangeFreqColumn, 200, 64},
                                          {SitemapTableModel::FileColumn, 240, 240},
                                          {SitemapTableModel::LastModColumn, 260, 260}}};
    std::array<int, 4> widths{};
    int used = 0;
    for (size_t i = 0; i < shorts.size(); ++i) {
        if (m_table->isColumnHidden(shorts[i].column))
            continue;
        m_table->resizeColumnToContents(shorts[i].column);
        widths[i] = std::min(header->sectionSize(shorts[i].column) + 12, shorts[i].cap);
        used += widths[i];
    }
    // The problems' text of the rows in sight: no wider than it needs.
    const int problemsText =
        std::max(static_cast<const QAbstractItemView *>(m_table)->sizeHintForColumn(
                     SitemapTableModel::ProblemsColumn),
                 header->sectionSizeHint(SitemapTableModel::ProblemsColumn)) +
        12;
    const int view = m_table->viewport()->width();
    const int minLoc = view * 2 / 5;
    const int minProblems = 100;
    // In a narrow table (a small screen, the files panel beside it) the URL comes
    // first: the short columns give up room in the order above, none below its floor.
    int excess = used - std::max(0, view - minLoc - minProblems);
    for (size_t i = 0; i < shorts.size() && excess > 0; ++i) {
        if (widths[i] == 0)
            continue;
        const int give = std::min(excess, std::max(0, widths[i] - shorts[i].floor));
        widths[i] -= give;
        used -= give;
        excess -= give;
    }
    for (size_t i = 0; i < shorts.size(); ++i) {
        if (widths[i] > 0)
            m_table->setColumnWidth(shorts[i].column, widths[i]);
    }
    const int free = view - used;
    const int problems =
        std::max(minProblems, std::min({problemsText, free * 28 / 100, 460, free - minLoc}));
    m_table->setColumnWidth(SitemapTableModel::ProblemsColumn, problems);
    // What is left, short of room or not: no scroll bar for the last pixels.
    m_table->setColumnWidth(SitemapTableModel::LocColumn, std::max(120, free - problems));
    m_fittingColumns = false;
}

void MainWindow::showFileOrder()
{
    // The header tells the view, the view the model: sort(-1) is the file's order.
    m_table->horizontalHeader()->setSortIndicator(-1, Qt::AscendingOrder);
    if (m_model->sortColumn() >= 0)
        m_model->sort(-1);
}

void MainWindow::resizeEvent(QResizeEvent *event)
{
    QMainWindow::resizeEvent(event);
    if (m_autoFitColumns)
        QTimer::singleShot(0, this, &MainWindow::fitColumns);
}

void MainWindow::showEvent(QShowEvent *event)
{
    QMainWindow::showEvent(event);
    QTimer::singleShot(0, this, &MainWindow::fitColumns);
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

bool MainWindow::eventFilter(QObject *watched, QEvent *event)
{
    switch (event->type()) {
    case QEvent::Resize:
        if (watched == m_table->viewport()) {
            const auto *resize = static_cast<QResizeEvent *>(event);
            if (m_autoFitColumns && resize->size().width() != resize->oldSize().width())
                QTimer::singleShot(0, this, &MainWindow::fitColumns);
            break;
        }
        if (watched == statusBar())
            updateCounts();
        fitStatus();
        break;
    case QEvent::Move:
    case QEvent::Show:
    case QEvent::Hide:
        fitStatus();
        break;
    default:
        break;
    }
    return QMainWindow::eventFilter(watched, event);
}

// --- status bar ------------------------------------------------------------------------

void MainWindow::showStatus(const QString &text, int timeout, const QStringList &details)
{
    if (text.isEmpty()) {
        clearStatus();
        return;
    }
    m_statusText = text;
    m_statusShown.clear();
    m_statusToolTip = text;
    if (!details.isEmpty())
        m_statusToolTip += QStringLiteral("\n\n• ") + details.join(QStringLiteral("\n• "));
    // A timer of our own, not showMessage's: eliding again must not restart it.
    if (timeout > 0)
        m_statusTimer->start(timeout);
    else
        m_statusTimer->stop();
    fitStatus();
}

void MainWindow::clearStatus()
{
    m_statusText.clear();
    m_statusShown.clear();
    m_statusToolTip.clear();
    m_statusTimer->stop();
    statusBar()->setToolTip(QString());
    statusBar()->clearMessage();
}

void MainWindow::fitStatus()
{
    if (m_statusText.isEmpty() || m_fittingStatus)
        return;
    m_fittingStatus = true;
    QStatusBar *bar = statusBar();
    // In the middle: the start says what happened, the end how it came out (a count,
    // a line number, a file name).
    const QString shown =
        bar->fontMetrics().elidedText(m_statusText, Qt::ElideMiddle, statusRoom());
    bar->setToolTip(m_statusToolTip);
    if (shown != m_statusShown || bar->currentMessage() != shown) {
        m_statusShown = shown;
        bar->showMessage(shown);
    }
    m_fittingStatus = false;
}

int MainWindow::statusRoom() const
{
    // QStatusBar draws its message from x = 6 up to the first permanent widget
    // shown, or 12 pixels before its right edge; a little air before the widget.
    const QStatusBar *bar = statusBar();
    int right = bar->width() - 12;
    for (const QWidget *widget :
         {static_cast<const QWidget *>(m_progress), static_cast<const QWidget *>(m_cancelButton),
          static_cast<const QWidget *>(m_countsLabel)}) {
        if (widget->isVisible())
            right = std::min(right, widget->x() - 2);
    }
    return std::max(0, right - 6 - 6);
}

MainWindow::~MainWindow()
{
    cancelLoading();
    // Children emit while QMainWindow tears them down (the undo stack, the
    // selection model): by then this is no MainWindow any more, so stop listening.
    const QList<QObject *> children = findChildren<QObject *>();
    for (QObject *child : children)
        QObject::disconnect(child, nullptr, this, nullptr);
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

bool MainWindow::isLoading() const
{
    return m_session->isLoading();
}

bool MainWindow::isSaving() const
{
    return m_session->isSaving();
}

QString MainWindow::currentPath() const
{
    return m_session->path();
}

QString MainWindow::sitemapUrl() const
{
    return m_session->sitemapUrl();
}

EditJournal *MainWindow::journal() const
{
    return m_session->journal();
}

void MainWindow::createDocks()
{
    m_problemsDock = new ProblemsDock(m_problems, this);
    addDockWidget(Qt::BottomDockWidgetArea, m_problemsDock);
    connect(m_problemsDock, &ProblemsDock::problemActivated, this, &MainWindow::showProblem);

    m_filesPanel = new FilesPanel(m_doc, m_problems, this);
    addDockWidget(Qt::LeftDockWidgetArea, m_filesPanel);
    m_filesPanel->setVisible(false);
    connect(m_filesPanel, &FilesPanel::fileChosen, this, [this](int file) {
        m_model->setFileScope(file);
        m_table->setColumnHidden(SitemapTableModel::FileColumn, file >= 0);
    });
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

void MainWindow::createActions()
{
    auto makeAction = [this](const QString &text, const char *name, QKeySequence shortcut = {},
                             QStyle::StandardPixmap icon = QStyle::SP_CustomBase) {
        auto *action = new QAction(text, this);
        action->setObjectName(QLatin1String(name));
        if (!shortcut.isEmpty())
            action->setShortcut(shortcut);
        if (icon != QStyle::SP_CustomBase)
            action->setIcon(style()->standardIcon(icon));
        return action;
    };
    // Shortcuts that plain text fields need for themselves (Delete, Ctrl+V) only
    // act while the table has the focus.
    auto tableOnly = [this](QAction *action) {
        action->setShortcutContext(Qt::WidgetWithChildrenShortcut);
        m_table->addAction(action);
    };

    // File
    QMenu *fileMenu = menuBar()->addMenu(tr("&File"));
    m_newAction = makeAction(tr("&New"), "actionNew", QKeySequence::New, QStyle::SP_FileIcon);
    connect(m_newAction, &QAction::triggered, this, [this] {
        QString site;
        if (maybeSave([this] { m_newAction->trigger(); }) && NewSitemap::askSiteUrl(this, &site)) {
            newDocument();
            if (!site.isEmpty())
                setSitemapUrl(NewSitemap::sitemapUrlFor(site));
        }
    });
    m_openAction =
        makeAction(tr("&Open…"), "actionOpen", QKeySequence::Open, QStyle::SP_DialogOpenButton);
    connect(m_openAction, &QAction::triggered, this, &MainWindow::open);
    m_saveAction =
        makeAction(tr("&Save"), "actionSave", QKeySequence::Save, QStyle::SP_DialogSaveButton);
    connect(m_saveAction, &QAction::triggered, this, [this] { save(); });
    m_saveAsAction = makeAction(tr("Save &As…"), "actionSaveAs", QKeySequence::SaveAs);
    connect(m_saveAsAction, &QAction::triggered, this, [this] { saveAs(); });
    m_sitemapUrlAction = makeAction(tr("Sitemap &URL…"), "actionSitemapUrl");
    m_sitemapUrlAction->setStatusTip(
        tr("Where the sitemap is served; URLs on other hosts or outside its folder are flagged"));
    connect(m_sitemapUrlAction, &QAction::triggered, this, &MainWindow::askSitemapUrl);
    m_revertAction = makeAction(tr("Re&vert"), "actionRevert");
    m_revertAction->setStatusTip(tr("Load the file again from disk, without the unsaved changes"));
    connect(m_revertAction, &QAction::triggered, this, &MainWindow::revert);
    m_closeAction = makeAction(tr("&Close"), "actionCloseDocument", QKeySequence::Close);
    m_closeAction->setStatusTip(tr("Close the document and start an empty one"));
    connect(m_closeAction, &QAction::triggered, this, &MainWindow::closeDocument);
    QAction *quitAction = makeAction(tr("&Quit"), "actionQuit", QKeySequence::Quit);
    connect(quitAction, &QAction::triggered, this, &QWidget::close);
    fileMenu->addAction(m_newAction);
    fileMenu->addAction(m_openAction);
    m_openUrl = new OpenUrlController(this);
    fileMenu->addAction(m_openUrl->action());
    m_recentMenu = fileMenu->addMenu(tr("Open &Recent"));
    m_recentMenu->setObjectName(QStringLiteral("menuRecent"));
    // A save can remove files the list names (the other form of a gzip switch, old
    // split parts): the menu is checked against the disk whenever it opens.
    connect(m_recentMenu, &QMenu::aboutToShow, this, &MainWindow::updateRecentMenu);
    fileMenu->addSeparator();
    fileMenu->addAction(m_saveAction);
    fileMenu->addAction(m_saveAsAction);
    fileMenu->addAction(m_revertAction);
    fileMenu->addSeparator();
    fileMenu->addAction(m_sitemapUrlAction);
    fileMenu->addAction(m_compareDock->compareAction());
    fileMenu->addSeparator();
    QAction *importCsvAction = makeAction(tr("&Import CSV…"), "actionImportCsv");
    importCsvAction->setStatusTip(
        tr("Add rows or update rows with the same URL from a CSV file or a list of URLs"));
    connect(importCsvAction, &QAction::triggered, this, [this] {
        if (!refuseEditWhileSaving())
            CsvImportDialog::openFor(this);
    });
    QAction *exportCsvAction = makeAction(tr("&Export Shown Rows as CSV…"), "actionExportCsv");
    exportCsvAction->setStatusTip(
        tr("The rows the table shows, filtered and sorted as shown, as a CSV file"));
    connect(exportCsvAction, &QAction::triggered, this, &MainWindow::askExportShownRows);
    fileMenu->addAction(importCsvAction);
    fileMenu->addAction(exportCsvAction);
    fileMenu->addSeparator();
    fileMenu->addAction(m_closeAction);
    fileMenu->addAction(quitAction);
    updateRecentMenu();

    // Edit
    QMenu *editMenu = menuBar()->addMenu(tr("&Edit"));
    m_undoAction = UndoActions::createUndo(m_undo, this);
    m_undoAction->setObjectName(QStringLiteral("actionUndo"));
    m_undoAction->setShortcut(QKeySequence::Undo);
    m_undoAction->setIcon(style()->standardIcon(QStyle::SP_ArrowBack));
    m_redoAction = UndoActions::createRedo(m_undo, this);
    m_redoAction->setObjectName(QStringLiteral("actionRedo"));
    m_redoAction->setShortcut(QKeySequence::Redo);
    m_redoAction->setIcon(style()->standardIcon(QStyle::SP_ArrowForward));
    editMenu->addAction(m_undoAction);
    editMenu->addAction(m_redoAction);
    editMenu->addSeparator();

    QAction *copyAction = makeAction(tr("&Copy"), "actionCopy", QKeySequence::Copy);
    tableOnly(copyAction);
    connect(copyAction, &QAction::triggered, this, &MainWindow::copySelection);
    QAction *pasteAction = makeAction(tr("&Paste Rows"), "actionPasteUrls", QKeySequence::Paste);
    pasteAction->setToolTip(tr("Add one row per line of the clipboard: a URL, or the values "
                               "as Copy gives them, separated by tabs"));
    tableOnly(pasteAction);
    connect(pasteAction, &QAction::triggered, this,
            [this] { pasteUrls(QGuiApplication::clipboard()->text()); });
    editMenu->addAction(copyAction);
    editMenu->addAction(pasteAction);
    editMenu->addSeparator();

    QAction *addAction = makeAction(tr("&Add Row"), "actionAddRow", QKeySequence(Qt::Key_Insert),
                                    QStyle::SP_FileDialogNewFolder);
    tableOnly(addAction);
    connect(addAction, &QAction::triggered, this, &MainWindow::addRow);
    QAction *duplicateAction = makeAction(tr("D&uplicate Rows"), "actionDuplicateRows",
                                          QKeySequence(Qt::CTRL | Qt::Key_D));
    tableOnly(duplicateAction);
    connect(duplicateAction, &QAction::triggered, this, &MainWindow::duplicateSelectedRows);
    QAction *deleteAction = makeAction(tr("&Delete Rows"), "actionDeleteRows", QKeySequence::Delete,
                                       QStyle::SP_TrashIcon);
    tableOnly(deleteAction);
    connect(deleteAction, &QAction::triggered, this, &MainWindow::deleteSelectedRows);
    editMenu->addAction(addAction);
    editMenu->addAction(duplicateAction);
    editMenu->addAction(deleteAction);
    editMenu->addSeparator();

    QMenu *freqMenu = editMenu->addMenu(tr("Set &Change Frequency"));
    freqMenu->setObjectName(QStringLiteral("menuSetChangeFreq"));
    QAction *freqNotSet = freqMenu->addAction(tr("(not set)"));
    connect(freqNotSet, &QAction::triggered, this,
            [this] { setFieldOfSelection(Field::ChangeFreq, std::nullopt); });
    freqMenu->addSeparator();
    for (const QString &value : SitemapTableModel::changeFreqValues()) {
        QAction *action = freqMenu->addAction(value);
        connect(action, &QAction::triggered, this,
                [this, value] { setFieldOfSelection(Field::ChangeFreq, value); });
    }
    QMenu *priorityMenu = editMenu->addMenu(tr("Set &Priority"));
    priorityMenu->setObjectName(QStringLiteral("menuSetPriority"));
    QAction *priorityNotSet = priorityMenu->addAction(tr("(not set)"));
    connect(priorityNotSet, &QAction::triggered, this,
            [this] { setFieldOfSelection(Field::Priority, std::nullopt); });
    priorityMenu->addSeparator();
    for (int tenth = 10; tenth >= 0; --tenth) {
        const QString value = QString::number(tenth / 10.0, 'f', 1);
        QAction *action = priorityMenu->addAction(value);
        connect(action, &QAction::triggered, this,
                [this, value] { setFieldOfSelection(Field::Priority, value); });
    }
    QAction *lastModAction = makeAction(tr("Set &Last Modified…"), "actionSetLastMod");
    connect(lastModAction, &QAction::triggered, this, &MainWindow::askLastMod);
    QAction *todayAction = makeAction(tr("Set Last Modified to &Today"), "actionLastModToday",
                                      QKeySequence(Qt::CTRL | Qt::Key_T));
    connect(todayAction, &QAction::triggered, this, &MainWindow::setLastModToday);
    editMenu->addAction(lastModAction);
    editMenu->addAction(todayAction);
    editMenu->addSeparator();
    QAction *findAction = makeAction(tr("&Find…"), "actionFind", QKeySequence::Find);
    connect(findAction, &QAction::triggered, this, [this] {
        m_filter->setFocus(Qt::ShortcutFocusReason);
        m_filter->selectAll();
    });
    editMenu->addAction(findAction);
    QAction *replaceAction = makeAction(tr("Find and &Replace…"), "actionFindReplace",
                                        QKeySequence(Qt::CTRL | Qt::Key_H));
    connect(replaceAction, &QAction::triggered, this, [this] {
        auto *dialog = findChild<FindReplaceDialog *>();
        if (!dialog)
            dialog = new FindReplaceDialog(this);
        dialog->show();
        dialog->raise();
        dialog->activateWindow();
    });
    editMenu->addAction(replaceAction);
    QAction *folderAction = makeAction(tr("Add Pages from F&older…"), "actionPagesFromFolder");
    connect(folderAction, &QAction::triggered, this,
            [this] { FolderImportDialog::openFor(this, true); });
    QAction *filesLastModAction =
        makeAction(tr("Set Last Modified from &Files…"), "actionLastModFromFiles");
    connect(filesLastModAction, &QAction::triggered, this,
            [this] { FolderImportDialog::openFor(this, false); });
    editMenu->addAction(folderAction);
    editMenu->addAction(filesLastModAction);
    m_editActions = {copyAction,
                     pasteAction,
                     addAction,
                     duplicateAction,
                     deleteAction,
                     lastModAction,
                     todayAction,
                     freqMenu->menuAction(),
                     priorityMenu->menuAction()};

    // View
    QMenu *viewMenu = menuBar()->addMenu(tr("&View"));
    QAction *problemsToggle = m_problemsDock->toggleViewAction();
    problemsToggle->setShortcut(QKeySequence(Qt::CTRL | Qt::Key_2));
    QAction *filesToggle = m_filesPanel->toggleViewAction();
    filesToggle->setShortcut(QKeySequence(Qt::CTRL | Qt::Key_1));
    viewMenu->addAction(filesToggle);
    viewMenu->addAction(problemsToggle);
    viewMenu->addAction(m_compareDock->toggleViewAction());
    QAction *overviewToggle = m_overviewDock->toggleViewAction();
    overviewToggle->setObjectName(QStringLiteral("actionOverview"));
    overviewToggle->setShortcut(QKeySequence(Qt::CTRL | Qt::Key_3));
    overviewToggle->setStatusTip(
        tr("Charts of the URLs by month, section, host, change frequency, priority and "
           "problem; a bar filters the table"));
    viewMenu->addAction(overviewToggle);
    // Room for the labels, the bars and the counts side by side.
    connect(overviewToggle, &QAction::toggled, this, [this](bool on) {
        if (on)
            QTimer::singleShot(0, this, [this] {
                const int room = width() >= 1300 ? 360 : 290;
                if (m_overviewDock->isVisible() && !m_overviewDock->isFloating() &&
                    m_overviewDock->width() < room)
                    resizeDocks({m_overviewDock}, {room}, Qt::Horizontal);
            });
    });
    QAction *detailsToggle = m_detailsDock->toggleViewAction();
    detailsToggle->setObjectName(QStringLiteral("actionEntryDetails"));
    detailsToggle->setShortcut(QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_I));
    detailsToggle->setStatusTip(tr("Show everything of the current entry: its fields, images, "
                                   "videos, news and hreflang alternates"));
    viewMenu->addAction(detailsToggle);
    viewMenu->addSeparator();
    QAction *fileOrderAction = makeAction(tr("&File Order"), "actionFileOrder");
    fileOrderAction->setStatusTip(tr("Show the rows in the order of the file, unsorted"));
    connect(fileOrderAction, &QAction::triggered, this, &MainWindow::showFileOrder);
    viewMenu->addAction(fileOrderAction);

    // Tools
    QMenu *toolsMenu = menuBar()->addMenu(tr("&Tools"));
    m_webAudit = new WebAuditController(this);
    m_webAudit->addActions(toolsMenu);

    // Help
    QMenu *helpMenu = menuBar()->addMenu(tr("&Help"));
    QAction *aboutAction = helpMenu->addAction(tr("&About Sitemap Editor"));
    connect(aboutAction, &QAction::triggered, this, [this] {
        QMessageBox::about(this, tr("About Sitemap Editor"),
                           tr("<p><b>Sitemap Editor</b></p><p>Opens XML sitemaps, sitemap "
                              "indexes and text sitemaps, shows what search engines would "
                              "reject, and saves valid files, split when they are too "
                              "large.</p>"));
    });

    QToolBar *toolBar = addToolBar(tr("Main"));
    toolBar->setObjectName(QStringLiteral("mainToolBar"));
    toolBar->setMovable(false);
    toolBar->addAction(m_openAction);
    toolBar->addAction(m_saveAction);
    toolBar->addSeparator();
    toolBar->addAction(m_undoAction);
    toolBar->addAction(m_redoAction);
    toolBar->addSeparator();
    toolBar->addAction(addAction);
    toolBar->addAction(deleteAction);
    m_contextMenu = new TableContextMenu(this);
    updateActions();
}

// --- documents -------------------------------------------------------------------

void MainWindow::newDocument()
{
    if (!m_session->newDocument(tr("Untitled")))
        return;
    m_table->scrollToTop();
    m_filesPanel->setVisible(false);
    m_table->setColumnHidden(SitemapTableModel::FileColumn, true);
}

bool MainWindow::closeDocument()
{
    if (isLoading() || refuseEditWhileSaving() || !maybeSave())
        return false;
    newDocument();
    updateActions();
    return true;
}

bool MainWindow::revert()
{
    const QString path = currentPath();
    if (path.isEmpty() || m_undo->isClean() || isLoading() || refuseEditWhileSaving())
        return false;
    const QMessageBox::StandardButton answer = MessageBoxes::question(
        this, tr("Revert"),
        tr("Throw away the unsaved changes to %1 and load it again from disk?")
            .arg(m_session->displayName()),
        QMessageBox::Discard | QMessageBox::Cancel, QMessageBox::Cancel, QString(),
        {{QMessageBox::Discard, tr("&Revert")}});
    if (answer != QMessageBox::Discard)
        return false;
    // The user chose the version on disk: openFile asks nothing more.
    m_undo->setClean();
    return openFile(path);
}

bool MainWindow::isSet() const
{
    return m_doc->fileCount() > 1 || (m_doc->fileCount() == 1 && m_doc->file(0).isIndex());
}

void MainWindow::showSetShape()
{
    const bool set = isSet();
    m_filesPanel->setVisible(set);
    if (set)
        resizeDocks({m_filesPanel}, {width() < 1200 ? 240 : 300}, Qt::Horizontal);
    m_table->setColumnHidden(SitemapTableModel::FileColumn, !set);
}

void MainWindow::restoreWindowState()
{
    const QList<int> widths = WindowStateKeeper(this, m_table).restore();
    // The files panel belongs to a set, the comparison to a comparison: what the
    // document shows decides, not the last run.
    m_filesPanel->setVisible(isSet());
    m_compareDock->setVisible(false);
    if (widths.isEmpty())
        return;
    m_fittingColumns = true;
    for (int column = 0; column < int(widths.size()); ++column) {
        if (widths[column] > 0)
            m_table->setColumnWidth(column, widths[column]);
    }
    m_fittingColumns = false;
    m_autoFitColumns = false;
    m_keepColumnWidths = true;
}

void MainWindow::openExample(const QByteArray &bytes, const QString &name)
{
    if (refuseEditWhileSaving())
        return;
    SitemapDocument example;
    SitemapReader::readBytes(example, bytes, name);
    if (!m_session->takeUntitled(example, name))
        return;
    m_table->scrollToTop();
    m_table->setColumnHidden(SitemapTableModel::FileColumn, true);
    fitColumns();
}

void MainWindow::openFetched(SitemapDocument &fetched, const QString &url, const QStringList &notes)
{
    if (refuseEditWhileSaving())
        return;
    if (!m_undo->isClean()) {
        // Kept for after the save the user may choose first.
        auto held = std::make_shared<SitemapDocument>();
        held->takeContent(fetched);
        if (!maybeSave([this, held, url, notes] { openFetched(*held, url, notes); }))
            return;
        fetched.takeContent(*held);
    }
    // Untitled: Save asks where it goes.
    const QString name =
        fetched.fileCount() > 0 ? QUrl(fetched.file(0).ownUrl).fileName() : QString();
    if (!m_session->takeFetched(fetched, name.isEmpty() ? url : name))
        return;
    m_table->scrollToTop();
    showSetShape();
    m_autoFitColumns = !m_keepColumnWidths;
    QTimer::singleShot(0, this, &MainWindow::fitColumns);
    showStatus(tr("Fetched %1.").arg(m_doc->file(0).ownUrl), 8000, notes);
    updateActions();
    emit loadFinished(true);
}

bool MainWindow::offerRecovery()
{
    const QList<EditJournal::Recovery> pending = m_session->journal()->pendingRecoveries();
    for (const EditJournal::Recovery &recovery : pending) {
        const QString name = QFileInfo(recovery.path).fileName();
        if (recovery.changed) {
            MessageBoxes::warning(
                this, tr("Recover Unsaved Changes"),
                tr("The editor kept unsaved changes to %1, but the file has changed on disk since, "
                   "so they cannot be restored.")
                    .arg(name));
            m_session->journal()->remove(recovery.path);
            continue;
        }
        const QMessageBox::StandardButton answer = MessageBoxes::question(
            this, tr("Recover Unsaved Changes"),
            tr("The editor stopped with %n unsaved change(s) to %1 (last kept %2). Restore them?",
               nullptr, recovery.editCount)
                .arg(name, QLocale().toString(recovery.written, QLocale::ShortFormat)),
            QMessageBox::Yes | QMessageBox::No, QMessageBox::Yes, recovery.path);
        if (answer == QMessageBox::Yes) {
            m_session->setRecoverOnLoad(QFileInfo(recovery.path).absoluteFilePath());
            if (openFile(recovery.path))
                return true;
            m_session->setRecoverOnLoad(QString());
        } else {
            m_session->journal()->remove(recovery.path);
        }
    }
    return false;
}

void MainWindow::open()
{
    if (isLoading() || refuseEditWhileSaving())
        return;
    // The file first, then the question about unsaved changes (openFile asks it):
    // asked once, and not at all when the user does not choose a file.
    const QString dir = currentPath().isEmpty() ? QString() : QFileInfo(currentPath()).path();
    // The dialog reads a name that is not UTF-8 as Qt does: the file it means.
    const QString path = FileAccess::fromQtName(
        m_openFileNameProvider
            ? m_openFileNameProvider()
            : QFileDialog::getOpenFileName(this, tr("Open Sitemap"), dir, fileDialogFilter()));
    if (!path.isEmpty())
        openFile(path);
}

bool MainWindow::openFile(const QString &path)
{
    if (isLoading() || refuseEditWhileSaving() || !maybeSave([this, path] { openFile(path); }))
        return false;
    if (!m_session->startLoad(path))
        return false;
    m_progress->setValue(0);
    m_progress->setFormat(QStringLiteral("%p%"));
    m_loadFileNumber = 1;
    m_progress->setVisible(true);
    m_cancelButton->setVisible(true);
    m_progressTimer->start();
    showStatus(tr("Opening %1…").arg(FileAccess::shownName(QFileInfo(path).fileName())));
    updateActions();
    return true;
}

void MainWindow::cancelLoading()
{
    m_session->cancelLoading();
}

void MainWindow::finishLoading(const DocumentSession::LoadResult &result)
{
    using Outcome = DocumentSession::LoadResult::Outcome;
    m_progressTimer->stop();
    m_progress->setVisible(false);
    m_cancelButton->setVisible(false);
    const QString name = FileAccess::shownName(QFileInfo(result.path).fileName());
    if (result.outcome != Outcome::Opened) {
        m_savedStatus.clear();
        m_savedNotes.clear();
    }

    if (result.outcome == Outcome::Cancelled) {
        showStatus(tr("Opening %1 was cancelled.").arg(name), 5000);
        updateActions();
        emit loadFinished(false);
        return;
    }
    if (result.outcome == Outcome::Unreadable) {
        clearStatus();
        MessageBoxes::warning(this, tr("Open Sitemap"), tr("%1 could not be opened.").arg(name),
                              result.reason);
        updateActions();
        emit loadFinished(false);
        return;
    }
    if (result.recoveryFailed)
        MessageBoxes::warning(this, tr("Recover Unsaved Changes"),
                              tr("The unsaved changes could not be restored."),
                              result.recoveryMessage);
    const QString &rememberedUrl = result.rememberedUrl;
    addRecentFile(result.path);
    showSetShape();
    // New content, new widths: after the files panel has taken its room (and again
    // when the table's width settles, see eventFilter).
    m_autoFitColumns = !m_keepColumnWidths;
    m_table->scrollToTop();
    QTimer::singleShot(0, this, &MainWindow::fitColumns);
    const SitemapFile &main = m_doc->file(0);
    QString message = main.fullyRead()
                          ? tr("Opened %1.").arg(name)
                          : tr("%1 was not read to its end: %2 (line %3). The entries before it "
                               "are shown.")
                                .arg(name, main.errorMessage)
                                .arg(main.errorPosition.line);
    if (!rememberedUrl.isEmpty())
        message +=
            QLatin1Char(' ') +
            tr("Checked against the sitemap URL you gave it last time: %1").arg(rememberedUrl);
    if (!m_savedStatus.isEmpty()) {
        message = std::exchange(m_savedStatus, QString());
        showStatus(message, 20000, std::exchange(m_savedNotes, {}));
        findChild<RobotsHintBar *>()->showFor(std::exchange(m_savedBaseUrl, QString()), name);
    } else {
        showStatus(message, !main.fullyRead() ? 0 : (rememberedUrl.isEmpty() ? 4000 : 8000));
    }
    updateActions();
    emit loadFinished(true);
}

bool MainWindow::maybeSave(std::function<void()> then)
{
    if (m_undo->isClean())
        return true;
    const QMessageBox::StandardButton answer = MessageBoxes::question(
        this, tr("Unsaved Changes"),
        tr("%1 has changes that are not saved. Save them?").arg(m_session->displayName()),
        QMessageBox::Save | QMessageBox::Discard | QMessageBox::Cancel, QMessageBox::Save);
    if (answer == QMessageBox::Save) {
        // What was asked for goes on once the files are written.
        if (save())
            m_afterSave = std::move(then);
        return false;
    }
    // Discarded: the journal goes when the document does (retire()), so that a
    // load cancelled after this still has the edits journalled.
    return answer == QMessageBox::Discard;
}

void MainWindow::closeEvent(QCloseEvent *event)
{
    if (isSaving()) {
        // Going now would stop the writer with its set half moved into place.
        m_closeAfterSave = true;
        showStatus(tr("The window closes when the save is finished."));
        event->ignore();
        return;
    }
    if (!maybeSave([this] { close(); })) {
        event->ignore();
        return;
    }
    cancelLoading();
    m_session->close();
    QList<int> widths;
    if (m_keepColumnWidths) {
        for (int column = 0; column < SitemapTableModel::ProblemsColumn; ++column)
            widths << m_table->horizontalHeader()->sectionSize(column);
    }
    WindowStateKeeper(this, m_table).save(widths);
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

void MainWindow::updateTitle()
{
    setWindowTitle(tr("%1[*] — Sitemap Editor").arg(m_session->displayName()));
    setWindowModified(!m_undo->isClean());
}

void MainWindow::updateCounts()
{
    qint64 urls = 0;
    for (int f = 0; f < m_doc->fileCount(); ++f) {
        if (!m_doc->file(f).isIndex() || m_doc->fileCount() == 1)
            urls += m_doc->entryCount(f);
    }
    const int shown = m_model->rowCount();
    const bool filtered = shown != m_model->unfilteredRowCount();
    const int errors = m_validator->count(Severity::Error);
    const int warnings = m_validator->count(Severity::Warning);
    QStringList parts{tr("%Ln URL(s)", nullptr, int(urls))};
    if (filtered)
        parts.first() += QLatin1Char(' ') + tr("(%Ln shown)", nullptr, shown);
    parts << tr("%Ln error(s)", nullptr, errors) << tr("%Ln warning(s)", nullptr, warnings);
    const QString full = parts.join(QStringLiteral("  ·  "));
    m_countsLabel->setToolTip(parts.join(QLatin1Char('\n')));
    // A narrow window keeps room for the messages: the short forms, the long ones in
    // the tooltip.
    const QFontMetrics metrics = m_countsLabel->fontMetrics();
    const int messageRoom = statusBar()->width() - metrics.horizontalAdvance(full);
    if (messageRoom >= 60 * metrics.averageCharWidth()) {
        m_countsLabel->setText(full);
        return;
    }
    const QLocale locale;
    const QString compactUrls =
        filtered ? tr("%1 of %Ln URL(s)", "short form of \"%n URL(s) (%n shown)\"", int(urls))
                       .arg(locale.toString(shown))
                 : parts.first();
    m_countsLabel->setText(QStringList{
        compactUrls, tr("%1 err.", "short form of \"%n error(s)\"").arg(locale.toString(errors)),
        tr("%1 warn.", "short form of \"%n warning(s)\"").arg(locale.toString(warnings))}
                               .join(QStringLiteral(" · ")));
}

void MainWindow::updateActions()
{
    const bool idle = !isLoading() && !isSaving();
    const bool hasSelection = idle && m_table->selectionModel()->hasSelection();
    for (QAction *action : std::as_const(m_editActions)) {
        const QString name = action->objectName();
        const bool needsSelection =
            name != QLatin1String("actionPasteUrls") && name != QLatin1String("actionAddRow");
        action->setEnabled(idle &&
                           (!needsSelection || hasSelection || m_table->currentIndex().isValid()));
    }
    m_saveAction->setEnabled(idle);
    m_saveAsAction->setEnabled(idle);
    m_sitemapUrlAction->setEnabled(idle);
    m_newAction->setEnabled(idle);
    m_openAction->setEnabled(idle);
    m_closeAction->setEnabled(idle);
    // Nothing to revert to: no file on disk, or no change to throw away.
    m_revertAction->setEnabled(idle && !currentPath().isEmpty() && !m_undo->isClean());
    m_recentMenu->setEnabled(idle);
    // The undo stack enables these when it changes; it cannot change while saving.
    m_undoAction->setEnabled(idle && m_undo->canUndo());
    m_redoAction->setEnabled(idle && m_undo->canRedo());
    // The document being replaced takes no more edits: they would be lost silently.
    centralWidget()->setEnabled(!isLoading());
    // Its problems are those of the document being replaced: shown greyed, like it.
    m_problemsDock->setEnabled(!isLoading());
    // One being saved can still be looked through, sorted and filtered.
    m_table->setEditTriggers(isSaving() ? QAbstractItemView::NoEditTriggers : TableEditTriggers);
}

bool MainWindow::refuseEditWhileSaving()
{
    // The session says why (editRefused).
    return m_session->refuseWhileSaving();
}

// --- recent files ------------------------------------------------------------------

namespace {

// The recent files as the settings keep them: a name Qt can take as text, any
// other by its bytes (text would lose a byte that is not UTF-8).
QStringList recentFiles(const QSettings &settings)
{
    QStringList files;
    const QVariantList listed = settings.value(QLatin1String(RecentFilesKey)).toList();
    for (const QVariant &value : listed)
        files << (value.typeId() == QMetaType::QByteArray
                      ? FileAccess::decodeName(value.toByteArray())
                      : value.toString());
    return files;
}

void setRecentFiles(QSettings &settings, const QStringList &files)
{
    QVariantList listed;
    for (const QString &path : files)
        listed << (FileAccess::qtCanName(path) ? QVariant(path)
                                               : QVariant(FileAccess::encodeName(path)));
    settings.setValue(QLatin1String(RecentFilesKey), listed);
}

} // namespace

void MainWindow::addRecentFile(const QString &path)
{
    QSettings settings;
    QStringList files = recentFiles(settings);
    files.removeAll(path);
    files.prepend(path);
    while (files.size() > MaxRecentFiles)
        files.removeLast();
    setRecentFiles(settings, files);
    updateRecentMenu();
}

void MainWindow::updateRecentMenu()
{
    if (!m_recentMenu)
        return;
    m_recentMenu->clear();
    QSettings settings;
    const QStringList listed = recentFiles(settings);
    QStringList files;
    for (const QString &path : listed) {
        if (FileAccess::exists(path))
            files << path;
    }
    if (files.size() != listed.size())
        setRecentFiles(settings, files);
    int number = 0;
    for (const QString &path : files) {
        ++number;
        QAction *action = m_recentMenu->addAction(QStringLiteral("&%1 %2").arg(number).arg(
            FileAccess::shownName(QFileInfo(path).fileName())));
        action->setToolTip(FileAccess::shownName(path));
        action->setStatusTip(FileAccess::shownName(path));
        connect(action, &QAction::triggered, this, [this, path] { openFile(path); });
    }
    if (files.isEmpty())
        m_recentMenu->addAction(tr("(none)"))->setEnabled(false);
    else {
        m_recentMenu->addSeparator();
        QAction *clear = m_recentMenu->addAction(tr("&Clear List"));
        connect(clear, &QAction::triggered, this, [this] {
            QSettings().remove(QLatin1String(RecentFilesKey));
            updateRecentMenu();
        });
    }
}

// --- editing -------------------------------------------------------------------------

std::vector<std::pair<int, int>> MainWindow::selectedEntries() const
{
    std::vector<std::pair<int, int>> entries;
    const QItemSelection selection = m_table->selectionModel()->selection();
    for (const QItemSelectionRange &range : selection) {
        for (int row = range.top(); row <= range.bottom(); ++row)
            entries.emplace_back(m_model->fileAt(row), m_model->entryAt(row));
    }
    if (entries.empty() && m_table->currentIndex().isValid()) {
        const int row = m_table->currentIndex().row();
        entries.emplace_back(m_model->fileAt(row), m_model->entryAt(row));
    }
    std::sort(entries.begin(), entries.end());
    entries.erase(std::unique(entries.begin(), entries.end()), entries.end());
    return entries;
}

// Where new rows go: after the current row in its file, else at the end of the
// first file the table shows.
int MainWindow::targetFileForNewRows(int *position) const
{
    const QModelIndex current = m_table->currentIndex();
    if (current.isValid()) {
        const int file = m_model->fileAt(current.row());
        *position = m_model->entryAt(current.row()) + 1;
        return file;
    }
    int file = m_model->fileScope();
    if (file < 0)
        file = m_doc->firstSitemapFile();
    if (file < 0)
        file = m_doc->fileCount() > 0 ? 0 : -1;
    *position = file >= 0 ? m_doc->entryCount(file) : 0;
    return file;
}

void MainWindow::addRow()
{
    if (m_doc->fileCount() == 0)
        newDocument();
    int position = 0;
    const int file = targetFileForNewRows(&position);
    if (file < 0)
        return;
    // Start from the site of the row the user is on.
    const QString loc = m_session->suggestedLoc(file, position);
    m_doc->submit(DocumentEdit::insert(file, position, {EntryData::withLoc(loc)}));
    const QModelIndex index = m_model->indexOf(file, position, Field::Loc);
    if (index.isValid()) {
        m_table->setCurrentIndex(index);
        m_table->scrollTo(index);
        m_table->setFocus();
        m_table->edit(index);
    }
}

void MainWindow::deleteSelectedRows()
{
    const std::vector<std::pair<int, int>> entries = selectedEntries();
    if (entries.empty())
        return;
    const int firstRow = m_model->rowOf(entries.front().first, entries.front().second);
    m_session->removeEntries(entries);
    if (m_model->rowCount() > 0) {
        const int row = std::clamp(firstRow, 0, m_model->rowCount() - 1);
        m_table->setCurrentIndex(m_model->index(
            row, m_table->currentIndex().isValid() ? m_table->currentIndex().column() : 0));
    }
}

void MainWindow::duplicateSelectedRows()
{
    m_session->duplicateEntries(selectedEntries());
}

void MainWindow::pasteUrls(const QString &text)
{
    if (refuseEditWhileSaving())
        return;
    std::vector<EntryData> rows = DocumentSession::parseRows(text);
    if (rows.empty()) {
        showStatus(tr("The clipboard holds no URLs."), 4000);
        return;
    }
    if (m_doc->fileCount() == 0)
        newDocument();
    int position = 0;
    const int file = targetFileForNewRows(&position);
    if (file < 0)
        return;
    const int count = int(rows.size());
    m_session->pasteRows(file, position, std::move(rows));
    showStatus(tr("Added %Ln row(s) from the clipboard.", nullptr, count), 4000);
}

void MainWindow::setFieldOfSelection(Field field, const std::optional<QString> &value)
{
    m_session->setField(selectedEntries(), field, value);
}

void MainWindow::setLastModToday()
{
    setFieldOfSelection(Field::LastMod, QDate::currentDate().toString(Qt::ISODate));
}

void MainWindow::askLastMod()
{
    bool ok = false;
    const QString value = InputDialogs::getText(
        this, tr("Set Last Modified"),
        tr("Last modified for the selected rows (YYYY-MM-DD or YYYY-MM-DDThh:mm:ss+hh:mm; empty "
           "removes it):"),
        QDate::currentDate().toString(Qt::ISODate), &ok);
    if (!ok)
        return;
    const QString trimmedValue = value.trimmed();
    setFieldOfSelection(Field::LastMod, trimmedValue.isEmpty()
                                            ? std::nullopt
                                            : std::optional<QString>(trimmedValue));
}

bool MainWindow::exportShownRows(const QString &path, QChar delimiter, QString *error) const
{
    std::vector<std::pair<int, int>> rows;
    rows.reserve(size_t(m_model->rowCount()));
    for (int row = 0, n = m_model->rowCount(); row < n; ++row)
        rows.emplace_back(m_model->fileAt(row), m_model->entryAt(row));
    // With a BOM: spreadsheets take the file for UTF-8 only then.
    const QByteArray bytes = CsvExport::write(*m_doc, rows, delimiter, true);
    // Written whole or not at all, under the name's very bytes (a Latin-1 name too),
    // as a save writes a sitemap.
    AtomicFileSet set;
    QString reason;
    std::unique_ptr<QIODevice> file = set.create(path, &reason);
    if (file) {
        if (file->write(bytes) != bytes.size()) {
            reason = file->errorString();
        } else {
            file->close();
            set.finished(path);
            reason = set.commit();
        }
    }
    if (!reason.isEmpty() && error)
        *error = reason;
    return reason.isEmpty();
}

void MainWindow::askExportShownRows()
{
    QChar delimiter = QLatin1Char(',');
    QString path;
    if (m_exportFileNameProvider) {
        path = m_exportFileNameProvider(&delimiter);
    } else {
        const QString commas = tr("CSV, separated by commas (*.csv)");
        const QString semicolons =
            tr("CSV, separated by semicolons, as Excel reads it in German (*.csv)");
        const QString tabs = tr("Tab-separated text (*.tsv *.txt)");
        // Where the decimal point is a comma, spreadsheets separate by semicolons.
        QString filter = QLocale().decimalPoint() == QLatin1String(",") ? semicolons : commas;
        const QString current = currentPath();
        QString start = QFileInfo(current).completeBaseName();
        if (start.isEmpty())
            start = QStringLiteral("sitemap");
        if (!current.isEmpty())
            start = QFileInfo(current).dir().filePath(start);
        path = QFileDialog::getSaveFileName(
            this, tr("Export Shown Rows as CSV"), start + QStringLiteral(".csv"),
            QStringList({commas, semicolons, tabs}).join(QLatin1String(";;")), &filter);
        if (filter == semicolons)
            delimiter = QLatin1Char(';');
        else if (filter == tabs)
            delimiter = QLatin1Char('\t');
    }
    if (path.isEmpty())
        return;
    // A name that is not UTF-8, as the file dialog read it: the file it names.
    path = FileAccess::fromQtName(path);
    const QString shown = FileAccess::shownName(QDir::toNativeSeparators(path));
    QString error;
    if (!exportShownRows(path, delimiter, &error)) {
        MessageBoxes::warning(this, tr("Export Shown Rows as CSV"),
                              tr("%1 could not be written: %2").arg(shown, error));
        return;
    }
    showStatus(tr("Exported %Ln row(s) to %1.", nullptr, m_model->rowCount()).arg(shown), 5000);
}

void MainWindow::askSitemapUrl()
{
    bool ok = false;
    const QString value = InputDialogs::getText(
        this, tr("Sitemap URL"),
        tr("The URL the sitemap is served at, such as https://www.example.com/sitemap.xml, or "
           "its folder, ending in /. URLs on other hosts or outside that folder are flagged. "
           "Leave it empty when it is not known."),
        sitemapUrl(), &ok);
    if (!ok)
        return;
    const QString url = value.trimmed();
    if (!DocumentSession::isSitemapUrl(url)) {
        MessageBoxes::warning(this, tr("Sitemap URL"),
                              tr("%1 is not an absolute http or https URL.").arg(url));
        return;
    }
    setSitemapUrl(url);
}

void MainWindow::setSitemapUrl(const QString &url)
{
    if (!m_session->setSitemapUrl(url))
        return;
    showStatus(url.trimmed().isEmpty() ? tr("The sitemap URL is not known.")
                                       : tr("Checking the URLs against %1.").arg(url.trimmed()),
               4000);
}

void MainWindow::copySelection()
{
    const std::vector<std::pair<int, int>> entries = selectedEntries();
    if (entries.empty())
        return;
    // URLs alone when only URLs are selected (a list to paste anywhere); otherwise
    // the rows' four values separated by tabs, in the order Paste reads them.
    const QModelIndexList indexes = m_table->selectionModel()->selectedIndexes();
    const bool locsOnly =
        !indexes.isEmpty() && std::all_of(indexes.begin(), indexes.end(), [](const QModelIndex &i) {
            return i.column() == SitemapTableModel::LocColumn;
        });
    QGuiApplication::clipboard()->setText(m_session->rowsAsText(entries, locsOnly));
}

void MainWindow::showProblem(int file, int entry, int field)
{
    if (entry < 0) {
        // A file of a set: choose it in the Files panel, which shows its entries.
        const bool set =
            m_doc->fileCount() > 1 || (m_doc->fileCount() == 1 && m_doc->file(0).isIndex());
        if (set && m_filesPanel->selectFile(file)) {
            m_filesPanel->show();
            m_filesPanel->raise();
            m_filesPanel->tree()->setFocus(Qt::OtherFocusReason);
        }
        showStatus(tr("This problem concerns the whole file."), 4000);
        return;
    }
    const Field target = (field >= 0 && field < FieldCount) ? Field(field) : Field::Loc;
    QModelIndex index = m_model->indexOf(file, entry, target);
    if (!index.isValid()) {
        // Hidden by the filter or the file choice: show everything again.
        m_filter->clear();
        m_problemsOnly->setChecked(false);
        // The Files panel says what the table shows: choosing "all files" there
        // widens the scope; without a panel item, widen it directly.
        if (!m_filesPanel->selectFile(-1))
            m_model->setFileScope(-1);
        index = m_model->indexOf(file, entry, target);
    }
    if (!index.isValid())
        return;
    m_table->setCurrentIndex(index);
    m_table->scrollTo(index, QAbstractItemView::PositionAtCenter);
    m_table->setFocus(Qt::OtherFocusReason);
}

// --- saving ------------------------------------------------------------------------

bool MainWindow::save()
{
    if (currentPath().isEmpty())
        return saveAs();
    return saveTo(currentPath(), !m_session->optionsConfirmed());
}

QString MainWindow::askSetFolder()
{
    const QString folder = FileAccess::fromQtName(
        m_saveFolderProvider ? m_saveFolderProvider()
                             : QFileDialog::getExistingDirectory(
                                   this, tr("Save Sitemap Set to Folder"), QDir::homePath()));
    if (folder.isEmpty())
        return {};
    const QDir dir(folder);
    QString indexName = QFileInfo(QUrl(m_doc->file(0).path).path()).fileName();
    if (indexName.isEmpty())
        indexName = QStringLiteral("sitemap.xml");
    // The set's files by the names they will have; those already there are replaced
    // only when the user says so.
    QStringList existing;
    for (int f = 0; f < m_doc->fileCount(); ++f) {
        const QString name =
            f == 0 ? indexName : QFileInfo(QUrl(m_doc->file(f).path).path()).fileName();
        const QString written = SitemapWriter::outputName(name, m_session->writeOptions().gzip);
        if (!name.isEmpty() && dir.exists(written))
            existing << written;
    }
    if (!existing.isEmpty()) {
        const QMessageBox::StandardButton answer = MessageBoxes::question(
            this, tr("Save Sitemap Set"),
            tr("%1 already holds %n file(s) of this set. Replace them?", nullptr,
               int(existing.size()))
                .arg(QDir::toNativeSeparators(dir.absolutePath())),
            QMessageBox::Yes | QMessageBox::Cancel, QMessageBox::Cancel,
            existing.join(QLatin1Char('\n')), {{QMessageBox::Yes, tr("&Replace")}});
        if (answer != QMessageBox::Yes)
            return {};
    }
    return dir.absoluteFilePath(indexName);
}

bool MainWindow::saveAs(const QString &path)
{
    QString target = path;
    const bool untitledSet =
        currentPath().isEmpty() &&
        (m_doc->fileCount() > 1 || (m_doc->fileCount() == 1 && m_doc->file(0).isIndex()));
    if (target.isEmpty() && untitledSet && !m_saveFileNameProvider) {
        target = askSetFolder();
        if (target.isEmpty())
            return false;
    }
    if (target.isEmpty() && m_saveFileNameProvider)
        target = m_saveFileNameProvider();
    if (target.isEmpty() && !m_saveFileNameProvider) {
        const QString suggestion =
            currentPath().isEmpty() ? m_session->displayName() : currentPath();
        target = QFileDialog::getSaveFileName(this, tr("Save Sitemap As"), suggestion,
                                              fileDialogFilter());
    }
    if (target.isEmpty())
        return false;
    return saveTo(FileAccess::fromQtName(target), true);
}

bool MainWindow::saveTo(const QString &path, bool askOptions)
{
    if (isLoading() || isSaving() || m_saveFlow->isRunning())
        return false;
    if (!m_externalChanges->confirmSave(path))
        return false;
    commitOpenEditor();
    return m_saveFlow->start(path, askOptions);
}

bool MainWindow::isSaveRunning() const
{
    return m_saveFlow->isRunning();
}

void MainWindow::setSaveErrorsHook(std::function<void(SaveErrorsDialog *)> hook)
{
    m_saveQuestions->errorsHook = std::move(hook);
}

void MainWindow::setSaveDialogHook(std::function<bool(SaveOptionsDialog *)> hook)
{
    m_saveQuestions->optionsHook = std::move(hook);
}

void MainWindow::saveEnded(const SaveFlow::Result &result)
{
    const SaveReport &report = result.report;
    switch (result.outcome) {
    case SaveFlow::Result::Outcome::Saved: {
        const QString &written = result.saved.path;
        addRecentFile(written);
        // The notes stay longer: there is a tooltip to read.
        const QStringList notes = SaveSummary::notes(report);
        QString message = SaveSummary::message(report);
        if (result.saved.changedBySave)
            message += QLatin1Char(' ') +
                       tr("The table shows the values as saved; Undo shows them as they were.");
        showStatus(message, notes.isEmpty() ? 8000 : 20000, notes);
        if (!result.saved.oneForOne) {
            // Split into an index and its parts: the window shows that set from
            // now on, so that the Files panel, Save and the journal work on the
            // files that exist.
            m_savedStatus = message;
            m_savedNotes = notes;
            m_savedBaseUrl = result.options.baseUrl;
            openFile(written);
        }
        findChild<RobotsHintBar *>()->showFor(result.options.baseUrl,
                                              QFileInfo(written).fileName());
        break;
    }
    case SaveFlow::Result::Outcome::Cancelled:
        break;
    case SaveFlow::Result::Outcome::FixThem:
        if (!report.blocking.empty()) {
            const Problem &first = report.blocking.front();
            m_problemsOnly->setChecked(true);
            showProblem(first.file, first.entry, first.field);
        }
        break;
    case SaveFlow::Result::Outcome::NotSaved:
        MessageBoxes::warning(this, tr("Save"), tr("The sitemap was not saved."), report.error);
        break;
    case SaveFlow::Result::Outcome::Failed:
        MessageBoxes::warning(this, tr("Save"), tr("The sitemap could not be saved."),
                              report.error);
        break;
    }
    const bool written = result.outcome == SaveFlow::Result::Outcome::Saved;
    m_lastSaveWritten = written;
    std::function<void()> then = std::exchange(m_afterSave, {});
    if (m_closeAfterSave) {
        // Asked for while the writer ran: now the files are complete (or untouched).
        m_closeAfterSave = false;
        QTimer::singleShot(0, this, [this] {
            if (isVisible())
                close();
        });
    } else if (written && then) {
        QTimer::singleShot(0, this, std::move(then));
    }
    emit saveFinished(written);
}

void MainWindow::commitOpenEditor()
{
    // What was typed into a cell before the save belongs in it; committed later, it
    // would change the document while the writer reads it.
    const QModelIndex current = m_table->currentIndex();
    QWidget *editor = current.isValid() ? m_table->indexWidget(current) : nullptr;
    if (!editor)
        return;
    QAbstractItemDelegate *delegate = m_table->itemDelegateForIndex(current);
    emit delegate->commitData(editor);
    emit delegate->closeEditor(editor, QAbstractItemDelegate::NoHint);
}
