// Counts heap allocations inside the benchmark process. On Linux with glibc, a program may define malloc and
// friends itself; every shared library (the Swift runtime included) then calls these, and they forward to
// glibc's own implementation through its __libc_* entry points. Elsewhere counting is reported unavailable.
#include "AllocationCounter.h"

#if defined(__linux__) && defined(__GLIBC__)
#include <stddef.h>
#include <errno.h>

extern void *__libc_malloc(size_t size);
extern void *__libc_calloc(size_t count, size_t size);
extern void *__libc_realloc(void *pointer, size_t size);
extern void *__libc_memalign(size_t alignment, size_t size);
extern void __libc_free(void *pointer);

static int64_t allocations = 0;

static inline void count(void) { __atomic_add_fetch(&allocations, 1, __ATOMIC_RELAXED); }

void *malloc(size_t size) {
    count();
    return __libc_malloc(size);
}

void *calloc(size_t count_, size_t size) {
    count();
    return __libc_calloc(count_, size);
}

void *realloc(void *pointer, size_t size) {
    count();
    return __libc_realloc(pointer, size);
}

void free(void *pointer) { __libc_free(pointer); }

int posix_memalign(void **result, size_t alignment, size_t size) {
    count();
    void *pointer = __libc_memalign(alignment, size);
    if (!pointer) return ENOMEM;
    *result = pointer;
    return 0;
}

void *aligned_alloc(size_t alignment, size_t size) {
    count();
    return __libc_memalign(alignment, size);
}

void *memalign(size_t alignment, size_t size) {
    count();
    return __libc_memalign(alignment, size);
}

int64_t allocation_counter_total(void) { return __atomic_load_n(&allocations, __ATOMIC_RELAXED); }
int allocation_counter_is_available(void) { return 1; }

#include <malloc.h>
int64_t allocation_counter_heap_in_use(void) {
#if __GLIBC__ > 2 || (__GLIBC__ == 2 && __GLIBC_MINOR__ >= 33)
    return (int64_t)mallinfo2().uordblks;
#else
    return -1;
#endif
}
#else
int64_t allocation_counter_heap_in_use(void) { return -1; }
int64_t allocation_counter_total(void) { return -1; }
int allocation_counter_is_available(void) { return 0; }
#endif
