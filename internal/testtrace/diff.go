package testtrace

import (
	"strconv"
	"strings"
)

// LineDiff describes the first line where got differs from want, for a test failure message.
func LineDiff(want, got string) string {
	w, g := strings.Split(want, "\n"), strings.Split(got, "\n")
	for i := 0; i < len(w) || i < len(g); i++ {
		var wl, gl string
		if i < len(w) {
			wl = w[i]
		}
		if i < len(g) {
			gl = g[i]
		}
		if wl != gl {
			return "line " + strconv.Itoa(i+1) + ":\n got " + strconv.Quote(gl) + "\nwant " + strconv.Quote(wl) +
				"\n(" + strconv.Itoa(len(g)) + " lines, want " + strconv.Itoa(len(w)) + ")"
		}
	}
	return "(no line differs)"
}
