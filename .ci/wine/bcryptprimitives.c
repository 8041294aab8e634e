/* Test scaffolding for the Windows tests under Wine (.ci/windows), not part of bbgen. Rust's
 * standard library takes its random numbers (such as HashMap's seeds) from ProcessPrng in
 * bcryptprimitives.dll, which Windows 10 and later have and Wine 8.0 lacks, so that no test
 * program would start there. This stand-in exports ProcessPrng and fills the buffer from
 * BCryptGenRandom, which Wine has; .ci/windows builds it with mingw-w64 into the Wine prefix's
 * system32. */
#include <windows.h>
#include <bcrypt.h>

__declspec(dllexport) BOOL WINAPI ProcessPrng(PBYTE data, SIZE_T length) {
    while (length > 0) {
        ULONG chunk = length > 0x40000000 ? 0x40000000 : (ULONG)length;
        if (!BCRYPT_SUCCESS(BCryptGenRandom(NULL, data, chunk, BCRYPT_USE_SYSTEM_PREFERRED_RNG))) {
            return FALSE;
        }
        data += chunk;
        length -= chunk;
    }
    return TRUE;
}
