// SPDX-License-Identifier: GPL-3.0-or-later
#include "mappedfile.h"

#include <algorithm>
#include <atomic>
#include <csignal>
#include <cstdint>
#include <mutex>
#include <sys/mman.h>
#include <unistd.h>

namespace {

// The mappings alive, where the handler of SIGBUS looks for the address at fault.
// Plain atomics only: the handler may run on any thread, at any moment.
struct Slot
{
    std::atomic<bool> taken{false};
    std::atomic<std::uintptr_t> begin{0}; // 0: no mapping
    std::atomic<std::uintptr_t> end{0};
    std::atomic<bool> cut{false};
};
// More files mapped at once than this are read instead (the command line reads
// two at a time, the editor a few).
constexpr int SlotCount = 64;
Slot slots[SlotCount];

std::uintptr_t pageBytes = 4096;
struct sigaction previous = {};

// Hands a signal that is not about a mapped file on as it was handled before.
void passOn(int signal, siginfo_t *info, void *context)
{
    if ((previous.sa_flags & SA_SIGINFO) && previous.sa_sigaction) {
        previous.sa_sigaction(signal, info, context);
        return;
    }
    if (previous.sa_handler != SIG_DFL && previous.sa_handler != SIG_IGN) {
        previous.sa_handler(signal);
        return;
    }
    // The default action: a fault recurs when the instruction runs again; a signal
    // sent (kill(2)) is sent again.
    ::sigaction(SIGBUS, &previous, nullptr);
    if (info->si_code <= 0)
        ::raise(signal);
}

void onBusError(int signal, siginfo_t *info, void *context)
{
    // Only a fault has an address (si_code above 0); a signal sent has none.
    const auto at = info->si_code > 0 ? reinterpret_cast<std::uintptr_t>(info->si_addr) : 0;
    for (Slot &slot : slots) {
        const std::uintptr_t begin = slot.begin.load(std::memory_order_acquire);
        const std::uintptr_t end = slot.end.load(std::memory_order_acquire);
        if (begin == 0 || at < begin || at >= end)
            continue;
        // Zero pages from the page at fault to the end of the mapping: the read
        // goes on and finds zeros there (no XML holds a NUL byte).
        const std::uintptr_t page = at & ~(pageBytes - 1);
        void *zeros = ::mmap(reinterpret_cast<void *>(page), end - page, PROT_READ,
                             MAP_PRIVATE | MAP_ANONYMOUS | MAP_FIXED, -1, 0);
        if (zeros == MAP_FAILED)
            break;
        slot.cut.store(true, std::memory_order_release);
        return;
    }
    passOn(signal, info, context);
}

bool installHandler()
{
    static const bool installed = [] {
        const long page = ::sysconf(_SC_PAGESIZE);
        if (page > 0)
            pageBytes = std::uintptr_t(page);
        struct sigaction action = {};
        action.sa_sigaction = &onBusError;
        action.sa_flags = SA_SIGINFO | SA_RESTART;
        sigemptyset(&action.sa_mask);
        return ::sigaction(SIGBUS, &action, &previous) == 0;
    }();
    return installed;
}

} // namespace

std::unique_ptr<MappedFile> MappedFile::map(int fd, std::size_t size)
{
    if (size == 0 || !installHandler())
        return nullptr;
    int slot = 0;
    for (; slot < SlotCount; ++slot) {
        bool free = false;
        if (slots[slot].taken.compare_exchange_strong(free, true))
            break;
    }
    if (slot == SlotCount)
        return nullptr;
    const std::size_t mapped = (size + pageBytes - 1) & ~(pageBytes - 1);
    void *p = ::mmap(nullptr, mapped, PROT_READ, MAP_PRIVATE, fd, 0);
    if (p == MAP_FAILED) {
        slots[slot].taken.store(false);
        return nullptr;
    }
    const auto begin = reinterpret_cast<std::uintptr_t>(p);
    slots[slot].cut.store(false, std::memory_order_relaxed);
    slots[slot].end.store(begin + mapped, std::memory_order_relaxed);
    slots[slot].begin.store(begin, std::memory_order_release);
    return std::unique_ptr<MappedFile>(new MappedFile(static_cast<char *>(p), size, mapped, slot));
}

MappedFile::MappedFile(char *data, std::size_t size, std::size_t mapped, int slot)
    : m_data(data), m_size(size), m_mapped(mapped), m_slot(slot)
{
}

MappedFile::~MappedFile()
{
    Slot &slot = slots[m_slot];
    slot.begin.store(0, std::memory_order_release);
    slot.end.store(0, std::memory_order_release);
    ::munmap(m_data, m_mapped);
    slot.taken.store(false, std::memory_order_release);
}

bool MappedFile::takeIn(std::size_t from, std::size_t to) const
{
#if defined(__linux__) && defined(MADV_POPULATE_READ)
    // A few megabytes per call, as PageStorage::populate(): the process's memory
    // map is locked through each.
    constexpr std::size_t Chunk = std::size_t(4) << 20;
    const std::size_t first = from & ~(pageBytes - 1);
    const std::size_t last = std::min(to, m_mapped);
    for (std::size_t at = first; at < last; at += Chunk) {
        if (::madvise(m_data + at, std::min(Chunk, last - at), MADV_POPULATE_READ) != 0)
            return false;
    }
    return true;
#else
    (void)from;
    (void)to;
    return false;
#endif
}

bool MappedFile::cut() const
{
    return slots[m_slot].cut.load(std::memory_order_acquire);
}
