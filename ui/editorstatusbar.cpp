// SPDX-License-Identifier: GPL-3.0-or-later
#include "editorstatusbar.h"

#include "documentsession.h"
#include "sitemapdocument.h"
#include "sitemaptablemodel.h"
#include "validator.h"
#include "workprogress.h"

#include <QEvent>
#include <QLabel>
#include <QLocale>
#include <QProgressBar>
#include <QPushButton>
#include <QTimer>

#include <algorithm>

EditorStatusBar::EditorStatusBar(QWidget *parent) : QStatusBar(parent)
{
    m_countsLabel = new QLabel(this);
    m_countsLabel->setObjectName(QStringLiteral("countsLabel"));
    m_progress = new QProgressBar(this);
    m_progress->setRange(0, 1000);
    m_progress->setMaximumWidth(220);
    m_progress->setVisible(false);
    m_cancelButton = new QPushButton(tr("Cancel"), this);
    m_cancelButton->setVisible(false);
    connect(m_cancelButton, &QPushButton::clicked, this, [this] {
        if (m_workShown)
            m_work->cancel();
        else if (m_session)
            m_session->cancelLoading();
    });
    addPermanentWidget(m_progress);
    addPermanentWidget(m_cancelButton);
    addPermanentWidget(m_countsLabel);
    // Messages are elided to the room these leave (showStatus): when one of them
    // moves or the bar changes its width, the room changes.
    installEventFilter(this);
    for (QWidget *widget :
         {static_cast<QWidget *>(m_progress), static_cast<QWidget *>(m_cancelButton),
          static_cast<QWidget *>(m_countsLabel)})
        widget->installEventFilter(this);
    m_statusTimer = new QTimer(this);
    m_statusTimer->setSingleShot(true);
    connect(m_statusTimer, &QTimer::timeout, this, &EditorStatusBar::clearStatus);
    // A message shown by someone else (Qt itself) replaces ours, tooltip and all.
    connect(this, &QStatusBar::messageChanged, this, [this](const QString &message) {
        if (m_statusText.isEmpty() || message == m_statusShown)
            return;
        m_statusText.clear();
        m_statusShown.clear();
        m_statusToolTip.clear();
        m_statusTimer->stop();
        setToolTip(QString());
    });
    m_progressTimer = new QTimer(this);
    m_progressTimer->setInterval(100);
    connect(m_progressTimer, &QTimer::timeout, this, &EditorStatusBar::updateProgress);
    m_workDelay = new QTimer(this);
    m_workDelay->setSingleShot(true);
    connect(m_workDelay, &QTimer::timeout, this, &EditorStatusBar::showWorkProgress);
}

int EditorStatusBar::s_workProgressDelay = 400;

void EditorStatusBar::updateProgress()
{
    if (m_workShown) {
        const auto [done, total] = m_work->progress();
        m_progress->setValue(total > 0 ? int(std::min(done, total) * 1000 / total) : 0);
        return;
    }
    if (!m_session)
        return;
    if (m_judgingShown) {
        const auto [done, total] = m_session->validator()->judgingProgress();
        m_progress->setValue(total > 0 ? int(done * 1000 / total) : 0);
        return;
    }
    if (m_session->isSaving()) {
        const auto [done, total] = m_session->saveProgress();
        m_progress->setValue(total > 0 ? int(done * 1000 / total) : 0);
        return;
    }
    // The reader reports the main file, then the files of an index (together
    // while they are read in parallel, one after the other on one core); then
    // the rules are checked over the entries read.
    const auto [done, total] = m_session->loadProgress();
    const int value = total > 0 ? int(done * 1000 / total) : 0;
    if (m_session->loadIsJudging()) {
        m_progress->setFormat(tr("Checking the rules: %p%"));
    } else {
        if (value < m_progress->value())
            ++m_loadFileNumber;
        m_progress->setFormat(m_loadFileNumber > 1 ? tr("Files of the index: %p%")
                                                   : QStringLiteral("%p%"));
    }
    m_progress->setValue(value);
}

void EditorStatusBar::setSession(DocumentSession *session, SitemapTableModel *model)
{
    m_session = session;
    m_model = model;
}

bool EditorStatusBar::eventFilter(QObject *watched, QEvent *event)
{
    switch (event->type()) {
    case QEvent::Resize:
        if (watched == this)
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
    return QStatusBar::eventFilter(watched, event);
}

// --- messages --------------------------------------------------------------------------

void EditorStatusBar::showStatus(const QString &text, int timeout, const QStringList &details)
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

void EditorStatusBar::clearStatus()
{
    m_statusText.clear();
    m_statusShown.clear();
    m_statusToolTip.clear();
    m_statusTimer->stop();
    setToolTip(QString());
    clearMessage();
}

void EditorStatusBar::showDraftVerdict(const QString &verdict)
{
    if (!verdict.isEmpty()) {
        m_draftVerdict = verdict;
        showStatus(verdict);
    } else if (!m_draftVerdict.isEmpty()) {
        if (m_statusText == m_draftVerdict)
            clearStatus();
        m_draftVerdict.clear();
    }
}

void EditorStatusBar::fitStatus()
{
    if (m_statusText.isEmpty() || m_fittingStatus)
        return;
    m_fittingStatus = true;
    // In the middle: the start says what happened, the end how it came out (a count,
    // a line number, a file name).
    const QString shown = fontMetrics().elidedText(m_statusText, Qt::ElideMiddle, statusRoom());
    setToolTip(m_statusToolTip);
    if (shown != m_statusShown || currentMessage() != shown) {
        m_statusShown = shown;
        showMessage(shown);
    }
    m_fittingStatus = false;
}

int EditorStatusBar::statusRoom() const
{
    // QStatusBar draws its message from x = 6 up to the first permanent widget
    // shown, or 12 pixels before its right edge; a little air before the widget.
    int right = width() - 12;
    for (const QWidget *widget :
         {static_cast<const QWidget *>(m_progress), static_cast<const QWidget *>(m_cancelButton),
          static_cast<const QWidget *>(m_countsLabel)}) {
        if (widget->isVisible())
            right = std::min(right, widget->x() - 2);
    }
    return std::max(0, right - 6 - 6);
}

// --- counts ----------------------------------------------------------------------------

void EditorStatusBar::updateCounts()
{
    if (!m_session)
        return;
    const SitemapDocument *doc = m_session->document();
    qint64 urls = 0;
    for (int f = 0; f < doc->fileCount(); ++f) {
        if (!doc->file(f).isIndex() || doc->fileCount() == 1)
            urls += doc->entryCount(f);
    }
    const int shown = m_model->rowCount();
    const bool filtered = shown != m_model->unfilteredRowCount();
    const int errors = m_session->validator()->count(Severity::Error);
    const int warnings = m_session->validator()->count(Severity::Warning);
    QStringList parts{tr("%Ln URL(s)", nullptr, int(urls))};
    if (filtered)
        parts.first() += QLatin1Char(' ') + tr("(%Ln shown)", nullptr, shown);
    parts << tr("%Ln error(s)", nullptr, errors) << tr("%Ln warning(s)", nullptr, warnings);
    const QString full = parts.join(QStringLiteral("  ·  "));
    m_countsLabel->setToolTip(parts.join(QLatin1Char('\n')));
    // A narrow window keeps room for the messages: the short forms, the long ones in
    // the tooltip.
    const QFontMetrics metrics = m_countsLabel->fontMetrics();
    const int messageRoom = width() - metrics.horizontalAdvance(full);
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

// --- progress --------------------------------------------------------------------------

void EditorStatusBar::showBar(const QString &format, bool cancel)
{
    // One bar shows one piece of work: a load or a save takes it over from the
    // rules' pass or a copy, which go on without it.
    m_judgingShown = false;
    m_workShown = false;
    m_progress->setValue(0);
    m_progress->setFormat(format);
    m_progress->setVisible(true);
    m_cancelButton->setVisible(cancel);
    m_progressTimer->start();
}

void EditorStatusBar::startLoadProgress()
{
    m_loadFileNumber = 1;
    showBar(QStringLiteral("%p%"), true);
}

void EditorStatusBar::startSaveProgress()
{
    showBar(tr("Saving: %p%"), false);
}

void EditorStatusBar::showJudging(bool judging)
{
    if (judging && !m_progress->isVisible()) {
        showBar(tr("Checking the rules: %p%"), false);
        m_judgingShown = true;
    } else if (!judging && m_judgingShown) {
        stopProgress();
    }
}

void EditorStatusBar::startWorkProgress(const QString &format,
                                        std::shared_ptr<WorkProgress> progress)
{
    if (m_workShown)
        stopProgress();
    m_work = std::move(progress);
    m_workFormat = format;
    if (s_workProgressDelay <= 0)
        showWorkProgress();
    else
        m_workDelay->start(s_workProgressDelay);
}

void EditorStatusBar::showWorkProgress()
{
    // A load's or a save's bar stays; the rules' pass gives way and comes back after.
    if (!m_work || (m_progress->isVisible() && !m_judgingShown))
        return;
    showBar(m_workFormat, true);
    m_workShown = true;
    updateProgress(); // where the work is, not 0 % for the first tick
}

void EditorStatusBar::stopWorkProgress(const WorkProgress *progress)
{
    if (!m_work || m_work.get() != progress)
        return;
    m_workDelay->stop();
    m_work.reset();
    if (!m_workShown)
        return;
    stopProgress();
    if (m_session && m_session->validator()->isJudging())
        showJudging(true);
}

void EditorStatusBar::stopProgress()
{
    m_judgingShown = false;
    m_workShown = false;
    m_progressTimer->stop();
    m_progress->setVisible(false);
    m_cancelButton->setVisible(false);
}
