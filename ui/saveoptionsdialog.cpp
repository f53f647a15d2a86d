// SPDX-License-Identifier: GPL-3.0-or-later
#include "saveoptionsdialog.h"
#include "protocol.h"
#include "rules.h"
#include "savesummary.h"

#include "stylesheet.h"

#include <QCheckBox>
#include <QComboBox>
#include <QDialogButtonBox>
#include <QFileInfo>
#include <QFormLayout>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QSpinBox>
#include <QThread>
#include <QTimer>
#include <QVBoxLayout>

#include <algorithm>
#include <atomic>
#include <map>

namespace {
constexpr qint64 MiB = 1024 * 1024;
constexpr qint64 CurrentLimit = 50 * MiB;
constexpr qint64 OldLimit = 10 * MiB;
} // namespace

namespace {
// About 0.4 s of planning on this project's benchmark machine: below it the plan is
// shown with the dialog, above it the dialog shows at once and the plan follows.
constexpr qint64 DefaultBackgroundPlanFrom = 100000;
qint64 g_backgroundPlanFrom = DefaultBackgroundPlanFrom;
} // namespace

// A plan made on another thread: what it found, and whether it is still wanted.
struct SaveOptionsDialog::PlanRun
{
    std::atomic<bool> stop{false};
    SaveReport planned;
    SaveReport dropping; // planned again without the entries with errors (Refused only)
};

qint64 SaveOptionsDialog::backgroundPlanFrom()
{
    return g_backgroundPlanFrom;
}

void SaveOptionsDialog::setBackgroundPlanFrom(qint64 entries)
{
    g_backgroundPlanFrom = entries > 0 ? entries : DefaultBackgroundPlanFrom;
}

SaveOptionsDialog::SaveOptionsDialog(std::function<SaveReport(const WriteOptions &)> plan,
                                     const QString &targetPath, const WriteOptions &initial,
                                     QWidget *parent, qint64 entries)
    : QDialog(parent), m_planner(std::move(plan)), m_initial(initial), m_entries(entries)
{
    setWindowTitle(tr("Save Options"));
    auto *layout = new QVBoxLayout(this);
    auto *intro = new QLabel(tr("Saving to <b>%1</b>. When the URLs do not fit in one file, the "
                                "editor writes numbered files and an index that lists them.")
                                 .arg(QFileInfo(targetPath).fileName().toHtmlEscaped()),
                             this);
    intro->setWordWrap(true);
    layout->addWidget(intro);

    auto *form = new QFormLayout;
    m_maxUrls = new QSpinBox(this);
    m_maxUrls->setRange(1, int(Protocol::MaxUrlsPerSitemap));
    m_maxUrls->setGroupSeparatorShown(true);
    m_maxUrls->setValue(int(std::clamp<qint64>(initial.maxUrls, 1, Protocol::MaxUrlsPerSitemap)));
    form->addRow(tr("Most &URLs per file:"), m_maxUrls);

    m_byteLimit = new QComboBox(this);
    m_byteLimit->addItem(tr("50 MiB (current limit)"), CurrentLimit);
    m_byteLimit->addItem(tr("10 MiB (older tools and Yandex)"), OldLimit);
    m_byteLimit->addItem(tr("Custom"), qint64(0));
    m_customKiB = new QSpinBox(this);
    m_customKiB->setRange(1, int(CurrentLimit / 1024));
    m_customKiB->setSuffix(tr(" KiB"));
    m_customKiB->setGroupSeparatorShown(true);
    m_customKiB->setValue(int(std::clamp<qint64>(initial.maxBytes / 1024, 1, CurrentLimit / 1024)));
    if (initial.maxBytes == CurrentLimit)
        m_byteLimit->setCurrentIndex(0);
    else if (initial.maxBytes == OldLimit)
        m_byteLimit->setCurrentIndex(1);
    else
        m_byteLimit->setCurrentIndex(2);
    m_customKiB->setEnabled(m_byteLimit->currentIndex() == 2);
    auto *bytesRow = new QHBoxLayout;
    bytesRow->addWidget(m_byteLimit, 1);
    bytesRow->addWidget(m_customKiB);
    auto *bytesLabel = new QLabel(tr("Most &bytes per file:"), this);
    bytesLabel->setBuddy(m_byteLimit);
    form->addRow(bytesLabel, bytesRow);

    m_gzip = new QCheckBox(tr("Compress with &gzip (.xml.gz)"), this);
    m_gzip->setChecked(initial.gzip);
    form->addRow(QString(), m_gzip);

    m_baseUrl = new QLineEdit(initial.baseUrl, this);
    m_baseUrl->setPlaceholderText(tr("https://www.example.com/"));
    m_baseUrl->setToolTip(tr("The folder URL the files are served from; an index needs it to "
                             "name the split files."));
    form->addRow(tr("Base &URL:"), m_baseUrl);

    m_stylesheet =
        new QCheckBox(tr("Readable in a &browser: write sitemap.xsl next to the files"), this);
    m_stylesheet->setChecked(initial.writeStylesheet);
    m_stylesheet->setToolTip(tr("Every file links an XSL stylesheet, so a browser shows it as a "
                                "table. Search engines ignore it."));
    form->addRow(QString(), m_stylesheet);
    m_stylesheetUrl = new QLineEdit(
        initial.stylesheetHref == Stylesheet::fileName() ? QString() : initial.stylesheetHref,
        this);
    m_stylesheetUrl->setPlaceholderText(tr("sitemap.xsl, or the URL of another stylesheet"));
    m_stylesheetUrl->setToolTip(
        tr("The stylesheet the files link. Empty: none, or sitemap.xsl when it is written."));
    form->addRow(tr("S&tylesheet URL:"), m_stylesheetUrl);
    layout->addLayout(form);

    m_plan = new QLabel(this);
    m_plan->setWordWrap(true);
    m_plan->setTextFormat(Qt::PlainText);
    m_plan->setTextInteractionFlags(Qt::TextSelectableByMouse);
    m_plan->setMinimumHeight(60);
    layout->addWidget(m_plan);

    auto *buttons = new QDialogButtonBox(QDialogButtonBox::Save | QDialogButtonBox::Cancel, this);
    layout->addWidget(buttons);
    m_save = buttons->button(QDialogButtonBox::Save);
    connect(buttons, &QDialogButtonBox::accepted, this, &QDialog::accept);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);

    // plan() runs the writer's decisions over every entry: wait until the user pauses.
    m_planTimer = new QTimer(this);
    m_planTimer->setSingleShot(true);
    m_planTimer->setInterval(250);
    connect(m_planTimer, &QTimer::timeout, this, &SaveOptionsDialog::updatePlan);
    auto later = [this] { m_planTimer->start(); };
    connect(m_maxUrls, &QSpinBox::valueChanged, this, later);
    connect(m_customKiB, &QSpinBox::valueChanged, this, later);
    connect(m_gzip, &QCheckBox::toggled, this, later);
    connect(m_baseUrl, &QLineEdit::textChanged, this, later);
    connect(m_stylesheet, &QCheckBox::toggled, this, later);
    connect(m_stylesheetUrl, &QLineEdit::textChanged, this, later);
    connect(m_byteLimit, &QComboBox::currentIndexChanged, this, [this, later](int index) {
        m_customKiB->setEnabled(index == 2);
        later();
    });
    updatePlan();
}

SaveOptionsDialog::~SaveOptionsDialog()
{
    stopRunning();
    for (QThread *thread : m_threads) {
        thread->wait();
        delete thread;
    }
}

void SaveOptionsDialog::stopRunning()
{
    if (m_running)
        m_running->stop = true;
    m_running.reset();
}

WriteOptions SaveOptionsDialog::options() const
{
    WriteOptions options = m_initial;
    options.maxUrls = m_maxUrls->value();
    const qint64 limit = m_byteLimit->currentData().toLongLong();
    options.maxBytes = limit > 0 ? limit : qint64(m_customKiB->value()) * 1024;
    options.gzip = m_gzip->isChecked();
    options.baseUrl = m_baseUrl->text().trimmed();
    options.writeStylesheet = m_stylesheet->isChecked();
    options.stylesheetHref = m_stylesheetUrl->text().trimmed();
    if (options.stylesheetHref.isEmpty() && options.writeStylesheet)
        options.stylesheetHref = Stylesheet::fileName();
    return options;
}

void SaveOptionsDialog::updatePlan()
{
    m_planTimer->stop();
    stopRunning();
    if (!m_planner)
        return;
    // Planned as the save will run once a file that was not read to its end has been
    // confirmed (the editor asks that after this dialog): the figures promised here
    // are the ones the save reports.
    WriteOptions planned = options();
    planned.allowIncompleteInput = true;
    // A stylesheet URL that no save takes (PROTOCOL.md section 6.1): said, and no Save.
    switch (Stylesheet::checkHref(planned.stylesheetHref)) {
    case Stylesheet::Href::Valid:
        m_save->setEnabled(true);
        break;
    case Stylesheet::Href::ControlCharacter:
        m_save->setEnabled(false);
        m_plan->setText(tr("The stylesheet URL holds a control character."));
        emit planReady();
        return;
    case Stylesheet::Href::Scheme:
        m_save->setEnabled(false);
        m_plan->setText(tr("The stylesheet URL must be an http or https URL or a relative "
                           "reference such as sitemap.xsl."));
        emit planReady();
        return;
    }
    if (m_entries < g_backgroundPlanFrom) {
        const SaveReport report = m_planner(planned);
        SaveReport dropping;
        if (report.status == SaveReport::Status::Refused) {
            WriteOptions without = planned;
            without.dropInvalid = true;
            dropping = m_planner(without);
        }
        showPlan(report, dropping);
        return;
    }
    // A long plan: on another thread, the dialog answering meanwhile. A newer plan or
    // the dialog's end stops it before its next file.
    auto run = std::make_shared<PlanRun>();
    m_running = run;
    planned.stopPlan = [run] { return run->stop.load(); };
    m_plan->setText(tr("Working out what the save writes…"));
    QThread *thread = QThread::create([run, planner = m_planner, planned] {
        run->planned = planner(planned);
        if (run->planned.status == SaveReport::Status::Refused && !run->stop) {
            WriteOptions without = planned;
            without.dropInvalid = true;
            run->dropping = planner(without);
        }
    });
    m_threads.push_back(thread);
    connect(thread, &QThread::finished, this, [this, run, thread] {
        m_threads.erase(std::remove(m_threads.begin(), m_threads.end(), thread), m_threads.end());
        thread->deleteLater();
        if (run != m_running)
            return; // stopped: its options are no longer shown
        m_running.reset();
        showPlan(run->planned, run->dropping);
    });
    thread->start();
}

void SaveOptionsDialog::showPlan(const SaveReport &planned, const SaveReport &dropping)
{
    SaveReport report = planned;
    QStringList lines;
    // The validator judges the hosts and folders against the sitemap URL the table is
    // checked with; a base URL typed here takes its place only when Save is pressed.
    const bool baseChanged = options().baseUrl != m_initial.baseUrl.trimmed();
    for (const QString &text : report.incompleteInputs)
        lines << tr("Writes only what could be read: %1.").arg(text);
    switch (report.status) {
    case SaveReport::Status::NeedsBaseUrl:
        lines << tr("The URLs need more than one file: enter the base URL for the index.");
        break;
    case SaveReport::Status::Refused: {
        // Entries whose only errors are their host or folder against the sitemap URL:
        // the base URL typed here may clear them, so they are not counted as errors.
        std::map<std::pair<int, int>, bool> onlyPlace;
        for (const Problem &p : report.blocking) {
            const bool place = p.rule == QLatin1String(Rules::id(RuleId::LocHostMismatch)) ||
                               p.rule == QLatin1String(Rules::id(RuleId::LocOutsidePath));
            auto [it, added] = onlyPlace.try_emplace({p.file, p.entry}, place);
            if (!added)
                it->second = it->second && place;
        }
        qint64 placeOnly = 0;
        for (const auto &[entry, place] : onlyPlace)
            placeOnly += place ? 1 : 0;
        if (!baseChanged || placeOnly == 0) {
            lines << tr("%n entry(s) have errors that must be fixed or excluded first.", nullptr,
                        int(report.blockingEntries));
        } else {
            const qint64 others = std::max<qint64>(0, report.blockingEntries - placeOnly);
            if (others > 0)
                lines << tr("%n entry(s) have errors that must be fixed or excluded first.",
                            nullptr, int(others));
            lines << tr("%n entry(s) are on another host or folder than the sitemap URL the table "
                        "is checked with; they are checked against the base URL entered here "
                        "when you save.",
                        nullptr, int(placeOnly));
        }
        // What the save writes once they are dealt with (left out, at most).
        if (report.files.empty() && !dropping.files.empty()) {
            report.files = dropping.files;
            report.repairCounts = dropping.repairCounts;
        }
        break;
    }
    case SaveReport::Status::Failed:
        lines << report.error;
        break;
    default:
        break;
    }
    if (!report.files.empty()) {
        lines << tr("Writes %n file(s):", nullptr, int(report.files.size()));
        int shown = 0;
        for (const WrittenFile &file : report.files) {
            if (++shown > 6) {
                lines << tr("  and %n more", nullptr, int(report.files.size()) - 6);
                break;
            }
            if (file.unchanged)
                lines << tr("  %1 (unchanged, not written)").arg(QFileInfo(file.path).fileName());
            else
                lines << (file.index ? tr("  %1 (index of %n file(s))", nullptr, int(file.entries))
                                     : tr("  %1 (%n URL(s))", nullptr, int(file.entries)))
                             .arg(QFileInfo(file.path).fileName());
        }
        // A file that is not written as its own bytes: said before anything is written.
        for (const WrittenFile &file : report.files) {
            if (file.standardForm)
                lines << tr("%1 is rewritten in the standard form (%2): %n comment(s) in it will "
                            "not be kept.",
                            nullptr, int(file.commentsDropped))
                             .arg(QFileInfo(file.path).fileName(),
                                  SaveSummary::standardFormReason(file.standardFormWhy));
        }
    }
    // Values, the order of elements and the form of the file are different things.
    qint64 values = 0;
    qint64 order = 0;
    qint64 form = 0;
    for (auto it = report.repairCounts.cbegin(); it != report.repairCounts.cend(); ++it) {
        const std::optional<RuleId> rule = Rules::fromId(it.key());
        if (rule == RuleId::TagOrder)
            order += it.value();
        else if (rule && Rules::isFileWide(*rule))
            form += it.value();
        else
            values += it.value();
    }
    if (values > 0)
        lines << tr("Fixes %n value(s) on the way (escaping, whitespace, case).", nullptr,
                    int(values));
    if (order > 0)
        lines << tr("Puts the elements of %n entry(s) in the order the schema requires.", nullptr,
                    int(order));
    if (form > 0)
        lines << tr("Fixes the form of %n file(s) on the way (namespace, encoding, declaration).",
                    nullptr, int(form));
    m_plan->setText(lines.join(QLatin1Char('\n')));
    emit planReady();
}
