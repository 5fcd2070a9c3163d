/* The C99 complex functions of the Universal C Runtime, for a Wine prefix that builds othello-qt.

   Wine 8's builtin ucrtbase.dll exports crealf, cabs, cexp, _Cbuild and the others as stubs that abort
   ("unimplemented function ucrtbase.dll.crealf"), and numpy >= 2 calls them when it is imported.
   packaging/windows_under_wine.py links this file into a native ucrtbase.dll whose every other export
   forwards to Wine's own, copied beside it as ucrtwine.dll; the prefix prefers the native one.
   Build-environment code: it lives in the prefix's system32 and never goes into the bundle.

   Only functions named shim_NAME are exported (as NAME, where Wine's ucrtbase has NAME).  The types
   follow the Microsoft ABI: _Fcomplex, _Dcomplex and _Lcomplex are structs of two floats or doubles
   (MSVC's long double is a double), not C99 _Complex values. */
#include <complex.h>
#include <math.h>

typedef struct { float part[2]; } fcomplex;  /* _Fcomplex */
typedef struct { double part[2]; } dcomplex; /* _Dcomplex and _Lcomplex */

static double _Complex to_d(dcomplex z) { return __builtin_complex(z.part[0], z.part[1]); }
static float _Complex to_f(fcomplex z) { return __builtin_complex(z.part[0], z.part[1]); }
static dcomplex from_d(double _Complex z) { dcomplex r = {{creal(z), cimag(z)}}; return r; }
static fcomplex from_f(float _Complex z) { fcomplex r = {{crealf(z), cimagf(z)}}; return r; }
static dcomplex make_d(double re, double im) { dcomplex r = {{re, im}}; return r; }
static fcomplex make_f(float re, float im) { fcomplex r = {{re, im}}; return r; }

/* f(z) -> complex, in the double, long double (= double) and float flavours */
#define COMPLEX_OF_COMPLEX(name) \
    dcomplex shim_##name(dcomplex z) { return from_d(name(to_d(z))); } \
    dcomplex shim_##name##l(dcomplex z) { return from_d(name(to_d(z))); } \
    fcomplex shim_##name##f(fcomplex z) { return from_f(name##f(to_f(z))); }

COMPLEX_OF_COMPLEX(cacos)
COMPLEX_OF_COMPLEX(cacosh)
COMPLEX_OF_COMPLEX(casin)
COMPLEX_OF_COMPLEX(casinh)
COMPLEX_OF_COMPLEX(catan)
COMPLEX_OF_COMPLEX(catanh)
COMPLEX_OF_COMPLEX(ccos)
COMPLEX_OF_COMPLEX(ccosh)
COMPLEX_OF_COMPLEX(cexp)
COMPLEX_OF_COMPLEX(clog)
COMPLEX_OF_COMPLEX(cproj)
COMPLEX_OF_COMPLEX(csin)
COMPLEX_OF_COMPLEX(csinh)
COMPLEX_OF_COMPLEX(csqrt)
COMPLEX_OF_COMPLEX(ctan)
COMPLEX_OF_COMPLEX(ctanh)

/* clog10 is Microsoft's own */
dcomplex shim_clog10(dcomplex z) { return from_d(clog(to_d(z)) / log(10.0)); }
dcomplex shim_clog10l(dcomplex z) { return shim_clog10(z); }
fcomplex shim_clog10f(fcomplex z) { return from_f(clogf(to_f(z)) / logf(10.0f)); }

dcomplex shim_cpow(dcomplex a, dcomplex b) { return from_d(cpow(to_d(a), to_d(b))); }
dcomplex shim_cpowl(dcomplex a, dcomplex b) { return shim_cpow(a, b); }
fcomplex shim_cpowf(fcomplex a, fcomplex b) { return from_f(cpowf(to_f(a), to_f(b))); }

dcomplex shim_conj(dcomplex z) { return make_d(z.part[0], -z.part[1]); }
dcomplex shim_conjl(dcomplex z) { return shim_conj(z); }
fcomplex shim_conjf(fcomplex z) { return make_f(z.part[0], -z.part[1]); }

/* complex -> real */
double shim_creal(dcomplex z) { return z.part[0]; }
double shim_creall(dcomplex z) { return z.part[0]; }
float shim_crealf(fcomplex z) { return z.part[0]; }
double shim_cimag(dcomplex z) { return z.part[1]; }
double shim_cimagl(dcomplex z) { return z.part[1]; }
float shim_cimagf(fcomplex z) { return z.part[1]; }
double shim_cabs(dcomplex z) { return hypot(z.part[0], z.part[1]); }
double shim_cabsl(dcomplex z) { return hypot(z.part[0], z.part[1]); }
float shim_cabsf(fcomplex z) { return hypotf(z.part[0], z.part[1]); }
double shim_carg(dcomplex z) { return atan2(z.part[1], z.part[0]); }
double shim_cargl(dcomplex z) { return atan2(z.part[1], z.part[0]); }
float shim_cargf(fcomplex z) { return atan2f(z.part[1], z.part[0]); }
double shim_norm(dcomplex z) { return z.part[0] * z.part[0] + z.part[1] * z.part[1]; }
double shim_norml(dcomplex z) { return shim_norm(z); }
float shim_normf(fcomplex z) { return z.part[0] * z.part[0] + z.part[1] * z.part[1]; }

/* Microsoft's constructors and products in place of C99's operators */
dcomplex shim__Cbuild(double re, double im) { return make_d(re, im); }
dcomplex shim__LCbuild(double re, double im) { return make_d(re, im); }
fcomplex shim__FCbuild(float re, float im) { return make_f(re, im); }
dcomplex shim__Cmulcc(dcomplex a, dcomplex b) {
    return make_d(a.part[0] * b.part[0] - a.part[1] * b.part[1], a.part[0] * b.part[1] + a.part[1] * b.part[0]);
}
dcomplex shim__LCmulcc(dcomplex a, dcomplex b) { return shim__Cmulcc(a, b); }
fcomplex shim__FCmulcc(fcomplex a, fcomplex b) {
    return make_f(a.part[0] * b.part[0] - a.part[1] * b.part[1], a.part[0] * b.part[1] + a.part[1] * b.part[0]);
}
dcomplex shim__Cmulcr(dcomplex a, double b) { return make_d(a.part[0] * b, a.part[1] * b); }
dcomplex shim__LCmulcr(dcomplex a, double b) { return shim__Cmulcr(a, b); }
fcomplex shim__FCmulcr(fcomplex a, float b) { return make_f(a.part[0] * b, a.part[1] * b); }
