// SPDX-License-Identifier: GPL-3.0-or-later
#include "sequencefixer.h"

#include <algorithm>

namespace Writing {

namespace {

struct SequenceRule
{
    const QString *ns;
    const char *parent;
    std::vector<const char *> children;
};

const std::vector<SequenceRule> &sequenceRules()
{
    static const std::vector<SequenceRule> rules = {
        {&Ns::Image, "image", {"loc", "caption", "geo_location", "title", "license"}},
        {&Ns::Video,
         "video",
         {"thumbnail_loc",
          "title",
          "description",
          "content_loc",
          "player_loc",
          "duration",
          "expiration_date",
          "rating",
          "content_segment_loc",
          "view_count",
          "publication_date",
          "tag",
          "category",
          "family_friendly",
          "restriction",
          "gallery_loc",
          "price",
          "requires_subscription",
          "uploader",
          "tvshow",
          "platform",
          "live",
          "id"}},
        {&Ns::Video,
         "tvshow",
         {"show_title", "video_type", "episode_title", "season_number", "episode_number",
          "premier_date"}},
        {&Ns::News,
         "news",
         {"publication", "access", "genres", "publication_date", "title", "keywords",
          "stock_tickers"}},
        {&Ns::News, "publication", {"name", "language"}},
    };
    return rules;
}

} // namespace

// An element of a fragment as spans of its bytes.
struct XmlNode
{
    qsizetype begin = 0;
    qsizetype end = 0;
    qsizetype contentBegin = 0; // after the start tag
    qsizetype contentEnd = 0;   // before the end tag
    QByteArrayView name;
    std::vector<XmlNode> children;
};

namespace {

// Parses the elements from i up to the end tag that closes their parent (or the end).
void parseNodes(QByteArrayView v, qsizetype &i, std::vector<XmlNode> &out)
{
    const qsizetype n = v.size();
    while (i < n) {
        if (v[i] != '<') {
            ++i;
            continue;
        }
        if (skipNonElement(v, i))
            continue;
        const QByteArrayView rest = v.sliced(i);
        if (rest.startsWith("</"))
            return; // the parent's end tag: the caller consumes it
        XmlNode node;
        node.begin = i++;
        const qsizetype nameStart = i;
        while (i < n && !isXmlSpace(v[i]) && v[i] != '>' && v[i] != '/')
            ++i;
        node.name = v.sliced(nameStart, i - nameStart);
        bool selfClosing = false;
        while (i < n) {
            const char c = v[i];
            if (c == '"' || c == '\'') {
                const qsizetype close = v.sliced(i + 1).indexOf(c);
                i = close < 0 ? n : i + 1 + close + 1;
                continue;
            }
            if (c == '>') {
                selfClosing = v[i - 1] == '/';
                ++i;
                break;
            }
            ++i;
        }
        node.contentBegin = i;
        if (selfClosing) {
            node.contentEnd = node.end = i;
        } else {
            parseNodes(v, i, node.children);
            node.contentEnd = i;
            i = findFrom(v, i, ">") + 1;
            node.end = std::min(i, n);
        }
        out.push_back(std::move(node));
    }
}

} // namespace

SequenceFixer::SequenceFixer(const PrefixTable &prefixes)
{
    for (const SequenceRule &rule : sequenceRules()) {
        for (size_t d = 0; d < prefixes.decls().size(); ++d) {
            if (prefixes.decls()[d].second == rule.ns->toUtf8()) {
                const QByteArray prefix = prefixes.decls()[d].first;
                Rule r;
                r.parent = prefix + ':' + rule.parent;
                for (const char *child : rule.children)
                    r.children.push_back(prefix + ':' + child);
                m_rules.push_back(std::move(r));
                if (d < 64)
                    m_mask |= quint64(1) << d;
            }
        }
    }
}

QByteArray SequenceFixer::fix(QByteArrayView v) const
{
    std::vector<XmlNode> nodes;
    qsizetype i = 0;
    parseNodes(v, i, nodes);
    bool needed = false;
    for (const XmlNode &node : nodes)
        needed = needed || outOfOrder(node);
    if (!needed)
        return {};
    QByteArray out;
    out.reserve(v.size());
    qsizetype at = 0;
    for (const XmlNode &node : nodes) {
        out.append(v.sliced(at, node.begin - at));
        write(v, node, out);
        at = node.end;
    }
    out.append(v.sliced(at));
    return out;
}

const SequenceFixer::Rule *SequenceFixer::ruleFor(QByteArrayView name) const
{
    for (const Rule &r : m_rules) {
        if (r.parent == name)
            return &r;
    }
    return nullptr;
}

int SequenceFixer::rank(const Rule &rule, QByteArrayView child)
{
    for (size_t k = 0; k < rule.children.size(); ++k) {
        if (rule.children[k] == child)
            return int(k);
    }
    return int(rule.children.size()); // unknown children keep their order, last
}

bool SequenceFixer::outOfOrder(const XmlNode &node) const
{
    if (const Rule *rule = ruleFor(node.name)) {
        int last = -1;
        for (const XmlNode &child : node.children) {
            const int r = rank(*rule, child.name);
            if (r < last)
                return true;
            last = r;
        }
    }
    for (const XmlNode &child : node.children) {
        if (outOfOrder(child))
            return true;
    }
    return false;
}

void SequenceFixer::write(QByteArrayView v, const XmlNode &node, QByteArray &out) const
{
    if (node.children.empty()) {
        out.append(v.sliced(node.begin, node.end - node.begin));
        return;
    }
    std::vector<size_t> order(node.children.size());
    for (size_t k = 0; k < order.size(); ++k)
        order[k] = k;
    if (const Rule *rule = ruleFor(node.name)) {
        std::stable_sort(order.begin(), order.end(), [&](size_t a, size_t b) {
            return rank(*rule, node.children[a].name) < rank(*rule, node.children[b].name);
        });
    }
    out.append(v.sliced(node.begin, node.contentBegin - node.begin));
    qsizetype gapStart = node.contentBegin;
    for (size_t k = 0; k < order.size(); ++k) {
        // The text between children (indentation) stays where it was.
        out.append(v.sliced(gapStart, node.children[k].begin - gapStart));
        write(v, node.children[order[k]], out);
        gapStart = node.children[k].end;
    }
    out.append(v.sliced(gapStart, node.end - gapStart));
}

} // namespace Writing
