/* A stand-in for bcryptprimitives.dll's ProcessPrng, which Rust's standard library
 * (pydantic-core, rpds, cryptography, hf-xet wheels) imports on Windows 10+ and Wine 8
 * lacks (Wine 9 has it). It fills the buffer from BCryptGenRandom, the system RNG. */
#include <windows.h>
#include <bcrypt.h>

__declspec(dllexport) BOOL WINAPI ProcessPrng(PBYTE data, SIZE_T size) {
    while (size > 0) {
        ULONG chunk = size > 0x10000000 ? 0x10000000 : (ULONG)size;
        if (BCryptGenRandom(NULL, data, chunk, BCRYPT_USE_SYSTEM_PREFERRED_RNG) != 0) return FALSE;
        data += chunk;
        size -= chunk;
    }
    return TRUE;
}
