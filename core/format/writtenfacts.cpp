// SPDX-License-Identifier: GPL-3.0-or-later
#include "writtenfacts.h"

#include "bytedecoding.h"
#include "preservingcopy.h"
#include "protocol.h"
#include "savedform.h"
#include "sitemapdocument.h"

#include <atomic>
#include <cstring>

namespace WrittenFacts {

namespace {

std::atomic<int> g_taken{0};

// Whether a read of the copy would find the file's facts as they are: the copy
// keeps the bytes before the root's children, and these are the facts that
// hang on bytes further on, or on bytes the reader converts first.
bool factsHold(const SitemapFile &f)
{
    if (f.kind != FileKind::UrlSet && f.kind != FileKind::Index)
        return false;
    if (f.gzip || f.utf16 || !f.fullyRead() || f.tooLarge)
        return false;
    if (!f.declaredEncoding.isEmpty() && !Reading::isUtf8Name(f.declaredEncoding))
        return false; // converted before it is read, or its bytes looked at (US-ASCII)
    return f.leadingContent.line == 0 && f.invalidUtf8.line == 0 && f.doctype.line == 0 &&
           !f.entityDeclared && f.undeclaredPrefixes.isEmpty() && f.strayElements == 0;
}

// Lines and columns at ascending offsets of a text, as the reader counts them
// (FastXmlScanner): a line ends at an LF, a CR LF or a CR alone; a column counts
// characters, not bytes. Each count goes on from the last.
class LineCounter
{
public:
    explicit LineCounter(QByteArrayView text)
        : m_b(text.data()), m_e(text.data() + text.size()),
          m_crs(std::memchr(m_b, '\r', size_t(text.size())) != nullptr)
    {
    }
    TextPosition at(qsizetype offset)
    {
        const char *to = m_b + offset;
        if (!m_crs) {
            for (const void *lf; (lf = std::memchr(m_at, '\n', size_t(to - m_at)));) {
                m_at = static_cast<const char *>(lf) + 1;
                ++m_lines;
                m_lineStart = m_at;
            }
        } else {
            for (; m_at < to; ++m_at) {
                if (*m_at == '\n' || (*m_at == '\r' && (m_at + 1 >= m_e || m_at[1] != '\n'))) {
                    ++m_lines;
                    m_lineStart = m_at + 1;
                }
            }
        }
        m_at = to;
        if (m_columnFrom < m_lineStart) {
            m_columnFrom = m_lineStart;
            m_column = 0;
        }
        for (; m_columnFrom < to; ++m_columnFrom)
            m_column += (static_cast<unsigned char>(*m_columnFrom) & 0xC0) != 0x80;
        return {m_lines + 1, m_column + 1};
    }

private:
    const char *const m_b;
    const char *const m_e;
    const bool m_crs;
    const char *m_at = m_b; // counted up to here
    int m_lines = 0;
    const char *m_lineStart = m_b;
    const char *m_columnFrom = m_b; // characters of the line counted up to here
    int m_column = 0;
};

} // namespace

std::optional<Taken> fromCopy(const SitemapDocument &doc, int file, const QByteArray &bytes,
                              const Writing::WrittenLayout &layout)
{
    using Kind = Writing::WrittenLayout::Kind;
    const SitemapFile &f = doc.file(file);
    if (!layout.usable || !factsHold(f) || bytes.size() > Protocol::MaxFileBytes ||
        f.source.bodyOffset > bytes.size() || layout.offsets.size() != layout.kinds.size())
        return std::nullopt;
    const QByteArrayView body = QByteArrayView(bytes).sliced(f.source.bodyOffset);
    // Each offset a '<' of the body, in order: else the record is not of these bytes.
    qsizetype last = -1;
    for (const qsizetype at : layout.offsets) {
        if (at <= last || at >= body.size() || body[at] != '<')
            return std::nullopt;
        last = at;
    }
    std::optional<std::vector<DocumentEdit>> edits = SavedForm::editsOfCopy(doc, file, layout);
    if (!edits)
        return std::nullopt;

    LineCounter lines(body);
    Taken taken;
    SitemapFile &out = taken.positions;
    taken.places.reserve(layout.entries.size());
    out.spots.reserve(layout.offsets.size());
    std::vector<quint32> extensionSpots;
    size_t k = 0;
    for (size_t n = 0; n < layout.entries.size(); ++n) {
        if (k >= layout.kinds.size() || layout.kinds[k] != Kind::EntryItself)
            return std::nullopt;
        // As the reader sets them (XmlParse::beginEntry(), its start handler for an
        // entry's children and endEntry()).
        const qsizetype entryOffset = layout.offsets[k];
        const TextPosition entryAt = lines.at(entryOffset);
        EntryPlace e;
        e.line = quint32(entryAt.line);
        e.column = quint32(entryAt.column);
        quint32 fixed[FixedSpotCount] = {};
        quint8 mask = 0;
        const auto note = [&](Spot which, TextPosition at) {
            const int s = int(which);
            if (mask & (1u << s))
                return;
            mask |= quint8(1u << s);
            fixed[s] = SitemapFile::packSpot(entryAt, at);
        };
        quint8 present = 0;
        int lastCore = -1;
        bool sawExtension = false;
        extensionSpots.clear();
        for (++k; k < layout.kinds.size() && layout.kinds[k] != Kind::EntryItself; ++k) {
            const int kind = layout.kinds[k];
            const TextPosition at = lines.at(layout.offsets[k]);
            if (kind >= 0) {
                if (kind < lastCore || sawExtension)
                    e.flags |= Entry::OutOfOrder;
                lastCore = kind;
                const quint8 bit = fieldBit(Field(kind));
                if (present & bit) {
                    e.repeated |= bit;
                    note(Spot::Repeated, at);
                } else {
                    present |= bit;
                    note(Spot(kind), at);
                }
                continue;
            }
            extensionSpots.push_back(SitemapFile::packSpot(entryAt, at));
            if (kind == Kind::UnknownSitemap) {
                e.flags |= Entry::HasUnknownElements;
                note(Spot::Unknown, at);
            } else {
                sawExtension = true;
            }
        }
        e.spots = out.appendSpots(entryOffset, mask, fixed, extensionSpots, &e.spotMask);
        taken.places.push_back(e);
    }
    if (k != layout.kinds.size())
        return std::nullopt;
    out.source.size = bytes.size();
    out.source.bodyOffset = f.source.bodyOffset;
    out.uncompressedSize = bytes.size();
    taken.edits = std::move(*edits);
    g_taken.fetch_add(1, std::memory_order_relaxed);
    return taken;
}

int takenFromCopies()
{
    return g_taken.load(std::memory_order_relaxed);
}

} // namespace WrittenFacts
