// Fixed-size unsigned big integers for the exact digit generation of very large and very small values.

package javafmt

import "math/bits"

// natWords bounds every number digit generation builds: at most about 1100 bits (10*S for values
// near 2^1024, or B = f * 5^325 for the smallest subnormals), so 20 64-bit words leave room.
// A fixed array keeps the numbers on the stack: formatting allocates nothing but its result.
const natWords = 20

// nat is a little-endian unsigned integer; w[n-1] is its top non-zero word (n == 0 means zero).
type nat struct {
	w [natWords]uint64
	n int
}

// pow5Table[k] holds 5^k for every exponent digit generation can ask for (B5 <= 325, plus one for M).
var pow5Table = func() [][]uint64 {
	const maxPow5 = 340
	t := make([][]uint64, maxPow5+1)
	var x nat
	x.w[0], x.n = 1, 1
	for k := 0; k <= maxPow5; k++ {
		t[k] = append([]uint64(nil), x.w[:x.n]...)
		x.mulSmall(5)
	}
	return t
}()

func (x *nat) trim() {
	for x.n > 0 && x.w[x.n-1] == 0 {
		x.n--
	}
}

// setPow52 sets x = 5^p5 * 2^p2.
func (x *nat) setPow52(p5, p2 int) {
	p := pow5Table[p5]
	x.n = copy(x.w[:], p)
	x.shl(p2)
}

// setMulPow52 sets x = v * 5^p5 * 2^p2.
func (x *nat) setMulPow52(v uint64, p5, p2 int) {
	x.setPow52(p5, 0)
	x.mulSmall(v)
	x.shl(p2)
}

// mulSmall sets x = x * m.
func (x *nat) mulSmall(m uint64) {
	var carry uint64
	for i := 0; i < x.n; i++ {
		hi, lo := bits.Mul64(x.w[i], m)
		lo, c := bits.Add64(lo, carry, 0)
		x.w[i] = lo
		carry = hi + c
	}
	if carry != 0 {
		x.w[x.n] = carry
		x.n++
	}
}

// shl sets x = x << k.
func (x *nat) shl(k int) {
	if x.n == 0 || k == 0 {
		return
	}
	ws, bs := k/64, uint(k%64)
	if bs == 0 {
		for i := x.n - 1; i >= 0; i-- {
			x.w[i+ws] = x.w[i]
		}
	} else {
		x.w[x.n+ws] = x.w[x.n-1] >> (64 - bs)
		for i := x.n - 1; i > 0; i-- {
			x.w[i+ws] = x.w[i]<<bs | x.w[i-1]>>(64-bs)
		}
		x.w[ws] = x.w[0] << bs
		x.n++
	}
	for i := 0; i < ws; i++ {
		x.w[i] = 0
	}
	x.n += ws
	x.trim()
}

// cmp returns -1, 0 or +1 as x <, ==, > y.
func (x *nat) cmp(y *nat) int {
	if x.n != y.n {
		if x.n < y.n {
			return -1
		}
		return 1
	}
	for i := x.n - 1; i >= 0; i-- {
		if x.w[i] != y.w[i] {
			if x.w[i] < y.w[i] {
				return -1
			}
			return 1
		}
	}
	return 0
}

// add sets z = x + y and returns z.
func (z *nat) add(x, y *nat) *nat {
	if x.n < y.n {
		x, y = y, x
	}
	var c uint64
	for i := 0; i < y.n; i++ {
		z.w[i], c = bits.Add64(x.w[i], y.w[i], c)
	}
	for i := y.n; i < x.n; i++ {
		z.w[i], c = bits.Add64(x.w[i], 0, c)
	}
	z.n = x.n
	if c != 0 {
		z.w[z.n] = c
		z.n++
	}
	return z
}

// top64 returns x >> shift, which the caller knows fits in 64 bits.
func (x *nat) top64(shift int) uint64 {
	ws, bs := shift/64, uint(shift%64)
	if ws >= x.n {
		return 0
	}
	v := x.w[ws] >> bs
	if bs != 0 && ws+1 < x.n {
		v |= x.w[ws+1] << (64 - bs)
	}
	return v
}

func (x *nat) bitLen() int {
	if x.n == 0 {
		return 0
	}
	return (x.n-1)*64 + bits.Len64(x.w[x.n-1])
}

// quoRemTimes10 returns q = x / s and sets x = 10 * (x % s); tenS must be 10*s. The caller
// guarantees x < 10*s, so q is a single decimal digit: this is one step of long division by s.
func (x *nat) quoRemTimes10(s, tenS *nat) int {
	// Estimate q from the top 60 bits of s and the same bits of x: with s's window >= 2^59 the
	// estimate is exact or one too large.
	shift := max(0, s.bitLen()-60)
	q := x.top64(shift) / s.top64(shift)
	// x = 10*x - 10*q*s in one pass; if q was one too large the result is negative by less than
	// 10*s, and adding tenS back gives 10*(x - (q-1)*s).
	n := max(x.n, s.n)
	qq := 10 * q
	var cx, cs, borrow uint64
	for i := 0; i < n; i++ {
		hi, lo := bits.Mul64(x.w[i], 10) // words past x.n and s.n are zero
		lo, c := bits.Add64(lo, cx, 0)
		cx = hi + c
		hi2, lo2 := bits.Mul64(s.w[i], qq)
		lo2, c = bits.Add64(lo2, cs, 0)
		cs = hi2 + c
		x.w[i], borrow = bits.Sub64(lo, lo2, borrow)
	}
	top, b1 := bits.Sub64(cx, cs, borrow)
	x.w[n] = top
	x.n = n + 1
	if b1 != 0 {
		// Negative: add tenS, dropping the carry out of the top word (two's complement).
		q--
		var c uint64
		for i := 0; i <= n; i++ {
			x.w[i], c = bits.Add64(x.w[i], tenS.w[i], c)
		}
	}
	x.trim()
	return int(q)
}

// sumAtLeast reports whether b + m >= t, given b < t. It decides from the leading 64 bits when it
// can, which is nearly always, and adds exactly otherwise.
func sumAtLeast(b, m, t *nat) bool {
	tl := t.bitLen()
	if m.bitLen() > tl {
		return true
	}
	shift := max(0, tl-62)
	bt, mt, tt := b.top64(shift), m.top64(shift), t.top64(shift)
	// b + m lies in [(bt+mt)*2^shift, (bt+mt+2)*2^shift).
	if bt+mt+2 <= tt {
		return false
	}
	if bt+mt > tt {
		return true
	}
	var sum nat
	return sum.add(b, m).cmp(t) >= 0
}
