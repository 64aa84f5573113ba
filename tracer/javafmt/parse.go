// Double.parseDouble and Float.parseFloat: the JDK's grammar and messages, with correctly rounded results.

package javafmt

import (
	"math/bits"
	"strconv"
)

type parsedKind uint8

const (
	kindDecimal parsedKind = iota
	kindZero
	kindNaN
	kindInf
	kindHex
)

// parsed is a syntactically valid number, before rounding to a particular precision.
type parsed struct {
	kind parsedKind
	neg  bool

	// kindDecimal: text is a Go ParseFloat-compatible spelling of the same value.
	text string

	// kindHex: the value is mant * 2^exp2 (mant != 0), with sticky set when non-zero hex digits
	// were dropped below mant's lowest bit.
	mant   uint64
	exp2   int64
	sticky bool
	// hexOverflow: the binary exponent overflowed Java's int, so the result is infinity or zero.
	hexOverflow bool
	hexExpNeg   bool
}

func (p *parsed) sign() int {
	if p.neg {
		return -1
	}
	return 1
}

func (p *parsed) signBit64() uint64 {
	if p.neg {
		return 1 << 63
	}
	return 0
}

// longDecimal is the input length above which the decimal is re-spelled before strconv sees it.
// Below it strconv reads the JDK-validated text directly; above it, strconv's exponent reader
// (which saturates near 10^5) could be fooled by tens of thousands of leading zeros.
const longDecimal = 1000

func syntaxError(s, trimmed string) error {
	return &NumberFormatError{Input: s, Msg: `For input string: "` + trimmed + `"`}
}

// scan checks s against the JDK's grammar (FloatingDecimal.readJavaFormatString), mirroring its
// control flow so that every input is accepted or rejected, with the same message, as the JDK does.
func scan(s string, p *parsed) error {
	// String.trim: drop characters <= ' ' at both ends. Multi-byte UTF-8 never contains such bytes.
	lo, hi := 0, len(s)
	for lo < hi && s[lo] <= ' ' {
		lo++
	}
	for hi > lo && s[hi-1] <= ' ' {
		hi--
	}
	in := s[lo:hi]
	n := len(in)
	if n == 0 {
		return &NumberFormatError{Input: s, Msg: "empty String"}
	}
	i := 0
	signSeen := false
	switch in[0] {
	case '-':
		p.neg = true
		fallthrough
	case '+':
		i++
		signSeen = true
	}
	if i >= n {
		return syntaxError(s, in)
	}
	switch c := in[i]; {
	case c == 'N':
		if in[i:] == "NaN" {
			p.kind = kindNaN
			return nil
		}
		return syntaxError(s, in)
	case c == 'I':
		if in[i:] == "Infinity" {
			p.kind = kindInf
			return nil
		}
		return syntaxError(s, in)
	case c == '0' && i+1 < n && (in[i+1] == 'x' || in[i+1] == 'X'):
		if !p.scanHex(in, i+2) {
			return syntaxError(s, in)
		}
		return nil
	}

	decSeen := false
	nDigits, decPt, nLeadZero, nTrailZero := 0, 0, 0, 0
	firstDigit := -1 // index of the first significant digit
	for ; i < n; i++ {
		c := in[i]
		if c == '0' {
			nLeadZero++
		} else if c == '.' {
			if decSeen {
				return &NumberFormatError{Input: s, Msg: "multiple points"}
			}
			decPt = i
			if signSeen {
				decPt--
			}
			decSeen = true
		} else {
			break
		}
	}
digitLoop:
	for ; i < n; i++ {
		c := in[i]
		switch {
		case c >= '1' && c <= '9':
			if firstDigit < 0 {
				firstDigit = i
			}
			nDigits++
			nTrailZero = 0
		case c == '0':
			nDigits++
			nTrailZero++
		case c == '.':
			if decSeen {
				return &NumberFormatError{Input: s, Msg: "multiple points"}
			}
			decPt = i
			if signSeen {
				decPt--
			}
			decSeen = true
		default:
			break digitLoop
		}
	}
	nDigits -= nTrailZero
	isZero := nDigits == 0
	if isZero && nLeadZero == 0 {
		return syntaxError(s, in) // no digits at all
	}
	var decExp int
	if decSeen {
		decExp = decPt - nLeadZero
	} else {
		decExp = nDigits + nTrailZero
	}
	mantEnd := i // end of the digits and point, for re-spelling long inputs
	if i < n && (in[i] == 'e' || in[i] == 'E') {
		expSign := 1
		expVal := 0
		const reallyBig = (1<<31 - 1) / 10
		expOverflow := false
		i++
		if i >= n {
			return syntaxError(s, in)
		}
		switch in[i] {
		case '-':
			expSign = -1
			fallthrough
		case '+':
			i++
		}
		expAt := i
		for i < n {
			// The JDK flags overflow before looking at the next character, digit or not.
			if expVal >= reallyBig {
				expOverflow = true
			}
			c := in[i]
			if c < '0' || c > '9' {
				break
			}
			i++
			if !expOverflow {
				expVal = expVal*10 + int(c-'0')
			}
		}
		expLimit := 324 + nDigits + nTrailZero
		if expOverflow || expVal > expLimit {
			// Too big to matter: infinity or zero, unless a negative decExp brings it back in range.
			if !expOverflow && expSign == 1 && decExp < 0 && expVal+decExp < expLimit {
				decExp += expVal
			} else {
				decExp = expSign * expLimit
			}
		} else {
			decExp += expSign * expVal
		}
		if i == expAt {
			return syntaxError(s, in) // no exponent digits
		}
	}
	end := n
	if i < n {
		if i != n-1 {
			return syntaxError(s, in)
		}
		switch in[i] {
		case 'f', 'F', 'd', 'D':
			end = n - 1
		default:
			return syntaxError(s, in)
		}
	}
	if isZero {
		p.kind = kindZero
		return nil
	}
	p.kind = kindDecimal
	if n <= longDecimal {
		// Validated Java syntax is also Go syntax for the same value (strconv accepts a superset:
		// sign, digits, one point, e/E and a signed exponent).
		p.text = in[:end]
		return nil
	}
	// Re-spell as 0.<significant digits>e<decExp>, which keeps strconv's exponent small.
	buf := make([]byte, 0, nDigits+32)
	if p.neg {
		buf = append(buf, '-')
	}
	buf = append(buf, '0', '.')
	for j, k := firstDigit, 0; k < nDigits && j < mantEnd; j++ {
		if c := in[j]; c != '.' {
			buf = append(buf, c)
			k++
		}
	}
	buf = append(buf, 'e')
	buf = strconv.AppendInt(buf, int64(decExp), 10)
	p.text = string(buf)
	return nil
}

func (p *parsed) decimal64() float64 {
	f, _ := strconv.ParseFloat(p.text, 64) // only ErrRange is possible, with the right infinity or zero
	return f
}

func (p *parsed) decimal32() float32 {
	f, _ := strconv.ParseFloat(p.text, 32) // rounds directly to float32; the conversion is exact
	return float32(f)
}

func isHexDigit(c byte) bool {
	return c >= '0' && c <= '9' || c >= 'a' && c <= 'f' || c >= 'A' && c <= 'F'
}

func hexVal(c byte) uint64 {
	switch {
	case c <= '9':
		return uint64(c - '0')
	case c >= 'a':
		return uint64(c-'a') + 10
	default:
		return uint64(c-'A') + 10
	}
}

// scanHex matches in[i:] (just after "0x") against the rest of the JDK's pattern
// ((hex+ '.'?) | (hex* '.' hex+)) [pP] [+-]? digit+ [fFdD]? and records the value.
func (p *parsed) scanHex(in string, i int) bool {
	n := len(in)
	start := i
	for i < n && isHexDigit(in[i]) {
		i++
	}
	intEnd := i
	fracStart, fracEnd := i, i
	if i < n && in[i] == '.' {
		i++
		fracStart = i
		for i < n && isHexDigit(in[i]) {
			i++
		}
		fracEnd = i
	}
	if intEnd == start && fracEnd == fracStart {
		return false // no hex digits
	}
	if i >= n || (in[i] != 'p' && in[i] != 'P') {
		return false
	}
	i++
	expNeg := false
	if i < n && (in[i] == '+' || in[i] == '-') {
		expNeg = in[i] == '-'
		i++
	}
	expStart := i
	for i < n && in[i] >= '0' && in[i] <= '9' {
		i++
	}
	expEnd := i
	if expEnd == expStart {
		return false
	}
	if i < n {
		switch in[i] {
		case 'f', 'F', 'd', 'D':
			i++
		}
	}
	if i != n {
		return false
	}

	// The value is (all hex digits as one integer) * 2^(exponent - 4*fraction digits). Keep the
	// leading 60 bits of that integer (15 digits) and remember whether anything non-zero follows.
	var mant uint64
	var nKept, nDropped int64
	sticky := false
	for j := start; j < fracEnd; j++ {
		c := in[j]
		if c == '.' {
			continue
		}
		v := hexVal(c)
		if mant == 0 && v == 0 {
			continue // leading zero
		}
		if nKept < 15 {
			mant = mant<<4 | v
			nKept++
		} else {
			nDropped++
			if v != 0 {
				sticky = true
			}
		}
	}
	if mant == 0 {
		p.kind = kindZero
		return true
	}
	// The JDK reads the exponent with Integer.parseInt: past int's range the answer is infinity
	// or zero whatever the digits (the significand is known to be non-zero here).
	var e int64
	for j := expStart; j < expEnd; j++ {
		e = e*10 + int64(in[j]-'0')
		if e > 1<<31-1 {
			p.kind = kindHex
			p.hexOverflow = true
			p.hexExpNeg = expNeg
			return true
		}
	}
	if expNeg {
		e = -e
	}
	p.kind = kindHex
	p.mant = mant
	p.sticky = sticky
	p.exp2 = e - 4*int64(fracEnd-fracStart) + 4*nDropped
	return true
}

// floatInfo describes a binary format for rounding.
type floatInfo struct {
	mantBits uint // explicit fraction bits
	bias     int64
	maxExp   int64 // largest unbiased exponent of a finite value
}

var (
	float64Info = floatInfo{52, 1023, 1023}
	float32Info = floatInfo{23, 127, 127}
)

// hexBits rounds the hexadecimal value to the format (nearest, ties to even) and returns its
// bits without the sign.
func (p *parsed) hexBits(f *floatInfo) uint64 {
	infBits := uint64(2*f.bias+1) << f.mantBits
	if p.hexOverflow {
		if p.hexExpNeg {
			return 0
		}
		return infBits
	}
	return roundBinary(p.mant, p.sticky, p.exp2, f)
}

// roundBinary returns the bits of the value mant * 2^exp2 (plus a little more if sticky),
// correctly rounded to the format.
func roundBinary(mant uint64, sticky bool, exp2 int64, f *floatInfo) uint64 {
	infBits := uint64(2*f.bias+1) << f.mantBits
	lz := bits.LeadingZeros64(mant)
	mant <<= uint(lz)
	exp2 -= int64(lz)
	e := exp2 + 63 // the value is in [2^e, 2^(e+1))
	if e > f.maxExp {
		return infBits
	}
	keep := int64(f.mantBits) + 1 // bits of mant kept, fewer for subnormals
	minExp := 1 - f.bias
	if e < minExp {
		keep -= minExp - e
		if keep < 0 {
			return 0 // below half the smallest subnormal
		}
	}
	shift := uint(64 - keep) // 1..64
	var m uint64
	if shift < 64 {
		m = mant >> shift
	}
	half := uint64(1) << (shift - 1)
	rest := mant & (half<<1 - 1) // the dropped bits; for shift == 64 the mask wraps to all ones
	if rest > half || rest == half && (sticky || m&1 != 0) {
		m++
	}
	if e < minExp {
		// Subnormal: a carry into bit mantBits lands exactly on the smallest normal's encoding.
		return m
	}
	if m>>(f.mantBits+1) != 0 {
		m >>= 1
		e++
		if e > f.maxExp {
			return infBits
		}
	}
	return uint64(e+f.bias)<<f.mantBits | m&(1<<f.mantBits-1)
}
