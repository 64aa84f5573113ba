// Package rt embeds crossprof's Java runtime library: the class files the interpreter loads
// for java.lang, java.util and java.io instead of the JDK's. See README.md for the contract
// between the library and the VM, and `just rt` to rebuild the classes from src/.
package rt

import (
	"embed"
	"io/fs"
	"os"
)

// Classes holds the compiled runtime library under classes/, e.g. classes/java/lang/Object.class.
//
//go:embed classes
var Classes embed.FS

// DirEnv names an environment variable that, when set, makes FS read the runtime library's
// class files from that directory (laid out as classes/ is) instead of the embedded copy: a
// developer testing library changes compiles them there and runs crossprof without rebuilding it.
const DirEnv = "CROSSPROF_RT_DIR"

// FS returns the runtime library's class files, rooted so that "java/lang/Object.class" names
// Object's: the directory named by $CROSSPROF_RT_DIR if set, otherwise the embedded classes.
func FS() fs.FS {
	if dir := os.Getenv(DirEnv); dir != "" {
		return os.DirFS(dir)
	}
	sub, err := fs.Sub(Classes, "classes")
	if err != nil { // cannot happen: classes/ is embedded
		panic(err)
	}
	return sub
}
