// SPDX-License-Identifier: GPL-3.0-or-later
// Writing the files and committing them as one set: the folder lock, the recovery
// of a commit a killed save left, stale files, and the old set's files that the new
// one no longer uses (atomicfileset.h).
#include "saverun.h"

#include "fileaccess.h"
#include "sitemapreader.h"
#include "urltools.h"

#include <QDir>
#include <QFileDevice>
#include <QRegularExpression>

#include <cstring>
#include <memory>
#include <system_error>
#include <unistd.h>
#include <zlib.h>

namespace Writing {

namespace {

// Writes header + body + footer to the device, deflated when gzip; empty or the reason.
QString writeDevice(QIODevice *device, const QByteArray &header, const QByteArray &body,
                    const QByteArray &footer, bool gzip)
{
    auto put = [device](const char *data, qint64 size) -> bool {
        while (size > 0) {
            const qint64 n = device->write(data, size);
            if (n <= 0)
                return false;
            data += n;
            size -= n;
        }
        return true;
    };
    auto deviceError = [device]() {
        const QString e = device->errorString();
        return e.isEmpty() || e == QLatin1String("Unknown error") ? QStringLiteral("write failed")
                                                                  : e;
    };
    if (!gzip) {
        if (!put(header.constData(), header.size()) || !put(body.constData(), body.size()) ||
            !put(footer.constData(), footer.size()))
            return deviceError();
        return {};
    }
    z_stream zs{};
    if (deflateInit2(&zs, 6, Z_DEFLATED, 15 + 16, 8, Z_DEFAULT_STRATEGY) != Z_OK)
        return QStringLiteral("cannot start gzip compression");
    constexpr int OutSize = 1 << 18;
    std::unique_ptr<char[]> buffer(new char[OutSize]);
    QString error;
    const QByteArray *pieces[] = {&header, &body, &footer};
    for (int p = 0; p < 3 && error.isEmpty(); ++p) {
        const QByteArray &piece = *pieces[p];
        qsizetype offset = 0;
        const bool last = p == 2;
        do {
            // zlib counts in uInt: feed a large body in slices.
            const qsizetype slice = std::min<qsizetype>(piece.size() - offset, 1 << 30);
            zs.next_in = reinterpret_cast<Bytef *>(const_cast<char *>(piece.constData() + offset));
            zs.avail_in = uInt(slice);
            offset += slice;
            const int flush = last && offset == piece.size() ? Z_FINISH : Z_NO_FLUSH;
            int rc = Z_OK;
            do {
                zs.next_out = reinterpret_cast<Bytef *>(buffer.get());
                zs.avail_out = OutSize;
                rc = deflate(&zs, flush);
                if (rc == Z_STREAM_ERROR) {
                    error = QStringLiteral("gzip compression failed (zlib %1)").arg(rc);
                    break;
                }
                if (!put(buffer.get(), OutSize - zs.avail_out)) {
                    error = deviceError();
                    break;
                }
            } while (zs.avail_out == 0 || (flush == Z_FINISH && rc != Z_STREAM_END));
        } while (offset < piece.size() && error.isEmpty());
    }
    deflateEnd(&zs);
    return error;
}

// Flushes to the disk and closes: a file is complete only once its bytes are stored.
QString closeDevice(QIODevice *device)
{
    if (auto *file = qobject_cast<QFileDevice *>(device)) {
        if (!file->flush())
            return file->errorString();
        if (file->handle() >= 0 && ::fsync(file->handle()) != 0)
            return QString::fromLocal8Bit(std::strerror(errno));
        file->close();
        if (file->error() != QFileDevice::NoError)
            return file->errorString();
        return {};
    }
    device->close();
    return {};
}

} // namespace

void SaveRun::submit(QString target, QByteArray head, QByteArray body, QByteArray foot, int copyOf,
                     WrittenLayout layout)
{
    if (!m_write || !m_ioError.isEmpty())
        return;
    collect(false);
    const bool gzip = m_options.gzip;
    AtomicFileSet *set = &m_set;
    std::function<void(int, const QByteArray &, const WrittenLayout &)> writtenCopy;
    if (copyOf >= 0 && !gzip)
        writtenCopy = m_options.writtenCopy;
    auto job = [set, gzip, target = std::move(target), head = std::move(head),
                body = std::move(body), foot = std::move(foot), copyOf, layout = std::move(layout),
                writtenCopy = std::move(writtenCopy)]() mutable -> QString {
        QString error;
        std::unique_ptr<QIODevice> device = set->create(target, &error);
        if (!device)
            return error;
        QString why = writeDevice(device.get(), head, body, foot, gzip);
        if (why.isEmpty())
            why = closeDevice(device.get());
        if (!why.isEmpty())
            return QStringLiteral("cannot write %1: %2").arg(nativePath(target), why);
        set->finished(target);
        if (writtenCopy && head.isEmpty() && foot.isEmpty()) {
            writtenCopy(copyOf, body, layout);
        } else if (writtenCopy) {
            const qsizetype size = head.size() + body.size() + foot.size();
            QByteArray bytes = FileAccess::takeRoom(size);
            bytes.reserve(size);
            bytes.append(head).append(body).append(foot);
            writtenCopy(copyOf, bytes, layout);
            FileAccess::recycle(std::move(bytes));
        }
        // A copy's pages serve the next file's copy (FileAccess::takeRoom()); the
        // standard form's parts are sized each for its own entries, and are freed.
        if (copyOf >= 0)
            FileAccess::recycle(std::move(body));
        return QString();
    };
    // Shared, not copied: the layout holds a few bytes for every element written,
    // megabytes for a large file, and the caller's thread is the save's critical path.
    auto shared = std::make_shared<decltype(job)>(std::move(job));
    const auto run = [shared] { return (*shared)(); };
    try {
        m_inFlight.push_back(std::async(std::launch::async, run));
    } catch (const std::system_error &) {
        // No thread to be had (a limit such as ulimit -u): written when collected.
        m_inFlight.push_back(std::async(std::launch::deferred, run));
    }
}

void SaveRun::collect(bool all)
{
    while (!m_inFlight.empty() && (all || int(m_inFlight.size()) >= m_maxInFlight)) {
        const QString error = m_inFlight.front().get();
        m_inFlight.pop_front();
        if (!error.isEmpty() && m_ioError.isEmpty())
            m_ioError = error;
    }
}

bool SaveRun::refuse(SaveReport::Status status, const QString &error)
{
    collect(true);
    m_set.discard();
    m_report.files.clear();
    m_report.status = status;
    m_report.error = error;
    return false;
}

// Two saves into one folder take turns; what a killed one left is completed
// or tidied before this one starts.
bool SaveRun::lockFolder()
{
    QString lockError;
    if (!m_lock.lock(m_dir, 30000, &lockError))
        return refuse(SaveReport::Status::Failed,
                      lockError + QStringLiteral("; nothing was changed"));
    m_report.recovered = AtomicFileSet::recover(m_dir);
    removeStaleFiles();
    return true;
}

void SaveRun::removeStaleFiles()
{
    // A save that was killed left its files here: tidy up before adding ours.
    // Never one of the files being saved, whatever it is called.
    QStringList inputs;
    for (int f = 0; f < m_doc.fileCount(); ++f)
        inputs << QFileInfo(m_doc.file(f).path).absoluteFilePath();
    const StaleFiles stale = AtomicFileSet::removeStale(
        m_dir,
        [](const QString &fileName) {
            return fileName.endsWith(QLatin1String(".xml")) ||
                   fileName.endsWith(QLatin1String(".xml.gz"));
        },
        inputs);
    m_report.staleRemoved = stale.removed;
    m_report.staleKept = stale.kept;
}

bool SaveRun::commit()
{
    collect(true);
    if (!m_ioError.isEmpty()) {
        // The file was written under a provisional name: say which file it is.
        QString error = m_ioError;
        for (const Final &f : m_finals) {
            if (!f.provisional.isEmpty())
                error.replace(nativePath(f.provisional), nativePath(finalPath(f.name)));
        }
        return refuse(SaveReport::Status::Failed, error + QStringLiteral("; nothing was changed"));
    }
    QStringList order;
    for (const Final &f : m_finals) {
        if (f.provisional.isEmpty())
            continue; // unchanged: not written
        m_set.retarget(f.provisional, finalPath(f.name));
        order << finalPath(f.name);
    }
    m_set.setCommitOrder(order); // the files before the index that names them
    if (m_options.progress)
        m_options.progress(m_entriesTotal, m_entriesTotal);
    readPreviousIndexes();
    m_set.removeWithCommit(obsoleteFiles());
    bool restored = true;
    const QString commitError = m_set.commit(&restored);
    if (!commitError.isEmpty()) {
        m_report.files.clear();
        m_report.status = SaveReport::Status::Failed;
        m_report.error =
            restored ? commitError + QStringLiteral("; the previous files were left as they were")
                     : commitError;
        return false;
    }
    return true;
}

bool SaveRun::isInput(const QString &path) const
{
    const QString canonical = FileAccess::canonicalPath(path);
    for (int f = 0; f < m_doc.fileCount(); ++f) {
        const QString input = FileAccess::canonicalPath(m_doc.file(f).path);
        if (!input.isEmpty() && input == canonical)
            return true;
    }
    return false;
}

void SaveRun::readPreviousIndexes()
{
    // The parts an older split wrote are known from the index that listed them,
    // never from their names alone: a file the index does not list is not ours.
    const QString ourIndex = m_name + ext();
    const QString otherIndex =
        m_name + (m_options.gzip ? QStringLiteral(".xml") : QStringLiteral(".xml.gz"));
    for (const QString &name : {ourIndex, otherIndex}) {
        const QString path = finalPath(name);
        if (!FileAccess::exists(path))
            continue;
        const bool other = name == otherIndex;
        if (other && isInput(path))
            continue; // an input stays, and so do the files it lists
        SitemapDocument previous;
        ReadOptions options;
        options.parallel = false;
        options.confineToFolder = true;
        SitemapReader::readFile(previous, path, options);
        if (previous.fileCount() == 0 || !previous.file(0).isIndex())
            continue;
        if (other)
            m_otherIndex = path;
        for (int e = 0, n = previous.entryCount(0); e < n; ++e) {
            const QString part = FileAccess::decodeName(QByteArray::fromPercentEncoding(
                lastPathSegment(UrlTools::trimXmlWhitespace(previous.value(0, e, Field::Loc)))
                    .toUtf8()));
            if (!part.isEmpty() && !part.contains(QLatin1Char('/')) && part != name)
                m_previousParts << part;
        }
    }
}

QStringList SaveRun::obsoleteFiles() const
{
    // Removed by the commit once the new set is complete: the files of an older
    // split (NAME-n.xml[.gz] not written this time) and, when saving a set in
    // place, its old files that the new set does not use (an index or a file whose
    // name changed form, a file replaced by its parts).
    QStringList obsolete;
    const QDir dir(m_dir);
    const QFileInfo mainInfo(mainFile().path);
    const bool inPlace =
        mainInfo.absoluteFilePath() == m_target.absoluteFilePath() ||
        (mainInfo.absolutePath() == m_dir && stripSitemapExtension(mainInfo.fileName()) == m_name);
    // A file of the set saved in place that the new set writes in the other gzip
    // form (NAME.xml for NAME.xml.gz, or the reverse). Another kind of input (a
    // text file, a feed) is converted, not replaced: it stays.
    auto otherForm = [this](const QFileInfo &info) {
        const QString name = info.fileName();
        const bool xml =
            name.endsWith(QLatin1String(".xml")) || name.endsWith(QLatin1String(".xml.gz"));
        return xml && info.absolutePath() == m_dir && !m_names.contains(name) &&
               m_names.contains(stripSitemapExtension(name) + ext());
    };
    // The old index in the other form first: it names the parts removed after it.
    if (!m_otherIndex.isEmpty())
        obsolete << m_otherIndex;
    if (inPlace && otherForm(mainInfo) && !obsolete.contains(mainInfo.absoluteFilePath()) &&
        FileAccess::isFile(mainInfo.filePath()))
        obsolete << mainInfo.absoluteFilePath();
    const QRegularExpression splitName(QStringLiteral("^(.*)-[0-9]+\\.xml(\\.gz)?$"));
    for (const QString &entryName : std::as_const(m_previousParts)) {
        const QRegularExpressionMatch m = splitName.match(entryName);
        const QString path = dir.filePath(entryName);
        if (m.hasMatch() && m_splitBases.contains(m.captured(1)) && !m_names.contains(entryName) &&
            !obsolete.contains(path) && FileAccess::isFile(path) && !isInput(path))
            obsolete << path;
    }
    if (inPlace) {
        QStringList oldSet;
        for (int file : m_files) {
            if (otherForm(QFileInfo(m_doc.file(file).path)))
                oldSet << m_doc.file(file).path;
        }
        oldSet << m_oldSetFiles;
        for (const QString &old : std::as_const(oldSet)) {
            if (old.isEmpty())
                continue;
            const QFileInfo info(old);
            if (info.absolutePath() == m_dir && !m_names.contains(info.fileName()) &&
                !obsolete.contains(info.absoluteFilePath()) && FileAccess::isFile(old))
                obsolete << info.absoluteFilePath();
        }
    }
    return obsolete;
}

} // namespace Writing
