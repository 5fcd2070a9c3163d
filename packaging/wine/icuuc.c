/* A stand-in for Windows 10's system ICU (icuuc.dll), for a Wine prefix that builds othello-qt.

   Qt >= 6.10 (PySide6 >= 6.10) links its text codecs to the ICU that Windows 10 and 11 carry as
   icuuc.dll; Wine 8 has none, so Qt6Core.dll does not load ("icuuc.dll ... not found").  This one
   knows no converter: opening one fails with an ICU error, and Qt keeps to its built-in UTF-8,
   UTF-16 and Latin-1 codecs, which are all the app uses.  packaging/windows_under_wine.py checks that
   it exports every function Qt6Core.dll imports from icuuc.dll.
   Build-environment code: it lives in the prefix's system32 and never goes into the bundle. */
#include <stddef.h>
#include <stdint.h>

typedef int UErrorCode;      /* <= 0: success */
typedef uint16_t UChar;
typedef void UConverter;
typedef void (*UCallback)(void);

#define EXPORT __declspec(dllexport)

static const UErrorCode U_UNSUPPORTED_ERROR = 16;

/* ICU's convention: a function does nothing if it is passed an error already, else it may set one */
static int fail(UErrorCode *error) {
    if (error != NULL && *error <= 0)
        *error = U_UNSUPPORTED_ERROR;
    return 0;
}

EXPORT UConverter *ucnv_open(const char *name, UErrorCode *error) { fail(error); return NULL; }
EXPORT void ucnv_close(UConverter *converter) {}
EXPORT void ucnv_reset(UConverter *converter) {}
EXPORT int32_t ucnv_countAvailable(void) { return 0; }
EXPORT const char *ucnv_getAvailableName(int32_t n) { return NULL; }
EXPORT int8_t ucnv_getMaxCharSize(const UConverter *converter) { return 1; }
EXPORT int8_t ucnv_getMinCharSize(const UConverter *converter) { return 1; }
EXPORT const char *ucnv_getName(const UConverter *converter, UErrorCode *error) { fail(error); return NULL; }
EXPORT const char *ucnv_getStandardName(const char *name, const char *standard, UErrorCode *error) {
    fail(error);
    return NULL;
}
EXPORT uint16_t ucnv_countAliases(const char *alias, UErrorCode *error) { fail(error); return 0; }
EXPORT const char *ucnv_getAlias(const char *alias, uint16_t n, UErrorCode *error) { fail(error); return NULL; }
EXPORT int ucnv_compareNames(const char *a, const char *b) { return a == b ? 0 : 1; }
EXPORT void ucnv_getToUCallBack(const UConverter *c, UCallback *action, const void **context) {
    if (action != NULL) *action = NULL;
    if (context != NULL) *context = NULL;
}
EXPORT void ucnv_getFromUCallBack(const UConverter *c, UCallback *action, const void **context) {
    if (action != NULL) *action = NULL;
    if (context != NULL) *context = NULL;
}
EXPORT void ucnv_setToUCallBack(UConverter *c, UCallback action, const void *context, UCallback *old_action,
                                const void **old_context, UErrorCode *error) { fail(error); }
EXPORT void ucnv_setFromUCallBack(UConverter *c, UCallback action, const void *context, UCallback *old_action,
                                  const void **old_context, UErrorCode *error) { fail(error); }
EXPORT void ucnv_toUnicode(UConverter *c, UChar **target, const UChar *target_limit, const char **source,
                           const char *source_limit, int32_t *offsets, int8_t flush, UErrorCode *error) {
    fail(error);
}
EXPORT void ucnv_fromUnicode(UConverter *c, char **target, const char *target_limit, const UChar **source,
                             const UChar *source_limit, int32_t *offsets, int8_t flush, UErrorCode *error) {
    fail(error);
}
EXPORT int32_t ucnv_toUCountPending(const UConverter *c, UErrorCode *error) { fail(error); return 0; }
EXPORT int32_t ucnv_fromUCountPending(const UConverter *c, UErrorCode *error) { fail(error); return 0; }
EXPORT void ucnv_cbToUWriteUChars(void *args, const UChar *source, int32_t length, int32_t offset,
                                  UErrorCode *error) { fail(error); }
EXPORT void ucnv_cbFromUWriteUChars(void *args, const UChar **source, const UChar *source_limit, int32_t offset,
                                    UErrorCode *error) { fail(error); }
EXPORT void UCNV_TO_U_CALLBACK_SUBSTITUTE(const void *context, void *args, const char *units, int32_t length,
                                          int reason, UErrorCode *error) { fail(error); }
EXPORT void UCNV_FROM_U_CALLBACK_SUBSTITUTE(const void *context, void *args, const UChar *units, int32_t length,
                                            int32_t code_point, int reason, UErrorCode *error) { fail(error); }
EXPORT void UCNV_TO_U_CALLBACK_STOP(const void *context, void *args, const char *units, int32_t length,
                                    int reason, UErrorCode *error) { fail(error); }
EXPORT void UCNV_FROM_U_CALLBACK_STOP(const void *context, void *args, const UChar *units, int32_t length,
                                      int32_t code_point, int reason, UErrorCode *error) { fail(error); }
