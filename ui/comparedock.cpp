// SPDX-License-Identifier: GPL-3.0-or-later
#include "comparedock.h"

#include "documentloader.h"
#include "fileaccess.h"
#include "sitemapdocument.h"
#include "sitemaptablemodel.h"
#include "urltools.h"

#include <QAbstractListModel>
#include <QAction>
#include <QBrush>
#include <QColor>
#include <QComboBox>
#include <QElapsedTimer>
#include <QFileDialog>
#include <QFileInfo>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QLocale>
#include <QPushButton>
#include <QTableView>
#include <QThread>
#include <QTimer>
#include <QVBoxLayout>

#include <utility>

namespace {

// Per entry of the open document: the aspects that changed (low bits) and its kind.
constexpr quint8 AddedMark = 0x10;
constexpr quint8 ChangedMark = 0x20;
constexpr quint8 UnchangedMark = 0x40;

QString shown(const std::optional<QString> &value)
{
    return value ? *value : CompareDock::tr("(not set)");
}

} // namespace

// The URLs only the other document has, for the dock's list.
class RemovedListModel : public QAbstractListModel
{
public:
    using QAbstractListModel::QAbstractListModel;

    void reset(const SitemapDocument *doc, const std::vector<Compare::EntryRef> *refs)
    {
        beginResetModel();
        m_doc = doc;
        m_refs = refs;
        endResetModel();
    }

    int rowCount(const QModelIndex &parent = {}) const override
    {
        return parent.isValid() || !m_refs ? 0 : int(m_refs->size());
    }

    QVariant data(const QModelIndex &index, int role) const override
    {
        if (!m_doc || !m_refs || index.row() < 0 || size_t(index.row()) >= m_refs->size())
            return {};
        const Compare::EntryRef ref = (*m_refs)[size_t(index.row())];
        if (role == Qt::DisplayRole)
            return UrlTools::toReadableForm(Compare::locText(*m_doc, ref));
        if (role == Qt::ToolTipRole) {
            // The whole URL first: the list shortens long ones in the middle.
            const Entry &e = m_doc->entry(ref.file, ref.entry);
            return UrlTools::toReadableForm(Compare::locText(*m_doc, ref)) + QLatin1Char('\n') +
                   CompareDock::tr("%1, line %2")
                       .arg(QFileInfo(m_doc->file(ref.file).path).fileName())
                       .arg(e.line);
        }
        return {};
    }

private:
    const SitemapDocument *m_doc = nullptr;
    const std::vector<Compare::EntryRef> *m_refs = nullptr;
};

class CompareOverlay : public TableOverlay
{
public:
    const SitemapDocument *current = nullptr;
    const SitemapDocument *other = nullptr;
    const Compare::Result *result = nullptr;
    CompareDock::Show show = CompareDock::Show::All;
    std::vector<std::vector<quint8>> marks;
    // Per file with changed entries, per entry: its place in result->changed (-1: none).
    std::vector<std::vector<qint32>> changedAt;

    void rebuild()
    {
        marks.assign(size_t(current->fileCount()), {});
        changedAt.assign(size_t(current->fileCount()), {});
        for (int f = 0; f < current->fileCount(); ++f)
            marks[size_t(f)].assign(size_t(current->entryCount(f)), 0);
        // The rest were matched unchanged (or carry no URL, or repeat one).
        for (const Compare::EntryRef &r : result->added)
            marks[size_t(r.file)][size_t(r.entry)] = AddedMark;
        for (size_t i = 0; i < result->changed.size(); ++i) {
            const Compare::Changed &c = result->changed[i];
            marks[size_t(c.after.file)][size_t(c.after.entry)] = ChangedMark | c.fields;
            std::vector<qint32> &at = changedAt[size_t(c.after.file)];
            if (at.empty())
                at.assign(size_t(current->entryCount(c.after.file)), -1);
            at[size_t(c.after.entry)] = qint32(i);
        }
        for (auto &file : marks) {
            for (quint8 &m : file) {
                if (!m)
                    m = UnchangedMark;
            }
        }
    }

    const Compare::Changed *changedOf(int file, int entry) const
    {
        if (file < 0 || size_t(file) >= changedAt.size())
            return nullptr;
        const std::vector<qint32> &at = changedAt[size_t(file)];
        if (entry < 0 || size_t(entry) >= at.size() || at[size_t(entry)] < 0)
            return nullptr;
        return &result->changed[size_t(at[size_t(entry)])];
    }

    quint8 mark(int file, int entry) const
    {
        if (file < 0 || size_t(file) >= marks.size())
            return 0;
        const auto &f = marks[size_t(file)];
        return entry >= 0 && size_t(entry) < f.size() ? f[size_t(entry)] : 0;
    }

    bool acceptsAll() const override { return show == CompareDock::Show::All; }

    bool accepts(int file, int entry) const override
    {
        const quint8 m = mark(file, entry);
        switch (show) {
        case CompareDock::Show::All:
            return true;
        case CompareDock::Show::AddedOrChanged:
            return m & (AddedMark | ChangedMark);
        case CompareDock::Show::Added:
            return m & AddedMark;
        case CompareDock::Show::Changed:
            return m & ChangedMark;
        case CompareDock::Show::Unchanged:
            return m & UnchangedMark;
        }
        return true;
    }

    QVariant data(int file, int entry, int column, int role) const override
    {
        if (role != Qt::BackgroundRole && role != Qt::ToolTipRole)
            return {};
        const quint8 m = mark(file, entry);
        if (m & AddedMark) {
            if (role == Qt::BackgroundRole)
                return QBrush(QColor(46, 160, 67, 70));
            return column == SitemapTableModel::LocColumn
                       ? QVariant(CompareDock::tr("Added: not in the file compared with"))
                       : QVariant();
        }
        if (!(m & ChangedMark))
            return {};
        Field field = Field::Loc;
        if (!SitemapTableModel::fieldOf(column, &field))
            return {};
        const Compare::Changed *changed = changedOf(file, entry);
        if (!changed)
            return {};
        const Compare::Changed &c = *changed;
        Compare::Aspect aspect = Compare::Aspect::Extensions;
        bool changedCell = false;
        switch (field) {
        case Field::LastMod:
            aspect = Compare::Aspect::LastMod;
            changedCell = c.has(aspect);
            break;
        case Field::ChangeFreq:
            aspect = Compare::Aspect::ChangeFreq;
            changedCell = c.has(aspect);
            break;
        case Field::Priority:
            aspect = Compare::Aspect::Priority;
            changedCell = c.has(aspect);
            break;
        case Field::Loc:
            break;
        }
        if (field == Field::Loc) {
            // The row's marker: a lighter tint, the changed parts in the tooltip.
            if (role == Qt::BackgroundRole)
                return QBrush(QColor(230, 160, 0, c.has(Compare::Aspect::Extensions) ? 90 : 35));
            QStringList parts;
            for (int a = 0; a < Compare::AspectCount; ++a) {
                if (c.has(Compare::Aspect(a)))
                    parts << QString::fromLatin1(Compare::aspectKey(Compare::Aspect(a)));
            }
            QString text = CompareDock::tr("Changed: %1").arg(parts.join(QLatin1String(", ")));
            if (c.has(Compare::Aspect::Extensions))
                text += QLatin1Char('\n') +
                        CompareDock::tr("Extensions before: %1")
                            .arg(shown(Compare::aspectValue(*other, c.before,
                                                            Compare::Aspect::Extensions)));
            return text;
        }
        if (!changedCell)
            return {};
        if (role == Qt::BackgroundRole)
            return QBrush(QColor(230, 160, 0, 110));
        return CompareDock::tr("Before: %1")
            .arg(shown(Compare::aspectValue(*other, c.before, aspect)));
    }
};

CompareDock::CompareDock(SitemapDocument *document, SitemapTableModel *model, QWidget *parent)
    : QDockWidget(tr("Compare"), parent), m_doc(document), m_model(model),
      m_overlay(std::make_unique<CompareOverlay>()),
      m_nextOverlay(std::make_unique<CompareOverlay>())
{
    setObjectName(QStringLiteral("compareDock"));
    m_compareAction = new QAction(tr("Compare &With…"), this);
    m_compareAction->setObjectName(QStringLiteral("actionCompareWith"));
    m_compareAction->setStatusTip(
        tr("Compare the open sitemap with another file or index set: added, changed and "
           "removed URLs"));
    connect(m_compareAction, &QAction::triggered, this, &CompareDock::chooseFile);

    auto *body = new QWidget(this);
    auto *layout = new QVBoxLayout(body);
    m_summary = new QLabel(body);
    m_summary->setWordWrap(true);
    m_summary->setTextInteractionFlags(Qt::TextSelectableByMouse);
    layout->addWidget(m_summary);

    auto *row = new QHBoxLayout;
    auto *showLabel = new QLabel(tr("&Show:"), body);
    m_showBox = new QComboBox(body);
    m_showBox->setObjectName(QStringLiteral("compareShow"));
    m_showBox->addItem(tr("All rows"), int(Show::All));
    m_showBox->addItem(tr("Added or changed"), int(Show::AddedOrChanged));
    m_showBox->addItem(tr("Added"), int(Show::Added));
    m_showBox->addItem(tr("Changed"), int(Show::Changed));
    m_showBox->addItem(tr("Unchanged"), int(Show::Unchanged));
    showLabel->setBuddy(m_showBox);
    connect(m_showBox, &QComboBox::currentIndexChanged, this,
            [this](int i) { setShow(Show(m_showBox->itemData(i).toInt())); });
    row->addWidget(showLabel);
    row->addWidget(m_showBox, 1);
    layout->addLayout(row);

    layout->addWidget(new QLabel(tr("Removed (only in the file compared with):"), body));
    // A table of one column with rows of one height: a comparison of two sets of a
    // million URLs can list a million, which a list or a tree view lays out row by
    // row on every change (tens of milliseconds of the window's time); a table only
    // paints the rows in view.
    m_removedView = new QTableView(body);
    m_removedView->setObjectName(QStringLiteral("compareRemoved"));
    m_removedView->horizontalHeader()->hide();
    m_removedView->horizontalHeader()->setStretchLastSection(true);
    m_removedView->verticalHeader()->hide();
    m_removedView->verticalHeader()->setSectionResizeMode(QHeaderView::Fixed);
    m_removedView->verticalHeader()->setDefaultSectionSize(fontMetrics().height() + 6);
    m_removedView->setShowGrid(false);
    m_removedView->setWordWrap(false);
    m_removedView->setTextElideMode(Qt::ElideMiddle); // URLs differ at their end
    m_removedView->setSelectionBehavior(QAbstractItemView::SelectRows);
    m_removedView->setEditTriggers(QAbstractItemView::NoEditTriggers);
    m_removedModel = new RemovedListModel(this);
    m_removedView->setModel(m_removedModel);
    layout->addWidget(m_removedView, 1);

    m_closeButton = new QPushButton(tr("&End Comparison"), body);
    m_closeButton->setObjectName(QStringLiteral("compareClose"));
    // While the file compared with is read, the button cancels that.
    connect(m_closeButton, &QPushButton::clicked, this, [this] {
        if (m_loadThread)
            cancelReading();
        else
            closeComparison();
    });
    layout->addWidget(m_closeButton, 0, Qt::AlignRight);
    setWidget(body);

    m_recomputeTimer = new QTimer(this);
    m_recomputeTimer->setSingleShot(true);
    m_recomputeTimer->setInterval(300);
    connect(m_recomputeTimer, &QTimer::timeout, this, &CompareDock::recompute);
    m_readTimer = new QTimer(this);
    m_readTimer->setInterval(100);
    connect(m_readTimer, &QTimer::timeout, this, &CompareDock::showReading);
    m_stepTimer = new QTimer(this);
    m_stepTimer->setSingleShot(true);
    m_stepTimer->setInterval(0);
    connect(m_stepTimer, &QTimer::timeout, this, &CompareDock::runSteps);

    // Edits change what differs: a pass under way is dropped at once (it reads the
    // document between events) and a new one follows. Another document ends the
    // comparison.
    connect(m_doc, &SitemapDocument::valuesChanged, this, &CompareDock::scheduleRecompute);
    connect(m_doc, &SitemapDocument::extensionsChanged, this, &CompareDock::scheduleRecompute);
    connect(m_doc, &SitemapDocument::entriesInserted, this, &CompareDock::scheduleRecompute);
    connect(m_doc, &SitemapDocument::entriesRemoved, this, &CompareDock::scheduleRecompute);
    connect(m_doc, &SitemapDocument::fileFactsChanged, this, &CompareDock::scheduleRecompute);
    connect(m_doc, &SitemapDocument::factsAdopted, this, &CompareDock::scheduleRecompute);
    connect(m_doc, &SitemapDocument::aboutToReset, this, [this] {
        if (m_other)
            closeComparison();
    });
    updateSummary();
}

CompareDock::~CompareDock()
{
    if (m_model && m_model->overlay() == m_overlay.get())
        m_model->setOverlay(nullptr);
    if (m_loadThread) {
        m_cancelLoad = true;
        m_loadThread->wait();
        delete m_loadThread;
    }
}

bool CompareDock::isBusy() const
{
    return m_loadThread || m_recomputeTimer->isActive() || m_resultWorkedOut ||
           (m_comparison && m_comparison->isRunning());
}

void CompareDock::chooseFile()
{
    QString path;
    if (m_fileNameProvider) {
        path = m_fileNameProvider();
    } else {
        path = QFileDialog::getOpenFileName(
            parentWidget(), tr("Compare With"), QFileInfo(m_doc->file(0).path).path(),
            tr("Sitemaps (*.xml *.xml.gz *.gz *.txt);;All files (*)"));
    }
    if (!path.isEmpty())
        compareWith(FileAccess::fromQtName(path)); // a name that is not UTF-8, as Qt read it
}

void CompareDock::compareWith(const QString &path)
{
    if (m_loadThread)
        return;
    QDockWidget::show();
    raise();
    m_loadingPath = path;
    m_loading = std::make_unique<SitemapDocument>();
    m_loadingComparison.reset();
    m_cancelLoad = false;
    m_readDone = 0;
    m_readTotal = 0;
    SitemapDocument *doc = m_loading.get();
    // The file's keys are taken on the same thread: the window's thread only
    // matches the open document against them. How far the reader is shows in the
    // dock, and the dock's button cancels it.
    ReadOptions options;
    options.cancel = &m_cancelLoad;
    options.progress = [this](qint64 done, qint64 total) {
        m_readDone.store(done, std::memory_order_relaxed);
        m_readTotal.store(total, std::memory_order_relaxed);
    };
    m_loadThread = QThread::create([this, doc, path, options] {
        DocumentLoader::load(*doc, path, QString(), options);
        if (!doc->file(0).unreadable && doc->file(0).isSitemap())
            m_loadingComparison = std::make_unique<Compare::Comparison>(*doc, &m_cancelLoad);
    });
    connect(m_loadThread, &QThread::finished, this, &CompareDock::loadDone);
    m_compareAction->setEnabled(false);
    m_loadThread->start();
    showReading();
    m_readTimer->start();
    m_closeButton->setText(tr("&Cancel"));
    m_closeButton->setEnabled(true);
}

void CompareDock::showReading()
{
    const qint64 total = m_readTotal.load(std::memory_order_relaxed);
    const qint64 done = std::min(m_readDone.load(std::memory_order_relaxed), total);
    m_summary->setText(tr("Reading %1… %2%")
                           .arg(QFileInfo(m_loadingPath).fileName())
                           .arg(total > 0 ? int(done * 100 / total) : 0));
}

void CompareDock::cancelReading()
{
    m_cancelLoad = true;
    m_closeButton->setEnabled(false);
    m_readTimer->stop();
    m_summary->setText(tr("Cancelling…"));
}

void CompareDock::loadDone()
{
    m_loadThread->wait();
    m_loadThread->deleteLater();
    m_loadThread = nullptr;
    m_readTimer->stop();
    m_closeButton->setText(tr("&End Comparison"));
    m_closeButton->setEnabled(m_other != nullptr);
    m_compareAction->setEnabled(true);
    if (m_cancelLoad) {
        // Cancelled: a comparison from before goes on as it was.
        m_loading.reset();
        m_loadingComparison.reset();
        updateSummary();
        return;
    }
    std::unique_ptr<SitemapDocument> doc = std::move(m_loading);
    std::unique_ptr<Compare::Comparison> comparison = std::move(m_loadingComparison);
    const SitemapFile &file = doc->file(0);
    QString reason;
    if (file.unreadable)
        reason = tr("Cannot read %1: %2").arg(m_loadingPath, file.readError);
    else if (!file.isSitemap())
        reason = tr("%1 is not a sitemap.").arg(m_loadingPath);
    if (!reason.isEmpty()) {
        m_summary->setText(reason);
        emit failed(reason);
        return;
    }
    if (!comparison || comparison->isCancelled())
        return;
    if (m_other)
        closeComparison();
    m_other = std::move(doc);
    m_comparison = std::move(comparison);
    m_otherPath = m_loadingPath;
    recompute();
}

void CompareDock::scheduleRecompute()
{
    if (!m_comparison)
        return;
    m_passMatched = false;
    dropWorkedOut();
    m_comparison->stop();
    m_stepTimer->stop();
    m_recomputeTimer->start();
}

void CompareDock::recompute()
{
    if (!m_comparison)
        return;
    m_passMatched = false;
    dropWorkedOut();
    m_comparison->start(*m_doc);
    runSteps();
}

void CompareDock::runSteps()
{
    if (m_resultWorkedOut) {
        showResult();
        return;
    }
    if (!m_comparison || !m_comparison->isRunning())
        return;
    if (!std::exchange(m_passMatched, false)) {
        // A slice of the pass at a time, so that the window answers between them.
        QElapsedTimer slice;
        slice.start();
        const qint64 budget = m_sliceEntries > 0 ? m_sliceEntries : 4096;
        while (!m_comparison->step(budget)) {
            if (m_sliceEntries > 0 || slice.elapsed() >= 20) {
                showProgress(int(m_comparison->progress() * 100));
                if (!m_slicesByHand)
                    m_stepTimer->start();
                return;
            }
        }
        // Showing the result (the removed list, every row's mark, the table's filter)
        // is a slice of its own when this one has taken a while.
        if (slice.elapsed() >= 5 && !m_slicesByHand && m_sliceEntries == 0) {
            m_passMatched = true;
            m_stepTimer->start();
            return;
        }
    }
    // The result and the table's marks are worked out in this turn, out of sight,
    // and shown in the next: at a million rows each is a stretch of tens of
    // milliseconds.
    m_nextResult = m_comparison->takeResult();
    m_nextOverlay->current = m_doc;
    m_nextOverlay->result = &m_nextResult;
    m_nextOverlay->rebuild();
    m_resultWorkedOut = true;
    showProgress(100);
    if (!m_slicesByHand)
        m_stepTimer->start();
}

void CompareDock::showProgress(int percent)
{
    m_summary->setText(
        tr("Comparing with %1… %2%").arg(QFileInfo(m_otherPath).fileName()).arg(percent));
}

void CompareDock::showResult()
{
    m_result = std::move(m_nextResult);
    m_overlay->marks.swap(m_nextOverlay->marks);
    m_overlay->changedAt.swap(m_nextOverlay->changedAt);
    dropWorkedOut(); // the marks before, swapped out
    m_overlay->current = m_doc;
    m_overlay->other = m_other.get();
    m_overlay->result = &m_result;
    m_overlay->show = m_show;
    m_removedModel->reset(m_other.get(), &m_result.removed);
    if (m_model->overlay() == m_overlay.get())
        m_model->overlayChanged();
    else
        m_model->setOverlay(m_overlay.get());
    updateSummary();
    emit compared();
}

void CompareDock::dropWorkedOut()
{
    // Of the document before the change that asks for a new pass (or shown already).
    m_resultWorkedOut = false;
    m_nextResult = {};
    m_nextOverlay->marks.clear();
    m_nextOverlay->changedAt.clear();
}

void CompareDock::closeComparison()
{
    m_recomputeTimer->stop();
    m_stepTimer->stop();
    m_passMatched = false;
    dropWorkedOut();
    m_comparison.reset();
    if (m_model->overlay() == m_overlay.get())
        m_model->setOverlay(nullptr);
    m_removedModel->reset(nullptr, nullptr);
    m_result = {};
    m_other.reset();
    m_otherPath.clear();
    updateSummary();
}

void CompareDock::setShow(Show show)
{
    m_show = show;
    const int i = m_showBox->findData(int(show));
    if (i != m_showBox->currentIndex())
        m_showBox->setCurrentIndex(i);
    m_overlay->show = show;
    if (m_other && m_model->overlay() == m_overlay.get())
        m_model->overlayChanged();
}

void CompareDock::updateSummary()
{
    const bool on = m_other != nullptr;
    m_showBox->setEnabled(on);
    m_closeButton->setEnabled(on);
    if (!on) {
        m_summary->setText(tr("No comparison. File ▸ Compare With… compares the open sitemap "
                              "with another file or index set."));
        return;
    }
    m_summary->setText(tr("Compared with %1: %2 added, %3 changed, %4 removed, %5 unchanged.")
                           .arg(QFileInfo(m_otherPath).fileName())
                           .arg(QLocale().toString(qulonglong(m_result.added.size())))
                           .arg(QLocale().toString(qulonglong(m_result.changed.size())))
                           .arg(QLocale().toString(qulonglong(m_result.removed.size())))
                           .arg(QLocale().toString(m_result.unchanged)));
    m_summary->setToolTip(m_otherPath);
}
