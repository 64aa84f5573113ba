// This file holds the hint for a main class given without its package: the classes of that
// simple name on the class path.

package main

import (
	"archive/zip"
	"errors"
	"fmt"
	"io/fs"
	"os"
	"path/filepath"
	"sort"
	"strings"
)

// maxHintFiles bounds the walk of a class path directory, so that a class path of a huge
// tree costs a moment at most.
const maxHintFiles = 200000

// withMainHint adds "did you mean com.example.Main?" to the error for a main class that is
// not on the class path when classes of that simple name are, in a package.
func withMainHint(err error, classPath, main string) error {
	if !strings.Contains(err.Error(), "main class "+main+" not found") {
		return err
	}
	cands := classesNamed(classPath, main[strings.LastIndex(main, ".")+1:])
	var names []string
	for _, c := range cands {
		if c != main {
			names = append(names, c)
		}
	}
	switch {
	case len(names) == 0:
		return err
	case len(names) > 3:
		names = append(names[:3], "...")
	}
	return fmt.Errorf("%w; did you mean %s?", err, strings.Join(names, " or "))
}

// classesNamed lists the binary names (com.example.Main) of the classes whose simple name is
// simple, in the directories and jars of the class path, sorted.
func classesNamed(classPath, simple string) []string {
	seen := map[string]bool{}
	file := simple + ".class"
	for _, entry := range strings.Split(classPath, ":") {
		if entry == "" {
			continue
		}
		fi, err := os.Stat(entry)
		if err != nil {
			continue
		}
		if !fi.IsDir() {
			if z, err := zip.OpenReader(entry); err == nil {
				for _, f := range z.File {
					if f.Name == file || strings.HasSuffix(f.Name, "/"+file) {
						seen[binaryName(f.Name)] = true
					}
				}
				z.Close()
			}
			continue
		}
		n := 0
		stop := errors.New("enough")
		filepath.WalkDir(entry, func(path string, d fs.DirEntry, err error) error {
			if n++; n > maxHintFiles {
				return stop
			}
			if err != nil || d.IsDir() || d.Name() != file {
				return nil
			}
			if rel, err := filepath.Rel(entry, path); err == nil {
				seen[binaryName(filepath.ToSlash(rel))] = true
			}
			return nil
		})
	}
	var out []string
	for name := range seen {
		out = append(out, name)
	}
	sort.Strings(out)
	return out
}

func binaryName(rel string) string {
	return strings.ReplaceAll(strings.TrimSuffix(rel, ".class"), "/", ".")
}
