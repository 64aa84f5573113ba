// This file defines manifest.json: what was run, how it ended, and what the tables hold.

package trace

import (
	"encoding/json"
	"fmt"
	"os"
	"path/filepath"
	"time"

	"github.com/crossprof/crossprof/schemas"
	"github.com/crossprof/crossprof/tracer/vm"
)

// ClassPathEntry is one class path entry with the hash of its contents.
type ClassPathEntry struct {
	Path   string `json:"path"`
	Kind   string `json:"kind"`   // "directory" or "jar"
	SHA256 string `json:"sha256"` // see classpath.Entry.SHA256
}

// Manifest describes a trace directory.
type Manifest struct {
	SchemaVersion    int              `json:"schema_version"`
	CrossprofVersion string           `json:"crossprof_version"`
	CommandLine      []string         `json:"command_line"`
	MainClass        string           `json:"main_class"`
	Args             []string         `json:"args"`
	ClassPath        []ClassPathEntry `json:"class_path"`
	// TargetLib is the target's class library the program ran on instead of crossprof's
	// (--target-lib), hashed as the class path is; Target is "jop" when the bytecodes JOP
	// implements in Java ran JOP's routines (com.jopdesign.sys.JVM), which the jop cost
	// model then prices as software calls.
	TargetLib     []ClassPathEntry `json:"target_lib,omitempty"`
	Target        string           `json:"target,omitempty"`
	BlockAnalysis string           `json:"block_analysis"` // "default" or "precise"
	Compression   string           `json:"compression"`    // "lz4", "zstd" or "none"
	Deterministic bool             `json:"deterministic"`
	Start         time.Time        `json:"start"`
	End           time.Time        `json:"end"`
	WallSeconds   float64          `json:"wall_seconds"`
	// Ended says how the run ended: normal, exit, uncaught-exception, instruction-limit,
	// timeout, interrupted, deadlock, trace-size-limit, error (crossprof failed), or running (the trace was
	// cut short: the process died while tracing).
	Ended      string `json:"ended"`
	ExitStatus int    `json:"exit_status"`
	Message    string `json:"message,omitempty"`
	// Complete is true when the program ran to its end (normally, by System.exit, or by an
	// uncaught exception) and every table was written.
	Complete    bool             `json:"complete"`
	Bytecodes   uint64           `json:"bytecodes"`   // bytecodes executed
	Invocations uint64           `json:"invocations"` // invocations, natives and static initializers included
	Rows        map[string]int64 `json:"rows"`        // rows per table
	// Permissions are the files and directories the program was allowed to access (absent:
	// none). FilesRead lists every file it opened for reading, with its size and SHA-256 at
	// the time it was first opened, in that order.
	Permissions *Permissions  `json:"permissions,omitempty"`
	FilesRead   []vm.FileRead `json:"files_read,omitempty"`
	// Checksum is the CRC32C of the manifest's text (see SealManifest); written last.
	Checksum string `json:"checksum"`
}

// Permissions are the --allow-read and --allow-write paths of a run, absolute.
type Permissions struct {
	Read  []string `json:"read,omitempty"`
	Write []string `json:"write,omitempty"`
}

// blockAnalyses names the block analyses in the manifest.
var blockAnalyses = map[vm.BlockMode]string{vm.BlocksDefault: "default", vm.BlocksPrecise: "precise"}

// BlockAnalysis is the manifest's name of a block analysis.
func BlockAnalysis(mode vm.BlockMode) string { return blockAnalyses[mode] }

// Blocks returns the block analysis the manifest names, which the tables of the code are
// derived under.
func (m *Manifest) Blocks() (vm.BlockMode, error) {
	for mode, name := range blockAnalyses {
		if name == m.BlockAnalysis {
			return mode, nil
		}
	}
	return 0, fmt.Errorf("field block_analysis is %q, not default or precise", m.BlockAnalysis)
}

// ManifestFile is the manifest's name in a trace directory.
const ManifestFile = "manifest.json"

// WriteManifest writes m into dir atomically (a reader sees the old or the new one).
func WriteManifest(dir string, m *Manifest) error {
	m.SchemaVersion = schemas.Version
	m.Checksum = manifestCRCPlaceholder
	data, err := json.MarshalIndent(m, "", "  ")
	if err == nil {
		data, err = SealManifest(append(data, '\n'))
	}
	if err != nil {
		return err
	}
	tmp := filepath.Join(dir, ManifestFile+".tmp")
	if err := os.WriteFile(tmp, data, 0o644); err != nil {
		return fmt.Errorf("writing manifest: %w", err)
	}
	return os.Rename(tmp, filepath.Join(dir, ManifestFile))
}

// ReadManifest reads and checks dir's manifest.
func ReadManifest(dir string) (*Manifest, error) {
	m, _, err := ReadManifestText(dir)
	return m, err
}

// ReadManifestText is ReadManifest also returning the file's text, for those who keep it.
// It verifies the manifest's checksum and types; Validate checks what the fields say.
func ReadManifestText(dir string) (*Manifest, []byte, error) {
	p := filepath.Join(dir, ManifestFile)
	data, err := os.ReadFile(p)
	if err != nil {
		if os.IsNotExist(err) {
			return nil, nil, fmt.Errorf("%s is not a crossprof trace: no %s", dir, ManifestFile)
		}
		return nil, nil, err
	}
	if err := checkManifestSum(data); err != nil {
		return nil, nil, fmt.Errorf("%s: %v", p, err)
	}
	var m Manifest
	if err := json.Unmarshal(data, &m); err != nil {
		return nil, nil, fmt.Errorf("%s: malformed manifest: %v", p, err)
	}
	if m.SchemaVersion != schemas.Version {
		return nil, nil, fmt.Errorf("%s: trace format version %d, this crossprof reads version %d: trace the program again with this crossprof", p, m.SchemaVersion, schemas.Version)
	}
	return &m, data, nil
}
