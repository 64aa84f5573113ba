// Sine, cosine and tangent: s_sin.c, s_cos.c, s_tan.c and their kernels k_sin.c, k_cos.c,
// k_tan.c. The argument reduction is in rem_pio2.go.

package fdlibm

import "math"

// Sin returns the sine of x, as StrictMath.sin (fdlibm s_sin.c).
//
// Let S, C and T denote sin, cos and tan on [-pi/4, pi/4]. x is reduced to y0+y1 = x-k*pi/2
// in [-pi/4, pi/4] and, with n = k mod 4:
//
//	n   sin(x)  cos(x)  tan(x)
//	0     S       C       T
//	1     C      -S     -1/T
//	2    -S      -C       T
//	3    -C       S     -1/T
//
// sin(±Inf) and sin(NaN) are NaN.
func Sin(x float64) float64 {
	ix := hi(x) & 0x7fffffff
	switch {
	case ix <= 0x3fe921fb: // |x| ~< pi/4
		return kernelSin(x, 0, 0)
	case ix >= 0x7ff00000: // Inf or NaN
		return x - x
	}
	n, y0, y1 := remPio2(x)
	switch n & 3 {
	case 0:
		return kernelSin(y0, y1, 1)
	case 1:
		return kernelCos(y0, y1)
	case 2:
		return -kernelSin(y0, y1, 1)
	default:
		return -kernelCos(y0, y1)
	}
}

// Cos returns the cosine of x, as StrictMath.cos (fdlibm s_cos.c). See Sin for the method.
func Cos(x float64) float64 {
	ix := hi(x) & 0x7fffffff
	switch {
	case ix <= 0x3fe921fb: // |x| ~< pi/4
		return kernelCos(x, 0)
	case ix >= 0x7ff00000: // Inf or NaN
		return x - x
	}
	n, y0, y1 := remPio2(x)
	switch n & 3 {
	case 0:
		return kernelCos(y0, y1)
	case 1:
		return -kernelSin(y0, y1, 1)
	case 2:
		return -kernelCos(y0, y1)
	default:
		return kernelSin(y0, y1, 1)
	}
}

// Tan returns the tangent of x, as StrictMath.tan (fdlibm s_tan.c). See Sin for the method.
func Tan(x float64) float64 {
	ix := hi(x) & 0x7fffffff
	switch {
	case ix <= 0x3fe921fb: // |x| ~< pi/4
		return kernelTan(x, 0, 1)
	case ix >= 0x7ff00000: // Inf or NaN
		return x - x
	}
	n, y0, y1 := remPio2(x)
	return kernelTan(y0, y1, 1-int((n&1)<<1)) // 1: n even, -1: n odd
}

// Coefficients of k_sin.c: sin(x) ~ x + S1*x^3 + ... + S6*x^13 on [-pi/4, pi/4].
var (
	sinS1 = math.Float64frombits(0xbfc5555555555549) // -1.66666666666666324348e-01
	sinS2 = math.Float64frombits(0x3f8111111110f8a6) //  8.33333333332248946124e-03
	sinS3 = math.Float64frombits(0xbf2a01a019c161d5) // -1.98412698298579493134e-04
	sinS4 = math.Float64frombits(0x3ec71de357b1fe7d) //  2.75573137070700676789e-06
	sinS5 = math.Float64frombits(0xbe5ae5e68a2b9ceb) // -2.50507602534068634195e-08
	sinS6 = math.Float64frombits(0x3de5d93a5acfd57c) //  1.58969099521155010221e-10
)

// kernelSin is __kernel_sin (k_sin.c): sin(x+y) for |x| ~<= pi/4, y the tail of x; iy = 0
// means y is 0.
func kernelSin(x, y float64, iy int) float64 {
	ix := hi(x) & 0x7fffffff
	if ix < 0x3e400000 { // |x| < 2**-27
		if int32(x) == 0 {
			return x
		}
	}
	z := x * x
	v := z * x
	r := sinS2 + float64(z*(sinS3+float64(z*(sinS4+float64(z*(sinS5+float64(z*sinS6)))))))
	if iy == 0 {
		return x + float64(v*(sinS1+float64(z*r)))
	}
	return x - ((float64(z*(float64(0.5*y)-float64(v*r))) - y) - float64(v*sinS1))
}

// Coefficients of k_cos.c: cos(x) ~ 1 - x*x/2 + C1*x^4 + ... + C6*x^14 on [-pi/4, pi/4].
var (
	cosC1 = math.Float64frombits(0x3fa555555555554c) //  4.16666666666666019037e-02
	cosC2 = math.Float64frombits(0xbf56c16c16c15177) // -1.38888888888741095749e-03
	cosC3 = math.Float64frombits(0x3efa01a019cb1590) //  2.48015872894767294178e-05
	cosC4 = math.Float64frombits(0xbe927e4f809c52ad) // -2.75573143513906633035e-07
	cosC5 = math.Float64frombits(0x3e21ee9ebdb4b1c4) //  2.08757232129817482790e-09
	cosC6 = math.Float64frombits(0xbda8fae9be8838d4) // -1.13596475577881948265e-11
)

// kernelCos is __kernel_cos (k_cos.c): cos(x+y) for |x| ~<= pi/4, y the tail of x.
func kernelCos(x, y float64) float64 {
	ix := hi(x) & 0x7fffffff
	if ix < 0x3e400000 { // |x| < 2**-27
		if int32(x) == 0 {
			return 1
		}
	}
	z := x * x
	r := z * (cosC1 + float64(z*(cosC2+float64(z*(cosC3+float64(z*(cosC4+float64(z*(cosC5+float64(z*cosC6))))))))))
	if ix < 0x3fd33333 { // |x| < 0.3
		return 1 - (float64(0.5*z) - (float64(z*r) - float64(x*y)))
	}
	var qx float64
	if ix > 0x3fe90000 { // |x| > 0.78125
		qx = 0.28125
	} else {
		qx = fromWords(ix-0x00200000, 0) // |x|/4
	}
	hz := float64(0.5*z) - qx
	a := 1 - qx
	return a - (hz - (float64(z*r) - float64(x*y)))
}

// Constants of k_tan.c: tan(x) ~ x + T[0]*x^3 + ... + T[12]*x^27 on [0, 0.67434].
var (
	tanPio4   = math.Float64frombits(0x3fe921fb54442d18) // 7.85398163397448278999e-01
	tanPio4lo = math.Float64frombits(0x3c81a62633145c07) // 3.06161699786838301793e-17
	tanT      = [13]float64{
		math.Float64frombits(0x3fd5555555555563), //  3.33333333333334091986e-01
		math.Float64frombits(0x3fc111111110fe7a), //  1.33333333333201242699e-01
		math.Float64frombits(0x3faba1ba1bb341fe), //  5.39682539762260521377e-02
		math.Float64frombits(0x3f9664f48406d637), //  2.18694882948595424599e-02
		math.Float64frombits(0x3f8226e3e96e8493), //  8.86323982359930005737e-03
		math.Float64frombits(0x3f6d6d22c9560328), //  3.59207910759131235356e-03
		math.Float64frombits(0x3f57dbc8fee08315), //  1.45620945432529025516e-03
		math.Float64frombits(0x3f4344d8f2f26501), //  5.88041240820264096874e-04
		math.Float64frombits(0x3f3026f71a8d1068), //  2.46463134818469906812e-04
		math.Float64frombits(0x3f147e88a03792a6), //  7.81794442939557092300e-05
		math.Float64frombits(0x3f12b80f32f0a7e9), //  7.14072491382608190305e-05
		math.Float64frombits(0xbef375cbdb605373), // -1.85586374855275456654e-05
		math.Float64frombits(0x3efb2a7074bf7ad4), //  2.59073051863633712884e-05
	}
)

// kernelTan is __kernel_tan (k_tan.c): tan(x+y) if k = 1, -1/tan(x+y) if k = -1, for
// |x| ~<= pi/4, y the tail of x.
func kernelTan(x, y float64, k int) float64 {
	hx := hi(x)
	ix := hx & 0x7fffffff
	if ix < 0x3e300000 { // |x| < 2**-28
		if int32(x) == 0 {
			if (uint32(ix)|lo(x))|uint32(k+1) == 0 {
				return 1 / math.Abs(x)
			}
			if k == 1 {
				return x
			}
			// compute -1/(x+y) carefully
			w := x + y
			z := withLo(w, 0)
			v := y - (z - x)
			a := -1 / w
			t := withLo(a, 0)
			s := 1 + float64(t*z)
			return t + float64(a*(s+float64(t*v)))
		}
	}
	if ix >= 0x3fe59428 { // |x| >= 0.6744
		if hx < 0 {
			x, y = -x, -y
		}
		z := tanPio4 - x
		w := tanPio4lo - y
		x = z + w
		y = 0
	}
	T := &tanT
	z := x * x
	w := z * z
	// Break x^5*(T[1]+x^2*T[2]+...) into x^5*(T[1]+x^4*T[3]+...+x^20*T[11]) +
	// x^5*(x^2*(T[2]+x^4*T[4]+...+x^22*T[12])).
	r := T[1] + float64(w*(T[3]+float64(w*(T[5]+float64(w*(T[7]+float64(w*(T[9]+float64(w*T[11])))))))))
	v := float64(z * (T[2] + float64(w*(T[4]+float64(w*(T[6]+float64(w*(T[8]+float64(w*(T[10]+float64(w*T[12])))))))))))
	s := float64(z * x)
	r = y + float64(z*(float64(s*(r+v))+y))
	r += float64(T[0] * s)
	w = x + r
	if ix >= 0x3fe59428 {
		v = float64(k)
		return float64(1-((hx>>30)&2)) * (v - float64(2.0*(x-(float64(w*w)/(w+v)-r))))
	}
	if k == 1 {
		return w
	}
	// compute -1/(x+r) accurately
	z = withLo(w, 0)
	v = r - (z - x) // z+v = r+x
	a := -1 / w     // a = -1/w
	t := withLo(a, 0)
	s = 1 + float64(t*z)
	return t + float64(a*(s+float64(t*v)))
}
