// SPDX-License-Identifier: GPL-3.0-or-later
#include "saveflow.h"

#include "sitemapdocument.h"

#include <utility>

SaveFlow::SaveFlow(DocumentSession *session, SaveQuestions *questions, QObject *parent)
    : QObject(parent), m_session(session), m_questions(questions)
{
    qRegisterMetaType<SaveFlow::Result>();
    connect(m_session, &DocumentSession::writeFinished, this, [this](const SaveReport &report) {
        // Only the runs this flow started.
        if (std::exchange(m_writing, false)) {
            emit writerFinished();
            writerDone(report);
        }
    });
}

SaveFlow::Blocking SaveFlow::sortBlocking(const SitemapDocument &doc, const SaveReport &report)
{
    Blocking blocking;
    for (const Problem &p : report.blocking) {
        if (p.entry < 0)
            continue;
        const bool value = p.field == int(Field::LastMod) || p.field == int(Field::ChangeFreq) ||
                           p.field == int(Field::Priority);
        (value ? blocking.badValues[size_t(p.field)] : blocking.badEntries)
            .insert({p.file, p.entry});
    }
    for (int field = 0; field < FieldCount; ++field) {
        for (const auto &[file, entry] : blocking.badValues[size_t(field)]) {
            if (blocking.badEntries.count({file, entry}) == 0)
                blocking.leaveOut.push_back(DocumentEdit::setValue(
                    file, entry, Field(field), doc.optionalValue(file, entry, Field(field)),
                    std::nullopt));
        }
    }
    return blocking;
}

SaveOptionsQuestion SaveFlow::optionsQuestion() const
{
    SaveOptionsQuestion question;
    question.target = m_target;
    const QString target = m_target;
    DocumentSession *session = m_session;
    question.plan = [session, target](const WriteOptions &options) {
        return session->plan(target, options);
    };
    const SitemapDocument *doc = session->document();
    for (int f = 0; f < doc->fileCount(); ++f)
        question.entries += doc->entryCount(f);
    return question;
}

bool SaveFlow::start(const QString &target, bool askOptions)
{
    if (m_running)
        return false;
    m_running = true;
    m_target = target;
    m_result = Result();
    m_result.target = target;
    m_options = m_session->writeOptions();
    m_options.excluded.clear();
    m_options.dropInvalid = false;
    m_options.keepAsWritten.clear();
    m_options.allowIncompleteInput = false;
    if (m_session->isSaving() || m_session->isLoading()) {
        m_result.report.error = tr("Another save or a load is running.");
        finish(Result::Outcome::Failed);
        return false;
    }
    if (askOptions) {
        if (!chooseOptions(false)) {
            finish(Result::Outcome::Cancelled);
            return false;
        }
        // The validator judges the hosts and folders against it from now on, and
        // the file being saved is judged against it when it is opened again.
        m_session->setSaveBaseUrl(m_options.baseUrl, target);
    }
    runWriter();
    return m_running;
}

bool SaveFlow::chooseOptions(bool baseUrlNeeded)
{
    // The dialog's preview may be planned on another thread while it shows: the
    // document is held until the question is answered.
    m_session->holdForPlan(true);
    const bool chosen = baseUrlNeeded ? m_questions->chooseBaseUrl(optionsQuestion(), &m_options)
                                      : m_questions->chooseOptions(optionsQuestion(), &m_options);
    m_session->holdForPlan(false);
    return chosen;
}

void SaveFlow::runWriter()
{
    m_result.options = m_options;
    m_writing = true;
    emit writerStarted(m_target);
    if (!m_session->startWrite(m_target, m_options)) {
        m_writing = false;
        m_result.report = SaveReport();
        m_result.report.error = tr("Another save or a load is running.");
        finish(Result::Outcome::Failed);
    }
}

void SaveFlow::writerDone(const SaveReport &report)
{
    m_result.report = report;
    switch (report.status) {
    case SaveReport::Status::Written:
    case SaveReport::Status::Planned:
        m_result.saved = m_session->adoptSave(report, m_target, m_options);
        if (!report.staleKept.isEmpty())
            m_questions->keptFiles(report);
        finish(Result::Outcome::Saved);
        return;
    case SaveReport::Status::NeedsBaseUrl:
        if (!chooseOptions(true)) {
            finish(Result::Outcome::Cancelled);
            return;
        }
        m_session->setSaveBaseUrl(m_options.baseUrl, m_target);
        runWriter();
        return;
    case SaveReport::Status::Refused:
        if (!report.incompleteInputs.isEmpty() && !m_options.allowIncompleteInput) {
            if (!m_questions->replaceIncomplete(report.incompleteInputs)) {
                finish(Result::Outcome::Cancelled);
                return;
            }
            m_options.allowIncompleteInput = true;
            runWriter();
            return;
        }
        if (!report.blocking.empty() && !m_options.dropInvalid) {
            Blocking blocking = sortBlocking(*m_session->document(), report);
            SaveErrorsQuestion question;
            for (int field = 0; field < FieldCount; ++field)
                question.badValues[size_t(field)] = int(blocking.badValues[size_t(field)].size());
            question.badValues[int(Field::Loc)] = 0;
            question.badEntries = int(blocking.badEntries.size());
            question.entries = report.blockingEntries;
            question.keepOffered = m_options.keepAsWritten.isEmpty();
            for (const Problem &p : report.blocking) {
                if (question.details.size() >= 50)
                    break;
                question.details.push_back(p);
            }
            const SaveErrorsAnswer answer = m_questions->fixErrors(question);
            switch (answer.outcome) {
            case SaveErrorsAnswer::Outcome::Cancel:
                finish(Result::Outcome::Cancelled);
                return;
            case SaveErrorsAnswer::Outcome::FixThem:
                finish(Result::Outcome::FixThem);
                return;
            case SaveErrorsAnswer::Outcome::Save:
                break;
            }
            // Values left out are an edit like any other: shown in the table, undone
            // with Ctrl+Z. Entries of a kind whose values stay, and those with other
            // errors, are left out whole.
            // Kinds kept as written: their untouched entries keep their bytes.
            using Choice = SaveErrorsAnswer::Choice;
            // Keeping is refused once: what is left cannot be kept, only left out.
            SaveErrorsAnswer answered = answer;
            for (Choice &choice : answered.choices) {
                if (!question.keepOffered && choice == Choice::KeepAsWritten)
                    choice = Choice::LeaveOutEntry;
            }
            const auto &choices = answered.choices;
            for (const Problem &p : report.blocking) {
                const bool value = p.field > int(Field::Loc) && p.field < FieldCount &&
                                   !blocking.badValues[size_t(p.field)].empty();
                if (choices[value ? size_t(p.field) : size_t(Field::Loc)] == Choice::KeepAsWritten)
                    m_options.keepAsWritten.insert(p.rule);
            }
            std::vector<DocumentEdit> chosen;
            bool dropEntries =
                !blocking.badEntries.empty() && choices[int(Field::Loc)] != Choice::KeepAsWritten;
            for (DocumentEdit &edit : blocking.leaveOut) {
                switch (choices[size_t(edit.field)]) {
                case Choice::LeaveOutValue:
                    chosen.push_back(std::move(edit));
                    break;
                case Choice::LeaveOutEntry:
                    dropEntries = true;
                    break;
                case Choice::KeepAsWritten:
                    break;
                }
            }
            if (!chosen.empty()) {
                const int values = int(chosen.size());
                m_session->submit(tr("Leave out %Ln value(s) that are not valid", nullptr, values),
                                  std::move(chosen));
            }
            m_options.dropInvalid = dropEntries;
            runWriter();
            return;
        }
        finish(Result::Outcome::NotSaved);
        return;
    case SaveReport::Status::Failed:
        finish(Result::Outcome::Failed);
        return;
    }
}

void SaveFlow::finish(Result::Outcome outcome)
{
    m_result.outcome = outcome;
    m_running = false;
    emit finished(m_result);
}
