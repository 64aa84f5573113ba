// Square root, cube root, hypotenuse and remainder: e_sqrt.c, s_cbrt.c, e_hypot.c (as ported
// in OpenJDK's FdLibm.Cbrt and FdLibm.Hypot), e_remainder.c and e_fmod.c.

package fdlibm

import "math"

// Sqrt returns the square root of x, as StrictMath.sqrt (fdlibm e_sqrt.c). IEEE 754 requires
// the correctly rounded result, which is what fdlibm's bit-by-bit algorithm and Go's
// math.Sqrt both produce.
func Sqrt(x float64) float64 { return math.Sqrt(x) }

// Constants of s_cbrt.c.
const (
	cbrtB1 = 715094163 // (682-0.03306235651)*2**20
	cbrtB2 = 696219795 // (664-0.03306235651)*2**20
)

var (
	cbrtC = math.Float64frombits(0x3fe15f15f15f15f1) //  19/35   ~= 5.42857142857142815906e-01
	cbrtD = math.Float64frombits(0xbfe691de2532c834) // -864/1225 ~= -7.05306122448979611050e-01
	cbrtE = math.Float64frombits(0x3ff6a0ea0ea0ea0f) //  99/70   ~= 1.41428571428571436819e+00
	cbrtF = math.Float64frombits(0x3ff9b6db6db6db6e) //  45/28   ~= 1.60714285714285720630e+00
	cbrtG = math.Float64frombits(0x3fd6db6db6db6db7) //  5/14    ~= 3.57142857142857150787e-01
)

// Cbrt returns the cube root of x, as StrictMath.cbrt (fdlibm s_cbrt.c).
//
// A 5-bit estimate from the exponent is refined to 23 bits by a rational approximation,
// chopped to 20 bits and rounded up, and finished with one Newton step (error < 0.667 ulp).
// cbrt(±0) = ±0, cbrt(±Inf) = ±Inf, cbrt(NaN) is NaN.
func Cbrt(x float64) float64 {
	var t float64
	if x == 0 || x != x || math.IsInf(x, 0) {
		return x // handles signed zeros properly
	}
	sign := 1.0
	if x < 0 {
		sign = -1.0
	}
	x = math.Abs(x)

	// rough cbrt to 5 bits
	if x < 0x1p-1022 { // subnormal number
		t = 0x1p54 * x
		t = withHi(t, hi(t)/3+cbrtB2)
	} else {
		t = withHi(t, hi(x)/3+cbrtB1)
	}

	// new cbrt to 23 bits, may be implemented in single precision
	r := t * t / x
	s := cbrtC + float64(r*t)
	t *= cbrtG + cbrtF/(s+cbrtE+cbrtD/s)

	// chop to 20 bits and make it larger than cbrt(x)
	t = withLo(t, 0)
	t = withHi(t, hi(t)+1)

	// one step Newton iteration to 53 bits with error less than 0.667 ulps
	s = t * t // t*t is exact
	r = x / s
	w := t + t
	r = (r - t) / (w + r) // r-s is exact
	t = t + float64(t*r)

	// restore the original sign bit
	return sign * t
}

// Hypot returns sqrt(x*x + y*y) without undue overflow or underflow, with an error below one
// ulp, as StrictMath.hypot (fdlibm e_hypot.c).
//
// With a >= b the magnitudes (scaled by 2^±600 or 2^1022 when very large or small),
// x*x + y*y is computed as a1*a1 + (b*b + a2*(a+a1)) if a > 2b and as
// t1*b1 + ((a-b)*(a-b) + (t1*b2 + t2*b)) otherwise, where a1, b1, t1 (= 2a) keep their high
// words only and a2, b2, t2 are the remainders. hypot is +Inf if either argument is infinite,
// else NaN if either is NaN.
func Hypot(x, y float64) float64 {
	a := math.Abs(x)
	b := math.Abs(y)
	if a != a || b != b || math.IsInf(a, 0) || math.IsInf(b, 0) {
		if math.IsInf(a, 0) || math.IsInf(b, 0) {
			return inf
		}
		return a + b // propagate NaN significand bits
	}
	if b > a {
		a, b = b, a
	}
	ha := hi(a)
	hb := hi(b)
	if ha-hb > 0x3c00000 {
		return a + b // a/b > 2**60
	}
	k := 0
	if a > math.Float64frombits(0x5f300000ffffffff) { // a > ~2**500
		// scale a and b by 2**-600
		ha -= 0x25800000
		hb -= 0x25800000
		a = float64(a * 0x1p-600)
		b = float64(b * 0x1p-600)
		k += 600
	}
	var t1, t2 float64
	if b < 0x1p-500 { // b < 2**-500
		if b < 0x1p-1022 { // subnormal b or 0
			if b == 0 {
				return a
			}
			t1 = 0x1p1022
			b = float64(b * t1)
			a = float64(a * t1)
			k -= 1022
		} else { // scale a and b by 2^600
			ha += 0x25800000
			hb += 0x25800000
			a = float64(a * 0x1p600)
			b = float64(b * 0x1p600)
			k -= 600
		}
	}
	// medium size a and b
	w := a - b
	if w > b {
		t1 = fromWords(ha, 0)
		t2 = a - t1
		w = math.Sqrt(float64(t1*t1) - (float64(b*(-b)) - float64(t2*(a+t1))))
	} else {
		a = a + a
		y1 := fromWords(hb, 0)
		y2 := b - y1
		t1 = fromWords(ha+0x00100000, 0)
		t2 = a - t1
		w = math.Sqrt(float64(t1*y1) - (float64(w*(-w)) - (float64(t1*y2) + float64(t2*b))))
	}
	if k != 0 {
		return math.Float64frombits(uint64(k+1023)<<52) * w
	}
	return w
}

// IEEEremainder returns x - n*p with n the integer nearest x/p (the even one on ties), as
// StrictMath.IEEEremainder (fdlibm e_remainder.c). The result is exact. It is NaN if x is
// infinite, p is zero or either is NaN; it is x if p is infinite and x finite.
func IEEEremainder(x, p float64) float64 {
	hx := hi(x)
	lx := lo(x)
	hp := hi(p)
	lp := lo(p)
	sx := hx & math.MinInt32
	hp &= 0x7fffffff
	hx &= 0x7fffffff

	// purge off exception values
	if (uint32(hp) | lp) == 0 { // p = 0
		return (x * p) / (x * p)
	}
	if hx >= 0x7ff00000 || // x not finite
		(hp >= 0x7ff00000 && (uint32(hp-0x7ff00000)|lp) != 0) { // p is NaN
		return (x * p) / (x * p)
	}
	if hp <= 0x7fdfffff {
		x = fmod(x, p+p) // now x < 2p
	}
	if (uint32(hx-hp) | (lx - lp)) == 0 {
		return 0 * x
	}
	x = math.Abs(x)
	p = math.Abs(p)
	if hp < 0x00200000 {
		if x+x > p {
			x -= p
			if x+x >= p {
				x -= p
			}
		}
	} else {
		pHalf := 0.5 * p
		if x > pHalf {
			x -= p
			if x >= pHalf {
				x -= p
			}
		}
	}
	return withHi(x, hi(x)^sx)
}

// fmod returns x - n*y with n = trunc(x/y), exactly, for finite x and finite nonzero y
// (e_fmod.c, which shifts and subtracts the significands as two 32-bit words; the result is
// exact, so doing the same on one 64-bit word gives the same bits).
func fmod(x, y float64) float64 {
	const signBit = 1 << 63
	ux := math.Float64bits(x)
	uy := math.Float64bits(y)
	sx := ux & signBit
	ux &^= signBit
	uy &^= signBit
	if ux < uy {
		return x // |x| < |y|
	}
	if ux == uy {
		return math.Float64frombits(sx) // |x| = |y|: ±0
	}
	ex := int(ux >> 52)
	ey := int(uy >> 52)
	// normalize the significands, with the implicit bit at bit 52
	if ex == 0 {
		for i := ux << 12; i>>63 == 0; i <<= 1 {
			ex--
		}
		ux <<= uint(1 - ex)
	} else {
		ux = ux&(1<<52-1) | 1<<52
	}
	if ey == 0 {
		for i := uy << 12; i>>63 == 0; i <<= 1 {
			ey--
		}
		uy <<= uint(1 - ey)
	} else {
		uy = uy&(1<<52-1) | 1<<52
	}
	// fixed-point fmod
	for ; ex > ey; ex-- {
		if ux >= uy {
			ux -= uy
			if ux == 0 {
				return math.Float64frombits(sx)
			}
		}
		ux <<= 1
	}
	if ux >= uy {
		ux -= uy
		if ux == 0 {
			return math.Float64frombits(sx)
		}
	}
	// convert back to floating point and restore the sign
	for ux>>52 == 0 {
		ux <<= 1
		ex--
	}
	if ex > 0 {
		ux = ux&(1<<52-1) | uint64(ex)<<52
	} else {
		ux >>= uint(1 - ex) // subnormal output
	}
	return math.Float64frombits(ux | sx)
}
