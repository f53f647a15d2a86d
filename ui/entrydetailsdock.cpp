// SPDX-License-Identifier: GPL-3.0-or-later
#include "entrydetailsdock.h"

#include "extensionedits.h"
#include "extensionelements.h"
#include "namespaces.h"
#include "severitystyle.h"
#include "sitemapdocument.h"
#include "urltools.h"
#include "validator.h"

#include <QFileInfo>
#include <QFormLayout>
#include <QGroupBox>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QLineEdit>
#include <QPlainTextEdit>
#include <QPushButton>
#include <QScrollArea>
#include <QTimer>
#include <QTreeWidget>
#include <QVBoxLayout>

#include <utility>

namespace {

// Item data: the element's index among the entry's extension children.
constexpr int ChildRole = Qt::UserRole;
// Item data of an alternate whose URL is an entry of the set: its file and entry.
constexpr int TargetFileRole = Qt::UserRole + 1;
constexpr int TargetEntryRole = Qt::UserRole + 2;

// A list that asks for no more height than its rows need (up to a limit), so the
// dock's sections stack without empty space.
class CompactTree : public QTreeWidget
{
public:
    explicit CompactTree(int maxRows, QWidget *parent = nullptr)
        : QTreeWidget(parent), m_maxRows(maxRows)
    {
        setRootIsDecorated(false);
        setUniformRowHeights(true);
        setAlternatingRowColors(true);
        setSelectionMode(QAbstractItemView::SingleSelection);
        setEditTriggers(QAbstractItemView::NoEditTriggers);
        setHorizontalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
        setTextElideMode(Qt::ElideMiddle);
        header()->setStretchLastSection(true);
        setSizePolicy(QSizePolicy::Ignored, QSizePolicy::Fixed);
    }
    // Every column as wide as its contents but this one, which takes the rest.
    void setStretchColumn(int column)
    {
        header()->setStretchLastSection(false);
        for (int c = 0; c < columnCount(); ++c)
            header()->setSectionResizeMode(c, c == column ? QHeaderView::Stretch
                                                          : QHeaderView::ResizeToContents);
    }
    QSize sizeHint() const override
    {
        int rows = 0;
        for (QTreeWidgetItemIterator it(const_cast<CompactTree *>(this)); *it; ++it) {
            const QTreeWidgetItem *item = *it;
            if (!item->parent() || item->parent()->isExpanded())
                ++rows;
        }
        rows = std::clamp(rows, 1, m_maxRows);
        const int row = std::max({sizeHintForRow(0), fontMetrics().height() + 4, 18});
        const int head = isHeaderHidden() ? 0 : header()->sizeHint().height();
        return {100, head + rows * row + 2 * frameWidth() + 2};
    }
    QSize minimumSizeHint() const override { return sizeHint(); }
    void refit() { updateGeometry(); }

private:
    int m_maxRows;
};

QString orDash(const QString &value)
{
    return value.isNull() ? EntryDetailsDock::tr("(not set)") : value;
}

QString yesNo(bool value)
{
    return value ? EntryDetailsDock::tr("yes") : EntryDetailsDock::tr("no");
}

// "name [attr=value ...]" for a video or news child with attributes.
QString describeNode(const ExtensionElements::Node &node)
{
    QString name = node.local;
    if (!node.attributes.isEmpty()) {
        QStringList attrs;
        for (const auto &[key, value] : node.attributes)
            attrs << QStringLiteral("%1=%2").arg(key, value);
        name += QStringLiteral(" [%1]").arg(attrs.join(QLatin1Char(' ')));
    }
    return name;
}

// Adds the children of node as rows "name: text" under parent, nested ones deeper.
void addNodeRows(QTreeWidgetItem *parent, const ExtensionElements::Node &node)
{
    for (const ExtensionElements::Node &child : node.children) {
        auto *item = new QTreeWidgetItem(parent, {describeNode(child), child.text.trimmed()});
        item->setToolTip(1, child.text.trimmed());
        addNodeRows(item, child);
    }
}

} // namespace

EntryDetailsDock::EntryDetailsDock(SitemapDocument *doc, Validator *validator, QWidget *parent)
    : QDockWidget(tr("Entry Details"), parent), m_doc(doc), m_validator(validator)
{
    setObjectName(QStringLiteral("EntryDetailsDock"));
    auto *scroll = new QScrollArea(this);
    scroll->setWidgetResizable(true);
    scroll->setFrameShape(QFrame::NoFrame);
    scroll->setHorizontalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
    auto *body = new QWidget(scroll);
    auto *layout = new QVBoxLayout(body);
    layout->setContentsMargins(6, 4, 6, 4);

    m_title = new QLabel(body);
    m_title->setWordWrap(true);
    layout->addWidget(m_title);

    auto *urlForm = new QFormLayout;
    urlForm->setFieldGrowthPolicy(QFormLayout::AllNonFixedFieldsGrow);
    // Read-only line edits: a long URL scrolls instead of widening the dock, and
    // copies exactly.
    m_rawUrl = new QLineEdit(body);
    m_shownUrl = new QLineEdit(body);
    for (QLineEdit *line : {m_rawUrl, m_shownUrl}) {
        line->setReadOnly(true);
        line->setFrame(false);
        line->setMinimumWidth(60);
    }
    urlForm->addRow(tr("In the file:"), m_rawUrl);
    urlForm->addRow(tr("As shown:"), m_shownUrl);
    layout->addLayout(urlForm);

    m_fields = new CompactTree(4, body);
    m_fields->setHeaderLabels({tr("Field"), tr("Value as written")});
    static_cast<CompactTree *>(m_fields)->setStretchColumn(1);
    layout->addWidget(m_fields);

    m_problems = new CompactTree(6, body);
    m_problems->setHeaderHidden(true);
    m_problems->setTextElideMode(Qt::ElideRight);
    m_problems->setToolTip(tr("The problems of this entry"));
    layout->addWidget(m_problems);

    // hreflang alternates
    m_alternatesBox = new QGroupBox(tr("Alternates (hreflang)"), body);
    auto *altLayout = new QVBoxLayout(m_alternatesBox);
    m_alternates = new CompactTree(8, m_alternatesBox);
    m_alternates->setHeaderLabels({tr("Language"), tr("URL"), tr("In set"), tr("Links back")});
    m_alternates->setToolTip(tr("Double-click an alternate to show its entry in the table"));
    static_cast<CompactTree *>(m_alternates)->setStretchColumn(1);
    altLayout->addWidget(m_alternates);
    auto *altForm = new QHBoxLayout;
    m_language = new QLineEdit(m_alternatesBox);
    m_language->setPlaceholderText(tr("Language"));
    m_language->setMaximumWidth(90);
    m_alternateUrl = new QLineEdit(m_alternatesBox);
    m_alternateUrl->setPlaceholderText(tr("Alternate URL"));
    altForm->addWidget(m_language);
    altForm->addWidget(m_alternateUrl, 1);
    altLayout->addLayout(altForm);
    auto *altButtons = new QHBoxLayout;
    m_addAlternate = new QPushButton(tr("Add"), m_alternatesBox);
    m_changeAlternate = new QPushButton(tr("Change"), m_alternatesBox);
    m_removeAlternate = new QPushButton(tr("Remove"), m_alternatesBox);
    m_cluster = new QPushButton(tr("Make Cluster Consistent"), m_alternatesBox);
    m_cluster->setToolTip(tr("Give every page of this hreflang cluster the complete list of "
                             "alternates, itself included"));
    for (QPushButton *b : {m_addAlternate, m_changeAlternate, m_removeAlternate})
        altButtons->addWidget(b);
    altButtons->addStretch(1);
    altLayout->addLayout(altButtons);
    auto *clusterRow = new QHBoxLayout;
    clusterRow->addWidget(m_cluster);
    clusterRow->addStretch(1);
    altLayout->addLayout(clusterRow);
    m_addAlternate->setObjectName(QStringLiteral("addAlternateButton"));
    m_changeAlternate->setObjectName(QStringLiteral("changeAlternateButton"));
    m_removeAlternate->setObjectName(QStringLiteral("removeAlternateButton"));
    m_cluster->setObjectName(QStringLiteral("clusterButton"));
    layout->addWidget(m_alternatesBox);

    // images
    m_imagesBox = new QGroupBox(tr("Images"), body);
    auto *imgLayout = new QVBoxLayout(m_imagesBox);
    m_images = new CompactTree(8, m_imagesBox);
    m_images->setHeaderLabels(
        {tr("Image URL"), tr("Caption"), tr("Title"), tr("Geo location"), tr("License")});
    m_images->headerItem()->setToolTip(1, tr("Deprecated since 2022: search engines ignore it"));
    for (int c = 2; c <= 4; ++c)
        m_images->headerItem()->setToolTip(c, m_images->headerItem()->toolTip(1));
    static_cast<CompactTree *>(m_images)->setStretchColumn(0);
    imgLayout->addWidget(m_images);
    m_imageUrl = new QLineEdit(m_imagesBox);
    m_imageUrl->setPlaceholderText(tr("Image URL"));
    imgLayout->addWidget(m_imageUrl);
    auto *imgButtons = new QHBoxLayout;
    m_addImage = new QPushButton(tr("Add"), m_imagesBox);
    m_changeImage = new QPushButton(tr("Change"), m_imagesBox);
    m_removeImage = new QPushButton(tr("Remove"), m_imagesBox);
    for (QPushButton *b : {m_addImage, m_changeImage, m_removeImage})
        imgButtons->addWidget(b);
    imgButtons->addStretch(1);
    imgLayout->addLayout(imgButtons);
    m_addImage->setObjectName(QStringLiteral("addImageButton"));
    m_changeImage->setObjectName(QStringLiteral("changeImageButton"));
    m_removeImage->setObjectName(QStringLiteral("removeImageButton"));
    layout->addWidget(m_imagesBox);

    // videos and news: every field, read-only
    m_videosBox = new QGroupBox(tr("Videos"), body);
    auto *videoLayout = new QVBoxLayout(m_videosBox);
    m_videos = new CompactTree(14, m_videosBox);
    m_videos->setRootIsDecorated(true);
    m_videos->setHeaderLabels({tr("Field"), tr("Value")});
    static_cast<CompactTree *>(m_videos)->setStretchColumn(1);
    videoLayout->addWidget(m_videos);
    layout->addWidget(m_videosBox);

    m_newsBox = new QGroupBox(tr("News"), body);
    auto *newsLayout = new QVBoxLayout(m_newsBox);
    m_news = new CompactTree(8, m_newsBox);
    m_news->setRootIsDecorated(true);
    m_news->setHeaderLabels({tr("Field"), tr("Value")});
    static_cast<CompactTree *>(m_news)->setStretchColumn(1);
    newsLayout->addWidget(m_news);
    layout->addWidget(m_newsBox);

    m_otherBox = new QGroupBox(tr("Other extensions"), body);
    auto *otherLayout = new QVBoxLayout(m_otherBox);
    m_other = new QPlainTextEdit(m_otherBox);
    m_other->setReadOnly(true);
    m_other->setLineWrapMode(QPlainTextEdit::WidgetWidth);
    m_other->setMaximumHeight(120);
    m_other->setToolTip(tr("Extensions of other namespaces are kept as written; they are not "
                           "edited here"));
    otherLayout->addWidget(m_other);
    layout->addWidget(m_otherBox);
    layout->addStretch(1);

    scroll->setWidget(body);
    setWidget(scroll);

    connect(m_addAlternate, &QPushButton::clicked, this, &EntryDetailsDock::addAlternate);
    connect(m_changeAlternate, &QPushButton::clicked, this, &EntryDetailsDock::changeAlternate);
    connect(m_removeAlternate, &QPushButton::clicked, this, &EntryDetailsDock::removeAlternate);
    connect(m_cluster, &QPushButton::clicked, this, &EntryDetailsDock::makeClusterConsistent);
    connect(m_addImage, &QPushButton::clicked, this, &EntryDetailsDock::addImage);
    connect(m_changeImage, &QPushButton::clicked, this, &EntryDetailsDock::changeImage);
    connect(m_removeImage, &QPushButton::clicked, this, &EntryDetailsDock::removeImage);
    connect(m_language, &QLineEdit::returnPressed, this, &EntryDetailsDock::addAlternate);
    connect(m_alternateUrl, &QLineEdit::returnPressed, this, &EntryDetailsDock::addAlternate);
    connect(m_imageUrl, &QLineEdit::returnPressed, this, &EntryDetailsDock::addImage);
    for (QLineEdit *edit : {m_language, m_alternateUrl, m_imageUrl})
        connect(edit, &QLineEdit::textChanged, this, &EntryDetailsDock::updateButtons);
    connect(m_alternates, &QTreeWidget::currentItemChanged, this, [this](QTreeWidgetItem *item) {
        if (item) {
            m_language->setText(item->text(0));
            m_alternateUrl->setText(item->data(1, Qt::UserRole).toString());
            m_alternateUrl->setCursorPosition(0);
        }
        updateButtons();
    });
    connect(m_alternates, &QTreeWidget::itemActivated, this, [this](QTreeWidgetItem *item) {
        if (item && item->data(0, TargetFileRole).isValid())
            emit entryActivated(item->data(0, TargetFileRole).toInt(),
                                item->data(0, TargetEntryRole).toInt());
    });
    connect(m_images, &QTreeWidget::currentItemChanged, this, [this](QTreeWidgetItem *item) {
        if (item) {
            m_imageUrl->setText(item->data(0, Qt::UserRole + 3).toString());
            m_imageUrl->setCursorPosition(0);
        }
        updateButtons();
    });

    // Follow the document: the entry's own changes, and what moves or renames entries.
    auto lookupStale = [this] {
        m_lookup.reset();
        scheduleRefresh();
    };
    connect(m_doc, &SitemapDocument::extensionsChanged, this, lookupStale);
    connect(m_doc, &SitemapDocument::valuesChanged, this, [this](int, Field field) {
        if (field == Field::Loc)
            m_lookup.reset();
        scheduleRefresh();
    });
    connect(
        m_doc, &SitemapDocument::entriesInserted, this, [this](int file, const EntryRuns &runs) {
            if (file == m_file && m_entry >= 0)
                m_entry =
                    EntryRunsOf::Renumbering(runs, EntryRunsOf::Renumbering::Insertion)(m_entry);
            m_lookup.reset();
            scheduleRefresh();
        });
    connect(m_doc, &SitemapDocument::entriesRemoved, this, [this](int file, const EntryRuns &runs) {
        if (file == m_file && m_entry >= 0)
            m_entry = EntryRunsOf::Renumbering(runs, EntryRunsOf::Renumbering::Removal)(m_entry);
        if (m_entry < 0)
            m_file = -1;
        m_lookup.reset();
        scheduleRefresh();
    });
    connect(m_doc, &SitemapDocument::aboutToReset, this, [this] {
        m_file = m_entry = -1;
        m_lookup.reset();
    });
    connect(m_doc, &SitemapDocument::resetDone, this, lookupStale);
    connect(m_validator, &Validator::entryProblemsChanged, this,
            [this](int file, int first, int last) {
                if (file == m_file && m_entry >= first && m_entry <= last)
                    scheduleRefresh();
            });
    refresh();
}

EntryDetailsDock::~EntryDetailsDock() = default;

void EntryDetailsDock::setEntry(int file, int entry)
{
    if (file < 0 || file >= m_doc->fileCount() || entry < 0 || entry >= m_doc->entryCount(file))
        file = entry = -1;
    if (file == m_file && entry == m_entry)
        return;
    m_file = file;
    m_entry = entry;
    m_language->clear();
    m_alternateUrl->clear();
    m_imageUrl->clear();
    refresh();
}

void EntryDetailsDock::scheduleRefresh()
{
    // Hidden, it waits until it is shown; several signals of one edit make one
    // refresh, after the edit is complete.
    if (!isVisible()) {
        m_stale = true;
        return;
    }
    if (m_refreshPending)
        return;
    m_refreshPending = true;
    QTimer::singleShot(0, this, [this] {
        m_refreshPending = false;
        refresh();
    });
}

const ExtensionEdits::LocLookup &EntryDetailsDock::lookup()
{
    if (!m_lookup)
        m_lookup = std::make_unique<ExtensionEdits::LocLookup>(*m_doc, m_validator);
    return *m_lookup;
}

bool EntryDetailsDock::editable() const
{
    if (m_file < 0)
        return false;
    const FileKind kind = m_doc->file(m_file).kind;
    return kind == FileKind::UrlSet || kind == FileKind::Feed;
}

void EntryDetailsDock::showEvent(QShowEvent *event)
{
    QDockWidget::showEvent(event);
    if (std::exchange(m_stale, false))
        refresh();
}

void EntryDetailsDock::refresh()
{
    m_refreshPending = false;
    if (!isVisible()) {
        m_stale = true;
        return;
    }
    m_stale = false;
    if (m_file >= 0 && (m_file >= m_doc->fileCount() || m_entry >= m_doc->entryCount(m_file)))
        m_file = m_entry = -1;
    const int keepAlternate = currentChild(m_alternates);
    const int keepImage = currentChild(m_images);
    m_fields->clear();
    m_problems->clear();
    m_alternates->clear();
    m_images->clear();
    m_videos->clear();
    m_news->clear();
    m_other->clear();
    const bool has = m_file >= 0;
    for (QWidget *w :
         {static_cast<QWidget *>(m_fields), static_cast<QWidget *>(m_problems),
          static_cast<QWidget *>(m_alternatesBox), static_cast<QWidget *>(m_imagesBox)})
        w->setVisible(has);
    if (!has) {
        m_title->setText(tr("Choose a row of the table to see all of its entry here."));
        m_rawUrl->clear();
        m_shownUrl->clear();
        m_videosBox->setVisible(false);
        m_newsBox->setVisible(false);
        m_otherBox->setVisible(false);
        updateButtons();
        return;
    }

    const SitemapFile &file = m_doc->file(m_file);
    const Entry &e = m_doc->entry(m_file, m_entry);
    const QString fileName = file.path.isEmpty() ? tr("(new)") : QFileInfo(file.path).fileName();
    m_title->setText(e.line > 0
                         ? tr("Entry %1 of %2, line %3").arg(m_entry + 1).arg(fileName).arg(e.line)
                         : tr("Entry %1 of %2").arg(m_entry + 1).arg(fileName));
    const QString loc = m_doc->value(m_file, m_entry, Field::Loc);
    m_rawUrl->setText(orDash(loc));
    m_shownUrl->setText(loc.isEmpty() ? orDash(loc) : UrlTools::toReadableForm(loc));
    m_rawUrl->setCursorPosition(0);
    m_shownUrl->setCursorPosition(0);

    const QString names[FieldCount] = {tr("URL"), tr("Last modified"), tr("Change frequency"),
                                       tr("Priority")};
    for (int f = 1; f < FieldCount; ++f) {
        const QString value = m_doc->value(m_file, m_entry, Field(f));
        auto *item = new QTreeWidgetItem(m_fields, {names[f], orDash(value)});
        if (e.isRepeated(Field(f)))
            item->setToolTip(1, tr("Given more than once in the file; the first is kept"));
    }

    // Problems: each in the list; those of an extension also next to its section,
    // and at its element when the reader's position of the element tells which.
    const std::vector<Problem> problems = m_validator->entryProblems(m_file, m_entry);
    QStringList sectionProblems[4]; // hreflang, image, video, news
    std::vector<std::pair<TextPosition, const Problem *>> located;
    for (const Problem &p : problems) {
        auto *item = new QTreeWidgetItem(m_problems, {p.message});
        item->setIcon(0, SeverityStyle::icon(p.severity));
        item->setData(0, Qt::UserRole, p.rule);
        item->setToolTip(0, QStringLiteral("%1 (%2)").arg(p.message, p.rule));
        int section = -1;
        if (p.rule.startsWith(QLatin1String("hreflang-")))
            section = 0;
        else if (p.rule.startsWith(QLatin1String("image-")))
            section = 1;
        else if (p.rule.startsWith(QLatin1String("video-")))
            section = 2;
        else if (p.rule.startsWith(QLatin1String("news-")))
            section = 3;
        if (section >= 0) {
            sectionProblems[section] << p.message;
            located.emplace_back(TextPosition{p.line, p.column}, &p);
        }
    }
    if (problems.empty())
        new QTreeWidgetItem(m_problems, {tr("No problems")});
    const TextPosition own{int(e.line), int(e.column)};
    // The problem messages at the element child, when positions tell.
    auto problemsAt = [&](int child) {
        QStringList out;
        const TextPosition at = file.spot(e, Spot::Extension, child);
        if (at.line == own.line && at.column == own.column)
            return out;
        for (const auto &[pos, p] : located) {
            if (pos.line == at.line && pos.column == at.column)
                out << p->message;
        }
        return out;
    };
    auto markProblems = [&](QTreeWidgetItem *item, int child, int columns) {
        const QStringList here = problemsAt(child);
        if (here.isEmpty())
            return;
        item->setIcon(0, SeverityStyle::icon(Severity::Warning));
        for (int c = 0; c < columns; ++c)
            item->setToolTip(c, here.join(QLatin1Char('\n')));
    };
    auto sectionTitle = [&](QGroupBox *box, const QString &title, int section) {
        box->setTitle(title);
        box->setToolTip(sectionProblems[section].join(QLatin1Char('\n')));
    };

    // The extension elements, each in its section.
    const QString xml = m_doc->extensionsXml(m_file, m_entry);
    const auto spans = ExtensionElements::split(xml);
    const std::vector<ExtensionEdits::Alternate> alts =
        ExtensionEdits::alternates(*m_doc, m_file, m_entry);
    const QString selfKey = UrlTools::duplicateKey(UrlTools::trimXmlWhitespace(loc));
    std::vector<bool> shown(spans.size(), false);
    for (const ExtensionEdits::Alternate &a : alts) {
        shown[size_t(a.child)] = true;
        int targetFile = -1, targetEntry = -1;
        if (!a.href.isEmpty()) {
            if (const auto found = lookup().find(a.href)) {
                targetFile = found->first;
                targetEntry = found->second;
            }
        }
        const bool inSet = targetFile >= 0;
        bool back = false;
        if (inSet && targetFile == m_file && targetEntry == m_entry) {
            back = true;
        } else if (inSet) {
            for (const auto &b : ExtensionEdits::alternates(*m_doc, targetFile, targetEntry)) {
                if (UrlTools::duplicateKey(b.href) == selfKey)
                    back = true;
            }
        }
        auto *item = new QTreeWidgetItem(m_alternates,
                                         {a.hreflang, UrlTools::toReadableForm(a.href),
                                          yesNo(inSet), inSet ? yesNo(back) : QStringLiteral("–")});
        item->setData(0, ChildRole, a.child);
        item->setData(1, Qt::UserRole, a.href);
        item->setToolTip(1, a.href);
        if (inSet) {
            item->setData(0, TargetFileRole, targetFile);
            item->setData(0, TargetEntryRole, targetEntry);
        }
        markProblems(item, a.child, 4);
        if (a.child == keepAlternate)
            m_alternates->setCurrentItem(item);
    }
    sectionTitle(m_alternatesBox,
                 sectionProblems[0].isEmpty() ? tr("Alternates (hreflang): %1").arg(alts.size())
                                              : tr("Alternates (hreflang): %1, %n problem(s)",
                                                   nullptr, int(sectionProblems[0].size()))
                                                    .arg(alts.size()),
                 0);

    int videos = 0, news = 0;
    QString other;
    for (size_t i = 0; i < spans.size(); ++i) {
        if (shown[i])
            continue;
        const ExtensionElements::Span &s = spans[i];
        const QString uri = m_doc->namespaces().uriFor(s.prefix);
        const QStringView text = QStringView(xml).sliced(s.begin, s.end - s.begin);
        ExtensionElements::Node node;
        const bool read = ExtensionElements::read(text, m_doc->namespaces(), &node);
        if (read && uri == Ns::Image && s.local == QLatin1String("image")) {
            const QString imageLoc = node.childText(QStringLiteral("loc"));
            auto *item = new QTreeWidgetItem(
                m_images,
                {node.child(QStringLiteral("loc")) ? UrlTools::toReadableForm(imageLoc)
                                                   : tr("(no image URL)"),
                 node.childText(QStringLiteral("caption")), node.childText(QStringLiteral("title")),
                 node.childText(QStringLiteral("geo_location")),
                 node.childText(QStringLiteral("license"))});
            item->setData(0, ChildRole, int(i));
            item->setData(0, Qt::UserRole + 3, imageLoc);
            item->setToolTip(0, imageLoc);
            markProblems(item, int(i), 5);
            if (int(i) == keepImage)
                m_images->setCurrentItem(item);
            continue;
        }
        if (read && uri == Ns::Video && s.local == QLatin1String("video")) {
            ++videos;
            auto *top = new QTreeWidgetItem(
                m_videos, {tr("Video %1").arg(videos), node.childText(QStringLiteral("title"))});
            top->setData(0, ChildRole, int(i));
            for (const auto &[key, value] : node.attributes)
                new QTreeWidgetItem(top, {QStringLiteral("@") + key, value});
            addNodeRows(top, node);
            markProblems(top, int(i), 2);
            top->setExpanded(true);
            continue;
        }
        if (read && uri == Ns::News && s.local == QLatin1String("news")) {
            ++news;
            auto *top = new QTreeWidgetItem(
                m_news, {tr("News %1").arg(news), node.childText(QStringLiteral("title"))});
            top->setData(0, ChildRole, int(i));
            addNodeRows(top, node);
            markProblems(top, int(i), 2);
            top->setExpanded(true);
            continue;
        }
        if (!other.isEmpty())
            other += QLatin1Char('\n');
        other += text;
    }
    // Elements between or around the top-level ones (none in what the reader keeps).
    const int images = m_images->topLevelItemCount();
    sectionTitle(
        m_imagesBox,
        sectionProblems[1].isEmpty()
            ? tr("Images: %1").arg(images)
            : tr("Images: %1, %n problem(s)", nullptr, int(sectionProblems[1].size())).arg(images),
        1);
    sectionTitle(
        m_videosBox,
        sectionProblems[2].isEmpty()
            ? tr("Videos: %1").arg(videos)
            : tr("Videos: %1, %n problem(s)", nullptr, int(sectionProblems[2].size())).arg(videos),
        2);
    sectionTitle(
        m_newsBox,
        sectionProblems[3].isEmpty()
            ? tr("News: %1").arg(news)
            : tr("News: %1, %n problem(s)", nullptr, int(sectionProblems[3].size())).arg(news),
        3);
    m_videosBox->setVisible(videos > 0);
    m_newsBox->setVisible(news > 0);
    m_otherBox->setVisible(!other.isEmpty());
    m_other->setPlainText(other);
    for (QTreeWidget *view : {m_fields, m_problems, m_alternates, m_images, m_videos, m_news})
        static_cast<CompactTree *>(view)->refit();
    m_alternatesBox->setEnabled(editable() || !alts.empty());
    m_imagesBox->setEnabled(editable() || images > 0);
    updateButtons();
}

void EntryDetailsDock::updateButtons()
{
    const bool can = editable();
    const bool altChosen = m_alternates->currentItem() != nullptr;
    const bool altForm =
        !m_language->text().trimmed().isEmpty() && !m_alternateUrl->text().trimmed().isEmpty();
    m_language->setEnabled(can);
    m_alternateUrl->setEnabled(can);
    m_addAlternate->setEnabled(can && altForm);
    m_changeAlternate->setEnabled(can && altForm && altChosen);
    m_removeAlternate->setEnabled(can && altChosen);
    m_cluster->setEnabled(can && m_alternates->topLevelItemCount() > 0);
    const bool imageChosen = m_images->currentItem() != nullptr;
    const bool imageForm = !m_imageUrl->text().trimmed().isEmpty();
    m_imageUrl->setEnabled(can);
    m_addImage->setEnabled(can && imageForm);
    m_changeImage->setEnabled(can && imageForm && imageChosen);
    m_removeImage->setEnabled(can && imageChosen);
}

int EntryDetailsDock::currentChild(QTreeWidget *view) const
{
    const QTreeWidgetItem *item = view->currentItem();
    return item ? item->data(0, ChildRole).toInt() : -1;
}

void EntryDetailsDock::submitXml(const QString &text, const QString &xml)
{
    if (!m_submit || !editable())
        return;
    DocumentEdit edit = m_doc->setExtensionsEdit(m_file, {m_entry}, {xml});
    if (edit.targets.empty())
        return;
    m_submit(text, {std::move(edit)});
}

void EntryDetailsDock::addAlternate()
{
    if (!m_addAlternate->isEnabled())
        return;
    const QString prefix = m_doc->extensionPrefix(Ns::Xhtml);
    const QString element =
        ExtensionEdits::alternateXml(prefix, m_language->text(), m_alternateUrl->text());
    const QString xml = ExtensionEdits::added(m_doc->extensionsXml(m_file, m_entry), element,
                                              prefix, QStringLiteral("link"));
    m_alternates->setCurrentItem(nullptr);
    submitXml(tr("Add alternate %1").arg(m_language->text()), xml);
}

void EntryDetailsDock::changeAlternate()
{
    const int child = currentChild(m_alternates);
    if (!m_changeAlternate->isEnabled() || child < 0)
        return;
    const QString prefix = m_doc->extensionPrefix(Ns::Xhtml);
    const QString xml = m_doc->extensionsXml(m_file, m_entry);
    const auto spans = ExtensionElements::split(xml);
    if (size_t(child) >= spans.size())
        return;
    // Only the hreflang and href values change: other attributes stay as written.
    const ExtensionElements::Span &s = spans[size_t(child)];
    ExtensionElements::Node node;
    QString element =
        ExtensionEdits::alternateXml(prefix, m_language->text(), m_alternateUrl->text());
    if (ExtensionElements::read(QStringView(xml).sliced(s.begin, s.end - s.begin),
                                m_doc->namespaces(), &node)) {
        QString attrs;
        for (const auto &[key, value] : node.attributes) {
            const QString written = key == QLatin1String("hreflang") ? m_language->text()
                                    : key == QLatin1String("href")   ? m_alternateUrl->text()
                                                                     : value;
            attrs += QStringLiteral(" %1=\"%2\"").arg(key, ExtensionElements::escaped(written));
        }
        if (node.children.empty() && node.text.isEmpty())
            element = QStringLiteral("<%1%2/>").arg(node.qualified, attrs);
    }
    submitXml(tr("Change alternate %1").arg(m_language->text()),
              ExtensionEdits::replaced(xml, child, element));
}

void EntryDetailsDock::removeAlternate()
{
    const int child = currentChild(m_alternates);
    if (!m_removeAlternate->isEnabled() || child < 0)
        return;
    const QString language = m_alternates->currentItem()->text(0);
    m_alternates->setCurrentItem(nullptr);
    submitXml(tr("Remove alternate %1").arg(language),
              ExtensionEdits::replaced(m_doc->extensionsXml(m_file, m_entry), child, QString()));
}

void EntryDetailsDock::addImage()
{
    if (!m_addImage->isEnabled())
        return;
    const QString prefix = m_doc->extensionPrefix(Ns::Image);
    const QString xml = ExtensionEdits::added(m_doc->extensionsXml(m_file, m_entry),
                                              ExtensionEdits::imageXml(prefix, m_imageUrl->text()),
                                              prefix, QStringLiteral("image"));
    m_images->setCurrentItem(nullptr);
    submitXml(tr("Add image"), xml);
}

void EntryDetailsDock::changeImage()
{
    const int child = currentChild(m_images);
    if (!m_changeImage->isEnabled() || child < 0)
        return;
    const QString prefix = m_doc->extensionPrefix(Ns::Image);
    const QString xml = m_doc->extensionsXml(m_file, m_entry);
    const auto spans = ExtensionElements::split(xml);
    if (size_t(child) >= spans.size())
        return;
    const ExtensionElements::Span &s = spans[size_t(child)];
    const auto element =
        ExtensionEdits::withImageLoc(xml.mid(s.begin, s.end - s.begin), prefix, m_imageUrl->text());
    if (!element)
        return;
    submitXml(tr("Change image"), ExtensionEdits::replaced(xml, child, *element));
}

void EntryDetailsDock::removeImage()
{
    const int child = currentChild(m_images);
    if (!m_removeImage->isEnabled() || child < 0)
        return;
    m_images->setCurrentItem(nullptr);
    submitXml(tr("Remove image"),
              ExtensionEdits::replaced(m_doc->extensionsXml(m_file, m_entry), child, QString()));
}

void EntryDetailsDock::makeClusterConsistent()
{
    if (!m_cluster->isEnabled() || !m_submit)
        return;
    ExtensionEdits::ClusterPlan plan =
        ExtensionEdits::consistentCluster(*m_doc, m_file, m_entry, lookup());
    if (plan.edits.empty())
        return;
    m_submit(tr("Make hreflang cluster consistent"), std::move(plan.edits));
}
