#ifndef ALLOCATION_COUNTER_H
#define ALLOCATION_COUNTER_H

#include <stdint.h>

/// Heap allocations (malloc, calloc, realloc, posix_memalign, aligned_alloc) made by this process since it
/// started, counted by replacing the allocator entry points; or -1 where counting is not available.
int64_t allocation_counter_total(void);

/// Bytes the allocator has handed out and not had back (glibc's mallinfo2 `uordblks`), or -1 where unknown.
int64_t allocation_counter_heap_in_use(void);

/// Whether this platform counts allocations (Linux with glibc).
int allocation_counter_is_available(void);

#endif
