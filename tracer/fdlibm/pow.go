// Power function: e_pow.c (as ported in OpenJDK's FdLibm.Pow).

package fdlibm

import "math"

// Constants of e_pow.c.
var (
	powBP   = [2]float64{1.0, 1.5}
	powDPH  = [2]float64{0, math.Float64frombits(0x3fe2b80340000000)} // 5.84962487220764160156e-01
	powDPL  = [2]float64{0, math.Float64frombits(0x3e4cfdeb43cfd006)} // 1.35003920212974897128e-08
	powL1   = math.Float64frombits(0x3fe3333333333303)                //  5.99999999999994648725e-01
	powL2   = math.Float64frombits(0x3fdb6db6db6fabff)                //  4.28571428578550184252e-01
	powL3   = math.Float64frombits(0x3fd55555518f264d)                //  3.33333329818377432918e-01
	powL4   = math.Float64frombits(0x3fd17460a91d4101)                //  2.72728123808534006489e-01
	powL5   = math.Float64frombits(0x3fcd864a93c9db65)                //  2.30660745775561754067e-01
	powL6   = math.Float64frombits(0x3fca7e284a454eef)                //  2.06975017800338417784e-01
	powP1   = math.Float64frombits(0x3fc555555555553e)                //  1.66666666666666019037e-01
	powP2   = math.Float64frombits(0xbf66c16c16bebd93)                // -2.77777777770155933842e-03
	powP3   = math.Float64frombits(0x3f11566aaf25de2c)                //  6.61375632143793436117e-05
	powP4   = math.Float64frombits(0xbebbbd41c5d26bf1)                // -1.65339022054652515390e-06
	powP5   = math.Float64frombits(0x3e66376972bea4d0)                //  4.13813679705723846039e-08
	powLg2  = math.Float64frombits(0x3fe62e42fefa39ef)                //  6.93147180559945286227e-01
	powLg2H = math.Float64frombits(0x3fe62e4300000000)                //  6.93147182464599609375e-01
	powLg2L = math.Float64frombits(0xbe205c610ca86c39)                // -1.90465429995776804525e-09
	ovt     = 8.0085662595372944372e-17                               // -(1024-log2(ovfl+.5ulp))
	cp      = math.Float64frombits(0x3feec709dc3a03fd)                //  9.61796693925975554329e-01 = 2/(3ln2)
	cpH     = math.Float64frombits(0x3feec709e0000000)                //  9.61796700954437255859e-01 = (float)cp
	cpL     = math.Float64frombits(0xbe3e2fe0145b01f5)                // -7.02846165095275826516e-09 = tail of cpH
	ivln2   = math.Float64frombits(0x3ff71547652b82fe)                //  1.44269504088896338700e+00 = 1/ln2
	ivln2H  = math.Float64frombits(0x3ff7154760000000)                //  1.44269502162933349609e+00 = 24 bits of 1/ln2
	ivln2L  = math.Float64frombits(0x3e54ae0bf85ddf44)                //  1.92596299112661746887e-08 = 1/ln2 tail
	two53   = math.Float64frombits(0x4340000000000000)                //  9007199254740992.0 = 2^53
)

// Pow returns x**y, as StrictMath.pow (fdlibm e_pow.c). It implements all of Java's special
// cases:
//
//	(anything) ** 0 is 1
//	(anything) ** 1 is itself
//	(anything) ** NaN is NaN
//	NaN ** (anything except 0) is NaN
//	±(|x| > 1) ** +Inf is +Inf, ** -Inf is +0
//	±(|x| < 1) ** +Inf is +0, ** -Inf is +Inf
//	±1 ** ±Inf is NaN
//	+0 ** (+anything except 0, NaN) is +0
//	-0 ** (+anything except 0, NaN, odd integer) is +0
//	+0 ** (-anything except 0, NaN) is +Inf
//	-0 ** (-anything except 0, NaN, odd integer) is +Inf
//	-0 ** (odd integer) is -(+0 ** (odd integer))
//	+Inf ** (+anything except 0, NaN) is +Inf
//	+Inf ** (-anything except 0, NaN) is +0
//	-Inf ** (anything) is -0 ** (-anything)
//	(-anything) ** (integer) is (-1)**(integer) * (+anything ** integer)
//	(-anything except 0 and Inf) ** (non-integer) is NaN
//
// Otherwise, with x = 2^n * (1+f), log2(x) is computed in two pieces w1+w2 (w1 with 29
// trailing zero bits), y*log2(x) = n+y' with |y'| <= 0.5 in simulated extra precision, and
// x**y = 2^n * exp(y'*ln2). pow(integer, integer) is exact when representable.
func Pow(x, y float64) float64 {
	var z, r, s, t, u, v, w, pH, pL, t1, t2 float64
	var i, j, k, n int32

	// y == zero: x**0 = 1
	if y == 0 {
		return 1
	}
	// ±NaN: return x + y to propagate NaN significands
	if x != x || y != y {
		return x + y
	}
	yAbs := math.Abs(y)
	xAbs := math.Abs(x)
	// special values of y
	if y == 2 {
		return x * x
	} else if y == 0.5 {
		if x >= -math.MaxFloat64 { // x == -Inf is handled later
			return math.Sqrt(x + 0.0) // adding 0.0 turns -0 into +0
		}
	} else if yAbs == 1 { // y is ±1
		if y == 1 {
			return x
		}
		return 1 / x
	} else if math.IsInf(yAbs, 0) { // y is ±Inf
		switch {
		case xAbs == 1:
			return y - y // (±1)**±Inf is NaN
		case xAbs > 1: // (|x| > 1)**±Inf = Inf, 0
			if y >= 0 {
				return y
			}
			return 0
		default: // (|x| < 1)**∓Inf = Inf, 0
			if y < 0 {
				return -y
			}
			return 0
		}
	}

	hx := hi(x)
	ix := hx & 0x7fffffff

	// When x < 0, determine if y is an odd integer: yIsInt is 0 if y is not an integer, 1 if
	// it is an odd one and 2 if it is an even one.
	yIsInt := int32(0)
	if hx < 0 {
		if yAbs >= 0x1p53 { // |y| >= 2^53: an even integer, since ulp(2^53) = 2
			yIsInt = 2
		} else if yAbs >= 1 {
			if l := int64(yAbs); float64(l) == yAbs {
				yIsInt = 2 - int32(l&1)
			}
		}
	}

	// special values of x
	if xAbs == 0 || math.IsInf(xAbs, 0) || xAbs == 1 {
		z = xAbs // x is ±0, ±Inf, ±1
		if y < 0 {
			z = 1 / z // z = 1/|x|
		}
		if hx < 0 {
			if (ix-0x3ff00000)|yIsInt == 0 {
				z = nan() // (-1)**non-int is NaN
			} else if yIsInt == 1 {
				z = -1.0 * z // (x < 0)**odd = -(|x|**odd)
			}
		}
		return z
	}

	n = (hx >> 31) + 1

	// (x < 0)**(non-int) is NaN
	if n|yIsInt == 0 {
		return nan()
	}

	s = 1 // sign of the result: -1 for (-ve)**(odd int), else 1
	if n|(yIsInt-1) == 0 {
		s = -1
	}

	if yAbs > math.Float64frombits(0x41e00000ffffffff) { // |y| > ~2**31
		// over/underflow if x is not close to one
		if xAbs < math.Float64frombits(0x3fefffff00000000) { // |x| < ~0.9999995231628418
			if y < 0 {
				return s * inf
			}
			return s * 0
		}
		if xAbs > math.Float64frombits(0x3ff00000ffffffff) { // |x| > ~1.0
			if y > 0 {
				return s * inf
			}
			return s * 0
		}
		// Now |1-x| is tiny <= 2**-20, sufficient to compute log(x) by
		// x - x^2/2 + x^3/3 - x^4/4.
		t = xAbs - 1 // t has 20 trailing zeros
		w = float64(float64(t*t) * (0.5 - float64(t*(0.3333333333333333333333-float64(t*0.25)))))
		u = float64(ivln2H * t) // ivln2H has 21 significant bits
		v = float64(t*ivln2L) - float64(w*ivln2)
		t1 = withLo(u+v, 0)
		t2 = v - (t1 - u)
	} else {
		var zH, zL, ss, s2, sH, sL, tH, tL float64
		n = 0
		// take care of subnormal numbers
		if ix < 0x00100000 {
			xAbs *= two53
			n -= 53
			ix = hi(xAbs)
		}
		n += (ix >> 20) - 0x3ff
		j = ix & 0x000fffff
		// determine interval
		ix = j | 0x3ff00000 // normalize ix
		if j <= 0x3988E {
			k = 0 // |x| < sqrt(3/2)
		} else if j < 0xBB67A {
			k = 1 // |x| < sqrt(3)
		} else {
			k = 0
			n++
			ix -= 0x00100000
		}
		xAbs = withHi(xAbs, ix)

		// compute ss = sH + sL = (x-1)/(x+1) or (x-1.5)/(x+1.5)
		u = xAbs - powBP[k] // BP[0]=1.0, BP[1]=1.5
		v = 1 / (xAbs + powBP[k])
		ss = float64(u * v)
		sH = withLo(ss, 0)
		// tH = xAbs + BP[k] high
		tH = fromWords(((ix>>1)|0x20000000)+0x00080000+(k<<18), 0)
		tL = xAbs - (tH - powBP[k])
		sL = float64(v * ((u - float64(sH*tH)) - float64(sH*tL)))
		// compute log(xAbs)
		s2 = float64(ss * ss)
		r = float64(s2 * s2 * (powL1 + float64(s2*(powL2+float64(s2*(powL3+float64(s2*(powL4+float64(s2*(powL5+float64(s2*powL6)))))))))))
		r += float64(sL * (sH + ss))
		s2 = float64(sH * sH)
		tH = withLo(3.0+s2+r, 0)
		tL = r - ((tH - 3.0) - s2)
		// u+v = ss*(1+...)
		u = float64(sH * tH)
		v = float64(sL*tH) + float64(tL*ss)
		// 2/(3log2)*(ss + ...)
		pH = withLo(u+v, 0)
		pL = v - (pH - u)
		zH = float64(cpH * pH) // cpH + cpL = 2/(3*log2)
		zL = float64(cpL*pH) + float64(pL*cp) + powDPL[k]
		// log2(xAbs) = (ss + ..)*2/(3*log2) = n + DP_H + zH + zL
		t = float64(n)
		t1 = withLo(((zH+zL)+powDPH[k])+t, 0)
		t2 = zL - (((t1 - t) - powDPH[k]) - zH)
	}

	// split up y into (y1 + y2) and compute (y1 + y2) * (t1 + t2)
	y1 := withLo(y, 0)
	pL = float64((y-y1)*t1) + float64(y*t2)
	pH = float64(y1 * t1)
	z = pL + pH
	j = hi(z)
	i = int32(lo(z))
	if j >= 0x40900000 { // z >= 1024
		if (j-0x40900000)|i != 0 { // z > 1024
			return s * inf // overflow
		}
		if pL+ovt > z-pH {
			return s * inf // overflow
		}
	} else if j&0x7fffffff >= 0x4090cc00 { // z <= -1075
		if (j-int32(-0x3f6f3400))|i != 0 { // z < -1075 (0xc090cc00)
			return s * 0 // underflow
		}
		if pL <= z-pH {
			return s * 0 // underflow
		}
	}

	// compute 2**(pH+pL)
	i = j & 0x7fffffff
	k = (i >> 20) - 0x3ff
	n = 0
	if i > 0x3fe00000 { // if |z| > 0.5, set n = [z+0.5]
		n = j + (0x00100000 >> (k + 1))
		k = ((n & 0x7fffffff) >> 20) - 0x3ff // new k for n
		t = fromWords(n&^(0x000fffff>>k), 0)
		n = ((n & 0x000fffff) | 0x00100000) >> (20 - k)
		if j < 0 {
			n = -n
		}
		pH -= t
	}
	t = withLo(pL+pH, 0)
	u = float64(t * powLg2H)
	v = float64((pL-(t-pH))*powLg2) + float64(t*powLg2L)
	z = u + v
	w = v - (z - u)
	t = float64(z * z)
	t1 = z - float64(t*(powP1+float64(t*(powP2+float64(t*(powP3+float64(t*(powP4+float64(t*powP5)))))))))
	r = float64(z*t1)/(t1-2.0) - (w + float64(z*w))
	z = 1 - (r - z)
	j = hi(z)
	j += n << 20
	if j>>20 <= 0 {
		z = math.Ldexp(z, int(n)) // subnormal output
	} else {
		z = withHi(z, hi(z)+n<<20)
	}
	return s * z
}
