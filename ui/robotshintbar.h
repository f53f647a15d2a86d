// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// Shown above the table after a save: the robots.txt line that tells search
// engines where the saved sitemap (or index) is, with a Copy button, and that
// this line is what replaced the retired search-engine ping. Closed by its
// button, hidden again when another document is opened.

#include <QFrame>

class QLabel;
class QLineEdit;
class QPushButton;

class RobotsHintBar : public QFrame
{
    Q_OBJECT

public:
    explicit RobotsHintBar(QWidget *parent = nullptr);

    // The line for a sitemap served at url: "Sitemap: URL".
    static QString robotsLine(const QString &url);
    // Shows the line for the sitemap saved as fileName, served from baseUrl (the
    // save's base URL; empty when not known: the line then names a placeholder
    // host and the bar says how to get the real one).
    void showFor(const QString &baseUrl, const QString &fileName);

    QString line() const;
    QLineEdit *lineEdit() const { return m_line; }
    QPushButton *copyButton() const { return m_copy; }
    QLabel *textLabel() const { return m_text; }

private:
    QLabel *m_text;
    QLineEdit *m_line;
    QPushButton *m_copy;
    QPushButton *m_close;
};
