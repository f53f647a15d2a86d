// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// Asks how to write a save: the most URLs per file, the byte limit (50 MiB,
// 10 MiB for older tools, or a custom size), gzip, and the base URL an index
// needs when the set is split. It shows what the writer would do with them.

#include "sitemapwriter.h"

#include <QDialog>

#include <functional>
#include <memory>
#include <vector>

class QCheckBox;
class QComboBox;
class QLabel;
class QLineEdit;
class QPushButton;
class QSpinBox;
class QThread;
class QTimer;

class SaveOptionsDialog : public QDialog
{
    Q_OBJECT

public:
    // plan tells what the writer would do with a set of options (nothing written).
    // A plan over entries at least backgroundPlanFrom() is made on another thread
    // while the dialog shows and takes input: plan must be safe to call there.
    SaveOptionsDialog(std::function<SaveReport(const WriteOptions &)> plan,
                      const QString &targetPath, const WriteOptions &initial,
                      QWidget *parent = nullptr, qint64 entries = 0);
    // Stops a plan being made and waits for its thread (it stops before its next file).
    ~SaveOptionsDialog() override;

    // From how many entries the plan is made on another thread (a plan takes about
    // 4 s at a million entries); for tests, 0 restores the default.
    static qint64 backgroundPlanFrom();
    static void setBackgroundPlanFrom(qint64 entries);
    // A plan is being made on another thread; planReady() follows.
    bool isPlanning() const { return m_running != nullptr; }

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

signals:
    // The plan for the options shown is in planLabel().
    void planReady();

private:
    struct PlanRun;
    void showPlan(const SaveReport &planned, const SaveReport &dropping);
    void stopRunning();

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
    qint64 m_entries = 0;
    std::shared_ptr<PlanRun> m_running; // the plan for the options shown, being made
    std::vector<QThread *> m_threads;   // every plan thread not yet finished
};
