// Hyperbolic functions: e_sinh.c, e_cosh.c and s_tanh.c.

package fdlibm

import "math"

// Sinh returns the hyperbolic sine of x, as StrictMath.sinh (fdlibm e_sinh.c).
//
// With E = expm1(|x|): for |x| < 22, sinh(x) = sign(x)*0.5*(E + E/(E+1)) (with a better form
// below 1); for |x| in [22, log(MAX_VALUE)], sign(x)*0.5*exp(|x|); up to the overflow
// threshold, sign(x)*0.5*exp(|x|/2)*exp(|x|/2); beyond, ±Inf. sinh(±Inf) = ±Inf,
// sinh(NaN) is NaN, sinh(±0) = ±0.
func Sinh(x float64) float64 {
	const shuge = 1.0e307
	jx := hi(x)
	ix := jx & 0x7fffffff

	// x is Inf or NaN
	if ix >= 0x7ff00000 {
		return x + x
	}
	h := 0.5
	if jx < 0 {
		h = -h
	}
	// |x| in [0,22], return sign(x)*0.5*(E+E/(E+1))
	if ix < 0x40360000 { // |x| < 22
		if ix < 0x3e300000 { // |x| < 2**-28
			if shuge+x > 1 { // sinh(tiny) = tiny with inexact
				return x
			}
		}
		t := Expm1(math.Abs(x))
		if ix < 0x3ff00000 {
			return h * (float64(2.0*t) - float64(t*t)/(t+1))
		}
		return h * (t + t/(t+1))
	}
	// |x| in [22, log(maxdouble)], return 0.5*exp(|x|)
	if ix < 0x40862E42 {
		return h * Exp(math.Abs(x))
	}
	// |x| in [log(maxdouble), overflow threshold]
	if ix < 0x408633CE || (ix == 0x408633ce && lo(x) <= 0x8fb9f87d) {
		w := Exp(0.5 * math.Abs(x))
		t := h * w
		return t * w
	}
	// |x| > overflow threshold, sinh(x) overflows
	return x * shuge
}

// Cosh returns the hyperbolic cosine of x, as StrictMath.cosh (fdlibm e_cosh.c).
//
// For |x| in [0, 0.5*ln2], cosh(x) = 1 + expm1(|x|)^2/(2*exp(|x|)); in [0.5*ln2, 22],
// (exp(|x|) + 1/exp(|x|))/2; in [22, log(MAX_VALUE)], exp(|x|)/2; up to the overflow
// threshold, exp(|x|/2)/2*exp(|x|/2); beyond, +Inf. cosh(±Inf) = +Inf, cosh(NaN) is NaN.
func Cosh(x float64) float64 {
	ix := hi(x) & 0x7fffffff

	// x is Inf or NaN
	if ix >= 0x7ff00000 {
		return x * x
	}
	// |x| in [0,0.5*ln2], return 1+expm1(|x|)^2/(2*exp(|x|))
	if ix < 0x3fd62e43 {
		t := Expm1(math.Abs(x))
		w := 1 + t
		if ix < 0x3c800000 { // cosh(tiny) = 1
			return w
		}
		return 1 + float64(t*t)/(w+w)
	}
	// |x| in [0.5*ln2,22], return (exp(|x|)+1/exp(|x|)/2
	if ix < 0x40360000 {
		t := Exp(math.Abs(x))
		return float64(0.5*t) + 0.5/t
	}
	// |x| in [22, log(maxdouble)], return 0.5*exp(|x|)
	if ix < 0x40862E42 {
		return 0.5 * Exp(math.Abs(x))
	}
	// |x| in [log(maxdouble), overflow threshold]
	if ix < 0x408633CE || (ix == 0x408633ce && lo(x) <= 0x8fb9f87d) {
		w := Exp(0.5 * math.Abs(x))
		t := 0.5 * w
		return t * w
	}
	// |x| > overflow threshold, cosh(x) overflows
	return inf
}

// Tanh returns the hyperbolic tangent of x, as StrictMath.tanh (fdlibm s_tanh.c).
//
// For |x| < 22, tanh(x) = -t/(t+2) with t = expm1(-2|x|) below 1 and 1 - 2/(t+2) with
// t = expm1(2|x|) above (sign restored); for |x| >= 22, ±1. tanh(±Inf) = ±1, tanh(NaN) is NaN,
// tanh(±0) = ±0.
func Tanh(x float64) float64 {
	var z float64
	jx := hi(x)
	ix := jx & 0x7fffffff

	// x is Inf or NaN
	if ix >= 0x7ff00000 {
		if jx >= 0 {
			return 1/x + 1 // tanh(+-Inf) = +-1
		}
		return 1/x - 1 // tanh(NaN) = NaN
	}
	if ix < 0x40360000 { // |x| < 22
		if ix < 0x3c800000 { // |x| < 2**-55
			return x * (1 + x) // tanh(small) = small
		}
		if ix >= 0x3ff00000 { // |x| >= 1
			t := Expm1(2.0 * math.Abs(x))
			z = 1 - 2.0/(t+2.0)
		} else {
			t := Expm1(-2.0 * math.Abs(x))
			z = -t / (t + 2.0)
		}
	} else { // |x| >= 22, return +-1
		z = 1 - tiny // raise inexact flag
	}
	if jx >= 0 {
		return z
	}
	return -z
}
