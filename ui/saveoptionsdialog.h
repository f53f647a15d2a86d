// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// Asks how to write a save: the most URLs per file, the byte limit (50 MiB,
// 10 MiB for older tools, or a custom size), gzip, and the base URL an index
// needs when the set is split. It shows what the writer would do with them.

#include "sitemapwriter.h"

#include <QDialog>

#include <functional>

class QCheckBox;
class QComboBox;
class QLabel;
class QLineEdit;
class QPushButton;
class QSpinBox;
class QTimer;

class SaveOptionsDialog : public QDialog
{
    Q_OBJECT

public:
    // plan tells what the writer would do with a set of options (nothing written).
    SaveOptionsDialog(std::function<SaveReport(const WriteOptions &)> plan,
                      const QString &targetPath, const WriteOptions &initial,
                      QWidget *parent = nullptr);

    WriteOptions options() const;

    QSpinBox *maxUrlsBox() const { return m_maxUrls; }
    QComboBox *byteLimitBox() const { return m_byteLimit; }
    QSpinBox *customKiBBox() const { return m_customKiB; }
    QCheckBox *gzipBox() const { return m_gzip; }
    QLineEdit *baseUrlEdit() const { return m_baseUrl; }
    QCheckBox *stylesheetBox() const { return m_stylesheet; }
    QLineEdit *stylesheetUrlEdit() const { return m_stylesheetUrl; }
    QLabel *planLabel() const { return m_plan; }
    QPushButton *saveButton() const { return m_save; }
    void updatePlan();

private:
    std::function<SaveReport(const WriteOptions &)> m_planner;
    WriteOptions m_initial;
    QSpinBox *m_maxUrls;
    QComboBox *m_byteLimit;
    QSpinBox *m_customKiB;
    QCheckBox *m_gzip;
    QLineEdit *m_baseUrl;
    QCheckBox *m_stylesheet;
    QLineEdit *m_stylesheetUrl;
    QLabel *m_plan;
    QPushButton *m_save;
    QTimer *m_planTimer;
};
