// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// The rule ids of PROTOCOL.md section 4, one list for the catalogue (rules.h), the
// validator and the extension facts.

#include <QtGlobal>

// In PROTOCOL.md order; the value is the bit in a rule mask.
enum class RuleId : quint8
{
    // file
    XmlMalformed,
    NotASitemap,
    EncodingNotUtf8,
    LeadingContent,
    NamespaceMissing,
    NamespaceLegacy,
    NamespaceWrong,
    GzipCorrupt,
    GzipMislabelled,
    TooManyUrls,
    TooManySitemaps,
    FileTooLarge,
    EmptySitemap,
    IndexNested,       // concerns one entry
    IndexChildMissing, // concerns one entry
    NewsTooMany,
    TextLineInvalid, // concerns one entry
    FeedSitemap,
    PrefixUndeclared,
    DoctypePresent,
    XmlEntityDeclared,
    IndexLastmodStale, // concerns one index entry
                       // entry
    LocMissing,
    TagRepeated,
    TagUnknown,
    TagOrder,
    LocNotAbsolute,
    LocScheme,
    LocTooLong,
    LocTooShort,
    LocPercentInvalid,
    LocUnescaped,
    LocWhitespace,
    LocFragment,
    LocLocalhost,
    LocPlaceholderHost,
    LocDuplicate,     // set: needs the other entries
    LocNearDuplicate, // set: needs the other entries
    LocHostMismatch,  // set: needs the majority host without an own URL
    LocOutsidePath,
    LastmodFormat,
    LastmodNoTimezone,
    LastmodInvalidDate,
    LastmodImprecise,
    LastmodFuture,
    ChangefreqInvalid,
    PriorityInvalid,
    PriorityRange,
    IndexEntryField,
    // extensions
    ImageLocMissing,
    ImageTooMany,
    ImageDeprecated,
    ImageLocInvalid,
    ImageLocDuplicate,
    VideoFieldMissing,
    VideoFieldInvalid,
    VideoLocSameAsPage,
    VideoDeprecated,
    NewsRepeated,
    NewsFieldMissing,
    NewsValueInvalid,
    NewsStale,
    HreflangInvalid,
    HreflangDuplicate,
    HreflangHrefRelative,
    HreflangNoSelf,
    HreflangCodeUnknown,
    // set (advice), reported once per file
    PriorityUniform,
    LastmodUniform,
    // hreflang across the set: need the other entries (the Validator keeps them)
    HreflangNoReturn,
    HreflangTargetMissing,
    HreflangClusterMismatch,
    // the web audit (PROTOCOL.md section 4.2): found by requesting the pages, never
    // by the Validator (WebRules judges a recorded answer)
    WebNotFound,
    WebClientError,
    WebServerError,
    WebRedirect,
    WebNoindex,
    WebCanonicalElsewhere,
    WebRobotsBlocked,
    WebUnreachable,
    WebLastmodBehind,
};
constexpr int RuleCount = int(RuleId::WebLastmodBehind) + 1;
constexpr RuleId FirstWebRule = RuleId::WebNotFound;
constexpr bool isWebRule(RuleId rule)
{
    return rule >= FirstWebRule;
}

// The rules of the extension elements of one entry (image-loc-missing to
// hreflang-code-unknown), a slice of RuleId: ExtensionFacts::at has a slot for each.
constexpr RuleId FirstExtensionRule = RuleId::ImageLocMissing;
constexpr RuleId LastExtensionRule = RuleId::HreflangCodeUnknown;
constexpr int ExtensionRuleCount = int(LastExtensionRule) - int(FirstExtensionRule) + 1;
constexpr bool isExtensionRule(RuleId rule)
{
    return rule >= FirstExtensionRule && rule <= LastExtensionRule;
}
