// Inverse trigonometric functions: e_asin.c, e_acos.c, s_atan.c and e_atan2.c.

package fdlibm

import "math"

// Constants of e_asin.c and e_acos.c: pi/2 = pio2Hi + pio2Lo, and the coefficients of the
// rational approximation R(x^2) = p/q of (asin(x)-x)/x^3 on [0, 0.5].
var (
	pio2Hi = math.Float64frombits(0x3ff921fb54442d18) //  1.57079632679489655800e+00
	pio2Lo = math.Float64frombits(0x3c91a62633145c07) //  6.12323399573676603587e-17
	pio4Hi = math.Float64frombits(0x3fe921fb54442d18) //  7.85398163397448278999e-01
	pS0    = math.Float64frombits(0x3fc5555555555555) //  1.66666666666666657415e-01
	pS1    = math.Float64frombits(0xbfd4d61203eb6f7d) // -3.25565818622400915405e-01
	pS2    = math.Float64frombits(0x3fc9c1550e884455) //  2.01212532134862925881e-01
	pS3    = math.Float64frombits(0xbfa48228b5688f3b) // -4.00555345006794114027e-02
	pS4    = math.Float64frombits(0x3f49efe07501b288) //  7.91534994289814532176e-04
	pS5    = math.Float64frombits(0x3f023de10dfdf709) //  3.47933107596021167570e-05
	qS1    = math.Float64frombits(0xc0033a271c8a2d4b) // -2.40339491173441421878e+00
	qS2    = math.Float64frombits(0x40002ae59c598ac8) //  2.02094576023350569471e+00
	qS3    = math.Float64frombits(0xbfe6066c1b8d0159) // -6.88283971605453293030e-01
	qS4    = math.Float64frombits(0x3fb3b8c5b12e9282) //  7.70381505559019352791e-02
	pi     = math.Float64frombits(0x400921fb54442d18) //  3.14159265358979311600e+00
)

// asinP and asinQ are the numerator and denominator of R(t).
func asinP(t float64) float64 {
	return t * (pS0 + float64(t*(pS1+float64(t*(pS2+float64(t*(pS3+float64(t*(pS4+float64(t*pS5))))))))))
}

func asinQ(t float64) float64 {
	return 1 + float64(t*(qS1+float64(t*(qS2+float64(t*(qS3+float64(t*qS4)))))))
}

// Asin returns the arcsine of x, as StrictMath.asin (fdlibm e_asin.c).
//
// On [0, 0.5], asin(x) = x + x*x^2*R(x^2). On [0.5, 1], asin(x) = pi/2 - 2*asin(sqrt((1-x)/2)),
// computed with extra care for x <= 0.975. asin(x) is NaN for |x| > 1 and for NaN.
func Asin(x float64) float64 {
	var t float64
	hx := hi(x)
	ix := hx & 0x7fffffff
	if ix >= 0x3ff00000 { // |x| >= 1
		if (uint32(ix-0x3ff00000) | lo(x)) == 0 { // asin(±1) = ±pi/2 with inexact
			return float64(x*pio2Hi) + float64(x*pio2Lo)
		}
		return (x - x) / (x - x) // asin(|x| > 1) is NaN
	} else if ix < 0x3fe00000 { // |x| < 0.5
		if ix < 0x3e400000 { // |x| < 2**-27
			if huge+x > 1 { // return x with inexact if x != 0
				return x
			}
		} else {
			t = x * x
		}
		w := asinP(t) / asinQ(t)
		return x + float64(x*w)
	}
	// 1 > |x| >= 0.5
	w := 1 - math.Abs(x)
	t = float64(w * 0.5)
	p := asinP(t)
	q := asinQ(t)
	s := math.Sqrt(t)
	if ix >= 0x3fef3333 { // |x| > 0.975
		w = p / q
		t = pio2Hi - (float64(2.0*(s+float64(s*w))) - pio2Lo)
	} else {
		w = withLo(s, 0)
		c := (t - float64(w*w)) / (s + w)
		r := p / q
		p = float64(2.0*s*r) - (pio2Lo - float64(2.0*c))
		q = pio4Hi - float64(2.0*w)
		t = pio4Hi - (p - q)
	}
	if hx > 0 {
		return t
	}
	return -t
}

// Acos returns the arccosine of x, as StrictMath.acos (fdlibm e_acos.c).
//
// acos(x) = pi/2 - asin(x), with the approximation of Asin: for |x| <= 0.5,
// acos(x) = pi/2 - (x + x*x^2*R(x^2)); for x > 0.5, acos(x) = 2*asin(sqrt((1-x)/2)); for
// x < -0.5, acos(x) = pi - 2*asin(sqrt((1-|x|)/2)). acos(x) is NaN for |x| > 1 and for NaN.
func Acos(x float64) float64 {
	hx := hi(x)
	ix := hx & 0x7fffffff
	if ix >= 0x3ff00000 { // |x| >= 1
		if (uint32(ix-0x3ff00000) | lo(x)) == 0 { // |x| == 1
			if hx > 0 {
				return 0 // acos(1) = 0
			}
			return pi + float64(2.0*pio2Lo) // acos(-1) = pi
		}
		return (x - x) / (x - x) // acos(|x| > 1) is NaN
	}
	if ix < 0x3fe00000 { // |x| < 0.5
		if ix <= 0x3c600000 { // |x| < 2**-57
			return pio2Hi + pio2Lo
		}
		z := x * x
		r := asinP(z) / asinQ(z)
		return pio2Hi - (x - (pio2Lo - float64(x*r)))
	} else if hx < 0 { // x < -0.5
		z := float64((1 + x) * 0.5)
		p := asinP(z)
		q := asinQ(z)
		s := math.Sqrt(z)
		r := p / q
		w := float64(r*s) - pio2Lo
		return pi - float64(2.0*(s+w))
	}
	// x > 0.5
	z := float64((1 - x) * 0.5)
	s := math.Sqrt(z)
	df := withLo(s, 0)
	c := (z - float64(df*df)) / (s + df)
	p := asinP(z)
	q := asinQ(z)
	r := p / q
	w := float64(r*s) + c
	return 2.0 * (df + w)
}

// Constants of s_atan.c: atan(0.5), atan(1), atan(1.5) and atan(Inf) in two pieces, and the
// coefficients of the odd polynomial on [0, 7/16].
var (
	atanHi = [4]float64{
		math.Float64frombits(0x3fddac670561bb4f), // atan(0.5)hi 4.63647609000806093515e-01
		math.Float64frombits(0x3fe921fb54442d18), // atan(1.0)hi 7.85398163397448278999e-01
		math.Float64frombits(0x3fef730bd281f69b), // atan(1.5)hi 9.82793723247329054082e-01
		math.Float64frombits(0x3ff921fb54442d18), // atan(inf)hi 1.57079632679489655800e+00
	}
	atanLo = [4]float64{
		math.Float64frombits(0x3c7a2b7f222f65e2), // atan(0.5)lo 2.26987774529616870924e-17
		math.Float64frombits(0x3c81a62633145c07), // atan(1.0)lo 3.06161699786838301793e-17
		math.Float64frombits(0x3c7007887af0cbbd), // atan(1.5)lo 1.39033110312309984516e-17
		math.Float64frombits(0x3c91a62633145c07), // atan(inf)lo 6.12323399573676603587e-17
	}
	aT = [11]float64{
		math.Float64frombits(0x3fd555555555550d), //  3.33333333333329318027e-01
		math.Float64frombits(0xbfc999999998ebc4), // -1.99999999998764832476e-01
		math.Float64frombits(0x3fc24924920083ff), //  1.42857142725034663711e-01
		math.Float64frombits(0xbfbc71c6fe231671), // -1.11111104054623557880e-01
		math.Float64frombits(0x3fb745cdc54c206e), //  9.09088713343650656196e-02
		math.Float64frombits(0xbfb3b0f2af749a6d), // -7.69187620504482999495e-02
		math.Float64frombits(0x3fb10d66a0d03d51), //  6.66107313738753120669e-02
		math.Float64frombits(0xbfadde2d52defd9a), // -5.83357013379057348645e-02
		math.Float64frombits(0x3fa97b4b24760deb), //  4.97687799461593236017e-02
		math.Float64frombits(0xbfa2b4442c6a6c2f), // -3.65315727442169155270e-02
		math.Float64frombits(0x3f90ad3ae322da11), //  1.62858201153657823623e-02
	}
)

// Atan returns the arctangent of x, as StrictMath.atan (fdlibm s_atan.c).
//
// With t = |x| the argument is reduced to [0, 7/16] by atan(t) = atan(c) + atan((t-c)/(1+t*c))
// for c = 1/2, 1, 3/2 or Inf, and atan is an odd polynomial there. atan(NaN) is NaN.
func Atan(x float64) float64 {
	var id int
	hx := hi(x)
	ix := hx & 0x7fffffff
	if ix >= 0x44100000 { // |x| >= 2^66
		if ix > 0x7ff00000 || (ix == 0x7ff00000 && lo(x) != 0) {
			return x + x // NaN
		}
		if hx > 0 {
			return atanHi[3] + atanLo[3]
		}
		return -atanHi[3] - atanLo[3]
	}
	if ix < 0x3fdc0000 { // |x| < 0.4375
		if ix < 0x3e200000 { // |x| < 2^-29
			if huge+x > 1 { // raise inexact
				return x
			}
		}
		id = -1
	} else {
		x = math.Abs(x)
		if ix < 0x3ff30000 { // |x| < 1.1875
			if ix < 0x3fe60000 { // 7/16 <= |x| < 11/16
				id = 0
				x = (float64(2.0*x) - 1) / (2 + x)
			} else { // 11/16 <= |x| < 19/16
				id = 1
				x = (x - 1) / (x + 1)
			}
		} else {
			if ix < 0x40038000 { // |x| < 2.4375
				id = 2
				x = (x - 1.5) / (1 + float64(1.5*x))
			} else { // 2.4375 <= |x| < 2^66
				id = 3
				x = -1 / x
			}
		}
	}
	// end of argument reduction
	z := x * x
	w := z * z
	// break sum from i=0 to 10 aT[i]z**(i+1) into odd and even poly
	s1 := float64(z * (aT[0] + float64(w*(aT[2]+float64(w*(aT[4]+float64(w*(aT[6]+float64(w*(aT[8]+float64(w*aT[10])))))))))))
	s2 := float64(w * (aT[1] + float64(w*(aT[3]+float64(w*(aT[5]+float64(w*(aT[7]+float64(w*aT[9])))))))))
	if id < 0 {
		return x - float64(x*(s1+s2))
	}
	z = atanHi[id] - ((float64(x*(s1+s2)) - atanLo[id]) - x)
	if hx < 0 {
		return -z
	}
	return z
}

// Constants of e_atan2.c.
var (
	piO4 = math.Float64frombits(0x3fe921fb54442d18) // 7.8539816339744827900E-01
	piO2 = math.Float64frombits(0x3ff921fb54442d18) // 1.5707963267948965580E+00
	piLo = math.Float64frombits(0x3ca1a62633145c07) // 1.2246467991473531772E-16
)

// Atan2 returns the angle of the point (x, y), as StrictMath.atan2 (fdlibm e_atan2.c).
//
// atan2(y, x) = atan(y/x) for x > 0 and pi - atan(y/-x) for x < 0, reduced to y > 0 by
// atan2(-y, x) = -atan2(y, x). Special cases:
//
//	atan2(±0, +anything but NaN) = ±0
//	atan2(±0, -anything but NaN) = ±pi
//	atan2(±anything but 0 and NaN, 0) = ±pi/2
//	atan2(±anything but Inf and NaN, +Inf) = ±0
//	atan2(±anything but Inf and NaN, -Inf) = ±pi
//	atan2(±Inf, +Inf) = ±pi/4
//	atan2(±Inf, -Inf) = ±3pi/4
//	atan2(±Inf, anything but 0, NaN and Inf) = ±pi/2
//	atan2 with a NaN argument is NaN
func Atan2(y, x float64) float64 {
	hx := hi(x)
	ix := hx & 0x7fffffff
	lx := lo(x)
	hy := hi(y)
	iy := hy & 0x7fffffff
	ly := lo(y)
	if x != x || y != y { // x or y is NaN
		return x + y
	}
	if (uint32(hx-0x3ff00000) | lx) == 0 { // x = 1.0
		return Atan(y)
	}
	m := ((hy >> 31) & 1) | ((hx >> 30) & 2) // 2*sign(x) + sign(y)

	// when y = 0
	if (uint32(iy) | ly) == 0 {
		switch m {
		case 0, 1:
			return y // atan(±0, +anything) = ±0
		case 2:
			return pi + tiny // atan(+0, -anything) = pi
		case 3:
			return -pi - tiny // atan(-0, -anything) = -pi
		}
	}
	// when x = 0
	if (uint32(ix) | lx) == 0 {
		if hy < 0 {
			return -piO2 - tiny
		}
		return piO2 + tiny
	}
	// when x is Inf
	if ix == 0x7ff00000 {
		if iy == 0x7ff00000 {
			switch m {
			case 0:
				return piO4 + tiny // atan(+Inf, +Inf)
			case 1:
				return -piO4 - tiny // atan(-Inf, +Inf)
			case 2:
				return float64(3.0*piO4) + tiny // atan(+Inf, -Inf)
			default:
				return float64(-3.0*piO4) - tiny // atan(-Inf, -Inf)
			}
		}
		switch m {
		case 0:
			return 0 // atan(+..., +Inf)
		case 1:
			return math.Copysign(0, -1) // atan(-..., +Inf)
		case 2:
			return pi + tiny // atan(+..., -Inf)
		default:
			return -pi - tiny // atan(-..., -Inf)
		}
	}
	// when y is Inf
	if iy == 0x7ff00000 {
		if hy < 0 {
			return -piO2 - tiny
		}
		return piO2 + tiny
	}

	// compute y/x
	var z float64
	k := (iy - ix) >> 20
	if k > 60 { // |y/x| > 2**60
		z = piO2 + float64(0.5*piLo)
	} else if hx < 0 && k < -60 { // |y|/x < -2**60
		z = 0
	} else { // safe to do y/x
		z = Atan(math.Abs(y / x))
	}
	switch m {
	case 0:
		return z // atan(+, +)
	case 1:
		return -z // atan(-, +)
	case 2:
		return pi - (z - piLo) // atan(+, -)
	default:
		return (z - piLo) - pi // atan(-, -)
	}
}
