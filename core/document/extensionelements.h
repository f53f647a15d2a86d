// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// The top-level elements of an entry's extension XML (as the reader keeps it:
// elements back to back, canonical prefixes, no namespace declarations of their
// own), with where each starts and ends in the text, so an edit can replace one
// element and leave every other character as it was; and each element read as a
// small tree for display.

#include "namespaces.h"

#include <QList>
#include <QPair>
#include <QString>
#include <QStringView>

#include <vector>

namespace ExtensionElements {

// One top-level element: [begin, end) in the XML text.
struct Span
{
    qsizetype begin = 0;
    qsizetype end = 0;
    QString prefix; // empty: the sitemap namespace (an unknown sitemap element)
    QString local;
};

// The top-level elements in order; empty when the text holds none. Text between
// them (there is none in what the reader keeps) belongs to no span.
std::vector<Span> split(QStringView xml);
// How many of them are outside the sitemap namespace (Entry::extensionCount).
quint32 extensionCount(const std::vector<Span> &spans);

// One element read as a tree: its namespace URI, local name, attributes (by
// qualified name, as written after decoding) and its text (direct text, decoded).
struct Node
{
    QString uri;
    QString local;
    QString qualified;
    QList<QPair<QString, QString>> attributes;
    QString text;
    std::vector<Node> children;

    QString attribute(const QString &name) const;
    // The trimmed text of the first child of this namespace and local name.
    QString childText(const QString &childLocal) const;
    const Node *child(const QString &childLocal) const;
};

// Reads one element's XML (a Span's text) with the document's declarations; false
// when it is not well-formed XML.
bool read(QStringView elementXml, const NamespaceTable &namespaces, Node *out);

// XML text of an attribute value or element text, escaped (& < > " and the
// whitespace an attribute value would lose).
QString escaped(const QString &text);

} // namespace ExtensionElements
