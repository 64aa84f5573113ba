// Exponentials and logarithms: e_exp.c, s_expm1.c, e_log.c, e_log10.c and s_log1p.c.

package fdlibm

import "math"

// ln2 in two pieces (ln2Hi has trailing zeros, so n*ln2Hi is exact for |n| < 2000), 1/ln2,
// and the coefficients of e_exp.c's rational approximation of r*(exp(r)+1)/(exp(r)-1).
var (
	ln2Hi    = math.Float64frombits(0x3fe62e42fee00000) //  6.93147180369123816490e-01
	ln2Lo    = math.Float64frombits(0x3dea39ef35793c76) //  1.90821492927058770002e-10
	invln2   = math.Float64frombits(0x3ff71547652b82fe) //  1.44269504088896338700e+00
	expP1    = math.Float64frombits(0x3fc555555555553e) //  1.66666666666666019037e-01
	expP2    = math.Float64frombits(0xbf66c16c16bebd93) // -2.77777777770155933842e-03
	expP3    = math.Float64frombits(0x3f11566aaf25de2c) //  6.61375632143793436117e-05
	expP4    = math.Float64frombits(0xbebbbd41c5d26bf1) // -1.65339022054652515390e-06
	expP5    = math.Float64frombits(0x3e66376972bea4d0) //  4.13813679705723846039e-08
	oThresh  = math.Float64frombits(0x40862e42fefa39ef) //  7.09782712893383973096e+02
	uThresh  = math.Float64frombits(0xc0874910d52d3051) // -7.45133219101941108420e+02
	twom1000 = math.Float64frombits(0x0170000000000000) //  9.33263618503218878990e-302 = 2^-1000
)

// Exp returns e**x, as StrictMath.exp (fdlibm e_exp.c).
//
// x is reduced to r = x - k*ln2 with |r| <= 0.5*ln2 (r held as hi-lo), exp(r) is computed
// from a degree-5 polynomial approximation R of r*(exp(r)+1)/(exp(r)-1) as
// 1 + r + r*R1(r)/(2-R1(r)), and scaled by 2^k. exp(+Inf) = +Inf, exp(-Inf) = 0, exp(NaN) is
// NaN; exp overflows for x > 7.09782712893383973096e+02 and underflows for
// x < -7.45133219101941108420e+02.
func Exp(x float64) float64 {
	var hi_, lo_ float64
	var k int32
	hx := hi(x)
	xsb := (hx >> 31) & 1 // sign bit of x
	hx &= 0x7fffffff      // high word of |x|

	// filter out non-finite argument
	if hx >= 0x40862E42 { // |x| >= 709.78...
		if hx >= 0x7ff00000 {
			if (uint32(hx&0xfffff) | lo(x)) != 0 {
				return x + x // NaN
			}
			if xsb == 0 {
				return x
			}
			return 0 // exp(+-Inf) = {Inf, 0}
		}
		if x > oThresh {
			return inf // overflow
		}
		if x < uThresh {
			return 0 // underflow
		}
	}

	// argument reduction
	if hx > 0x3fd62e42 { // |x| > 0.5 ln2
		if hx < 0x3FF0A2B2 { // and |x| < 1.5 ln2
			if xsb == 0 {
				hi_, lo_, k = x-ln2Hi, ln2Lo, 1
			} else {
				hi_, lo_, k = x+ln2Hi, -ln2Lo, -1
			}
		} else {
			half := 0.5
			if xsb != 0 {
				half = -0.5
			}
			k = int32(float64(invln2*x) + half)
			t := float64(k)
			hi_ = x - float64(t*ln2Hi) // t*ln2Hi is exact here
			lo_ = float64(t * ln2Lo)
		}
		x = hi_ - lo_
	} else if hx < 0x3e300000 { // |x| < 2**-28
		if huge+x > 1 {
			return 1 + x // trigger inexact
		}
	} else {
		k = 0
	}

	// x is now in primary range
	t := x * x
	c := x - float64(t*(expP1+float64(t*(expP2+float64(t*(expP3+float64(t*(expP4+float64(t*expP5)))))))))
	if k == 0 {
		return 1 - (float64(x*c)/(c-2.0) - x)
	}
	y := 1 - ((lo_ - float64(x*c)/(2.0-c)) - hi_)
	if k >= -1021 {
		return withHi(y, hi(y)+k<<20) // add k to y's exponent
	}
	y = withHi(y, hi(y)+(k+1000)<<20)
	return y * twom1000
}

// Scaled coefficients of s_expm1.c.
var (
	expm1Q1 = math.Float64frombits(0xbfa11111111110f4) // -3.33333333333331316428e-02
	expm1Q2 = math.Float64frombits(0x3f5a01a019fe5585) //  1.58730158725481460165e-03
	expm1Q3 = math.Float64frombits(0xbf14ce199eaadbb7) // -7.93650757867487942473e-05
	expm1Q4 = math.Float64frombits(0x3ed0cfca86e65239) //  4.00821782732936239552e-06
	expm1Q5 = math.Float64frombits(0xbe8afdb76e09c32d) // -2.01099218183624371326e-07
)

// Expm1 returns e**x - 1, accurate also for x near 0, as StrictMath.expm1 (fdlibm s_expm1.c).
//
// x is reduced to r = x - k*ln2 with |r| <= 0.5*ln2 (plus a correction term), expm1(r) is
// computed from a rational approximation of r*(exp(r)+1)/(exp(r)-1) and scaled back with care
// for each range of k. expm1(+Inf) = +Inf, expm1(-Inf) = -1, expm1(NaN) is NaN.
func Expm1(x float64) float64 {
	var hi_, lo_, c, t, y float64
	var k int32
	hx := hi(x)
	xsb := hx & math.MinInt32 // sign bit of x
	hx &= 0x7fffffff          // high word of |x|

	// filter out huge and non-finite argument
	if hx >= 0x4043687A { // |x| >= 56*ln2
		if hx >= 0x40862E42 { // |x| >= 709.78...
			if hx >= 0x7ff00000 {
				if (uint32(hx&0xfffff) | lo(x)) != 0 {
					return x + x // NaN
				}
				if xsb == 0 {
					return x
				}
				return -1 // exp(+-Inf) = {Inf, -1}
			}
			if x > oThresh {
				return inf // overflow
			}
		}
		if xsb != 0 { // x < -56*ln2, return -1.0 with inexact
			if x+tiny < 0 { // raise inexact
				return tiny - 1 // return -1
			}
		}
	}

	// argument reduction
	if hx > 0x3fd62e42 { // |x| > 0.5 ln2
		if hx < 0x3FF0A2B2 { // and |x| < 1.5 ln2
			if xsb == 0 {
				hi_, lo_, k = x-ln2Hi, ln2Lo, 1
			} else {
				hi_, lo_, k = x+ln2Hi, -ln2Lo, -1
			}
		} else {
			half := 0.5
			if xsb != 0 {
				half = -0.5
			}
			k = int32(float64(invln2*x) + half)
			t = float64(k)
			hi_ = x - float64(t*ln2Hi) // t*ln2Hi is exact here
			lo_ = float64(t * ln2Lo)
		}
		x = hi_ - lo_
		c = (hi_ - x) - lo_
	} else if hx < 0x3c900000 { // |x| < 2**-54, return x
		t = huge + x // return x with inexact flags when x != 0
		return x - (t - (huge + x))
	} else {
		k = 0
	}

	// x is now in primary range
	hfx := float64(0.5 * x)
	hxs := float64(x * hfx)
	r1 := 1 + float64(hxs*(expm1Q1+float64(hxs*(expm1Q2+float64(hxs*(expm1Q3+float64(hxs*(expm1Q4+float64(hxs*expm1Q5)))))))))
	t = 3.0 - float64(r1*hfx)
	e := float64(hxs * ((r1 - t) / (6.0 - float64(x*t))))
	if k == 0 {
		return x - (float64(x*e) - hxs) // c is 0
	}
	e = float64(x*(e-c)) - c
	e -= hxs
	if k == -1 {
		return float64(0.5*(x-e)) - 0.5
	}
	if k == 1 {
		if x < -0.25 {
			return -2.0 * (e - (x + 0.5))
		}
		return 1 + float64(2.0*(x-e))
	}
	if k <= -2 || k > 56 { // suffice to return exp(x)-1
		y = 1 - (e - x)
		y = withHi(y, hi(y)+k<<20) // add k to y's exponent
		return y - 1
	}
	t = 1
	if k < 20 {
		t = withHi(t, 0x3ff00000-(0x200000>>k)) // t = 1-2^-k
		y = t - (e - x)
		y = withHi(y, hi(y)+k<<20) // add k to y's exponent
	} else {
		t = withHi(t, (0x3ff-k)<<20) // 2^-k
		y = x - (e + t)
		y += 1
		y = withHi(y, hi(y)+k<<20) // add k to y's exponent
	}
	return y
}

// Coefficients of e_log.c's approximation of R(s) = (log(1+f) - 2s)/s with s = f/(2+f),
// shared with s_log1p.c (Lp1..Lp7 there).
var (
	lg1 = math.Float64frombits(0x3fe5555555555593) // 6.666666666666735130e-01
	lg2 = math.Float64frombits(0x3fd999999997fa04) // 3.999999999940941908e-01
	lg3 = math.Float64frombits(0x3fd2492494229359) // 2.857142874366239149e-01
	lg4 = math.Float64frombits(0x3fcc71c51d8e78af) // 2.222219843214978396e-01
	lg5 = math.Float64frombits(0x3fc7466496cb03de) // 1.818357216161805012e-01
	lg6 = math.Float64frombits(0x3fc39a09d078c69f) // 1.531383769920937332e-01
	lg7 = math.Float64frombits(0x3fc2f112df3e5244) // 1.479819860511658591e-01
)

// Log returns the natural logarithm of x, as StrictMath.log (fdlibm e_log.c).
//
// x = 2^k * (1+f) with sqrt(2)/2 < 1+f < sqrt(2); log(1+f) = 2s + s*R(s^2) with s = f/(2+f)
// and R a degree-14 polynomial, and log(x) = k*ln2_hi + (f - (hfsq - (s*(hfsq+R) +
// k*ln2_lo))) with hfsq = f*f/2. log(x) is NaN for x < 0, log(±0) = -Inf, log(+Inf) = +Inf.
func Log(x float64) float64 {
	hx := hi(x)
	lx := lo(x)
	var k int32
	if hx < 0x00100000 { // x < 2**-1022
		if (uint32(hx&0x7fffffff) | lx) == 0 {
			return -inf // log(±0) = -Inf
		}
		if hx < 0 {
			return nan() // log(-#) = NaN
		}
		k -= 54
		x *= two54 // subnormal number, scale up x
		hx = hi(x)
	}
	if hx >= 0x7ff00000 {
		return x + x
	}
	k += (hx >> 20) - 1023
	hx &= 0x000fffff
	i := (hx + 0x95f64) & 0x100000
	x = withHi(x, hx|(i^0x3ff00000)) // normalize x or x/2
	k += i >> 20
	f := x - 1
	if (0x000fffff & (2 + hx)) < 3 { // |f| < 2**-20
		if f == 0 {
			if k == 0 {
				return 0
			}
			dk := float64(k)
			return float64(dk*ln2Hi) + float64(dk*ln2Lo)
		}
		R := float64(f * f * (0.5 - float64(0.33333333333333333*f)))
		if k == 0 {
			return f - R
		}
		dk := float64(k)
		return float64(dk*ln2Hi) - ((R - float64(dk*ln2Lo)) - f)
	}
	s := f / (2.0 + f)
	dk := float64(k)
	z := s * s
	i = hx - 0x6147a
	w := z * z
	j := 0x6b851 - hx
	t1 := float64(w * (lg2 + float64(w*(lg4+float64(w*lg6)))))
	t2 := float64(z * (lg1 + float64(w*(lg3+float64(w*(lg5+float64(w*lg7)))))))
	i |= j
	R := t2 + t1
	if i > 0 {
		hfsq := float64(0.5 * f * f)
		if k == 0 {
			return f - (hfsq - float64(s*(hfsq+R)))
		}
		return float64(dk*ln2Hi) - ((hfsq - (float64(s*(hfsq+R)) + float64(dk*ln2Lo))) - f)
	}
	if k == 0 {
		return f - float64(s*(f-R))
	}
	return float64(dk*ln2Hi) - ((float64(s*(f-R)) - float64(dk*ln2Lo)) - f)
}

// Constants of e_log10.c: 1/ln10, and log10(2) in two pieces (log10_2hi has 40 bits).
var (
	ivln10    = math.Float64frombits(0x3fdbcb7b1526e50e) // 4.34294481903251816668e-01
	log10_2hi = math.Float64frombits(0x3fd34413509f6000) // 3.01029995663611771306e-01
	log10_2lo = math.Float64frombits(0x3d59fef311f12b36) // 3.69423907715893078616e-13
)

// Log10 returns the base 10 logarithm of x, as StrictMath.log10 (fdlibm e_log10.c).
//
// With n = ilogb(x) (plus one if negative) and x scaled by 2^-n,
// log10(x) = n*log10_2hi + (n*log10_2lo + ivln10*log(x)); log10(10**n) = n for n = 0..22.
// log10(x) is NaN for x < 0, log10(±0) = -Inf, log10(+Inf) = +Inf.
func Log10(x float64) float64 {
	hx := hi(x)
	lx := lo(x)
	var k int32
	if hx < 0x00100000 { // x < 2**-1022
		if (uint32(hx&0x7fffffff) | lx) == 0 {
			return -inf // log(±0) = -Inf
		}
		if hx < 0 {
			return nan() // log(-#) = NaN
		}
		k -= 54
		x *= two54 // subnormal number, scale up x
		hx = hi(x)
	}
	if hx >= 0x7ff00000 {
		return x + x
	}
	k += (hx >> 20) - 1023
	i := int32(uint32(k) >> 31)
	hx = (hx & 0x000fffff) | ((0x3ff - i) << 20)
	y := float64(k + i)
	x = withHi(x, hx)
	z := float64(y*log10_2lo) + float64(ivln10*Log(x))
	return z + float64(y*log10_2hi)
}

// Log1p returns log(1+x), accurate also for x near 0, as StrictMath.log1p (fdlibm s_log1p.c).
//
// 1+x = 2^k * (1+f) with sqrt(2)/2 < 1+f < sqrt(2), a correction term c for the rounding of
// 1+x, and log(1+f) as in Log. log1p(x) is NaN for x < -1 and NaN, log1p(-1) = -Inf,
// log1p(+Inf) = +Inf.
func Log1p(x float64) float64 {
	var f, c float64
	var hu int32
	hx := hi(x)
	ax := hx & 0x7fffffff

	k := int32(1)
	if hx < 0x3FDA827A { // x < 0.41422
		if ax >= 0x3ff00000 { // x <= -1.0
			if x == -1 {
				return -inf // log1p(-1) = -Inf
			}
			return nan() // log1p(x < -1) = NaN
		}
		if ax < 0x3e200000 { // |x| < 2**-29
			if two54+x > 0 && ax < 0x3c900000 { // |x| < 2**-54
				return x
			}
			return x - float64(x*x*0.5)
		}
		if hx > 0 || hx <= int32(-0x402d413d) { // -0.2929 < x < 0.41422 (0xbfd2bec3)
			k = 0
			f = x
			hu = 1
		}
	}
	if hx >= 0x7ff00000 {
		return x + x
	}
	if k != 0 {
		var u float64
		if hx < 0x43400000 {
			u = 1 + x
			hu = hi(u)
			k = (hu >> 20) - 1023
			if k > 0 { // correction term
				c = 1 - (u - x)
			} else {
				c = x - (u - 1)
			}
			c /= u
		} else {
			u = x
			hu = hi(u)
			k = (hu >> 20) - 1023
			c = 0
		}
		hu &= 0x000fffff
		if hu < 0x6a09e {
			u = withHi(u, hu|0x3ff00000) // normalize u
		} else {
			k++
			u = withHi(u, hu|0x3fe00000) // normalize u/2
			hu = (0x00100000 - hu) >> 2
		}
		f = u - 1
	}
	hfsq := float64(0.5 * f * f)
	dk := float64(k)
	if hu == 0 { // |f| < 2**-20
		if f == 0 {
			if k == 0 {
				return 0
			}
			c += float64(dk * ln2Lo)
			return float64(dk*ln2Hi) + c
		}
		R := float64(hfsq * (1 - float64(0.66666666666666666*f)))
		if k == 0 {
			return f - R
		}
		return float64(dk*ln2Hi) - ((R - (float64(dk*ln2Lo) + c)) - f)
	}
	s := f / (2.0 + f)
	z := s * s
	R := float64(z * (lg1 + float64(z*(lg2+float64(z*(lg3+float64(z*(lg4+float64(z*(lg5+float64(z*(lg6+float64(z*lg7)))))))))))))
	if k == 0 {
		return f - (hfsq - float64(s*(hfsq+R)))
	}
	return float64(dk*ln2Hi) - ((hfsq - (float64(s*(hfsq+R)) + (float64(dk*ln2Lo) + c))) - f)
}
