/* A stand-in for Windows 10's system ICU (icuuc.dll), which Wine 8 does not have.
 * Qt6Core imports ICU's converter functions from it to offer text codecs beyond UTF-8
 * and Latin-1. Every converter here is "missing" (U_MISSING_RESOURCE_ERROR), which Qt
 * handles like an unknown codec; UTF-8 and Latin-1 never come here. */
#include <stddef.h>
#include <stdint.h>

typedef int32_t UErrorCode;
typedef uint16_t UChar;
typedef int32_t UChar32;
typedef void UConverter;
typedef void (*UCallback)(void);
#define U_MISSING_RESOURCE_ERROR 2
#define EXPORT __declspec(dllexport)

static void missing(UErrorCode *err) { if (err && *err <= 0) *err = U_MISSING_RESOURCE_ERROR; }

EXPORT UConverter *ucnv_open(const char *name, UErrorCode *err) { (void)name; missing(err); return NULL; }
EXPORT void ucnv_close(UConverter *cnv) { (void)cnv; }
EXPORT void ucnv_reset(UConverter *cnv) { (void)cnv; }
EXPORT int8_t ucnv_getMaxCharSize(const UConverter *cnv) { (void)cnv; return 1; }
EXPORT const char *ucnv_getName(const UConverter *cnv, UErrorCode *err) { (void)cnv; missing(err); return ""; }
EXPORT void ucnv_getToUCallBack(const UConverter *cnv, UCallback *action, const void **context) {
    (void)cnv; if (action) *action = NULL; if (context) *context = NULL; }
EXPORT void ucnv_getFromUCallBack(const UConverter *cnv, UCallback *action, const void **context) {
    (void)cnv; if (action) *action = NULL; if (context) *context = NULL; }
EXPORT void ucnv_setToUCallBack(UConverter *cnv, UCallback action, const void *context,
        UCallback *old, const void **old_context, UErrorCode *err) {
    (void)cnv; (void)action; (void)context; if (old) *old = NULL; if (old_context) *old_context = NULL; missing(err); }
EXPORT void ucnv_setFromUCallBack(UConverter *cnv, UCallback action, const void *context,
        UCallback *old, const void **old_context, UErrorCode *err) {
    (void)cnv; (void)action; (void)context; if (old) *old = NULL; if (old_context) *old_context = NULL; missing(err); }
EXPORT void ucnv_cbToUWriteUChars(void *args, const UChar *source, int32_t length, int32_t offset, UErrorCode *err) {
    (void)args; (void)source; (void)length; (void)offset; missing(err); }
EXPORT void ucnv_cbFromUWriteUChars(void *args, const UChar **source, const UChar *limit, int32_t offset, UErrorCode *err) {
    (void)args; (void)source; (void)limit; (void)offset; missing(err); }
EXPORT void ucnv_toUnicode(UConverter *cnv, UChar **target, const UChar *target_limit, const char **source,
        const char *source_limit, int32_t *offsets, int8_t flush, UErrorCode *err) {
    (void)cnv; (void)target; (void)target_limit; (void)source; (void)source_limit; (void)offsets; (void)flush; missing(err); }
EXPORT void ucnv_fromUnicode(UConverter *cnv, char **target, const char *target_limit, const UChar **source,
        const UChar *source_limit, int32_t *offsets, int8_t flush, UErrorCode *err) {
    (void)cnv; (void)target; (void)target_limit; (void)source; (void)source_limit; (void)offsets; (void)flush; missing(err); }
EXPORT int32_t ucnv_toUCountPending(const UConverter *cnv, UErrorCode *err) { (void)cnv; missing(err); return 0; }
EXPORT int32_t ucnv_fromUCountPending(const UConverter *cnv, UErrorCode *err) { (void)cnv; missing(err); return 0; }
EXPORT const char *ucnv_getStandardName(const char *name, const char *standard, UErrorCode *err) {
    (void)name; (void)standard; missing(err); return NULL; }
EXPORT const char *ucnv_getAvailableName(int32_t n) { (void)n; return NULL; }
EXPORT int32_t ucnv_countAvailable(void) { return 0; }
EXPORT void UCNV_FROM_U_CALLBACK_SUBSTITUTE(const void *context, void *args, const UChar *units, int32_t length,
        UChar32 code_point, int reason, UErrorCode *err) {
    (void)context; (void)args; (void)units; (void)length; (void)code_point; (void)reason; missing(err); }
EXPORT void UCNV_TO_U_CALLBACK_SUBSTITUTE(const void *context, void *args, const char *units, int32_t length,
        int reason, UErrorCode *err) {
    (void)context; (void)args; (void)units; (void)length; (void)reason; missing(err); }
