// Character data checked against values HotSpot 17 printed for these code points.

package vm

import "testing"

func TestCharTableMatchesJDK17(t *testing.T) {
	for _, c := range []struct {
		cp, typ, upper, lower int32
	}{
		{0x41, 1, 0x41, 0x61}, {0x61, 2, 0x41, 0x61}, {0x30, 9, 0x30, 0x30}, {0xE9, 2, 0xC9, 0xE9},
		{0xDF, 2, 0xDF, 0xDF}, {0x10400, 1, 0x10400, 0x10428}, {0x1F600, 28, 0x1F600, 0x1F600},
		// Assigned after Unicode 13 (JDK 17): unassigned there, assigned in Go's tables.
		{0x061D, 0, 0x061D, 0x061D}, {0x0870, 0, 0x0870, 0x0870}, {0x1AC1, 0, 0x1AC1, 0x1AC1}, {0x2C2F, 0, 0x2C2F, 0x2C2F},
	} {
		r := charInfo(c.cp)
		if int32(r.typ) != c.typ || c.cp+r.up != c.upper || c.cp+r.low != c.lower {
			t.Errorf("U+%04X: type %d upper %X lower %X, want %d %X %X", c.cp, r.typ, c.cp+r.up, c.cp+r.low, c.typ, c.upper, c.lower)
		}
	}
	if last := charRuns[len(charRuns)-1].start; last > 0x10FFFF || len(charRuns) < 1000 {
		t.Errorf("table has %d runs, last from U+%X", len(charRuns), last)
	}
}
