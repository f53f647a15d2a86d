// SPDX-License-Identifier: GPL-3.0-or-later
#include "robotshintbar.h"

#include "documentloader.h"

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

void RobotsHintBar::showFor(const QString &baseUrl, const QString &fileName)
{
    const QString url =
        baseUrl.isEmpty() ? QString() : DocumentLoader::resolveOwnUrl(baseUrl, fileName);
    const QString retired =
        tr("Search engines find it there: this line replaced the search-engine ping, which "
           "Google retired in 2023 and Bing in 2022.");
    if (url.isEmpty()) {
        m_line->setText(robotsLine(QStringLiteral("https://www.example.com/") + fileName));
        m_text->setText(tr("Add this line to the robots.txt at the root of the site, with the "
                           "site's own address (set it with File ▸ Sitemap URL to get the exact "
                           "line).") +
                        QLatin1Char(' ') + retired);
    } else {
        m_line->setText(robotsLine(url));
        m_text->setText(tr("Add this line to the robots.txt at the root of the site.") +
                        QLatin1Char(' ') + retired);
    }
    m_copy->setText(tr("&Copy"));
    show();
}
