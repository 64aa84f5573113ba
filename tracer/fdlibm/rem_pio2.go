// Argument reduction for the trigonometric functions: e_rem_pio2.c and k_rem_pio2.c.

package fdlibm

import "math"

// twoOverPi holds 2/pi in 24-bit chunks: 396 hex digits (476 decimal) of 2/pi.
var twoOverPi = [...]int32{
	0xA2F983, 0x6E4E44, 0x1529FC, 0x2757D1, 0xF534DD, 0xC0DB62,
	0x95993C, 0x439041, 0xFE5163, 0xABDEBB, 0xC561B7, 0x246E3A,
	0x424DD2, 0xE00649, 0x2EEA09, 0xD1921C, 0xFE1DEB, 0x1CB129,
	0xA73EE8, 0x8235F5, 0x2EBB44, 0x84E99C, 0x7026B4, 0x5F7E41,
	0x3991D6, 0x398353, 0x39F49C, 0x845F8B, 0xBDF928, 0x3B1FF8,
	0x97FFDE, 0x05980F, 0xEF2F11, 0x8B5A0A, 0x6D1F6D, 0x367ECF,
	0x27CB09, 0xB74F46, 0x3F669E, 0x5FEA2D, 0x7527BA, 0xC7EBE5,
	0xF17B3D, 0x0739F7, 0x8A5292, 0xEA6BFB, 0x5FB11F, 0x8D5D08,
	0x560330, 0x46FC7B, 0x6BABF0, 0xCFBC20, 0x9AF436, 0x1DA9E3,
	0x91615E, 0xE61B08, 0x659985, 0x5F14A0, 0x68408D, 0xFFD880,
	0x4D7327, 0x310606, 0x1556CA, 0x73A8C9, 0x60E27B, 0xC08C6B,
}

// npio2HW holds the high words of n*pi/2 for n = 1..32.
var npio2HW = [32]int32{
	0x3FF921FB, 0x400921FB, 0x4012D97C, 0x401921FB, 0x401F6A7A, 0x4022D97C,
	0x4025FDBB, 0x402921FB, 0x402C463A, 0x402F6A7A, 0x4031475C, 0x4032D97C,
	0x40346B9C, 0x4035FDBB, 0x40378FDB, 0x403921FB, 0x403AB41B, 0x403C463A,
	0x403DD85A, 0x403F6A7A, 0x40407E4C, 0x4041475C, 0x4042106C, 0x4042D97C,
	0x4043A28C, 0x40446B9C, 0x404534AC, 0x4045FDBB, 0x4046C6CB, 0x40478FDB,
	0x404858EB, 0x404921FB,
}

// pi/2 in pieces: invpio2 is 53 bits of 2/pi, pio2_1 the first 33 bits of pi/2, pio2_1t =
// pi/2 - pio2_1, pio2_2 the second 33 bits, pio2_2t = pi/2 - (pio2_1+pio2_2), pio2_3 the
// third 33 bits and pio2_3t = pi/2 - (pio2_1+pio2_2+pio2_3).
var (
	invpio2 = math.Float64frombits(0x3fe45f306dc9c883) // 6.36619772367581382433e-01
	pio2_1  = math.Float64frombits(0x3ff921fb54400000) // 1.57079632673412561417e+00
	pio2_1t = math.Float64frombits(0x3dd0b4611a626331) // 6.07710050650619224932e-11
	pio2_2  = math.Float64frombits(0x3dd0b4611a600000) // 6.07710050630396597660e-11
	pio2_2t = math.Float64frombits(0x3ba3198a2e037073) // 2.02226624879595063154e-21
	pio2_3  = math.Float64frombits(0x3ba3198a2e000000) // 2.02226624871116645580e-21
	pio2_3t = math.Float64frombits(0x397b839a252049c1) // 8.47842766036889956997e-32
)

// remPio2 is __ieee754_rem_pio2 (e_rem_pio2.c): it returns n and y0+y1 = x - n*pi/2 with
// |y0+y1| ~<= pi/4 (n's low bits are exact).
func remPio2(x float64) (n int32, y0, y1 float64) {
	hx := hi(x)
	ix := hx & 0x7fffffff
	if ix <= 0x3fe921fb { // |x| ~<= pi/4, no reduction needed
		return 0, x, 0
	}
	if ix < 0x4002d97c { // |x| < 3pi/4, special case with n = ±1
		if hx > 0 {
			z := x - pio2_1
			if ix != 0x3ff921fb { // 33+53 bit pi is good enough
				y0 = z - pio2_1t
				y1 = (z - y0) - pio2_1t
			} else { // near pi/2, use 33+33+53 bit pi
				z -= pio2_2
				y0 = z - pio2_2t
				y1 = (z - y0) - pio2_2t
			}
			return 1, y0, y1
		}
		z := x + pio2_1
		if ix != 0x3ff921fb { // 33+53 bit pi is good enough
			y0 = z + pio2_1t
			y1 = (z - y0) + pio2_1t
		} else { // near pi/2, use 33+33+53 bit pi
			z += pio2_2
			y0 = z + pio2_2t
			y1 = (z - y0) + pio2_2t
		}
		return -1, y0, y1
	}
	if ix <= 0x413921fb { // |x| ~<= 2^19*(pi/2), medium size
		t := math.Abs(x)
		n = int32(float64(t*invpio2) + 0.5)
		fn := float64(n)
		r := t - float64(fn*pio2_1)
		w := float64(fn * pio2_1t) // 1st round good to 85 bits
		if n < 32 && ix != npio2HW[n-1] {
			y0 = r - w // quick check no cancellation
		} else {
			j := ix >> 20
			y0 = r - w
			i := j - ((hi(y0) >> 20) & 0x7ff)
			if i > 16 { // 2nd iteration needed, good to 118 bits
				t = r
				w = float64(fn * pio2_2)
				r = t - w
				w = float64(fn*pio2_2t) - ((t - r) - w)
				y0 = r - w
				i = j - ((hi(y0) >> 20) & 0x7ff)
				if i > 49 { // 3rd iteration needed, 151 bits accuracy
					t = r // will cover all possible cases
					w = float64(fn * pio2_3)
					r = t - w
					w = float64(fn*pio2_3t) - ((t - r) - w)
					y0 = r - w
				}
			}
		}
		y1 = (r - y0) - w
		if hx < 0 {
			return -n, -y0, -y1
		}
		return n, y0, y1
	}
	// all other (large) arguments
	if ix >= 0x7ff00000 { // Inf or NaN
		return 0, x - x, x - x
	}
	// set z = scalbn(|x|, ilogb(x)-23)
	e0 := (ix >> 20) - 1046 // e0 = ilogb(z)-23
	z := fromWords(ix-(e0<<20), lo(x))
	var tx [3]float64
	for i := 0; i < 2; i++ {
		tx[i] = float64(int32(z))
		z = (z - tx[i]) * two24
	}
	tx[2] = z
	nx := 3
	for tx[nx-1] == 0 { // skip zero terms
		nx--
	}
	var y [3]float64
	n = kernelRemPio2(tx[:nx], y[:], int(e0), 2, twoOverPi[:])
	if hx < 0 {
		return -n, -y[0], -y[1]
	}
	return n, y[0], y[1]
}

// initJK is the initial number of terms of ipio2 needed, minus one, per precision.
var initJK = [4]int{2, 3, 4, 6}

// pio2Chunks is pi/2 cut into 24-bit chunks.
var pio2Chunks = [8]float64{
	math.Float64frombits(0x3ff921fb40000000), // 1.57079625129699707031e+00
	math.Float64frombits(0x3e74442d00000000), // 7.54978941586159635335e-08
	math.Float64frombits(0x3cf8469880000000), // 5.39030252995776476554e-15
	math.Float64frombits(0x3b78cc5160000000), // 3.28200341580791294123e-22
	math.Float64frombits(0x39f01b8380000000), // 1.27065575308067607349e-29
	math.Float64frombits(0x387a252040000000), // 1.22933308981111328932e-36
	math.Float64frombits(0x36e3822280000000), // 2.73370053816464559624e-44
	math.Float64frombits(0x3569f31d00000000), // 2.16741683877804819444e-51
}

const twon24 = 1.0 / (1 << 24) // 5.96046447753906250000e-08

// kernelRemPio2 is __kernel_rem_pio2 (k_rem_pio2.c). x holds the positive input in 24-bit
// pieces, x[0] scaled by 2^e0; it returns the last three bits of N and writes y = x - N*pi/2
// (|y| < pi/2) to y[0], y[1] (prec 1 or 2), y[0] (prec 0) or y[0..2] (prec 3). prec is 0, 1, 2
// or 3 for 24, 53, 64 or 113 bits; ipio2 holds 2/pi in 24-bit chunks.
func kernelRemPio2(x, y []float64, e0, prec int, ipio2 []int32) int32 {
	var (
		iq       [20]int32
		f, fq, q [20]float64
		z, fw    float64
		n, ih    int32
		jz, i, j int
		carry    int32
	)
	jk := initJK[prec]
	jp := jk

	// determine jx, jv, q0; note that 3 > q0
	jx := len(x) - 1
	jv := (e0 - 3) / 24
	if jv < 0 {
		jv = 0
	}
	q0 := e0 - 24*(jv+1)

	// set up f[0] to f[jx+jk] where f[jx+jk] = ipio2[jv+jk]
	j = jv - jx
	for i = 0; i <= jx+jk; i, j = i+1, j+1 {
		if j < 0 {
			f[i] = 0
		} else {
			f[i] = float64(ipio2[j])
		}
	}

	// compute q[0], q[1], ... q[jk]
	for i = 0; i <= jk; i++ {
		fw = 0
		for j = 0; j <= jx; j++ {
			fw += float64(x[j] * f[jx+i-j])
		}
		q[i] = fw
	}

	jz = jk
	for {
		// distill q[] into iq[] reversingly
		z = q[jz]
		for i, j = 0, jz; j > 0; i, j = i+1, j-1 {
			fw = float64(int32(twon24 * z))
			iq[i] = int32(z - float64(two24*fw))
			z = q[j-1] + fw
		}

		// compute n
		z = math.Ldexp(z, q0)                   // actual value of z
		z -= float64(8.0 * math.Floor(z*0.125)) // trim off integer >= 8
		n = int32(z)
		z -= float64(n)
		ih = 0
		if q0 > 0 { // need iq[jz-1] to determine n
			i := iq[jz-1] >> (24 - q0)
			n += i
			iq[jz-1] -= i << (24 - q0)
			ih = iq[jz-1] >> (23 - q0)
		} else if q0 == 0 {
			ih = iq[jz-1] >> 23
		} else if z >= 0.5 {
			ih = 2
		}

		if ih > 0 { // q > 0.5
			n++
			carry = 0
			for i = 0; i < jz; i++ { // compute 1-q
				j := iq[i]
				if carry == 0 {
					if j != 0 {
						carry = 1
						iq[i] = 0x1000000 - j
					}
				} else {
					iq[i] = 0xffffff - j
				}
			}
			if q0 > 0 { // rare case: chance is 1 in 12
				switch q0 {
				case 1:
					iq[jz-1] &= 0x7fffff
				case 2:
					iq[jz-1] &= 0x3fffff
				}
			}
			if ih == 2 {
				z = 1 - z
				if carry != 0 {
					z -= math.Ldexp(1, q0)
				}
			}
		}

		// check if recomputation is needed
		if z != 0 {
			break
		}
		var jj int32
		for i = jz - 1; i >= jk; i-- {
			jj |= iq[i]
		}
		if jj != 0 {
			break
		}
		// need recomputation
		k := 1
		for iq[jk-k] == 0 { // k = number of terms needed
			k++
		}
		for i = jz + 1; i <= jz+k; i++ { // add q[jz+1] to q[jz+k]
			f[jx+i] = float64(ipio2[jv+i])
			fw = 0
			for j = 0; j <= jx; j++ {
				fw += float64(x[j] * f[jx+i-j])
			}
			q[i] = fw
		}
		jz += k
	}

	// chop off zero terms
	if z == 0 {
		jz--
		q0 -= 24
		for iq[jz] == 0 {
			jz--
			q0 -= 24
		}
	} else { // break z into 24-bit chunks if necessary
		z = math.Ldexp(z, -q0)
		if z >= two24 {
			fw = float64(int32(twon24 * z))
			iq[jz] = int32(z - float64(two24*fw))
			jz++
			q0 += 24
			iq[jz] = int32(fw)
		} else {
			iq[jz] = int32(z)
		}
	}

	// convert the integer "bit" chunks to floating-point values
	fw = math.Ldexp(1, q0)
	for i = jz; i >= 0; i-- {
		q[i] = fw * float64(iq[i])
		fw *= twon24
	}

	// compute PIo2[0,...,jp]*q[jz,...,0]
	for i = jz; i >= 0; i-- {
		fw = 0
		for k := 0; k <= jp && k <= jz-i; k++ {
			fw += float64(pio2Chunks[k] * q[i+k])
		}
		fq[jz-i] = fw
	}

	// compress fq[] into y[]
	switch prec {
	case 0:
		fw = 0
		for i = jz; i >= 0; i-- {
			fw += fq[i]
		}
		if ih == 0 {
			y[0] = fw
		} else {
			y[0] = -fw
		}
	case 1, 2:
		fw = 0
		for i = jz; i >= 0; i-- {
			fw += fq[i]
		}
		if ih == 0 {
			y[0] = fw
		} else {
			y[0] = -fw
		}
		fw = fq[0] - fw
		for i = 1; i <= jz; i++ {
			fw += fq[i]
		}
		if ih == 0 {
			y[1] = fw
		} else {
			y[1] = -fw
		}
	case 3: // painful
		for i = jz; i > 0; i-- {
			fw = fq[i-1] + fq[i]
			fq[i] += fq[i-1] - fw
			fq[i-1] = fw
		}
		for i = jz; i > 1; i-- {
			fw = fq[i-1] + fq[i]
			fq[i] += fq[i-1] - fw
			fq[i-1] = fw
		}
		fw = 0
		for i = jz; i >= 2; i-- {
			fw += fq[i]
		}
		if ih == 0 {
			y[0], y[1], y[2] = fq[0], fq[1], fw
		} else {
			y[0], y[1], y[2] = -fq[0], -fq[1], -fw
		}
	}
	return n & 7
}
