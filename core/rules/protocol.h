// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// Every limit and value set of the sitemap protocol (PROTOCOL.md sections 3 to 5),
// written once: the reader, the rule catalogue, the writer, the table model, the
// command line and the dialogs all take them from here. A test holds that none of
// these values is written anywhere else in the code.

#include <QtGlobal>

#include <array>

namespace Protocol {

// Section 3: limits.
inline constexpr qint64 MaxUrlsPerSitemap = 50000;
// The web audit checks at most this many distinct URLs unless --limit says otherwise.
inline constexpr int AuditDefaultLimit = 50000;
inline constexpr qint64 MaxSitemapsPerIndex = 50000;
inline constexpr qint64 MaxFileBytes = 52428800; // uncompressed, per sitemap or index file
inline constexpr int MaxLocLength = 2048;        // a <loc> is shorter than this
inline constexpr int MinLocLength = 12;          // the sitemaps.org XSD's minLength of <loc>
inline constexpr int MaxImagesPerUrl = 1000;
inline constexpr int MaxNewsUrlsPerSitemap = 1000;

// Section 4: value sets and ranges.
inline constexpr std::array<const char *, 7> ChangefreqValues = {
    "always", "hourly", "daily", "weekly", "monthly", "yearly", "never"};
inline constexpr double MinPriority = 0.0;
inline constexpr double MaxPriority = 1.0;

// Hosts reserved for documentation and local networks (loc-placeholder-host): these
// domains and everything below them, and every name under these top-level labels.
inline constexpr std::array<const char *, 3> PlaceholderDomains = {"example.com", "example.net",
                                                                   "example.org"};
inline constexpr std::array<const char *, 5> PlaceholderTopLabels = {"test", "example", "invalid",
                                                                     "localhost", "local"};
// Final path segments that name a folder's index page (loc-near-duplicate drops them).
inline constexpr std::array<const char *, 4> IndexPageNames = {"index.html", "index.htm",
                                                               "index.php", "default.aspx"};
// News.
inline constexpr qint64 NewsMaxAgeMSecs = 48LL * 3600 * 1000; // news-stale: older than two days
// lastmod-future: later than now plus this.
inline constexpr qint64 LastmodFutureSlackMSecs = 24LL * 3600 * 1000;

// Video fields (video-field-invalid).
inline constexpr int MaxVideoTitleLength = 100;
inline constexpr int MaxVideoDescriptionLength = 2048;
inline constexpr int MinVideoDurationSeconds = 1;
inline constexpr int MaxVideoDurationSeconds = 28800;
inline constexpr double MinVideoRating = 0.0;
inline constexpr double MaxVideoRating = 5.0;
inline constexpr int MaxVideoUploaderLength = 255;
inline constexpr int MaxVideoTags = 32;
inline constexpr std::array<const char *, 3> VideoPlatforms = {"web", "mobile", "tv"};

} // namespace Protocol
