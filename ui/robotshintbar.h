// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// Shown above the table after a save: the robots.txt line that tells search
// engines where the saved sitemap (or index) is, with a Copy button, and that
// this line is what replaced the retired search-engine ping. Closed by its
// button, hidden again when another document is opened.
//
// The host of the line: the sitemap URL's when it is known, else the one host all
// the document's URLs are on; when they are on several (or none is absolute) the
// bar names no host but asks for the sitemap URL (sitemapUrlWanted). It never
// offers a placeholder host the URLs do not use.

#include <QFrame>

class QLabel;
class SitemapDocument;
class QLineEdit;
class QPushButton;

class RobotsHintBar : public QFrame
{
    Q_OBJECT

public:
    explicit RobotsHintBar(QWidget *parent = nullptr);

    // The line for a sitemap served at url: "Sitemap: URL".
    static QString robotsLine(const QString &url);
    // The document whose URLs tell the host when the sitemap URL is not known.
    void setDocument(const SitemapDocument *document) { m_document = document; }
    // Shows the line for the sitemap saved as fileName, served from baseUrl (the
    // save's base URL; empty when not known).
    void showFor(const QString &baseUrl, const QString &fileName);
    QString fileName() const { return m_fileName; }
    // The one origin (scheme://host) of every URL of document; empty when they are
    // on several or none is absolute http(s).
    static QString commonOrigin(const SitemapDocument &document);

    QString line() const;
    QLineEdit *lineEdit() const { return m_line; }
    QPushButton *copyButton() const { return m_copy; }
    QPushButton *askButton() const { return m_ask; }
    QLabel *textLabel() const { return m_text; }

signals:
    // The URLs do not tell the host: the user wants to enter the sitemap URL.
    void sitemapUrlWanted();

private:
    const SitemapDocument *m_document = nullptr;
    QString m_fileName;
    QPushButton *m_ask;
    QLabel *m_text;
    QLineEdit *m_line;
    QPushButton *m_copy;
    QPushButton *m_close;
};
