// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// The extension schemas fix the order of the children of some elements
// (xsd:sequence); sources often write them in another order. Putting them in the
// schema's order changes no meaning, like tag-order for the core children.

#include "extensionfragment.h"

#include <QByteArray>
#include <QByteArrayView>

#include <vector>

namespace Writing {

struct XmlNode;

class SequenceFixer
{
public:
    explicit SequenceFixer(const PrefixTable &prefixes);
    quint64 mask() const { return m_mask; }

    // The fragment with known sequences in schema order; empty when it already is.
    QByteArray fix(QByteArrayView v) const;

private:
    struct Rule
    {
        QByteArray parent;
        std::vector<QByteArray> children;
    };
    const Rule *ruleFor(QByteArrayView name) const;
    static int rank(const Rule &rule, QByteArrayView child);
    bool outOfOrder(const XmlNode &node) const;
    void write(QByteArrayView v, const XmlNode &node, QByteArray &out) const;

    std::vector<Rule> m_rules;
    quint64 m_mask = 0;
};

} // namespace Writing
