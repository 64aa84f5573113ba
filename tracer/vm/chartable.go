// This file answers Character.getType, toUpperCase and toLowerCase from JDK 17's own Unicode
// data (unicode/chartable.bin, made by unicode/GenCharTable.java on HotSpot), because Go's
// unicode tables follow a newer Unicode version than JDK 17's.

package vm

import (
	_ "embed"
	"encoding/binary"
	"sort"
	"sync"
)

//go:embed unicode/chartable.bin
var charTableData []byte

// charRun is a run of code points from start on with the same type and case deltas.
type charRun struct {
	start   int32
	typ     int8
	up, low int32
}

var (
	charRunsOnce sync.Once
	charRuns     []charRun
)

func loadCharRuns() {
	const rec = 13
	charRuns = make([]charRun, len(charTableData)/rec)
	for i := range charRuns {
		b := charTableData[i*rec:]
		charRuns[i] = charRun{start: int32(binary.BigEndian.Uint32(b)), typ: int8(b[4]),
			up: int32(binary.BigEndian.Uint32(b[5:])), low: int32(binary.BigEndian.Uint32(b[9:]))}
	}
}

// charInfo returns the run of code point cp; outside 0..0x10FFFF, an unassigned run.
func charInfo(cp int32) charRun {
	charRunsOnce.Do(loadCharRuns)
	if cp < 0 || cp > 0x10FFFF {
		return charRun{}
	}
	i := sort.Search(len(charRuns), func(i int) bool { return charRuns[i].start > cp }) - 1
	return charRuns[i]
}
