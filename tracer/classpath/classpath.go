// Path, Open and Find: looking up class files in directories and jars.

// Package classpath finds class files on a Java-style class path: a
// ':'-separated list of directories and jar (zip) files, searched in order.
// Jars are opened once by Open and their entries indexed, so Find costs a
// map lookup per jar rather than a scan of the central directory.
package classpath

import (
	"archive/zip"
	"crypto/sha256"
	"encoding/hex"
	"errors"
	"fmt"
	"io"
	"io/fs"
	"os"
	"path/filepath"
	"slices"
	"strings"
)

// ErrNotFound is returned (possibly wrapped, so test with errors.Is) by Find
// when no entry of the path holds the class.
var ErrNotFound = errors.New("class not found on class path")

// maxClassSize bounds what Find reads for one class, so that a jar entry
// claiming a huge size cannot make us allocate it.
const maxClassSize = 64 << 20

// Entry is one element of a class path.
type Entry struct {
	Path  string // as written in the class path spec
	IsJar bool   // a jar or zip file; otherwise a directory
}

// Path is an opened class path. Find may be called from several
// goroutines at once, but not concurrently with Close.
type Path struct {
	entries []Entry
	jars    []*jar // parallel to entries; nil for directories
	closed  bool
}

// jar is an open archive with its entries indexed by name.
type jar struct {
	r     *zip.ReadCloser
	files map[string]*zip.File
}

// Open opens every entry of spec, a ':'-separated list of directories and
// .jar/.zip files. Empty elements are ignored. Any regular file is read as
// a zip archive whatever its extension, as the JVM does. The error names
// the first entry that does not exist or is not a readable directory or
// jar.
func Open(spec string) (*Path, error) {
	p := &Path{}
	for _, s := range strings.Split(spec, ":") {
		if s == "" {
			continue
		}
		fi, err := os.Stat(s)
		if err != nil {
			p.Close()
			if errors.Is(err, fs.ErrNotExist) {
				return nil, fmt.Errorf("class path entry %s: does not exist", s)
			}
			return nil, fmt.Errorf("class path entry %s: %w", s, err)
		}
		if fi.IsDir() {
			p.entries = append(p.entries, Entry{Path: s})
			p.jars = append(p.jars, nil)
			continue
		}
		j, err := openJar(s)
		if err != nil {
			p.Close()
			return nil, fmt.Errorf("class path entry %s: not a valid jar: %w", s, err)
		}
		p.entries = append(p.entries, Entry{Path: s, IsJar: true})
		p.jars = append(p.jars, j)
	}
	return p, nil
}

// openJar opens and indexes the archive at name. When a name occurs twice
// in the archive the first one wins, as with entries of the path.
func openJar(name string) (*jar, error) {
	r, err := zip.OpenReader(name)
	if err != nil {
		return nil, err
	}
	j := &jar{r: r, files: make(map[string]*zip.File, len(r.File))}
	for _, f := range r.File {
		if strings.HasSuffix(f.Name, "/") {
			continue
		}
		if _, dup := j.files[f.Name]; !dup {
			j.files[f.Name] = f
		}
	}
	return j, nil
}

// validName reports whether name is a plausible internal class name that
// cannot escape a directory entry: non-empty '/'-separated segments, none
// of them "." or "..", and no backslash or NUL.
func validName(name string) bool {
	if name == "" || strings.ContainsAny(name, "\\\x00") {
		return false
	}
	for _, seg := range strings.Split(name, "/") {
		if seg == "" || seg == "." || seg == ".." {
			return false
		}
	}
	return true
}

// Find returns the bytes of the class with the given internal name (such
// as "com/foo/Bar") from the first entry that has it, and its origin:
// "DIR/com/foo/Bar.class" or "lib/x.jar!com/foo/Bar.class". If no entry has
// it the error wraps ErrNotFound; other errors report an entry that has
// the class but cannot be read.
func (p *Path) Find(internalName string) (data []byte, origin string, err error) {
	if p.closed {
		return nil, "", errors.New("class path is closed")
	}
	if !validName(internalName) {
		return nil, "", fmt.Errorf("invalid class name %q: %w", internalName, ErrNotFound)
	}
	rel := internalName + ".class"
	for i, e := range p.entries {
		if j := p.jars[i]; j != nil {
			f, ok := j.files[rel]
			if !ok {
				continue
			}
			origin = e.Path + "!" + rel
			data, err := readZipFile(f)
			if err != nil {
				return nil, "", fmt.Errorf("reading %s: %w", origin, err)
			}
			return data, origin, nil
		}
		origin = filepath.Join(e.Path, filepath.FromSlash(rel))
		data, err := os.ReadFile(origin)
		if errors.Is(err, fs.ErrNotExist) {
			continue
		}
		if err != nil {
			return nil, "", fmt.Errorf("reading %s: %w", origin, err)
		}
		return data, origin, nil
	}
	return nil, "", fmt.Errorf("%s: %w", internalName, ErrNotFound)
}

// readZipFile reads one archive member, refusing sizes beyond maxClassSize.
// archive/zip itself fails if the data exceeds the declared size.
func readZipFile(f *zip.File) ([]byte, error) {
	if f.UncompressedSize64 > maxClassSize {
		return nil, fmt.Errorf("entry of %d bytes is larger than the %d byte limit", f.UncompressedSize64, maxClassSize)
	}
	rc, err := f.Open()
	if err != nil {
		return nil, err
	}
	defer rc.Close()
	return io.ReadAll(rc)
}

// Entries returns the entries of the path in search order.
func (p *Path) Entries() []Entry { return slices.Clone(p.entries) }

// Close closes the jars. The Path must not be used afterwards.
func (p *Path) Close() error {
	var errs []error
	for i, j := range p.jars {
		if j != nil {
			errs = append(errs, j.r.Close())
			p.jars[i] = nil
		}
	}
	p.closed = true
	return errors.Join(errs...)
}

// SHA256 returns a hex SHA-256 that identifies the contents of the entry,
// so that profiles can record exactly which code they ran.
//
// For a jar it is the SHA-256 of the file's bytes. For a directory it is
// the SHA-256 of a manifest listing every file under it whose name ends
// in ".class" (following symbolic links to files, not to directories),
// sorted bytewise by path relative to the directory with '/' separators,
// one line per file in the format of sha256sum:
//
//	<hex SHA-256 of the file>  <relative path>\n
//
// so an empty directory hashes the empty manifest.
func (e Entry) SHA256() (string, error) {
	if e.IsJar {
		sum, err := fileSHA256(e.Path)
		if err != nil {
			return "", fmt.Errorf("hashing %s: %w", e.Path, err)
		}
		return sum, nil
	}
	var rels []string
	err := filepath.WalkDir(e.Path, func(path string, d fs.DirEntry, err error) error {
		if err != nil {
			return err
		}
		if d.IsDir() || !strings.HasSuffix(d.Name(), ".class") {
			return nil
		}
		if !d.Type().IsRegular() {
			fi, err := os.Stat(path)
			if err != nil || !fi.Mode().IsRegular() {
				return nil // a dangling link or a link to a directory
			}
		}
		rel, err := filepath.Rel(e.Path, path)
		if err != nil {
			return err
		}
		rels = append(rels, filepath.ToSlash(rel))
		return nil
	})
	if err != nil {
		return "", fmt.Errorf("hashing %s: %w", e.Path, err)
	}
	slices.Sort(rels)
	manifest := sha256.New()
	for _, rel := range rels {
		sum, err := fileSHA256(filepath.Join(e.Path, filepath.FromSlash(rel)))
		if err != nil {
			return "", fmt.Errorf("hashing %s: %w", e.Path, err)
		}
		fmt.Fprintf(manifest, "%s  %s\n", sum, rel)
	}
	return hex.EncodeToString(manifest.Sum(nil)), nil
}

// fileSHA256 returns the hex SHA-256 of the file at name.
func fileSHA256(name string) (string, error) {
	f, err := os.Open(name)
	if err != nil {
		return "", err
	}
	defer f.Close()
	h := sha256.New()
	if _, err := io.Copy(h, f); err != nil {
		return "", err
	}
	return hex.EncodeToString(h.Sum(nil)), nil
}
