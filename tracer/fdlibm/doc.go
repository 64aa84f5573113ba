// Package fdlibm is a pure-Go, bit-exact port of fdlibm 5.3 (the "Freely Distributable Math
// Library" from Sun Microsystems), the algorithms that java.lang.StrictMath is specified to
// use. Every function returns, for every input, the same bits as OpenJDK 17's StrictMath
// (checked against a golden file recorded on HotSpot, see fdlibm_test.go); NaN payloads are
// not part of that contract.
//
// The port follows the C sources and OpenJDK's FdLibm.java line by line and keeps their
// constants bit for bit. It does not use Go's math functions other than exact operations
// (Sqrt, which IEEE 754 rounds correctly, Abs, Floor, Ldexp and the bit conversions), because
// Go's Log, Exp, Pow, Sin, ... are different algorithms (and assembly on some platforms).
// Wherever fdlibm relies on a product being rounded before it is added, the product is
// wrapped in an explicit float64 conversion, which the Go spec guarantees is not fused into a
// multiply-add (see the fused-operation check in fdlibm_test.go).
//
// fdlibm carries this notice, which is preserved here as it asks:
//
//	Copyright (C) 1993-2004 by Sun Microsystems, Inc. All rights reserved.
//
//	Developed at SunSoft, a Sun Microsystems, Inc. business.
//	Permission to use, copy, modify, and distribute this
//	software is freely granted, provided that this notice
//	is preserved.
package fdlibm

import "math"

// Constants shared by several algorithms.
const (
	two24 = 1 << 24 // 1.67772160000000000000e+07
	two54 = 1 << 54 // 1.80143985094819840000e+16
	huge  = 1.0e+300
	tiny  = 1.0e-300
)

// hi returns the high 32 bits of x (sign, exponent and the top 20 significand bits), as
// fdlibm's __HI(x).
func hi(x float64) int32 { return int32(math.Float64bits(x) >> 32) }

// lo returns the low 32 bits of x's significand, as fdlibm's __LO(x).
func lo(x float64) uint32 { return uint32(math.Float64bits(x)) }

// fromWords builds a double from its high and low words.
func fromWords(h int32, l uint32) float64 {
	return math.Float64frombits(uint64(uint32(h))<<32 | uint64(l))
}

// withHi replaces the high word of x.
func withHi(x float64, h int32) float64 { return fromWords(h, lo(x)) }

// withLo replaces the low word of x.
func withLo(x float64, l uint32) float64 { return fromWords(hi(x), l) }

// inf is +Inf.
var inf = math.Inf(1)

// nan returns a quiet NaN, for the (x-x)/(x-x) idiom of the C sources.
func nan() float64 { return math.NaN() }
