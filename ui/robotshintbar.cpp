// SPDX-License-Identifier: GPL-3.0-or-later
#include "robotshintbar.h"

#include "documentloader.h"
#include "sitemapdocument.h"
#include "urltools.h"

#include <QApplication>
#include <QClipboard>
#include <QHBoxLayout>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QStyle>
#include <QVBoxLayout>

RobotsHintBar::RobotsHintBar(QWidget *parent) : QFrame(parent)
{
    setObjectName(QStringLiteral("robotsHintBar"));
    setFrameShape(QFrame::StyledPanel);
    setAutoFillBackground(true);
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(8, 6, 8, 6);
    layout->setSpacing(4);
    m_text = new QLabel(this);
    m_text->setWordWrap(true);
    layout->addWidget(m_text);
    auto *row = new QHBoxLayout;
    m_line = new QLineEdit(this);
    m_line->setObjectName(QStringLiteral("robotsLine"));
    m_line->setReadOnly(true);
    row->addWidget(m_line, 1);
    m_copy = new QPushButton(tr("&Copy"), this);
    m_copy->setObjectName(QStringLiteral("copyRobotsLine"));
    row->addWidget(m_copy);
    m_ask = new QPushButton(tr("Enter the Sitemap &URL…"), this);
    m_ask->setObjectName(QStringLiteral("askSitemapUrl"));
    m_ask->setVisible(false);
    connect(m_ask, &QPushButton::clicked, this, &RobotsHintBar::sitemapUrlWanted);
    row->addWidget(m_ask);
    m_close = new QPushButton(this);
    m_close->setIcon(style()->standardIcon(QStyle::SP_TitleBarCloseButton));
    m_close->setToolTip(tr("Close"));
    m_close->setFlat(true);
    row->addWidget(m_close);
    layout->addLayout(row);
    connect(m_copy, &QPushButton::clicked, this, [this] {
        QApplication::clipboard()->setText(line());
        m_copy->setText(tr("Copied"));
    });
    connect(m_close, &QPushButton::clicked, this, &QWidget::hide);
    hide();
}

QString RobotsHintBar::robotsLine(const QString &url)
{
    return QStringLiteral("Sitemap: ") + url;
}

QString RobotsHintBar::line() const
{
    return m_line->text();
}

QString RobotsHintBar::commonOrigin(const SitemapDocument &document)
{
    QString origin;
    for (int f = 0; f < document.fileCount(); ++f) {
        for (int e = 0, n = document.entryCount(f); e < n; ++e) {
            const QString url = document.value(f, e, Field::Loc);
            const UrlTools::Parts parts = UrlTools::split(UrlTools::trimXmlWhitespace(url));
            if (!parts.absolute ||
                (parts.scheme != QLatin1String("http") && parts.scheme != QLatin1String("https")))
                return {};
            const QString key = UrlTools::originKey(url);
            if (key.isEmpty() || (!origin.isEmpty() && key != origin))
                return {};
            origin = key;
        }
    }
    return origin;
}

void RobotsHintBar::showFor(const QString &baseUrl, const QString &fileName)
{
    m_fileName = fileName;
    QString url = baseUrl.isEmpty() ? QString() : DocumentLoader::resolveOwnUrl(baseUrl, fileName);
    const QString retired =
        tr("Search engines find it there: this line replaced the search-engine ping, which "
           "Google retired in 2023 and Bing in 2022.");
    QString text;
    if (!url.isEmpty()) {
        text = tr("Add this line to the robots.txt at the root of the site.");
    } else {
        // No sitemap URL: the host every URL is on, at the root of that site.
        const QString origin = m_document ? commonOrigin(*m_document) : QString();
        if (!origin.isEmpty()) {
            url = origin + QLatin1Char('/') + fileName;
            text = tr("Add this line to the robots.txt at the root of the site, if the sitemap "
                      "is served there (set File ▸ Sitemap URL when it is served elsewhere).");
        }
    }
    const bool known = !url.isEmpty();
    m_line->setVisible(known);
    m_copy->setVisible(known);
    m_ask->setVisible(!known);
    if (known) {
        m_line->setText(robotsLine(url));
    } else {
        m_line->clear();
        text = tr("The URLs are not all on one host, so the editor cannot tell where the sitemap "
                  "is served. Enter its URL to get the line for the robots.txt of that site.");
    }
    m_text->setText(text + QLatin1Char(' ') + retired);
    m_copy->setText(tr("&Copy"));
    show();
}
