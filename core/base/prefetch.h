// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// Starts loading the cache line that holds p, for a read that comes a little later.
// A step that reads several tables far apart (one cell edit at a million rows reads
// the entry, its values, its verdicts and its keys) otherwise waits for memory at
// each of them in turn; with their lines asked for together first, the waits
// overlap. Only a hint: p need not be valid to dereference.
inline void prefetchLine(const void *p)
{
#if defined(__GNUC__)
    __builtin_prefetch(p);
#else
    (void)p;
#endif
}

// The same for a line that will be written (a hash table's slot on an insert).
inline void prefetchLineToWrite(const void *p)
{
#if defined(__GNUC__)
    __builtin_prefetch(p, 1);
#else
    (void)p;
#endif
}
