// SPDX-License-Identifier: GPL-3.0-or-later
#include "rulemessage.h"

#include "ruletext.h"

#include <QCoreApplication>
#include <QStringEncoder>

#include <algorithm>
#include <cctype>
#include <charconv>

namespace {

bool isAscii(QByteArrayView bytes)
{
    return std::all_of(bytes.begin(), bytes.end(), [](char c) { return uchar(c) < 0x80; });
}

void appendUtf8(std::string &out, QStringView text)
{
    const size_t at = out.size();
    out.resize(at + size_t(text.size()) * 3);
    QStringEncoder encoder(QStringEncoder::Utf8);
    char *end = encoder.appendToBuffer(out.data() + at, text);
    out.resize(size_t(end - out.data()));
}

void append(std::string &out, QByteArrayView bytes)
{
    out.append(bytes.data(), size_t(bytes.size()));
}

} // namespace

RuleMessage &RuleMessage::add(const MessageValue &value, bool quoted)
{
    Q_ASSERT(m_count < MaxArgs);
    if (m_count >= MaxArgs)
        return *this; // a pattern of the catalogue has at most MaxArgs escapes
    Arg &a = m_args[size_t(m_count++)];
    a.value = value;
    a.quoted = quoted;
    return *this;
}

RuleMessage &RuleMessage::addNumber(qint64 number)
{
    Q_ASSERT(m_count < MaxArgs);
    if (m_count >= MaxArgs)
        return *this;
    Arg &a = m_args[size_t(m_count++)];
    a.number = number;
    a.isNumber = true;
    return *this;
}

QString RuleMessage::argText(const Arg &arg)
{
    if (arg.isNumber)
        return QString::number(arg.number);
    return arg.quoted ? quoted(arg.value.toString(), QuoteMax) : arg.value.toString();
}

QString RuleMessage::toString() const
{
    if (!m_pattern)
        return m_made;
    const QString pattern = QCoreApplication::translate("Rules", m_pattern);
    switch (m_count) {
    case 0:
        return pattern;
    case 1:
        return pattern.arg(argText(m_args[0]));
    case 2:
        return pattern.arg(argText(m_args[0]), argText(m_args[1]));
    default:
        return pattern.arg(argText(m_args[0]), argText(m_args[1]), argText(m_args[2]));
    }
}

const RuleMessage::Writer::Pattern &RuleMessage::Writer::pattern(const char *source, int args)
{
    // A file's problems are mostly of one rule in a row: the last pattern is asked
    // for again before the table is.
    if (source == m_lastSource && args == m_lastArgs)
        return *m_last;
    std::optional<Pattern> &slot = m_patterns[source][size_t(args)];
    m_lastSource = source;
    m_lastArgs = args;
    if (slot) {
        m_last = &*slot;
        return *slot;
    }
    Pattern &p = slot.emplace();
    m_last = &p;
    p.text = QCoreApplication::translate("Rules", source).toUtf8();
    // The escapes as QString::arg() reads them: '%', an optional 'L', one or two
    // digits. The lowest-numbered takes the first value, the next the second; the
    // escapes beyond the values given stay as they are.
    struct Escape
    {
        qsizetype from, to;
        int number;
    };
    std::vector<Escape> escapes;
    const QByteArray &t = p.text;
    for (qsizetype i = 0; args > 0 && i < t.size(); ++i) {
        if (t[i] != '%')
            continue;
        qsizetype j = i + 1;
        if (j < t.size() && t[j] == 'L')
            ++j;
        if (j >= t.size() || !std::isdigit(uchar(t[j])))
            continue;
        int number = t[j++] - '0';
        if (j < t.size() && std::isdigit(uchar(t[j])))
            number = number * 10 + (t[j++] - '0');
        escapes.push_back({i, j, number});
        i = j - 1;
    }
    std::vector<int> numbers;
    for (const Escape &e : escapes)
        numbers.push_back(e.number);
    std::sort(numbers.begin(), numbers.end());
    numbers.erase(std::unique(numbers.begin(), numbers.end()), numbers.end());
    qsizetype from = 0;
    for (const Escape &e : escapes) {
        const auto rank =
            std::lower_bound(numbers.begin(), numbers.end(), e.number) - numbers.begin();
        if (rank >= args)
            continue;
        p.pieces.push_back({from, e.from, int(rank)});
        from = e.to;
    }
    p.pieces.push_back({from, t.size(), -1});
    return p;
}

void RuleMessage::Writer::append(const RuleMessage &message, std::string &out)
{
    if (!message.m_pattern) {
        appendUtf8(out, message.m_made);
        return;
    }
    const Pattern &p = pattern(message.m_pattern, message.m_count);
    for (const Piece &piece : p.pieces) {
        ::append(out, QByteArrayView(p.text).sliced(piece.from, piece.to - piece.from));
        if (piece.arg < 0)
            continue;
        const Arg &a = message.m_args[size_t(piece.arg)];
        if (a.isNumber) {
            char digits[24];
            const auto r = std::to_chars(digits, digits + sizeof digits, a.number);
            out.append(digits, size_t(r.ptr - digits));
            continue;
        }
        const MessageValue &v = a.value;
        if (v.isUtf8 && isAscii(v.utf8) && (!a.quoted || v.utf8.size() <= QuoteMax)) {
            if (a.quoted)
                out.push_back('"');
            ::append(out, v.utf8);
            if (a.quoted)
                out.push_back('"');
        } else if (v.isUtf8 && isAscii(v.utf8)) {
            out.push_back('"');
            ::append(out, v.utf8.first(QuoteMax - 1));
            out.append("\u2026\"");
        } else if (a.quoted) {
            appendUtf8(out, quoted(v.toString(), QuoteMax));
        } else if (v.isUtf8) {
            // Bytes that are not plain ASCII are read as UTF-8 and written anew, as
            // the text made of them would be (a malformed sequence becomes U+FFFD).
            m_scratch = QString::fromUtf8(v.utf8);
            appendUtf8(out, m_scratch);
        } else {
            appendUtf8(out, v.text);
        }
    }
}
