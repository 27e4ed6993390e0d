// The little a freestanding wasm module needs from libc for Embedded Swift: an allocator, memcmp, random bytes, the
// stack protector's hooks and Unicode normalization data. No libc, no WASI: the page imports nothing.
#include <stddef.h>
#include <stdint.h>

extern unsigned char __heap_base;

// A size-class allocator: blocks of 2^k bytes (16 B to 64 MiB) with a free list per class, carved from the top of
// the heap, which grows a page at a time. The controller allocates little (titles, a few arrays), so this is plenty.
typedef struct Free { struct Free *next; } Free;
static Free *freeLists[27];
static uintptr_t heapTop;
static uintptr_t heapEnd;

static int sizeClass(size_t size) {
    int k = 4;
    while (((size_t)1 << k) < size + 32) k++;
    return k;
}

static void *carve(size_t bytes, size_t alignment) {
    if (heapTop == 0) { heapTop = (uintptr_t)&__heap_base; heapEnd = __builtin_wasm_memory_size(0) * 65536; }
    uintptr_t start = (heapTop + 16 + alignment - 1) & ~(uintptr_t)(alignment - 1);
    uintptr_t end = start + bytes;
    if (end > heapEnd) {
        size_t pages = (end - heapEnd + 65535) / 65536;
        if (__builtin_wasm_memory_grow(0, pages) == (size_t)-1) return 0;
        heapEnd += pages * 65536;
    }
    heapTop = end;
    return (void *)start;
}

int posix_memalign(void **result, size_t alignment, size_t size) {
    if (alignment < 16) alignment = 16;
    if (alignment > 4096 || size > ((size_t)1 << 26)) return 12;  // ENOMEM
    int k = sizeClass(size + alignment);
    void *block;
    if (freeLists[k]) {
        block = freeLists[k];
        freeLists[k] = freeLists[k]->next;
    } else {
        block = carve(((size_t)1 << k) - 16, 16);
        if (!block) return 12;
        ((uint32_t *)block)[-4] = (uint32_t)k;
    }
    // The class sits in the 16 bytes before the block; an aligned pointer inside it keeps an offset there too.
    uintptr_t aligned = ((uintptr_t)block + alignment - 1) & ~(uintptr_t)(alignment - 1);
    if (aligned != (uintptr_t)block) {
        aligned = ((uintptr_t)block + 16 + alignment - 1) & ~(uintptr_t)(alignment - 1);
        ((uint32_t *)aligned)[-4] = 0xFFFFFFFFu;
        ((uint32_t *)aligned)[-3] = (uint32_t)(aligned - (uintptr_t)block);
    }
    *result = (void *)aligned;
    return 0;
}

void *malloc(size_t size) {
    void *result = 0;
    return posix_memalign(&result, 16, size) == 0 ? result : 0;
}

void free(void *pointer) {
    if (!pointer) return;
    uintptr_t block = (uintptr_t)pointer;
    if (((uint32_t *)block)[-4] == 0xFFFFFFFFu) block -= ((uint32_t *)block)[-3];
    uint32_t k = ((uint32_t *)block)[-4];
    if (k >= 27) return;
    ((Free *)block)->next = freeLists[k];
    freeLists[k] = (Free *)block;
}

int memcmp(const void *a, const void *b, size_t count) {
    const unsigned char *x = a, *y = b;
    for (size_t i = 0; i < count; i++) {
        if (x[i] != y[i]) return x[i] - y[i];
    }
    return 0;
}

void *memcpy(void *destination, const void *source, size_t count) {
    unsigned char *d = destination;
    const unsigned char *s = source;
    for (size_t i = 0; i < count; i++) d[i] = s[i];
    return destination;
}

void *memmove(void *destination, const void *source, size_t count) {
    unsigned char *d = destination;
    const unsigned char *s = source;
    if (d < s) {
        for (size_t i = 0; i < count; i++) d[i] = s[i];
    } else {
        for (size_t i = count; i > 0; i--) d[i - 1] = s[i - 1];
    }
    return destination;
}

void *memset(void *destination, int value, size_t count) {
    unsigned char *d = destination;
    for (size_t i = 0; i < count; i++) d[i] = (unsigned char)value;
    return destination;
}

// Hashing seeds only (Set, Dictionary); a fixed sequence is fine for a playground.
void arc4random_buf(void *buffer, size_t count) {
    static uint32_t state = 0x9E3779B9u;
    unsigned char *bytes = buffer;
    for (size_t i = 0; i < count; i++) {
        state ^= state << 13;
        state ^= state >> 17;
        state ^= state << 5;
        bytes[i] = (unsigned char)state;
    }
}

// Unicode normalization, which String comparison and hashing consult for text that is not ASCII. The toolchain's
// tables (libswiftUnicodeDataTables.a) would be 23 KB of the module gzipped, a quarter of it, for no change here: the
// module compares only language codes, ASCII (hr_set_languages passes no other), with its own ASCII literals. So
// every scalar is taken as its own normal form: combining class 0, quick checks passed, nothing composes.
uint16_t _swift_stdlib_getNormData(uint32_t scalar) { return 0; }
uint32_t _swift_stdlib_getDecompositionEntry(uint32_t scalar) { return 0; }
uint32_t _swift_stdlib_getComposition(uint32_t first, uint32_t second) { return UINT32_MAX; }
const uint8_t *const _swift_stdlib_nfd_decompositions = 0;

uintptr_t __stack_chk_guard = 0x5AFE5AFE;

void __stack_chk_fail(void) { __builtin_trap(); }

// 128-bit multiplication, which Swift's integer code uses for multipliedFullWidth.
__int128 __multi3(__int128 a, __int128 b) {
    unsigned __int128 x = (unsigned __int128)a, y = (unsigned __int128)b;
    uint64_t a0 = (uint64_t)x, a1 = (uint64_t)(x >> 64), b0 = (uint64_t)y, b1 = (uint64_t)(y >> 64);
    uint64_t lowLow0 = (uint32_t)a0 * (uint64_t)(uint32_t)b0;
    uint64_t lowHigh = (a0 >> 32) * (uint32_t)b0;
    uint64_t highLow = (uint32_t)a0 * (b0 >> 32);
    uint64_t highHigh = (a0 >> 32) * (b0 >> 32);
    uint64_t middle = (lowLow0 >> 32) + (uint32_t)lowHigh + (uint32_t)highLow;
    uint64_t low = (middle << 32) | (uint32_t)lowLow0;
    uint64_t high = highHigh + (lowHigh >> 32) + (highLow >> 32) + (middle >> 32);
    high += a1 * b0 + a0 * b1;
    return (__int128)(((unsigned __int128)high << 64) | low);
}
