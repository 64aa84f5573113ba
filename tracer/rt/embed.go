// Package rt embeds crossprof's Java runtime library: the class files the interpreter loads
// for java.lang, java.util and java.io instead of the JDK's. See README.md for the contract
// between the library and the VM, and `just rt` to rebuild the classes from src/.
package rt

import "embed"

// Classes holds the compiled runtime library under classes/, e.g. classes/java/lang/Object.class.
//
//go:embed classes
var Classes embed.FS
