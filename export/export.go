// Package export writes the calling context tree of a trace in a crossprof database in
// formats other tools read: pprof's profile.proto (go tool pprof, Speedscope, Pyroscope),
// folded stacks (FlameGraph, Speedscope, inferno) and JP2's calling context tree XML.
//
// Everything is read from the database with SQL (cct_nodes, cct_blocks, methods, classes,
// blocks, instructions), so an export needs only the database file, not the trace directory.
// Each format lives in its own file; tree.go loads what they share.
package export

import (
	"context"
	"database/sql"
	"fmt"
	"io"
	"strings"
)

// Format names an output format of Write.
type Format string

// The formats. Their names are the values of crossprof export --format.
const (
	// Pprof is a gzipped profile.proto with one sample per calling context.
	Pprof Format = "pprof"
	// Collapsed is folded stacks: "root;...;leaf count" lines of self bytecodes.
	Collapsed Format = "collapsed"
	// JP2XML is the callingContextTree XML of the JP2 profiler, with call sites and
	// basic block counts.
	JP2XML Format = "jp2-xml"
)

// Formats lists the formats in the order the help shows them.
var Formats = []Format{Pprof, Collapsed, JP2XML}

// ParseFormat returns the format named s, or an error that lists the valid names.
func ParseFormat(s string) (Format, error) {
	for _, f := range Formats {
		if string(f) == s {
			return f, nil
		}
	}
	names := make([]string, len(Formats))
	for i, f := range Formats {
		names[i] = string(f)
	}
	return "", fmt.Errorf("unknown format %q: use %s", s, strings.Join(names, ", "))
}

// Binary reports whether the format is binary data rather than text, so that a command
// can refuse to print it on a terminal.
func (f Format) Binary() bool { return f == Pprof }

// Options select what Write writes besides the tree.
type Options struct {
	// Run is the cost run whose cycles a pprof profile carries: 0 for the trace's latest run
	// of crossprof cost (none when it has none; explore's runs only when chosen), -1 for none.
	Run int64
}

// Write writes the calling context tree of trace id of db to w in format f. The trace must
// be loaded completely (status 'ready'). Every format buffers its output itself.
func Write(ctx context.Context, db *sql.DB, id int32, f Format, w io.Writer) error {
	return WriteOptions(ctx, db, id, f, w, Options{})
}

// WriteOptions is Write with options.
func WriteOptions(ctx context.Context, db *sql.DB, id int32, f Format, w io.Writer, opts Options) error {
	switch f {
	case Pprof:
		return writePprof(ctx, db, id, opts.Run, w)
	case Collapsed:
		return WriteCollapsed(ctx, db, id, w)
	case JP2XML:
		return WriteJP2XML(ctx, db, id, w)
	}
	_, err := ParseFormat(string(f))
	return err
}
