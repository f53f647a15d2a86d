// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// A rule's message before it is put together: the pattern the catalogue writes,
// translated (in the context "Rules") when the message is put together, and the
// values of its %1, %2 and %3. An entry's problems carry their message so, so that a
// report writes it straight into its output (RuleMessage::Writer: each pattern
// translated once, the values copied in as UTF-8, no string made per problem) and
// the editor makes the text of the problems it shows only (toString()). A message
// the pattern cannot say (plural forms, lists of translated pieces) is carried made.

#include <QByteArray>
#include <QByteArrayView>
#include <QString>

#include <array>
#include <optional>
#include <string>
#include <unordered_map>
#include <utility>
#include <vector>

// A value a message quotes: text, or UTF-8 bytes of the document's text, which stay
// valid while the document does not change (a message is put together before).
struct MessageValue
{
    QString text;
    QByteArrayView utf8;
    bool isUtf8 = false;

    MessageValue() = default;
    MessageValue(const QString &t) : text(t) {} // NOLINT: a value is text
    static MessageValue bytes(QByteArrayView v)
    {
        MessageValue m;
        m.utf8 = v;
        m.isUtf8 = true;
        return m;
    }
    QString toString() const { return isUtf8 ? QString::fromUtf8(utf8) : text; }
};

class RuleMessage
{
public:
    static constexpr int MaxArgs = 3;
    // The longest value quoted whole (quoted() in ruletext.h cuts longer ones).
    static constexpr qsizetype QuoteMax = 80;

    RuleMessage() = default;
    // A copy or a move carries the values given only: a report moves a million
    // messages between the threads that make and print them.
    RuleMessage(const RuleMessage &other) { *this = other; }
    RuleMessage(RuleMessage &&other) noexcept { *this = std::move(other); }
    RuleMessage &operator=(const RuleMessage &other)
    {
        if (this != &other)
            take(other);
        return *this;
    }
    RuleMessage &operator=(RuleMessage &&other) noexcept
    {
        if (this != &other)
            take(std::move(other));
        return *this;
    }
    ~RuleMessage() = default;
    // pattern: a literal marked QT_TRANSLATE_NOOP("Rules", ...), so that it lives as
    // long as the program (the writer knows a pattern by its address) and lupdate
    // finds it.
    explicit RuleMessage(const char *pattern) : m_pattern(pattern) {}
    // A message made as text (translated already).
    static RuleMessage made(const QString &text)
    {
        RuleMessage m;
        m.m_made = text;
        return m;
    }

    // The value of the next %n, as QString::arg() fills them: the lowest-numbered
    // escape first. quoted: in double quotes, cut to QuoteMax characters with an
    // ellipsis, as quoted() does.
    RuleMessage &&arg(const MessageValue &value) && { return std::move(add(value, false)); }
    RuleMessage &&arg(const MessageValue &a, const MessageValue &b) &&
    {
        add(a, false);
        return std::move(add(b, false));
    }
    RuleMessage &&arg(qint64 number) && { return std::move(addNumber(number)); }
    RuleMessage &&arg(int number) && { return std::move(addNumber(number)); }
    RuleMessage &&quotedArg(const MessageValue &value) && { return std::move(add(value, true)); }
    RuleMessage &&quotedArg(const MessageValue &a, const MessageValue &b) &&
    {
        add(a, true);
        return std::move(add(b, true));
    }

    bool isMade() const { return m_pattern == nullptr; }
    QString toString() const;

    // Puts messages together as UTF-8, each pattern translated once (with the
    // translators installed when it is first met). For one thread.
    class Writer
    {
    public:
        Writer() = default;
        Writer(const Writer &) = delete; // m_last points into its own table
        Writer &operator=(const Writer &) = delete;
        // The message's text appended to out.
        void append(const RuleMessage &message, std::string &out);

    private:
        struct Piece
        {
            qsizetype from = 0; // the literal text before the escape
            qsizetype to = 0;
            int arg = -1; // the value that follows it, -1: none (the last piece)
        };
        struct Pattern
        {
            QByteArray text; // translated, UTF-8
            std::vector<Piece> pieces;
        };
        const Pattern &pattern(const char *source, int args);
        // By the pattern's address and the number of values it is given.
        std::unordered_map<const char *, std::array<std::optional<Pattern>, MaxArgs + 1>>
            m_patterns;
        // The pattern asked for last (the map's nodes never move).
        const char *m_lastSource = nullptr;
        int m_lastArgs = -1;
        const Pattern *m_last = nullptr;
        QString m_scratch;
    };

private:
    struct Arg
    {
        MessageValue value;
        qint64 number = 0;
        bool isNumber = false;
        bool quoted = false;
    };
    // The pattern, the made text and the values of other (a RuleMessage& or &&).
    template <typename Other> void take(Other &&other)
    {
        m_pattern = other.m_pattern;
        m_made = std::forward<Other>(other).m_made;
        for (int i = 0; i < other.m_count; ++i)
            m_args[size_t(i)] = std::forward<Other>(other).m_args[size_t(i)];
        for (int i = other.m_count; i < m_count; ++i)
            m_args[size_t(i)] = Arg();
        m_count = other.m_count;
    }
    RuleMessage &add(const MessageValue &value, bool quoted);
    RuleMessage &addNumber(qint64 number);
    static QString argText(const Arg &arg);

    const char *m_pattern = nullptr;
    QString m_made;
    std::array<Arg, MaxArgs> m_args;
    int m_count = 0;
};
