// A 128-bit fixed-point shortcut for the big-integer digit loop, with an exact fallback.

package javafmt

import (
	"math/big"
	"math/bits"
	"sync"
)

// The JDK's big-integer loop is exact arithmetic on B/S = v / 10^decExp, the remainder and the
// half-ULP M. Every step only needs a few comparisons, so we run the same loop on a 128-bit
// fixed-point approximation (124 fraction bits) and track a bound on its error. When every
// comparison clears the bound by a margin the result is the exact loop's; otherwise (exact
// decimal ties, remainders next to a digit boundary) the caller reruns the exact loop. This
// keeps big values and tiny values (most random bit patterns) at roughly the cost of the long path.

// u128 is an unsigned 128-bit integer.
type u128 struct{ hi, lo uint64 }

// pow10Approx[j-pow10Min] = (m, e) with m in [2^127, 2^128) and m*2^e <= 10^j < (m+1)*2^e.
const (
	pow10Min = -340
	pow10Max = 340
)

type pow10Entry struct {
	m u128
	e int
}

var (
	pow10Once  sync.Once
	pow10Table []pow10Entry
)

// pow10Approx returns the truncated 128-bit mantissa and binary exponent of 10^j. The table is
// built on first use (a few hundred math/big operations) so programs that never print an
// extreme double do not pay for it.
func pow10Approx(j int) pow10Entry {
	pow10Once.Do(func() {
		t := make([]pow10Entry, pow10Max-pow10Min+1)
		ten := big.NewInt(10)
		for j := pow10Min; j <= pow10Max; j++ {
			p := new(big.Int).Exp(ten, big.NewInt(int64(abs(j))), nil)
			var m *big.Int
			var e int
			if j >= 0 {
				bl := p.BitLen()
				if bl > 128 {
					m = new(big.Int).Rsh(p, uint(bl-128))
				} else {
					m = new(big.Int).Lsh(p, uint(128-bl))
				}
				e = bl - 128
			} else {
				n := p.BitLen() + 127
				m = new(big.Int).Quo(new(big.Int).Lsh(big.NewInt(1), uint(n)), p)
				e = -n
			}
			w := m.Bits()
			var hi, lo uint64
			// big.Word is 64 bits on the platforms we build for; handle 32-bit words too.
			if bits.UintSize == 64 {
				lo, hi = uint64(w[0]), uint64(w[1])
			} else {
				lo = uint64(w[0]) | uint64(w[1])<<32
				hi = uint64(w[2]) | uint64(w[3])<<32
			}
			t[j-pow10Min] = pow10Entry{u128{hi, lo}, e}
		}
		pow10Table = t
	})
	return pow10Table[j-pow10Min]
}

func abs(x int) int {
	if x < 0 {
		return -x
	}
	return x
}

// shr192 returns the low 128 bits of (w2:w1:w0) >> s, for 0 <= s < 192.
func shr192(w2, w1, w0 uint64, s uint) u128 {
	switch {
	case s == 0:
		return u128{w1, w0}
	case s < 64:
		return u128{w2<<(64-s) | w1>>s, w1<<(64-s) | w0>>s}
	case s == 64:
		return u128{w2, w1}
	case s < 128:
		return u128{w2 >> (s - 64), w2<<(128-s) | w1>>(s-64)}
	default:
		return u128{0, w2 >> (s - 128)}
	}
}

func (a u128) add(b u128) (u128, uint64) {
	lo, c := bits.Add64(a.lo, b.lo, 0)
	hi, c := bits.Add64(a.hi, b.hi, c)
	return u128{hi, lo}, c
}

func (a u128) less(b u128) bool { return a.hi < b.hi || a.hi == b.hi && a.lo < b.lo }

func (a u128) mul10() u128 {
	hi, lo := bits.Mul64(a.lo, 10)
	return u128{a.hi*10 + hi, lo}
}

// cmpMargin returns -1 if a < b-e, +1 if a > b+e, and 0 when |a-b| <= e (too close to call).
func cmpMargin(a, b u128, e uint64) int {
	lo, br := bits.Sub64(a.lo, b.lo, 0)
	hi, br := bits.Sub64(a.hi, b.hi, br)
	if br == 0 {
		if hi != 0 || lo > e {
			return 1
		}
		return 0
	}
	nlo, c := bits.Sub64(0, lo, 0)
	nhi, _ := bits.Sub64(0, hi, c)
	if nhi != 0 || nlo > e {
		return -1
	}
	return 0
}

// decide makes the JDK's two stopping tests on the remainder r and half-ULP hv (both in units of
// 2^-124 of the current digit, each at most e below its true value): low is r < hv, high is
// r + hv >= 1. ok is false when the digit just taken, or either test, is within the error.
func decide(r, hv, unit u128, e uint64) (low, high, ok bool) {
	if r.hi == 0 && r.lo <= e || cmpMargin(r, unit, e) >= 0 {
		return // r is next to a digit boundary: the digit itself is uncertain
	}
	c := cmpMargin(r, hv, 2*e)
	if c == 0 {
		return
	}
	low = c < 0
	sum, carry := r.add(hv)
	if carry != 0 {
		return low, true, true
	}
	c = cmpMargin(sum, unit, 2*e)
	if c == 0 {
		return
	}
	return low, c > 0, true
}

// approxDigits runs the JDK's big-integer digit loop for v = fractBits * 2^(binExp-52) on
// fixed-point numbers. h2 is the exponent of the JDK's M (2^h2 is half an ULP, or a quarter at a
// power of two). It returns ok == false when some comparison is too close to call.
func approxDigits(digits []byte, fractBits uint64, binExp, h2, decExp int) (ndigit int, low, high bool, lowDigitDifference int64, outDecExp int, ok bool) {
	const fracBits = 124
	p := pow10Approx(-decExp)
	// X = v * 10^-decExp * 2^124 = fractBits * m * 2^(binExp-52+e+124).
	s := -(binExp - 52 + p.e + fracBits)
	sh := -(h2 + p.e + fracBits)
	if s < 0 || s >= 192 || sh < 0 || sh >= 128 {
		return
	}
	hi1, lo1 := bits.Mul64(fractBits, p.m.lo)
	hi2, lo2 := bits.Mul64(fractBits, p.m.hi)
	w1, c := bits.Add64(lo2, hi1, 0)
	x := shr192(hi2+c, w1, lo1, uint(s))
	hv := shr192(0, p.m.hi, p.m.lo, uint(sh))
	// Truncating m, the product and the shifts leaves both x and hv at most 3 units below their
	// true values; 8 gives room. Each multiplication by 10 multiplies the bound by 10.
	errB := uint64(8)
	unit := u128{1 << (fracBits - 64), 0}
	const fracMaskHi = 1<<(fracBits-64) - 1

	q := int(x.hi >> (fracBits - 64))
	r := u128{x.hi & fracMaskHi, x.lo}
	// The JDK's first step: B/S, then B = 10*(B%S), M = 10*M, tens = 10*S: all scaled by 10, which
	// changes no comparison, so we compare r and hv against unit directly.
	if low, high, ok = decide(r, hv, unit, errB); !ok {
		return
	}
	if q == 0 && !high {
		decExp--
	} else {
		digits[ndigit] = byte('0' + q)
		ndigit++
	}
	if decExp < -3 || decExp >= 8 {
		low, high = false, false
	}
	for !low && !high {
		// hv >= unit happens only after the E-form reset, for subnormals with a few bits; ten
		// times it could overflow, so leave those to the exact loop.
		if ndigit >= 24 || errB > 1<<58 || !hv.less(unit) {
			return ndigit, false, false, 0, decExp, false
		}
		r = r.mul10()
		hv = hv.mul10()
		errB *= 10
		q = int(r.hi >> (fracBits - 64))
		r.hi &= fracMaskHi
		if low, high, ok = decide(r, hv, unit, errB); !ok {
			return
		}
		digits[ndigit] = byte('0' + q)
		ndigit++
	}
	if high && low {
		// Sign of 2r - unit, the JDK's lowDigitDifference.
		twice := u128{r.hi<<1 | r.lo>>63, r.lo << 1}
		c := cmpMargin(twice, unit, 2*errB)
		if c == 0 {
			return ndigit, false, false, 0, decExp, false
		}
		lowDigitDifference = int64(c)
	}
	return ndigit, low, high, lowDigitDifference, decExp, true
}
