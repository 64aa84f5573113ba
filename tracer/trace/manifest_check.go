// This file checks what a manifest says: every field present with its type, values in their
// ranges, and fields consistent with each other. Ingest runs it before loading anything;
// the checks that need the tables (row counts, invocations) are ingest's.

package trace

import (
	"bytes"
	"encoding/hex"
	"encoding/json"
	"fmt"
	"math"
	"slices"
	"strings"

	"github.com/crossprof/crossprof/schemas"
)

// EndReasons are the values of Manifest.Ended: the vm.EndReason values, "error" (crossprof
// failed) and "running" (the tracer died). Add a new vm.EndReason here too.
var EndReasons = []string{"normal", "exit", "uncaught-exception", "instruction-limit", "timeout", "interrupted", "deadlock", "error", "running", string(EndSizeLimit)}

// completeEnds are the ends of a run that went to its end.
var completeEnds = []string{"normal", "exit", "uncaught-exception"}

// requiredFields are the manifest's fields without omitempty: a manifest lacking one is
// refused rather than read with a zero value that would turn a check off.
var requiredFields = []string{"schema_version", "crossprof_version", "command_line", "main_class", "args", "class_path",
	"block_analysis", "compression", "deterministic", "start", "end", "wall_seconds", "ended", "exit_status",
	"complete", "bytecodes", "invocations", "rows", "checksum"}

// nullable are the required fields that may be null (an empty list written by a caller that
// had none).
var nullable = []string{"command_line", "args", "class_path"}

// Validate checks the manifest m read from the text data (see ReadManifestText). Its error
// names the field.
func (m *Manifest) Validate(data []byte) error {
	var fields map[string]json.RawMessage
	if err := json.Unmarshal(data, &fields); err != nil {
		return err
	}
	for _, f := range requiredFields {
		v, ok := fields[f]
		if !ok {
			return fmt.Errorf("field %s is missing", f)
		}
		if bytes.Equal(v, []byte("null")) && !slices.Contains(nullable, f) && !(f == "rows" && m.Ended == "running") {
			return fmt.Errorf("field %s is null", f)
		}
	}
	dec := json.NewDecoder(bytes.NewReader(data))
	dec.DisallowUnknownFields()
	var strict Manifest
	if err := dec.Decode(&strict); err != nil {
		return err
	}
	if !slices.Contains(EndReasons, m.Ended) {
		return fmt.Errorf("field ended is %q, not one of %s", m.Ended, strings.Join(EndReasons, ", "))
	}
	if m.Complete && !slices.Contains(completeEnds, m.Ended) {
		return fmt.Errorf("field complete is true, but field ended is %q (a complete run ended %s)", m.Ended, strings.Join(completeEnds, ", "))
	}
	if _, err := m.Blocks(); err != nil {
		return err
	}
	if _, err := Compression(m.Compression).options(); err != nil {
		return fmt.Errorf("field compression: %v", err)
	}
	if m.MainClass == "" {
		return fmt.Errorf("field main_class is empty")
	}
	if m.Start.IsZero() {
		return fmt.Errorf("field start is not set")
	}
	if math.IsNaN(m.WallSeconds) || m.WallSeconds < 0 {
		return fmt.Errorf("field wall_seconds is %v, not a duration", m.WallSeconds)
	}
	for i, e := range append(slices.Clip(m.ClassPath), m.TargetLib...) {
		if e.Kind != "directory" && e.Kind != "jar" {
			return fmt.Errorf("class path entry %d (%s): kind %q, not directory or jar", i, e.Path, e.Kind)
		}
		if _, err := hex.DecodeString(e.SHA256); err != nil || len(e.SHA256) != 64 {
			return fmt.Errorf("class path entry %d (%s): sha256 %q is not a SHA-256", i, e.Path, e.SHA256)
		}
	}
	if m.Ended == "running" {
		// Written when the run started and never again: the tracer died.
		if m.Complete || m.Bytecodes != 0 || m.Invocations != 0 || m.Rows != nil || !m.End.IsZero() || m.WallSeconds != 0 || m.ExitStatus != 0 {
			return fmt.Errorf("field ended is \"running\" (the tracer died), but the fields of a finished run are set")
		}
		return nil
	}
	if m.End.Before(m.Start) {
		return fmt.Errorf("field end (%s) is before field start (%s)", m.End, m.Start)
	}
	if d := m.End.Sub(m.Start).Seconds(); math.Abs(d-m.WallSeconds) > 1e-3 {
		return fmt.Errorf("field wall_seconds is %v, but end - start is %v", m.WallSeconds, d)
	}
	want := map[string]int{"normal": 0, "uncaught-exception": 1, "instruction-limit": 2, "timeout": 2, "deadlock": 2, string(EndSizeLimit): 2, "error": 2, "interrupted": 130}
	if s, ok := want[m.Ended]; ok && m.ExitStatus != s {
		return fmt.Errorf("field exit_status is %d, but a run that ended %q exits with %d", m.ExitStatus, m.Ended, s)
	}
	var names []string
	for _, t := range schemas.Files {
		n, ok := m.Rows[t.Name]
		if !ok {
			return fmt.Errorf("field rows has no count for table %s", t.Name)
		}
		if n < 0 {
			return fmt.Errorf("field rows gives table %s %d rows", t.Name, n)
		}
		names = append(names, t.Name)
	}
	if len(m.Rows) != len(schemas.Files) {
		for k := range m.Rows {
			if !slices.Contains(names, k) {
				return fmt.Errorf("field rows names table %q, which a trace does not have", k)
			}
		}
	}
	if m.Bytecodes > math.MaxInt64 || m.Invocations > math.MaxInt64 {
		return fmt.Errorf("fields bytecodes and invocations are out of range")
	}
	return nil
}
