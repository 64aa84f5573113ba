// Double.toString and Float.toString: JDK 17's FloatingDecimal digit generation and layout, re-implemented.

package javafmt

import (
	"math"
	"math/bits"
)

// approxEnabled lets tests switch the fixed-point shortcut off, to check the exact loop it stands
// in for on the whole corpus (the shortcut leaves it only a few rare cases).
var approxEnabled = true

// decimalDigits is the result of digit generation: the value is 0.d1d2...dn * 10^decExp.
// digits may end in zeros (the JDK's round-up carries leave them, and prints them).
type decimalDigits struct {
	buf    [32]byte // ASCII digits live in buf[first : first+n]
	first  int
	n      int
	decExp int
}

// Bit layout of float64, and the float32 layout widened onto it (the JDK converts floats by
// shifting their fraction into a double-sized long).
const (
	expShift       = 52
	fractHOB       = uint64(1) << expShift // the hidden bit
	signifMask     = fractHOB - 1
	maxSmallBinExp = 62        // the integer fast path: values that fit in a long
	minSmallBinExp = -(63 / 3) // same bound as the JDK's; only binExp >= 0 can reach the fast path
)

// appendDouble appends Double.toString(d).
func appendDouble(dst []byte, d float64) []byte {
	b := math.Float64bits(d)
	neg := b>>63 != 0
	fract := b & signifMask
	binExp := int(b>>expShift) & 0x7ff
	if binExp == 0x7ff {
		if fract != 0 {
			return append(dst, "NaN"...)
		}
		if neg {
			return append(dst, "-Infinity"...)
		}
		return append(dst, "Infinity"...)
	}
	var nSignificantBits int
	if binExp == 0 {
		if fract == 0 {
			if neg {
				return append(dst, "-0.0"...)
			}
			return append(dst, "0.0"...)
		}
		// Subnormal: normalise so the leading one sits at the hidden-bit position.
		lz := bits.LeadingZeros64(fract)
		shift := lz - (63 - expShift)
		fract <<= uint(shift)
		binExp = 1 - shift
		nSignificantBits = 64 - lz
	} else {
		fract |= fractHOB
		nSignificantBits = expShift + 1
	}
	binExp -= 1023
	var dd decimalDigits
	dd.dtoa(binExp, fract, nSignificantBits)
	return dd.appendJava(dst, neg)
}

// appendFloat appends Float.toString(f).
func appendFloat(dst []byte, f float32) []byte {
	b := math.Float32bits(f)
	neg := b>>31 != 0
	fract := b & (1<<23 - 1)
	binExp := int(b>>23) & 0xff
	if binExp == 0xff {
		if fract != 0 {
			return append(dst, "NaN"...)
		}
		if neg {
			return append(dst, "-Infinity"...)
		}
		return append(dst, "Infinity"...)
	}
	var nSignificantBits int
	if binExp == 0 {
		if fract == 0 {
			if neg {
				return append(dst, "-0.0"...)
			}
			return append(dst, "0.0"...)
		}
		lz := bits.LeadingZeros32(fract)
		shift := lz - (31 - 23)
		fract <<= uint(shift)
		binExp = 1 - shift
		nSignificantBits = 32 - lz
	} else {
		fract |= 1 << 23
		nSignificantBits = 24
	}
	binExp -= 127
	var dd decimalDigits
	dd.dtoa(binExp, uint64(fract)<<(expShift-23), nSignificantBits)
	return dd.appendJava(dst, neg)
}

// insignificantDigits[p] is floor(log10(2^p)): how many low decimal digits of an integer carry no
// information when the integer has p more bits than the format holds.
var insignificantDigits = [64]int{
	0, 0, 0, 0, 1, 1, 1, 2, 2, 2, 3, 3, 3, 3,
	4, 4, 4, 5, 5, 5, 6, 6, 6, 6, 7, 7, 7,
	8, 8, 8, 9, 9, 9, 9, 10, 10, 10, 11, 11, 11,
	12, 12, 12, 12, 13, 13, 13, 14, 14, 14,
	15, 15, 15, 15, 16, 16, 16, 17, 17, 17,
	18, 18, 18, 19,
}

func insignificantDigitsForPow2(p2 int) int {
	if p2 > 1 && p2 < len(insignificantDigits) {
		return insignificantDigits[p2]
	}
	return 0
}

// n5Bits[i] is the bit length of 5^i; past the table the JDK uses the estimate 3*i.
var n5Bits = [27]int{0, 3, 5, 7, 10, 12, 14, 17, 19, 21, 24, 26, 28, 31, 33, 35, 38, 40, 42, 45, 47, 49, 52, 54, 56, 59, 61}

func bitsOfPow5(i int) int {
	if i < len(n5Bits) {
		return n5Bits[i]
	}
	return i * 3
}

// small5Pow and long5Pow are 5^i for the int and long code paths.
var small5Pow = [14]int32{1, 5, 25, 125, 625, 3125, 15625, 78125, 390625, 1953125, 9765625, 48828125, 244140625, 1220703125}

var long5Pow = func() (t [27]int64) {
	t[0] = 1
	for i := 1; i < len(t); i++ {
		t[i] = t[i-1] * 5
	}
	return
}()

// estimateDecExp guesses floor(log10(value)) from a linear approximation of log10 around 1.5,
// with exactly the JDK's double arithmetic: the guess decides where digit generation starts, and a
// guess that is one too high changes the path taken. The float64() conversions stop the compiler
// from fusing multiply-adds, which would round differently from Java on some architectures.
func estimateDecExp(fractBits uint64, binExp int) int {
	d2 := math.Float64frombits(0x3ff0000000000000 | fractBits&signifMask)
	d := float64(float64(float64(d2-1.5)*0.289529654)+0.176091259) + float64(float64(binExp)*0.301029995663981)
	return int(math.Floor(d))
}

// developLongDigits produces the digits of an integer value (the fast path), rounding away
// `insignificant` low decimal digits first.
func (dd *decimalDigits) developLongDigits(decExponent int, lvalue int64, insignificant int) {
	if insignificant != 0 {
		pow10 := long5Pow[insignificant] << uint(insignificant)
		residue := lvalue % pow10
		lvalue /= pow10
		decExponent += insignificant
		if residue >= pow10>>1 {
			lvalue++
		}
	}
	digitno := len(dd.buf) - 1
	c := lvalue % 10
	lvalue /= 10
	for c == 0 {
		decExponent++
		c = lvalue % 10
		lvalue /= 10
	}
	for lvalue != 0 {
		dd.buf[digitno] = byte(c) + '0'
		digitno--
		decExponent++
		c = lvalue % 10
		lvalue /= 10
	}
	dd.buf[digitno] = byte(c) + '0'
	dd.decExp = decExponent + 1
	dd.first = digitno
	dd.n = len(dd.buf) - digitno
}

// dtoa generates the digits of fractBits * 2^(binExp-52) (fractBits normalised with the hidden bit at
// bit 52; nSignificantBits is 53 for doubles, 24 for floats, fewer for subnormals).
//
// Outline (the JDK's, which we must follow step for step because its shortcuts show in the output):
// integers below 2^63 are printed from a long. Otherwise the value is written as B/S * 10^decExp with
// M = half an ULP on B's scale, and digits are peeled off B/S one at a time until the remainder is
// within M of either the digit below (low) or the digit above (high). The arithmetic is done in int,
// long or big integers depending on the sizes, and the int/long versions keep Java's wrap-around and
// their strict '>' in the high test, where the big-integer version uses '>='.
func (dd *decimalDigits) dtoa(binExp int, fractBits uint64, nSignificantBits int) {
	tailZeros := bits.TrailingZeros64(fractBits)
	nFractBits := expShift + 1 - tailZeros // significant bits, counting the leading one
	nTinyBits := max(0, nFractBits-binExp-1)

	if binExp <= maxSmallBinExp && binExp >= minSmallBinExp && nTinyBits == 0 {
		// An integer that fits in a long. (The JDK also tests nFractBits+N_5_BITS[nTinyBits] < 64,
		// which always holds when nTinyBits is 0; its nTinyBits > 0 variant is commented out.)
		insignificant := 0
		if binExp > nSignificantBits {
			insignificant = insignificantDigitsForPow2(binExp - nSignificantBits - 1)
		}
		if binExp >= expShift {
			fractBits <<= uint(binExp - expShift)
		} else {
			fractBits >>= uint(expShift - binExp)
		}
		dd.developLongDigits(0, int64(fractBits), insignificant)
		return
	}

	decExp := estimateDecExp(fractBits, binExp)
	b5 := max(0, -decExp)
	b2 := b5 + nTinyBits + binExp
	s5 := max(0, decExp)
	s2 := s5 + nTinyBits
	m5 := b5
	m2 := b2 - nSignificantBits

	normFractBits := fractBits
	fractBits >>= uint(tailZeros)
	b2 -= nFractBits - 1
	common2 := min(b2, s2)
	b2 -= common2
	s2 -= common2
	m2 -= common2
	// At a power of two the gap below is half the gap above; the JDK narrows M for both sides.
	if nFractBits == 1 {
		m2--
	}
	if m2 < 0 {
		b2 -= m2
		s2 -= m2
		m2 = 0
	}

	var (
		ndigit int
		low    bool
		high   bool
		// lowDigitDifference's sign says whether the remainder is above (>0), at (0) or below half a digit.
		lowDigitDifference int64
	)
	digits := dd.buf[:]
	eForm := func(decExp int) bool { return decExp < -3 || decExp >= 8 }

	bBits := nFractBits + b2 + bitsOfPow5(b5)
	tenSBits := s2 + 1 + bitsOfPow5(s5+1)
	switch {
	case bBits < 32 && tenSBits < 32:
		// All in int, wrapping like Java's int.
		b := (int32(uint32(fractBits)) * small5Pow[b5]) << uint(b2&31)
		s := small5Pow[s5] << uint(s2&31)
		m := small5Pow[m5] << uint(m2&31)
		tens := s * 10
		q := b / s
		b = 10 * (b % s)
		m *= 10
		low = b < m
		high = b+m > tens
		if q == 0 && !high {
			decExp-- // the estimate was one too high: drop the leading zero
		} else {
			digits[ndigit] = byte('0' + q)
			ndigit++
		}
		// Java's E form always has a digit after the point, so it needs a second digit.
		if eForm(decExp) {
			low, high = false, false
		}
		for !low && !high {
			q = b / s
			b = 10 * (b % s)
			m *= 10
			if m > 0 {
				low = b < m
				high = b+m > tens
			} else {
				// m overflowed: the JDK takes both tests as true.
				low, high = true, true
			}
			digits[ndigit] = byte('0' + q)
			ndigit++
		}
		lowDigitDifference = int64((b << 1) - tens)
	case bBits < 64 && tenSBits < 64:
		// All in long, wrapping like Java's long.
		b := (int64(fractBits) * long5Pow[b5]) << uint(b2&63)
		s := long5Pow[s5] << uint(s2&63)
		m := long5Pow[m5] << uint(m2&63)
		tens := s * 10
		q := b / s
		b = 10 * (b % s)
		m *= 10
		low = b < m
		high = b+m > tens
		if q == 0 && !high {
			decExp--
		} else {
			digits[ndigit] = byte('0' + q)
			ndigit++
		}
		if eForm(decExp) {
			low, high = false, false
		}
		for !low && !high {
			q = b / s
			b = 10 * (b % s)
			m *= 10
			if m > 0 {
				low = b < m
				high = b+m > tens
			} else {
				low, high = true, true
			}
			digits[ndigit] = byte('0' + q)
			ndigit++
		}
		lowDigitDifference = (b << 1) - tens
	default:
		h2 := binExp - nSignificantBits // M = 2^h2, half an ULP ...
		if nFractBits == 1 {
			h2-- // ... or a quarter at a power of two
		}
		// A 128-bit approximation (approx.go) nearly always settles every comparison of the
		// loop below; when it cannot, the exact loop runs.
		if approxEnabled {
			if n, l, h, ldd, de, ok := approxDigits(digits, normFractBits, binExp, h2, decExp); ok {
				ndigit, low, high, lowDigitDifference, decExp = n, l, h, ldd, de
				break
			}
		}
		// Exact big-integer arithmetic. The JDK normalises S for its division; scaling all of B, S
		// and M by the same power of two changes no comparison, so we skip that.
		var bv, sv, mv, tenS nat
		sv.setPow52(s5, s2)
		bv.setMulPow52(fractBits, b5, b2)
		mv.setPow52(m5+1, m2+1) // 10*M, as B is multiplied by 10 with the first quotient
		tenS.setPow52(s5+1, s2+1)
		q := bv.quoRemTimes10(&sv, &tenS)
		low = bv.cmp(&mv) < 0
		high = sumAtLeast(&bv, &mv, &tenS)
		if q == 0 && !high {
			decExp--
		} else {
			digits[ndigit] = byte('0' + q)
			ndigit++
		}
		if eForm(decExp) {
			low, high = false, false
		}
		for !low && !high {
			q = bv.quoRemTimes10(&sv, &tenS)
			mv.mulSmall(10)
			low = bv.cmp(&mv) < 0
			high = sumAtLeast(&bv, &mv, &tenS)
			digits[ndigit] = byte('0' + q)
			ndigit++
		}
		if high && low {
			bv.shl(1)
			lowDigitDifference = int64(bv.cmp(&tenS))
		}
	}
	dd.decExp = decExp + 1
	dd.first = 0
	dd.n = ndigit
	// The last digit is rounded by the stopping condition.
	if high {
		if low {
			if lowDigitDifference == 0 {
				// A tie: round to an even last digit.
				if digits[ndigit-1]&1 != 0 {
					dd.roundup()
				}
			} else if lowDigitDifference > 0 {
				dd.roundup()
			}
		} else {
			dd.roundup()
		}
	}
}

// roundup adds one to the last digit. A carry out of all nines leaves the zeros in place and
// bumps the exponent, as the JDK does (so it may print trailing zeros).
func (dd *decimalDigits) roundup() {
	i := dd.first + dd.n - 1
	q := dd.buf[i]
	if q == '9' {
		for q == '9' && i > dd.first {
			dd.buf[i] = '0'
			i--
			q = dd.buf[i]
		}
		if q == '9' {
			dd.decExp++
			dd.buf[dd.first] = '1'
			return
		}
	}
	dd.buf[i] = q + 1
}

// appendJava lays the digits out as Java does: plain notation for 10^-3 <= |v| < 10^7, with at
// least one digit after the point; otherwise d.dddE[-]n.
func (dd *decimalDigits) appendJava(dst []byte, neg bool) []byte {
	if neg {
		dst = append(dst, '-')
	}
	digits := dd.buf[dd.first : dd.first+dd.n]
	e := dd.decExp
	switch {
	case e > 0 && e < 8:
		k := min(len(digits), e)
		dst = append(dst, digits[:k]...)
		if k < e {
			for ; k < e; k++ {
				dst = append(dst, '0')
			}
			dst = append(dst, '.', '0')
		} else {
			dst = append(dst, '.')
			if k < len(digits) {
				dst = append(dst, digits[k:]...)
			} else {
				dst = append(dst, '0')
			}
		}
	case e <= 0 && e > -3:
		dst = append(dst, '0', '.')
		for ; e < 0; e++ {
			dst = append(dst, '0')
		}
		dst = append(dst, digits...)
	default:
		dst = append(dst, digits[0], '.')
		if len(digits) > 1 {
			dst = append(dst, digits[1:]...)
		} else {
			dst = append(dst, '0')
		}
		dst = append(dst, 'E')
		var x int
		if e <= 0 {
			dst = append(dst, '-')
			x = -e + 1
		} else {
			x = e - 1
		}
		switch {
		case x <= 9:
			dst = append(dst, byte('0'+x))
		case x <= 99:
			dst = append(dst, byte('0'+x/10), byte('0'+x%10))
		default:
			dst = append(dst, byte('0'+x/100), byte('0'+x/10%10), byte('0'+x%10))
		}
	}
	return dst
}
